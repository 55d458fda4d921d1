(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


Lemma s23_c50_L (b : nat) : lmoves (s23_board 1 (2 + b) 1 1) = [s23_board 0 (3 + b) 1 1; s23_board 1 (1 + b) 2 1; s21_board 1 (2 + b) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s23_board, strip. tf_options. Qed.
Lemma s23_c50_L4 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; E; F]) [(1, 0)]) (s32_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c50_R (b : nat) : rmoves (s23_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 2)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 2)]) (s19_board 1 (2 + b) 1 0) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s23_c50_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 1 (2 + b) 1 1 -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c50_L b), (s23_c50_R b); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s23_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s23_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s23_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c50_L4 b)).
  pose proof (use_s32 IH 1 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s23_c50_L b) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c50_L4 b))) as Ho3.
  rewrite (tf_norm_game (s23_c50_R1 b)).
  pose proof (use_s19 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s23_c50_R b) ltac:(cbn [In]; left; reflexivity) (s23_c50_R1 b))) as Ho4.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s32_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p3 Ho4 ltac:(zlia)).
  rewrite (s19_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c51_L (b d : nat) : lmoves (s23_board 1 (2 + b) 1 (2 + d)) = [s23_board 0 (3 + b) 1 (2 + d); s23_board 1 (1 + b) 2 (2 + d); s21_board 1 (2 + b) 1 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s23_board, strip. tf_options. Qed.
Lemma s23_c51_L4 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s36_board 1 (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c51_R (b d : nat) : rmoves (s23_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s23_c51_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s23_board 1 (2 + b) 1 (2 + d) -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c51_L b d), (s23_c51_R b d); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s23_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s23_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s23_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c51_L4 b d)).
  pose proof (use_s36 IH 1 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c51_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c51_L4 b d))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s36_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s36_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s23_c52_L (b c : nat) : lmoves (s23_board 1 (2 + b) (2 + c) 0) = [s23_board 0 (3 + b) (2 + c) 0; s23_board 1 (1 + b) (3 + c) 0; s35_board 1 (2 + b) (1 + c) 1 0].
Proof. unfold s23_board, s35_board. tf_options. Qed.
Lemma s23_c52_R (b c : nat) : rmoves (s23_board 1 (2 + b) (2 + c) 0) = [s19_board 1 (2 + b) (2 + c) 0].
Proof. unfold s19_board, s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s23_c52_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s23_board 1 (2 + b) (2 + c) 0 -> fst (s23_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c52_L b c), (s23_c52_R b c); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s23_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s23_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s23_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s23_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s23_p4 Ho1 ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  rewrite (s19_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c53_L (b c : nat) : lmoves (s23_board 1 (2 + b) (2 + c) 1) = [s23_board 0 (3 + b) (2 + c) 1; s23_board 1 (1 + b) (3 + c) 1; s35_board 1 (2 + b) (1 + c) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]].
Proof. unfold s23_board, s35_board, strip. tf_options. Qed.
Lemma s23_c53_L4 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]) (s32_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c53_R (b c : nat) : rmoves (s23_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]) (s19_board 1 (2 + b) (2 + c) 0) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s23_c53_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s23_board 1 (2 + b) (2 + c) 1 -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c53_L b c), (s23_c53_R b c); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s23_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s23_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s23_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c53_L4 b c)).
  pose proof (use_s32 IH 1 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s23_c53_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c53_L4 b c))) as Ho3.
  rewrite (tf_norm_game (s23_c53_R1 b c)).
  pose proof (use_s19 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s23_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s23_c53_R1 b c))) as Ho4.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s32_p7 Ho3 ltac:(zlia)).
  rewrite (s19_p3 Ho4 ltac:(zlia)).
  rewrite (s19_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c54_L (b c d : nat) : lmoves (s23_board 1 (2 + b) (2 + c) (2 + d)) = [s23_board 0 (3 + b) (2 + c) (2 + d); s23_board 1 (1 + b) (3 + c) (2 + d); s35_board 1 (2 + b) (1 + c) 1 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, s35_board, strip. tf_options. Qed.
Lemma s23_c54_L4 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s36_board 1 (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c54_R (b c d : nat) : rmoves (s23_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s23_c54_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s23_board 1 (2 + b) (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c54_L b c d), (s23_c54_R b c d); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s23_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s23_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s23_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c54_L4 b c d)).
  pose proof (use_s36 IH 1 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c54_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c54_L4 b c d))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s36_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s36_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==0 && c==0 && d==0: the board of s12 *)
Lemma s23_c55_p1 x (Hs12 : s12_claim x) (a : nat) :
  x = s23_board (2 + a) 0 0 0 -> fst (s23_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q1] in Hc |- *.
  pose proof (Hs12 (2 + a) 0 ltac:(rewrite Hx; unfold s23_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==0 && c==0 && d==1: the board of s12 *)
Lemma s23_c56_p8 x (Hs12 : s12_claim x) (a : nat) :
  x = s23_board (2 + a) 0 0 1 -> fst (s23_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q8] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 ltac:(rewrite Hx; unfold s23_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==0 && c==0 && d>=2: the board of s12 *)
Lemma s23_c57_p9 x (Hs12 : s12_claim x) (a d : nat) :
  x = s23_board (2 + a) 0 0 (2 + d) -> fst (s23_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q9] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s23_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==0 && c==1 && d==0: the board of s14 *)
Lemma s23_c58_p4 x (Hs14 : s14_claim x) (a : nat) :
  x = s23_board (2 + a) 0 1 0 -> fst (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q4] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 0 ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==0 && c==1 && d==1: the board of s14 *)
Lemma s23_c59_p5 x (Hs14 : s14_claim x) (a : nat) :
  x = s23_board (2 + a) 0 1 1 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 1 ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==0 && c==1 && d>=2: the board of s14 *)
Lemma s23_c60_p5 x (Hs14 : s14_claim x) (a d : nat) :
  x = s23_board (2 + a) 0 1 (2 + d) -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==0 && c>=2 && d==0: the board of s14 *)
Lemma s23_c61_p4 x (Hs14 : s14_claim x) (a c : nat) :
  x = s23_board (2 + a) 0 (2 + c) 0 -> fst (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q4] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==0 && c>=2 && d==1: the board of s14 *)
Lemma s23_c62_p5 x (Hs14 : s14_claim x) (a c : nat) :
  x = s23_board (2 + a) 0 (2 + c) 1 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==0 && c>=2 && d>=2: the board of s14 *)
Lemma s23_c63_p5 x (Hs14 : s14_claim x) (a c d : nat) :
  x = s23_board (2 + a) 0 (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==1 && c==0 && d==0: the board of s20 *)
Lemma s23_c64_p6 x (Hs20 : s20_claim x) (a : nat) :
  x = s23_board (2 + a) 1 0 0 -> fst (s23_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q6] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 0 ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==1 && c==0 && d==1: the board of s20 *)
Lemma s23_c65_p7 x (Hs20 : s20_claim x) (a : nat) :
  x = s23_board (2 + a) 1 0 1 -> fst (s23_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q7] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 1 ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==1 && c==0 && d>=2: the board of s20 *)
Lemma s23_c66_p5 x (Hs20 : s20_claim x) (a d : nat) :
  x = s23_board (2 + a) 1 0 (2 + d) -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c67_L (a : nat) : lmoves (s23_board (2 + a) 1 1 0) = [s23_board (1 + a) 2 1 0; s14_board (2 + a) 2 0; s21_board (2 + a) 1 1 0].
Proof. unfold s14_board, s21_board, s23_board. tf_options. Qed.
Lemma s23_c67_R (a : nat) : rmoves (s23_board (2 + a) 1 1 0) = [s19_board (2 + a) 1 1 0].
Proof. unfold s19_board, s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==1 && c==1 && d==0 *)
Lemma s23_c67_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s23_board (2 + a) 1 1 0 -> fst (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c67_L a), (s23_c67_R a); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 1 0 (opt_l _ _ _ (s23_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 2 0 (opt_l _ _ _ (s23_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 1 0 (opt_l _ _ _ (s23_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH (2 + a) 1 1 0 (opt_r _ _ _ (s23_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s21_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c68_L (a : nat) : lmoves (s23_board (2 + a) 1 1 1) = [s23_board (1 + a) 2 1 1; s14_board (2 + a) 2 1; s21_board (2 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s21_board, s23_board, strip. tf_options. Qed.
Lemma s23_c68_L4 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; E; E; E; F]) [(1, 0)]) (s32_board (2 + a) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c68_R (a : nat) : rmoves (s23_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; E; F]) [(1, 2)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; E; F]) [(1, 2)]) (s19_board (2 + a) 1 1 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; E; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s23_c68_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s23_board (2 + a) 1 1 1 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c68_L a), (s23_c68_R a); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 1 1 (opt_l _ _ _ (s23_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 2 1 (opt_l _ _ _ (s23_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 1 1 (opt_l _ _ _ (s23_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c68_L4 a)).
  pose proof (use_s32 IH (2 + a) 1 1 0 (opt_norm_l _ _ _ _ _ (s23_c68_L a) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c68_L4 a))) as Ho3.
  rewrite (tf_norm_game (s23_c68_R1 a)).
  pose proof (use_s19 IH (2 + a) 1 1 0 (opt_norm_r _ _ _ _ _ (s23_c68_R a) ltac:(cbn [In]; left; reflexivity) (s23_c68_R1 a))) as Ho4.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s32_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p3 Ho4 ltac:(zlia)).
  rewrite (s19_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c69_L (a d : nat) : lmoves (s23_board (2 + a) 1 1 (2 + d)) = [s23_board (1 + a) 2 1 (2 + d); s14_board (2 + a) 2 (2 + d); s21_board (2 + a) 1 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s21_board, s23_board, strip. tf_options. Qed.
Lemma s23_c69_L4 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s36_board (2 + a) 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c69_R (a d : nat) : rmoves (s23_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s23_c69_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s23_board (2 + a) 1 1 (2 + d) -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c69_L a d), (s23_c69_R a d); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s23_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s23_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s23_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c69_L4 a d)).
  pose proof (use_s36 IH (2 + a) 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c69_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c69_L4 a d))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s36_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s36_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s23_c70_L (a c : nat) : lmoves (s23_board (2 + a) 1 (2 + c) 0) = [s23_board (1 + a) 2 (2 + c) 0; s14_board (2 + a) (3 + c) 0; s35_board (2 + a) 1 (1 + c) 1 0].
Proof. unfold s14_board, s23_board, s35_board. tf_options. Qed.
Lemma s23_c70_R (a c : nat) : rmoves (s23_board (2 + a) 1 (2 + c) 0) = [s19_board (2 + a) 1 (2 + c) 0].
Proof. unfold s19_board, s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s23_c70_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s23_board (2 + a) 1 (2 + c) 0 -> fst (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c70_L a c), (s23_c70_R a c); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s23_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s23_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 (1 + c) 1 0 (opt_l _ _ _ (s23_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s23_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  rewrite (s19_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c71_L (a c : nat) : lmoves (s23_board (2 + a) 1 (2 + c) 1) = [s23_board (1 + a) 2 (2 + c) 1; s14_board (2 + a) (3 + c) 1; s35_board (2 + a) 1 (1 + c) 1 1; strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s23_c71_L4 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]) (s32_board (2 + a) 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c71_R (a c : nat) : rmoves (s23_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]) (s19_board (2 + a) 1 (2 + c) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s23_c71_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s23_board (2 + a) 1 (2 + c) 1 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c71_L a c), (s23_c71_R a c); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s23_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s23_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 (1 + c) 1 1 (opt_l _ _ _ (s23_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c71_L4 a c)).
  pose proof (use_s32 IH (2 + a) 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s23_c71_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c71_L4 a c))) as Ho3.
  rewrite (tf_norm_game (s23_c71_R1 a c)).
  pose proof (use_s19 IH (2 + a) 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s23_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s23_c71_R1 a c))) as Ho4.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s32_p7 Ho3 ltac:(zlia)).
  rewrite (s19_p3 Ho4 ltac:(zlia)).
  rewrite (s19_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c72_L (a c d : nat) : lmoves (s23_board (2 + a) 1 (2 + c) (2 + d)) = [s23_board (1 + a) 2 (2 + c) (2 + d); s14_board (2 + a) (3 + c) (2 + d); s35_board (2 + a) 1 (1 + c) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s23_c72_L4 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s36_board (2 + a) 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c72_R (a c d : nat) : rmoves (s23_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s23_c72_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s23_board (2 + a) 1 (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c72_L a c d), (s23_c72_R a c d); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s23_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s23_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s23_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c72_L4 a c d)).
  pose proof (use_s36 IH (2 + a) 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c72_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c72_L4 a c d))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s36_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s36_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b>=2 && c==0 && d==0: the board of s20 *)
Lemma s23_c73_p6 x (Hs20 : s20_claim x) (a b : nat) :
  x = s23_board (2 + a) (2 + b) 0 0 -> fst (s23_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q6] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b>=2 && c==0 && d==1: the board of s20 *)
Lemma s23_c74_p7 x (Hs20 : s20_claim x) (a b : nat) :
  x = s23_board (2 + a) (2 + b) 0 1 -> fst (s23_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q7] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b>=2 && c==0 && d>=2: the board of s20 *)
Lemma s23_c75_p5 x (Hs20 : s20_claim x) (a b d : nat) :
  x = s23_board (2 + a) (2 + b) 0 (2 + d) -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c76_L (a b : nat) : lmoves (s23_board (2 + a) (2 + b) 1 0) = [s23_board (1 + a) (3 + b) 1 0; s23_board (2 + a) (1 + b) 2 0; s21_board (2 + a) (2 + b) 1 0].
Proof. unfold s21_board, s23_board. tf_options. Qed.
Lemma s23_c76_R (a b : nat) : rmoves (s23_board (2 + a) (2 + b) 1 0) = [s19_board (2 + a) (2 + b) 1 0].
Proof. unfold s19_board, s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s23_c76_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s23_board (2 + a) (2 + b) 1 0 -> fst (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c76_L a b), (s23_c76_R a b); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s23_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s23_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) 1 0 (opt_l _ _ _ (s23_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s23_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s23_p4 Ho1 ltac:(zlia)).
  rewrite (s21_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c77_L (a b : nat) : lmoves (s23_board (2 + a) (2 + b) 1 1) = [s23_board (1 + a) (3 + b) 1 1; s23_board (2 + a) (1 + b) 2 1; s21_board (2 + a) (2 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s23_board, strip. tf_options. Qed.
Lemma s23_c77_L4 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; E; F]) [(1, 0)]) (s32_board (2 + a) (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c77_R (a b : nat) : rmoves (s23_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 2)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 2)]) (s19_board (2 + a) (2 + b) 1 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s23_c77_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s23_board (2 + a) (2 + b) 1 1 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c77_L a b), (s23_c77_R a b); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s23_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s23_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s23_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c77_L4 a b)).
  pose proof (use_s32 IH (2 + a) (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s23_c77_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c77_L4 a b))) as Ho3.
  rewrite (tf_norm_game (s23_c77_R1 a b)).
  pose proof (use_s19 IH (2 + a) (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s23_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s23_c77_R1 a b))) as Ho4.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s32_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p3 Ho4 ltac:(zlia)).
  rewrite (s19_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c78_L (a b d : nat) : lmoves (s23_board (2 + a) (2 + b) 1 (2 + d)) = [s23_board (1 + a) (3 + b) 1 (2 + d); s23_board (2 + a) (1 + b) 2 (2 + d); s21_board (2 + a) (2 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s23_board, strip. tf_options. Qed.
Lemma s23_c78_L4 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s36_board (2 + a) (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c78_R (a b d : nat) : rmoves (s23_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s23_c78_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s23_board (2 + a) (2 + b) 1 (2 + d) -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c78_L a b d), (s23_c78_R a b d); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s23_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s23_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) 1 (2 + d) (opt_l _ _ _ (s23_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c78_L4 a b d)).
  pose proof (use_s36 IH (2 + a) (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c78_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c78_L4 a b d))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s36_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s36_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s23_c79_L (a b c : nat) : lmoves (s23_board (2 + a) (2 + b) (2 + c) 0) = [s23_board (1 + a) (3 + b) (2 + c) 0; s23_board (2 + a) (1 + b) (3 + c) 0; s35_board (2 + a) (2 + b) (1 + c) 1 0].
Proof. unfold s23_board, s35_board. tf_options. Qed.
Lemma s23_c79_R (a b c : nat) : rmoves (s23_board (2 + a) (2 + b) (2 + c) 0) = [s19_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s19_board, s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s23_c79_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s23_board (2 + a) (2 + b) (2 + c) 0 -> fst (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c79_L a b c), (s23_c79_R a b c); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s23_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s23_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s23_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s23_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s23_p4 Ho1 ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  rewrite (s19_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c80_L (a b c : nat) : lmoves (s23_board (2 + a) (2 + b) (2 + c) 1) = [s23_board (1 + a) (3 + b) (2 + c) 1; s23_board (2 + a) (1 + b) (3 + c) 1; s35_board (2 + a) (2 + b) (1 + c) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]].
Proof. unfold s23_board, s35_board, strip. tf_options. Qed.
Lemma s23_c80_L4 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]) (s32_board (2 + a) (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c80_R (a b c : nat) : rmoves (s23_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]) (s19_board (2 + a) (2 + b) (2 + c) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s23_c80_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s23_board (2 + a) (2 + b) (2 + c) 1 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c80_L a b c), (s23_c80_R a b c); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s23_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s23_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s23_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c80_L4 a b c)).
  pose proof (use_s32 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s23_c80_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c80_L4 a b c))) as Ho3.
  rewrite (tf_norm_game (s23_c80_R1 a b c)).
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s23_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s23_c80_R1 a b c))) as Ho4.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s32_p7 Ho3 ltac:(zlia)).
  rewrite (s19_p3 Ho4 ltac:(zlia)).
  rewrite (s19_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c81_L (a b c d : nat) : lmoves (s23_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s23_board (1 + a) (3 + b) (2 + c) (2 + d); s23_board (2 + a) (1 + b) (3 + c) (2 + d); s35_board (2 + a) (2 + b) (1 + c) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, s35_board, strip. tf_options. Qed.
Lemma s23_c81_L4 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s36_board (2 + a) (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c81_R (a b c d : nat) : rmoves (s23_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s23_c81_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s23_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c81_L a b c d), (s23_c81_R a b c d); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s23_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s23_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s23_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c81_L4 a b c d)).
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c81_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c81_L4 a b c d))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s36_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s36_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s24 = T^a _ T^b _^4 T^c F on a==0 && b==0 && c==0: the board of s25 *)
Lemma s24_c1_p1 x (Hs25 : s25_claim x) :
  x = s24_board 0 0 0 -> fst (s24_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s24_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^4 T^c F on a==0 && b==0 && c==1: the board of s25 *)
Lemma s24_c2_p1 x (Hs25 : s25_claim x) :
  x = s24_board 0 0 1 -> fst (s24_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q1] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s24_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^4 T^c F on a==0 && b==0 && c>=2: the board of s25 *)
Lemma s24_c3_p2 x (Hs25 : s25_claim x) (c : nat) :
  x = s24_board 0 0 (2 + c) -> fst (s24_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s24_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s24_q2] in Hc |- *.
  pose proof (Hs25 0 (2 + c) ltac:(rewrite Hx; unfold s24_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c4_L : lmoves (s24_board 0 1 0) = [s33_board 0 1 0].
Proof. unfold s24_board, s33_board. tf_options. Qed.
Lemma s24_c4_R : rmoves (s24_board 0 1 0) = [s20_board 0 1 0].
Proof. unfold s20_board, s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a==0 && b==1 && c==0 *)
Lemma s24_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s24_board 0 1 0 -> fst (s24_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s24_q3] in Hc |- *.
  rewrite tf_game_eq, (s24_c4_L), (s24_c4_R); cbn [map].
  pose proof (use_s33 IH 0 1 0 (opt_l _ _ _ (s24_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 0 (opt_r _ _ _ (s24_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c5_L : lmoves (s24_board 0 1 1) = [s33_board 0 1 1].
Proof. unfold s24_board, s33_board. tf_options. Qed.
Lemma s24_c5_R : rmoves (s24_board 0 1 1) = [strip [] ([E; T; E; E; E; F]) [(1, 1)]].
Proof. unfold s24_board, strip. tf_options. Qed.
Lemma s24_c5_R1 : tf_norm (strip [] ([E; T; E; E; E; F]) [(1, 1)]) (s20_board 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; E; E; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a==0 && b==1 && c==1 *)
Lemma s24_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s24_board 0 1 1 -> fst (s24_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q3] in Hc |- *.
  rewrite tf_game_eq, (s24_c5_L), (s24_c5_R); cbn [map].
  pose proof (use_s33 IH 0 1 1 (opt_l _ _ _ (s24_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s24_c5_R1)).
  pose proof (use_s20 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s24_c5_R) ltac:(cbn [In]; left; reflexivity) (s24_c5_R1))) as Ho1.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c6_L (c : nat) : lmoves (s24_board 0 1 (2 + c)) = [s33_board 0 1 (2 + c)].
Proof. unfold s24_board, s33_board. tf_options. Qed.
Lemma s24_c6_R (c : nat) : rmoves (s24_board 0 1 (2 + c)) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a==0 && b==1 && c>=2 *)
Lemma s24_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s24_board 0 1 (2 + c) -> fst (s24_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s24_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s24_q2] in Hc |- *.
  rewrite tf_game_eq, (s24_c6_L c), (s24_c6_R c); cbn [map].
  pose proof (use_s33 IH 0 1 (2 + c) (opt_l _ _ _ (s24_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s24_c7_L (b : nat) : lmoves (s24_board 0 (2 + b) 0) = [s32_board 0 (1 + b) 1 0].
Proof. unfold s24_board, s32_board. tf_options. Qed.
Lemma s24_c7_R (b : nat) : rmoves (s24_board 0 (2 + b) 0) = [s20_board 0 (2 + b) 0].
Proof. unfold s20_board, s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a==0 && b>=2 && c==0 *)
Lemma s24_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 0 (2 + b) 0 -> fst (s24_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s24_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s24_q3] in Hc |- *.
  rewrite tf_game_eq, (s24_c7_L b), (s24_c7_R b); cbn [map].
  pose proof (use_s32 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s24_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) 0 (opt_r _ _ _ (s24_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c8_L (b : nat) : lmoves (s24_board 0 (2 + b) 1) = [s32_board 0 (1 + b) 1 1].
Proof. unfold s24_board, s32_board. tf_options. Qed.
Lemma s24_c8_R (b : nat) : rmoves (s24_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]].
Proof. unfold s24_board, strip. tf_options. Qed.
Lemma s24_c8_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]) (s20_board 0 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a==0 && b>=2 && c==1 *)
Lemma s24_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 0 (2 + b) 1 -> fst (s24_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s24_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q3] in Hc |- *.
  rewrite tf_game_eq, (s24_c8_L b), (s24_c8_R b); cbn [map].
  pose proof (use_s32 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s24_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s24_c8_R1 b)).
  pose proof (use_s20 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s24_c8_R b) ltac:(cbn [In]; left; reflexivity) (s24_c8_R1 b))) as Ho1.
  rewrite (s32_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c9_L (b c : nat) : lmoves (s24_board 0 (2 + b) (2 + c)) = [s32_board 0 (1 + b) 1 (2 + c)].
Proof. unfold s24_board, s32_board. tf_options. Qed.
Lemma s24_c9_R (b c : nat) : rmoves (s24_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a==0 && b>=2 && c>=2 *)
Lemma s24_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s24_board 0 (2 + b) (2 + c) -> fst (s24_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s24_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s24_q2] in Hc |- *.
  rewrite tf_game_eq, (s24_c9_L b c), (s24_c9_R b c); cbn [map].
  pose proof (use_s32 IH 0 (1 + b) 1 (2 + c) (opt_l _ _ _ (s24_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s24 = T^a _ T^b _^4 T^c F on a==1 && b==0 && c==0: the board of s25 *)
Lemma s24_c10_p4 x (Hs25 : s25_claim x) :
  x = s24_board 1 0 0 -> fst (s24_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q4] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s24_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s24 = T^a _ T^b _^4 T^c F on a==1 && b==0 && c==1: the board of s25 *)
Lemma s24_c11_p4 x (Hs25 : s25_claim x) :
  x = s24_board 1 0 1 -> fst (s24_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q4] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s24_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s24 = T^a _ T^b _^4 T^c F on a==1 && b==0 && c>=2: the board of s25 *)
Lemma s24_c12_p2 x (Hs25 : s25_claim x) (c : nat) :
  x = s24_board 1 0 (2 + c) -> fst (s24_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s24_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s24_q2] in Hc |- *.
  pose proof (Hs25 1 (2 + c) ltac:(rewrite Hx; unfold s24_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c13_L : lmoves (s24_board 1 1 0) = [s24_board 0 2 0; s33_board 1 1 0].
Proof. unfold s24_board, s33_board. tf_options. Qed.
Lemma s24_c13_R : rmoves (s24_board 1 1 0) = [s20_board 1 1 0].
Proof. unfold s20_board, s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a==1 && b==1 && c==0 *)
Lemma s24_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s24_board 1 1 0 -> fst (s24_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s24_q3] in Hc |- *.
  rewrite tf_game_eq, (s24_c13_L), (s24_c13_R); cbn [map].
  pose proof (use_s24 IH 0 2 0 (opt_l _ _ _ (s24_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 1 0 (opt_l _ _ _ (s24_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 0 (opt_r _ _ _ (s24_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c14_L : lmoves (s24_board 1 1 1) = [s24_board 0 2 1; s33_board 1 1 1].
Proof. unfold s24_board, s33_board. tf_options. Qed.
Lemma s24_c14_R : rmoves (s24_board 1 1 1) = [strip [] ([T; E; T; E; E; E; F]) [(1, 1)]].
Proof. unfold s24_board, strip. tf_options. Qed.
Lemma s24_c14_R1 : tf_norm (strip [] ([T; E; T; E; E; E; F]) [(1, 1)]) (s20_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; E; E; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a==1 && b==1 && c==1 *)
Lemma s24_c14_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s24_board 1 1 1 -> fst (s24_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q3] in Hc |- *.
  rewrite tf_game_eq, (s24_c14_L), (s24_c14_R); cbn [map].
  pose proof (use_s24 IH 0 2 1 (opt_l _ _ _ (s24_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 1 1 (opt_l _ _ _ (s24_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s24_c14_R1)).
  pose proof (use_s20 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s24_c14_R) ltac:(cbn [In]; left; reflexivity) (s24_c14_R1))) as Ho2.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c15_L (c : nat) : lmoves (s24_board 1 1 (2 + c)) = [s24_board 0 2 (2 + c); s33_board 1 1 (2 + c)].
Proof. unfold s24_board, s33_board. tf_options. Qed.
Lemma s24_c15_R (c : nat) : rmoves (s24_board 1 1 (2 + c)) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a==1 && b==1 && c>=2 *)
Lemma s24_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s24_board 1 1 (2 + c) -> fst (s24_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s24_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s24_q2] in Hc |- *.
  rewrite tf_game_eq, (s24_c15_L c), (s24_c15_R c); cbn [map].
  pose proof (use_s24 IH 0 2 (2 + c) (opt_l _ _ _ (s24_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 1 (2 + c) (opt_l _ _ _ (s24_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s24_c16_L (b : nat) : lmoves (s24_board 1 (2 + b) 0) = [s24_board 0 (3 + b) 0; s32_board 1 (1 + b) 1 0].
Proof. unfold s24_board, s32_board. tf_options. Qed.
Lemma s24_c16_R (b : nat) : rmoves (s24_board 1 (2 + b) 0) = [s20_board 1 (2 + b) 0].
Proof. unfold s20_board, s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a==1 && b>=2 && c==0 *)
Lemma s24_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 1 (2 + b) 0 -> fst (s24_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s24_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s24_q3] in Hc |- *.
  rewrite tf_game_eq, (s24_c16_L b), (s24_c16_R b); cbn [map].
  pose proof (use_s24 IH 0 (3 + b) 0 (opt_l _ _ _ (s24_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s24_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) 0 (opt_r _ _ _ (s24_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c17_L (b : nat) : lmoves (s24_board 1 (2 + b) 1) = [s24_board 0 (3 + b) 1; s32_board 1 (1 + b) 1 1].
Proof. unfold s24_board, s32_board. tf_options. Qed.
Lemma s24_c17_R (b : nat) : rmoves (s24_board 1 (2 + b) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]].
Proof. unfold s24_board, strip. tf_options. Qed.
Lemma s24_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]) (s20_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a==1 && b>=2 && c==1 *)
Lemma s24_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 1 (2 + b) 1 -> fst (s24_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s24_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q3] in Hc |- *.
  rewrite tf_game_eq, (s24_c17_L b), (s24_c17_R b); cbn [map].
  pose proof (use_s24 IH 0 (3 + b) 1 (opt_l _ _ _ (s24_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s24_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s24_c17_R1 b)).
  pose proof (use_s20 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s24_c17_R b) ltac:(cbn [In]; left; reflexivity) (s24_c17_R1 b))) as Ho2.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  rewrite (s32_p22 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c18_L (b c : nat) : lmoves (s24_board 1 (2 + b) (2 + c)) = [s24_board 0 (3 + b) (2 + c); s32_board 1 (1 + b) 1 (2 + c)].
Proof. unfold s24_board, s32_board. tf_options. Qed.
Lemma s24_c18_R (b c : nat) : rmoves (s24_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a==1 && b>=2 && c>=2 *)
Lemma s24_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s24_board 1 (2 + b) (2 + c) -> fst (s24_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s24_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s24_q2] in Hc |- *.
  rewrite tf_game_eq, (s24_c18_L b c), (s24_c18_R b c); cbn [map].
  pose proof (use_s24 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s24_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s24_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  rewrite (s32_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s24 = T^a _ T^b _^4 T^c F on a>=2 && b==0 && c==0: the board of s25 *)
Lemma s24_c19_p4 x (Hs25 : s25_claim x) (a : nat) :
  x = s24_board (2 + a) 0 0 -> fst (s24_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q4] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s24_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s24 = T^a _ T^b _^4 T^c F on a>=2 && b==0 && c==1: the board of s25 *)
Lemma s24_c20_p4 x (Hs25 : s25_claim x) (a : nat) :
  x = s24_board (2 + a) 0 1 -> fst (s24_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q4] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s24_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s24 = T^a _ T^b _^4 T^c F on a>=2 && b==0 && c>=2: the board of s25 *)
Lemma s24_c21_p2 x (Hs25 : s25_claim x) (a c : nat) :
  x = s24_board (2 + a) 0 (2 + c) -> fst (s24_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s24_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s24_q2] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s24_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c22_L (a : nat) : lmoves (s24_board (2 + a) 1 0) = [s24_board (1 + a) 2 0; s33_board (2 + a) 1 0].
Proof. unfold s24_board, s33_board. tf_options. Qed.
Lemma s24_c22_R (a : nat) : rmoves (s24_board (2 + a) 1 0) = [s20_board (2 + a) 1 0].
Proof. unfold s20_board, s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a>=2 && b==1 && c==0 *)
Lemma s24_c22_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s24_board (2 + a) 1 0 -> fst (s24_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s24_q3] in Hc |- *.
  rewrite tf_game_eq, (s24_c22_L a), (s24_c22_R a); cbn [map].
  pose proof (use_s24 IH (1 + a) 2 0 (opt_l _ _ _ (s24_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 1 0 (opt_l _ _ _ (s24_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 0 (opt_r _ _ _ (s24_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c23_L (a : nat) : lmoves (s24_board (2 + a) 1 1) = [s24_board (1 + a) 2 1; s33_board (2 + a) 1 1].
Proof. unfold s24_board, s33_board. tf_options. Qed.
Lemma s24_c23_R (a : nat) : rmoves (s24_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; E; E; F]) [(1, 1)]].
Proof. unfold s24_board, strip. tf_options. Qed.
Lemma s24_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; E; F]) [(1, 1)]) (s20_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; E; E; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a>=2 && b==1 && c==1 *)
Lemma s24_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s24_board (2 + a) 1 1 -> fst (s24_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q3] in Hc |- *.
  rewrite tf_game_eq, (s24_c23_L a), (s24_c23_R a); cbn [map].
  pose proof (use_s24 IH (1 + a) 2 1 (opt_l _ _ _ (s24_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 1 1 (opt_l _ _ _ (s24_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s24_c23_R1 a)).
  pose proof (use_s20 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s24_c23_R a) ltac:(cbn [In]; left; reflexivity) (s24_c23_R1 a))) as Ho2.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c24_L (a c : nat) : lmoves (s24_board (2 + a) 1 (2 + c)) = [s24_board (1 + a) 2 (2 + c); s33_board (2 + a) 1 (2 + c)].
Proof. unfold s24_board, s33_board. tf_options. Qed.
Lemma s24_c24_R (a c : nat) : rmoves (s24_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a>=2 && b==1 && c>=2 *)
Lemma s24_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s24_board (2 + a) 1 (2 + c) -> fst (s24_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s24_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s24_q2] in Hc |- *.
  rewrite tf_game_eq, (s24_c24_L a c), (s24_c24_R a c); cbn [map].
  pose proof (use_s24 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s24_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s24_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s24_c25_L (a b : nat) : lmoves (s24_board (2 + a) (2 + b) 0) = [s24_board (1 + a) (3 + b) 0; s32_board (2 + a) (1 + b) 1 0].
Proof. unfold s24_board, s32_board. tf_options. Qed.
Lemma s24_c25_R (a b : nat) : rmoves (s24_board (2 + a) (2 + b) 0) = [s20_board (2 + a) (2 + b) 0].
Proof. unfold s20_board, s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a>=2 && b>=2 && c==0 *)
Lemma s24_c25_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s24_board (2 + a) (2 + b) 0 -> fst (s24_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s24_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s24_q3] in Hc |- *.
  rewrite tf_game_eq, (s24_c25_L a b), (s24_c25_R a b); cbn [map].
  pose proof (use_s24 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s24_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s24_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s24_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c26_L (a b : nat) : lmoves (s24_board (2 + a) (2 + b) 1) = [s24_board (1 + a) (3 + b) 1; s32_board (2 + a) (1 + b) 1 1].
Proof. unfold s24_board, s32_board. tf_options. Qed.
Lemma s24_c26_R (a b : nat) : rmoves (s24_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]].
Proof. unfold s24_board, strip. tf_options. Qed.
Lemma s24_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]) (s20_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a>=2 && b>=2 && c==1 *)
Lemma s24_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s24_board (2 + a) (2 + b) 1 -> fst (s24_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s24_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q3] in Hc |- *.
  rewrite tf_game_eq, (s24_c26_L a b), (s24_c26_R a b); cbn [map].
  pose proof (use_s24 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s24_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s24_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s24_c26_R1 a b)).
  pose proof (use_s20 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s24_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s24_c26_R1 a b))) as Ho2.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  rewrite (s32_p22 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c27_L (a b c : nat) : lmoves (s24_board (2 + a) (2 + b) (2 + c)) = [s24_board (1 + a) (3 + b) (2 + c); s32_board (2 + a) (1 + b) 1 (2 + c)].
Proof. unfold s24_board, s32_board. tf_options. Qed.
Lemma s24_c27_R (a b c : nat) : rmoves (s24_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^4 T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s24_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s24_board (2 + a) (2 + b) (2 + c) -> fst (s24_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s24_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s24_q2] in Hc |- *.
  rewrite tf_game_eq, (s24_c27_L a b c), (s24_c27_R a b c); cbn [map].
  pose proof (use_s24 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s24_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s24_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  rewrite (s32_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c1_L : lmoves (s25_board 0 0) = [].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c1_R : rmoves (s25_board 0 0) = [strip [(4, 1)] ([E]) []].
Proof. unfold s25_board, strip. tf_options. Qed.
Lemma s25_c1_R1 : tf_norm (strip [(4, 1)] ([E]) []) (repeat E 5) (-4).
Proof. apply (tf_norm_by _ [(4, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s25 = T^a _^5 T^b F on a==0 && b==0 *)
Lemma s25_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s25_board 0 0 -> fst (s25_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s25_q1] in Hc |- *.
  rewrite tf_game_eq, (s25_c1_L), (s25_c1_R); cbn [map].
  rewrite (tf_norm_blank (s25_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s25_c2_L : lmoves (s25_board 0 1) = [].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c2_R : rmoves (s25_board 0 1) = [strip [(4, 1)] ([]) [(1, 1)]].
Proof. unfold s25_board, strip. tf_options. Qed.
Lemma s25_c2_R1 : tf_norm (strip [(4, 1)] ([]) [(1, 1)]) (repeat E 5) (-3).
Proof. apply (tf_norm_by _ [(4, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s25 = T^a _^5 T^b F on a==0 && b==1 *)
Lemma s25_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s25_board 0 1 -> fst (s25_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q1] in Hc |- *.
  rewrite tf_game_eq, (s25_c2_L), (s25_c2_R); cbn [map].
  rewrite (tf_norm_blank (s25_c2_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s25_c3_L (b : nat) : lmoves (s25_board 0 (2 + b)) = [].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c3_R (b : nat) : rmoves (s25_board 0 (2 + b)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _^5 T^b F on a==0 && b>=2 *)
Lemma s25_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s25_board 0 (2 + b) -> fst (s25_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s25_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s25_q2] in Hc |- *.
  rewrite tf_game_eq, (s25_c3_L b), (s25_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s25_c4_L : lmoves (s25_board 1 0) = [s24_board 0 1 0].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c4_R : rmoves (s25_board 1 0) = [s12_board 1 0].
Proof. unfold s12_board, s25_board. tf_options. Qed.
(* s25 = T^a _^5 T^b F on a==1 && b==0 *)
Lemma s25_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s25_board 1 0 -> fst (s25_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s25_q3] in Hc |- *.
  rewrite tf_game_eq, (s25_c4_L), (s25_c4_R); cbn [map].
  pose proof (use_s24 IH 0 1 0 (opt_l _ _ _ (s25_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 0 (opt_r _ _ _ (s25_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c5_L : lmoves (s25_board 1 1) = [s24_board 0 1 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c5_R : rmoves (s25_board 1 1) = [strip [] ([T; E; E; E; E; F]) [(1, 1)]].
Proof. unfold s25_board, strip. tf_options. Qed.
Lemma s25_c5_R1 : tf_norm (strip [] ([T; E; E; E; E; F]) [(1, 1)]) (s12_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; E; E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s25 = T^a _^5 T^b F on a==1 && b==1 *)
Lemma s25_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s25_board 1 1 -> fst (s25_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q3] in Hc |- *.
  rewrite tf_game_eq, (s25_c5_L), (s25_c5_R); cbn [map].
  pose proof (use_s24 IH 0 1 1 (opt_l _ _ _ (s25_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s25_c5_R1)).
  pose proof (use_s12 IH 1 0 (opt_norm_r _ _ _ _ _ (s25_c5_R) ltac:(cbn [In]; left; reflexivity) (s25_c5_R1))) as Ho1.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p1 Ho1 ltac:(zlia)).
  rewrite (s12_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c6_L (b : nat) : lmoves (s25_board 1 (2 + b)) = [s24_board 0 1 (2 + b)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c6_R (b : nat) : rmoves (s25_board 1 (2 + b)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _^5 T^b F on a==1 && b>=2 *)
Lemma s25_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s25_board 1 (2 + b) -> fst (s25_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s25_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s25_q2] in Hc |- *.
  rewrite tf_game_eq, (s25_c6_L b), (s25_c6_R b); cbn [map].
  pose proof (use_s24 IH 0 1 (2 + b) (opt_l _ _ _ (s25_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c7_L (a : nat) : lmoves (s25_board (2 + a) 0) = [s24_board (1 + a) 1 0].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c7_R (a : nat) : rmoves (s25_board (2 + a) 0) = [s12_board (2 + a) 0].
Proof. unfold s12_board, s25_board. tf_options. Qed.
(* s25 = T^a _^5 T^b F on a>=2 && b==0 *)
Lemma s25_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s25_board (2 + a) 0 -> fst (s25_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s25_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s25_q3] in Hc |- *.
  rewrite tf_game_eq, (s25_c7_L a), (s25_c7_R a); cbn [map].
  pose proof (use_s24 IH (1 + a) 1 0 (opt_l _ _ _ (s25_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 0 (opt_r _ _ _ (s25_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c8_L (a : nat) : lmoves (s25_board (2 + a) 1) = [s24_board (1 + a) 1 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c8_R (a : nat) : rmoves (s25_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [E; E; E; E; F]) [(1, 1)]].
Proof. unfold s25_board, strip. tf_options. Qed.
Lemma s25_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; E; F]) [(1, 1)]) (s12_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; E; E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s25 = T^a _^5 T^b F on a>=2 && b==1 *)
Lemma s25_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s25_board (2 + a) 1 -> fst (s25_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s25_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q3] in Hc |- *.
  rewrite tf_game_eq, (s25_c8_L a), (s25_c8_R a); cbn [map].
  pose proof (use_s24 IH (1 + a) 1 1 (opt_l _ _ _ (s25_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s25_c8_R1 a)).
  pose proof (use_s12 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s25_c8_R a) ltac:(cbn [In]; left; reflexivity) (s25_c8_R1 a))) as Ho1.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p1 Ho1 ltac:(zlia)).
  rewrite (s12_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c9_L (a b : nat) : lmoves (s25_board (2 + a) (2 + b)) = [s24_board (1 + a) 1 (2 + b)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c9_R (a b : nat) : rmoves (s25_board (2 + a) (2 + b)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _^5 T^b F on a>=2 && b>=2 *)
Lemma s25_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s25_board (2 + a) (2 + b) -> fst (s25_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s25_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s25_q2] in Hc |- *.
  rewrite tf_game_eq, (s25_c9_L a b), (s25_c9_R a b); cbn [map].
  pose proof (use_s24 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s25_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s26 = T^a _^4 T^b _ T^c F on a==0 && b==0 && c==0: the board of s25 *)
Lemma s26_c1_p1 x (Hs25 : s25_claim x) :
  x = s26_board 0 0 0 -> fst (s26_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s26_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s26_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s26_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s26 = T^a _^4 T^b _ T^c F on a==0 && b==0 && c==1: the board of s25 *)
Lemma s26_c2_p1 x (Hs25 : s25_claim x) :
  x = s26_board 0 0 1 -> fst (s26_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s26_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s26_q1] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s26_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s26 = T^a _^4 T^b _ T^c F on a==0 && b==0 && c>=2: the board of s25 *)
Lemma s26_c3_p4 x (Hs25 : s25_claim x) (c : nat) :
  x = s26_board 0 0 (2 + c) -> fst (s26_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s26_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s26_q4] in Hc |- *.
  pose proof (Hs25 0 (2 + c) ltac:(rewrite Hx; unfold s26_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s26_c4_L : lmoves (s26_board 0 1 0) = [s25_board 0 1].
Proof. unfold s25_board, s26_board. tf_options. Qed.
Lemma s26_c4_R : rmoves (s26_board 0 1 0) = [s12_board 0 1].
Proof. unfold s12_board, s26_board. tf_options. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a==0 && b==1 && c==0 *)
Lemma s26_c4_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s26_board 0 1 0 -> fst (s26_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s26_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q2] in Hc |- *.
  rewrite tf_game_eq, (s26_c4_L), (s26_c4_R); cbn [map].
  pose proof (use_s25 IH 0 1 (opt_l _ _ _ (s26_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 0 1 (opt_r _ _ _ (s26_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  rewrite (s12_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s26_c5_L : lmoves (s26_board 0 1 1) = [s25_board 0 2].
Proof. unfold s25_board, s26_board. tf_options. Qed.
Lemma s26_c5_R : rmoves (s26_board 0 1 1) = [strip [] ([E; E; E; E; T; F]) [(1, 1)]].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c5_R1 : tf_norm (strip [] ([E; E; E; E; T; F]) [(1, 1)]) (s12_board 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a==0 && b==1 && c==1 *)
Lemma s26_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s26_board 0 1 1 -> fst (s26_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s26_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q5] in Hc |- *.
  rewrite tf_game_eq, (s26_c5_L), (s26_c5_R); cbn [map].
  pose proof (use_s25 IH 0 2 (opt_l _ _ _ (s26_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s26_c5_R1)).
  pose proof (use_s12 IH 0 1 (opt_norm_r _ _ _ _ _ (s26_c5_R) ltac:(cbn [In]; left; reflexivity) (s26_c5_R1))) as Ho1.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p1 Ho1 ltac:(zlia)).
  rewrite (s12_p1_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s26_c6_L (c : nat) : lmoves (s26_board 0 1 (2 + c)) = [s25_board 0 (3 + c)].
Proof. unfold s25_board, s26_board. tf_options. Qed.
Lemma s26_c6_R (c : nat) : rmoves (s26_board 0 1 (2 + c)) = [].
Proof. unfold s26_board. tf_options. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a==0 && b==1 && c>=2 *)
Lemma s26_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s26_board 0 1 (2 + c) -> fst (s26_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s26_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s26_q4] in Hc |- *.
  rewrite tf_game_eq, (s26_c6_L c), (s26_c6_R c); cbn [map].
  pose proof (use_s25 IH 0 (3 + c) (opt_l _ _ _ (s26_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s26_c7_L (b : nat) : lmoves (s26_board 0 (2 + b) 0) = [s26_board 0 (1 + b) 1].
Proof. unfold s26_board. tf_options. Qed.
Lemma s26_c7_R (b : nat) : rmoves (s26_board 0 (2 + b) 0) = [s12_board 0 (2 + b)].
Proof. unfold s12_board, s26_board. tf_options. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a==0 && b>=2 && c==0 *)
Lemma s26_c7_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 0 (2 + b) 0 -> fst (s26_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s26_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q2] in Hc |- *.
  rewrite tf_game_eq, (s26_c7_L b), (s26_c7_R b); cbn [map].
  pose proof (use_s26 IH 0 (1 + b) 1 (opt_l _ _ _ (s26_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 0 (2 + b) (opt_r _ _ _ (s26_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s26_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 0 (2 + b) 0 -> fst (s26_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s26_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q8] in Hc |- *.
  rewrite tf_game_eq, (s26_c7_L b), (s26_c7_R b); cbn [map].
  pose proof (use_s26 IH 0 (1 + b) 1 (opt_l _ _ _ (s26_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 0 (2 + b) (opt_r _ _ _ (s26_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s26_p6 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s26_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 0 (2 + b) 0 -> fst (s26_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s26_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q10] in Hc |- *.
  rewrite tf_game_eq, (s26_c7_L b), (s26_c7_R b); cbn [map].
  pose proof (use_s26 IH 0 (1 + b) 1 (opt_l _ _ _ (s26_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 0 (2 + b) (opt_r _ _ _ (s26_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s26_c8_L (b : nat) : lmoves (s26_board 0 (2 + b) 1) = [s26_board 0 (1 + b) 2].
Proof. unfold s26_board. tf_options. Qed.
Lemma s26_c8_R (b : nat) : rmoves (s26_board 0 (2 + b) 1) = [strip [] (E :: E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c8_R1 (b : nat) : tf_norm (strip [] (E :: E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s12_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a==0 && b>=2 && c==1 *)
Lemma s26_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 0 (2 + b) 1 -> fst (s26_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s26_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q6] in Hc |- *.
  rewrite tf_game_eq, (s26_c8_L b), (s26_c8_R b); cbn [map].
  pose proof (use_s26 IH 0 (1 + b) 2 (opt_l _ _ _ (s26_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s26_c8_R1 b)).
  pose proof (use_s12 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s26_c8_R b) ltac:(cbn [In]; left; reflexivity) (s26_c8_R1 b))) as Ho1.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s26_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 0 (2 + b) 1 -> fst (s26_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s26_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q9] in Hc |- *.
  rewrite tf_game_eq, (s26_c8_L b), (s26_c8_R b); cbn [map].
  pose proof (use_s26 IH 0 (1 + b) 2 (opt_l _ _ _ (s26_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s26_c8_R1 b)).
  pose proof (use_s12 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s26_c8_R b) ltac:(cbn [In]; left; reflexivity) (s26_c8_R1 b))) as Ho1.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s26_c9_L (b c : nat) : lmoves (s26_board 0 (2 + b) (2 + c)) = [s26_board 0 (1 + b) (3 + c)].
Proof. unfold s26_board. tf_options. Qed.
Lemma s26_c9_R (b c : nat) : rmoves (s26_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s26_board. tf_options. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a==0 && b>=2 && c>=2 *)
Lemma s26_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s26_board 0 (2 + b) (2 + c) -> fst (s26_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s26_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s26_q4] in Hc |- *.
  rewrite tf_game_eq, (s26_c9_L b c), (s26_c9_R b c); cbn [map].
  pose proof (use_s26 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s26_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s26 = T^a _^4 T^b _ T^c F on a==1 && b==0 && c==0: the board of s25 *)
Lemma s26_c10_p7 x (Hs25 : s25_claim x) :
  x = s26_board 1 0 0 -> fst (s26_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s26_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s26_q7] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s26_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s26 = T^a _^4 T^b _ T^c F on a==1 && b==0 && c==1: the board of s25 *)
Lemma s26_c11_p7 x (Hs25 : s25_claim x) :
  x = s26_board 1 0 1 -> fst (s26_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s26_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s26_q7] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s26_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s26 = T^a _^4 T^b _ T^c F on a==1 && b==0 && c>=2: the board of s25 *)
Lemma s26_c12_p4 x (Hs25 : s25_claim x) (c : nat) :
  x = s26_board 1 0 (2 + c) -> fst (s26_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s26_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s26_q4] in Hc |- *.
  pose proof (Hs25 1 (2 + c) ltac:(rewrite Hx; unfold s26_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s26_c13_L : lmoves (s26_board 1 1 0) = [s27_board 0 1 1 0; s25_board 1 1].
Proof. unfold s25_board, s26_board, s27_board. tf_options. Qed.
Lemma s26_c13_R : rmoves (s26_board 1 1 0) = [s12_board 1 1].
Proof. unfold s12_board, s26_board. tf_options. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a==1 && b==1 && c==0 *)
Lemma s26_c13_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s26_board 1 1 0 -> fst (s26_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s26_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q7] in Hc |- *.
  rewrite tf_game_eq, (s26_c13_L), (s26_c13_R); cbn [map].
  pose proof (use_s27 IH 0 1 1 0 (opt_l _ _ _ (s26_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 1 (opt_l _ _ _ (s26_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s12 IH 1 1 (opt_r _ _ _ (s26_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  rewrite (s25_p3 Ho1 ltac:(zlia)).
  rewrite (s12_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c14_L : lmoves (s26_board 1 1 1) = [s27_board 0 1 1 1; s25_board 1 2].
Proof. unfold s25_board, s26_board, s27_board. tf_options. Qed.
Lemma s26_c14_R : rmoves (s26_board 1 1 1) = [strip [] ([T; E; E; E; E; T; F]) [(1, 1)]].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c14_R1 : tf_norm (strip [] ([T; E; E; E; E; T; F]) [(1, 1)]) (s12_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a==1 && b==1 && c==1 *)
Lemma s26_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s26_board 1 1 1 -> fst (s26_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s26_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q5] in Hc |- *.
  rewrite tf_game_eq, (s26_c14_L), (s26_c14_R); cbn [map].
  pose proof (use_s27 IH 0 1 1 1 (opt_l _ _ _ (s26_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 2 (opt_l _ _ _ (s26_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s26_c14_R1)).
  pose proof (use_s12 IH 1 1 (opt_norm_r _ _ _ _ _ (s26_c14_R) ltac:(cbn [In]; left; reflexivity) (s26_c14_R1))) as Ho2.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  rewrite (s25_p2 Ho1 ltac:(zlia)).
  rewrite (s12_p1 Ho2 ltac:(zlia)).
  rewrite (s12_p1_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c15_L (c : nat) : lmoves (s26_board 1 1 (2 + c)) = [s27_board 0 1 1 (2 + c); s25_board 1 (3 + c)].
Proof. unfold s25_board, s26_board, s27_board. tf_options. Qed.
Lemma s26_c15_R (c : nat) : rmoves (s26_board 1 1 (2 + c)) = [].
Proof. unfold s26_board. tf_options. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a==1 && b==1 && c>=2 *)
Lemma s26_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s26_board 1 1 (2 + c) -> fst (s26_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s26_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s26_q4] in Hc |- *.
  rewrite tf_game_eq, (s26_c15_L c), (s26_c15_R c); cbn [map].
  pose proof (use_s27 IH 0 1 1 (2 + c) (opt_l _ _ _ (s26_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (3 + c) (opt_l _ _ _ (s26_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  rewrite (s25_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s26_c16_L (b : nat) : lmoves (s26_board 1 (2 + b) 0) = [s27_board 0 1 (2 + b) 0; s26_board 1 (1 + b) 1].
Proof. unfold s26_board, s27_board. tf_options. Qed.
Lemma s26_c16_R (b : nat) : rmoves (s26_board 1 (2 + b) 0) = [s12_board 1 (2 + b)].
Proof. unfold s12_board, s26_board. tf_options. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a==1 && b>=2 && c==0 *)
Lemma s26_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 1 (2 + b) 0 -> fst (s26_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s26_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q3] in Hc |- *.
  rewrite tf_game_eq, (s26_c16_L b), (s26_c16_R b); cbn [map].
  pose proof (use_s27 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s26_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 (1 + b) 1 (opt_l _ _ _ (s26_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s12 IH 1 (2 + b) (opt_r _ _ _ (s26_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  rewrite (s26_p5 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s26_c16_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 1 (2 + b) 0 -> fst (s26_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s26_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q10] in Hc |- *.
  rewrite tf_game_eq, (s26_c16_L b), (s26_c16_R b); cbn [map].
  pose proof (use_s27 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s26_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 (1 + b) 1 (opt_l _ _ _ (s26_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s12 IH 1 (2 + b) (opt_r _ _ _ (s26_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  rewrite (s26_p9 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c17_L (b : nat) : lmoves (s26_board 1 (2 + b) 1) = [s27_board 0 1 (2 + b) 1; s26_board 1 (1 + b) 2].
Proof. unfold s26_board, s27_board. tf_options. Qed.
Lemma s26_c17_R (b : nat) : rmoves (s26_board 1 (2 + b) 1) = [strip [] (T :: E :: E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s12_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a==1 && b>=2 && c==1 *)
Lemma s26_c17_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 1 (2 + b) 1 -> fst (s26_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s26_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q9] in Hc |- *.
  rewrite tf_game_eq, (s26_c17_L b), (s26_c17_R b); cbn [map].
  pose proof (use_s27 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s26_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 (1 + b) 2 (opt_l _ _ _ (s26_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s26_c17_R1 b)).
  pose proof (use_s12 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s26_c17_R b) ltac:(cbn [In]; left; reflexivity) (s26_c17_R1 b))) as Ho2.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  rewrite (s26_p4 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c18_L (b c : nat) : lmoves (s26_board 1 (2 + b) (2 + c)) = [s27_board 0 1 (2 + b) (2 + c); s26_board 1 (1 + b) (3 + c)].
Proof. unfold s26_board, s27_board. tf_options. Qed.
Lemma s26_c18_R (b c : nat) : rmoves (s26_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s26_board. tf_options. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a==1 && b>=2 && c>=2 *)
Lemma s26_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s26_board 1 (2 + b) (2 + c) -> fst (s26_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s26_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s26_q4] in Hc |- *.
  rewrite tf_game_eq, (s26_c18_L b c), (s26_c18_R b c); cbn [map].
  pose proof (use_s27 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s26_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s26_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  rewrite (s26_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s26 = T^a _^4 T^b _ T^c F on a>=2 && b==0 && c==0: the board of s25 *)
Lemma s26_c19_p7 x (Hs25 : s25_claim x) (a : nat) :
  x = s26_board (2 + a) 0 0 -> fst (s26_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s26_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s26_q7] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s26_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s26 = T^a _^4 T^b _ T^c F on a>=2 && b==0 && c==1: the board of s25 *)
Lemma s26_c20_p7 x (Hs25 : s25_claim x) (a : nat) :
  x = s26_board (2 + a) 0 1 -> fst (s26_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s26_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s26_q7] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s26_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s26 = T^a _^4 T^b _ T^c F on a>=2 && b==0 && c>=2: the board of s25 *)
Lemma s26_c21_p4 x (Hs25 : s25_claim x) (a c : nat) :
  x = s26_board (2 + a) 0 (2 + c) -> fst (s26_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s26_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s26_q4] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s26_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s26_c22_L (a : nat) : lmoves (s26_board (2 + a) 1 0) = [s27_board (1 + a) 1 1 0; s25_board (2 + a) 1].
Proof. unfold s25_board, s26_board, s27_board. tf_options. Qed.
Lemma s26_c22_R (a : nat) : rmoves (s26_board (2 + a) 1 0) = [s12_board (2 + a) 1].
Proof. unfold s12_board, s26_board. tf_options. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a>=2 && b==1 && c==0 *)
Lemma s26_c22_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 1 0 -> fst (s26_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s26_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q7] in Hc |- *.
  rewrite tf_game_eq, (s26_c22_L a), (s26_c22_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 1 0 (opt_l _ _ _ (s26_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) 1 (opt_l _ _ _ (s26_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s12 IH (2 + a) 1 (opt_r _ _ _ (s26_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  rewrite (s25_p3 Ho1 ltac:(zlia)).
  rewrite (s12_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c23_L (a : nat) : lmoves (s26_board (2 + a) 1 1) = [s27_board (1 + a) 1 1 1; s25_board (2 + a) 2].
Proof. unfold s25_board, s26_board, s27_board. tf_options. Qed.
Lemma s26_c23_R (a : nat) : rmoves (s26_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; E; E; T; F]) [(1, 1)]].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; E; T; F]) [(1, 1)]) (s12_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a>=2 && b==1 && c==1 *)
Lemma s26_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 1 1 -> fst (s26_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s26_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q5] in Hc |- *.
  rewrite tf_game_eq, (s26_c23_L a), (s26_c23_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 1 1 (opt_l _ _ _ (s26_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) 2 (opt_l _ _ _ (s26_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s26_c23_R1 a)).
  pose proof (use_s12 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s26_c23_R a) ltac:(cbn [In]; left; reflexivity) (s26_c23_R1 a))) as Ho2.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  rewrite (s25_p2 Ho1 ltac:(zlia)).
  rewrite (s12_p1 Ho2 ltac:(zlia)).
  rewrite (s12_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c24_L (a c : nat) : lmoves (s26_board (2 + a) 1 (2 + c)) = [s27_board (1 + a) 1 1 (2 + c); s25_board (2 + a) (3 + c)].
Proof. unfold s25_board, s26_board, s27_board. tf_options. Qed.
Lemma s26_c24_R (a c : nat) : rmoves (s26_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s26_board. tf_options. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a>=2 && b==1 && c>=2 *)
Lemma s26_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s26_board (2 + a) 1 (2 + c) -> fst (s26_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s26_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s26_q4] in Hc |- *.
  rewrite tf_game_eq, (s26_c24_L a c), (s26_c24_R a c); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s26_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (3 + c) (opt_l _ _ _ (s26_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  rewrite (s25_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s26_c25_L (a b : nat) : lmoves (s26_board (2 + a) (2 + b) 0) = [s27_board (1 + a) 1 (2 + b) 0; s26_board (2 + a) (1 + b) 1].
Proof. unfold s26_board, s27_board. tf_options. Qed.
Lemma s26_c25_R (a b : nat) : rmoves (s26_board (2 + a) (2 + b) 0) = [s12_board (2 + a) (2 + b)].
Proof. unfold s12_board, s26_board. tf_options. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a>=2 && b>=2 && c==0 *)
Lemma s26_c25_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s26_board (2 + a) (2 + b) 0 -> fst (s26_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s26_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q3] in Hc |- *.
  rewrite tf_game_eq, (s26_c25_L a b), (s26_c25_R a b); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s26_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s26_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s12 IH (2 + a) (2 + b) (opt_r _ _ _ (s26_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  rewrite (s26_p5 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s26_c25_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s26_board (2 + a) (2 + b) 0 -> fst (s26_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s26_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q10] in Hc |- *.
  rewrite tf_game_eq, (s26_c25_L a b), (s26_c25_R a b); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s26_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s26_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s12 IH (2 + a) (2 + b) (opt_r _ _ _ (s26_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  rewrite (s26_p9 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c26_L (a b : nat) : lmoves (s26_board (2 + a) (2 + b) 1) = [s27_board (1 + a) 1 (2 + b) 1; s26_board (2 + a) (1 + b) 2].
Proof. unfold s26_board, s27_board. tf_options. Qed.
Lemma s26_c26_R (a b : nat) : rmoves (s26_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s12_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a>=2 && b>=2 && c==1 *)
Lemma s26_c26_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s26_board (2 + a) (2 + b) 1 -> fst (s26_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s26_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q9] in Hc |- *.
  rewrite tf_game_eq, (s26_c26_L a b), (s26_c26_R a b); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s26_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s26_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s26_c26_R1 a b)).
  pose proof (use_s12 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s26_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s26_c26_R1 a b))) as Ho2.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  rewrite (s26_p4 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c27_L (a b c : nat) : lmoves (s26_board (2 + a) (2 + b) (2 + c)) = [s27_board (1 + a) 1 (2 + b) (2 + c); s26_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s26_board, s27_board. tf_options. Qed.
Lemma s26_c27_R (a b c : nat) : rmoves (s26_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s26_board. tf_options. Qed.
(* s26 = T^a _^4 T^b _ T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s26_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s26_board (2 + a) (2 + b) (2 + c) -> fst (s26_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s26_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s26_q4] in Hc |- *.
  rewrite tf_game_eq, (s26_c27_L a b c), (s26_c27_R a b c); cbn [map].
  pose proof (use_s27 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s26_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s26 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s26_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  rewrite (s26_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s27_c1_p1 x (Hs25 : s25_claim x) :
  x = s27_board 0 0 0 0 -> fst (s27_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s27_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s27_c2_p2 x (Hs25 : s25_claim x) :
  x = s27_board 0 0 0 1 -> fst (s27_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q2] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s27_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s27_c3_p3 x (Hs25 : s25_claim x) (d : nat) :
  x = s27_board 0 0 0 (2 + d) -> fst (s27_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + d) ltac:(rewrite Hx; unfold s27_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==0 && c==1 && d==0: the board of s26 *)
Lemma s27_c4_p4 x (Hs26 : s26_claim x) :
  x = s27_board 0 0 1 0 -> fst (s27_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q4] in Hc |- *.
  pose proof (Hs26 0 1 0 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==0 && c==1 && d==1: the board of s26 *)
Lemma s27_c5_p5 x (Hs26 : s26_claim x) :
  x = s27_board 0 0 1 1 -> fst (s27_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q5] in Hc |- *.
  pose proof (Hs26 0 1 1 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==0 && c==1 && d>=2: the board of s26 *)
Lemma s27_c6_p6 x (Hs26 : s26_claim x) (d : nat) :
  x = s27_board 0 0 1 (2 + d) -> fst (s27_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q6] in Hc |- *.
  pose proof (Hs26 0 1 (2 + d) ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==0 && c>=2 && d==0: the board of s26 *)
Lemma s27_c7_p4 x (Hs26 : s26_claim x) (c : nat) :
  x = s27_board 0 0 (2 + c) 0 -> fst (s27_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q4] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 0 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s27_c7_p10 x (Hs26 : s26_claim x) (c : nat) :
  x = s27_board 0 0 (2 + c) 0 -> fst (s27_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q10] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 0 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s27_c7_p12 x (Hs26 : s26_claim x) (c : nat) :
  x = s27_board 0 0 (2 + c) 0 -> fst (s27_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q12] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 0 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==0 && c>=2 && d==1: the board of s26 *)
Lemma s27_c8_p9 x (Hs26 : s26_claim x) (c : nat) :
  x = s27_board 0 0 (2 + c) 1 -> fst (s27_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s27_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q9] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 1 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s27_c8_p11 x (Hs26 : s26_claim x) (c : nat) :
  x = s27_board 0 0 (2 + c) 1 -> fst (s27_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s27_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q11] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 1 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s26 *)
Lemma s27_c9_p6 x (Hs26 : s26_claim x) (c d : nat) :
  x = s27_board 0 0 (2 + c) (2 + d) -> fst (s27_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q6] in Hc |- *.
  pose proof (Hs26 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==1 && c==0 && d==0: the board of s24 *)
Lemma s27_c10_p13 x (Hs24 : s24_claim x) :
  x = s27_board 0 1 0 0 -> fst (s27_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q13] in Hc |- *.
  pose proof (Hs24 0 1 0 ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==1 && c==0 && d==1: the board of s24 *)
Lemma s27_c11_p14 x (Hs24 : s24_claim x) :
  x = s27_board 0 1 0 1 -> fst (s27_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q14] in Hc |- *.
  pose proof (Hs24 0 1 1 ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==1 && c==0 && d>=2: the board of s24 *)
Lemma s27_c12_p15 x (Hs24 : s24_claim x) (d : nat) :
  x = s27_board 0 1 0 (2 + d) -> fst (s27_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q15] in Hc |- *.
  pose proof (Hs24 0 1 (2 + d) ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s27_c13_L : lmoves (s27_board 0 1 1 0) = [s34_board 0 1 1 0; s24_board 0 1 1].
Proof. unfold s24_board, s27_board, s34_board. tf_options. Qed.
Lemma s27_c13_R : rmoves (s27_board 0 1 1 0) = [s20_board 0 1 1].
Proof. unfold s20_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s27_c13_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 0 1 1 0 -> fst (s27_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q17] in Hc |- *.
  rewrite tf_game_eq, (s27_c13_L), (s27_c13_R); cbn [map].
  pose proof (use_s34 IH 0 1 1 0 (opt_l _ _ _ (s27_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 1 1 (opt_l _ _ _ (s27_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 1 1 (opt_r _ _ _ (s27_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  rewrite (s24_p3 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c14_L : lmoves (s27_board 0 1 1 1) = [s34_board 0 1 1 1; s24_board 0 1 2].
Proof. unfold s24_board, s27_board, s34_board. tf_options. Qed.
Lemma s27_c14_R : rmoves (s27_board 0 1 1 1) = [strip [] ([E; T; E; E; E; T; F]) [(1, 1)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c14_R1 : tf_norm (strip [] ([E; T; E; E; E; T; F]) [(1, 1)]) (s20_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s27_c14_p18 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 0 1 1 1 -> fst (s27_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q18] in Hc |- *.
  rewrite tf_game_eq, (s27_c14_L), (s27_c14_R); cbn [map].
  pose proof (use_s34 IH 0 1 1 1 (opt_l _ _ _ (s27_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 1 2 (opt_l _ _ _ (s27_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s27_c14_R1)).
  pose proof (use_s20 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s27_c14_R) ltac:(cbn [In]; left; reflexivity) (s27_c14_R1))) as Ho2.
  rewrite (s34_p18 Ho0 ltac:(zlia)).
  rewrite (s24_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c15_L (d : nat) : lmoves (s27_board 0 1 1 (2 + d)) = [s34_board 0 1 1 (2 + d); s24_board 0 1 (3 + d)].
Proof. unfold s24_board, s27_board, s34_board. tf_options. Qed.
Lemma s27_c15_R (d : nat) : rmoves (s27_board 0 1 1 (2 + d)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s27_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s27_board 0 1 1 (2 + d) -> fst (s27_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s27_q6] in Hc |- *.
  rewrite tf_game_eq, (s27_c15_L d), (s27_c15_R d); cbn [map].
  pose proof (use_s34 IH 0 1 1 (2 + d) (opt_l _ _ _ (s27_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 1 (3 + d) (opt_l _ _ _ (s27_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  rewrite (s24_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s27_c16_L (c : nat) : lmoves (s27_board 0 1 (2 + c) 0) = [s34_board 0 1 (2 + c) 0; s27_board 0 1 (1 + c) 1].
Proof. unfold s27_board, s34_board. tf_options. Qed.
Lemma s27_c16_R (c : nat) : rmoves (s27_board 0 1 (2 + c) 0) = [s20_board 0 1 (2 + c)].
Proof. unfold s20_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s27_c16_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 0 1 (2 + c) 0 -> fst (s27_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q12] in Hc |- *.
  rewrite tf_game_eq, (s27_c16_L c), (s27_c16_R c); cbn [map].
  pose proof (use_s34 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s27_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s27_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 1 (2 + c) (opt_r _ _ _ (s27_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  rewrite (s27_p20 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c16_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 0 1 (2 + c) 0 -> fst (s27_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q19] in Hc |- *.
  rewrite tf_game_eq, (s27_c16_L c), (s27_c16_R c); cbn [map].
  pose proof (use_s34 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s27_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s27_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 1 (2 + c) (opt_r _ _ _ (s27_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s34_p19 Ho0 ltac:(zlia)).
  rewrite (s27_p18 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c17_L (c : nat) : lmoves (s27_board 0 1 (2 + c) 1) = [s34_board 0 1 (2 + c) 1; s27_board 0 1 (1 + c) 2].
Proof. unfold s27_board, s34_board. tf_options. Qed.
Lemma s27_c17_R (c : nat) : rmoves (s27_board 0 1 (2 + c) 1) = [strip [] (E :: T :: E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c17_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s20_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s27_c17_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 0 1 (2 + c) 1 -> fst (s27_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s27_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q20] in Hc |- *.
  rewrite tf_game_eq, (s27_c17_L c), (s27_c17_R c); cbn [map].
  pose proof (use_s34 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s27_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s27_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s27_c17_R1 c)).
  pose proof (use_s20 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s27_c17_R c) ltac:(cbn [In]; left; reflexivity) (s27_c17_R1 c))) as Ho2.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  rewrite (s27_p6 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  rewrite (s20_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c18_L (c d : nat) : lmoves (s27_board 0 1 (2 + c) (2 + d)) = [s34_board 0 1 (2 + c) (2 + d); s27_board 0 1 (1 + c) (3 + d)].
Proof. unfold s27_board, s34_board. tf_options. Qed.
Lemma s27_c18_R (c d : nat) : rmoves (s27_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s27_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s27_board 0 1 (2 + c) (2 + d) -> fst (s27_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s27_q6] in Hc |- *.
  rewrite tf_game_eq, (s27_c18_L c d), (s27_c18_R c d); cbn [map].
  pose proof (use_s34 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s27_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s27_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  rewrite (s27_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b>=2 && c==0 && d==0: the board of s24 *)
Lemma s27_c19_p13 x (Hs24 : s24_claim x) (b : nat) :
  x = s27_board 0 (2 + b) 0 0 -> fst (s27_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q13] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 0 ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b>=2 && c==0 && d==1: the board of s24 *)
Lemma s27_c20_p14 x (Hs24 : s24_claim x) (b : nat) :
  x = s27_board 0 (2 + b) 0 1 -> fst (s27_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q14] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 1 ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b>=2 && c==0 && d>=2: the board of s24 *)
Lemma s27_c21_p15 x (Hs24 : s24_claim x) (b d : nat) :
  x = s27_board 0 (2 + b) 0 (2 + d) -> fst (s27_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q15] in Hc |- *.
  pose proof (Hs24 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s27_c22_L (b : nat) : lmoves (s27_board 0 (2 + b) 1 0) = [s36_board 0 (1 + b) 1 1 0; s24_board 0 (2 + b) 1].
Proof. unfold s24_board, s27_board, s36_board. tf_options. Qed.
Lemma s27_c22_R (b : nat) : rmoves (s27_board 0 (2 + b) 1 0) = [s20_board 0 (2 + b) 1].
Proof. unfold s20_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s27_c22_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 0 (2 + b) 1 0 -> fst (s27_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q17] in Hc |- *.
  rewrite tf_game_eq, (s27_c22_L b), (s27_c22_R b); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 1 1 0 (opt_l _ _ _ (s27_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 1 (opt_l _ _ _ (s27_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 (2 + b) 1 (opt_r _ _ _ (s27_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s24_p3 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c23_L (b : nat) : lmoves (s27_board 0 (2 + b) 1 1) = [s36_board 0 (1 + b) 1 1 1; s24_board 0 (2 + b) 2].
Proof. unfold s24_board, s27_board, s36_board. tf_options. Qed.
Lemma s27_c23_R (b : nat) : rmoves (s27_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; E; E; T; F]) [(1, 1)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; E; T; F]) [(1, 1)]) (s20_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s27_c23_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 0 (2 + b) 1 1 -> fst (s27_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q18] in Hc |- *.
  rewrite tf_game_eq, (s27_c23_L b), (s27_c23_R b); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s27_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 2 (opt_l _ _ _ (s27_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s27_c23_R1 b)).
  pose proof (use_s20 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s27_c23_R b) ltac:(cbn [In]; left; reflexivity) (s27_c23_R1 b))) as Ho2.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s24_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c24_L (b d : nat) : lmoves (s27_board 0 (2 + b) 1 (2 + d)) = [s36_board 0 (1 + b) 1 1 (2 + d); s24_board 0 (2 + b) (3 + d)].
Proof. unfold s24_board, s27_board, s36_board. tf_options. Qed.
Lemma s27_c24_R (b d : nat) : rmoves (s27_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s27_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s27_board 0 (2 + b) 1 (2 + d) -> fst (s27_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s27_q6] in Hc |- *.
  rewrite tf_game_eq, (s27_c24_L b d), (s27_c24_R b d); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s27_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) (3 + d) (opt_l _ _ _ (s27_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s24_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s27_c25_L (b c : nat) : lmoves (s27_board 0 (2 + b) (2 + c) 0) = [s36_board 0 (1 + b) 1 (2 + c) 0; s27_board 0 (2 + b) (1 + c) 1].
Proof. unfold s27_board, s36_board. tf_options. Qed.
Lemma s27_c25_R (b c : nat) : rmoves (s27_board 0 (2 + b) (2 + c) 0) = [s20_board 0 (2 + b) (2 + c)].
Proof. unfold s20_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s27_c25_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s27_board 0 (2 + b) (2 + c) 0 -> fst (s27_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q12] in Hc |- *.
  rewrite tf_game_eq, (s27_c25_L b c), (s27_c25_R b c); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s27_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s27_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s27_p20 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c25_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s27_board 0 (2 + b) (2 + c) 0 -> fst (s27_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q19] in Hc |- *.
  rewrite tf_game_eq, (s27_c25_L b c), (s27_c25_R b c); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s27_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s27_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s27_p18 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c26_L (b c : nat) : lmoves (s27_board 0 (2 + b) (2 + c) 1) = [s36_board 0 (1 + b) 1 (2 + c) 1; s27_board 0 (2 + b) (1 + c) 2].
Proof. unfold s27_board, s36_board. tf_options. Qed.
Lemma s27_c26_R (b c : nat) : rmoves (s27_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s20_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s27_c26_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s27_board 0 (2 + b) (2 + c) 1 -> fst (s27_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s27_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q20] in Hc |- *.
  rewrite tf_game_eq, (s27_c26_L b c), (s27_c26_R b c); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s27_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s27_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s27_c26_R1 b c)).
  pose proof (use_s20 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s27_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s27_c26_R1 b c))) as Ho2.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s27_p6 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  rewrite (s20_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c27_L (b c d : nat) : lmoves (s27_board 0 (2 + b) (2 + c) (2 + d)) = [s36_board 0 (1 + b) 1 (2 + c) (2 + d); s27_board 0 (2 + b) (1 + c) (3 + d)].
Proof. unfold s27_board, s36_board. tf_options. Qed.
Lemma s27_c27_R (b c d : nat) : rmoves (s27_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s27_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s27_board 0 (2 + b) (2 + c) (2 + d) -> fst (s27_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s27_q6] in Hc |- *.
  rewrite tf_game_eq, (s27_c27_L b c d), (s27_c27_R b c d); cbn [map].
  pose proof (use_s36 IH 0 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s27_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s27_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s27_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s27_c28_p21 x (Hs25 : s25_claim x) :
  x = s27_board 1 0 0 0 -> fst (s27_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q21] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s27_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s27_c29_p22 x (Hs25 : s25_claim x) :
  x = s27_board 1 0 0 1 -> fst (s27_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q22] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s27_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s27_c30_p7 x (Hs25 : s25_claim x) (d : nat) :
  x = s27_board 1 0 0 (2 + d) -> fst (s27_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q7] in Hc |- *.
  pose proof (Hs25 1 (2 + d) ltac:(rewrite Hx; unfold s27_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==0 && c==1 && d==0: the board of s26 *)
Lemma s27_c31_p23 x (Hs26 : s26_claim x) :
  x = s27_board 1 0 1 0 -> fst (s27_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q23] in Hc |- *.
  pose proof (Hs26 1 1 0 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==0 && c==1 && d==1: the board of s26 *)
Lemma s27_c32_p24 x (Hs26 : s26_claim x) :
  x = s27_board 1 0 1 1 -> fst (s27_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q24] in Hc |- *.
  pose proof (Hs26 1 1 1 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==0 && c==1 && d>=2: the board of s26 *)
Lemma s27_c33_p7 x (Hs26 : s26_claim x) (d : nat) :
  x = s27_board 1 0 1 (2 + d) -> fst (s27_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q7] in Hc |- *.
  pose proof (Hs26 1 1 (2 + d) ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==0 && c>=2 && d==0: the board of s26 *)
Lemma s27_c34_p12 x (Hs26 : s26_claim x) (c : nat) :
  x = s27_board 1 0 (2 + c) 0 -> fst (s27_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q12] in Hc |- *.
  pose proof (Hs26 1 (2 + c) 0 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s27_c34_p16 x (Hs26 : s26_claim x) (c : nat) :
  x = s27_board 1 0 (2 + c) 0 -> fst (s27_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q16] in Hc |- *.
  pose proof (Hs26 1 (2 + c) 0 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==0 && c>=2 && d==1: the board of s26 *)
Lemma s27_c35_p25 x (Hs26 : s26_claim x) (c : nat) :
  x = s27_board 1 0 (2 + c) 1 -> fst (s27_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s27_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q25] in Hc |- *.
  pose proof (Hs26 1 (2 + c) 1 ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s26 *)
Lemma s27_c36_p7 x (Hs26 : s26_claim x) (c d : nat) :
  x = s27_board 1 0 (2 + c) (2 + d) -> fst (s27_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q7] in Hc |- *.
  pose proof (Hs26 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s27_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==1 && c==0 && d==0: the board of s24 *)
Lemma s27_c37_p13 x (Hs24 : s24_claim x) :
  x = s27_board 1 1 0 0 -> fst (s27_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q13] in Hc |- *.
  pose proof (Hs24 1 1 0 ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==1 && c==0 && d==1: the board of s24 *)
Lemma s27_c38_p26 x (Hs24 : s24_claim x) :
  x = s27_board 1 1 0 1 -> fst (s27_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q26] in Hc |- *.
  pose proof (Hs24 1 1 1 ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==1 && c==0 && d>=2: the board of s24 *)
Lemma s27_c39_p27 x (Hs24 : s24_claim x) (d : nat) :
  x = s27_board 1 1 0 (2 + d) -> fst (s27_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q27] in Hc |- *.
  pose proof (Hs24 1 1 (2 + d) ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s27_c40_L : lmoves (s27_board 1 1 1 0) = [s27_board 0 2 1 0; s34_board 1 1 1 0; s24_board 1 1 1].
Proof. unfold s24_board, s27_board, s34_board. tf_options. Qed.
Lemma s27_c40_R : rmoves (s27_board 1 1 1 0) = [s20_board 1 1 1].
Proof. unfold s20_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s27_c40_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 1 1 1 0 -> fst (s27_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q17] in Hc |- *.
  rewrite tf_game_eq, (s27_c40_L), (s27_c40_R); cbn [map].
  pose proof (use_s27 IH 0 2 1 0 (opt_l _ _ _ (s27_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 1 1 0 (opt_l _ _ _ (s27_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 1 1 (opt_l _ _ _ (s27_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 1 1 (opt_r _ _ _ (s27_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  rewrite (s34_p17 Ho1 ltac:(zlia)).
  rewrite (s24_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c41_L : lmoves (s27_board 1 1 1 1) = [s27_board 0 2 1 1; s34_board 1 1 1 1; s24_board 1 1 2].
Proof. unfold s24_board, s27_board, s34_board. tf_options. Qed.
Lemma s27_c41_R : rmoves (s27_board 1 1 1 1) = [strip [] ([T; E; T; E; E; E; T; F]) [(1, 1)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c41_R1 : tf_norm (strip [] ([T; E; T; E; E; E; T; F]) [(1, 1)]) (s20_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s27_c41_p18 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 1 1 1 1 -> fst (s27_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q18] in Hc |- *.
  rewrite tf_game_eq, (s27_c41_L), (s27_c41_R); cbn [map].
  pose proof (use_s27 IH 0 2 1 1 (opt_l _ _ _ (s27_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 1 1 1 (opt_l _ _ _ (s27_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 1 2 (opt_l _ _ _ (s27_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s27_c41_R1)).
  pose proof (use_s20 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s27_c41_R) ltac:(cbn [In]; left; reflexivity) (s27_c41_R1))) as Ho3.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s24_p2 Ho2 ltac:(zlia)).
  rewrite (s20_p3 Ho3 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c42_L (d : nat) : lmoves (s27_board 1 1 1 (2 + d)) = [s27_board 0 2 1 (2 + d); s34_board 1 1 1 (2 + d); s24_board 1 1 (3 + d)].
Proof. unfold s24_board, s27_board, s34_board. tf_options. Qed.
Lemma s27_c42_R (d : nat) : rmoves (s27_board 1 1 1 (2 + d)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s27_c42_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s27_board 1 1 1 (2 + d) -> fst (s27_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s27_q8] in Hc |- *.
  rewrite tf_game_eq, (s27_c42_L d), (s27_c42_R d); cbn [map].
  pose proof (use_s27 IH 0 2 1 (2 + d) (opt_l _ _ _ (s27_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 1 1 (2 + d) (opt_l _ _ _ (s27_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 1 (3 + d) (opt_l _ _ _ (s27_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  rewrite (s34_p9 Ho1 ltac:(zlia)).
  rewrite (s24_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s27_c43_L (c : nat) : lmoves (s27_board 1 1 (2 + c) 0) = [s27_board 0 2 (2 + c) 0; s34_board 1 1 (2 + c) 0; s27_board 1 1 (1 + c) 1].
Proof. unfold s27_board, s34_board. tf_options. Qed.
Lemma s27_c43_R (c : nat) : rmoves (s27_board 1 1 (2 + c) 0) = [s20_board 1 1 (2 + c)].
Proof. unfold s20_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s27_c43_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 1 1 (2 + c) 0 -> fst (s27_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q12] in Hc |- *.
  rewrite tf_game_eq, (s27_c43_L c), (s27_c43_R c); cbn [map].
  pose proof (use_s27 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s27_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 1 (2 + c) 0 (opt_l _ _ _ (s27_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s27_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 1 (2 + c) (opt_r _ _ _ (s27_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  rewrite (s34_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p20 Ho2 ltac:(zlia)).
  rewrite (s20_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c43_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 1 1 (2 + c) 0 -> fst (s27_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s27_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q19] in Hc |- *.
  rewrite tf_game_eq, (s27_c43_L c), (s27_c43_R c); cbn [map].
  pose proof (use_s27 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s27_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 1 (2 + c) 0 (opt_l _ _ _ (s27_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s27_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 1 (2 + c) (opt_r _ _ _ (s27_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  rewrite (s34_p13 Ho1 ltac:(zlia)).
  rewrite (s27_p18 Ho2 ltac:(zlia)).
  rewrite (s20_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c44_L (c : nat) : lmoves (s27_board 1 1 (2 + c) 1) = [s27_board 0 2 (2 + c) 1; s34_board 1 1 (2 + c) 1; s27_board 1 1 (1 + c) 2].
Proof. unfold s27_board, s34_board. tf_options. Qed.
Lemma s27_c44_R (c : nat) : rmoves (s27_board 1 1 (2 + c) 1) = [strip [] (T :: E :: T :: E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s20_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s27_c44_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 1 1 (2 + c) 1 -> fst (s27_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s27_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q20] in Hc |- *.
  rewrite tf_game_eq, (s27_c44_L c), (s27_c44_R c); cbn [map].
  pose proof (use_s27 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s27_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s27_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s27_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s27_c44_R1 c)).
  pose proof (use_s20 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s27_c44_R c) ltac:(cbn [In]; left; reflexivity) (s27_c44_R1 c))) as Ho3.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  rewrite (s20_p2 Ho3 ltac:(zlia)).
  rewrite (s20_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c45_L (c d : nat) : lmoves (s27_board 1 1 (2 + c) (2 + d)) = [s27_board 0 2 (2 + c) (2 + d); s34_board 1 1 (2 + c) (2 + d); s27_board 1 1 (1 + c) (3 + d)].
Proof. unfold s27_board, s34_board. tf_options. Qed.
Lemma s27_c45_R (c d : nat) : rmoves (s27_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s27_c45_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s27_board 1 1 (2 + c) (2 + d) -> fst (s27_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s27_q8] in Hc |- *.
  rewrite tf_game_eq, (s27_c45_L c d), (s27_c45_R c d); cbn [map].
  pose proof (use_s27 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s27_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s27_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s27_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  rewrite (s34_p9 Ho1 ltac:(zlia)).
  rewrite (s27_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b>=2 && c==0 && d==0: the board of s24 *)
Lemma s27_c46_p13 x (Hs24 : s24_claim x) (b : nat) :
  x = s27_board 1 (2 + b) 0 0 -> fst (s27_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q13] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 0 ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b>=2 && c==0 && d==1: the board of s24 *)
Lemma s27_c47_p26 x (Hs24 : s24_claim x) (b : nat) :
  x = s27_board 1 (2 + b) 0 1 -> fst (s27_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s27_q26] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 1 ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s24 *)
Lemma s27_c48_p27 x (Hs24 : s24_claim x) (b d : nat) :
  x = s27_board 1 (2 + b) 0 (2 + d) -> fst (s27_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s27_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s27_q27] in Hc |- *.
  pose proof (Hs24 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s27_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s27_c49_L (b : nat) : lmoves (s27_board 1 (2 + b) 1 0) = [s27_board 0 (3 + b) 1 0; s36_board 1 (1 + b) 1 1 0; s24_board 1 (2 + b) 1].
Proof. unfold s24_board, s27_board, s36_board. tf_options. Qed.
Lemma s27_c49_R (b : nat) : rmoves (s27_board 1 (2 + b) 1 0) = [s20_board 1 (2 + b) 1].
Proof. unfold s20_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b _^3 T^c _ T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s27_c49_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 1 (2 + b) 1 0 -> fst (s27_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q17] in Hc |- *.
  rewrite tf_game_eq, (s27_c49_L b), (s27_c49_R b); cbn [map].
  pose proof (use_s27 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s27_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 1 (1 + b) 1 1 0 (opt_l _ _ _ (s27_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 (2 + b) 1 (opt_l _ _ _ (s27_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 (2 + b) 1 (opt_r _ _ _ (s27_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  rewrite (s36_p17 Ho1 ltac:(zlia)).
  rewrite (s24_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

