(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


Lemma s11_c5_L : lmoves (s11_board 0 1 1) = [s10_board 0 1 1; strip [] ([E; T; E; E; E; F]) [(1, 1)]].
Proof. unfold s10_board, s11_board, strip. tf_options. Qed.
Lemma s11_c5_L2 : tf_norm (strip [] ([E; T; E; E; E; F]) [(1, 1)]) (s20_board 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; E; E; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c5_R : rmoves (s11_board 0 1 1) = [strip [] ([E; T; E; F]) [(1, 3)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c5_R1 : tf_norm (strip [] ([E; T; E; F]) [(1, 3)]) (s8_board 0 1 0) (3).
Proof. apply (tf_norm_by _ [] ([E; T; E; F]) [(1, 3)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a==0 && b==1 && c==1 *)
Lemma s11_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s11_board 0 1 1 -> fst (s11_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s11_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c5_L), (s11_c5_R); cbn [map].
  pose proof (use_s10 IH 0 1 1 (opt_l _ _ _ (s11_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s11_c5_L2)).
  pose proof (use_s20 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s11_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s11_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s11_c5_R1)).
  pose proof (use_s8 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s11_c5_R) ltac:(cbn [In]; left; reflexivity) (s11_c5_R1))) as Ho2.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho2 I).
  rewrite (s8_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c6_L (c : nat) : lmoves (s11_board 0 1 (2 + c)) = [s10_board 0 1 (2 + c); strip [] (E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s10_board, s11_board, strip. tf_options. Qed.
Lemma s11_c6_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s21_board 0 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c6_R (c : nat) : rmoves (s11_board 0 1 (2 + c)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a==0 && b==1 && c>=2 *)
Lemma s11_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s11_board 0 1 (2 + c) -> fst (s11_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s11_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c6_L c), (s11_c6_R c); cbn [map].
  pose proof (use_s10 IH 0 1 (2 + c) (opt_l _ _ _ (s11_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s11_c6_L2 c)).
  pose proof (use_s21 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s11_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s11_c6_L2 c))) as Ho1.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s21_p4 Ho1 ltac:(zlia)).
    rewrite (s21_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s21_p6 Ho1 ltac:(zlia)).
    rewrite (s21_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s11_c7_L (b : nat) : lmoves (s11_board 0 (2 + b) 0) = [s19_board 0 (1 + b) 1 0].
Proof. unfold s11_board, s19_board. tf_options. Qed.
Lemma s11_c7_R (b : nat) : rmoves (s11_board 0 (2 + b) 0) = [s8_board 0 (2 + b) 0].
Proof. unfold s11_board, s8_board. tf_options. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a==0 && b>=2 && c==0 *)
Lemma s11_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s11_board 0 (2 + b) 0 -> fst (s11_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s11_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s11_q1] in Hc |- *.
  rewrite tf_game_eq, (s11_c7_L b), (s11_c7_R b); cbn [map].
  pose proof (use_s19 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s11_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 0 (2 + b) 0 (opt_r _ _ _ (s11_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s19_p3 Ho0 ltac:(zlia)).
  rewrite (s8_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c8_L (b : nat) : lmoves (s11_board 0 (2 + b) 1) = [s19_board 0 (1 + b) 1 1; strip [] (E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]].
Proof. unfold s11_board, s19_board, strip. tf_options. Qed.
Lemma s11_c8_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]) (s20_board 0 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c8_R (b : nat) : rmoves (s11_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [E; F]) [(1, 3)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c8_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F]) [(1, 3)]) (s8_board 0 (2 + b) 0) (3).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; F]) [(1, 3)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a==0 && b>=2 && c==1 *)
Lemma s11_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s11_board 0 (2 + b) 1 -> fst (s11_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s11_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c8_L b), (s11_c8_R b); cbn [map].
  pose proof (use_s19 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s11_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s11_c8_L2 b)).
  pose proof (use_s20 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s11_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s11_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s11_c8_R1 b)).
  pose proof (use_s8 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s11_c8_R b) ltac:(cbn [In]; left; reflexivity) (s11_c8_R1 b))) as Ho2.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho2 I).
  rewrite (s8_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c9_L (b c : nat) : lmoves (s11_board 0 (2 + b) (2 + c)) = [s19_board 0 (1 + b) 1 (2 + c); strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s11_board, s19_board, strip. tf_options. Qed.
Lemma s11_c9_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s21_board 0 (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c9_R (b c : nat) : rmoves (s11_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a==0 && b>=2 && c>=2 *)
Lemma s11_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s11_board 0 (2 + b) (2 + c) -> fst (s11_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s11_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c9_L b c), (s11_c9_R b c); cbn [map].
  pose proof (use_s19 IH 0 (1 + b) 1 (2 + c) (opt_l _ _ _ (s11_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s11_c9_L2 b c)).
  pose proof (use_s21 IH 0 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s11_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s11_c9_L2 b c))) as Ho1.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s21_p4 Ho1 ltac:(zlia)).
    rewrite (s21_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s21_p6 Ho1 ltac:(zlia)).
    rewrite (s21_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s11 = T^a _ T^b _^2 T^c F _^2 on a==1 && b==0 && c==0: the board of s9 *)
Lemma s11_c10_p1 x (Hs9 : s9_claim x) :
  x = s11_board 1 0 0 -> fst (s11_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s11_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s11_q1] in Hc |- *.
  pose proof (Hs9 1 0 ltac:(rewrite Hx; unfold s11_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s11 = T^a _ T^b _^2 T^c F _^2 on a==1 && b==0 && c==1: the board of s9 *)
Lemma s11_c11_p2 x (Hs9 : s9_claim x) :
  x = s11_board 1 0 1 -> fst (s11_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s11_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s11_q2] in Hc |- *.
  pose proof (Hs9 1 1 ltac:(rewrite Hx; unfold s11_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s11 = T^a _ T^b _^2 T^c F _^2 on a==1 && b==0 && c>=2: the board of s9 *)
Lemma s11_c12_p2 x (Hs9 : s9_claim x) (c : nat) :
  x = s11_board 1 0 (2 + c) -> fst (s11_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s11_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s11_q2] in Hc |- *.
  pose proof (Hs9 1 (2 + c) ltac:(rewrite Hx; unfold s11_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s11_c13_L : lmoves (s11_board 1 1 0) = [s11_board 0 2 0; s10_board 1 1 0].
Proof. unfold s10_board, s11_board. tf_options. Qed.
Lemma s11_c13_R : rmoves (s11_board 1 1 0) = [s8_board 1 1 0].
Proof. unfold s11_board, s8_board. tf_options. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a==1 && b==1 && c==0 *)
Lemma s11_c13_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s11_board 1 1 0 -> fst (s11_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s11_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s11_q1] in Hc |- *.
  rewrite tf_game_eq, (s11_c13_L), (s11_c13_R); cbn [map].
  pose proof (use_s11 IH 0 2 0 (opt_l _ _ _ (s11_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 1 0 (opt_l _ _ _ (s11_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 1 1 0 (opt_r _ _ _ (s11_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  rewrite (s8_p1 Ho2 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c14_L : lmoves (s11_board 1 1 1) = [s11_board 0 2 1; s10_board 1 1 1; strip [] ([T; E; T; E; E; E; F]) [(1, 1)]].
Proof. unfold s10_board, s11_board, strip. tf_options. Qed.
Lemma s11_c14_L3 : tf_norm (strip [] ([T; E; T; E; E; E; F]) [(1, 1)]) (s20_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; E; E; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c14_R : rmoves (s11_board 1 1 1) = [strip [] ([T; E; T; E; F]) [(1, 3)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c14_R1 : tf_norm (strip [] ([T; E; T; E; F]) [(1, 3)]) (s8_board 1 1 0) (3).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; F]) [(1, 3)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a==1 && b==1 && c==1 *)
Lemma s11_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s11_board 1 1 1 -> fst (s11_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s11_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c14_L), (s11_c14_R); cbn [map].
  pose proof (use_s11 IH 0 2 1 (opt_l _ _ _ (s11_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 1 1 (opt_l _ _ _ (s11_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s11_c14_L3)).
  pose proof (use_s20 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s11_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s11_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s11_c14_R1)).
  pose proof (use_s8 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s11_c14_R) ltac:(cbn [In]; left; reflexivity) (s11_c14_R1))) as Ho3.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho3 I).
  rewrite (s8_p1_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c15_L (c : nat) : lmoves (s11_board 1 1 (2 + c)) = [s11_board 0 2 (2 + c); s10_board 1 1 (2 + c); strip [] (T :: E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s10_board, s11_board, strip. tf_options. Qed.
Lemma s11_c15_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s21_board 1 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c15_R (c : nat) : rmoves (s11_board 1 1 (2 + c)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a==1 && b==1 && c>=2 *)
Lemma s11_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s11_board 1 1 (2 + c) -> fst (s11_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s11_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c15_L c), (s11_c15_R c); cbn [map].
  pose proof (use_s11 IH 0 2 (2 + c) (opt_l _ _ _ (s11_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 1 (2 + c) (opt_l _ _ _ (s11_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s11_c15_L3 c)).
  pose proof (use_s21 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s11_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s11_c15_L3 c))) as Ho2.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s21_p4 Ho2 ltac:(zlia)).
    rewrite (s21_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s21_p6 Ho2 ltac:(zlia)).
    rewrite (s21_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s11_c16_L (b : nat) : lmoves (s11_board 1 (2 + b) 0) = [s11_board 0 (3 + b) 0; s19_board 1 (1 + b) 1 0].
Proof. unfold s11_board, s19_board. tf_options. Qed.
Lemma s11_c16_R (b : nat) : rmoves (s11_board 1 (2 + b) 0) = [s8_board 1 (2 + b) 0].
Proof. unfold s11_board, s8_board. tf_options. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a==1 && b>=2 && c==0 *)
Lemma s11_c16_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s11_board 1 (2 + b) 0 -> fst (s11_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s11_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s11_q1] in Hc |- *.
  rewrite tf_game_eq, (s11_c16_L b), (s11_c16_R b); cbn [map].
  pose proof (use_s11 IH 0 (3 + b) 0 (opt_l _ _ _ (s11_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s11_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 1 (2 + b) 0 (opt_r _ _ _ (s11_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  rewrite (s19_p3 Ho1 ltac:(zlia)).
  rewrite (s8_p1 Ho2 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c17_L (b : nat) : lmoves (s11_board 1 (2 + b) 1) = [s11_board 0 (3 + b) 1; s19_board 1 (1 + b) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]].
Proof. unfold s11_board, s19_board, strip. tf_options. Qed.
Lemma s11_c17_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]) (s20_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c17_R (b : nat) : rmoves (s11_board 1 (2 + b) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 3)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 3)]) (s8_board 1 (2 + b) 0) (3).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 3)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a==1 && b>=2 && c==1 *)
Lemma s11_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s11_board 1 (2 + b) 1 -> fst (s11_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s11_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c17_L b), (s11_c17_R b); cbn [map].
  pose proof (use_s11 IH 0 (3 + b) 1 (opt_l _ _ _ (s11_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s11_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s11_c17_L3 b)).
  pose proof (use_s20 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s11_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s11_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s11_c17_R1 b)).
  pose proof (use_s8 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s11_c17_R b) ltac:(cbn [In]; left; reflexivity) (s11_c17_R1 b))) as Ho3.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho3 I).
  rewrite (s8_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c18_L (b c : nat) : lmoves (s11_board 1 (2 + b) (2 + c)) = [s11_board 0 (3 + b) (2 + c); s19_board 1 (1 + b) 1 (2 + c); strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s11_board, s19_board, strip. tf_options. Qed.
Lemma s11_c18_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s21_board 1 (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c18_R (b c : nat) : rmoves (s11_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a==1 && b>=2 && c>=2 *)
Lemma s11_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s11_board 1 (2 + b) (2 + c) -> fst (s11_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s11_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c18_L b c), (s11_c18_R b c); cbn [map].
  pose proof (use_s11 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s11_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s11_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s11_c18_L3 b c)).
  pose proof (use_s21 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s11_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s11_c18_L3 b c))) as Ho2.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s21_p4 Ho2 ltac:(zlia)).
    rewrite (s21_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s21_p6 Ho2 ltac:(zlia)).
    rewrite (s21_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s11 = T^a _ T^b _^2 T^c F _^2 on a>=2 && b==0 && c==0: the board of s9 *)
Lemma s11_c19_p1 x (Hs9 : s9_claim x) (a : nat) :
  x = s11_board (2 + a) 0 0 -> fst (s11_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s11_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s11_q1] in Hc |- *.
  pose proof (Hs9 (2 + a) 0 ltac:(rewrite Hx; unfold s11_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s11 = T^a _ T^b _^2 T^c F _^2 on a>=2 && b==0 && c==1: the board of s9 *)
Lemma s11_c20_p2 x (Hs9 : s9_claim x) (a : nat) :
  x = s11_board (2 + a) 0 1 -> fst (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s11_q2] in Hc |- *.
  pose proof (Hs9 (2 + a) 1 ltac:(rewrite Hx; unfold s11_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s11 = T^a _ T^b _^2 T^c F _^2 on a>=2 && b==0 && c>=2: the board of s9 *)
Lemma s11_c21_p2 x (Hs9 : s9_claim x) (a c : nat) :
  x = s11_board (2 + a) 0 (2 + c) -> fst (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s11_q2] in Hc |- *.
  pose proof (Hs9 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s11_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s11_c22_L (a : nat) : lmoves (s11_board (2 + a) 1 0) = [s11_board (1 + a) 2 0; s10_board (2 + a) 1 0].
Proof. unfold s10_board, s11_board. tf_options. Qed.
Lemma s11_c22_R (a : nat) : rmoves (s11_board (2 + a) 1 0) = [s8_board (2 + a) 1 0].
Proof. unfold s11_board, s8_board. tf_options. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a>=2 && b==1 && c==0 *)
Lemma s11_c22_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s11_board (2 + a) 1 0 -> fst (s11_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s11_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s11_q1] in Hc |- *.
  rewrite tf_game_eq, (s11_c22_L a), (s11_c22_R a); cbn [map].
  pose proof (use_s11 IH (1 + a) 2 0 (opt_l _ _ _ (s11_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 1 0 (opt_l _ _ _ (s11_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH (2 + a) 1 0 (opt_r _ _ _ (s11_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  rewrite (s8_p1 Ho2 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c23_L (a : nat) : lmoves (s11_board (2 + a) 1 1) = [s11_board (1 + a) 2 1; s10_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; E; E; F]) [(1, 1)]].
Proof. unfold s10_board, s11_board, strip. tf_options. Qed.
Lemma s11_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; E; F]) [(1, 1)]) (s20_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; E; E; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c23_R (a : nat) : rmoves (s11_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; F]) [(1, 3)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F]) [(1, 3)]) (s8_board (2 + a) 1 0) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F]) [(1, 3)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a>=2 && b==1 && c==1 *)
Lemma s11_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s11_board (2 + a) 1 1 -> fst (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c23_L a), (s11_c23_R a); cbn [map].
  pose proof (use_s11 IH (1 + a) 2 1 (opt_l _ _ _ (s11_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 1 1 (opt_l _ _ _ (s11_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s11_c23_L3 a)).
  pose proof (use_s20 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s11_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s11_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s11_c23_R1 a)).
  pose proof (use_s8 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s11_c23_R a) ltac:(cbn [In]; left; reflexivity) (s11_c23_R1 a))) as Ho3.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho3 I).
  rewrite (s8_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c24_L (a c : nat) : lmoves (s11_board (2 + a) 1 (2 + c)) = [s11_board (1 + a) 2 (2 + c); s10_board (2 + a) 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s10_board, s11_board, strip. tf_options. Qed.
Lemma s11_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s21_board (2 + a) 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c24_R (a c : nat) : rmoves (s11_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a>=2 && b==1 && c>=2 *)
Lemma s11_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s11_board (2 + a) 1 (2 + c) -> fst (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c24_L a c), (s11_c24_R a c); cbn [map].
  pose proof (use_s11 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s11_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s11_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s11_c24_L3 a c)).
  pose proof (use_s21 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s11_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s11_c24_L3 a c))) as Ho2.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s21_p4 Ho2 ltac:(zlia)).
    rewrite (s21_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s21_p6 Ho2 ltac:(zlia)).
    rewrite (s21_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s11_c25_L (a b : nat) : lmoves (s11_board (2 + a) (2 + b) 0) = [s11_board (1 + a) (3 + b) 0; s19_board (2 + a) (1 + b) 1 0].
Proof. unfold s11_board, s19_board. tf_options. Qed.
Lemma s11_c25_R (a b : nat) : rmoves (s11_board (2 + a) (2 + b) 0) = [s8_board (2 + a) (2 + b) 0].
Proof. unfold s11_board, s8_board. tf_options. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a>=2 && b>=2 && c==0 *)
Lemma s11_c25_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s11_board (2 + a) (2 + b) 0 -> fst (s11_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s11_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s11_q1] in Hc |- *.
  rewrite tf_game_eq, (s11_c25_L a b), (s11_c25_R a b); cbn [map].
  pose proof (use_s11 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s11_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s11_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s11_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  rewrite (s19_p3 Ho1 ltac:(zlia)).
  rewrite (s8_p1 Ho2 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c26_L (a b : nat) : lmoves (s11_board (2 + a) (2 + b) 1) = [s11_board (1 + a) (3 + b) 1; s19_board (2 + a) (1 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]].
Proof. unfold s11_board, s19_board, strip. tf_options. Qed.
Lemma s11_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]) (s20_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 1)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c26_R (a b : nat) : rmoves (s11_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F]) [(1, 3)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F]) [(1, 3)]) (s8_board (2 + a) (2 + b) 0) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F]) [(1, 3)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a>=2 && b>=2 && c==1 *)
Lemma s11_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s11_board (2 + a) (2 + b) 1 -> fst (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c26_L a b), (s11_c26_R a b); cbn [map].
  pose proof (use_s11 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s11_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s11_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s11_c26_L3 a b)).
  pose proof (use_s20 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s11_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s11_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s11_c26_R1 a b)).
  pose proof (use_s8 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s11_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s11_c26_R1 a b))) as Ho3.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho3 I).
  rewrite (s8_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c27_L (a b c : nat) : lmoves (s11_board (2 + a) (2 + b) (2 + c)) = [s11_board (1 + a) (3 + b) (2 + c); s19_board (2 + a) (1 + b) 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s11_board, s19_board, strip. tf_options. Qed.
Lemma s11_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s21_board (2 + a) (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c27_R (a b c : nat) : rmoves (s11_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _ T^b _^2 T^c F _^2 on a>=2 && b>=2 && c>=2 *)
Lemma s11_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s11_board (2 + a) (2 + b) (2 + c) -> fst (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c27_L a b c), (s11_c27_R a b c); cbn [map].
  pose proof (use_s11 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s11_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s11_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s11_c27_L3 a b c)).
  pose proof (use_s21 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s11_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s11_c27_L3 a b c))) as Ho2.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s21_p4 Ho2 ltac:(zlia)).
    rewrite (s21_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s21_p6 Ho2 ltac:(zlia)).
    rewrite (s21_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s12_c1_L : lmoves (s12_board 0 0) = [].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c1_R : rmoves (s12_board 0 0) = [strip [(3, 1)] ([E; E]) []].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c1_R1 : tf_norm (strip [(3, 1)] ([E; E]) []) (repeat E 5) (-3).
Proof. apply (tf_norm_by _ [(3, 1)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _^4 T^b F _ on a==0 && b==0 *)
Lemma s12_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 0 0 -> fst (s12_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q1] in Hc |- *.
  rewrite tf_game_eq, (s12_c1_L), (s12_c1_R); cbn [map].
  rewrite (tf_norm_blank (s12_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c2_L : lmoves (s12_board 0 1) = [strip [(5, 1)] ([]) [(1, 0)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c2_L1 : tf_norm (strip [(5, 1)] ([]) [(1, 0)]) (repeat E 5) (-5).
Proof. apply (tf_norm_by _ [(5, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s12_c2_R : rmoves (s12_board 0 1) = [strip [(3, 1)] ([]) [(1, 2)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c2_R1 : tf_norm (strip [(3, 1)] ([]) [(1, 2)]) (repeat E 5) (-1).
Proof. apply (tf_norm_by _ [(3, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _^4 T^b F _ on a==0 && b==1 *)
Lemma s12_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 0 1 -> fst (s12_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q1] in Hc |- *.
  rewrite tf_game_eq, (s12_c2_L), (s12_c2_R); cbn [map].
  rewrite (tf_norm_blank (s12_c2_L1)).
  rewrite (tf_norm_blank (s12_c2_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c3_L (b : nat) : lmoves (s12_board 0 (2 + b)) = [strip [] (E :: E :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c3_L1 (b : nat) : tf_norm (strip [] (E :: E :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s26_board 0 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s26_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c3_R (b : nat) : rmoves (s12_board 0 (2 + b)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _^4 T^b F _ on a==0 && b>=2 *)
Lemma s12_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 0 (2 + b) -> fst (s12_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s12_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c3_L b), (s12_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s12_c3_L1 b)).
  pose proof (use_s26 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s12_c3_L b) ltac:(cbn [In]; left; reflexivity) (s12_c3_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) <= 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s26_p2 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s26_p8 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s26_p10 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s12_c4_L : lmoves (s12_board 1 0) = [s20_board 0 1 0].
Proof. unfold s12_board, s20_board. tf_options. Qed.
Lemma s12_c4_R : rmoves (s12_board 1 0) = [s9_board 1 0].
Proof. unfold s12_board, s9_board. tf_options. Qed.
(* s12 = T^a _^4 T^b F _ on a==1 && b==0 *)
Lemma s12_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 1 0 -> fst (s12_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q1] in Hc |- *.
  rewrite tf_game_eq, (s12_c4_L), (s12_c4_R); cbn [map].
  pose proof (use_s20 IH 0 1 0 (opt_l _ _ _ (s12_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH 1 0 (opt_r _ _ _ (s12_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s9_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c5_L : lmoves (s12_board 1 1) = [s20_board 0 1 1; strip [] ([T; E; E; E; E; E; F]) [(1, 0)]].
Proof. unfold s12_board, s20_board, strip. tf_options. Qed.
Lemma s12_c5_L2 : tf_norm (strip [] ([T; E; E; E; E; E; F]) [(1, 0)]) (s25_board 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s25_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c5_R : rmoves (s12_board 1 1) = [strip [] ([T; E; E; E; F]) [(1, 2)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c5_R1 : tf_norm (strip [] ([T; E; E; E; F]) [(1, 2)]) (s9_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; E; E; E; F]) [(1, 2)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _^4 T^b F _ on a==1 && b==1 *)
Lemma s12_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 1 1 -> fst (s12_q1 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q1 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q1] in Hc |- *.
  rewrite tf_game_eq, (s12_c5_L), (s12_c5_R); cbn [map].
  pose proof (use_s20 IH 0 1 1 (opt_l _ _ _ (s12_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s12_c5_L2)).
  pose proof (use_s25 IH 1 0 (opt_norm_l _ _ _ _ _ (s12_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s12_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s12_c5_R1)).
  pose proof (use_s9 IH 1 0 (opt_norm_r _ _ _ _ _ (s12_c5_R) ltac:(cbn [In]; left; reflexivity) (s12_c5_R1))) as Ho2.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s25_p3 Ho1 ltac:(zlia)).
  rewrite (s9_p1 Ho2 ltac:(zlia)).
  rewrite (s9_p1_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c6_L (b : nat) : lmoves (s12_board 1 (2 + b)) = [s20_board 0 1 (2 + b); strip [] (T :: E :: E :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, s20_board, strip. tf_options. Qed.
Lemma s12_c6_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s26_board 1 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s26_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c6_R (b : nat) : rmoves (s12_board 1 (2 + b)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _^4 T^b F _ on a==1 && b>=2 *)
Lemma s12_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 1 (2 + b) -> fst (s12_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s12_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c6_L b), (s12_c6_R b); cbn [map].
  pose proof (use_s20 IH 0 1 (2 + b) (opt_l _ _ _ (s12_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s12_c6_L2 b)).
  pose proof (use_s26 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s12_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s12_c6_L2 b))) as Ho1.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s26_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s26_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s26_p10 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s12_c7_L (a : nat) : lmoves (s12_board (2 + a) 0) = [s20_board (1 + a) 1 0].
Proof. unfold s12_board, s20_board. tf_options. Qed.
Lemma s12_c7_R (a : nat) : rmoves (s12_board (2 + a) 0) = [s9_board (2 + a) 0].
Proof. unfold s12_board, s9_board. tf_options. Qed.
(* s12 = T^a _^4 T^b F _ on a>=2 && b==0 *)
Lemma s12_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s12_board (2 + a) 0 -> fst (s12_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s12_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q1] in Hc |- *.
  rewrite tf_game_eq, (s12_c7_L a), (s12_c7_R a); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 0 (opt_l _ _ _ (s12_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH (2 + a) 0 (opt_r _ _ _ (s12_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s9_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c8_L (a : nat) : lmoves (s12_board (2 + a) 1) = [s20_board (1 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; E; E; E; E; F]) [(1, 0)]].
Proof. unfold s12_board, s20_board, strip. tf_options. Qed.
Lemma s12_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; E; E; F]) [(1, 0)]) (s25_board (2 + a) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s25_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c8_R (a : nat) : rmoves (s12_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [E; E; E; F]) [(1, 2)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; F]) [(1, 2)]) (s9_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; E; F]) [(1, 2)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _^4 T^b F _ on a>=2 && b==1 *)
Lemma s12_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s12_board (2 + a) 1 -> fst (s12_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s12_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q1] in Hc |- *.
  rewrite tf_game_eq, (s12_c8_L a), (s12_c8_R a); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 1 (opt_l _ _ _ (s12_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s12_c8_L2 a)).
  pose proof (use_s25 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s12_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s12_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s12_c8_R1 a)).
  pose proof (use_s9 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s12_c8_R a) ltac:(cbn [In]; left; reflexivity) (s12_c8_R1 a))) as Ho2.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s25_p3 Ho1 ltac:(zlia)).
  rewrite (s9_p1 Ho2 ltac:(zlia)).
  rewrite (s9_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c9_L (a b : nat) : lmoves (s12_board (2 + a) (2 + b)) = [s20_board (1 + a) 1 (2 + b); strip [] (repeat T (2 + a) ++ E :: E :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, s20_board, strip. tf_options. Qed.
Lemma s12_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s26_board (2 + a) (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s26_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c9_R (a b : nat) : rmoves (s12_board (2 + a) (2 + b)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _^4 T^b F _ on a>=2 && b>=2 *)
Lemma s12_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s12_board (2 + a) (2 + b) -> fst (s12_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s12_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c9_L a b), (s12_c9_R a b); cbn [map].
  pose proof (use_s20 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s12_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s12_c9_L2 a b)).
  pose proof (use_s26 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s12_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s12_c9_L2 a b))) as Ho1.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s26_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s26_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s26_p10 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s13 = T^a _^3 T^b _ T^c F _ on a==0 && b==0 && c==0: the board of s12 *)
Lemma s13_c1_p1 x (Hs12 : s12_claim x) :
  x = s13_board 0 0 0 -> fst (s13_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s13_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q1] in Hc |- *.
  pose proof (Hs12 0 0 ltac:(rewrite Hx; unfold s13_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s13 = T^a _^3 T^b _ T^c F _ on a==0 && b==0 && c==1: the board of s12 *)
Lemma s13_c2_p1 x (Hs12 : s12_claim x) :
  x = s13_board 0 0 1 -> fst (s13_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s13_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q1] in Hc |- *.
  pose proof (Hs12 0 1 ltac:(rewrite Hx; unfold s13_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s13 = T^a _^3 T^b _ T^c F _ on a==0 && b==0 && c>=2: the board of s12 *)
Lemma s13_c3_p2 x (Hs12 : s12_claim x) (c : nat) :
  x = s13_board 0 0 (2 + c) -> fst (s13_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s13_q2] in Hc |- *.
  pose proof (Hs12 0 (2 + c) ltac:(rewrite Hx; unfold s13_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s13_c4_L : lmoves (s13_board 0 1 0) = [s12_board 0 1].
Proof. unfold s12_board, s13_board. tf_options. Qed.
Lemma s13_c4_R : rmoves (s13_board 0 1 0) = [s9_board 0 1].
Proof. unfold s13_board, s9_board. tf_options. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a==0 && b==1 && c==0 *)
Lemma s13_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board 0 1 0 -> fst (s13_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s13_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s13_q1] in Hc |- *.
  rewrite tf_game_eq, (s13_c4_L), (s13_c4_R); cbn [map].
  pose proof (use_s12 IH 0 1 (opt_l _ _ _ (s13_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH 0 1 (opt_r _ _ _ (s13_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  rewrite (s9_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c5_L : lmoves (s13_board 0 1 1) = [s12_board 0 2; strip [] ([E; E; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s12_board, s13_board, strip. tf_options. Qed.
Lemma s13_c5_L2 : tf_norm (strip [] ([E; E; E; T; E; E; F]) [(1, 0)]) (s29_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; E; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c5_R : rmoves (s13_board 0 1 1) = [strip [] ([E; E; E; T; F]) [(1, 2)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c5_R1 : tf_norm (strip [] ([E; E; E; T; F]) [(1, 2)]) (s9_board 0 1) (2).
Proof. apply (tf_norm_by _ [] ([E; E; E; T; F]) [(1, 2)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a==0 && b==1 && c==1 *)
Lemma s13_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board 0 1 1 -> fst (s13_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s13_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q1] in Hc |- *.
  rewrite tf_game_eq, (s13_c5_L), (s13_c5_R); cbn [map].
  pose proof (use_s12 IH 0 2 (opt_l _ _ _ (s13_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c5_L2)).
  pose proof (use_s29 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s13_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s13_c5_R1)).
  pose proof (use_s9 IH 0 1 (opt_norm_r _ _ _ _ _ (s13_c5_R) ltac:(cbn [In]; left; reflexivity) (s13_c5_R1))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 ltac:(zlia)).
  rewrite (s9_p2 Ho2 ltac:(zlia)).
  rewrite (s9_p2_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c6_L (c : nat) : lmoves (s13_board 0 1 (2 + c)) = [s12_board 0 (3 + c); strip [] (E :: E :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, s13_board, strip. tf_options. Qed.
Lemma s13_c6_L2 (c : nat) : tf_norm (strip [] (E :: E :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s30_board 0 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c6_R (c : nat) : rmoves (s13_board 0 1 (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s13_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s13_board 0 1 (2 + c) -> fst (s13_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c6_L c), (s13_c6_R c); cbn [map].
  pose proof (use_s12 IH 0 (3 + c) (opt_l _ _ _ (s13_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c6_L2 c)).
  pose proof (use_s30 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c6_L2 c))) as Ho1.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s30_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p16 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s13_c7_L (b : nat) : lmoves (s13_board 0 (2 + b) 0) = [s13_board 0 (1 + b) 1].
Proof. unfold s13_board. tf_options. Qed.
Lemma s13_c7_R (b : nat) : rmoves (s13_board 0 (2 + b) 0) = [s9_board 0 (2 + b)].
Proof. unfold s13_board, s9_board. tf_options. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a==0 && b>=2 && c==0 *)
Lemma s13_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s13_board 0 (2 + b) 0 -> fst (s13_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s13_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s13_q4] in Hc |- *.
  rewrite tf_game_eq, (s13_c7_L b), (s13_c7_R b); cbn [map].
  pose proof (use_s13 IH 0 (1 + b) 1 (opt_l _ _ _ (s13_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH 0 (2 + b) (opt_r _ _ _ (s13_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s13_p1 Ho0 ltac:(zlia)).
    rewrite (s9_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s13_p3 Ho0 ltac:(zlia)).
    rewrite (s9_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s13_c8_L (b : nat) : lmoves (s13_board 0 (2 + b) 1) = [s13_board 0 (1 + b) 2; strip [] (E :: E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c8_L2 (b : nat) : tf_norm (strip [] (E :: E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s29_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c8_R (b : nat) : rmoves (s13_board 0 (2 + b) 1) = [strip [] (E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c8_R1 (b : nat) : tf_norm (strip [] (E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s9_board 0 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s13_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s13_board 0 (2 + b) 1 -> fst (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c8_L b), (s13_c8_R b); cbn [map].
  pose proof (use_s13 IH 0 (1 + b) 2 (opt_l _ _ _ (s13_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c8_L2 b)).
  pose proof (use_s29 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s13_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s13_c8_R1 b)).
  pose proof (use_s9 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s13_c8_R b) ltac:(cbn [In]; left; reflexivity) (s13_c8_R1 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s13_p2 Ho0 ltac:(zlia)).
    rewrite (s29_p4 Ho1 ltac:(zlia)).
    rewrite (s9_p2 Ho2 ltac:(zlia)).
    rewrite (s9_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s13_p3 Ho0 ltac:(zlia)).
    rewrite (s29_p4 Ho1 ltac:(zlia)).
    rewrite (s9_p2 Ho2 ltac:(zlia)).
    rewrite (s9_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s13_c9_L (b c : nat) : lmoves (s13_board 0 (2 + b) (2 + c)) = [s13_board 0 (1 + b) (3 + c); strip [] (E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c9_L2 (b c : nat) : tf_norm (strip [] (E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s30_board 0 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c9_R (b c : nat) : rmoves (s13_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s13_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s13_board 0 (2 + b) (2 + c) -> fst (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c9_L b c), (s13_c9_R b c); cbn [map].
  pose proof (use_s13 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s13_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c9_L2 b c)).
  pose proof (use_s30 IH 0 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c9_L2 b c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s13_p2 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s30_p11 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s30_p18 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s13_p3 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s30_p11 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s30_p18 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

(* s13 = T^a _^3 T^b _ T^c F _ on a==1 && b==0 && c==0: the board of s12 *)
Lemma s13_c10_p1 x (Hs12 : s12_claim x) :
  x = s13_board 1 0 0 -> fst (s13_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s13_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q1] in Hc |- *.
  pose proof (Hs12 1 0 ltac:(rewrite Hx; unfold s13_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s13 = T^a _^3 T^b _ T^c F _ on a==1 && b==0 && c==1: the board of s12 *)
Lemma s13_c11_p1 x (Hs12 : s12_claim x) :
  x = s13_board 1 0 1 -> fst (s13_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s13_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q1] in Hc |- *.
  pose proof (Hs12 1 1 ltac:(rewrite Hx; unfold s13_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s13 = T^a _^3 T^b _ T^c F _ on a==1 && b==0 && c>=2: the board of s12 *)
Lemma s13_c12_p2 x (Hs12 : s12_claim x) (c : nat) :
  x = s13_board 1 0 (2 + c) -> fst (s13_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s13_q2] in Hc |- *.
  pose proof (Hs12 1 (2 + c) ltac:(rewrite Hx; unfold s13_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s13_c13_L : lmoves (s13_board 1 1 0) = [s21_board 0 1 1 0; s12_board 1 1].
Proof. unfold s12_board, s13_board, s21_board. tf_options. Qed.
Lemma s13_c13_R : rmoves (s13_board 1 1 0) = [s9_board 1 1].
Proof. unfold s13_board, s9_board. tf_options. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a==1 && b==1 && c==0 *)
Lemma s13_c13_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board 1 1 0 -> fst (s13_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s13_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s13_q1] in Hc |- *.
  rewrite tf_game_eq, (s13_c13_L), (s13_c13_R); cbn [map].
  pose proof (use_s21 IH 0 1 1 0 (opt_l _ _ _ (s13_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 1 (opt_l _ _ _ (s13_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s9 IH 1 1 (opt_r _ _ _ (s13_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  rewrite (s12_p1 Ho1 ltac:(zlia)).
  rewrite (s9_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c14_L : lmoves (s13_board 1 1 1) = [s21_board 0 1 1 1; s12_board 1 2; strip [] ([T; E; E; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s12_board, s13_board, s21_board, strip. tf_options. Qed.
Lemma s13_c14_L3 : tf_norm (strip [] ([T; E; E; E; T; E; E; F]) [(1, 0)]) (s29_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c14_R : rmoves (s13_board 1 1 1) = [strip [] ([T; E; E; E; T; F]) [(1, 2)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c14_R1 : tf_norm (strip [] ([T; E; E; E; T; F]) [(1, 2)]) (s9_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; E; E; T; F]) [(1, 2)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a==1 && b==1 && c==1 *)
Lemma s13_c14_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board 1 1 1 -> fst (s13_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s13_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q1] in Hc |- *.
  rewrite tf_game_eq, (s13_c14_L), (s13_c14_R); cbn [map].
  pose proof (use_s21 IH 0 1 1 1 (opt_l _ _ _ (s13_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 2 (opt_l _ _ _ (s13_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s13_c14_L3)).
  pose proof (use_s29 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s13_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s13_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s13_c14_R1)).
  pose proof (use_s9 IH 1 1 (opt_norm_r _ _ _ _ _ (s13_c14_R) ltac:(cbn [In]; left; reflexivity) (s13_c14_R1))) as Ho3.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s29_p2 Ho2 ltac:(zlia)).
  rewrite (s9_p2 Ho3 ltac:(zlia)).
  rewrite (s9_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c15_L (c : nat) : lmoves (s13_board 1 1 (2 + c)) = [s21_board 0 1 1 (2 + c); s12_board 1 (3 + c); strip [] (T :: E :: E :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, s13_board, s21_board, strip. tf_options. Qed.
Lemma s13_c15_L3 (c : nat) : tf_norm (strip [] (T :: E :: E :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s30_board 1 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c15_R (c : nat) : rmoves (s13_board 1 1 (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s13_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s13_board 1 1 (2 + c) -> fst (s13_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c15_L c), (s13_c15_R c); cbn [map].
  pose proof (use_s21 IH 0 1 1 (2 + c) (opt_l _ _ _ (s13_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (3 + c) (opt_l _ _ _ (s13_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s13_c15_L3 c)).
  pose proof (use_s30 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s13_c15_L3 c))) as Ho2.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s30_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s13_c16_L (b : nat) : lmoves (s13_board 1 (2 + b) 0) = [s21_board 0 1 (2 + b) 0; s13_board 1 (1 + b) 1].
Proof. unfold s13_board, s21_board. tf_options. Qed.
Lemma s13_c16_R (b : nat) : rmoves (s13_board 1 (2 + b) 0) = [s9_board 1 (2 + b)].
Proof. unfold s13_board, s9_board. tf_options. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a==1 && b>=2 && c==0 *)
Lemma s13_c16_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s13_board 1 (2 + b) 0 -> fst (s13_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s13_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s13_q4] in Hc |- *.
  rewrite tf_game_eq, (s13_c16_L b), (s13_c16_R b); cbn [map].
  pose proof (use_s21 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s13_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 (1 + b) 1 (opt_l _ _ _ (s13_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s9 IH 1 (2 + b) (opt_r _ _ _ (s13_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s13_p1 Ho1 ltac:(zlia)).
    rewrite (s9_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s13_p3 Ho1 ltac:(zlia)).
    rewrite (s9_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s13_c17_L (b : nat) : lmoves (s13_board 1 (2 + b) 1) = [s21_board 0 1 (2 + b) 1; s13_board 1 (1 + b) 2; strip [] (T :: E :: E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s13_board, s21_board, strip. tf_options. Qed.
Lemma s13_c17_L3 (b : nat) : tf_norm (strip [] (T :: E :: E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s29_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c17_R (b : nat) : rmoves (s13_board 1 (2 + b) 1) = [strip [] (T :: E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s9_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s13_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s13_board 1 (2 + b) 1 -> fst (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c17_L b), (s13_c17_R b); cbn [map].
  pose proof (use_s21 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s13_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 (1 + b) 2 (opt_l _ _ _ (s13_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s13_c17_L3 b)).
  pose proof (use_s29 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s13_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s13_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s13_c17_R1 b)).
  pose proof (use_s9 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s13_c17_R b) ltac:(cbn [In]; left; reflexivity) (s13_c17_R1 b))) as Ho3.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s13_p2 Ho1 ltac:(zlia)).
    rewrite (s29_p4 Ho2 ltac:(zlia)).
    rewrite (s9_p2 Ho3 ltac:(zlia)).
    rewrite (s9_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s13_p3 Ho1 ltac:(zlia)).
    rewrite (s29_p4 Ho2 ltac:(zlia)).
    rewrite (s9_p2 Ho3 ltac:(zlia)).
    rewrite (s9_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s13_c18_L (b c : nat) : lmoves (s13_board 1 (2 + b) (2 + c)) = [s21_board 0 1 (2 + b) (2 + c); s13_board 1 (1 + b) (3 + c); strip [] (T :: E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, s21_board, strip. tf_options. Qed.
Lemma s13_c18_L3 (b c : nat) : tf_norm (strip [] (T :: E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s30_board 1 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c18_R (b c : nat) : rmoves (s13_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s13_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s13_board 1 (2 + b) (2 + c) -> fst (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c18_L b c), (s13_c18_R b c); cbn [map].
  pose proof (use_s21 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s13_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s13_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s13_c18_L3 b c)).
  pose proof (use_s30 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s13_c18_L3 b c))) as Ho2.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s13_p2 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s30_p11 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s30_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s13_p3 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s30_p11 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s30_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

(* s13 = T^a _^3 T^b _ T^c F _ on a>=2 && b==0 && c==0: the board of s12 *)
Lemma s13_c19_p1 x (Hs12 : s12_claim x) (a : nat) :
  x = s13_board (2 + a) 0 0 -> fst (s13_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s13_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q1] in Hc |- *.
  pose proof (Hs12 (2 + a) 0 ltac:(rewrite Hx; unfold s13_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s13 = T^a _^3 T^b _ T^c F _ on a>=2 && b==0 && c==1: the board of s12 *)
Lemma s13_c20_p1 x (Hs12 : s12_claim x) (a : nat) :
  x = s13_board (2 + a) 0 1 -> fst (s13_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s13_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q1] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 ltac:(rewrite Hx; unfold s13_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s13 = T^a _^3 T^b _ T^c F _ on a>=2 && b==0 && c>=2: the board of s12 *)
Lemma s13_c21_p2 x (Hs12 : s12_claim x) (a c : nat) :
  x = s13_board (2 + a) 0 (2 + c) -> fst (s13_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s13_q2] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s13_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s13_c22_L (a : nat) : lmoves (s13_board (2 + a) 1 0) = [s21_board (1 + a) 1 1 0; s12_board (2 + a) 1].
Proof. unfold s12_board, s13_board, s21_board. tf_options. Qed.
Lemma s13_c22_R (a : nat) : rmoves (s13_board (2 + a) 1 0) = [s9_board (2 + a) 1].
Proof. unfold s13_board, s9_board. tf_options. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a>=2 && b==1 && c==0 *)
Lemma s13_c22_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s13_board (2 + a) 1 0 -> fst (s13_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s13_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s13_q1] in Hc |- *.
  rewrite tf_game_eq, (s13_c22_L a), (s13_c22_R a); cbn [map].
  pose proof (use_s21 IH (1 + a) 1 1 0 (opt_l _ _ _ (s13_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 1 (opt_l _ _ _ (s13_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s9 IH (2 + a) 1 (opt_r _ _ _ (s13_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  rewrite (s12_p1 Ho1 ltac:(zlia)).
  rewrite (s9_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c23_L (a : nat) : lmoves (s13_board (2 + a) 1 1) = [s21_board (1 + a) 1 1 1; s12_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [E; E; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s12_board, s13_board, s21_board, strip. tf_options. Qed.
Lemma s13_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; T; E; E; F]) [(1, 0)]) (s29_board (2 + a) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c23_R (a : nat) : rmoves (s13_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; E; T; F]) [(1, 2)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; T; F]) [(1, 2)]) (s9_board (2 + a) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; E; T; F]) [(1, 2)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s13_c23_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s13_board (2 + a) 1 1 -> fst (s13_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s13_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q1] in Hc |- *.
  rewrite tf_game_eq, (s13_c23_L a), (s13_c23_R a); cbn [map].
  pose proof (use_s21 IH (1 + a) 1 1 1 (opt_l _ _ _ (s13_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 2 (opt_l _ _ _ (s13_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s13_c23_L3 a)).
  pose proof (use_s29 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s13_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s13_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s13_c23_R1 a)).
  pose proof (use_s9 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s13_c23_R a) ltac:(cbn [In]; left; reflexivity) (s13_c23_R1 a))) as Ho3.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s29_p2 Ho2 ltac:(zlia)).
  rewrite (s9_p2 Ho3 ltac:(zlia)).
  rewrite (s9_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c24_L (a c : nat) : lmoves (s13_board (2 + a) 1 (2 + c)) = [s21_board (1 + a) 1 1 (2 + c); s12_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ E :: E :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, s13_board, s21_board, strip. tf_options. Qed.
Lemma s13_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s30_board (2 + a) 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c24_R (a c : nat) : rmoves (s13_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s13_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s13_board (2 + a) 1 (2 + c) -> fst (s13_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c24_L a c), (s13_c24_R a c); cbn [map].
  pose proof (use_s21 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s13_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (3 + c) (opt_l _ _ _ (s13_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s13_c24_L3 a c)).
  pose proof (use_s30 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s13_c24_L3 a c))) as Ho2.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s30_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s13_c25_L (a b : nat) : lmoves (s13_board (2 + a) (2 + b) 0) = [s21_board (1 + a) 1 (2 + b) 0; s13_board (2 + a) (1 + b) 1].
Proof. unfold s13_board, s21_board. tf_options. Qed.
Lemma s13_c25_R (a b : nat) : rmoves (s13_board (2 + a) (2 + b) 0) = [s9_board (2 + a) (2 + b)].
Proof. unfold s13_board, s9_board. tf_options. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a>=2 && b>=2 && c==0 *)
Lemma s13_c25_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s13_board (2 + a) (2 + b) 0 -> fst (s13_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s13_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s13_q4] in Hc |- *.
  rewrite tf_game_eq, (s13_c25_L a b), (s13_c25_R a b); cbn [map].
  pose proof (use_s21 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s13_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s13_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s9 IH (2 + a) (2 + b) (opt_r _ _ _ (s13_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s13_p1 Ho1 ltac:(zlia)).
    rewrite (s9_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s13_p3 Ho1 ltac:(zlia)).
    rewrite (s9_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s13_c26_L (a b : nat) : lmoves (s13_board (2 + a) (2 + b) 1) = [s21_board (1 + a) 1 (2 + b) 1; s13_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s13_board, s21_board, strip. tf_options. Qed.
Lemma s13_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s29_board (2 + a) (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c26_R (a b : nat) : rmoves (s13_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s9_board (2 + a) (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s13_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s13_board (2 + a) (2 + b) 1 -> fst (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c26_L a b), (s13_c26_R a b); cbn [map].
  pose proof (use_s21 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s13_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s13_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s13_c26_L3 a b)).
  pose proof (use_s29 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s13_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s13_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s13_c26_R1 a b)).
  pose proof (use_s9 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s13_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s13_c26_R1 a b))) as Ho3.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s13_p2 Ho1 ltac:(zlia)).
    rewrite (s29_p4 Ho2 ltac:(zlia)).
    rewrite (s9_p2 Ho3 ltac:(zlia)).
    rewrite (s9_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s13_p3 Ho1 ltac:(zlia)).
    rewrite (s29_p4 Ho2 ltac:(zlia)).
    rewrite (s9_p2 Ho3 ltac:(zlia)).
    rewrite (s9_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s13_c27_L (a b c : nat) : lmoves (s13_board (2 + a) (2 + b) (2 + c)) = [s21_board (1 + a) 1 (2 + b) (2 + c); s13_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, s21_board, strip. tf_options. Qed.
Lemma s13_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s30_board (2 + a) (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c27_R (a b c : nat) : rmoves (s13_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _^3 T^b _ T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s13_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s13_board (2 + a) (2 + b) (2 + c) -> fst (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c27_L a b c), (s13_c27_R a b c); cbn [map].
  pose proof (use_s21 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s13_c27_L3 a b c)).
  pose proof (use_s30 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s13_c27_L3 a b c))) as Ho2.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s13_p2 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s30_p11 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s30_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s13_p3 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s30_p11 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s30_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

(* s14 = T^a _^2 T^b _^2 T^c F _ on a==0 && b==0 && c==0: the board of s12 *)
Lemma s14_c1_p1 x (Hs12 : s12_claim x) :
  x = s14_board 0 0 0 -> fst (s14_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q1] in Hc |- *.
  pose proof (Hs12 0 0 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _^2 T^b _^2 T^c F _ on a==0 && b==0 && c==1: the board of s12 *)
Lemma s14_c2_p1 x (Hs12 : s12_claim x) :
  x = s14_board 0 0 1 -> fst (s14_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q1] in Hc |- *.
  pose proof (Hs12 0 1 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _^2 T^b _^2 T^c F _ on a==0 && b==0 && c>=2: the board of s12 *)
Lemma s14_c3_p2 x (Hs12 : s12_claim x) (c : nat) :
  x = s14_board 0 0 (2 + c) -> fst (s14_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s14_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q2] in Hc |- *.
  pose proof (Hs12 0 (2 + c) ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s14_c4_L : lmoves (s14_board 0 1 0) = [s13_board 0 1 0].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s14_c4_R : rmoves (s14_board 0 1 0) = [s10_board 0 1 0].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a==0 && b==1 && c==0 *)
Lemma s14_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 0 1 0 -> fst (s14_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c4_L), (s14_c4_R); cbn [map].
  pose proof (use_s13 IH 0 1 0 (opt_l _ _ _ (s14_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 0 1 0 (opt_r _ _ _ (s14_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c5_L : lmoves (s14_board 0 1 1) = [s13_board 0 1 1; strip [] ([E; E; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s13_board, s14_board, strip. tf_options. Qed.
Lemma s14_c5_L2 : tf_norm (strip [] ([E; E; T; E; E; E; F]) [(1, 0)]) (s33_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; E; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c5_R : rmoves (s14_board 0 1 1) = [strip [] ([E; E; T; E; F]) [(1, 2)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c5_R1 : tf_norm (strip [] ([E; E; T; E; F]) [(1, 2)]) (s10_board 0 1 0) (2).
Proof. apply (tf_norm_by _ [] ([E; E; T; E; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a==0 && b==1 && c==1 *)
Lemma s14_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 0 1 1 -> fst (s14_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c5_L), (s14_c5_R); cbn [map].
  pose proof (use_s13 IH 0 1 1 (opt_l _ _ _ (s14_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s14_c5_L2)).
  pose proof (use_s33 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s14_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s14_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s14_c5_R1)).
  pose proof (use_s10 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s14_c5_R) ltac:(cbn [In]; left; reflexivity) (s14_c5_R1))) as Ho2.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  rewrite (s33_p1 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c6_L (c : nat) : lmoves (s14_board 0 1 (2 + c)) = [s13_board 0 1 (2 + c); strip [] (E :: E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, s14_board, strip. tf_options. Qed.
Lemma s14_c6_L2 (c : nat) : tf_norm (strip [] (E :: E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s34_board 0 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s34_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c6_R (c : nat) : rmoves (s14_board 0 1 (2 + c)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s14_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s14_board 0 1 (2 + c) -> fst (s14_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s14_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s14_q2] in Hc |- *.
  rewrite tf_game_eq, (s14_c6_L c), (s14_c6_R c); cbn [map].
  pose proof (use_s13 IH 0 1 (2 + c) (opt_l _ _ _ (s14_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s14_c6_L2 c)).
  pose proof (use_s34 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s14_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s14_c6_L2 c))) as Ho1.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s34_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s34_p17 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s34_p19 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s14_c7_L (b : nat) : lmoves (s14_board 0 (2 + b) 0) = [s22_board 0 (1 + b) 1 0].
Proof. unfold s14_board, s22_board. tf_options. Qed.
Lemma s14_c7_R (b : nat) : rmoves (s14_board 0 (2 + b) 0) = [s10_board 0 (2 + b) 0].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a==0 && b>=2 && c==0 *)
Lemma s14_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 0 (2 + b) 0 -> fst (s14_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s14_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c7_L b), (s14_c7_R b); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s14_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 0 (2 + b) 0 (opt_r _ _ _ (s14_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c8_L (b : nat) : lmoves (s14_board 0 (2 + b) 1) = [s22_board 0 (1 + b) 1 1; strip [] (E :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s22_board, strip. tf_options. Qed.
Lemma s14_c8_L2 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 0)]) (s33_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c8_R (b : nat) : rmoves (s14_board 0 (2 + b) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 2)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c8_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 2)]) (s10_board 0 (2 + b) 0) (2).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s14_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 0 (2 + b) 1 -> fst (s14_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s14_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c8_L b), (s14_c8_R b); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s14_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s14_c8_L2 b)).
  pose proof (use_s33 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s14_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s14_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s14_c8_R1 b)).
  pose proof (use_s10 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s14_c8_R b) ltac:(cbn [In]; left; reflexivity) (s14_c8_R1 b))) as Ho2.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s33_p4 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c9_L (b c : nat) : lmoves (s14_board 0 (2 + b) (2 + c)) = [s22_board 0 (1 + b) 1 (2 + c); strip [] (E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s22_board, strip. tf_options. Qed.
Lemma s14_c9_L2 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s34_board 0 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s34_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c9_R (b c : nat) : rmoves (s14_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s14_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s14_board 0 (2 + b) (2 + c) -> fst (s14_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s14_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s14_q2] in Hc |- *.
  rewrite tf_game_eq, (s14_c9_L b c), (s14_c9_R b c); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) 1 (2 + c) (opt_l _ _ _ (s14_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s14_c9_L2 b c)).
  pose proof (use_s34 IH 0 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s14_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s14_c9_L2 b c))) as Ho1.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s34_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s34_p17 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s14 = T^a _^2 T^b _^2 T^c F _ on a==1 && b==0 && c==0: the board of s12 *)
Lemma s14_c10_p1 x (Hs12 : s12_claim x) :
  x = s14_board 1 0 0 -> fst (s14_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q1] in Hc |- *.
  pose proof (Hs12 1 0 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _^2 T^b _^2 T^c F _ on a==1 && b==0 && c==1: the board of s12 *)
Lemma s14_c11_p1 x (Hs12 : s12_claim x) :
  x = s14_board 1 0 1 -> fst (s14_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q1] in Hc |- *.
  pose proof (Hs12 1 1 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _^2 T^b _^2 T^c F _ on a==1 && b==0 && c>=2: the board of s12 *)
Lemma s14_c12_p2 x (Hs12 : s12_claim x) (c : nat) :
  x = s14_board 1 0 (2 + c) -> fst (s14_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s14_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q2] in Hc |- *.
  pose proof (Hs12 1 (2 + c) ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s14_c13_L : lmoves (s14_board 1 1 0) = [s23_board 0 1 1 0; s13_board 1 1 0].
Proof. unfold s13_board, s14_board, s23_board. tf_options. Qed.
Lemma s14_c13_R : rmoves (s14_board 1 1 0) = [s10_board 1 1 0].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a==1 && b==1 && c==0 *)
Lemma s14_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 1 1 0 -> fst (s14_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c13_L), (s14_c13_R); cbn [map].
  pose proof (use_s23 IH 0 1 1 0 (opt_l _ _ _ (s14_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 1 0 (opt_l _ _ _ (s14_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 1 1 0 (opt_r _ _ _ (s14_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s13_p1 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c14_L : lmoves (s14_board 1 1 1) = [s23_board 0 1 1 1; s13_board 1 1 1; strip [] ([T; E; E; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s13_board, s14_board, s23_board, strip. tf_options. Qed.
Lemma s14_c14_L3 : tf_norm (strip [] ([T; E; E; T; E; E; E; F]) [(1, 0)]) (s33_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c14_R : rmoves (s14_board 1 1 1) = [strip [] ([T; E; E; T; E; F]) [(1, 2)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c14_R1 : tf_norm (strip [] ([T; E; E; T; E; F]) [(1, 2)]) (s10_board 1 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; E; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a==1 && b==1 && c==1 *)
Lemma s14_c14_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 1 1 1 -> fst (s14_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c14_L), (s14_c14_R); cbn [map].
  pose proof (use_s23 IH 0 1 1 1 (opt_l _ _ _ (s14_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 1 1 (opt_l _ _ _ (s14_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s14_c14_L3)).
  pose proof (use_s33 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s14_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s14_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s14_c14_R1)).
  pose proof (use_s10 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s14_c14_R) ltac:(cbn [In]; left; reflexivity) (s14_c14_R1))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p1 Ho1 ltac:(zlia)).
  rewrite (s33_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p3 Ho3 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c15_L (c : nat) : lmoves (s14_board 1 1 (2 + c)) = [s23_board 0 1 1 (2 + c); s13_board 1 1 (2 + c); strip [] (T :: E :: E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, s14_board, s23_board, strip. tf_options. Qed.
Lemma s14_c15_L3 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s34_board 1 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s34_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c15_R (c : nat) : rmoves (s14_board 1 1 (2 + c)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s14_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s14_board 1 1 (2 + c) -> fst (s14_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s14_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s14_q2] in Hc |- *.
  rewrite tf_game_eq, (s14_c15_L c), (s14_c15_R c); cbn [map].
  pose proof (use_s23 IH 0 1 1 (2 + c) (opt_l _ _ _ (s14_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 1 (2 + c) (opt_l _ _ _ (s14_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s14_c15_L3 c)).
  pose proof (use_s34 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s14_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s14_c15_L3 c))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s34_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s34_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s14_c16_L (b : nat) : lmoves (s14_board 1 (2 + b) 0) = [s23_board 0 1 (2 + b) 0; s22_board 1 (1 + b) 1 0].
Proof. unfold s14_board, s22_board, s23_board. tf_options. Qed.
Lemma s14_c16_R (b : nat) : rmoves (s14_board 1 (2 + b) 0) = [s10_board 1 (2 + b) 0].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a==1 && b>=2 && c==0 *)
Lemma s14_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 1 (2 + b) 0 -> fst (s14_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s14_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c16_L b), (s14_c16_R b); cbn [map].
  pose proof (use_s23 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s14_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s14_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 1 (2 + b) 0 (opt_r _ _ _ (s14_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c17_L (b : nat) : lmoves (s14_board 1 (2 + b) 1) = [s23_board 0 1 (2 + b) 1; s22_board 1 (1 + b) 1 1; strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s22_board, s23_board, strip. tf_options. Qed.
Lemma s14_c17_L3 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 0)]) (s33_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c17_R (b : nat) : rmoves (s14_board 1 (2 + b) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 2)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 2)]) (s10_board 1 (2 + b) 0) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s14_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 1 (2 + b) 1 -> fst (s14_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s14_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c17_L b), (s14_c17_R b); cbn [map].
  pose proof (use_s23 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s14_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s14_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s14_c17_L3 b)).
  pose proof (use_s33 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s14_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s14_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s14_c17_R1 b)).
  pose proof (use_s10 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s14_c17_R b) ltac:(cbn [In]; left; reflexivity) (s14_c17_R1 b))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s33_p4 Ho2 ltac:(zlia)).
  rewrite (s10_p3 Ho3 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c18_L (b c : nat) : lmoves (s14_board 1 (2 + b) (2 + c)) = [s23_board 0 1 (2 + b) (2 + c); s22_board 1 (1 + b) 1 (2 + c); strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s22_board, s23_board, strip. tf_options. Qed.
Lemma s14_c18_L3 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s34_board 1 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s34_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c18_R (b c : nat) : rmoves (s14_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s14_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s14_board 1 (2 + b) (2 + c) -> fst (s14_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s14_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s14_q2] in Hc |- *.
  rewrite tf_game_eq, (s14_c18_L b c), (s14_c18_R b c); cbn [map].
  pose proof (use_s23 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s14_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s14_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s14_c18_L3 b c)).
  pose proof (use_s34 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s14_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s14_c18_L3 b c))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s34_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s34_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s14 = T^a _^2 T^b _^2 T^c F _ on a>=2 && b==0 && c==0: the board of s12 *)
Lemma s14_c19_p1 x (Hs12 : s12_claim x) (a : nat) :
  x = s14_board (2 + a) 0 0 -> fst (s14_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q1] in Hc |- *.
  pose proof (Hs12 (2 + a) 0 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _^2 T^b _^2 T^c F _ on a>=2 && b==0 && c==1: the board of s12 *)
Lemma s14_c20_p1 x (Hs12 : s12_claim x) (a : nat) :
  x = s14_board (2 + a) 0 1 -> fst (s14_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q1] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _^2 T^b _^2 T^c F _ on a>=2 && b==0 && c>=2: the board of s12 *)
Lemma s14_c21_p2 x (Hs12 : s12_claim x) (a c : nat) :
  x = s14_board (2 + a) 0 (2 + c) -> fst (s14_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s14_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q2] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s14_c22_L (a : nat) : lmoves (s14_board (2 + a) 1 0) = [s23_board (1 + a) 1 1 0; s13_board (2 + a) 1 0].
Proof. unfold s13_board, s14_board, s23_board. tf_options. Qed.
Lemma s14_c22_R (a : nat) : rmoves (s14_board (2 + a) 1 0) = [s10_board (2 + a) 1 0].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a>=2 && b==1 && c==0 *)
Lemma s14_c22_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 1 0 -> fst (s14_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c22_L a), (s14_c22_R a); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 1 0 (opt_l _ _ _ (s14_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) 1 0 (opt_l _ _ _ (s14_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH (2 + a) 1 0 (opt_r _ _ _ (s14_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s13_p1 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c23_L (a : nat) : lmoves (s14_board (2 + a) 1 1) = [s23_board (1 + a) 1 1 1; s13_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s13_board, s14_board, s23_board, strip. tf_options. Qed.
Lemma s14_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; E; E; E; F]) [(1, 0)]) (s33_board (2 + a) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c23_R (a : nat) : rmoves (s14_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; T; E; F]) [(1, 2)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; E; F]) [(1, 2)]) (s10_board (2 + a) 1 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; E; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s14_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 1 1 -> fst (s14_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c23_L a), (s14_c23_R a); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 1 1 (opt_l _ _ _ (s14_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) 1 1 (opt_l _ _ _ (s14_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s14_c23_L3 a)).
  pose proof (use_s33 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s14_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s14_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s14_c23_R1 a)).
  pose proof (use_s10 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s14_c23_R a) ltac:(cbn [In]; left; reflexivity) (s14_c23_R1 a))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p1 Ho1 ltac:(zlia)).
  rewrite (s33_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p3 Ho3 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c24_L (a c : nat) : lmoves (s14_board (2 + a) 1 (2 + c)) = [s23_board (1 + a) 1 1 (2 + c); s13_board (2 + a) 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, s14_board, s23_board, strip. tf_options. Qed.
Lemma s14_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s34_board (2 + a) 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s34_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c24_R (a c : nat) : rmoves (s14_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s14_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s14_board (2 + a) 1 (2 + c) -> fst (s14_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s14_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s14_q2] in Hc |- *.
  rewrite tf_game_eq, (s14_c24_L a c), (s14_c24_R a c); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s14_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s14_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s14_c24_L3 a c)).
  pose proof (use_s34 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s14_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s14_c24_L3 a c))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s34_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s34_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s14_c25_L (a b : nat) : lmoves (s14_board (2 + a) (2 + b) 0) = [s23_board (1 + a) 1 (2 + b) 0; s22_board (2 + a) (1 + b) 1 0].
Proof. unfold s14_board, s22_board, s23_board. tf_options. Qed.
Lemma s14_c25_R (a b : nat) : rmoves (s14_board (2 + a) (2 + b) 0) = [s10_board (2 + a) (2 + b) 0].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a>=2 && b>=2 && c==0 *)
Lemma s14_c25_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s14_board (2 + a) (2 + b) 0 -> fst (s14_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s14_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c25_L a b), (s14_c25_R a b); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s14_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s14_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s14_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c26_L (a b : nat) : lmoves (s14_board (2 + a) (2 + b) 1) = [s23_board (1 + a) 1 (2 + b) 1; s22_board (2 + a) (1 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s22_board, s23_board, strip. tf_options. Qed.
Lemma s14_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 0)]) (s33_board (2 + a) (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c26_R (a b : nat) : rmoves (s14_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 2)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 2)]) (s10_board (2 + a) (2 + b) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s14_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s14_board (2 + a) (2 + b) 1 -> fst (s14_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s14_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c26_L a b), (s14_c26_R a b); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s14_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s14_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s14_c26_L3 a b)).
  pose proof (use_s33 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s14_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s14_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s14_c26_R1 a b)).
  pose proof (use_s10 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s14_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s14_c26_R1 a b))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s33_p4 Ho2 ltac:(zlia)).
  rewrite (s10_p3 Ho3 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c27_L (a b c : nat) : lmoves (s14_board (2 + a) (2 + b) (2 + c)) = [s23_board (1 + a) 1 (2 + b) (2 + c); s22_board (2 + a) (1 + b) 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s22_board, s23_board, strip. tf_options. Qed.
Lemma s14_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s34_board (2 + a) (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s34_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c27_R (a b c : nat) : rmoves (s14_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _^2 T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s14_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s14_board (2 + a) (2 + b) (2 + c) -> fst (s14_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s14_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s14_q2] in Hc |- *.
  rewrite tf_game_eq, (s14_c27_L a b c), (s14_c27_R a b c); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s14_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s14_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s14_c27_L3 a b c)).
  pose proof (use_s34 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s14_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s14_c27_L3 a b c))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s34_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s34_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s15_c1_L : lmoves (s15_board 0 0) = [].
Proof. unfold s15_board. tf_options. Qed.
Lemma s15_c1_R : rmoves (s15_board 0 0) = [strip [(2, 1)] ([E]) []].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c1_R1 : tf_norm (strip [(2, 1)] ([E]) []) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s15 = T^a _^3 T^b F on a==0 && b==0 *)
Lemma s15_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s15_board 0 0 -> fst (s15_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s15_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q1] in Hc |- *.
  rewrite tf_game_eq, (s15_c1_L), (s15_c1_R); cbn [map].
  rewrite (tf_norm_blank (s15_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s15_c2_L : lmoves (s15_board 0 1) = [].
Proof. unfold s15_board. tf_options. Qed.
Lemma s15_c2_R : rmoves (s15_board 0 1) = [strip [(2, 1)] ([]) [(1, 1)]].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c2_R1 : tf_norm (strip [(2, 1)] ([]) [(1, 1)]) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s15 = T^a _^3 T^b F on a==0 && b==1 *)
Lemma s15_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s15_board 0 1 -> fst (s15_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s15_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q1] in Hc |- *.
  rewrite tf_game_eq, (s15_c2_L), (s15_c2_R); cbn [map].
  rewrite (tf_norm_blank (s15_c2_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s15_c3_L (b : nat) : lmoves (s15_board 0 (2 + b)) = [].
Proof. unfold s15_board. tf_options. Qed.
Lemma s15_c3_R (b : nat) : rmoves (s15_board 0 (2 + b)) = [].
Proof. unfold s15_board. tf_options. Qed.
(* s15 = T^a _^3 T^b F on a==0 && b>=2 *)
Lemma s15_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 0 (2 + b) -> fst (s15_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s15_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s15_q2] in Hc |- *.
  rewrite tf_game_eq, (s15_c3_L b), (s15_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s15_c4_L : lmoves (s15_board 1 0) = [s17_board 0 1 0].
Proof. unfold s15_board, s17_board. tf_options. Qed.
Lemma s15_c4_R : rmoves (s15_board 1 0) = [s3_board 1 0].
Proof. unfold s15_board, s3_board. tf_options. Qed.
(* s15 = T^a _^3 T^b F on a==1 && b==0 *)
Lemma s15_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s15_board 1 0 -> fst (s15_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s15_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q3] in Hc |- *.
  rewrite tf_game_eq, (s15_c4_L), (s15_c4_R); cbn [map].
  pose proof (use_s17 IH 0 1 0 (opt_l _ _ _ (s15_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 1 0 (opt_r _ _ _ (s15_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s17_p3 Ho0 ltac:(zlia)).
  rewrite (s3_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c5_L : lmoves (s15_board 1 1) = [s17_board 0 1 1].
Proof. unfold s15_board, s17_board. tf_options. Qed.
Lemma s15_c5_R : rmoves (s15_board 1 1) = [strip [] ([T; E; E; F]) [(1, 1)]].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c5_R1 : tf_norm (strip [] ([T; E; E; F]) [(1, 1)]) (s3_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s15 = T^a _^3 T^b F on a==1 && b==1 *)
Lemma s15_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s15_board 1 1 -> fst (s15_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s15_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q3] in Hc |- *.
  rewrite tf_game_eq, (s15_c5_L), (s15_c5_R); cbn [map].
  pose proof (use_s17 IH 0 1 1 (opt_l _ _ _ (s15_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s15_c5_R1)).
  pose proof (use_s3 IH 1 0 (opt_norm_r _ _ _ _ _ (s15_c5_R) ltac:(cbn [In]; left; reflexivity) (s15_c5_R1))) as Ho1.
  rewrite (s17_p3 Ho0 ltac:(zlia)).
  rewrite (s3_p1 Ho1 ltac:(zlia)).
  rewrite (s3_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c6_L (b : nat) : lmoves (s15_board 1 (2 + b)) = [s17_board 0 1 (2 + b)].
Proof. unfold s15_board, s17_board. tf_options. Qed.
Lemma s15_c6_R (b : nat) : rmoves (s15_board 1 (2 + b)) = [].
Proof. unfold s15_board. tf_options. Qed.
(* s15 = T^a _^3 T^b F on a==1 && b>=2 *)
Lemma s15_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 1 (2 + b) -> fst (s15_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s15_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s15_q2] in Hc |- *.
  rewrite tf_game_eq, (s15_c6_L b), (s15_c6_R b); cbn [map].
  pose proof (use_s17 IH 0 1 (2 + b) (opt_l _ _ _ (s15_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s17_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s15_c7_L (a : nat) : lmoves (s15_board (2 + a) 0) = [s17_board (1 + a) 1 0].
Proof. unfold s15_board, s17_board. tf_options. Qed.
Lemma s15_c7_R (a : nat) : rmoves (s15_board (2 + a) 0) = [s3_board (2 + a) 0].
Proof. unfold s15_board, s3_board. tf_options. Qed.
(* s15 = T^a _^3 T^b F on a>=2 && b==0 *)
Lemma s15_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s15_board (2 + a) 0 -> fst (s15_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s15_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q3] in Hc |- *.
  rewrite tf_game_eq, (s15_c7_L a), (s15_c7_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 0 (opt_l _ _ _ (s15_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) 0 (opt_r _ _ _ (s15_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s17_p3 Ho0 ltac:(zlia)).
  rewrite (s3_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c8_L (a : nat) : lmoves (s15_board (2 + a) 1) = [s17_board (1 + a) 1 1].
Proof. unfold s15_board, s17_board. tf_options. Qed.
Lemma s15_c8_R (a : nat) : rmoves (s15_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]) (s3_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s15 = T^a _^3 T^b F on a>=2 && b==1 *)
Lemma s15_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s15_board (2 + a) 1 -> fst (s15_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s15_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q3] in Hc |- *.
  rewrite tf_game_eq, (s15_c8_L a), (s15_c8_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 1 (opt_l _ _ _ (s15_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s15_c8_R1 a)).
  pose proof (use_s3 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s15_c8_R a) ltac:(cbn [In]; left; reflexivity) (s15_c8_R1 a))) as Ho1.
  rewrite (s17_p3 Ho0 ltac:(zlia)).
  rewrite (s3_p1 Ho1 ltac:(zlia)).
  rewrite (s3_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c9_L (a b : nat) : lmoves (s15_board (2 + a) (2 + b)) = [s17_board (1 + a) 1 (2 + b)].
Proof. unfold s15_board, s17_board. tf_options. Qed.
Lemma s15_c9_R (a b : nat) : rmoves (s15_board (2 + a) (2 + b)) = [].
Proof. unfold s15_board. tf_options. Qed.
(* s15 = T^a _^3 T^b F on a>=2 && b>=2 *)
Lemma s15_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s15_board (2 + a) (2 + b) -> fst (s15_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s15_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s15_q2] in Hc |- *.
  rewrite tf_game_eq, (s15_c9_L a b), (s15_c9_R a b); cbn [map].
  pose proof (use_s17 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s15_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s17_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s16 = T^a _^2 T^b _ T^c F on a==0 && b==0 && c==0: the board of s15 *)
Lemma s16_c1_p1 x (Hs15 : s15_claim x) :
  x = s16_board 0 0 0 -> fst (s16_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q1] in Hc |- *.
  pose proof (Hs15 0 0 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _^2 T^b _ T^c F on a==0 && b==0 && c==1: the board of s15 *)
Lemma s16_c2_p3 x (Hs15 : s15_claim x) :
  x = s16_board 0 0 1 -> fst (s16_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q3] in Hc |- *.
  pose proof (Hs15 0 1 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _^2 T^b _ T^c F on a==0 && b==0 && c>=2: the board of s15 *)
Lemma s16_c3_p4 x (Hs15 : s15_claim x) (c : nat) :
  x = s16_board 0 0 (2 + c) -> fst (s16_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s16_q4] in Hc |- *.
  pose proof (Hs15 0 (2 + c) ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s16_c4_L : lmoves (s16_board 0 1 0) = [s15_board 0 1].
Proof. unfold s15_board, s16_board. tf_options. Qed.
Lemma s16_c4_R : rmoves (s16_board 0 1 0) = [s3_board 0 1].
Proof. unfold s16_board, s3_board. tf_options. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a==0 && b==1 && c==0 *)
Lemma s16_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s16_board 0 1 0 -> fst (s16_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s16_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q1] in Hc |- *.
  rewrite tf_game_eq, (s16_c4_L), (s16_c4_R); cbn [map].
  pose proof (use_s15 IH 0 1 (opt_l _ _ _ (s16_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 0 1 (opt_r _ _ _ (s16_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s15_p1 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s16_c5_L : lmoves (s16_board 0 1 1) = [s15_board 0 2].
Proof. unfold s15_board, s16_board. tf_options. Qed.
Lemma s16_c5_R : rmoves (s16_board 0 1 1) = [strip [] ([E; E; T; F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c5_R1 : tf_norm (strip [] ([E; E; T; F]) [(1, 1)]) (s3_board 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a==0 && b==1 && c==1 *)
Lemma s16_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s16_board 0 1 1 -> fst (s16_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s16_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q5] in Hc |- *.
  rewrite tf_game_eq, (s16_c5_L), (s16_c5_R); cbn [map].
  pose proof (use_s15 IH 0 2 (opt_l _ _ _ (s16_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s16_c5_R1)).
  pose proof (use_s3 IH 0 1 (opt_norm_r _ _ _ _ _ (s16_c5_R) ltac:(cbn [In]; left; reflexivity) (s16_c5_R1))) as Ho1.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  rewrite (s3_p2_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s16_c6_L (c : nat) : lmoves (s16_board 0 1 (2 + c)) = [s15_board 0 (3 + c)].
Proof. unfold s15_board, s16_board. tf_options. Qed.
Lemma s16_c6_R (c : nat) : rmoves (s16_board 0 1 (2 + c)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a==0 && b==1 && c>=2 *)
Lemma s16_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s16_board 0 1 (2 + c) -> fst (s16_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s16_q4] in Hc |- *.
  rewrite tf_game_eq, (s16_c6_L c), (s16_c6_R c); cbn [map].
  pose proof (use_s15 IH 0 (3 + c) (opt_l _ _ _ (s16_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c7_L (b : nat) : lmoves (s16_board 0 (2 + b) 0) = [s16_board 0 (1 + b) 1].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c7_R (b : nat) : rmoves (s16_board 0 (2 + b) 0) = [s3_board 0 (2 + b)].
Proof. unfold s16_board, s3_board. tf_options. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a==0 && b>=2 && c==0 *)
Lemma s16_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 0 (2 + b) 0 -> fst (s16_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s16_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q6] in Hc |- *.
  rewrite tf_game_eq, (s16_c7_L b), (s16_c7_R b); cbn [map].
  pose proof (use_s16 IH 0 (1 + b) 1 (opt_l _ _ _ (s16_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 0 (2 + b) (opt_r _ _ _ (s16_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s16_p5 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s16_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 0 (2 + b) 0 -> fst (s16_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s16_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q9] in Hc |- *.
  rewrite tf_game_eq, (s16_c7_L b), (s16_c7_R b); cbn [map].
  pose proof (use_s16 IH 0 (1 + b) 1 (opt_l _ _ _ (s16_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 0 (2 + b) (opt_r _ _ _ (s16_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s16_c7_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 0 (2 + b) 0 -> fst (s16_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s16_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c7_L b), (s16_c7_R b); cbn [map].
  pose proof (use_s16 IH 0 (1 + b) 1 (opt_l _ _ _ (s16_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 0 (2 + b) (opt_r _ _ _ (s16_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s16_c8_L (b : nat) : lmoves (s16_board 0 (2 + b) 1) = [s16_board 0 (1 + b) 2].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c8_R (b : nat) : rmoves (s16_board 0 (2 + b) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c8_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s3_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a==0 && b>=2 && c==1 *)
Lemma s16_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 0 (2 + b) 1 -> fst (s16_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q7] in Hc |- *.
  rewrite tf_game_eq, (s16_c8_L b), (s16_c8_R b); cbn [map].
  pose proof (use_s16 IH 0 (1 + b) 2 (opt_l _ _ _ (s16_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s16_c8_R1 b)).
  pose proof (use_s3 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s16_c8_R b) ltac:(cbn [In]; left; reflexivity) (s16_c8_R1 b))) as Ho1.
  rewrite (s16_p4 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  rewrite (s3_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s16_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 0 (2 + b) 1 -> fst (s16_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q10] in Hc |- *.
  rewrite tf_game_eq, (s16_c8_L b), (s16_c8_R b); cbn [map].
  pose proof (use_s16 IH 0 (1 + b) 2 (opt_l _ _ _ (s16_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s16_c8_R1 b)).
  pose proof (use_s3 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s16_c8_R b) ltac:(cbn [In]; left; reflexivity) (s16_c8_R1 b))) as Ho1.
  rewrite (s16_p4 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  rewrite (s3_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s16_c9_L (b c : nat) : lmoves (s16_board 0 (2 + b) (2 + c)) = [s16_board 0 (1 + b) (3 + c)].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c9_R (b c : nat) : rmoves (s16_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a==0 && b>=2 && c>=2 *)
Lemma s16_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s16_board 0 (2 + b) (2 + c) -> fst (s16_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s16_q4] in Hc |- *.
  rewrite tf_game_eq, (s16_c9_L b c), (s16_c9_R b c); cbn [map].
  pose proof (use_s16 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s16_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s16_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s16 = T^a _^2 T^b _ T^c F on a==1 && b==0 && c==0: the board of s15 *)
Lemma s16_c10_p12 x (Hs15 : s15_claim x) :
  x = s16_board 1 0 0 -> fst (s16_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q12] in Hc |- *.
  pose proof (Hs15 1 0 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s16 = T^a _^2 T^b _ T^c F on a==1 && b==0 && c==1: the board of s15 *)
Lemma s16_c11_p12 x (Hs15 : s15_claim x) :
  x = s16_board 1 0 1 -> fst (s16_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q12] in Hc |- *.
  pose proof (Hs15 1 1 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s16 = T^a _^2 T^b _ T^c F on a==1 && b==0 && c>=2: the board of s15 *)
Lemma s16_c12_p4 x (Hs15 : s15_claim x) (c : nat) :
  x = s16_board 1 0 (2 + c) -> fst (s16_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s16_q4] in Hc |- *.
  pose proof (Hs15 1 (2 + c) ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s16_c13_L : lmoves (s16_board 1 1 0) = [s18_board 0 1 1 0; s15_board 1 1].
Proof. unfold s15_board, s16_board, s18_board. tf_options. Qed.
Lemma s16_c13_R : rmoves (s16_board 1 1 0) = [s3_board 1 1].
Proof. unfold s16_board, s3_board. tf_options. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a==1 && b==1 && c==0 *)
Lemma s16_c13_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s16_board 1 1 0 -> fst (s16_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s16_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q2] in Hc |- *.
  rewrite tf_game_eq, (s16_c13_L), (s16_c13_R); cbn [map].
  pose proof (use_s18 IH 0 1 1 0 (opt_l _ _ _ (s16_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH 1 1 (opt_l _ _ _ (s16_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH 1 1 (opt_r _ _ _ (s16_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s18_p15 Ho0 ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s16_c14_L : lmoves (s16_board 1 1 1) = [s18_board 0 1 1 1; s15_board 1 2].
Proof. unfold s15_board, s16_board, s18_board. tf_options. Qed.
Lemma s16_c14_R : rmoves (s16_board 1 1 1) = [strip [] ([T; E; E; T; F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c14_R1 : tf_norm (strip [] ([T; E; E; T; F]) [(1, 1)]) (s3_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a==1 && b==1 && c==1 *)
Lemma s16_c14_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s16_board 1 1 1 -> fst (s16_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s16_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q12] in Hc |- *.
  rewrite tf_game_eq, (s16_c14_L), (s16_c14_R); cbn [map].
  pose proof (use_s18 IH 0 1 1 1 (opt_l _ _ _ (s16_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH 1 2 (opt_l _ _ _ (s16_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s16_c14_R1)).
  pose proof (use_s3 IH 1 1 (opt_norm_r _ _ _ _ _ (s16_c14_R) ltac:(cbn [In]; left; reflexivity) (s16_c14_R1))) as Ho2.
  rewrite (s18_p16 Ho0 ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  rewrite (s3_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c15_L (c : nat) : lmoves (s16_board 1 1 (2 + c)) = [s18_board 0 1 1 (2 + c); s15_board 1 (3 + c)].
Proof. unfold s15_board, s16_board, s18_board. tf_options. Qed.
Lemma s16_c15_R (c : nat) : rmoves (s16_board 1 1 (2 + c)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a==1 && b==1 && c>=2 *)
Lemma s16_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s16_board 1 1 (2 + c) -> fst (s16_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s16_q4] in Hc |- *.
  rewrite tf_game_eq, (s16_c15_L c), (s16_c15_R c); cbn [map].
  pose proof (use_s18 IH 0 1 1 (2 + c) (opt_l _ _ _ (s16_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH 1 (3 + c) (opt_l _ _ _ (s16_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s18_p18 Ho0 ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c16_L (b : nat) : lmoves (s16_board 1 (2 + b) 0) = [s18_board 0 1 (2 + b) 0; s16_board 1 (1 + b) 1].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s16_c16_R (b : nat) : rmoves (s16_board 1 (2 + b) 0) = [s3_board 1 (2 + b)].
Proof. unfold s16_board, s3_board. tf_options. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a==1 && b>=2 && c==0 *)
Lemma s16_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 1 (2 + b) 0 -> fst (s16_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s16_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q9] in Hc |- *.
  rewrite tf_game_eq, (s16_c16_L b), (s16_c16_R b); cbn [map].
  pose proof (use_s18 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s16_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 (1 + b) 1 (opt_l _ _ _ (s16_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH 1 (2 + b) (opt_r _ _ _ (s16_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s18_p19 Ho0 ltac:(zlia)).
  rewrite (s16_p12 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c16_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 1 (2 + b) 0 -> fst (s16_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s16_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c16_L b), (s16_c16_R b); cbn [map].
  pose proof (use_s18 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s16_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 (1 + b) 1 (opt_l _ _ _ (s16_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH 1 (2 + b) (opt_r _ _ _ (s16_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s18_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c17_L (b : nat) : lmoves (s16_board 1 (2 + b) 1) = [s18_board 0 1 (2 + b) 1; s16_board 1 (1 + b) 2].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s16_c17_R (b : nat) : rmoves (s16_board 1 (2 + b) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s3_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a==1 && b>=2 && c==1 *)
Lemma s16_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 1 (2 + b) 1 -> fst (s16_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q10] in Hc |- *.
  rewrite tf_game_eq, (s16_c17_L b), (s16_c17_R b); cbn [map].
  pose proof (use_s18 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s16_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 (1 + b) 2 (opt_l _ _ _ (s16_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s16_c17_R1 b)).
  pose proof (use_s3 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s16_c17_R b) ltac:(cbn [In]; left; reflexivity) (s16_c17_R1 b))) as Ho2.
  rewrite (s18_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p4 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  rewrite (s3_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c18_L (b c : nat) : lmoves (s16_board 1 (2 + b) (2 + c)) = [s18_board 0 1 (2 + b) (2 + c); s16_board 1 (1 + b) (3 + c)].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s16_c18_R (b c : nat) : rmoves (s16_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a==1 && b>=2 && c>=2 *)
Lemma s16_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s16_board 1 (2 + b) (2 + c) -> fst (s16_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s16_q4] in Hc |- *.
  rewrite tf_game_eq, (s16_c18_L b c), (s16_c18_R b c); cbn [map].
  pose proof (use_s18 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s16_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s16_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s18_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s16 = T^a _^2 T^b _ T^c F on a>=2 && b==0 && c==0: the board of s15 *)
Lemma s16_c19_p8 x (Hs15 : s15_claim x) (a : nat) :
  x = s16_board (2 + a) 0 0 -> fst (s16_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q8] in Hc |- *.
  pose proof (Hs15 (2 + a) 0 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s16_c19_p13 x (Hs15 : s15_claim x) (a : nat) :
  x = s16_board (2 + a) 0 0 -> fst (s16_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q13] in Hc |- *.
  pose proof (Hs15 (2 + a) 0 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s16 = T^a _^2 T^b _ T^c F on a>=2 && b==0 && c==1: the board of s15 *)
Lemma s16_c20_p8 x (Hs15 : s15_claim x) (a : nat) :
  x = s16_board (2 + a) 0 1 -> fst (s16_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q8] in Hc |- *.
  pose proof (Hs15 (2 + a) 1 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s16_c20_p13 x (Hs15 : s15_claim x) (a : nat) :
  x = s16_board (2 + a) 0 1 -> fst (s16_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q13] in Hc |- *.
  pose proof (Hs15 (2 + a) 1 ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s16 = T^a _^2 T^b _ T^c F on a>=2 && b==0 && c>=2: the board of s15 *)
Lemma s16_c21_p4 x (Hs15 : s15_claim x) (a c : nat) :
  x = s16_board (2 + a) 0 (2 + c) -> fst (s16_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s16_q4] in Hc |- *.
  pose proof (Hs15 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s16_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s16_c22_L (a : nat) : lmoves (s16_board (2 + a) 1 0) = [s18_board (1 + a) 1 1 0; s15_board (2 + a) 1].
Proof. unfold s15_board, s16_board, s18_board. tf_options. Qed.
Lemma s16_c22_R (a : nat) : rmoves (s16_board (2 + a) 1 0) = [s3_board (2 + a) 1].
Proof. unfold s16_board, s3_board. tf_options. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a>=2 && b==1 && c==0 *)
Lemma s16_c22_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s16_board (2 + a) 1 0 -> fst (s16_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s16_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q2] in Hc |- *.
  rewrite tf_game_eq, (s16_c22_L a), (s16_c22_R a); cbn [map].
  pose proof (use_s18 IH (1 + a) 1 1 0 (opt_l _ _ _ (s16_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH (2 + a) 1 (opt_l _ _ _ (s16_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH (2 + a) 1 (opt_r _ _ _ (s16_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s18_p15 Ho0 ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s16_c23_L (a : nat) : lmoves (s16_board (2 + a) 1 1) = [s18_board (1 + a) 1 1 1; s15_board (2 + a) 2].
Proof. unfold s15_board, s16_board, s18_board. tf_options. Qed.
Lemma s16_c23_R (a : nat) : rmoves (s16_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F]) [(1, 1)]) (s3_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a>=2 && b==1 && c==1 *)
Lemma s16_c23_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s16_board (2 + a) 1 1 -> fst (s16_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s16_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q10] in Hc |- *.
  rewrite tf_game_eq, (s16_c23_L a), (s16_c23_R a); cbn [map].
  pose proof (use_s18 IH (1 + a) 1 1 1 (opt_l _ _ _ (s16_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH (2 + a) 2 (opt_l _ _ _ (s16_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s16_c23_R1 a)).
  pose proof (use_s3 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s16_c23_R a) ltac:(cbn [In]; left; reflexivity) (s16_c23_R1 a))) as Ho2.
  rewrite (s18_p10 Ho0 ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  rewrite (s3_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c24_L (a c : nat) : lmoves (s16_board (2 + a) 1 (2 + c)) = [s18_board (1 + a) 1 1 (2 + c); s15_board (2 + a) (3 + c)].
Proof. unfold s15_board, s16_board, s18_board. tf_options. Qed.
Lemma s16_c24_R (a c : nat) : rmoves (s16_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a>=2 && b==1 && c>=2 *)
Lemma s16_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s16_board (2 + a) 1 (2 + c) -> fst (s16_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s16_q4] in Hc |- *.
  rewrite tf_game_eq, (s16_c24_L a c), (s16_c24_R a c); cbn [map].
  pose proof (use_s18 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s16_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH (2 + a) (3 + c) (opt_l _ _ _ (s16_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s18_p18 Ho0 ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c25_L (a b : nat) : lmoves (s16_board (2 + a) (2 + b) 0) = [s18_board (1 + a) 1 (2 + b) 0; s16_board (2 + a) (1 + b) 1].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s16_c25_R (a b : nat) : rmoves (s16_board (2 + a) (2 + b) 0) = [s3_board (2 + a) (2 + b)].
Proof. unfold s16_board, s3_board. tf_options. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a>=2 && b>=2 && c==0 *)
Lemma s16_c25_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s16_board (2 + a) (2 + b) 0 -> fst (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c25_L a b), (s16_c25_R a b); cbn [map].
  pose proof (use_s18 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s16_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s16_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH (2 + a) (2 + b) (opt_r _ _ _ (s16_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s18_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c26_L (a b : nat) : lmoves (s16_board (2 + a) (2 + b) 1) = [s18_board (1 + a) 1 (2 + b) 1; s16_board (2 + a) (1 + b) 2].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s16_c26_R (a b : nat) : rmoves (s16_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s3_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a>=2 && b>=2 && c==1 *)
Lemma s16_c26_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s16_board (2 + a) (2 + b) 1 -> fst (s16_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q10] in Hc |- *.
  rewrite tf_game_eq, (s16_c26_L a b), (s16_c26_R a b); cbn [map].
  pose proof (use_s18 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s16_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s16_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s16_c26_R1 a b)).
  pose proof (use_s3 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s16_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s16_c26_R1 a b))) as Ho2.
  rewrite (s18_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p4 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  rewrite (s3_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c27_L (a b c : nat) : lmoves (s16_board (2 + a) (2 + b) (2 + c)) = [s18_board (1 + a) 1 (2 + b) (2 + c); s16_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s16_c27_R (a b c : nat) : rmoves (s16_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _^2 T^b _ T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s16_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s16_board (2 + a) (2 + b) (2 + c) -> fst (s16_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s16_q4] in Hc |- *.
  rewrite tf_game_eq, (s16_c27_L a b c), (s16_c27_R a b c); cbn [map].
  pose proof (use_s18 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s16_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s16_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s18_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s17 = T^a _ T^b _^2 T^c F on a==0 && b==0 && c==0: the board of s15 *)
Lemma s17_c1_p1 x (Hs15 : s15_claim x) :
  x = s17_board 0 0 0 -> fst (s17_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q1] in Hc |- *.
  pose proof (Hs15 0 0 ltac:(rewrite Hx; unfold s17_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _ T^b _^2 T^c F on a==0 && b==0 && c==1: the board of s15 *)
Lemma s17_c2_p1 x (Hs15 : s15_claim x) :
  x = s17_board 0 0 1 -> fst (s17_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s17_q1] in Hc |- *.
  pose proof (Hs15 0 1 ltac:(rewrite Hx; unfold s17_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s17 = T^a _ T^b _^2 T^c F on a==0 && b==0 && c>=2: the board of s15 *)
Lemma s17_c3_p2 x (Hs15 : s15_claim x) (c : nat) :
  x = s17_board 0 0 (2 + c) -> fst (s17_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s17_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s17_q2] in Hc |- *.
  pose proof (Hs15 0 (2 + c) ltac:(rewrite Hx; unfold s17_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s17_c4_L : lmoves (s17_board 0 1 0) = [s16_board 0 1 0].
Proof. unfold s16_board, s17_board. tf_options. Qed.
Lemma s17_c4_R : rmoves (s17_board 0 1 0) = [s4_board 0 1 0].
Proof. unfold s17_board, s4_board. tf_options. Qed.
(* s17 = T^a _ T^b _^2 T^c F on a==0 && b==1 && c==0 *)
Lemma s17_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 1 0 -> fst (s17_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q3] in Hc |- *.
  rewrite tf_game_eq, (s17_c4_L), (s17_c4_R); cbn [map].
  pose proof (use_s16 IH 0 1 0 (opt_l _ _ _ (s17_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH 0 1 0 (opt_r _ _ _ (s17_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s16_p1 Ho0 ltac:(zlia)).
  rewrite (s4_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

