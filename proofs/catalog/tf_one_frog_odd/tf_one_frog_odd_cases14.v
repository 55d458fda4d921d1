(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


Lemma s37_c125_L (d : nat) : lmoves (s37_board 1 1 1 (2 + d) 1) = [s37_board 0 2 1 (2 + d) 1; s39_board 1 1 1 (2 + d) 1; s27_board 1 1 (3 + d) 1; s37_board 1 1 1 (1 + d) 2].
Proof. unfold s27_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c125_R (d : nat) : rmoves (s37_board 1 1 1 (2 + d) 1) = [strip [] (T :: E :: T :: E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c125_R1 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s21_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s37_c125_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s37_board 1 1 1 (2 + d) 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c125_L d), (s37_c125_R d); cbn [map].
  pose proof (use_s37 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s37_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 1 (2 + d) 1 (opt_l _ _ _ (s37_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 (3 + d) 1 (opt_l _ _ _ (s37_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH 1 1 1 (1 + d) 2 (opt_l _ _ _ (s37_c125_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c125_R1 d)).
  pose proof (use_s21 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s37_c125_R d) ltac:(cbn [In]; left; reflexivity) (s37_c125_R1 d))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s27_p20 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c126_L (d e : nat) : lmoves (s37_board 1 1 1 (2 + d) (2 + e)) = [s37_board 0 2 1 (2 + d) (2 + e); s39_board 1 1 1 (2 + d) (2 + e); s27_board 1 1 (3 + d) (2 + e); s37_board 1 1 1 (1 + d) (3 + e)].
Proof. unfold s27_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c126_R (d e : nat) : rmoves (s37_board 1 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s37_c126_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s37_board 1 1 1 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c126_L d e), (s37_c126_R d e); cbn [map].
  pose proof (use_s37 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s37_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s37_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 (3 + d) (2 + e) (opt_l _ _ _ (s37_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH 1 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s37_c126_L d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s28 *)
Lemma s37_c127_p9 x (Hs28 : s28_claim x) (c : nat) :
  x = s37_board 1 1 (2 + c) 0 0 -> fst (s37_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q9] in Hc |- *.
  pose proof (Hs28 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e==1: the board of s28 *)
Lemma s37_c128_p22 x (Hs28 : s28_claim x) (c : nat) :
  x = s37_board 1 1 (2 + c) 0 1 -> fst (s37_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q22] in Hc |- *.
  pose proof (Hs28 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e>=2: the board of s28 *)
Lemma s37_c129_p3 x (Hs28 : s28_claim x) (c e : nat) :
  x = s37_board 1 1 (2 + c) 0 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs28 1 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c130_L (c : nat) : lmoves (s37_board 1 1 (2 + c) 1 0) = [s37_board 0 2 (2 + c) 1 0; s39_board 1 1 (2 + c) 1 0; s37_board 1 1 (1 + c) 2 0; s28_board 1 1 (2 + c) 1].
Proof. unfold s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c130_R (c : nat) : rmoves (s37_board 1 1 (2 + c) 1 0) = [s21_board 1 1 (2 + c) 1].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s37_c130_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s37_board 1 1 (2 + c) 1 0 -> fst (s37_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q23] in Hc |- *.
  rewrite tf_game_eq, (s37_c130_L c), (s37_c130_R c); cbn [map].
  pose proof (use_s37 IH 0 2 (2 + c) 1 0 (opt_l _ _ _ (s37_c130_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (2 + c) 1 0 (opt_l _ _ _ (s37_c130_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (1 + c) 2 0 (opt_l _ _ _ (s37_c130_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s37_c130_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s37_c130_R c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p23 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s28_p8 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c131_L (c : nat) : lmoves (s37_board 1 1 (2 + c) 1 1) = [s37_board 0 2 (2 + c) 1 1; s39_board 1 1 (2 + c) 1 1; s37_board 1 1 (1 + c) 2 1; s28_board 1 1 (2 + c) 2].
Proof. unfold s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c131_R (c : nat) : rmoves (s37_board 1 1 (2 + c) 1 1) = [strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c131_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s21_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s37_c131_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s37_board 1 1 (2 + c) 1 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c131_L c), (s37_c131_R c); cbn [map].
  pose proof (use_s37 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s37_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (2 + c) 1 1 (opt_l _ _ _ (s37_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (1 + c) 2 1 (opt_l _ _ _ (s37_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH 1 1 (2 + c) 2 (opt_l _ _ _ (s37_c131_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c131_R1 c)).
  pose proof (use_s21 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s37_c131_R c) ltac:(cbn [In]; left; reflexivity) (s37_c131_R1 c))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c132_L (c e : nat) : lmoves (s37_board 1 1 (2 + c) 1 (2 + e)) = [s37_board 0 2 (2 + c) 1 (2 + e); s39_board 1 1 (2 + c) 1 (2 + e); s37_board 1 1 (1 + c) 2 (2 + e); s28_board 1 1 (2 + c) (3 + e)].
Proof. unfold s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c132_R (c e : nat) : rmoves (s37_board 1 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s37_c132_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s37_board 1 1 (2 + c) 1 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c132_L c e), (s37_c132_R c e); cbn [map].
  pose proof (use_s37 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s37_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s37_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s37_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH 1 1 (2 + c) (3 + e) (opt_l _ _ _ (s37_c132_L c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c133_L (c d : nat) : lmoves (s37_board 1 1 (2 + c) (2 + d) 0) = [s37_board 0 2 (2 + c) (2 + d) 0; s39_board 1 1 (2 + c) (2 + d) 0; s37_board 1 1 (1 + c) (3 + d) 0; s37_board 1 1 (2 + c) (1 + d) 1].
Proof. unfold s37_board, s39_board. tf_options. Qed.
Lemma s37_c133_R (c d : nat) : rmoves (s37_board 1 1 (2 + c) (2 + d) 0) = [s21_board 1 1 (2 + c) (2 + d)].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s37_c133_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s37_board 1 1 (2 + c) (2 + d) 0 -> fst (s37_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q14] in Hc |- *.
  rewrite tf_game_eq, (s37_c133_L c d), (s37_c133_R c d); cbn [map].
  pose proof (use_s37 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s37_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s37_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s37_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s37_c133_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH 1 1 (2 + c) (2 + d) (opt_r _ _ _ (s37_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s37_p12 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c134_L (c d : nat) : lmoves (s37_board 1 1 (2 + c) (2 + d) 1) = [s37_board 0 2 (2 + c) (2 + d) 1; s39_board 1 1 (2 + c) (2 + d) 1; s37_board 1 1 (1 + c) (3 + d) 1; s37_board 1 1 (2 + c) (1 + d) 2].
Proof. unfold s37_board, s39_board. tf_options. Qed.
Lemma s37_c134_R (c d : nat) : rmoves (s37_board 1 1 (2 + c) (2 + d) 1) = [strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c134_R1 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s21_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s37_c134_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s37_board 1 1 (2 + c) (2 + d) 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c134_L c d), (s37_c134_R c d); cbn [map].
  pose proof (use_s37 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s37_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s37_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s37_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH 1 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s37_c134_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c134_R1 c d)).
  pose proof (use_s21 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s37_c134_R c d) ltac:(cbn [In]; left; reflexivity) (s37_c134_R1 c d))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c135_L (c d e : nat) : lmoves (s37_board 1 1 (2 + c) (2 + d) (2 + e)) = [s37_board 0 2 (2 + c) (2 + d) (2 + e); s39_board 1 1 (2 + c) (2 + d) (2 + e); s37_board 1 1 (1 + c) (3 + d) (2 + e); s37_board 1 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s37_board, s39_board. tf_options. Qed.
Lemma s37_c135_R (c d e : nat) : rmoves (s37_board 1 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s37_c135_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s37_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c135_L c d e), (s37_c135_R c d e); cbn [map].
  pose proof (use_s37 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s37_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s37_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s37_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH 1 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s37_c135_L c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s37_c136_p5 x (Hs24 : s24_claim x) (b : nat) :
  x = s37_board 1 (2 + b) 0 0 0 -> fst (s37_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q5] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 0 ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s37_c137_p18 x (Hs24 : s24_claim x) (b : nat) :
  x = s37_board 1 (2 + b) 0 0 1 -> fst (s37_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q18] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 1 ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s37_c138_p3 x (Hs24 : s24_claim x) (b e : nat) :
  x = s37_board 1 (2 + b) 0 0 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs24 1 (2 + b) (2 + e) ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e==0: the board of s27 *)
Lemma s37_c139_p7 x (Hs27 : s27_claim x) (b : nat) :
  x = s37_board 1 (2 + b) 0 1 0 -> fst (s37_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q7] in Hc |- *.
  pose proof (Hs27 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e==1: the board of s27 *)
Lemma s37_c140_p24 x (Hs27 : s27_claim x) (b : nat) :
  x = s37_board 1 (2 + b) 0 1 1 -> fst (s37_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q24] in Hc |- *.
  pose proof (Hs27 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e>=2: the board of s27 *)
Lemma s37_c141_p3 x (Hs27 : s27_claim x) (b e : nat) :
  x = s37_board 1 (2 + b) 0 1 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs27 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e==0: the board of s27 *)
Lemma s37_c142_p15 x (Hs27 : s27_claim x) (b d : nat) :
  x = s37_board 1 (2 + b) 0 (2 + d) 0 -> fst (s37_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q15] in Hc |- *.
  pose proof (Hs27 1 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c142_p25 x (Hs27 : s27_claim x) (b d : nat) :
  x = s37_board 1 (2 + b) 0 (2 + d) 0 -> fst (s37_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q25] in Hc |- *.
  pose proof (Hs27 1 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e==1: the board of s27 *)
Lemma s37_c143_p12 x (Hs27 : s27_claim x) (b d : nat) :
  x = s37_board 1 (2 + b) 0 (2 + d) 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs27 1 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e>=2: the board of s27 *)
Lemma s37_c144_p3 x (Hs27 : s27_claim x) (b d e : nat) :
  x = s37_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs27 1 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s28 *)
Lemma s37_c145_p27 x (Hs28 : s28_claim x) (b : nat) :
  x = s37_board 1 (2 + b) 1 0 0 -> fst (s37_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q27] in Hc |- *.
  pose proof (Hs28 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e==1: the board of s28 *)
Lemma s37_c146_p26 x (Hs28 : s28_claim x) (b : nat) :
  x = s37_board 1 (2 + b) 1 0 1 -> fst (s37_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q26] in Hc |- *.
  pose proof (Hs28 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e>=2: the board of s28 *)
Lemma s37_c147_p3 x (Hs28 : s28_claim x) (b e : nat) :
  x = s37_board 1 (2 + b) 1 0 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs28 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c148_L (b : nat) : lmoves (s37_board 1 (2 + b) 1 1 0) = [s37_board 0 (3 + b) 1 1 0; s40_board 1 (1 + b) 1 1 1 0; s27_board 1 (2 + b) 2 0; s28_board 1 (2 + b) 1 1].
Proof. unfold s27_board, s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c148_R (b : nat) : rmoves (s37_board 1 (2 + b) 1 1 0) = [s21_board 1 (2 + b) 1 1].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s37_c148_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s37_board 1 (2 + b) 1 1 0 -> fst (s37_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q7] in Hc |- *.
  rewrite tf_game_eq, (s37_c148_L b), (s37_c148_R b); cbn [map].
  pose proof (use_s37 IH 0 (3 + b) 1 1 0 (opt_l _ _ _ (s37_c148_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 1 1 0 (opt_l _ _ _ (s37_c148_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) 2 0 (opt_l _ _ _ (s37_c148_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s37_c148_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s37_c148_R b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p7 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s27_p19 Ho2 ltac:(zlia)).
  rewrite (s28_p11 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s37_c149_L (b : nat) : lmoves (s37_board 1 (2 + b) 1 1 1) = [s37_board 0 (3 + b) 1 1 1; s40_board 1 (1 + b) 1 1 1 1; s27_board 1 (2 + b) 2 1; s28_board 1 (2 + b) 1 2].
Proof. unfold s27_board, s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c149_R (b : nat) : rmoves (s37_board 1 (2 + b) 1 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c149_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; E; T; F]) [(1, 1)]) (s21_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s37_c149_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s37_board 1 (2 + b) 1 1 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c149_L b), (s37_c149_R b); cbn [map].
  pose proof (use_s37 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s37_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 1 1 1 (opt_l _ _ _ (s37_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) 2 1 (opt_l _ _ _ (s37_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH 1 (2 + b) 1 2 (opt_l _ _ _ (s37_c149_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c149_R1 b)).
  pose proof (use_s21 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s37_c149_R b) ltac:(cbn [In]; left; reflexivity) (s37_c149_R1 b))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p20 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c150_L (b e : nat) : lmoves (s37_board 1 (2 + b) 1 1 (2 + e)) = [s37_board 0 (3 + b) 1 1 (2 + e); s40_board 1 (1 + b) 1 1 1 (2 + e); s27_board 1 (2 + b) 2 (2 + e); s28_board 1 (2 + b) 1 (3 + e)].
Proof. unfold s27_board, s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c150_R (b e : nat) : rmoves (s37_board 1 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s37_c150_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s37_board 1 (2 + b) 1 1 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c150_L b e), (s37_c150_R b e); cbn [map].
  pose proof (use_s37 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s37_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 1 1 (2 + e) (opt_l _ _ _ (s37_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) 2 (2 + e) (opt_l _ _ _ (s37_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH 1 (2 + b) 1 (3 + e) (opt_l _ _ _ (s37_c150_L b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c151_L (b d : nat) : lmoves (s37_board 1 (2 + b) 1 (2 + d) 0) = [s37_board 0 (3 + b) 1 (2 + d) 0; s40_board 1 (1 + b) 1 1 (2 + d) 0; s27_board 1 (2 + b) (3 + d) 0; s37_board 1 (2 + b) 1 (1 + d) 1].
Proof. unfold s27_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c151_R (b d : nat) : rmoves (s37_board 1 (2 + b) 1 (2 + d) 0) = [s21_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s37_c151_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s37_board 1 (2 + b) 1 (2 + d) 0 -> fst (s37_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q14] in Hc |- *.
  rewrite tf_game_eq, (s37_c151_L b d), (s37_c151_R b d); cbn [map].
  pose proof (use_s37 IH 0 (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s37_c151_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 1 (2 + d) 0 (opt_l _ _ _ (s37_c151_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) (3 + d) 0 (opt_l _ _ _ (s37_c151_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH 1 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s37_c151_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s37_c151_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s27_p12 Ho2 ltac:(zlia)).
  rewrite (s37_p12 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c152_L (b d : nat) : lmoves (s37_board 1 (2 + b) 1 (2 + d) 1) = [s37_board 0 (3 + b) 1 (2 + d) 1; s40_board 1 (1 + b) 1 1 (2 + d) 1; s27_board 1 (2 + b) (3 + d) 1; s37_board 1 (2 + b) 1 (1 + d) 2].
Proof. unfold s27_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c152_R (b d : nat) : rmoves (s37_board 1 (2 + b) 1 (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c152_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s21_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s37_c152_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s37_board 1 (2 + b) 1 (2 + d) 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c152_L b d), (s37_c152_R b d); cbn [map].
  pose proof (use_s37 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s37_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 1 (2 + d) 1 (opt_l _ _ _ (s37_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) (3 + d) 1 (opt_l _ _ _ (s37_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH 1 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s37_c152_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c152_R1 b d)).
  pose proof (use_s21 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s37_c152_R b d) ltac:(cbn [In]; left; reflexivity) (s37_c152_R1 b d))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p20 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c153_L (b d e : nat) : lmoves (s37_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s37_board 0 (3 + b) 1 (2 + d) (2 + e); s40_board 1 (1 + b) 1 1 (2 + d) (2 + e); s27_board 1 (2 + b) (3 + d) (2 + e); s37_board 1 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s27_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c153_R (b d e : nat) : rmoves (s37_board 1 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s37_c153_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s37_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c153_L b d e), (s37_c153_R b d e); cbn [map].
  pose proof (use_s37 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s37_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s37_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s37_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH 1 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s37_c153_L b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s28 *)
Lemma s37_c154_p9 x (Hs28 : s28_claim x) (b c : nat) :
  x = s37_board 1 (2 + b) (2 + c) 0 0 -> fst (s37_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q9] in Hc |- *.
  pose proof (Hs28 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e==1: the board of s28 *)
Lemma s37_c155_p22 x (Hs28 : s28_claim x) (b c : nat) :
  x = s37_board 1 (2 + b) (2 + c) 0 1 -> fst (s37_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q22] in Hc |- *.
  pose proof (Hs28 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e>=2: the board of s28 *)
Lemma s37_c156_p3 x (Hs28 : s28_claim x) (b c e : nat) :
  x = s37_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs28 1 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c157_L (b c : nat) : lmoves (s37_board 1 (2 + b) (2 + c) 1 0) = [s37_board 0 (3 + b) (2 + c) 1 0; s40_board 1 (1 + b) 1 (2 + c) 1 0; s37_board 1 (2 + b) (1 + c) 2 0; s28_board 1 (2 + b) (2 + c) 1].
Proof. unfold s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c157_R (b c : nat) : rmoves (s37_board 1 (2 + b) (2 + c) 1 0) = [s21_board 1 (2 + b) (2 + c) 1].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s37_c157_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s37_board 1 (2 + b) (2 + c) 1 0 -> fst (s37_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q23] in Hc |- *.
  rewrite tf_game_eq, (s37_c157_L b c), (s37_c157_R b c); cbn [map].
  pose proof (use_s37 IH 0 (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s37_c157_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 (2 + c) 1 0 (opt_l _ _ _ (s37_c157_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s37_c157_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s37_c157_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s37_c157_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p23 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s28_p8 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c158_L (b c : nat) : lmoves (s37_board 1 (2 + b) (2 + c) 1 1) = [s37_board 0 (3 + b) (2 + c) 1 1; s40_board 1 (1 + b) 1 (2 + c) 1 1; s37_board 1 (2 + b) (1 + c) 2 1; s28_board 1 (2 + b) (2 + c) 2].
Proof. unfold s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c158_R (b c : nat) : rmoves (s37_board 1 (2 + b) (2 + c) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c158_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s21_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s37_c158_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s37_board 1 (2 + b) (2 + c) 1 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c158_L b c), (s37_c158_R b c); cbn [map].
  pose proof (use_s37 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s37_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 (2 + c) 1 1 (opt_l _ _ _ (s37_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s37_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH 1 (2 + b) (2 + c) 2 (opt_l _ _ _ (s37_c158_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c158_R1 b c)).
  pose proof (use_s21 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s37_c158_R b c) ltac:(cbn [In]; left; reflexivity) (s37_c158_R1 b c))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c159_L (b c e : nat) : lmoves (s37_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s37_board 0 (3 + b) (2 + c) 1 (2 + e); s40_board 1 (1 + b) 1 (2 + c) 1 (2 + e); s37_board 1 (2 + b) (1 + c) 2 (2 + e); s28_board 1 (2 + b) (2 + c) (3 + e)].
Proof. unfold s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c159_R (b c e : nat) : rmoves (s37_board 1 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s37_c159_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s37_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c159_L b c e), (s37_c159_R b c e); cbn [map].
  pose proof (use_s37 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s37_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s37_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s37_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH 1 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s37_c159_L b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c160_L (b c d : nat) : lmoves (s37_board 1 (2 + b) (2 + c) (2 + d) 0) = [s37_board 0 (3 + b) (2 + c) (2 + d) 0; s40_board 1 (1 + b) 1 (2 + c) (2 + d) 0; s37_board 1 (2 + b) (1 + c) (3 + d) 0; s37_board 1 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s37_c160_R (b c d : nat) : rmoves (s37_board 1 (2 + b) (2 + c) (2 + d) 0) = [s21_board 1 (2 + b) (2 + c) (2 + d)].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s37_c160_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s37_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s37_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q14] in Hc |- *.
  rewrite tf_game_eq, (s37_c160_L b c d), (s37_c160_R b c d); cbn [map].
  pose proof (use_s37 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s37_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s37_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s37_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s37_c160_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH 1 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s37_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s37_p12 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c161_L (b c d : nat) : lmoves (s37_board 1 (2 + b) (2 + c) (2 + d) 1) = [s37_board 0 (3 + b) (2 + c) (2 + d) 1; s40_board 1 (1 + b) 1 (2 + c) (2 + d) 1; s37_board 1 (2 + b) (1 + c) (3 + d) 1; s37_board 1 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s37_c161_R (b c d : nat) : rmoves (s37_board 1 (2 + b) (2 + c) (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c161_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s21_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s37_c161_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s37_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s37_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c161_L b c d), (s37_c161_R b c d); cbn [map].
  pose proof (use_s37 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s37_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s37_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s37_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH 1 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s37_c161_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c161_R1 b c d)).
  pose proof (use_s21 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s37_c161_R b c d) ltac:(cbn [In]; left; reflexivity) (s37_c161_R1 b c d))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c162_L (b c d e : nat) : lmoves (s37_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s37_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s40_board 1 (1 + b) 1 (2 + c) (2 + d) (2 + e); s37_board 1 (2 + b) (1 + c) (3 + d) (2 + e); s37_board 1 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s37_c162_R (b c d e : nat) : rmoves (s37_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s37_c162_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s37_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c162_L b c d e), (s37_c162_R b c d e); cbn [map].
  pose proof (use_s37 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s37_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s37_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s37_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s37_c162_L b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s25 *)
Lemma s37_c163_p28 x (Hs25 : s25_claim x) (a : nat) :
  x = s37_board (2 + a) 0 0 0 0 -> fst (s37_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q28] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s37_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s25 *)
Lemma s37_c164_p29 x (Hs25 : s25_claim x) (a : nat) :
  x = s37_board (2 + a) 0 0 0 1 -> fst (s37_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q29] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s37_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s25 *)
Lemma s37_c165_p3 x (Hs25 : s25_claim x) (a e : nat) :
  x = s37_board (2 + a) 0 0 0 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + e) ltac:(rewrite Hx; unfold s37_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s26 *)
Lemma s37_c166_p30 x (Hs26 : s26_claim x) (a : nat) :
  x = s37_board (2 + a) 0 0 1 0 -> fst (s37_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q30] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 0 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s26 *)
Lemma s37_c167_p6 x (Hs26 : s26_claim x) (a : nat) :
  x = s37_board (2 + a) 0 0 1 1 -> fst (s37_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q6] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 1 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s26 *)
Lemma s37_c168_p3 x (Hs26 : s26_claim x) (a e : nat) :
  x = s37_board (2 + a) 0 0 1 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s26 *)
Lemma s37_c169_p8 x (Hs26 : s26_claim x) (a d : nat) :
  x = s37_board (2 + a) 0 0 (2 + d) 0 -> fst (s37_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q8] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c169_p16 x (Hs26 : s26_claim x) (a d : nat) :
  x = s37_board (2 + a) 0 0 (2 + d) 0 -> fst (s37_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q16] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s26 *)
Lemma s37_c170_p12 x (Hs26 : s26_claim x) (a d : nat) :
  x = s37_board (2 + a) 0 0 (2 + d) 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s26 *)
Lemma s37_c171_p3 x (Hs26 : s26_claim x) (a d e : nat) :
  x = s37_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s29 *)
Lemma s37_c172_p17 x (Hs29 : s29_claim x) (a : nat) :
  x = s37_board (2 + a) 0 1 0 0 -> fst (s37_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q17] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 0 ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s29 *)
Lemma s37_c173_p19 x (Hs29 : s29_claim x) (a : nat) :
  x = s37_board (2 + a) 0 1 0 1 -> fst (s37_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q19] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 1 ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s29 *)
Lemma s37_c174_p3 x (Hs29 : s29_claim x) (a e : nat) :
  x = s37_board (2 + a) 0 1 0 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s30 *)
Lemma s37_c175_p7 x (Hs30 : s30_claim x) (a : nat) :
  x = s37_board (2 + a) 0 1 1 0 -> fst (s37_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q7] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e==1: the board of s30 *)
Lemma s37_c176_p12 x (Hs30 : s30_claim x) (a : nat) :
  x = s37_board (2 + a) 0 1 1 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e>=2: the board of s30 *)
Lemma s37_c177_p3 x (Hs30 : s30_claim x) (a e : nat) :
  x = s37_board (2 + a) 0 1 1 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s30 *)
Lemma s37_c178_p14 x (Hs30 : s30_claim x) (a d : nat) :
  x = s37_board (2 + a) 0 1 (2 + d) 0 -> fst (s37_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q14] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e==1: the board of s30 *)
Lemma s37_c179_p12 x (Hs30 : s30_claim x) (a d : nat) :
  x = s37_board (2 + a) 0 1 (2 + d) 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e>=2: the board of s30 *)
Lemma s37_c180_p3 x (Hs30 : s30_claim x) (a d e : nat) :
  x = s37_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s29 *)
Lemma s37_c181_p9 x (Hs29 : s29_claim x) (a c : nat) :
  x = s37_board (2 + a) 0 (2 + c) 0 0 -> fst (s37_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q9] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s29 *)
Lemma s37_c182_p22 x (Hs29 : s29_claim x) (a c : nat) :
  x = s37_board (2 + a) 0 (2 + c) 0 1 -> fst (s37_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q22] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s29 *)
Lemma s37_c183_p3 x (Hs29 : s29_claim x) (a c e : nat) :
  x = s37_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s37_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e==0: the board of s30 *)
Lemma s37_c184_p23 x (Hs30 : s30_claim x) (a c : nat) :
  x = s37_board (2 + a) 0 (2 + c) 1 0 -> fst (s37_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q23] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) 1 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e==1: the board of s30 *)
Lemma s37_c185_p12 x (Hs30 : s30_claim x) (a c : nat) :
  x = s37_board (2 + a) 0 (2 + c) 1 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e>=2: the board of s30 *)
Lemma s37_c186_p3 x (Hs30 : s30_claim x) (a c e : nat) :
  x = s37_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==0: the board of s30 *)
Lemma s37_c187_p14 x (Hs30 : s30_claim x) (a c d : nat) :
  x = s37_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s37_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q14] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==1: the board of s30 *)
Lemma s37_c188_p12 x (Hs30 : s30_claim x) (a c d : nat) :
  x = s37_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e>=2: the board of s30 *)
Lemma s37_c189_p3 x (Hs30 : s30_claim x) (a c d e : nat) :
  x = s37_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s37_c190_p5 x (Hs24 : s24_claim x) (a : nat) :
  x = s37_board (2 + a) 1 0 0 0 -> fst (s37_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q5] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 0 ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s37_c191_p18 x (Hs24 : s24_claim x) (a : nat) :
  x = s37_board (2 + a) 1 0 0 1 -> fst (s37_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q18] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 1 ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s37_c192_p3 x (Hs24 : s24_claim x) (a e : nat) :
  x = s37_board (2 + a) 1 0 0 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e==0: the board of s27 *)
Lemma s37_c193_p7 x (Hs27 : s27_claim x) (a : nat) :
  x = s37_board (2 + a) 1 0 1 0 -> fst (s37_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q7] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e==1: the board of s27 *)
Lemma s37_c194_p24 x (Hs27 : s27_claim x) (a : nat) :
  x = s37_board (2 + a) 1 0 1 1 -> fst (s37_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q24] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e>=2: the board of s27 *)
Lemma s37_c195_p3 x (Hs27 : s27_claim x) (a e : nat) :
  x = s37_board (2 + a) 1 0 1 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e==0: the board of s27 *)
Lemma s37_c196_p16 x (Hs27 : s27_claim x) (a d : nat) :
  x = s37_board (2 + a) 1 0 (2 + d) 0 -> fst (s37_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q16] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c196_p25 x (Hs27 : s27_claim x) (a d : nat) :
  x = s37_board (2 + a) 1 0 (2 + d) 0 -> fst (s37_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q25] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e==1: the board of s27 *)
Lemma s37_c197_p12 x (Hs27 : s27_claim x) (a d : nat) :
  x = s37_board (2 + a) 1 0 (2 + d) 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e>=2: the board of s27 *)
Lemma s37_c198_p3 x (Hs27 : s27_claim x) (a d e : nat) :
  x = s37_board (2 + a) 1 0 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e==0: the board of s28 *)
Lemma s37_c199_p27 x (Hs28 : s28_claim x) (a : nat) :
  x = s37_board (2 + a) 1 1 0 0 -> fst (s37_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q27] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e==1: the board of s28 *)
Lemma s37_c200_p26 x (Hs28 : s28_claim x) (a : nat) :
  x = s37_board (2 + a) 1 1 0 1 -> fst (s37_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q26] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e>=2: the board of s28 *)
Lemma s37_c201_p3 x (Hs28 : s28_claim x) (a e : nat) :
  x = s37_board (2 + a) 1 1 0 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c202_L (a : nat) : lmoves (s37_board (2 + a) 1 1 1 0) = [s37_board (1 + a) 2 1 1 0; s39_board (2 + a) 1 1 1 0; s27_board (2 + a) 1 2 0; s28_board (2 + a) 1 1 1].
Proof. unfold s27_board, s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c202_R (a : nat) : rmoves (s37_board (2 + a) 1 1 1 0) = [s21_board (2 + a) 1 1 1].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e==0 *)
Lemma s37_c202_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s37_board (2 + a) 1 1 1 0 -> fst (s37_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q7] in Hc |- *.
  rewrite tf_game_eq, (s37_c202_L a), (s37_c202_R a); cbn [map].
  pose proof (use_s37 IH (1 + a) 2 1 1 0 (opt_l _ _ _ (s37_c202_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 1 1 0 (opt_l _ _ _ (s37_c202_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 2 0 (opt_l _ _ _ (s37_c202_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH (2 + a) 1 1 1 (opt_l _ _ _ (s37_c202_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH (2 + a) 1 1 1 (opt_r _ _ _ (s37_c202_R a) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p7 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s27_p19 Ho2 ltac:(zlia)).
  rewrite (s28_p11 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s37_c203_L (a : nat) : lmoves (s37_board (2 + a) 1 1 1 1) = [s37_board (1 + a) 2 1 1 1; s39_board (2 + a) 1 1 1 1; s27_board (2 + a) 1 2 1; s28_board (2 + a) 1 1 2].
Proof. unfold s27_board, s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c203_R (a : nat) : rmoves (s37_board (2 + a) 1 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c203_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; T; E; T; F]) [(1, 1)]) (s21_board (2 + a) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e==1 *)
Lemma s37_c203_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s37_board (2 + a) 1 1 1 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c203_L a), (s37_c203_R a); cbn [map].
  pose proof (use_s37 IH (1 + a) 2 1 1 1 (opt_l _ _ _ (s37_c203_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 1 1 1 (opt_l _ _ _ (s37_c203_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 2 1 (opt_l _ _ _ (s37_c203_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH (2 + a) 1 1 2 (opt_l _ _ _ (s37_c203_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c203_R1 a)).
  pose proof (use_s21 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s37_c203_R a) ltac:(cbn [In]; left; reflexivity) (s37_c203_R1 a))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s27_p20 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c204_L (a e : nat) : lmoves (s37_board (2 + a) 1 1 1 (2 + e)) = [s37_board (1 + a) 2 1 1 (2 + e); s39_board (2 + a) 1 1 1 (2 + e); s27_board (2 + a) 1 2 (2 + e); s28_board (2 + a) 1 1 (3 + e)].
Proof. unfold s27_board, s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c204_R (a e : nat) : rmoves (s37_board (2 + a) 1 1 1 (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s37_c204_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s37_board (2 + a) 1 1 1 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c204_L a e), (s37_c204_R a e); cbn [map].
  pose proof (use_s37 IH (1 + a) 2 1 1 (2 + e) (opt_l _ _ _ (s37_c204_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 1 1 (2 + e) (opt_l _ _ _ (s37_c204_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 2 (2 + e) (opt_l _ _ _ (s37_c204_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH (2 + a) 1 1 (3 + e) (opt_l _ _ _ (s37_c204_L a e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c205_L (a d : nat) : lmoves (s37_board (2 + a) 1 1 (2 + d) 0) = [s37_board (1 + a) 2 1 (2 + d) 0; s39_board (2 + a) 1 1 (2 + d) 0; s27_board (2 + a) 1 (3 + d) 0; s37_board (2 + a) 1 1 (1 + d) 1].
Proof. unfold s27_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c205_R (a d : nat) : rmoves (s37_board (2 + a) 1 1 (2 + d) 0) = [s21_board (2 + a) 1 1 (2 + d)].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s37_c205_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s37_board (2 + a) 1 1 (2 + d) 0 -> fst (s37_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q14] in Hc |- *.
  rewrite tf_game_eq, (s37_c205_L a d), (s37_c205_R a d); cbn [map].
  pose proof (use_s37 IH (1 + a) 2 1 (2 + d) 0 (opt_l _ _ _ (s37_c205_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 1 (2 + d) 0 (opt_l _ _ _ (s37_c205_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 (3 + d) 0 (opt_l _ _ _ (s37_c205_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH (2 + a) 1 1 (1 + d) 1 (opt_l _ _ _ (s37_c205_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s37_c205_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p12 Ho2 ltac:(zlia)).
  rewrite (s37_p12 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c206_L (a d : nat) : lmoves (s37_board (2 + a) 1 1 (2 + d) 1) = [s37_board (1 + a) 2 1 (2 + d) 1; s39_board (2 + a) 1 1 (2 + d) 1; s27_board (2 + a) 1 (3 + d) 1; s37_board (2 + a) 1 1 (1 + d) 2].
Proof. unfold s27_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c206_R (a d : nat) : rmoves (s37_board (2 + a) 1 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c206_R1 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s21_board (2 + a) 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s37_c206_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s37_board (2 + a) 1 1 (2 + d) 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c206_L a d), (s37_c206_R a d); cbn [map].
  pose proof (use_s37 IH (1 + a) 2 1 (2 + d) 1 (opt_l _ _ _ (s37_c206_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 1 (2 + d) 1 (opt_l _ _ _ (s37_c206_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 (3 + d) 1 (opt_l _ _ _ (s37_c206_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH (2 + a) 1 1 (1 + d) 2 (opt_l _ _ _ (s37_c206_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c206_R1 a d)).
  pose proof (use_s21 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s37_c206_R a d) ltac:(cbn [In]; left; reflexivity) (s37_c206_R1 a d))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s27_p20 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c207_L (a d e : nat) : lmoves (s37_board (2 + a) 1 1 (2 + d) (2 + e)) = [s37_board (1 + a) 2 1 (2 + d) (2 + e); s39_board (2 + a) 1 1 (2 + d) (2 + e); s27_board (2 + a) 1 (3 + d) (2 + e); s37_board (2 + a) 1 1 (1 + d) (3 + e)].
Proof. unfold s27_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c207_R (a d e : nat) : rmoves (s37_board (2 + a) 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s37_c207_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s37_board (2 + a) 1 1 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c207_L a d e), (s37_c207_R a d e); cbn [map].
  pose proof (use_s37 IH (1 + a) 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s37_c207_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s37_c207_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 (3 + d) (2 + e) (opt_l _ _ _ (s37_c207_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH (2 + a) 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s37_c207_L a d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e==0: the board of s28 *)
Lemma s37_c208_p9 x (Hs28 : s28_claim x) (a c : nat) :
  x = s37_board (2 + a) 1 (2 + c) 0 0 -> fst (s37_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q9] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 (2 + c) 0 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e==1: the board of s28 *)
Lemma s37_c209_p22 x (Hs28 : s28_claim x) (a c : nat) :
  x = s37_board (2 + a) 1 (2 + c) 0 1 -> fst (s37_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q22] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 (2 + c) 1 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e>=2: the board of s28 *)
Lemma s37_c210_p3 x (Hs28 : s28_claim x) (a c e : nat) :
  x = s37_board (2 + a) 1 (2 + c) 0 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c211_L (a c : nat) : lmoves (s37_board (2 + a) 1 (2 + c) 1 0) = [s37_board (1 + a) 2 (2 + c) 1 0; s39_board (2 + a) 1 (2 + c) 1 0; s37_board (2 + a) 1 (1 + c) 2 0; s28_board (2 + a) 1 (2 + c) 1].
Proof. unfold s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c211_R (a c : nat) : rmoves (s37_board (2 + a) 1 (2 + c) 1 0) = [s21_board (2 + a) 1 (2 + c) 1].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s37_c211_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s37_board (2 + a) 1 (2 + c) 1 0 -> fst (s37_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q23] in Hc |- *.
  rewrite tf_game_eq, (s37_c211_L a c), (s37_c211_R a c); cbn [map].
  pose proof (use_s37 IH (1 + a) 2 (2 + c) 1 0 (opt_l _ _ _ (s37_c211_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) 1 0 (opt_l _ _ _ (s37_c211_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (1 + c) 2 0 (opt_l _ _ _ (s37_c211_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s37_c211_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s37_c211_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p23 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s28_p8 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c212_L (a c : nat) : lmoves (s37_board (2 + a) 1 (2 + c) 1 1) = [s37_board (1 + a) 2 (2 + c) 1 1; s39_board (2 + a) 1 (2 + c) 1 1; s37_board (2 + a) 1 (1 + c) 2 1; s28_board (2 + a) 1 (2 + c) 2].
Proof. unfold s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c212_R (a c : nat) : rmoves (s37_board (2 + a) 1 (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c212_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s21_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s37_c212_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s37_board (2 + a) 1 (2 + c) 1 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c212_L a c), (s37_c212_R a c); cbn [map].
  pose proof (use_s37 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s37_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) 1 1 (opt_l _ _ _ (s37_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (1 + c) 2 1 (opt_l _ _ _ (s37_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH (2 + a) 1 (2 + c) 2 (opt_l _ _ _ (s37_c212_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c212_R1 a c)).
  pose proof (use_s21 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s37_c212_R a c) ltac:(cbn [In]; left; reflexivity) (s37_c212_R1 a c))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c213_L (a c e : nat) : lmoves (s37_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s37_board (1 + a) 2 (2 + c) 1 (2 + e); s39_board (2 + a) 1 (2 + c) 1 (2 + e); s37_board (2 + a) 1 (1 + c) 2 (2 + e); s28_board (2 + a) 1 (2 + c) (3 + e)].
Proof. unfold s28_board, s37_board, s39_board. tf_options. Qed.
Lemma s37_c213_R (a c e : nat) : rmoves (s37_board (2 + a) 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s37_c213_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s37_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c213_L a c e), (s37_c213_R a c e); cbn [map].
  pose proof (use_s37 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s37_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s37_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s37_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH (2 + a) 1 (2 + c) (3 + e) (opt_l _ _ _ (s37_c213_L a c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c214_L (a c d : nat) : lmoves (s37_board (2 + a) 1 (2 + c) (2 + d) 0) = [s37_board (1 + a) 2 (2 + c) (2 + d) 0; s39_board (2 + a) 1 (2 + c) (2 + d) 0; s37_board (2 + a) 1 (1 + c) (3 + d) 0; s37_board (2 + a) 1 (2 + c) (1 + d) 1].
Proof. unfold s37_board, s39_board. tf_options. Qed.
Lemma s37_c214_R (a c d : nat) : rmoves (s37_board (2 + a) 1 (2 + c) (2 + d) 0) = [s21_board (2 + a) 1 (2 + c) (2 + d)].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s37_c214_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s37_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s37_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q14] in Hc |- *.
  rewrite tf_game_eq, (s37_c214_L a c d), (s37_c214_R a c d); cbn [map].
  pose proof (use_s37 IH (1 + a) 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s37_c214_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s37_c214_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s37_c214_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH (2 + a) 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s37_c214_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s37_c214_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s37_p12 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c215_L (a c d : nat) : lmoves (s37_board (2 + a) 1 (2 + c) (2 + d) 1) = [s37_board (1 + a) 2 (2 + c) (2 + d) 1; s39_board (2 + a) 1 (2 + c) (2 + d) 1; s37_board (2 + a) 1 (1 + c) (3 + d) 1; s37_board (2 + a) 1 (2 + c) (1 + d) 2].
Proof. unfold s37_board, s39_board. tf_options. Qed.
Lemma s37_c215_R (a c d : nat) : rmoves (s37_board (2 + a) 1 (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c215_R1 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s21_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s37_c215_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s37_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c215_L a c d), (s37_c215_R a c d); cbn [map].
  pose proof (use_s37 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s37_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s37_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s37_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH (2 + a) 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s37_c215_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c215_R1 a c d)).
  pose proof (use_s21 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s37_c215_R a c d) ltac:(cbn [In]; left; reflexivity) (s37_c215_R1 a c d))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c216_L (a c d e : nat) : lmoves (s37_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s37_board (1 + a) 2 (2 + c) (2 + d) (2 + e); s39_board (2 + a) 1 (2 + c) (2 + d) (2 + e); s37_board (2 + a) 1 (1 + c) (3 + d) (2 + e); s37_board (2 + a) 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s37_board, s39_board. tf_options. Qed.
Lemma s37_c216_R (a c d e : nat) : rmoves (s37_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s37_c216_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s37_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c216_L a c d e), (s37_c216_R a c d e); cbn [map].
  pose proof (use_s37 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s37_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s37_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s37_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s37_c216_L a c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s37_c217_p5 x (Hs24 : s24_claim x) (a b : nat) :
  x = s37_board (2 + a) (2 + b) 0 0 0 -> fst (s37_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q5] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s37_c218_p18 x (Hs24 : s24_claim x) (a b : nat) :
  x = s37_board (2 + a) (2 + b) 0 0 1 -> fst (s37_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q18] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s37_c219_p3 x (Hs24 : s24_claim x) (a b e : nat) :
  x = s37_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) (2 + e) ltac:(rewrite Hx; unfold s37_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e==0: the board of s27 *)
Lemma s37_c220_p7 x (Hs27 : s27_claim x) (a b : nat) :
  x = s37_board (2 + a) (2 + b) 0 1 0 -> fst (s37_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q7] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e==1: the board of s27 *)
Lemma s37_c221_p24 x (Hs27 : s27_claim x) (a b : nat) :
  x = s37_board (2 + a) (2 + b) 0 1 1 -> fst (s37_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q24] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e>=2: the board of s27 *)
Lemma s37_c222_p3 x (Hs27 : s27_claim x) (a b e : nat) :
  x = s37_board (2 + a) (2 + b) 0 1 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==0: the board of s27 *)
Lemma s37_c223_p16 x (Hs27 : s27_claim x) (a b d : nat) :
  x = s37_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s37_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q16] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c223_p25 x (Hs27 : s27_claim x) (a b d : nat) :
  x = s37_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s37_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q25] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==1: the board of s27 *)
Lemma s37_c224_p12 x (Hs27 : s27_claim x) (a b d : nat) :
  x = s37_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q12] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e>=2: the board of s27 *)
Lemma s37_c225_p3 x (Hs27 : s27_claim x) (a b d e : nat) :
  x = s37_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s37_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e==0: the board of s28 *)
Lemma s37_c226_p27 x (Hs28 : s28_claim x) (a b : nat) :
  x = s37_board (2 + a) (2 + b) 1 0 0 -> fst (s37_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q27] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e==1: the board of s28 *)
Lemma s37_c227_p26 x (Hs28 : s28_claim x) (a b : nat) :
  x = s37_board (2 + a) (2 + b) 1 0 1 -> fst (s37_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q26] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e>=2: the board of s28 *)
Lemma s37_c228_p3 x (Hs28 : s28_claim x) (a b e : nat) :
  x = s37_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c229_L (a b : nat) : lmoves (s37_board (2 + a) (2 + b) 1 1 0) = [s37_board (1 + a) (3 + b) 1 1 0; s40_board (2 + a) (1 + b) 1 1 1 0; s27_board (2 + a) (2 + b) 2 0; s28_board (2 + a) (2 + b) 1 1].
Proof. unfold s27_board, s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c229_R (a b : nat) : rmoves (s37_board (2 + a) (2 + b) 1 1 0) = [s21_board (2 + a) (2 + b) 1 1].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s37_c229_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s37_board (2 + a) (2 + b) 1 1 0 -> fst (s37_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q7] in Hc |- *.
  rewrite tf_game_eq, (s37_c229_L a b), (s37_c229_R a b); cbn [map].
  pose proof (use_s37 IH (1 + a) (3 + b) 1 1 0 (opt_l _ _ _ (s37_c229_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 1 1 0 (opt_l _ _ _ (s37_c229_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) 2 0 (opt_l _ _ _ (s37_c229_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s37_c229_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s37_c229_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p7 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s27_p19 Ho2 ltac:(zlia)).
  rewrite (s28_p11 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s37_c230_L (a b : nat) : lmoves (s37_board (2 + a) (2 + b) 1 1 1) = [s37_board (1 + a) (3 + b) 1 1 1; s40_board (2 + a) (1 + b) 1 1 1 1; s27_board (2 + a) (2 + b) 2 1; s28_board (2 + a) (2 + b) 1 2].
Proof. unfold s27_board, s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c230_R (a b : nat) : rmoves (s37_board (2 + a) (2 + b) 1 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c230_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; E; T; F]) [(1, 1)]) (s21_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s37_c230_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s37_board (2 + a) (2 + b) 1 1 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c230_L a b), (s37_c230_R a b); cbn [map].
  pose proof (use_s37 IH (1 + a) (3 + b) 1 1 1 (opt_l _ _ _ (s37_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 1 1 1 (opt_l _ _ _ (s37_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) 2 1 (opt_l _ _ _ (s37_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH (2 + a) (2 + b) 1 2 (opt_l _ _ _ (s37_c230_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c230_R1 a b)).
  pose proof (use_s21 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s37_c230_R a b) ltac:(cbn [In]; left; reflexivity) (s37_c230_R1 a b))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p20 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c231_L (a b e : nat) : lmoves (s37_board (2 + a) (2 + b) 1 1 (2 + e)) = [s37_board (1 + a) (3 + b) 1 1 (2 + e); s40_board (2 + a) (1 + b) 1 1 1 (2 + e); s27_board (2 + a) (2 + b) 2 (2 + e); s28_board (2 + a) (2 + b) 1 (3 + e)].
Proof. unfold s27_board, s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c231_R (a b e : nat) : rmoves (s37_board (2 + a) (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s37_c231_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s37_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c231_L a b e), (s37_c231_R a b e); cbn [map].
  pose proof (use_s37 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s37_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 1 1 (2 + e) (opt_l _ _ _ (s37_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) 2 (2 + e) (opt_l _ _ _ (s37_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH (2 + a) (2 + b) 1 (3 + e) (opt_l _ _ _ (s37_c231_L a b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c232_L (a b d : nat) : lmoves (s37_board (2 + a) (2 + b) 1 (2 + d) 0) = [s37_board (1 + a) (3 + b) 1 (2 + d) 0; s40_board (2 + a) (1 + b) 1 1 (2 + d) 0; s27_board (2 + a) (2 + b) (3 + d) 0; s37_board (2 + a) (2 + b) 1 (1 + d) 1].
Proof. unfold s27_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c232_R (a b d : nat) : rmoves (s37_board (2 + a) (2 + b) 1 (2 + d) 0) = [s21_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s37_c232_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s37_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s37_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q14] in Hc |- *.
  rewrite tf_game_eq, (s37_c232_L a b d), (s37_c232_R a b d); cbn [map].
  pose proof (use_s37 IH (1 + a) (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s37_c232_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 1 (2 + d) 0 (opt_l _ _ _ (s37_c232_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) (3 + d) 0 (opt_l _ _ _ (s37_c232_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH (2 + a) (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s37_c232_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s37_c232_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s27_p12 Ho2 ltac:(zlia)).
  rewrite (s37_p12 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c233_L (a b d : nat) : lmoves (s37_board (2 + a) (2 + b) 1 (2 + d) 1) = [s37_board (1 + a) (3 + b) 1 (2 + d) 1; s40_board (2 + a) (1 + b) 1 1 (2 + d) 1; s27_board (2 + a) (2 + b) (3 + d) 1; s37_board (2 + a) (2 + b) 1 (1 + d) 2].
Proof. unfold s27_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c233_R (a b d : nat) : rmoves (s37_board (2 + a) (2 + b) 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c233_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s21_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s37_c233_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s37_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c233_L a b d), (s37_c233_R a b d); cbn [map].
  pose proof (use_s37 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s37_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 1 (2 + d) 1 (opt_l _ _ _ (s37_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) (3 + d) 1 (opt_l _ _ _ (s37_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH (2 + a) (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s37_c233_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c233_R1 a b d)).
  pose proof (use_s21 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s37_c233_R a b d) ltac:(cbn [In]; left; reflexivity) (s37_c233_R1 a b d))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p20 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c234_L (a b d e : nat) : lmoves (s37_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s37_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s40_board (2 + a) (1 + b) 1 1 (2 + d) (2 + e); s27_board (2 + a) (2 + b) (3 + d) (2 + e); s37_board (2 + a) (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s27_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c234_R (a b d e : nat) : rmoves (s37_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s37_c234_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s37_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c234_L a b d e), (s37_c234_R a b d e); cbn [map].
  pose proof (use_s37 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s37_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s37_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s37_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s37_c234_L a b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==0: the board of s28 *)
Lemma s37_c235_p9 x (Hs28 : s28_claim x) (a b c : nat) :
  x = s37_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s37_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q9] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==1: the board of s28 *)
Lemma s37_c236_p22 x (Hs28 : s28_claim x) (a b c : nat) :
  x = s37_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s37_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q22] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e>=2: the board of s28 *)
Lemma s37_c237_p3 x (Hs28 : s28_claim x) (a b c e : nat) :
  x = s37_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s37_q3] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s37_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c238_L (a b c : nat) : lmoves (s37_board (2 + a) (2 + b) (2 + c) 1 0) = [s37_board (1 + a) (3 + b) (2 + c) 1 0; s40_board (2 + a) (1 + b) 1 (2 + c) 1 0; s37_board (2 + a) (2 + b) (1 + c) 2 0; s28_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c238_R (a b c : nat) : rmoves (s37_board (2 + a) (2 + b) (2 + c) 1 0) = [s21_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s37_c238_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s37_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s37_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q23] in Hc |- *.
  rewrite tf_game_eq, (s37_c238_L a b c), (s37_c238_R a b c); cbn [map].
  pose proof (use_s37 IH (1 + a) (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s37_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 (2 + c) 1 0 (opt_l _ _ _ (s37_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s37_c238_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH (2 + a) (2 + b) (2 + c) 1 (opt_l _ _ _ (s37_c238_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s37_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p23 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s28_p8 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c239_L (a b c : nat) : lmoves (s37_board (2 + a) (2 + b) (2 + c) 1 1) = [s37_board (1 + a) (3 + b) (2 + c) 1 1; s40_board (2 + a) (1 + b) 1 (2 + c) 1 1; s37_board (2 + a) (2 + b) (1 + c) 2 1; s28_board (2 + a) (2 + b) (2 + c) 2].
Proof. unfold s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c239_R (a b c : nat) : rmoves (s37_board (2 + a) (2 + b) (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c239_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s21_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s37_c239_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s37_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c239_L a b c), (s37_c239_R a b c); cbn [map].
  pose proof (use_s37 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s37_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 (2 + c) 1 1 (opt_l _ _ _ (s37_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s37_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH (2 + a) (2 + b) (2 + c) 2 (opt_l _ _ _ (s37_c239_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c239_R1 a b c)).
  pose proof (use_s21 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s37_c239_R a b c) ltac:(cbn [In]; left; reflexivity) (s37_c239_R1 a b c))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c240_L (a b c e : nat) : lmoves (s37_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s37_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s40_board (2 + a) (1 + b) 1 (2 + c) 1 (2 + e); s37_board (2 + a) (2 + b) (1 + c) 2 (2 + e); s28_board (2 + a) (2 + b) (2 + c) (3 + e)].
Proof. unfold s28_board, s37_board, s40_board. tf_options. Qed.
Lemma s37_c240_R (a b c e : nat) : rmoves (s37_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s37_c240_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s37_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c240_L a b c e), (s37_c240_R a b c e); cbn [map].
  pose proof (use_s37 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s37_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s37_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s37_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s28 IH (2 + a) (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s37_c240_L a b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s28_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c241_L (a b c d : nat) : lmoves (s37_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s37_board (1 + a) (3 + b) (2 + c) (2 + d) 0; s40_board (2 + a) (1 + b) 1 (2 + c) (2 + d) 0; s37_board (2 + a) (2 + b) (1 + c) (3 + d) 0; s37_board (2 + a) (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s37_c241_R (a b c d : nat) : rmoves (s37_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s21_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s21_board, s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s37_c241_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s37_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s37_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s37_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q14] in Hc |- *.
  rewrite tf_game_eq, (s37_c241_L a b c d), (s37_c241_R a b c d); cbn [map].
  pose proof (use_s37 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s37_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s37_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s37_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s37_c241_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s21 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s37_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s37_p12 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c242_L (a b c d : nat) : lmoves (s37_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s37_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s40_board (2 + a) (1 + b) 1 (2 + c) (2 + d) 1; s37_board (2 + a) (2 + b) (1 + c) (3 + d) 1; s37_board (2 + a) (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s37_c242_R (a b c d : nat) : rmoves (s37_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c242_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s21_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s37_c242_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s37_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s37_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q12] in Hc |- *.
  rewrite tf_game_eq, (s37_c242_L a b c d), (s37_c242_R a b c d); cbn [map].
  pose proof (use_s37 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s37_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s37_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s37_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s37_c242_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s37_c242_R1 a b c d)).
  pose proof (use_s21 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s37_c242_R a b c d) ltac:(cbn [In]; left; reflexivity) (s37_c242_R1 a b c d))) as Ho4.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  rewrite (s21_p5 Ho4 ltac:(zlia)).
  rewrite (s21_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c243_L (a b c d e : nat) : lmoves (s37_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s37_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s40_board (2 + a) (1 + b) 1 (2 + c) (2 + d) (2 + e); s37_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e); s37_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s37_c243_R (a b c d e : nat) : rmoves (s37_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a _ T^b _^2 T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s37_c243_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s37_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s37_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c243_L a b c d e), (s37_c243_R a b c d e); cbn [map].
  pose proof (use_s37 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s37_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s37_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s37_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s37 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s37_c243_L a b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s37_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s25 *)
Lemma s38_c1_p1 x (Hs25 : s25_claim x) :
  x = s38_board 0 0 0 0 0 -> fst (s38_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s38_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s25 *)
Lemma s38_c2_p2 x (Hs25 : s25_claim x) :
  x = s38_board 0 0 0 0 1 -> fst (s38_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q2] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s38_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s25 *)
Lemma s38_c3_p3 x (Hs25 : s25_claim x) (e : nat) :
  x = s38_board 0 0 0 0 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + e) ltac:(rewrite Hx; unfold s38_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==0 && d==1 && e==0: the board of s29 *)
Lemma s38_c4_p4 x (Hs29 : s29_claim x) :
  x = s38_board 0 0 0 1 0 -> fst (s38_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q4] in Hc |- *.
  pose proof (Hs29 0 1 0 ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==0 && d==1 && e==1: the board of s29 *)
Lemma s38_c5_p6 x (Hs29 : s29_claim x) :
  x = s38_board 0 0 0 1 1 -> fst (s38_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q6] in Hc |- *.
  pose proof (Hs29 0 1 1 ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s29 *)
Lemma s38_c6_p3 x (Hs29 : s29_claim x) (e : nat) :
  x = s38_board 0 0 0 1 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs29 0 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s29 *)
Lemma s38_c7_p8 x (Hs29 : s29_claim x) (d : nat) :
  x = s38_board 0 0 0 (2 + d) 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs29 0 (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s29 *)
Lemma s38_c8_p9 x (Hs29 : s29_claim x) (d : nat) :
  x = s38_board 0 0 0 (2 + d) 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs29 0 (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s29 *)
Lemma s38_c9_p3 x (Hs29 : s29_claim x) (d e : nat) :
  x = s38_board 0 0 0 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs29 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s38_c10_p7 x (Hs33 : s33_claim x) :
  x = s38_board 0 0 1 0 0 -> fst (s38_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q7] in Hc |- *.
  pose proof (Hs33 0 1 0 ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s38_c11_p10 x (Hs33 : s33_claim x) :
  x = s38_board 0 0 1 0 1 -> fst (s38_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q10] in Hc |- *.
  pose proof (Hs33 0 1 1 ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s38_c12_p3 x (Hs33 : s33_claim x) (e : nat) :
  x = s38_board 0 0 1 0 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs33 0 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==1 && d==1 && e==0: the board of s31 *)
Lemma s38_c13_p8 x (Hs31 : s31_claim x) :
  x = s38_board 0 0 1 1 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs31 0 1 1 0 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==1 && d==1 && e==1: the board of s31 *)
Lemma s38_c14_p9 x (Hs31 : s31_claim x) :
  x = s38_board 0 0 1 1 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs31 0 1 1 1 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==1 && d==1 && e>=2: the board of s31 *)
Lemma s38_c15_p3 x (Hs31 : s31_claim x) (e : nat) :
  x = s38_board 0 0 1 1 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs31 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s31 *)
Lemma s38_c16_p8 x (Hs31 : s31_claim x) (d : nat) :
  x = s38_board 0 0 1 (2 + d) 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs31 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==1 && d>=2 && e==1: the board of s31 *)
Lemma s38_c17_p9 x (Hs31 : s31_claim x) (d : nat) :
  x = s38_board 0 0 1 (2 + d) 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs31 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s31 *)
Lemma s38_c18_p3 x (Hs31 : s31_claim x) (d e : nat) :
  x = s38_board 0 0 1 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs31 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s38_c19_p11 x (Hs33 : s33_claim x) (c : nat) :
  x = s38_board 0 0 (2 + c) 0 0 -> fst (s38_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q11] in Hc |- *.
  pose proof (Hs33 0 (2 + c) 0 ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s38_c20_p13 x (Hs33 : s33_claim x) (c : nat) :
  x = s38_board 0 0 (2 + c) 0 1 -> fst (s38_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q13] in Hc |- *.
  pose proof (Hs33 0 (2 + c) 1 ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s38_c21_p3 x (Hs33 : s33_claim x) (c e : nat) :
  x = s38_board 0 0 (2 + c) 0 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs33 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s31 *)
Lemma s38_c22_p8 x (Hs31 : s31_claim x) (c : nat) :
  x = s38_board 0 0 (2 + c) 1 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs31 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s31 *)
Lemma s38_c23_p9 x (Hs31 : s31_claim x) (c : nat) :
  x = s38_board 0 0 (2 + c) 1 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs31 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s31 *)
Lemma s38_c24_p3 x (Hs31 : s31_claim x) (c e : nat) :
  x = s38_board 0 0 (2 + c) 1 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs31 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s31 *)
Lemma s38_c25_p8 x (Hs31 : s31_claim x) (c d : nat) :
  x = s38_board 0 0 (2 + c) (2 + d) 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs31 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s31 *)
Lemma s38_c26_p9 x (Hs31 : s31_claim x) (c d : nat) :
  x = s38_board 0 0 (2 + c) (2 + d) 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs31 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s31 *)
Lemma s38_c27_p3 x (Hs31 : s31_claim x) (c d e : nat) :
  x = s38_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs31 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s38_c28_p14 x (Hs24 : s24_claim x) :
  x = s38_board 0 1 0 0 0 -> fst (s38_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q14] in Hc |- *.
  pose proof (Hs24 0 1 0 ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s38_c29_p5 x (Hs24 : s24_claim x) :
  x = s38_board 0 1 0 0 1 -> fst (s38_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q5] in Hc |- *.
  pose proof (Hs24 0 1 1 ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s38_c30_p3 x (Hs24 : s24_claim x) (e : nat) :
  x = s38_board 0 1 0 0 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs24 0 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==0 && d==1 && e==0: the board of s28 *)
Lemma s38_c31_p12 x (Hs28 : s28_claim x) :
  x = s38_board 0 1 0 1 0 -> fst (s38_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q12] in Hc |- *.
  pose proof (Hs28 0 1 1 0 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==0 && d==1 && e==1: the board of s28 *)
Lemma s38_c32_p15 x (Hs28 : s28_claim x) :
  x = s38_board 0 1 0 1 1 -> fst (s38_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q15] in Hc |- *.
  pose proof (Hs28 0 1 1 1 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==0 && d==1 && e>=2: the board of s28 *)
Lemma s38_c33_p3 x (Hs28 : s28_claim x) (e : nat) :
  x = s38_board 0 1 0 1 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs28 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s28 *)
Lemma s38_c34_p8 x (Hs28 : s28_claim x) (d : nat) :
  x = s38_board 0 1 0 (2 + d) 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs28 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==0 && d>=2 && e==1: the board of s28 *)
Lemma s38_c35_p9 x (Hs28 : s28_claim x) (d : nat) :
  x = s38_board 0 1 0 (2 + d) 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs28 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==0 && d>=2 && e>=2: the board of s28 *)
Lemma s38_c36_p3 x (Hs28 : s28_claim x) (d e : nat) :
  x = s38_board 0 1 0 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs28 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s32 *)
Lemma s38_c37_p7 x (Hs32 : s32_claim x) :
  x = s38_board 0 1 1 0 0 -> fst (s38_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q7] in Hc |- *.
  pose proof (Hs32 0 1 1 0 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==1 && d==0 && e==1: the board of s32 *)
Lemma s38_c38_p10 x (Hs32 : s32_claim x) :
  x = s38_board 0 1 1 0 1 -> fst (s38_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q10] in Hc |- *.
  pose proof (Hs32 0 1 1 1 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==1 && d==0 && e>=2: the board of s32 *)
Lemma s38_c39_p3 x (Hs32 : s32_claim x) (e : nat) :
  x = s38_board 0 1 1 0 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs32 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

