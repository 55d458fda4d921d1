(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==0 && d==1 && e>=2: the board of s21 *)
Lemma s35_c141_p5 x (Hs21 : s21_claim x) (b e : nat) :
  x = s35_board 1 (2 + b) 0 1 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==0 && d>=2 && e==0: the board of s21 *)
Lemma s35_c142_p7 x (Hs21 : s21_claim x) (b d : nat) :
  x = s35_board 1 (2 + b) 0 (2 + d) 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs21 1 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==0 && d>=2 && e==1: the board of s21 *)
Lemma s35_c143_p5 x (Hs21 : s21_claim x) (b d : nat) :
  x = s35_board 1 (2 + b) 0 (2 + d) 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 1 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==0 && d>=2 && e>=2: the board of s21 *)
Lemma s35_c144_p5 x (Hs21 : s21_claim x) (b d e : nat) :
  x = s35_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 1 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s23 *)
Lemma s35_c145_p8 x (Hs23 : s23_claim x) (b : nat) :
  x = s35_board 1 (2 + b) 1 0 0 -> fst (s35_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs23 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==1 && d==0 && e==1: the board of s23 *)
Lemma s35_c146_p5 x (Hs23 : s23_claim x) (b : nat) :
  x = s35_board 1 (2 + b) 1 0 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==1 && d==0 && e>=2: the board of s23 *)
Lemma s35_c147_p5 x (Hs23 : s23_claim x) (b e : nat) :
  x = s35_board 1 (2 + b) 1 0 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c148_L (b : nat) : lmoves (s35_board 1 (2 + b) 1 1 0) = [s35_board 0 (3 + b) 1 1 0; s35_board 1 (1 + b) 2 1 0; s21_board 1 (2 + b) 2 0; s23_board 1 (2 + b) 1 1].
Proof. unfold s21_board, s23_board, s35_board. tf_options. Qed.
Lemma s35_c148_R (b : nat) : rmoves (s35_board 1 (2 + b) 1 1 0) = [s19_board 1 (2 + b) 1 1].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s35_c148_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s35_board 1 (2 + b) 1 1 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c148_L b), (s35_c148_R b); cbn [map].
  pose proof (use_s35 IH 0 (3 + b) 1 1 0 (opt_l _ _ _ (s35_c148_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 2 1 0 (opt_l _ _ _ (s35_c148_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) 2 0 (opt_l _ _ _ (s35_c148_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s35_c148_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s35_c148_R b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s21_p6 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c149_L (b : nat) : lmoves (s35_board 1 (2 + b) 1 1 1) = [s35_board 0 (3 + b) 1 1 1; s35_board 1 (1 + b) 2 1 1; s21_board 1 (2 + b) 2 1; s23_board 1 (2 + b) 1 2; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c149_L5 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; E; E; F]) [(1, 0)]) (s38_board 1 (2 + b) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c149_R (b : nat) : rmoves (s35_board 1 (2 + b) 1 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c149_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 2)]) (s19_board 1 (2 + b) 1 1) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s35_c149_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s35_board 1 (2 + b) 1 1 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c149_L b), (s35_c149_R b); cbn [map].
  pose proof (use_s35 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s35_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 2 1 1 (opt_l _ _ _ (s35_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) 2 1 (opt_l _ _ _ (s35_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 (2 + b) 1 2 (opt_l _ _ _ (s35_c149_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c149_L5 b)).
  pose proof (use_s38 IH 1 (2 + b) 1 1 0 (opt_norm_l _ _ _ _ _ (s35_c149_L b) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c149_L5 b))) as Ho4.
  rewrite (tf_norm_game (s35_c149_R1 b)).
  pose proof (use_s19 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s35_c149_R b) ltac:(cbn [In]; left; reflexivity) (s35_c149_R1 b))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c150_L (b e : nat) : lmoves (s35_board 1 (2 + b) 1 1 (2 + e)) = [s35_board 0 (3 + b) 1 1 (2 + e); s35_board 1 (1 + b) 2 1 (2 + e); s21_board 1 (2 + b) 2 (2 + e); s23_board 1 (2 + b) 1 (3 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c150_L5 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 1 (2 + b) 1 1 (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c150_R (b e : nat) : rmoves (s35_board 1 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s35_c150_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s35_board 1 (2 + b) 1 1 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c150_L b e), (s35_c150_R b e); cbn [map].
  pose proof (use_s35 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s35_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s35_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) 2 (2 + e) (opt_l _ _ _ (s35_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 (2 + b) 1 (3 + e) (opt_l _ _ _ (s35_c150_L b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c150_L5 b e)).
  pose proof (use_s40 IH 1 (2 + b) 1 1 (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c150_L b e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c150_L5 b e))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
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

Lemma s35_c151_L (b d : nat) : lmoves (s35_board 1 (2 + b) 1 (2 + d) 0) = [s35_board 0 (3 + b) 1 (2 + d) 0; s35_board 1 (1 + b) 2 (2 + d) 0; s21_board 1 (2 + b) (3 + d) 0; s35_board 1 (2 + b) 1 (1 + d) 1].
Proof. unfold s21_board, s35_board. tf_options. Qed.
Lemma s35_c151_R (b d : nat) : rmoves (s35_board 1 (2 + b) 1 (2 + d) 0) = [s19_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s35_c151_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s35_board 1 (2 + b) 1 (2 + d) 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c151_L b d), (s35_c151_R b d); cbn [map].
  pose proof (use_s35 IH 0 (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s35_c151_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s35_c151_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) (3 + d) 0 (opt_l _ _ _ (s35_c151_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s35_c151_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s35_c151_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s21_p6 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c152_L (b d : nat) : lmoves (s35_board 1 (2 + b) 1 (2 + d) 1) = [s35_board 0 (3 + b) 1 (2 + d) 1; s35_board 1 (1 + b) 2 (2 + d) 1; s21_board 1 (2 + b) (3 + d) 1; s35_board 1 (2 + b) 1 (1 + d) 2; strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s35_board, strip. tf_options. Qed.
Lemma s35_c152_L5 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s38_board 1 (2 + b) 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c152_R (b d : nat) : rmoves (s35_board 1 (2 + b) 1 (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c152_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s19_board 1 (2 + b) 1 (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s35_c152_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s35_board 1 (2 + b) 1 (2 + d) 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c152_L b d), (s35_c152_R b d); cbn [map].
  pose proof (use_s35 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s35_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s35_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) (3 + d) 1 (opt_l _ _ _ (s35_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s35_c152_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c152_L5 b d)).
  pose proof (use_s38 IH 1 (2 + b) 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s35_c152_L b d) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c152_L5 b d))) as Ho4.
  rewrite (tf_norm_game (s35_c152_R1 b d)).
  pose proof (use_s19 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s35_c152_R b d) ltac:(cbn [In]; left; reflexivity) (s35_c152_R1 b d))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c153_L (b d e : nat) : lmoves (s35_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s35_board 0 (3 + b) 1 (2 + d) (2 + e); s35_board 1 (1 + b) 2 (2 + d) (2 + e); s21_board 1 (2 + b) (3 + d) (2 + e); s35_board 1 (2 + b) 1 (1 + d) (3 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s35_board, strip. tf_options. Qed.
Lemma s35_c153_L5 (b d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 1 (2 + b) 1 (2 + d) (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c153_R (b d e : nat) : rmoves (s35_board 1 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s35_c153_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s35_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c153_L b d e), (s35_c153_R b d e); cbn [map].
  pose proof (use_s35 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s35_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s35_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s35_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s35_c153_L b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c153_L5 b d e)).
  pose proof (use_s40 IH 1 (2 + b) 1 (2 + d) (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c153_L b d e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c153_L5 b d e))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
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

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s23 *)
Lemma s35_c154_p8 x (Hs23 : s23_claim x) (b c : nat) :
  x = s35_board 1 (2 + b) (2 + c) 0 0 -> fst (s35_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs23 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c>=2 && d==0 && e==1: the board of s23 *)
Lemma s35_c155_p5 x (Hs23 : s23_claim x) (b c : nat) :
  x = s35_board 1 (2 + b) (2 + c) 0 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c>=2 && d==0 && e>=2: the board of s23 *)
Lemma s35_c156_p5 x (Hs23 : s23_claim x) (b c e : nat) :
  x = s35_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 1 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c157_L (b c : nat) : lmoves (s35_board 1 (2 + b) (2 + c) 1 0) = [s35_board 0 (3 + b) (2 + c) 1 0; s35_board 1 (1 + b) (3 + c) 1 0; s35_board 1 (2 + b) (1 + c) 2 0; s23_board 1 (2 + b) (2 + c) 1].
Proof. unfold s23_board, s35_board. tf_options. Qed.
Lemma s35_c157_R (b c : nat) : rmoves (s35_board 1 (2 + b) (2 + c) 1 0) = [s19_board 1 (2 + b) (2 + c) 1].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s35_c157_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s35_board 1 (2 + b) (2 + c) 1 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c157_L b c), (s35_c157_R b c); cbn [map].
  pose proof (use_s35 IH 0 (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s35_c157_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s35_c157_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s35_c157_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s35_c157_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s35_c157_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c158_L (b c : nat) : lmoves (s35_board 1 (2 + b) (2 + c) 1 1) = [s35_board 0 (3 + b) (2 + c) 1 1; s35_board 1 (1 + b) (3 + c) 1 1; s35_board 1 (2 + b) (1 + c) 2 1; s23_board 1 (2 + b) (2 + c) 2; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c158_L5 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]) (s38_board 1 (2 + b) (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c158_R (b c : nat) : rmoves (s35_board 1 (2 + b) (2 + c) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c158_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]) (s19_board 1 (2 + b) (2 + c) 1) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s35_c158_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s35_board 1 (2 + b) (2 + c) 1 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c158_L b c), (s35_c158_R b c); cbn [map].
  pose proof (use_s35 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s35_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s35_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s35_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 (2 + b) (2 + c) 2 (opt_l _ _ _ (s35_c158_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c158_L5 b c)).
  pose proof (use_s38 IH 1 (2 + b) (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s35_c158_L b c) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c158_L5 b c))) as Ho4.
  rewrite (tf_norm_game (s35_c158_R1 b c)).
  pose proof (use_s19 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s35_c158_R b c) ltac:(cbn [In]; left; reflexivity) (s35_c158_R1 b c))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c159_L (b c e : nat) : lmoves (s35_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s35_board 0 (3 + b) (2 + c) 1 (2 + e); s35_board 1 (1 + b) (3 + c) 1 (2 + e); s35_board 1 (2 + b) (1 + c) 2 (2 + e); s23_board 1 (2 + b) (2 + c) (3 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c159_L5 (b c e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 1 (2 + b) (2 + c) 1 (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c159_R (b c e : nat) : rmoves (s35_board 1 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s35_c159_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s35_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c159_L b c e), (s35_c159_R b c e); cbn [map].
  pose proof (use_s35 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s35_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s35_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s35_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s35_c159_L b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c159_L5 b c e)).
  pose proof (use_s40 IH 1 (2 + b) (2 + c) 1 (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c159_L b c e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c159_L5 b c e))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
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

Lemma s35_c160_L (b c d : nat) : lmoves (s35_board 1 (2 + b) (2 + c) (2 + d) 0) = [s35_board 0 (3 + b) (2 + c) (2 + d) 0; s35_board 1 (1 + b) (3 + c) (2 + d) 0; s35_board 1 (2 + b) (1 + c) (3 + d) 0; s35_board 1 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s35_board. tf_options. Qed.
Lemma s35_c160_R (b c d : nat) : rmoves (s35_board 1 (2 + b) (2 + c) (2 + d) 0) = [s19_board 1 (2 + b) (2 + c) (2 + d)].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s35_c160_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s35_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s35_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c160_L b c d), (s35_c160_R b c d); cbn [map].
  pose proof (use_s35 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s35_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s35_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s35_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s35_c160_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s35_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c161_L (b c d : nat) : lmoves (s35_board 1 (2 + b) (2 + c) (2 + d) 1) = [s35_board 0 (3 + b) (2 + c) (2 + d) 1; s35_board 1 (1 + b) (3 + c) (2 + d) 1; s35_board 1 (2 + b) (1 + c) (3 + d) 1; s35_board 1 (2 + b) (2 + c) (1 + d) 2; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c161_L5 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s38_board 1 (2 + b) (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c161_R (b c d : nat) : rmoves (s35_board 1 (2 + b) (2 + c) (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c161_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s19_board 1 (2 + b) (2 + c) (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s35_c161_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s35_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c161_L b c d), (s35_c161_R b c d); cbn [map].
  pose proof (use_s35 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s35_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s35_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s35_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s35_c161_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c161_L5 b c d)).
  pose proof (use_s38 IH 1 (2 + b) (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s35_c161_L b c d) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c161_L5 b c d))) as Ho4.
  rewrite (tf_norm_game (s35_c161_R1 b c d)).
  pose proof (use_s19 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s35_c161_R b c d) ltac:(cbn [In]; left; reflexivity) (s35_c161_R1 b c d))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c162_L (b c d e : nat) : lmoves (s35_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s35_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s35_board 1 (1 + b) (3 + c) (2 + d) (2 + e); s35_board 1 (2 + b) (1 + c) (3 + d) (2 + e); s35_board 1 (2 + b) (2 + c) (1 + d) (3 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c162_L5 (b c d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board 1 (2 + b) (2 + c) (2 + d) (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c162_R (b c d e : nat) : rmoves (s35_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s35_c162_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s35_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c162_L b c d e), (s35_c162_R b c d e); cbn [map].
  pose proof (use_s35 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s35_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s35_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s35_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s35_c162_L b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c162_L5 b c d e)).
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (2 + d) (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c162_L b c d e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c162_L5 b c d e))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
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

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s12 *)
Lemma s35_c163_p1 x (Hs12 : s12_claim x) (a : nat) :
  x = s35_board (2 + a) 0 0 0 0 -> fst (s35_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q1] in Hc |- *.
  pose proof (Hs12 (2 + a) 0 ltac:(rewrite Hx; unfold s35_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s12 *)
Lemma s35_c164_p10 x (Hs12 : s12_claim x) (a : nat) :
  x = s35_board (2 + a) 0 0 0 1 -> fst (s35_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q10] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 ltac:(rewrite Hx; unfold s35_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s12 *)
Lemma s35_c165_p11 x (Hs12 : s12_claim x) (a e : nat) :
  x = s35_board (2 + a) 0 0 0 (2 + e) -> fst (s35_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q11] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + e) ltac:(rewrite Hx; unfold s35_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s13 *)
Lemma s35_c166_p4 x (Hs13 : s13_claim x) (a : nat) :
  x = s35_board (2 + a) 0 0 1 0 -> fst (s35_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q4] in Hc |- *.
  pose proof (Hs13 (2 + a) 1 0 ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s13 *)
Lemma s35_c167_p5 x (Hs13 : s13_claim x) (a : nat) :
  x = s35_board (2 + a) 0 0 1 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs13 (2 + a) 1 1 ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s13 *)
Lemma s35_c168_p5 x (Hs13 : s13_claim x) (a e : nat) :
  x = s35_board (2 + a) 0 0 1 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs13 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s13 *)
Lemma s35_c169_p7 x (Hs13 : s13_claim x) (a d : nat) :
  x = s35_board (2 + a) 0 0 (2 + d) 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs13 (2 + a) (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s13 *)
Lemma s35_c170_p5 x (Hs13 : s13_claim x) (a d : nat) :
  x = s35_board (2 + a) 0 0 (2 + d) 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs13 (2 + a) (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s13 *)
Lemma s35_c171_p5 x (Hs13 : s13_claim x) (a d e : nat) :
  x = s35_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs13 (2 + a) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s14 *)
Lemma s35_c172_p8 x (Hs14 : s14_claim x) (a : nat) :
  x = s35_board (2 + a) 0 1 0 0 -> fst (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 0 ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s14 *)
Lemma s35_c173_p5 x (Hs14 : s14_claim x) (a : nat) :
  x = s35_board (2 + a) 0 1 0 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 1 ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s14 *)
Lemma s35_c174_p5 x (Hs14 : s14_claim x) (a e : nat) :
  x = s35_board (2 + a) 0 1 0 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s22 *)
Lemma s35_c175_p7 x (Hs22 : s22_claim x) (a : nat) :
  x = s35_board (2 + a) 0 1 1 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs22 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==1 && d==1 && e==1: the board of s22 *)
Lemma s35_c176_p5 x (Hs22 : s22_claim x) (a : nat) :
  x = s35_board (2 + a) 0 1 1 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==1 && d==1 && e>=2: the board of s22 *)
Lemma s35_c177_p5 x (Hs22 : s22_claim x) (a e : nat) :
  x = s35_board (2 + a) 0 1 1 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s22 *)
Lemma s35_c178_p7 x (Hs22 : s22_claim x) (a d : nat) :
  x = s35_board (2 + a) 0 1 (2 + d) 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs22 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==1 && d>=2 && e==1: the board of s22 *)
Lemma s35_c179_p5 x (Hs22 : s22_claim x) (a d : nat) :
  x = s35_board (2 + a) 0 1 (2 + d) 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c==1 && d>=2 && e>=2: the board of s22 *)
Lemma s35_c180_p5 x (Hs22 : s22_claim x) (a d e : nat) :
  x = s35_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s14 *)
Lemma s35_c181_p8 x (Hs14 : s14_claim x) (a c : nat) :
  x = s35_board (2 + a) 0 (2 + c) 0 0 -> fst (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s14 *)
Lemma s35_c182_p5 x (Hs14 : s14_claim x) (a c : nat) :
  x = s35_board (2 + a) 0 (2 + c) 0 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s14 *)
Lemma s35_c183_p5 x (Hs14 : s14_claim x) (a c e : nat) :
  x = s35_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s35_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c>=2 && d==1 && e==0: the board of s22 *)
Lemma s35_c184_p7 x (Hs22 : s22_claim x) (a c : nat) :
  x = s35_board (2 + a) 0 (2 + c) 1 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs22 (2 + a) (2 + c) 1 0 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c>=2 && d==1 && e==1: the board of s22 *)
Lemma s35_c185_p5 x (Hs22 : s22_claim x) (a c : nat) :
  x = s35_board (2 + a) 0 (2 + c) 1 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c>=2 && d==1 && e>=2: the board of s22 *)
Lemma s35_c186_p5 x (Hs22 : s22_claim x) (a c e : nat) :
  x = s35_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c>=2 && d>=2 && e==0: the board of s22 *)
Lemma s35_c187_p7 x (Hs22 : s22_claim x) (a c d : nat) :
  x = s35_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs22 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c>=2 && d>=2 && e==1: the board of s22 *)
Lemma s35_c188_p5 x (Hs22 : s22_claim x) (a c d : nat) :
  x = s35_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==0 && c>=2 && d>=2 && e>=2: the board of s22 *)
Lemma s35_c189_p5 x (Hs22 : s22_claim x) (a c d e : nat) :
  x = s35_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs22 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==0 && d==0 && e==0: the board of s20 *)
Lemma s35_c190_p9 x (Hs20 : s20_claim x) (a : nat) :
  x = s35_board (2 + a) 1 0 0 0 -> fst (s35_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q9] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 0 ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==0 && d==0 && e==1: the board of s20 *)
Lemma s35_c191_p6 x (Hs20 : s20_claim x) (a : nat) :
  x = s35_board (2 + a) 1 0 0 1 -> fst (s35_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q6] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 1 ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==0 && d==0 && e>=2: the board of s20 *)
Lemma s35_c192_p5 x (Hs20 : s20_claim x) (a e : nat) :
  x = s35_board (2 + a) 1 0 0 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==0 && d==1 && e==0: the board of s21 *)
Lemma s35_c193_p4 x (Hs21 : s21_claim x) (a : nat) :
  x = s35_board (2 + a) 1 0 1 0 -> fst (s35_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q4] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==0 && d==1 && e==1: the board of s21 *)
Lemma s35_c194_p5 x (Hs21 : s21_claim x) (a : nat) :
  x = s35_board (2 + a) 1 0 1 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==0 && d==1 && e>=2: the board of s21 *)
Lemma s35_c195_p5 x (Hs21 : s21_claim x) (a e : nat) :
  x = s35_board (2 + a) 1 0 1 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==0 && d>=2 && e==0: the board of s21 *)
Lemma s35_c196_p7 x (Hs21 : s21_claim x) (a d : nat) :
  x = s35_board (2 + a) 1 0 (2 + d) 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==0 && d>=2 && e==1: the board of s21 *)
Lemma s35_c197_p5 x (Hs21 : s21_claim x) (a d : nat) :
  x = s35_board (2 + a) 1 0 (2 + d) 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==0 && d>=2 && e>=2: the board of s21 *)
Lemma s35_c198_p5 x (Hs21 : s21_claim x) (a d e : nat) :
  x = s35_board (2 + a) 1 0 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==1 && d==0 && e==0: the board of s23 *)
Lemma s35_c199_p8 x (Hs23 : s23_claim x) (a : nat) :
  x = s35_board (2 + a) 1 1 0 0 -> fst (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs23 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==1 && d==0 && e==1: the board of s23 *)
Lemma s35_c200_p5 x (Hs23 : s23_claim x) (a : nat) :
  x = s35_board (2 + a) 1 1 0 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==1 && d==0 && e>=2: the board of s23 *)
Lemma s35_c201_p5 x (Hs23 : s23_claim x) (a e : nat) :
  x = s35_board (2 + a) 1 1 0 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c202_L (a : nat) : lmoves (s35_board (2 + a) 1 1 1 0) = [s35_board (1 + a) 2 1 1 0; s22_board (2 + a) 2 1 0; s21_board (2 + a) 1 2 0; s23_board (2 + a) 1 1 1].
Proof. unfold s21_board, s22_board, s23_board, s35_board. tf_options. Qed.
Lemma s35_c202_R (a : nat) : rmoves (s35_board (2 + a) 1 1 1 0) = [s19_board (2 + a) 1 1 1].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==1 && d==1 && e==0 *)
Lemma s35_c202_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s35_board (2 + a) 1 1 1 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c202_L a), (s35_c202_R a); cbn [map].
  pose proof (use_s35 IH (1 + a) 2 1 1 0 (opt_l _ _ _ (s35_c202_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 2 1 0 (opt_l _ _ _ (s35_c202_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 2 0 (opt_l _ _ _ (s35_c202_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) 1 1 1 (opt_l _ _ _ (s35_c202_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) 1 1 1 (opt_r _ _ _ (s35_c202_R a) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s21_p6 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c203_L (a : nat) : lmoves (s35_board (2 + a) 1 1 1 1) = [s35_board (1 + a) 2 1 1 1; s22_board (2 + a) 2 1 1; s21_board (2 + a) 1 2 1; s23_board (2 + a) 1 1 2; strip [] (repeat T (2 + a) ++ [E; T; E; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c203_L5 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; E; T; E; E; F]) [(1, 0)]) (s38_board (2 + a) 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c203_R (a : nat) : rmoves (s35_board (2 + a) 1 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; E; T; F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c203_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; E; T; F]) [(1, 2)]) (s19_board (2 + a) 1 1 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==1 && d==1 && e==1 *)
Lemma s35_c203_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s35_board (2 + a) 1 1 1 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c203_L a), (s35_c203_R a); cbn [map].
  pose proof (use_s35 IH (1 + a) 2 1 1 1 (opt_l _ _ _ (s35_c203_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 2 1 1 (opt_l _ _ _ (s35_c203_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 2 1 (opt_l _ _ _ (s35_c203_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) 1 1 2 (opt_l _ _ _ (s35_c203_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c203_L5 a)).
  pose proof (use_s38 IH (2 + a) 1 1 1 0 (opt_norm_l _ _ _ _ _ (s35_c203_L a) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c203_L5 a))) as Ho4.
  rewrite (tf_norm_game (s35_c203_R1 a)).
  pose proof (use_s19 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s35_c203_R a) ltac:(cbn [In]; left; reflexivity) (s35_c203_R1 a))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c204_L (a e : nat) : lmoves (s35_board (2 + a) 1 1 1 (2 + e)) = [s35_board (1 + a) 2 1 1 (2 + e); s22_board (2 + a) 2 1 (2 + e); s21_board (2 + a) 1 2 (2 + e); s23_board (2 + a) 1 1 (3 + e); strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c204_L5 (a e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board (2 + a) 1 1 1 (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c204_R (a e : nat) : rmoves (s35_board (2 + a) 1 1 1 (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s35_c204_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s35_board (2 + a) 1 1 1 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c204_L a e), (s35_c204_R a e); cbn [map].
  pose proof (use_s35 IH (1 + a) 2 1 1 (2 + e) (opt_l _ _ _ (s35_c204_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 2 1 (2 + e) (opt_l _ _ _ (s35_c204_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 2 (2 + e) (opt_l _ _ _ (s35_c204_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) 1 1 (3 + e) (opt_l _ _ _ (s35_c204_L a e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c204_L5 a e)).
  pose proof (use_s40 IH (2 + a) 1 1 1 (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c204_L a e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c204_L5 a e))) as Ho4.
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

Lemma s35_c205_L (a d : nat) : lmoves (s35_board (2 + a) 1 1 (2 + d) 0) = [s35_board (1 + a) 2 1 (2 + d) 0; s22_board (2 + a) 2 (2 + d) 0; s21_board (2 + a) 1 (3 + d) 0; s35_board (2 + a) 1 1 (1 + d) 1].
Proof. unfold s21_board, s22_board, s35_board. tf_options. Qed.
Lemma s35_c205_R (a d : nat) : rmoves (s35_board (2 + a) 1 1 (2 + d) 0) = [s19_board (2 + a) 1 1 (2 + d)].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s35_c205_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s35_board (2 + a) 1 1 (2 + d) 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c205_L a d), (s35_c205_R a d); cbn [map].
  pose proof (use_s35 IH (1 + a) 2 1 (2 + d) 0 (opt_l _ _ _ (s35_c205_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 2 (2 + d) 0 (opt_l _ _ _ (s35_c205_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 (3 + d) 0 (opt_l _ _ _ (s35_c205_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) 1 1 (1 + d) 1 (opt_l _ _ _ (s35_c205_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s35_c205_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s21_p6 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c206_L (a d : nat) : lmoves (s35_board (2 + a) 1 1 (2 + d) 1) = [s35_board (1 + a) 2 1 (2 + d) 1; s22_board (2 + a) 2 (2 + d) 1; s21_board (2 + a) 1 (3 + d) 1; s35_board (2 + a) 1 1 (1 + d) 2; strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s35_c206_L5 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s38_board (2 + a) 1 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c206_R (a d : nat) : rmoves (s35_board (2 + a) 1 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c206_R1 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s19_board (2 + a) 1 1 (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s35_c206_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s35_board (2 + a) 1 1 (2 + d) 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c206_L a d), (s35_c206_R a d); cbn [map].
  pose proof (use_s35 IH (1 + a) 2 1 (2 + d) 1 (opt_l _ _ _ (s35_c206_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 2 (2 + d) 1 (opt_l _ _ _ (s35_c206_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 (3 + d) 1 (opt_l _ _ _ (s35_c206_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) 1 1 (1 + d) 2 (opt_l _ _ _ (s35_c206_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c206_L5 a d)).
  pose proof (use_s38 IH (2 + a) 1 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s35_c206_L a d) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c206_L5 a d))) as Ho4.
  rewrite (tf_norm_game (s35_c206_R1 a d)).
  pose proof (use_s19 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s35_c206_R a d) ltac:(cbn [In]; left; reflexivity) (s35_c206_R1 a d))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c207_L (a d e : nat) : lmoves (s35_board (2 + a) 1 1 (2 + d) (2 + e)) = [s35_board (1 + a) 2 1 (2 + d) (2 + e); s22_board (2 + a) 2 (2 + d) (2 + e); s21_board (2 + a) 1 (3 + d) (2 + e); s35_board (2 + a) 1 1 (1 + d) (3 + e); strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s35_c207_L5 (a d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board (2 + a) 1 1 (2 + d) (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c207_R (a d e : nat) : rmoves (s35_board (2 + a) 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s35_c207_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s35_board (2 + a) 1 1 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c207_L a d e), (s35_c207_R a d e); cbn [map].
  pose proof (use_s35 IH (1 + a) 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s35_c207_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 2 (2 + d) (2 + e) (opt_l _ _ _ (s35_c207_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 (3 + d) (2 + e) (opt_l _ _ _ (s35_c207_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s35_c207_L a d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c207_L5 a d e)).
  pose proof (use_s40 IH (2 + a) 1 1 (2 + d) (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c207_L a d e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c207_L5 a d e))) as Ho4.
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

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d==0 && e==0: the board of s23 *)
Lemma s35_c208_p8 x (Hs23 : s23_claim x) (a c : nat) :
  x = s35_board (2 + a) 1 (2 + c) 0 0 -> fst (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs23 (2 + a) 1 (2 + c) 0 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d==0 && e==1: the board of s23 *)
Lemma s35_c209_p5 x (Hs23 : s23_claim x) (a c : nat) :
  x = s35_board (2 + a) 1 (2 + c) 0 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 (2 + a) 1 (2 + c) 1 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d==0 && e>=2: the board of s23 *)
Lemma s35_c210_p5 x (Hs23 : s23_claim x) (a c e : nat) :
  x = s35_board (2 + a) 1 (2 + c) 0 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 (2 + a) 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c211_L (a c : nat) : lmoves (s35_board (2 + a) 1 (2 + c) 1 0) = [s35_board (1 + a) 2 (2 + c) 1 0; s22_board (2 + a) (3 + c) 1 0; s35_board (2 + a) 1 (1 + c) 2 0; s23_board (2 + a) 1 (2 + c) 1].
Proof. unfold s22_board, s23_board, s35_board. tf_options. Qed.
Lemma s35_c211_R (a c : nat) : rmoves (s35_board (2 + a) 1 (2 + c) 1 0) = [s19_board (2 + a) 1 (2 + c) 1].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s35_c211_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s35_board (2 + a) 1 (2 + c) 1 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c211_L a c), (s35_c211_R a c); cbn [map].
  pose proof (use_s35 IH (1 + a) 2 (2 + c) 1 0 (opt_l _ _ _ (s35_c211_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (3 + c) 1 0 (opt_l _ _ _ (s35_c211_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 (1 + c) 2 0 (opt_l _ _ _ (s35_c211_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s35_c211_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s35_c211_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c212_L (a c : nat) : lmoves (s35_board (2 + a) 1 (2 + c) 1 1) = [s35_board (1 + a) 2 (2 + c) 1 1; s22_board (2 + a) (3 + c) 1 1; s35_board (2 + a) 1 (1 + c) 2 1; s23_board (2 + a) 1 (2 + c) 2; strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c212_L5 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]) (s38_board (2 + a) 1 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c212_R (a c : nat) : rmoves (s35_board (2 + a) 1 (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c212_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]) (s19_board (2 + a) 1 (2 + c) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s35_c212_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s35_board (2 + a) 1 (2 + c) 1 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c212_L a c), (s35_c212_R a c); cbn [map].
  pose proof (use_s35 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s35_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (3 + c) 1 1 (opt_l _ _ _ (s35_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 (1 + c) 2 1 (opt_l _ _ _ (s35_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) 1 (2 + c) 2 (opt_l _ _ _ (s35_c212_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c212_L5 a c)).
  pose proof (use_s38 IH (2 + a) 1 (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s35_c212_L a c) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c212_L5 a c))) as Ho4.
  rewrite (tf_norm_game (s35_c212_R1 a c)).
  pose proof (use_s19 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s35_c212_R a c) ltac:(cbn [In]; left; reflexivity) (s35_c212_R1 a c))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c213_L (a c e : nat) : lmoves (s35_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s35_board (1 + a) 2 (2 + c) 1 (2 + e); s22_board (2 + a) (3 + c) 1 (2 + e); s35_board (2 + a) 1 (1 + c) 2 (2 + e); s23_board (2 + a) 1 (2 + c) (3 + e); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c213_L5 (a c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board (2 + a) 1 (2 + c) 1 (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c213_R (a c e : nat) : rmoves (s35_board (2 + a) 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s35_c213_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s35_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c213_L a c e), (s35_c213_R a c e); cbn [map].
  pose proof (use_s35 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s35_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (3 + c) 1 (2 + e) (opt_l _ _ _ (s35_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s35_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) 1 (2 + c) (3 + e) (opt_l _ _ _ (s35_c213_L a c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c213_L5 a c e)).
  pose proof (use_s40 IH (2 + a) 1 (2 + c) 1 (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c213_L a c e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c213_L5 a c e))) as Ho4.
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

Lemma s35_c214_L (a c d : nat) : lmoves (s35_board (2 + a) 1 (2 + c) (2 + d) 0) = [s35_board (1 + a) 2 (2 + c) (2 + d) 0; s22_board (2 + a) (3 + c) (2 + d) 0; s35_board (2 + a) 1 (1 + c) (3 + d) 0; s35_board (2 + a) 1 (2 + c) (1 + d) 1].
Proof. unfold s22_board, s35_board. tf_options. Qed.
Lemma s35_c214_R (a c d : nat) : rmoves (s35_board (2 + a) 1 (2 + c) (2 + d) 0) = [s19_board (2 + a) 1 (2 + c) (2 + d)].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s35_c214_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s35_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c214_L a c d), (s35_c214_R a c d); cbn [map].
  pose proof (use_s35 IH (1 + a) 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s35_c214_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (3 + c) (2 + d) 0 (opt_l _ _ _ (s35_c214_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s35_c214_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s35_c214_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s35_c214_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c215_L (a c d : nat) : lmoves (s35_board (2 + a) 1 (2 + c) (2 + d) 1) = [s35_board (1 + a) 2 (2 + c) (2 + d) 1; s22_board (2 + a) (3 + c) (2 + d) 1; s35_board (2 + a) 1 (1 + c) (3 + d) 1; s35_board (2 + a) 1 (2 + c) (1 + d) 2; strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s22_board, s35_board, strip. tf_options. Qed.
Lemma s35_c215_L5 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s38_board (2 + a) 1 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c215_R (a c d : nat) : rmoves (s35_board (2 + a) 1 (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c215_R1 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s19_board (2 + a) 1 (2 + c) (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s35_c215_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s35_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c215_L a c d), (s35_c215_R a c d); cbn [map].
  pose proof (use_s35 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s35_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (3 + c) (2 + d) 1 (opt_l _ _ _ (s35_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s35_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s35_c215_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c215_L5 a c d)).
  pose proof (use_s38 IH (2 + a) 1 (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s35_c215_L a c d) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c215_L5 a c d))) as Ho4.
  rewrite (tf_norm_game (s35_c215_R1 a c d)).
  pose proof (use_s19 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s35_c215_R a c d) ltac:(cbn [In]; left; reflexivity) (s35_c215_R1 a c d))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c216_L (a c d e : nat) : lmoves (s35_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s35_board (1 + a) 2 (2 + c) (2 + d) (2 + e); s22_board (2 + a) (3 + c) (2 + d) (2 + e); s35_board (2 + a) 1 (1 + c) (3 + d) (2 + e); s35_board (2 + a) 1 (2 + c) (1 + d) (3 + e); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s35_board, strip. tf_options. Qed.
Lemma s35_c216_L5 (a c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board (2 + a) 1 (2 + c) (2 + d) (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c216_R (a c d e : nat) : rmoves (s35_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s35_c216_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s35_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c216_L a c d e), (s35_c216_R a c d e); cbn [map].
  pose proof (use_s35 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s35_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s35_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s35_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s35_c216_L a c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c216_L5 a c d e)).
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (2 + d) (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c216_L a c d e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c216_L5 a c d e))) as Ho4.
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

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d==0 && e==0: the board of s20 *)
Lemma s35_c217_p9 x (Hs20 : s20_claim x) (a b : nat) :
  x = s35_board (2 + a) (2 + b) 0 0 0 -> fst (s35_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q9] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d==0 && e==1: the board of s20 *)
Lemma s35_c218_p6 x (Hs20 : s20_claim x) (a b : nat) :
  x = s35_board (2 + a) (2 + b) 0 0 1 -> fst (s35_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q6] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d==0 && e>=2: the board of s20 *)
Lemma s35_c219_p5 x (Hs20 : s20_claim x) (a b e : nat) :
  x = s35_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + b) (2 + e) ltac:(rewrite Hx; unfold s35_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d==1 && e==0: the board of s21 *)
Lemma s35_c220_p4 x (Hs21 : s21_claim x) (a b : nat) :
  x = s35_board (2 + a) (2 + b) 0 1 0 -> fst (s35_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q4] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d==1 && e==1: the board of s21 *)
Lemma s35_c221_p5 x (Hs21 : s21_claim x) (a b : nat) :
  x = s35_board (2 + a) (2 + b) 0 1 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d==1 && e>=2: the board of s21 *)
Lemma s35_c222_p5 x (Hs21 : s21_claim x) (a b e : nat) :
  x = s35_board (2 + a) (2 + b) 0 1 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d>=2 && e==0: the board of s21 *)
Lemma s35_c223_p7 x (Hs21 : s21_claim x) (a b d : nat) :
  x = s35_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q7] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d>=2 && e==1: the board of s21 *)
Lemma s35_c224_p5 x (Hs21 : s21_claim x) (a b d : nat) :
  x = s35_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d>=2 && e>=2: the board of s21 *)
Lemma s35_c225_p5 x (Hs21 : s21_claim x) (a b d e : nat) :
  x = s35_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s35_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d==0 && e==0: the board of s23 *)
Lemma s35_c226_p8 x (Hs23 : s23_claim x) (a b : nat) :
  x = s35_board (2 + a) (2 + b) 1 0 0 -> fst (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs23 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d==0 && e==1: the board of s23 *)
Lemma s35_c227_p5 x (Hs23 : s23_claim x) (a b : nat) :
  x = s35_board (2 + a) (2 + b) 1 0 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d==0 && e>=2: the board of s23 *)
Lemma s35_c228_p5 x (Hs23 : s23_claim x) (a b e : nat) :
  x = s35_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c229_L (a b : nat) : lmoves (s35_board (2 + a) (2 + b) 1 1 0) = [s35_board (1 + a) (3 + b) 1 1 0; s35_board (2 + a) (1 + b) 2 1 0; s21_board (2 + a) (2 + b) 2 0; s23_board (2 + a) (2 + b) 1 1].
Proof. unfold s21_board, s23_board, s35_board. tf_options. Qed.
Lemma s35_c229_R (a b : nat) : rmoves (s35_board (2 + a) (2 + b) 1 1 0) = [s19_board (2 + a) (2 + b) 1 1].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s35_c229_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s35_board (2 + a) (2 + b) 1 1 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c229_L a b), (s35_c229_R a b); cbn [map].
  pose proof (use_s35 IH (1 + a) (3 + b) 1 1 0 (opt_l _ _ _ (s35_c229_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 2 1 0 (opt_l _ _ _ (s35_c229_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) 2 0 (opt_l _ _ _ (s35_c229_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s35_c229_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s35_c229_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s21_p6 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c230_L (a b : nat) : lmoves (s35_board (2 + a) (2 + b) 1 1 1) = [s35_board (1 + a) (3 + b) 1 1 1; s35_board (2 + a) (1 + b) 2 1 1; s21_board (2 + a) (2 + b) 2 1; s23_board (2 + a) (2 + b) 1 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c230_L5 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; E; E; F]) [(1, 0)]) (s38_board (2 + a) (2 + b) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c230_R (a b : nat) : rmoves (s35_board (2 + a) (2 + b) 1 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c230_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 2)]) (s19_board (2 + a) (2 + b) 1 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s35_c230_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s35_board (2 + a) (2 + b) 1 1 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c230_L a b), (s35_c230_R a b); cbn [map].
  pose proof (use_s35 IH (1 + a) (3 + b) 1 1 1 (opt_l _ _ _ (s35_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 2 1 1 (opt_l _ _ _ (s35_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) 2 1 (opt_l _ _ _ (s35_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) (2 + b) 1 2 (opt_l _ _ _ (s35_c230_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c230_L5 a b)).
  pose proof (use_s38 IH (2 + a) (2 + b) 1 1 0 (opt_norm_l _ _ _ _ _ (s35_c230_L a b) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c230_L5 a b))) as Ho4.
  rewrite (tf_norm_game (s35_c230_R1 a b)).
  pose proof (use_s19 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s35_c230_R a b) ltac:(cbn [In]; left; reflexivity) (s35_c230_R1 a b))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c231_L (a b e : nat) : lmoves (s35_board (2 + a) (2 + b) 1 1 (2 + e)) = [s35_board (1 + a) (3 + b) 1 1 (2 + e); s35_board (2 + a) (1 + b) 2 1 (2 + e); s21_board (2 + a) (2 + b) 2 (2 + e); s23_board (2 + a) (2 + b) 1 (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c231_L5 (a b e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board (2 + a) (2 + b) 1 1 (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c231_R (a b e : nat) : rmoves (s35_board (2 + a) (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s35_c231_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s35_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c231_L a b e), (s35_c231_R a b e); cbn [map].
  pose proof (use_s35 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s35_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s35_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) 2 (2 + e) (opt_l _ _ _ (s35_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) (2 + b) 1 (3 + e) (opt_l _ _ _ (s35_c231_L a b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c231_L5 a b e)).
  pose proof (use_s40 IH (2 + a) (2 + b) 1 1 (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c231_L a b e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c231_L5 a b e))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
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

Lemma s35_c232_L (a b d : nat) : lmoves (s35_board (2 + a) (2 + b) 1 (2 + d) 0) = [s35_board (1 + a) (3 + b) 1 (2 + d) 0; s35_board (2 + a) (1 + b) 2 (2 + d) 0; s21_board (2 + a) (2 + b) (3 + d) 0; s35_board (2 + a) (2 + b) 1 (1 + d) 1].
Proof. unfold s21_board, s35_board. tf_options. Qed.
Lemma s35_c232_R (a b d : nat) : rmoves (s35_board (2 + a) (2 + b) 1 (2 + d) 0) = [s19_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s35_c232_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s35_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c232_L a b d), (s35_c232_R a b d); cbn [map].
  pose proof (use_s35 IH (1 + a) (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s35_c232_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s35_c232_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) (3 + d) 0 (opt_l _ _ _ (s35_c232_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s35_c232_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s35_c232_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s21_p6 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c233_L (a b d : nat) : lmoves (s35_board (2 + a) (2 + b) 1 (2 + d) 1) = [s35_board (1 + a) (3 + b) 1 (2 + d) 1; s35_board (2 + a) (1 + b) 2 (2 + d) 1; s21_board (2 + a) (2 + b) (3 + d) 1; s35_board (2 + a) (2 + b) 1 (1 + d) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s35_board, strip. tf_options. Qed.
Lemma s35_c233_L5 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s38_board (2 + a) (2 + b) 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c233_R (a b d : nat) : rmoves (s35_board (2 + a) (2 + b) 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c233_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s19_board (2 + a) (2 + b) 1 (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s35_c233_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s35_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c233_L a b d), (s35_c233_R a b d); cbn [map].
  pose proof (use_s35 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s35_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s35_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) (3 + d) 1 (opt_l _ _ _ (s35_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s35_c233_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c233_L5 a b d)).
  pose proof (use_s38 IH (2 + a) (2 + b) 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s35_c233_L a b d) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c233_L5 a b d))) as Ho4.
  rewrite (tf_norm_game (s35_c233_R1 a b d)).
  pose proof (use_s19 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s35_c233_R a b d) ltac:(cbn [In]; left; reflexivity) (s35_c233_R1 a b d))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c234_L (a b d e : nat) : lmoves (s35_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s35_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s35_board (2 + a) (1 + b) 2 (2 + d) (2 + e); s21_board (2 + a) (2 + b) (3 + d) (2 + e); s35_board (2 + a) (2 + b) 1 (1 + d) (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s35_board, strip. tf_options. Qed.
Lemma s35_c234_L5 (a b d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board (2 + a) (2 + b) 1 (2 + d) (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c234_R (a b d e : nat) : rmoves (s35_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s35_c234_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s35_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c234_L a b d e), (s35_c234_R a b d e); cbn [map].
  pose proof (use_s35 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s35_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s35_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s35_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s35_c234_L a b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c234_L5 a b d e)).
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (2 + d) (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c234_L a b d e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c234_L5 a b d e))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
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

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d==0 && e==0: the board of s23 *)
Lemma s35_c235_p8 x (Hs23 : s23_claim x) (a b c : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q8] in Hc |- *.
  pose proof (Hs23 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d==0 && e==1: the board of s23 *)
Lemma s35_c236_p5 x (Hs23 : s23_claim x) (a b c : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d==0 && e>=2: the board of s23 *)
Lemma s35_c237_p5 x (Hs23 : s23_claim x) (a b c e : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q5] in Hc |- *.
  pose proof (Hs23 (2 + a) (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s35_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c238_L (a b c : nat) : lmoves (s35_board (2 + a) (2 + b) (2 + c) 1 0) = [s35_board (1 + a) (3 + b) (2 + c) 1 0; s35_board (2 + a) (1 + b) (3 + c) 1 0; s35_board (2 + a) (2 + b) (1 + c) 2 0; s23_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s23_board, s35_board. tf_options. Qed.
Lemma s35_c238_R (a b c : nat) : rmoves (s35_board (2 + a) (2 + b) (2 + c) 1 0) = [s19_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s35_c238_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c238_L a b c), (s35_c238_R a b c); cbn [map].
  pose proof (use_s35 IH (1 + a) (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s35_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s35_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s35_c238_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) 1 (opt_l _ _ _ (s35_c238_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s35_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c239_L (a b c : nat) : lmoves (s35_board (2 + a) (2 + b) (2 + c) 1 1) = [s35_board (1 + a) (3 + b) (2 + c) 1 1; s35_board (2 + a) (1 + b) (3 + c) 1 1; s35_board (2 + a) (2 + b) (1 + c) 2 1; s23_board (2 + a) (2 + b) (2 + c) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c239_L5 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]) (s38_board (2 + a) (2 + b) (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c239_R (a b c : nat) : rmoves (s35_board (2 + a) (2 + b) (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c239_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]) (s19_board (2 + a) (2 + b) (2 + c) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s35_c239_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c239_L a b c), (s35_c239_R a b c); cbn [map].
  pose proof (use_s35 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s35_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s35_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s35_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) 2 (opt_l _ _ _ (s35_c239_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c239_L5 a b c)).
  pose proof (use_s38 IH (2 + a) (2 + b) (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s35_c239_L a b c) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c239_L5 a b c))) as Ho4.
  rewrite (tf_norm_game (s35_c239_R1 a b c)).
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s35_c239_R a b c) ltac:(cbn [In]; left; reflexivity) (s35_c239_R1 a b c))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c240_L (a b c e : nat) : lmoves (s35_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s35_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s35_board (2 + a) (1 + b) (3 + c) 1 (2 + e); s35_board (2 + a) (2 + b) (1 + c) 2 (2 + e); s23_board (2 + a) (2 + b) (2 + c) (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, s35_board, strip. tf_options. Qed.
Lemma s35_c240_L5 (a b c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board (2 + a) (2 + b) (2 + c) 1 (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c240_R (a b c e : nat) : rmoves (s35_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s35_c240_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c240_L a b c e), (s35_c240_R a b c e); cbn [map].
  pose proof (use_s35 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s35_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s35_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s35_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s35_c240_L a b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c240_L5 a b c e)).
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) 1 (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c240_L a b c e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c240_L5 a b c e))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
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

Lemma s35_c241_L (a b c d : nat) : lmoves (s35_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s35_board (1 + a) (3 + b) (2 + c) (2 + d) 0; s35_board (2 + a) (1 + b) (3 + c) (2 + d) 0; s35_board (2 + a) (2 + b) (1 + c) (3 + d) 0; s35_board (2 + a) (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s35_board. tf_options. Qed.
Lemma s35_c241_R (a b c d : nat) : rmoves (s35_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s19_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s19_board, s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s35_c241_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s35_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c241_L a b c d), (s35_c241_R a b c d); cbn [map].
  pose proof (use_s35 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s35_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s35_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s35_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s35_c241_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s35_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c242_L (a b c d : nat) : lmoves (s35_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s35_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s35_board (2 + a) (1 + b) (3 + c) (2 + d) 1; s35_board (2 + a) (2 + b) (1 + c) (3 + d) 1; s35_board (2 + a) (2 + b) (2 + c) (1 + d) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c242_L5 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s38_board (2 + a) (2 + b) (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c242_R (a b c d : nat) : rmoves (s35_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c242_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s19_board (2 + a) (2 + b) (2 + c) (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s35_c242_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c242_L a b c d), (s35_c242_R a b c d); cbn [map].
  pose proof (use_s35 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s35_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s35_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s35_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s35_c242_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c242_L5 a b c d)).
  pose proof (use_s38 IH (2 + a) (2 + b) (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s35_c242_L a b c d) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c242_L5 a b c d))) as Ho4.
  rewrite (tf_norm_game (s35_c242_R1 a b c d)).
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s35_c242_R a b c d) ltac:(cbn [In]; left; reflexivity) (s35_c242_R1 a b c d))) as Ho5.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s35_p5 Ho3 ltac:(zlia)).
  rewrite (s38_p8 Ho4 ltac:(zlia)).
  rewrite (s19_p2 Ho5 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c243_L (a b c d e : nat) : lmoves (s35_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s35_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s35_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e); s35_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e); s35_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c243_L5 (a b c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s40_board (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c243_R (a b c d e : nat) : rmoves (s35_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a _ T^b _ T^c _ T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s35_c243_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s35_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c243_L a b c d e), (s35_c243_R a b c d e); cbn [map].
  pose proof (use_s35 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s35_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s35_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s35_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s35_c243_L a b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game0 (s35_c243_L5 a b c d e)).
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) 0 (opt_norm_l _ _ _ _ _ (s35_c243_L a b c d e) ltac:(cbn [In]; do 4 right; left; reflexivity) (s35_c243_L5 a b c d e))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
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

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s25 *)
Lemma s36_c1_p1 x (Hs25 : s25_claim x) :
  x = s36_board 0 0 0 0 0 -> fst (s36_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s36_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s25 *)
Lemma s36_c2_p2 x (Hs25 : s25_claim x) :
  x = s36_board 0 0 0 0 1 -> fst (s36_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q2] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s36_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s25 *)
Lemma s36_c3_p3 x (Hs25 : s25_claim x) (e : nat) :
  x = s36_board 0 0 0 0 (2 + e) -> fst (s36_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + e) ltac:(rewrite Hx; unfold s36_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e==0: the board of s26 *)
Lemma s36_c4_p5 x (Hs26 : s26_claim x) :
  x = s36_board 0 0 0 1 0 -> fst (s36_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q5] in Hc |- *.
  pose proof (Hs26 0 1 0 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e==1: the board of s26 *)
Lemma s36_c5_p6 x (Hs26 : s26_claim x) :
  x = s36_board 0 0 0 1 1 -> fst (s36_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q6] in Hc |- *.
  pose proof (Hs26 0 1 1 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s26 *)
Lemma s36_c6_p7 x (Hs26 : s26_claim x) (e : nat) :
  x = s36_board 0 0 0 1 (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q7] in Hc |- *.
  pose proof (Hs26 0 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s26 *)
Lemma s36_c7_p5 x (Hs26 : s26_claim x) (d : nat) :
  x = s36_board 0 0 0 (2 + d) 0 -> fst (s36_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q5] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c7_p11 x (Hs26 : s26_claim x) (d : nat) :
  x = s36_board 0 0 0 (2 + d) 0 -> fst (s36_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q11] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s36_c7_p13 x (Hs26 : s26_claim x) (d : nat) :
  x = s36_board 0 0 0 (2 + d) 0 -> fst (s36_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s26 *)
Lemma s36_c8_p10 x (Hs26 : s26_claim x) (d : nat) :
  x = s36_board 0 0 0 (2 + d) 1 -> fst (s36_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q10] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s36_c8_p12 x (Hs26 : s26_claim x) (d : nat) :
  x = s36_board 0 0 0 (2 + d) 1 -> fst (s36_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q12] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s26 *)
Lemma s36_c9_p7 x (Hs26 : s26_claim x) (d e : nat) :
  x = s36_board 0 0 0 (2 + d) (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q7] in Hc |- *.
  pose proof (Hs26 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s36_c10_p14 x (Hs33 : s33_claim x) :
  x = s36_board 0 0 1 0 0 -> fst (s36_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q14] in Hc |- *.
  pose proof (Hs33 0 1 0 ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s36_c11_p4 x (Hs33 : s33_claim x) :
  x = s36_board 0 0 1 0 1 -> fst (s36_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q4] in Hc |- *.
  pose proof (Hs33 0 1 1 ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s36_c12_p15 x (Hs33 : s33_claim x) (e : nat) :
  x = s36_board 0 0 1 0 (2 + e) -> fst (s36_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q15] in Hc |- *.
  pose proof (Hs33 0 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e==0: the board of s34 *)
Lemma s36_c13_p17 x (Hs34 : s34_claim x) :
  x = s36_board 0 0 1 1 0 -> fst (s36_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q17] in Hc |- *.
  pose proof (Hs34 0 1 1 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e==1: the board of s34 *)
Lemma s36_c14_p18 x (Hs34 : s34_claim x) :
  x = s36_board 0 0 1 1 1 -> fst (s36_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q18] in Hc |- *.
  pose proof (Hs34 0 1 1 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e>=2: the board of s34 *)
Lemma s36_c15_p7 x (Hs34 : s34_claim x) (e : nat) :
  x = s36_board 0 0 1 1 (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q7] in Hc |- *.
  pose proof (Hs34 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s34 *)
Lemma s36_c16_p13 x (Hs34 : s34_claim x) (d : nat) :
  x = s36_board 0 0 1 (2 + d) 0 -> fst (s36_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs34 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s36_c16_p19 x (Hs34 : s34_claim x) (d : nat) :
  x = s36_board 0 0 1 (2 + d) 0 -> fst (s36_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q19] in Hc |- *.
  pose proof (Hs34 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e==1: the board of s34 *)
Lemma s36_c17_p20 x (Hs34 : s34_claim x) (d : nat) :
  x = s36_board 0 0 1 (2 + d) 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs34 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s34 *)
Lemma s36_c18_p7 x (Hs34 : s34_claim x) (d e : nat) :
  x = s36_board 0 0 1 (2 + d) (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q7] in Hc |- *.
  pose proof (Hs34 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s36_c19_p22 x (Hs33 : s33_claim x) (c : nat) :
  x = s36_board 0 0 (2 + c) 0 0 -> fst (s36_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q22] in Hc |- *.
  pose proof (Hs33 0 (2 + c) 0 ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s36_c20_p23 x (Hs33 : s33_claim x) (c : nat) :
  x = s36_board 0 0 (2 + c) 0 1 -> fst (s36_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q23] in Hc |- *.
  pose proof (Hs33 0 (2 + c) 1 ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s36_c21_p15 x (Hs33 : s33_claim x) (c e : nat) :
  x = s36_board 0 0 (2 + c) 0 (2 + e) -> fst (s36_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q15] in Hc |- *.
  pose proof (Hs33 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s36_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s34 *)
Lemma s36_c22_p17 x (Hs34 : s34_claim x) (c : nat) :
  x = s36_board 0 0 (2 + c) 1 0 -> fst (s36_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q17] in Hc |- *.
  pose proof (Hs34 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s34 *)
Lemma s36_c23_p20 x (Hs34 : s34_claim x) (c : nat) :
  x = s36_board 0 0 (2 + c) 1 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs34 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s34 *)
Lemma s36_c24_p7 x (Hs34 : s34_claim x) (c e : nat) :
  x = s36_board 0 0 (2 + c) 1 (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q7] in Hc |- *.
  pose proof (Hs34 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s34 *)
Lemma s36_c25_p13 x (Hs34 : s34_claim x) (c d : nat) :
  x = s36_board 0 0 (2 + c) (2 + d) 0 -> fst (s36_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs34 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s34 *)
Lemma s36_c26_p20 x (Hs34 : s34_claim x) (c d : nat) :
  x = s36_board 0 0 (2 + c) (2 + d) 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs34 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s34 *)
Lemma s36_c27_p7 x (Hs34 : s34_claim x) (c d e : nat) :
  x = s36_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q7] in Hc |- *.
  pose proof (Hs34 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s36_c28_p24 x (Hs24 : s24_claim x) :
  x = s36_board 0 1 0 0 0 -> fst (s36_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q24] in Hc |- *.
  pose proof (Hs24 0 1 0 ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s36_c29_p25 x (Hs24 : s24_claim x) :
  x = s36_board 0 1 0 0 1 -> fst (s36_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q25] in Hc |- *.
  pose proof (Hs24 0 1 1 ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s36_c30_p26 x (Hs24 : s24_claim x) (e : nat) :
  x = s36_board 0 1 0 0 (2 + e) -> fst (s36_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q26] in Hc |- *.
  pose proof (Hs24 0 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e==0: the board of s27 *)
Lemma s36_c31_p17 x (Hs27 : s27_claim x) :
  x = s36_board 0 1 0 1 0 -> fst (s36_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q17] in Hc |- *.
  pose proof (Hs27 0 1 1 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e==1: the board of s27 *)
Lemma s36_c32_p27 x (Hs27 : s27_claim x) :
  x = s36_board 0 1 0 1 1 -> fst (s36_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q27] in Hc |- *.
  pose proof (Hs27 0 1 1 1 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e>=2: the board of s27 *)
Lemma s36_c33_p7 x (Hs27 : s27_claim x) (e : nat) :
  x = s36_board 0 1 0 1 (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q7] in Hc |- *.
  pose proof (Hs27 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s27 *)
Lemma s36_c34_p13 x (Hs27 : s27_claim x) (d : nat) :
  x = s36_board 0 1 0 (2 + d) 0 -> fst (s36_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q13] in Hc |- *.
  pose proof (Hs27 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s36_c34_p28 x (Hs27 : s27_claim x) (d : nat) :
  x = s36_board 0 1 0 (2 + d) 0 -> fst (s36_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q28] in Hc |- *.
  pose proof (Hs27 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e==1: the board of s27 *)
Lemma s36_c35_p20 x (Hs27 : s27_claim x) (d : nat) :
  x = s36_board 0 1 0 (2 + d) 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q20] in Hc |- *.
  pose proof (Hs27 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e>=2: the board of s27 *)
Lemma s36_c36_p7 x (Hs27 : s27_claim x) (d e : nat) :
  x = s36_board 0 1 0 (2 + d) (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q7] in Hc |- *.
  pose proof (Hs27 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s36_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s32 *)
Lemma s36_c37_p14 x (Hs32 : s32_claim x) :
  x = s36_board 0 1 1 0 0 -> fst (s36_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q14] in Hc |- *.
  pose proof (Hs32 0 1 1 0 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e==1: the board of s32 *)
Lemma s36_c38_p29 x (Hs32 : s32_claim x) :
  x = s36_board 0 1 1 0 1 -> fst (s36_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q29] in Hc |- *.
  pose proof (Hs32 0 1 1 1 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e>=2: the board of s32 *)
Lemma s36_c39_p30 x (Hs32 : s32_claim x) (e : nat) :
  x = s36_board 0 1 1 0 (2 + e) -> fst (s36_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q30] in Hc |- *.
  pose proof (Hs32 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c40_L : lmoves (s36_board 0 1 1 1 0) = [s34_board 0 2 1 0; s37_board 0 1 1 1 0; s32_board 0 1 1 1].
Proof. unfold s32_board, s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c40_R : rmoves (s36_board 0 1 1 1 0) = [s23_board 0 1 1 1].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s36_c40_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 0 1 1 1 0 -> fst (s36_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c40_L), (s36_c40_R); cbn [map].
  pose proof (use_s34 IH 0 2 1 0 (opt_l _ _ _ (s36_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 1 1 0 (opt_l _ _ _ (s36_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 1 1 1 (opt_l _ _ _ (s36_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 1 1 1 (opt_r _ _ _ (s36_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  rewrite (s37_p7 Ho1 ltac:(zlia)).
  rewrite (s32_p12 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c41_L : lmoves (s36_board 0 1 1 1 1) = [s34_board 0 2 1 1; s37_board 0 1 1 1 1; s32_board 0 1 1 2].
Proof. unfold s32_board, s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c41_R : rmoves (s36_board 0 1 1 1 1) = [strip [] ([E; T; E; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c41_R1 : tf_norm (strip [] ([E; T; E; T; E; E; T; F]) [(1, 1)]) (s23_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s36_c41_p20 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 0 1 1 1 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c41_L), (s36_c41_R); cbn [map].
  pose proof (use_s34 IH 0 2 1 1 (opt_l _ _ _ (s36_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 1 1 1 (opt_l _ _ _ (s36_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 1 1 2 (opt_l _ _ _ (s36_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s36_c41_R1)).
  pose proof (use_s23 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s36_c41_R) ltac:(cbn [In]; left; reflexivity) (s36_c41_R1))) as Ho3.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s32_p13 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c42_L (e : nat) : lmoves (s36_board 0 1 1 1 (2 + e)) = [s34_board 0 2 1 (2 + e); s37_board 0 1 1 1 (2 + e); s32_board 0 1 1 (3 + e)].
Proof. unfold s32_board, s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c42_R (e : nat) : rmoves (s36_board 0 1 1 1 (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s36_c42_p7 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s36_board 0 1 1 1 (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q7] in Hc |- *.
  rewrite tf_game_eq, (s36_c42_L e), (s36_c42_R e); cbn [map].
  pose proof (use_s34 IH 0 2 1 (2 + e) (opt_l _ _ _ (s36_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 1 1 (2 + e) (opt_l _ _ _ (s36_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 0 1 1 (3 + e) (opt_l _ _ _ (s36_c42_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s32_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c43_L (d : nat) : lmoves (s36_board 0 1 1 (2 + d) 0) = [s34_board 0 2 (2 + d) 0; s37_board 0 1 1 (2 + d) 0; s36_board 0 1 1 (1 + d) 1].
Proof. unfold s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c43_R (d : nat) : rmoves (s36_board 0 1 1 (2 + d) 0) = [s23_board 0 1 1 (2 + d)].
Proof. unfold s23_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s36_c43_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s36_board 0 1 1 (2 + d) 0 -> fst (s36_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c43_L d), (s36_c43_R d); cbn [map].
  pose proof (use_s34 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s36_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 1 (2 + d) 0 (opt_l _ _ _ (s36_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s36_c43_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 0 1 1 (2 + d) (opt_r _ _ _ (s36_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  rewrite (s37_p14 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c44_L (d : nat) : lmoves (s36_board 0 1 1 (2 + d) 1) = [s34_board 0 2 (2 + d) 1; s37_board 0 1 1 (2 + d) 1; s36_board 0 1 1 (1 + d) 2].
Proof. unfold s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c44_R (d : nat) : rmoves (s36_board 0 1 1 (2 + d) 1) = [strip [] (E :: T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c44_R1 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s36_c44_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s36_board 0 1 1 (2 + d) 1 -> fst (s36_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s36_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c44_L d), (s36_c44_R d); cbn [map].
  pose proof (use_s34 IH 0 2 (2 + d) 1 (opt_l _ _ _ (s36_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 1 (2 + d) 1 (opt_l _ _ _ (s36_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 1 (1 + d) 2 (opt_l _ _ _ (s36_c44_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s36_c44_R1 d)).
  pose proof (use_s23 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s36_c44_R d) ltac:(cbn [In]; left; reflexivity) (s36_c44_R1 d))) as Ho3.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c45_L (d e : nat) : lmoves (s36_board 0 1 1 (2 + d) (2 + e)) = [s34_board 0 2 (2 + d) (2 + e); s37_board 0 1 1 (2 + d) (2 + e); s36_board 0 1 1 (1 + d) (3 + e)].
Proof. unfold s34_board, s36_board, s37_board. tf_options. Qed.
Lemma s36_c45_R (d e : nat) : rmoves (s36_board 0 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s36_c45_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s36_board 0 1 1 (2 + d) (2 + e) -> fst (s36_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s36_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s36_q7] in Hc |- *.
  rewrite tf_game_eq, (s36_c45_L d e), (s36_c45_R d e); cbn [map].
  pose proof (use_s34 IH 0 2 (2 + d) (2 + e) (opt_l _ _ _ (s36_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s36_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s36_c45_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s32 *)
Lemma s36_c46_p22 x (Hs32 : s32_claim x) (c : nat) :
  x = s36_board 0 1 (2 + c) 0 0 -> fst (s36_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q22] in Hc |- *.
  pose proof (Hs32 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a _ T^b _ T^c _^2 T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e==1: the board of s32 *)
Lemma s36_c47_p23 x (Hs32 : s32_claim x) (c : nat) :
  x = s36_board 0 1 (2 + c) 0 1 -> fst (s36_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q23] in Hc |- *.
  pose proof (Hs32 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s36_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

