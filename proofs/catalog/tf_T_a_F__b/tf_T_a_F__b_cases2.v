(* A part of the proof in tf_T_a_F__b.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a F _^b" "a(b-1)" --where "b>=1 && b<=3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_T_a_F__b_base tf_T_a_F__b_values1.


Lemma s12_c25_L (a b : nat) : lmoves (s12_board (2 + a) (2 + b) 0) = [s14_board (1 + a) 1 (2 + b) 0; s12_board (2 + a) (1 + b) 1].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s12_c25_R (a b : nat) : rmoves (s12_board (2 + a) (2 + b) 0) = [s8_board (2 + a) (2 + b)].
Proof. unfold s12_board, s8_board. tf_options. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a>=2 && b>=2 && c==0 *)
Lemma s12_c25_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s12_board (2 + a) (2 + b) 0 -> fst (s12_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s12_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q11] in Hc |- *.
  rewrite tf_game_eq, (s12_c25_L a b), (s12_c25_R a b); cbn [map].
  pose proof (use_s14 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s12_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s12_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH (2 + a) (2 + b) (opt_r _ _ _ (s12_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s14_p11 Ho0 ltac:(zlia)).
  rewrite (s12_p10 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c26_L (a b : nat) : lmoves (s12_board (2 + a) (2 + b) 1) = [s14_board (1 + a) 1 (2 + b) 1; s12_board (2 + a) (1 + b) 2].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s12_c26_R (a b : nat) : rmoves (s12_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s8_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a>=2 && b>=2 && c==1 *)
Lemma s12_c26_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s12_board (2 + a) (2 + b) 1 -> fst (s12_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s12_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q10] in Hc |- *.
  rewrite tf_game_eq, (s12_c26_L a b), (s12_c26_R a b); cbn [map].
  pose proof (use_s14 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s12_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s12_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s12_c26_R1 a b)).
  pose proof (use_s8 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s12_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s12_c26_R1 a b))) as Ho2.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s12_p4 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c27_L (a b c : nat) : lmoves (s12_board (2 + a) (2 + b) (2 + c)) = [s14_board (1 + a) 1 (2 + b) (2 + c); s12_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s12_c27_R (a b c : nat) : rmoves (s12_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s12_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s12_board (2 + a) (2 + b) (2 + c) -> fst (s12_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s12_q4] in Hc |- *.
  rewrite tf_game_eq, (s12_c27_L a b c), (s12_c27_R a b c); cbn [map].
  pose proof (use_s14 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s12_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s12_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s12_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s13 = T^a _ T^b _^2 T^c F on a==0 && b==0 && c==0: the board of s11 *)
Lemma s13_c1_p1 x (Hs11 : s11_claim x) :
  x = s13_board 0 0 0 -> fst (s13_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s13_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q1] in Hc |- *.
  pose proof (Hs11 0 0 ltac:(rewrite Hx; unfold s13_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s13 = T^a _ T^b _^2 T^c F on a==0 && b==0 && c==1: the board of s11 *)
Lemma s13_c2_p1 x (Hs11 : s11_claim x) :
  x = s13_board 0 0 1 -> fst (s13_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s13_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q1] in Hc |- *.
  pose proof (Hs11 0 1 ltac:(rewrite Hx; unfold s13_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s13 = T^a _ T^b _^2 T^c F on a==0 && b==0 && c>=2: the board of s11 *)
Lemma s13_c3_p2 x (Hs11 : s11_claim x) (c : nat) :
  x = s13_board 0 0 (2 + c) -> fst (s13_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s13_q2] in Hc |- *.
  pose proof (Hs11 0 (2 + c) ltac:(rewrite Hx; unfold s13_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s13_c4_L : lmoves (s13_board 0 1 0) = [s12_board 0 1 0].
Proof. unfold s12_board, s13_board. tf_options. Qed.
Lemma s13_c4_R : rmoves (s13_board 0 1 0) = [s10_board 0 1 0].
Proof. unfold s10_board, s13_board. tf_options. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a==0 && b==1 && c==0 *)
Lemma s13_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board 0 1 0 -> fst (s13_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s13_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c4_L), (s13_c4_R); cbn [map].
  pose proof (use_s12 IH 0 1 0 (opt_l _ _ _ (s13_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 0 1 0 (opt_r _ _ _ (s13_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c5_L : lmoves (s13_board 0 1 1) = [s12_board 0 1 1].
Proof. unfold s12_board, s13_board. tf_options. Qed.
Lemma s13_c5_R : rmoves (s13_board 0 1 1) = [strip [] ([E; T; E; F]) [(1, 1)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c5_R1 : tf_norm (strip [] ([E; T; E; F]) [(1, 1)]) (s10_board 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a==0 && b==1 && c==1 *)
Lemma s13_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board 0 1 1 -> fst (s13_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s13_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c5_L), (s13_c5_R); cbn [map].
  pose proof (use_s12 IH 0 1 1 (opt_l _ _ _ (s13_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s13_c5_R1)).
  pose proof (use_s10 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s13_c5_R) ltac:(cbn [In]; left; reflexivity) (s13_c5_R1))) as Ho1.
  rewrite (s12_p5 Ho0 ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c6_L (c : nat) : lmoves (s13_board 0 1 (2 + c)) = [s12_board 0 1 (2 + c)].
Proof. unfold s12_board, s13_board. tf_options. Qed.
Lemma s13_c6_R (c : nat) : rmoves (s13_board 0 1 (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a==0 && b==1 && c>=2 *)
Lemma s13_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s13_board 0 1 (2 + c) -> fst (s13_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c6_L c), (s13_c6_R c); cbn [map].
  pose proof (use_s12 IH 0 1 (2 + c) (opt_l _ _ _ (s13_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s13_c7_L (b : nat) : lmoves (s13_board 0 (2 + b) 0) = [s14_board 0 (1 + b) 1 0].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s13_c7_R (b : nat) : rmoves (s13_board 0 (2 + b) 0) = [s10_board 0 (2 + b) 0].
Proof. unfold s10_board, s13_board. tf_options. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a==0 && b>=2 && c==0 *)
Lemma s13_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s13_board 0 (2 + b) 0 -> fst (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c7_L b), (s13_c7_R b); cbn [map].
  pose proof (use_s14 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s13_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 0 (2 + b) 0 (opt_r _ _ _ (s13_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s14_p15 Ho0 ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c8_L (b : nat) : lmoves (s13_board 0 (2 + b) 1) = [s14_board 0 (1 + b) 1 1].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s13_c8_R (b : nat) : rmoves (s13_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c8_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s10_board 0 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a==0 && b>=2 && c==1 *)
Lemma s13_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s13_board 0 (2 + b) 1 -> fst (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c8_L b), (s13_c8_R b); cbn [map].
  pose proof (use_s14 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s13_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s13_c8_R1 b)).
  pose proof (use_s10 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s13_c8_R b) ltac:(cbn [In]; left; reflexivity) (s13_c8_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s14_p10 Ho0 ltac:(zlia)).
    rewrite (s10_p3 Ho1 ltac:(zlia)).
    rewrite (s10_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s14_p16 Ho0 ltac:(zlia)).
    rewrite (s10_p3 Ho1 ltac:(zlia)).
    rewrite (s10_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s13_c9_L (b c : nat) : lmoves (s13_board 0 (2 + b) (2 + c)) = [s14_board 0 (1 + b) 1 (2 + c)].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s13_c9_R (b c : nat) : rmoves (s13_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a==0 && b>=2 && c>=2 *)
Lemma s13_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s13_board 0 (2 + b) (2 + c) -> fst (s13_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c9_L b c), (s13_c9_R b c); cbn [map].
  pose proof (use_s14 IH 0 (1 + b) 1 (2 + c) (opt_l _ _ _ (s13_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s13 = T^a _ T^b _^2 T^c F on a==1 && b==0 && c==0: the board of s11 *)
Lemma s13_c10_p4 x (Hs11 : s11_claim x) :
  x = s13_board 1 0 0 -> fst (s13_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s13_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q4] in Hc |- *.
  pose proof (Hs11 1 0 ltac:(rewrite Hx; unfold s13_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s13 = T^a _ T^b _^2 T^c F on a==1 && b==0 && c==1: the board of s11 *)
Lemma s13_c11_p4 x (Hs11 : s11_claim x) :
  x = s13_board 1 0 1 -> fst (s13_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s13_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q4] in Hc |- *.
  pose proof (Hs11 1 1 ltac:(rewrite Hx; unfold s13_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s13 = T^a _ T^b _^2 T^c F on a==1 && b==0 && c>=2: the board of s11 *)
Lemma s13_c12_p2 x (Hs11 : s11_claim x) (c : nat) :
  x = s13_board 1 0 (2 + c) -> fst (s13_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s13_q2] in Hc |- *.
  pose proof (Hs11 1 (2 + c) ltac:(rewrite Hx; unfold s13_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s13_c13_L : lmoves (s13_board 1 1 0) = [s13_board 0 2 0; s12_board 1 1 0].
Proof. unfold s12_board, s13_board. tf_options. Qed.
Lemma s13_c13_R : rmoves (s13_board 1 1 0) = [s10_board 1 1 0].
Proof. unfold s10_board, s13_board. tf_options. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a==1 && b==1 && c==0 *)
Lemma s13_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board 1 1 0 -> fst (s13_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s13_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c13_L), (s13_c13_R); cbn [map].
  pose proof (use_s13 IH 0 2 0 (opt_l _ _ _ (s13_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 1 0 (opt_l _ _ _ (s13_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 1 1 0 (opt_r _ _ _ (s13_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c14_L : lmoves (s13_board 1 1 1) = [s13_board 0 2 1; s12_board 1 1 1].
Proof. unfold s12_board, s13_board. tf_options. Qed.
Lemma s13_c14_R : rmoves (s13_board 1 1 1) = [strip [] ([T; E; T; E; F]) [(1, 1)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c14_R1 : tf_norm (strip [] ([T; E; T; E; F]) [(1, 1)]) (s10_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a==1 && b==1 && c==1 *)
Lemma s13_c14_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board 1 1 1 -> fst (s13_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s13_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c14_L), (s13_c14_R); cbn [map].
  pose proof (use_s13 IH 0 2 1 (opt_l _ _ _ (s13_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 1 1 (opt_l _ _ _ (s13_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s13_c14_R1)).
  pose proof (use_s10 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s13_c14_R) ltac:(cbn [In]; left; reflexivity) (s13_c14_R1))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p12 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c15_L (c : nat) : lmoves (s13_board 1 1 (2 + c)) = [s13_board 0 2 (2 + c); s12_board 1 1 (2 + c)].
Proof. unfold s12_board, s13_board. tf_options. Qed.
Lemma s13_c15_R (c : nat) : rmoves (s13_board 1 1 (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a==1 && b==1 && c>=2 *)
Lemma s13_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s13_board 1 1 (2 + c) -> fst (s13_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c15_L c), (s13_c15_R c); cbn [map].
  pose proof (use_s13 IH 0 2 (2 + c) (opt_l _ _ _ (s13_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 1 (2 + c) (opt_l _ _ _ (s13_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s13_c16_L (b : nat) : lmoves (s13_board 1 (2 + b) 0) = [s13_board 0 (3 + b) 0; s14_board 1 (1 + b) 1 0].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s13_c16_R (b : nat) : rmoves (s13_board 1 (2 + b) 0) = [s10_board 1 (2 + b) 0].
Proof. unfold s10_board, s13_board. tf_options. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a==1 && b>=2 && c==0 *)
Lemma s13_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s13_board 1 (2 + b) 0 -> fst (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c16_L b), (s13_c16_R b); cbn [map].
  pose proof (use_s13 IH 0 (3 + b) 0 (opt_l _ _ _ (s13_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s13_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 1 (2 + b) 0 (opt_r _ _ _ (s13_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p15 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c17_L (b : nat) : lmoves (s13_board 1 (2 + b) 1) = [s13_board 0 (3 + b) 1; s14_board 1 (1 + b) 1 1].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s13_c17_R (b : nat) : rmoves (s13_board 1 (2 + b) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s10_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a==1 && b>=2 && c==1 *)
Lemma s13_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s13_board 1 (2 + b) 1 -> fst (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c17_L b), (s13_c17_R b); cbn [map].
  pose proof (use_s13 IH 0 (3 + b) 1 (opt_l _ _ _ (s13_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s13_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s13_c17_R1 b)).
  pose proof (use_s10 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s13_c17_R b) ltac:(cbn [In]; left; reflexivity) (s13_c17_R1 b))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c18_L (b c : nat) : lmoves (s13_board 1 (2 + b) (2 + c)) = [s13_board 0 (3 + b) (2 + c); s14_board 1 (1 + b) 1 (2 + c)].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s13_c18_R (b c : nat) : rmoves (s13_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a==1 && b>=2 && c>=2 *)
Lemma s13_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s13_board 1 (2 + b) (2 + c) -> fst (s13_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c18_L b c), (s13_c18_R b c); cbn [map].
  pose proof (use_s13 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s13_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s13_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s14_p18 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s13 = T^a _ T^b _^2 T^c F on a>=2 && b==0 && c==0: the board of s11 *)
Lemma s13_c19_p4 x (Hs11 : s11_claim x) (a : nat) :
  x = s13_board (2 + a) 0 0 -> fst (s13_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s13_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q4] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s13_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s13 = T^a _ T^b _^2 T^c F on a>=2 && b==0 && c==1: the board of s11 *)
Lemma s13_c20_p4 x (Hs11 : s11_claim x) (a : nat) :
  x = s13_board (2 + a) 0 1 -> fst (s13_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s13_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q4] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s13_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s13 = T^a _ T^b _^2 T^c F on a>=2 && b==0 && c>=2: the board of s11 *)
Lemma s13_c21_p2 x (Hs11 : s11_claim x) (a c : nat) :
  x = s13_board (2 + a) 0 (2 + c) -> fst (s13_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s13_q2] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s13_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s13_c22_L (a : nat) : lmoves (s13_board (2 + a) 1 0) = [s13_board (1 + a) 2 0; s12_board (2 + a) 1 0].
Proof. unfold s12_board, s13_board. tf_options. Qed.
Lemma s13_c22_R (a : nat) : rmoves (s13_board (2 + a) 1 0) = [s10_board (2 + a) 1 0].
Proof. unfold s10_board, s13_board. tf_options. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a>=2 && b==1 && c==0 *)
Lemma s13_c22_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s13_board (2 + a) 1 0 -> fst (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c22_L a), (s13_c22_R a); cbn [map].
  pose proof (use_s13 IH (1 + a) 2 0 (opt_l _ _ _ (s13_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 1 0 (opt_l _ _ _ (s13_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH (2 + a) 1 0 (opt_r _ _ _ (s13_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c23_L (a : nat) : lmoves (s13_board (2 + a) 1 1) = [s13_board (1 + a) 2 1; s12_board (2 + a) 1 1].
Proof. unfold s12_board, s13_board. tf_options. Qed.
Lemma s13_c23_R (a : nat) : rmoves (s13_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F]) [(1, 1)]) (s10_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a>=2 && b==1 && c==1 *)
Lemma s13_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s13_board (2 + a) 1 1 -> fst (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c23_L a), (s13_c23_R a); cbn [map].
  pose proof (use_s13 IH (1 + a) 2 1 (opt_l _ _ _ (s13_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 1 1 (opt_l _ _ _ (s13_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s13_c23_R1 a)).
  pose proof (use_s10 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s13_c23_R a) ltac:(cbn [In]; left; reflexivity) (s13_c23_R1 a))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p10 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c24_L (a c : nat) : lmoves (s13_board (2 + a) 1 (2 + c)) = [s13_board (1 + a) 2 (2 + c); s12_board (2 + a) 1 (2 + c)].
Proof. unfold s12_board, s13_board. tf_options. Qed.
Lemma s13_c24_R (a c : nat) : rmoves (s13_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a>=2 && b==1 && c>=2 *)
Lemma s13_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s13_board (2 + a) 1 (2 + c) -> fst (s13_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c24_L a c), (s13_c24_R a c); cbn [map].
  pose proof (use_s13 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s13_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s13_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s13_c25_L (a b : nat) : lmoves (s13_board (2 + a) (2 + b) 0) = [s13_board (1 + a) (3 + b) 0; s14_board (2 + a) (1 + b) 1 0].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s13_c25_R (a b : nat) : rmoves (s13_board (2 + a) (2 + b) 0) = [s10_board (2 + a) (2 + b) 0].
Proof. unfold s10_board, s13_board. tf_options. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a>=2 && b>=2 && c==0 *)
Lemma s13_c25_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s13_board (2 + a) (2 + b) 0 -> fst (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c25_L a b), (s13_c25_R a b); cbn [map].
  pose proof (use_s13 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s13_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s13_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s13_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p15 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c26_L (a b : nat) : lmoves (s13_board (2 + a) (2 + b) 1) = [s13_board (1 + a) (3 + b) 1; s14_board (2 + a) (1 + b) 1 1].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s13_c26_R (a b : nat) : rmoves (s13_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s10_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a>=2 && b>=2 && c==1 *)
Lemma s13_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s13_board (2 + a) (2 + b) 1 -> fst (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c26_L a b), (s13_c26_R a b); cbn [map].
  pose proof (use_s13 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s13_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s13_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s13_c26_R1 a b)).
  pose proof (use_s10 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s13_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s13_c26_R1 a b))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c27_L (a b c : nat) : lmoves (s13_board (2 + a) (2 + b) (2 + c)) = [s13_board (1 + a) (3 + b) (2 + c); s14_board (2 + a) (1 + b) 1 (2 + c)].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s13_c27_R (a b c : nat) : rmoves (s13_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _ T^b _^2 T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s13_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s13_board (2 + a) (2 + b) (2 + c) -> fst (s13_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c27_L a b c), (s13_c27_R a b c); cbn [map].
  pose proof (use_s13 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s14_p18 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d==0: the board of s11 *)
Lemma s14_c1_p1 x (Hs11 : s11_claim x) :
  x = s14_board 0 0 0 0 -> fst (s14_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q1] in Hc |- *.
  pose proof (Hs11 0 0 ltac:(rewrite Hx; unfold s14_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d==1: the board of s11 *)
Lemma s14_c2_p2 x (Hs11 : s11_claim x) :
  x = s14_board 0 0 0 1 -> fst (s14_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q2] in Hc |- *.
  pose proof (Hs11 0 1 ltac:(rewrite Hx; unfold s14_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d>=2: the board of s11 *)
Lemma s14_c3_p3 x (Hs11 : s11_claim x) (d : nat) :
  x = s14_board 0 0 0 (2 + d) -> fst (s14_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q3] in Hc |- *.
  pose proof (Hs11 0 (2 + d) ltac:(rewrite Hx; unfold s14_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d==0: the board of s12 *)
Lemma s14_c4_p4 x (Hs12 : s12_claim x) :
  x = s14_board 0 0 1 0 -> fst (s14_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q4] in Hc |- *.
  pose proof (Hs12 0 1 0 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d==1: the board of s12 *)
Lemma s14_c5_p5 x (Hs12 : s12_claim x) :
  x = s14_board 0 0 1 1 -> fst (s14_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q5] in Hc |- *.
  pose proof (Hs12 0 1 1 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d>=2: the board of s12 *)
Lemma s14_c6_p6 x (Hs12 : s12_claim x) (d : nat) :
  x = s14_board 0 0 1 (2 + d) -> fst (s14_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q6] in Hc |- *.
  pose proof (Hs12 0 1 (2 + d) ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d==0: the board of s12 *)
Lemma s14_c7_p7 x (Hs12 : s12_claim x) (c : nat) :
  x = s14_board 0 0 (2 + c) 0 -> fst (s14_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q7] in Hc |- *.
  pose proof (Hs12 0 (2 + c) 0 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s14_c7_p9 x (Hs12 : s12_claim x) (c : nat) :
  x = s14_board 0 0 (2 + c) 0 -> fst (s14_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q9] in Hc |- *.
  pose proof (Hs12 0 (2 + c) 0 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s14_c7_p11 x (Hs12 : s12_claim x) (c : nat) :
  x = s14_board 0 0 (2 + c) 0 -> fst (s14_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q11] in Hc |- *.
  pose proof (Hs12 0 (2 + c) 0 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d==1: the board of s12 *)
Lemma s14_c8_p8 x (Hs12 : s12_claim x) (c : nat) :
  x = s14_board 0 0 (2 + c) 1 -> fst (s14_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s14_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q8] in Hc |- *.
  pose proof (Hs12 0 (2 + c) 1 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s14_c8_p10 x (Hs12 : s12_claim x) (c : nat) :
  x = s14_board 0 0 (2 + c) 1 -> fst (s14_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q10] in Hc |- *.
  pose proof (Hs12 0 (2 + c) 1 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s12 *)
Lemma s14_c9_p6 x (Hs12 : s12_claim x) (c d : nat) :
  x = s14_board 0 0 (2 + c) (2 + d) -> fst (s14_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q6] in Hc |- *.
  pose proof (Hs12 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d==0: the board of s13 *)
Lemma s14_c10_p12 x (Hs13 : s13_claim x) :
  x = s14_board 0 1 0 0 -> fst (s14_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q12] in Hc |- *.
  pose proof (Hs13 0 1 0 ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d==1: the board of s13 *)
Lemma s14_c11_p13 x (Hs13 : s13_claim x) :
  x = s14_board 0 1 0 1 -> fst (s14_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q13] in Hc |- *.
  pose proof (Hs13 0 1 1 ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d>=2: the board of s13 *)
Lemma s14_c12_p14 x (Hs13 : s13_claim x) (d : nat) :
  x = s14_board 0 1 0 (2 + d) -> fst (s14_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q14] in Hc |- *.
  pose proof (Hs13 0 1 (2 + d) ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s14_c13_L : lmoves (s14_board 0 1 1 0) = [s12_board 0 2 0; s13_board 0 1 1].
Proof. unfold s12_board, s13_board, s14_board. tf_options. Qed.
Lemma s14_c13_R : rmoves (s14_board 0 1 1 0) = [s10_board 0 1 1].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s14_c13_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 0 1 1 0 -> fst (s14_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q15] in Hc |- *.
  rewrite tf_game_eq, (s14_c13_L), (s14_c13_R); cbn [map].
  pose proof (use_s12 IH 0 2 0 (opt_l _ _ _ (s14_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 1 1 (opt_l _ _ _ (s14_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 0 1 1 (opt_r _ _ _ (s14_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p6 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c14_L : lmoves (s14_board 0 1 1 1) = [s12_board 0 2 1; s13_board 0 1 2].
Proof. unfold s12_board, s13_board, s14_board. tf_options. Qed.
Lemma s14_c14_R : rmoves (s14_board 0 1 1 1) = [strip [] ([E; T; E; T; F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c14_R1 : tf_norm (strip [] ([E; T; E; T; F]) [(1, 1)]) (s10_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s14_c14_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 0 1 1 1 -> fst (s14_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q16] in Hc |- *.
  rewrite tf_game_eq, (s14_c14_L), (s14_c14_R); cbn [map].
  pose proof (use_s12 IH 0 2 1 (opt_l _ _ _ (s14_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 1 2 (opt_l _ _ _ (s14_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s14_c14_R1)).
  pose proof (use_s10 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s14_c14_R) ltac:(cbn [In]; left; reflexivity) (s14_c14_R1))) as Ho2.
  rewrite (s12_p7 Ho0 ltac:(zlia)).
  rewrite (s13_p2 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c15_L (d : nat) : lmoves (s14_board 0 1 1 (2 + d)) = [s12_board 0 2 (2 + d); s13_board 0 1 (3 + d)].
Proof. unfold s12_board, s13_board, s14_board. tf_options. Qed.
Lemma s14_c15_R (d : nat) : rmoves (s14_board 0 1 1 (2 + d)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s14_c15_p18 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s14_board 0 1 1 (2 + d) -> fst (s14_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s14_q18] in Hc |- *.
  rewrite tf_game_eq, (s14_c15_L d), (s14_c15_R d); cbn [map].
  pose proof (use_s12 IH 0 2 (2 + d) (opt_l _ _ _ (s14_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 1 (3 + d) (opt_l _ _ _ (s14_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  rewrite (s13_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s14_c16_L (c : nat) : lmoves (s14_board 0 1 (2 + c) 0) = [s12_board 0 (3 + c) 0; s14_board 0 1 (1 + c) 1].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s14_c16_R (c : nat) : rmoves (s14_board 0 1 (2 + c) 0) = [s10_board 0 1 (2 + c)].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s14_c16_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s14_board 0 1 (2 + c) 0 -> fst (s14_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q11] in Hc |- *.
  rewrite tf_game_eq, (s14_c16_L c), (s14_c16_R c); cbn [map].
  pose proof (use_s12 IH 0 (3 + c) 0 (opt_l _ _ _ (s14_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s14_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 0 1 (2 + c) (opt_r _ _ _ (s14_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p11 Ho0 ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c16_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s14_board 0 1 (2 + c) 0 -> fst (s14_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q19] in Hc |- *.
  rewrite tf_game_eq, (s14_c16_L c), (s14_c16_R c); cbn [map].
  pose proof (use_s12 IH 0 (3 + c) 0 (opt_l _ _ _ (s14_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s14_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 0 1 (2 + c) (opt_r _ _ _ (s14_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  rewrite (s14_p16 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c17_L (c : nat) : lmoves (s14_board 0 1 (2 + c) 1) = [s12_board 0 (3 + c) 1; s14_board 0 1 (1 + c) 2].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s14_c17_R (c : nat) : rmoves (s14_board 0 1 (2 + c) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c17_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s10_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s14_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s14_board 0 1 (2 + c) 1 -> fst (s14_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q10] in Hc |- *.
  rewrite tf_game_eq, (s14_c17_L c), (s14_c17_R c); cbn [map].
  pose proof (use_s12 IH 0 (3 + c) 1 (opt_l _ _ _ (s14_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s14_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s14_c17_R1 c)).
  pose proof (use_s10 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s14_c17_R c) ltac:(cbn [In]; left; reflexivity) (s14_c17_R1 c))) as Ho2.
  rewrite (s12_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p18 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c18_L (c d : nat) : lmoves (s14_board 0 1 (2 + c) (2 + d)) = [s12_board 0 (3 + c) (2 + d); s14_board 0 1 (1 + c) (3 + d)].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s14_c18_R (c d : nat) : rmoves (s14_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s14_c18_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s14_board 0 1 (2 + c) (2 + d) -> fst (s14_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s14_q18] in Hc |- *.
  rewrite tf_game_eq, (s14_c18_L c d), (s14_c18_R c d); cbn [map].
  pose proof (use_s12 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s14_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s14_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p18 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d==0: the board of s13 *)
Lemma s14_c19_p12 x (Hs13 : s13_claim x) (b : nat) :
  x = s14_board 0 (2 + b) 0 0 -> fst (s14_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q12] in Hc |- *.
  pose proof (Hs13 0 (2 + b) 0 ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d==1: the board of s13 *)
Lemma s14_c20_p13 x (Hs13 : s13_claim x) (b : nat) :
  x = s14_board 0 (2 + b) 0 1 -> fst (s14_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q13] in Hc |- *.
  pose proof (Hs13 0 (2 + b) 1 ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d>=2: the board of s13 *)
Lemma s14_c21_p14 x (Hs13 : s13_claim x) (b d : nat) :
  x = s14_board 0 (2 + b) 0 (2 + d) -> fst (s14_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q14] in Hc |- *.
  pose proof (Hs13 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s14_c22_L (b : nat) : lmoves (s14_board 0 (2 + b) 1 0) = [s14_board 0 (1 + b) 2 0; s13_board 0 (2 + b) 1].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s14_c22_R (b : nat) : rmoves (s14_board 0 (2 + b) 1 0) = [s10_board 0 (2 + b) 1].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s14_c22_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 0 (2 + b) 1 0 -> fst (s14_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q15] in Hc |- *.
  rewrite tf_game_eq, (s14_c22_L b), (s14_c22_R b); cbn [map].
  pose proof (use_s14 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s14_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 (2 + b) 1 (opt_l _ _ _ (s14_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 0 (2 + b) 1 (opt_r _ _ _ (s14_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s14_p11 Ho0 ltac:(zlia)).
    rewrite (s13_p3 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s14_p19 Ho0 ltac:(zlia)).
    rewrite (s13_p3 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s14_c23_L (b : nat) : lmoves (s14_board 0 (2 + b) 1 1) = [s14_board 0 (1 + b) 2 1; s13_board 0 (2 + b) 2].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s14_c23_R (b : nat) : rmoves (s14_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s10_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s14_c23_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 0 (2 + b) 1 1 -> fst (s14_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q10] in Hc |- *.
  rewrite tf_game_eq, (s14_c23_L b), (s14_c23_R b); cbn [map].
  pose proof (use_s14 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s14_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 (2 + b) 2 (opt_l _ _ _ (s14_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s14_c23_R1 b)).
  pose proof (use_s10 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s14_c23_R b) ltac:(cbn [In]; left; reflexivity) (s14_c23_R1 b))) as Ho2.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s13_p2 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c24_L (b d : nat) : lmoves (s14_board 0 (2 + b) 1 (2 + d)) = [s14_board 0 (1 + b) 2 (2 + d); s13_board 0 (2 + b) (3 + d)].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s14_c24_R (b d : nat) : rmoves (s14_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s14_c24_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s14_board 0 (2 + b) 1 (2 + d) -> fst (s14_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s14_q18] in Hc |- *.
  rewrite tf_game_eq, (s14_c24_L b d), (s14_c24_R b d); cbn [map].
  pose proof (use_s14 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s14_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 (2 + b) (3 + d) (opt_l _ _ _ (s14_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s13_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s14_c25_L (b c : nat) : lmoves (s14_board 0 (2 + b) (2 + c) 0) = [s14_board 0 (1 + b) (3 + c) 0; s14_board 0 (2 + b) (1 + c) 1].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c25_R (b c : nat) : rmoves (s14_board 0 (2 + b) (2 + c) 0) = [s10_board 0 (2 + b) (2 + c)].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s14_c25_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s14_board 0 (2 + b) (2 + c) 0 -> fst (s14_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q11] in Hc |- *.
  rewrite tf_game_eq, (s14_c25_L b c), (s14_c25_R b c); cbn [map].
  pose proof (use_s14 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s14_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s14_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s14_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s14_p11 Ho0 ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c26_L (b c : nat) : lmoves (s14_board 0 (2 + b) (2 + c) 1) = [s14_board 0 (1 + b) (3 + c) 1; s14_board 0 (2 + b) (1 + c) 2].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c26_R (b c : nat) : rmoves (s14_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s10_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s14_c26_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s14_board 0 (2 + b) (2 + c) 1 -> fst (s14_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q10] in Hc |- *.
  rewrite tf_game_eq, (s14_c26_L b c), (s14_c26_R b c); cbn [map].
  pose proof (use_s14 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s14_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s14_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s14_c26_R1 b c)).
  pose proof (use_s10 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s14_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s14_c26_R1 b c))) as Ho2.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p18 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c27_L (b c d : nat) : lmoves (s14_board 0 (2 + b) (2 + c) (2 + d)) = [s14_board 0 (1 + b) (3 + c) (2 + d); s14_board 0 (2 + b) (1 + c) (3 + d)].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c27_R (b c d : nat) : rmoves (s14_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s14_c27_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s14_board 0 (2 + b) (2 + c) (2 + d) -> fst (s14_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s14_q18] in Hc |- *.
  rewrite tf_game_eq, (s14_c27_L b c d), (s14_c27_R b c d); cbn [map].
  pose proof (use_s14 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s14_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s14_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s14_p18 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d==0: the board of s11 *)
Lemma s14_c28_p20 x (Hs11 : s11_claim x) :
  x = s14_board 1 0 0 0 -> fst (s14_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q20] in Hc |- *.
  pose proof (Hs11 1 0 ltac:(rewrite Hx; unfold s14_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d==1: the board of s11 *)
Lemma s14_c29_p21 x (Hs11 : s11_claim x) :
  x = s14_board 1 0 0 1 -> fst (s14_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q21] in Hc |- *.
  pose proof (Hs11 1 1 ltac:(rewrite Hx; unfold s14_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d>=2: the board of s11 *)
Lemma s14_c30_p17 x (Hs11 : s11_claim x) (d : nat) :
  x = s14_board 1 0 0 (2 + d) -> fst (s14_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q17] in Hc |- *.
  pose proof (Hs11 1 (2 + d) ltac:(rewrite Hx; unfold s14_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d==0: the board of s12 *)
Lemma s14_c31_p4 x (Hs12 : s12_claim x) :
  x = s14_board 1 0 1 0 -> fst (s14_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q4] in Hc |- *.
  pose proof (Hs12 1 1 0 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d==1: the board of s12 *)
Lemma s14_c32_p22 x (Hs12 : s12_claim x) :
  x = s14_board 1 0 1 1 -> fst (s14_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q22] in Hc |- *.
  pose proof (Hs12 1 1 1 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d>=2: the board of s12 *)
Lemma s14_c33_p17 x (Hs12 : s12_claim x) (d : nat) :
  x = s14_board 1 0 1 (2 + d) -> fst (s14_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q17] in Hc |- *.
  pose proof (Hs12 1 1 (2 + d) ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d==0: the board of s12 *)
Lemma s14_c34_p11 x (Hs12 : s12_claim x) (c : nat) :
  x = s14_board 1 0 (2 + c) 0 -> fst (s14_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q11] in Hc |- *.
  pose proof (Hs12 1 (2 + c) 0 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s14_c34_p23 x (Hs12 : s12_claim x) (c : nat) :
  x = s14_board 1 0 (2 + c) 0 -> fst (s14_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q23] in Hc |- *.
  pose proof (Hs12 1 (2 + c) 0 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d==1: the board of s12 *)
Lemma s14_c35_p10 x (Hs12 : s12_claim x) (c : nat) :
  x = s14_board 1 0 (2 + c) 1 -> fst (s14_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q10] in Hc |- *.
  pose proof (Hs12 1 (2 + c) 1 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s12 *)
Lemma s14_c36_p17 x (Hs12 : s12_claim x) (c d : nat) :
  x = s14_board 1 0 (2 + c) (2 + d) -> fst (s14_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q17] in Hc |- *.
  pose proof (Hs12 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d==0: the board of s13 *)
Lemma s14_c37_p12 x (Hs13 : s13_claim x) :
  x = s14_board 1 1 0 0 -> fst (s14_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q12] in Hc |- *.
  pose proof (Hs13 1 1 0 ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d==1: the board of s13 *)
Lemma s14_c38_p24 x (Hs13 : s13_claim x) :
  x = s14_board 1 1 0 1 -> fst (s14_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q24] in Hc |- *.
  pose proof (Hs13 1 1 1 ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d>=2: the board of s13 *)
Lemma s14_c39_p25 x (Hs13 : s13_claim x) (d : nat) :
  x = s14_board 1 1 0 (2 + d) -> fst (s14_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q25] in Hc |- *.
  pose proof (Hs13 1 1 (2 + d) ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s14_c40_L : lmoves (s14_board 1 1 1 0) = [s14_board 0 2 1 0; s12_board 1 2 0; s13_board 1 1 1].
Proof. unfold s12_board, s13_board, s14_board. tf_options. Qed.
Lemma s14_c40_R : rmoves (s14_board 1 1 1 0) = [s10_board 1 1 1].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s14_c40_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 1 1 1 0 -> fst (s14_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q15] in Hc |- *.
  rewrite tf_game_eq, (s14_c40_L), (s14_c40_R); cbn [map].
  pose proof (use_s14 IH 0 2 1 0 (opt_l _ _ _ (s14_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 2 0 (opt_l _ _ _ (s14_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 1 1 (opt_l _ _ _ (s14_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH 1 1 1 (opt_r _ _ _ (s14_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s14_p15 Ho0 ltac:(zlia)).
  rewrite (s12_p9 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c41_L : lmoves (s14_board 1 1 1 1) = [s14_board 0 2 1 1; s12_board 1 2 1; s13_board 1 1 2].
Proof. unfold s12_board, s13_board, s14_board. tf_options. Qed.
Lemma s14_c41_R : rmoves (s14_board 1 1 1 1) = [strip [] ([T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c41_R1 : tf_norm (strip [] ([T; E; T; E; T; F]) [(1, 1)]) (s10_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s14_c41_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 1 1 1 1 -> fst (s14_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q10] in Hc |- *.
  rewrite tf_game_eq, (s14_c41_L), (s14_c41_R); cbn [map].
  pose proof (use_s14 IH 0 2 1 1 (opt_l _ _ _ (s14_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 2 1 (opt_l _ _ _ (s14_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 1 2 (opt_l _ _ _ (s14_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s14_c41_R1)).
  pose proof (use_s10 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s14_c41_R) ltac:(cbn [In]; left; reflexivity) (s14_c41_R1))) as Ho3.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s12_p10 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c42_L (d : nat) : lmoves (s14_board 1 1 1 (2 + d)) = [s14_board 0 2 1 (2 + d); s12_board 1 2 (2 + d); s13_board 1 1 (3 + d)].
Proof. unfold s12_board, s13_board, s14_board. tf_options. Qed.
Lemma s14_c42_R (d : nat) : rmoves (s14_board 1 1 1 (2 + d)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s14_c42_p18 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s14_board 1 1 1 (2 + d) -> fst (s14_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s14_q18] in Hc |- *.
  rewrite tf_game_eq, (s14_c42_L d), (s14_c42_R d); cbn [map].
  pose proof (use_s14 IH 0 2 1 (2 + d) (opt_l _ _ _ (s14_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 2 (2 + d) (opt_l _ _ _ (s14_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 1 (3 + d) (opt_l _ _ _ (s14_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s12_p4 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s14_c43_L (c : nat) : lmoves (s14_board 1 1 (2 + c) 0) = [s14_board 0 2 (2 + c) 0; s12_board 1 (3 + c) 0; s14_board 1 1 (1 + c) 1].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s14_c43_R (c : nat) : rmoves (s14_board 1 1 (2 + c) 0) = [s10_board 1 1 (2 + c)].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s14_c43_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s14_board 1 1 (2 + c) 0 -> fst (s14_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q11] in Hc |- *.
  rewrite tf_game_eq, (s14_c43_L c), (s14_c43_R c); cbn [map].
  pose proof (use_s14 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s14_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (3 + c) 0 (opt_l _ _ _ (s14_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s14_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH 1 1 (2 + c) (opt_r _ _ _ (s14_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s14_p11 Ho0 ltac:(zlia)).
  rewrite (s12_p11 Ho1 ltac:(zlia)).
  rewrite (s14_p10 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c44_L (c : nat) : lmoves (s14_board 1 1 (2 + c) 1) = [s14_board 0 2 (2 + c) 1; s12_board 1 (3 + c) 1; s14_board 1 1 (1 + c) 2].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s14_c44_R (c : nat) : rmoves (s14_board 1 1 (2 + c) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s10_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s14_c44_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s14_board 1 1 (2 + c) 1 -> fst (s14_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q10] in Hc |- *.
  rewrite tf_game_eq, (s14_c44_L c), (s14_c44_R c); cbn [map].
  pose proof (use_s14 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s14_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (3 + c) 1 (opt_l _ _ _ (s14_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s14_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s14_c44_R1 c)).
  pose proof (use_s10 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s14_c44_R c) ltac:(cbn [In]; left; reflexivity) (s14_c44_R1 c))) as Ho3.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s12_p10 Ho1 ltac:(zlia)).
  rewrite (s14_p18 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c45_L (c d : nat) : lmoves (s14_board 1 1 (2 + c) (2 + d)) = [s14_board 0 2 (2 + c) (2 + d); s12_board 1 (3 + c) (2 + d); s14_board 1 1 (1 + c) (3 + d)].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s14_c45_R (c d : nat) : rmoves (s14_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s14_c45_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s14_board 1 1 (2 + c) (2 + d) -> fst (s14_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s14_q18] in Hc |- *.
  rewrite tf_game_eq, (s14_c45_L c d), (s14_c45_R c d); cbn [map].
  pose proof (use_s14 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s14_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s14_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s14_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s12_p4 Ho1 ltac:(zlia)).
  rewrite (s14_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d==0: the board of s13 *)
Lemma s14_c46_p12 x (Hs13 : s13_claim x) (b : nat) :
  x = s14_board 1 (2 + b) 0 0 -> fst (s14_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q12] in Hc |- *.
  pose proof (Hs13 1 (2 + b) 0 ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d==1: the board of s13 *)
Lemma s14_c47_p24 x (Hs13 : s13_claim x) (b : nat) :
  x = s14_board 1 (2 + b) 0 1 -> fst (s14_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q24] in Hc |- *.
  pose proof (Hs13 1 (2 + b) 1 ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s13 *)
Lemma s14_c48_p25 x (Hs13 : s13_claim x) (b d : nat) :
  x = s14_board 1 (2 + b) 0 (2 + d) -> fst (s14_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q25] in Hc |- *.
  pose proof (Hs13 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s14_c49_L (b : nat) : lmoves (s14_board 1 (2 + b) 1 0) = [s14_board 0 (3 + b) 1 0; s14_board 1 (1 + b) 2 0; s13_board 1 (2 + b) 1].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s14_c49_R (b : nat) : rmoves (s14_board 1 (2 + b) 1 0) = [s10_board 1 (2 + b) 1].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s14_c49_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 1 (2 + b) 1 0 -> fst (s14_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q15] in Hc |- *.
  rewrite tf_game_eq, (s14_c49_L b), (s14_c49_R b); cbn [map].
  pose proof (use_s14 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s14_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s14_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 (2 + b) 1 (opt_l _ _ _ (s14_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH 1 (2 + b) 1 (opt_r _ _ _ (s14_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s14_p15 Ho0 ltac:(zlia)).
  rewrite (s14_p11 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c50_L (b : nat) : lmoves (s14_board 1 (2 + b) 1 1) = [s14_board 0 (3 + b) 1 1; s14_board 1 (1 + b) 2 1; s13_board 1 (2 + b) 2].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s14_c50_R (b : nat) : rmoves (s14_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s10_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s14_c50_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 1 (2 + b) 1 1 -> fst (s14_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q10] in Hc |- *.
  rewrite tf_game_eq, (s14_c50_L b), (s14_c50_R b); cbn [map].
  pose proof (use_s14 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s14_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s14_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 (2 + b) 2 (opt_l _ _ _ (s14_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s14_c50_R1 b)).
  pose proof (use_s10 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s14_c50_R b) ltac:(cbn [In]; left; reflexivity) (s14_c50_R1 b))) as Ho3.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c51_L (b d : nat) : lmoves (s14_board 1 (2 + b) 1 (2 + d)) = [s14_board 0 (3 + b) 1 (2 + d); s14_board 1 (1 + b) 2 (2 + d); s13_board 1 (2 + b) (3 + d)].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s14_c51_R (b d : nat) : rmoves (s14_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s14_c51_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s14_board 1 (2 + b) 1 (2 + d) -> fst (s14_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s14_q18] in Hc |- *.
  rewrite tf_game_eq, (s14_c51_L b d), (s14_c51_R b d); cbn [map].
  pose proof (use_s14 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s14_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s14_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s14_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s14_p18 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s14_c52_L (b c : nat) : lmoves (s14_board 1 (2 + b) (2 + c) 0) = [s14_board 0 (3 + b) (2 + c) 0; s14_board 1 (1 + b) (3 + c) 0; s14_board 1 (2 + b) (1 + c) 1].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c52_R (b c : nat) : rmoves (s14_board 1 (2 + b) (2 + c) 0) = [s10_board 1 (2 + b) (2 + c)].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s14_c52_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s14_board 1 (2 + b) (2 + c) 0 -> fst (s14_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q11] in Hc |- *.
  rewrite tf_game_eq, (s14_c52_L b c), (s14_c52_R b c); cbn [map].
  pose proof (use_s14 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s14_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s14_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s14_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s14_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s14_p11 Ho0 ltac:(zlia)).
  rewrite (s14_p11 Ho1 ltac:(zlia)).
  rewrite (s14_p10 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c53_L (b c : nat) : lmoves (s14_board 1 (2 + b) (2 + c) 1) = [s14_board 0 (3 + b) (2 + c) 1; s14_board 1 (1 + b) (3 + c) 1; s14_board 1 (2 + b) (1 + c) 2].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c53_R (b c : nat) : rmoves (s14_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s10_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s14_c53_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s14_board 1 (2 + b) (2 + c) 1 -> fst (s14_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q10] in Hc |- *.
  rewrite tf_game_eq, (s14_c53_L b c), (s14_c53_R b c); cbn [map].
  pose proof (use_s14 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s14_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s14_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s14_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s14_c53_R1 b c)).
  pose proof (use_s10 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s14_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s14_c53_R1 b c))) as Ho3.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s14_p18 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c54_L (b c d : nat) : lmoves (s14_board 1 (2 + b) (2 + c) (2 + d)) = [s14_board 0 (3 + b) (2 + c) (2 + d); s14_board 1 (1 + b) (3 + c) (2 + d); s14_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c54_R (b c d : nat) : rmoves (s14_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s14_c54_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s14_board 1 (2 + b) (2 + c) (2 + d) -> fst (s14_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s14_q18] in Hc |- *.
  rewrite tf_game_eq, (s14_c54_L b c d), (s14_c54_R b c d); cbn [map].
  pose proof (use_s14 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s14_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s14_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s14_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s14_p18 Ho1 ltac:(zlia)).
  rewrite (s14_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d==0: the board of s11 *)
Lemma s14_c55_p20 x (Hs11 : s11_claim x) (a : nat) :
  x = s14_board (2 + a) 0 0 0 -> fst (s14_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q20] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s14_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d==1: the board of s11 *)
Lemma s14_c56_p21 x (Hs11 : s11_claim x) (a : nat) :
  x = s14_board (2 + a) 0 0 1 -> fst (s14_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q21] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s14_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s11 *)
Lemma s14_c57_p17 x (Hs11 : s11_claim x) (a d : nat) :
  x = s14_board (2 + a) 0 0 (2 + d) -> fst (s14_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q17] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s14_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d==0: the board of s12 *)
Lemma s14_c58_p4 x (Hs12 : s12_claim x) (a : nat) :
  x = s14_board (2 + a) 0 1 0 -> fst (s14_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q4] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 0 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d==1: the board of s12 *)
Lemma s14_c59_p10 x (Hs12 : s12_claim x) (a : nat) :
  x = s14_board (2 + a) 0 1 1 -> fst (s14_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q10] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 1 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s12 *)
Lemma s14_c60_p17 x (Hs12 : s12_claim x) (a d : nat) :
  x = s14_board (2 + a) 0 1 (2 + d) -> fst (s14_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q17] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s12 *)
Lemma s14_c61_p11 x (Hs12 : s12_claim x) (a c : nat) :
  x = s14_board (2 + a) 0 (2 + c) 0 -> fst (s14_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q11] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s12 *)
Lemma s14_c62_p10 x (Hs12 : s12_claim x) (a c : nat) :
  x = s14_board (2 + a) 0 (2 + c) 1 -> fst (s14_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q10] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s12 *)
Lemma s14_c63_p17 x (Hs12 : s12_claim x) (a c d : nat) :
  x = s14_board (2 + a) 0 (2 + c) (2 + d) -> fst (s14_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q17] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s14_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d==0: the board of s13 *)
Lemma s14_c64_p12 x (Hs13 : s13_claim x) (a : nat) :
  x = s14_board (2 + a) 1 0 0 -> fst (s14_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q12] in Hc |- *.
  pose proof (Hs13 (2 + a) 1 0 ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d==1: the board of s13 *)
Lemma s14_c65_p24 x (Hs13 : s13_claim x) (a : nat) :
  x = s14_board (2 + a) 1 0 1 -> fst (s14_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q24] in Hc |- *.
  pose proof (Hs13 (2 + a) 1 1 ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s13 *)
Lemma s14_c66_p25 x (Hs13 : s13_claim x) (a d : nat) :
  x = s14_board (2 + a) 1 0 (2 + d) -> fst (s14_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q25] in Hc |- *.
  pose proof (Hs13 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s14_c67_L (a : nat) : lmoves (s14_board (2 + a) 1 1 0) = [s14_board (1 + a) 2 1 0; s12_board (2 + a) 2 0; s13_board (2 + a) 1 1].
Proof. unfold s12_board, s13_board, s14_board. tf_options. Qed.
Lemma s14_c67_R (a : nat) : rmoves (s14_board (2 + a) 1 1 0) = [s10_board (2 + a) 1 1].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s14_c67_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 1 1 0 -> fst (s14_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q15] in Hc |- *.
  rewrite tf_game_eq, (s14_c67_L a), (s14_c67_R a); cbn [map].
  pose proof (use_s14 IH (1 + a) 2 1 0 (opt_l _ _ _ (s14_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 2 0 (opt_l _ _ _ (s14_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) 1 1 (opt_l _ _ _ (s14_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH (2 + a) 1 1 (opt_r _ _ _ (s14_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s14_p15 Ho0 ltac:(zlia)).
  rewrite (s12_p11 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c68_L (a : nat) : lmoves (s14_board (2 + a) 1 1 1) = [s14_board (1 + a) 2 1 1; s12_board (2 + a) 2 1; s13_board (2 + a) 1 2].
Proof. unfold s12_board, s13_board, s14_board. tf_options. Qed.
Lemma s14_c68_R (a : nat) : rmoves (s14_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 1)]) (s10_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s14_c68_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 1 1 1 -> fst (s14_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q10] in Hc |- *.
  rewrite tf_game_eq, (s14_c68_L a), (s14_c68_R a); cbn [map].
  pose proof (use_s14 IH (1 + a) 2 1 1 (opt_l _ _ _ (s14_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 2 1 (opt_l _ _ _ (s14_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) 1 2 (opt_l _ _ _ (s14_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s14_c68_R1 a)).
  pose proof (use_s10 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s14_c68_R a) ltac:(cbn [In]; left; reflexivity) (s14_c68_R1 a))) as Ho3.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s12_p10 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c69_L (a d : nat) : lmoves (s14_board (2 + a) 1 1 (2 + d)) = [s14_board (1 + a) 2 1 (2 + d); s12_board (2 + a) 2 (2 + d); s13_board (2 + a) 1 (3 + d)].
Proof. unfold s12_board, s13_board, s14_board. tf_options. Qed.
Lemma s14_c69_R (a d : nat) : rmoves (s14_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s14_c69_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s14_board (2 + a) 1 1 (2 + d) -> fst (s14_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s14_q18] in Hc |- *.
  rewrite tf_game_eq, (s14_c69_L a d), (s14_c69_R a d); cbn [map].
  pose proof (use_s14 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s14_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s14_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s14_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s12_p4 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s14_c70_L (a c : nat) : lmoves (s14_board (2 + a) 1 (2 + c) 0) = [s14_board (1 + a) 2 (2 + c) 0; s12_board (2 + a) (3 + c) 0; s14_board (2 + a) 1 (1 + c) 1].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s14_c70_R (a c : nat) : rmoves (s14_board (2 + a) 1 (2 + c) 0) = [s10_board (2 + a) 1 (2 + c)].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s14_c70_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s14_board (2 + a) 1 (2 + c) 0 -> fst (s14_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q11] in Hc |- *.
  rewrite tf_game_eq, (s14_c70_L a c), (s14_c70_R a c); cbn [map].
  pose proof (use_s14 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s14_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s14_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s14_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s14_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s14_p11 Ho0 ltac:(zlia)).
  rewrite (s12_p11 Ho1 ltac:(zlia)).
  rewrite (s14_p10 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c71_L (a c : nat) : lmoves (s14_board (2 + a) 1 (2 + c) 1) = [s14_board (1 + a) 2 (2 + c) 1; s12_board (2 + a) (3 + c) 1; s14_board (2 + a) 1 (1 + c) 2].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s14_c71_R (a c : nat) : rmoves (s14_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s10_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s14_c71_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s14_board (2 + a) 1 (2 + c) 1 -> fst (s14_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q10] in Hc |- *.
  rewrite tf_game_eq, (s14_c71_L a c), (s14_c71_R a c); cbn [map].
  pose proof (use_s14 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s14_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s14_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s14_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s14_c71_R1 a c)).
  pose proof (use_s10 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s14_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s14_c71_R1 a c))) as Ho3.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s12_p10 Ho1 ltac:(zlia)).
  rewrite (s14_p18 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c72_L (a c d : nat) : lmoves (s14_board (2 + a) 1 (2 + c) (2 + d)) = [s14_board (1 + a) 2 (2 + c) (2 + d); s12_board (2 + a) (3 + c) (2 + d); s14_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s14_c72_R (a c d : nat) : rmoves (s14_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s14_c72_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s14_board (2 + a) 1 (2 + c) (2 + d) -> fst (s14_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s14_q18] in Hc |- *.
  rewrite tf_game_eq, (s14_c72_L a c d), (s14_c72_R a c d); cbn [map].
  pose proof (use_s14 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s14_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s14_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s14_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s12_p4 Ho1 ltac:(zlia)).
  rewrite (s14_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s13 *)
Lemma s14_c73_p12 x (Hs13 : s13_claim x) (a b : nat) :
  x = s14_board (2 + a) (2 + b) 0 0 -> fst (s14_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q12] in Hc |- *.
  pose proof (Hs13 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s13 *)
Lemma s14_c74_p24 x (Hs13 : s13_claim x) (a b : nat) :
  x = s14_board (2 + a) (2 + b) 0 1 -> fst (s14_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q24] in Hc |- *.
  pose proof (Hs13 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s13 *)
Lemma s14_c75_p25 x (Hs13 : s13_claim x) (a b d : nat) :
  x = s14_board (2 + a) (2 + b) 0 (2 + d) -> fst (s14_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s14_q25] in Hc |- *.
  pose proof (Hs13 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s14_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s14_c76_L (a b : nat) : lmoves (s14_board (2 + a) (2 + b) 1 0) = [s14_board (1 + a) (3 + b) 1 0; s14_board (2 + a) (1 + b) 2 0; s13_board (2 + a) (2 + b) 1].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s14_c76_R (a b : nat) : rmoves (s14_board (2 + a) (2 + b) 1 0) = [s10_board (2 + a) (2 + b) 1].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s14_c76_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s14_board (2 + a) (2 + b) 1 0 -> fst (s14_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q15] in Hc |- *.
  rewrite tf_game_eq, (s14_c76_L a b), (s14_c76_R a b); cbn [map].
  pose proof (use_s14 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s14_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s14_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s14_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s14_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s14_p15 Ho0 ltac:(zlia)).
  rewrite (s14_p11 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c77_L (a b : nat) : lmoves (s14_board (2 + a) (2 + b) 1 1) = [s14_board (1 + a) (3 + b) 1 1; s14_board (2 + a) (1 + b) 2 1; s13_board (2 + a) (2 + b) 2].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s14_c77_R (a b : nat) : rmoves (s14_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s10_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s14_c77_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s14_board (2 + a) (2 + b) 1 1 -> fst (s14_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q10] in Hc |- *.
  rewrite tf_game_eq, (s14_c77_L a b), (s14_c77_R a b); cbn [map].
  pose proof (use_s14 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s14_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s14_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s14_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s14_c77_R1 a b)).
  pose proof (use_s10 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s14_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s14_c77_R1 a b))) as Ho3.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c78_L (a b d : nat) : lmoves (s14_board (2 + a) (2 + b) 1 (2 + d)) = [s14_board (1 + a) (3 + b) 1 (2 + d); s14_board (2 + a) (1 + b) 2 (2 + d); s13_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s13_board, s14_board. tf_options. Qed.
Lemma s14_c78_R (a b d : nat) : rmoves (s14_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s14_c78_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s14_board (2 + a) (2 + b) 1 (2 + d) -> fst (s14_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s14_q18] in Hc |- *.
  rewrite tf_game_eq, (s14_c78_L a b d), (s14_c78_R a b d); cbn [map].
  pose proof (use_s14 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s14_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s14_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s14_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s14_p18 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s14_c79_L (a b c : nat) : lmoves (s14_board (2 + a) (2 + b) (2 + c) 0) = [s14_board (1 + a) (3 + b) (2 + c) 0; s14_board (2 + a) (1 + b) (3 + c) 0; s14_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c79_R (a b c : nat) : rmoves (s14_board (2 + a) (2 + b) (2 + c) 0) = [s10_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s14_c79_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s14_board (2 + a) (2 + b) (2 + c) 0 -> fst (s14_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s14_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q11] in Hc |- *.
  rewrite tf_game_eq, (s14_c79_L a b c), (s14_c79_R a b c); cbn [map].
  pose proof (use_s14 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s14_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s14_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s14_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s14_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s14_p11 Ho0 ltac:(zlia)).
  rewrite (s14_p11 Ho1 ltac:(zlia)).
  rewrite (s14_p10 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c80_L (a b c : nat) : lmoves (s14_board (2 + a) (2 + b) (2 + c) 1) = [s14_board (1 + a) (3 + b) (2 + c) 1; s14_board (2 + a) (1 + b) (3 + c) 1; s14_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c80_R (a b c : nat) : rmoves (s14_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s10_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s14_c80_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s14_board (2 + a) (2 + b) (2 + c) 1 -> fst (s14_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s14_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q10] in Hc |- *.
  rewrite tf_game_eq, (s14_c80_L a b c), (s14_c80_R a b c); cbn [map].
  pose proof (use_s14 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s14_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s14_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s14_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s14_c80_R1 a b c)).
  pose proof (use_s10 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s14_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s14_c80_R1 a b c))) as Ho3.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s14_p18 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c81_L (a b c d : nat) : lmoves (s14_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s14_board (1 + a) (3 + b) (2 + c) (2 + d); s14_board (2 + a) (1 + b) (3 + c) (2 + d); s14_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c81_R (a b c d : nat) : rmoves (s14_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s14_c81_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s14_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s14_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s14_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s14_q18] in Hc |- *.
  rewrite tf_game_eq, (s14_c81_L a b c d), (s14_c81_R a b c d); cbn [map].
  pose proof (use_s14 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s14_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s14_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s14_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s14_p18 Ho1 ltac:(zlia)).
  rewrite (s14_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

