(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s16_c79_L (a b c : nat) : lmoves (s16_board (2 + a) (2 + b) (2 + c) 0) = [s16_board (1 + a) (3 + b) (2 + c) 0; s16_board (2 + a) (1 + b) (3 + c) 0; s16_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c79_R (a b c : nat) : rmoves (s16_board (2 + a) (2 + b) (2 + c) 0) = [s12_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s12_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s16_c79_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s16_board (2 + a) (2 + b) (2 + c) 0 -> fst (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c79_L a b c), (s16_c79_R a b c); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s16_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s16_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s16_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s12 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s16_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p11 Ho1 ltac:(zlia)).
  rewrite (s16_p10 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c80_L (a b c : nat) : lmoves (s16_board (2 + a) (2 + b) (2 + c) 1) = [s16_board (1 + a) (3 + b) (2 + c) 1; s16_board (2 + a) (1 + b) (3 + c) 1; s16_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c80_R (a b c : nat) : rmoves (s16_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s12_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s16_c80_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s16_board (2 + a) (2 + b) (2 + c) 1 -> fst (s16_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s16_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q10] in Hc |- *.
  rewrite tf_game_eq, (s16_c80_L a b c), (s16_c80_R a b c); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s16_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s16_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s16_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s16_c80_R1 a b c)).
  pose proof (use_s12 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s16_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s16_c80_R1 a b c))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c81_L (a b c d : nat) : lmoves (s16_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s16_board (1 + a) (3 + b) (2 + c) (2 + d); s16_board (2 + a) (1 + b) (3 + c) (2 + d); s16_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c81_R (a b c d : nat) : rmoves (s16_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s16_c81_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s16_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s16_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s16_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s16_q18] in Hc |- *.
  rewrite tf_game_eq, (s16_c81_L a b c d), (s16_c81_R a b c d); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s16_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s16_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s16_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c1_L : lmoves (s17_board 0) = [strip [(0, 1); (1, 1)] ([]) [(1, 2)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c1_L1 : tf_norm (strip [(0, 1); (1, 1)] ([]) [(1, 2)]) (repeat E 3) (1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s17_c1_R : rmoves (s17_board 0) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a F T F _^3 on a==0 *)
Lemma s17_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 -> fst (s17_q1 (Z.of_nat 0)) -> tf_game x == snd (s17_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q1] in Hc |- *.
  rewrite tf_game_eq, (s17_c1_L), (s17_c1_R); cbn [map].
  rewrite (tf_norm_blank (s17_c1_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c2_L : lmoves (s17_board 1) = [strip [] ([T; F; E; F]) [(1, 2)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c2_L1 : tf_norm (strip [] ([T; F; E; F]) [(1, 2)]) (s18_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; F; E; F]) [(1, 2)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c2_R : rmoves (s17_board 1) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a F T F _^3 on a==1 *)
Lemma s17_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 1 -> fst (s17_q1 (Z.of_nat 1)) -> tf_game x == snd (s17_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q1] in Hc |- *.
  rewrite tf_game_eq, (s17_c2_L), (s17_c2_R); cbn [map].
  rewrite (tf_norm_game (s17_c2_L1)).
  pose proof (use_s18 IH 1 0 (opt_norm_l _ _ _ _ _ (s17_c2_L) ltac:(cbn [In]; left; reflexivity) (s17_c2_L1))) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  rewrite (s18_p4_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c3_L (a : nat) : lmoves (s17_board (2 + a)) = [strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 2)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c3_L1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 2)]) (s18_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F]) [(1, 2)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c3_R (a : nat) : rmoves (s17_board (2 + a)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a F T F _^3 on a>=2 *)
Lemma s17_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) -> fst (s17_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s17_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s17_q1] in Hc |- *.
  rewrite tf_game_eq, (s17_c3_L a), (s17_c3_R a); cbn [map].
  rewrite (tf_norm_game (s17_c3_L1 a)).
  pose proof (use_s18 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s17_c3_L a) ltac:(cbn [In]; left; reflexivity) (s17_c3_L1 a))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s18_p5 Ho0 ltac:(zlia)).
    rewrite (s18_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s18_p6 Ho0 ltac:(zlia)).
    rewrite (s18_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
Qed.

Lemma s18_c1_L : lmoves (s18_board 0 0) = [].
Proof. unfold s18_board. tf_options. Qed.
Lemma s18_c1_R : rmoves (s18_board 0 0) = [strip [(0, 2)] ([E; E; E]) []].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c1_R1 : tf_norm (strip [(0, 2)] ([E; E; E]) []) (repeat E 3) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s18 = T^a F _ T^b F _^2 on a==0 && b==0 *)
Lemma s18_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 0 0 -> fst (s18_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s18_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q1] in Hc |- *.
  rewrite tf_game_eq, (s18_c1_L), (s18_c1_R); cbn [map].
  rewrite (tf_norm_blank (s18_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s18_c2_L : lmoves (s18_board 0 1) = [strip [(0, 1); (2, 1)] ([]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c2_L1 : tf_norm (strip [(0, 1); (2, 1)] ([]) [(1, 1)]) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s18_c2_R : rmoves (s18_board 0 1) = [strip [(0, 2)] ([]) [(1, 3)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c2_R1 : tf_norm (strip [(0, 2)] ([]) [(1, 3)]) (repeat E 3) (3).
Proof. apply (tf_norm_by _ [(0, 2)] ([]) [(1, 3)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s18 = T^a F _ T^b F _^2 on a==0 && b==1 *)
Lemma s18_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 0 1 -> fst (s18_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s18_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c2_L), (s18_c2_R); cbn [map].
  rewrite (tf_norm_blank (s18_c2_L1)).
  rewrite (tf_norm_blank (s18_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s18_c3_L (b : nat) : lmoves (s18_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s12_board 0 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c3_R (b : nat) : rmoves (s18_board 0 (2 + b)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a F _ T^b F _^2 on a==0 && b>=2 *)
Lemma s18_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s18_board 0 (2 + b) -> fst (s18_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s18_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c3_L b), (s18_c3_R b); cbn [map].
  rewrite (tf_norm_game (s18_c3_L1 b)).
  pose proof (use_s12 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s18_c3_L b) ltac:(cbn [In]; left; reflexivity) (s18_c3_L1 b))) as Ho0.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat 0) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s18_c4_L : lmoves (s18_board 1 0) = [strip [(1, 1)] ([T; F; E; E]) []].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c4_L1 : tf_norm (strip [(1, 1)] ([T; F; E; E]) []) (s10_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c4_R : rmoves (s18_board 1 0) = [s1_board 1].
Proof. unfold s18_board, s1_board. tf_options. Qed.
(* s18 = T^a F _ T^b F _^2 on a==1 && b==0 *)
Lemma s18_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 1 0 -> fst (s18_q4 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s18_q4 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c4_L), (s18_c4_R); cbn [map].
  rewrite (tf_norm_game (s18_c4_L1)).
  pose proof (use_s10 IH 0 1 (opt_norm_l _ _ _ _ _ (s18_c4_L) ltac:(cbn [In]; left; reflexivity) (s18_c4_L1))) as Ho0.
  pose proof (use_s1 IH 1 (opt_r _ _ _ (s18_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s10_p1 Ho0 I).
  rewrite (s10_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s18_c5_L : lmoves (s18_board 1 1) = [strip [(1, 1)] ([T; T; F; E; E]) []; strip [] ([T; F; E; E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c5_L1 : tf_norm (strip [(1, 1)] ([T; T; F; E; E]) []) (s10_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c5_L2 : tf_norm (strip [] ([T; F; E; E; F]) [(1, 1)]) (s27_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; F]) [(1, 1)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c5_R : rmoves (s18_board 1 1) = [strip [] ([T; F; F]) [(1, 3)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c5_R1 : tf_norm (strip [] ([T; F; F]) [(1, 3)]) (s1_board 1) (3).
Proof. apply (tf_norm_by _ [] ([T; F; F]) [(1, 3)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a F _ T^b F _^2 on a==1 && b==1 *)
Lemma s18_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 1 1 -> fst (s18_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s18_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c5_L), (s18_c5_R); cbn [map].
  rewrite (tf_norm_game (s18_c5_L1)).
  pose proof (use_s10 IH 0 2 (opt_norm_l _ _ _ _ _ (s18_c5_L) ltac:(cbn [In]; left; reflexivity) (s18_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s18_c5_L2)).
  pose proof (use_s27 IH 1 0 (opt_norm_l _ _ _ _ _ (s18_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s18_c5_R1)).
  pose proof (use_s1 IH 1 (opt_norm_r _ _ _ _ _ (s18_c5_R) ltac:(cbn [In]; left; reflexivity) (s18_c5_R1))) as Ho2.
  rewrite (s10_p1 Ho0 I).
  rewrite (s10_p1_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s27_p1 Ho1 ltac:(zlia)).
  rewrite (s27_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s1_p1 Ho2 I).
  rewrite (s1_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s18_c6_L (b : nat) : lmoves (s18_board 1 (2 + b)) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; E; E]) []; strip [] (T :: F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; E; E]) []) (s10_board 0 (3 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s32_board 1 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c6_R (b : nat) : rmoves (s18_board 1 (2 + b)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a F _ T^b F _^2 on a==1 && b>=2 *)
Lemma s18_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s18_board 1 (2 + b) -> fst (s18_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s18_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c6_L b), (s18_c6_R b); cbn [map].
  rewrite (tf_norm_game (s18_c6_L1 b)).
  pose proof (use_s10 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s18_c6_L b) ltac:(cbn [In]; left; reflexivity) (s18_c6_L1 b))) as Ho0.
  rewrite (tf_norm_game (s18_c6_L2 b)).
  pose proof (use_s32 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s18_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c6_L2 b))) as Ho1.
  rewrite (s10_p1 Ho0 I).
  rewrite (s10_p1_add (Z.of_nat 0) (Z.of_nat (3 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s32_p3 Ho1 ltac:(zlia)).
  rewrite (s32_p3_add (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s18_c7_L (a : nat) : lmoves (s18_board (2 + a) 0) = [s19_board (1 + a) 0 1].
Proof. unfold s18_board, s19_board. tf_options. Qed.
Lemma s18_c7_R (a : nat) : rmoves (s18_board (2 + a) 0) = [s1_board (2 + a)].
Proof. unfold s18_board, s1_board. tf_options. Qed.
(* s18 = T^a F _ T^b F _^2 on a>=2 && b==0 *)
Lemma s18_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s18_board (2 + a) 0 -> fst (s18_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s18_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q5] in Hc |- *.
  rewrite tf_game_eq, (s18_c7_L a), (s18_c7_R a); cbn [map].
  pose proof (use_s19 IH (1 + a) 0 1 (opt_l _ _ _ (s18_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (opt_r _ _ _ (s18_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s18_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s18_board (2 + a) 0 -> fst (s18_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s18_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q6] in Hc |- *.
  rewrite tf_game_eq, (s18_c7_L a), (s18_c7_R a); cbn [map].
  pose proof (use_s19 IH (1 + a) 0 1 (opt_l _ _ _ (s18_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (opt_r _ _ _ (s18_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s18_c8_L (a : nat) : lmoves (s18_board (2 + a) 1) = [s19_board (1 + a) 0 2; strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 1)]].
Proof. unfold s18_board, s19_board, strip. tf_options. Qed.
Lemma s18_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 1)]) (s27_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 1)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c8_R (a : nat) : rmoves (s18_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; F]) [(1, 3)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F]) [(1, 3)]) (s1_board (2 + a)) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F]) [(1, 3)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a F _ T^b F _^2 on a>=2 && b==1 *)
Lemma s18_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s18_board (2 + a) 1 -> fst (s18_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s18_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c8_L a), (s18_c8_R a); cbn [map].
  pose proof (use_s19 IH (1 + a) 0 2 (opt_l _ _ _ (s18_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s18_c8_L2 a)).
  pose proof (use_s27 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s18_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s18_c8_R1 a)).
  pose proof (use_s1 IH (2 + a) (opt_norm_r _ _ _ _ _ (s18_c8_R a) ltac:(cbn [In]; left; reflexivity) (s18_c8_R1 a))) as Ho2.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s27_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s1_p1 Ho2 I).
  rewrite (s1_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s18_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s18_board (2 + a) 1 -> fst (s18_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s18_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q5] in Hc |- *.
  rewrite tf_game_eq, (s18_c8_L a), (s18_c8_R a); cbn [map].
  pose proof (use_s19 IH (1 + a) 0 2 (opt_l _ _ _ (s18_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s18_c8_L2 a)).
  pose proof (use_s27 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s18_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s18_c8_R1 a)).
  pose proof (use_s1 IH (2 + a) (opt_norm_r _ _ _ _ _ (s18_c8_R a) ltac:(cbn [In]; left; reflexivity) (s18_c8_R1 a))) as Ho2.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s27_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s1_p1 Ho2 I).
  rewrite (s1_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s18_board (2 + a) 1 -> fst (s18_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s18_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c8_L a), (s18_c8_R a); cbn [map].
  pose proof (use_s19 IH (1 + a) 0 2 (opt_l _ _ _ (s18_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s18_c8_L2 a)).
  pose proof (use_s27 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s18_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s18_c8_R1 a)).
  pose proof (use_s1 IH (2 + a) (opt_norm_r _ _ _ _ _ (s18_c8_R a) ltac:(cbn [In]; left; reflexivity) (s18_c8_R1 a))) as Ho2.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s27_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s1_p1 Ho2 I).
  rewrite (s1_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c9_L (a b : nat) : lmoves (s18_board (2 + a) (2 + b)) = [s19_board (1 + a) 0 (3 + b); strip [] (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s18_board, s19_board, strip. tf_options. Qed.
Lemma s18_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s32_board (2 + a) (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c9_R (a b : nat) : rmoves (s18_board (2 + a) (2 + b)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a F _ T^b F _^2 on a>=2 && b>=2 *)
Lemma s18_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s18_board (2 + a) (2 + b) -> fst (s18_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s18_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c9_L a b), (s18_c9_R a b); cbn [map].
  pose proof (use_s19 IH (1 + a) 0 (3 + b) (opt_l _ _ _ (s18_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s18_c9_L2 a b)).
  pose proof (use_s32 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s18_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c9_L2 a b))) as Ho1.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p4 Ho1 ltac:(zlia)).
  rewrite (s32_p4_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s18_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s18_board (2 + a) (2 + b) -> fst (s18_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s18_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s18_q3] in Hc |- *.
  rewrite tf_game_eq, (s18_c9_L a b), (s18_c9_R a b); cbn [map].
  pose proof (use_s19 IH (1 + a) 0 (3 + b) (opt_l _ _ _ (s18_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s18_c9_L2 a b)).
  pose proof (use_s32 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s18_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s18_c9_L2 a b))) as Ho1.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p4 Ho1 ltac:(zlia)).
  rewrite (s32_p4_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

(* s19 = T^a _ T^b F T^c F _^2 on a==0 && b==0 && c==0: the board of s2 *)
Lemma s19_c1_p1 x (Hs2 : s2_claim x) :
  x = s19_board 0 0 0 -> fst (s19_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q1] in Hc |- *.
  pose proof (Hs2 0 0 ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c2_L : lmoves (s19_board 0 0 1) = [strip [(1, 1); (1, 1)] ([]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c2_L1 : tf_norm (strip [(1, 1); (1, 1)] ([]) [(1, 1)]) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s19_c2_R : rmoves (s19_board 0 0 1) = [strip [(0, 1)] ([E; T; F; E; E]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c2_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E; E]) []) (s10_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a==0 && b==0 && c==1 *)
Lemma s19_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 0 0 1 -> fst (s19_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q1] in Hc |- *.
  rewrite tf_game_eq, (s19_c2_L), (s19_c2_R); cbn [map].
  rewrite (tf_norm_blank (s19_c2_L1)).
  rewrite (tf_norm_game0 (s19_c2_R1)).
  pose proof (use_s10 IH 0 1 (opt_norm_r _ _ _ _ _ (s19_c2_R) ltac:(cbn [In]; left; reflexivity) (s19_c2_R1))) as Ho1.
  rewrite (s10_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c3_L (c : nat) : lmoves (s19_board 0 0 (2 + c)) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c3_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s12_board 0 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c3_R (c : nat) : rmoves (s19_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; E]) []) (s10_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a==0 && b==0 && c>=2 *)
Lemma s19_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s19_board 0 0 (2 + c) -> fst (s19_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q1] in Hc |- *.
  rewrite tf_game_eq, (s19_c3_L c), (s19_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s19_c3_L1 c)).
  pose proof (use_s12 IH 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c3_L c) ltac:(cbn [In]; left; reflexivity) (s19_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s19_c3_R1 c)).
  pose proof (use_s10 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s19_c3_R c) ltac:(cbn [In]; left; reflexivity) (s19_c3_R1 c))) as Ho1.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s10_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s19 = T^a _ T^b F T^c F _^2 on a==0 && b==1 && c==0: the board of s2 *)
Lemma s19_c4_p2 x (Hs2 : s2_claim x) :
  x = s19_board 0 1 0 -> fst (s19_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs2 0 1 ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c5_L : lmoves (s19_board 0 1 1) = [strip [] ([E; T; F; E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c5_L1 : tf_norm (strip [] ([E; T; F; E; F]) [(1, 1)]) (s31_board 0 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c5_R : rmoves (s19_board 0 1 1) = [strip [(0, 1)] ([T; E; T; F; E; E]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; E]) []) (s10_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a==0 && b==1 && c==1 *)
Lemma s19_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 0 1 1 -> fst (s19_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c5_L), (s19_c5_R); cbn [map].
  rewrite (tf_norm_game (s19_c5_L1)).
  pose proof (use_s31 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s19_c5_L) ltac:(cbn [In]; left; reflexivity) (s19_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s19_c5_R1)).
  pose proof (use_s10 IH 1 1 (opt_norm_r _ _ _ _ _ (s19_c5_R) ltac:(cbn [In]; left; reflexivity) (s19_c5_R1))) as Ho1.
  rewrite (s31_p5 Ho0 ltac:(zlia)).
  rewrite (s31_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s10_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c6_L (c : nat) : lmoves (s19_board 0 1 (2 + c)) = [strip [] (E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c6_L1 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s31_board 0 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c6_R (c : nat) : rmoves (s19_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; E]) []) (s10_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a==0 && b==1 && c>=2 *)
Lemma s19_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s19_board 0 1 (2 + c) -> fst (s19_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c6_L c), (s19_c6_R c); cbn [map].
  rewrite (tf_norm_game (s19_c6_L1 c)).
  pose proof (use_s31 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c6_L c) ltac:(cbn [In]; left; reflexivity) (s19_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s19_c6_R1 c)).
  pose proof (use_s10 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s19_c6_R c) ltac:(cbn [In]; left; reflexivity) (s19_c6_R1 c))) as Ho1.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s10_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s19 = T^a _ T^b F T^c F _^2 on a==0 && b>=2 && c==0: the board of s2 *)
Lemma s19_c7_p2 x (Hs2 : s2_claim x) (b : nat) :
  x = s19_board 0 (2 + b) 0 -> fst (s19_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s19_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs2 0 (2 + b) ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c8_L (b : nat) : lmoves (s19_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c8_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s31_board 0 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c8_R (b : nat) : rmoves (s19_board 0 (2 + b) 1) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a==0 && b>=2 && c==1 *)
Lemma s19_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 0 (2 + b) 1 -> fst (s19_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c8_L b), (s19_c8_R b); cbn [map].
  rewrite (tf_norm_game (s19_c8_L1 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s19_c8_L b) ltac:(cbn [In]; left; reflexivity) (s19_c8_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s31_p10 Ho0 ltac:(zlia)).
    rewrite (s31_p10_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s31_p11 Ho0 ltac:(zlia)).
    rewrite (s31_p11_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s31_p12 Ho0 ltac:(zlia)).
    rewrite (s31_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s31_p13 Ho0 ltac:(zlia)).
    rewrite (s31_p13_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
Qed.

Lemma s19_c9_L (b c : nat) : lmoves (s19_board 0 (2 + b) (2 + c)) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c9_L1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s31_board 0 (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c9_R (b c : nat) : rmoves (s19_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a==0 && b>=2 && c>=2 *)
Lemma s19_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s19_board 0 (2 + b) (2 + c) -> fst (s19_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c9_L b c), (s19_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s19_c9_L1 b c)).
  pose proof (use_s31 IH 0 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s19_c9_L1 b c))) as Ho0.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s19 = T^a _ T^b F T^c F _^2 on a==1 && b==0 && c==0: the board of s2 *)
Lemma s19_c10_p4 x (Hs2 : s2_claim x) :
  x = s19_board 1 0 0 -> fst (s19_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q4] in Hc |- *.
  pose proof (Hs2 1 0 ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s19_c11_L : lmoves (s19_board 1 0 1) = [s19_board 0 1 1; strip [] ([T; E; F; E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c11_L2 : tf_norm (strip [] ([T; E; F; E; F]) [(1, 1)]) (s31_board 1 0 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c11_R : rmoves (s19_board 1 0 1) = [s18_board 1 1].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a==1 && b==0 && c==1 *)
Lemma s19_c11_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 1 0 1 -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c11_L), (s19_c11_R); cbn [map].
  pose proof (use_s19 IH 0 1 1 (opt_l _ _ _ (s19_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c11_L2)).
  pose proof (use_s31 IH 1 0 0 0 (opt_norm_l _ _ _ _ _ (s19_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c11_L2))) as Ho1.
  pose proof (use_s18 IH 1 1 (opt_r _ _ _ (s19_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p14 Ho1 ltac:(zlia)).
  rewrite (s31_p14_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c12_L (c : nat) : lmoves (s19_board 1 0 (2 + c)) = [s19_board 0 1 (2 + c); strip [] (T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c12_L2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s31_board 1 0 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c12_R (c : nat) : rmoves (s19_board 1 0 (2 + c)) = [s18_board 1 (2 + c)].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a==1 && b==0 && c>=2 *)
Lemma s19_c12_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s19_board 1 0 (2 + c) -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c12_L c), (s19_c12_R c); cbn [map].
  pose proof (use_s19 IH 0 1 (2 + c) (opt_l _ _ _ (s19_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c12_L2 c)).
  pose proof (use_s31 IH 1 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c12_L2 c))) as Ho1.
  pose proof (use_s18 IH 1 (2 + c) (opt_r _ _ _ (s19_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s19 = T^a _ T^b F T^c F _^2 on a==1 && b==1 && c==0: the board of s2 *)
Lemma s19_c13_p2 x (Hs2 : s2_claim x) :
  x = s19_board 1 1 0 -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs2 1 1 ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c14_L : lmoves (s19_board 1 1 1) = [s19_board 0 2 1; strip [] ([T; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c14_L2 : tf_norm (strip [] ([T; E; T; F; E; F]) [(1, 1)]) (s31_board 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c14_R : rmoves (s19_board 1 1 1) = [s26_board 1 1].
Proof. unfold s19_board, s26_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a==1 && b==1 && c==1 *)
Lemma s19_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 1 1 1 -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c14_L), (s19_c14_R); cbn [map].
  pose proof (use_s19 IH 0 2 1 (opt_l _ _ _ (s19_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c14_L2)).
  pose proof (use_s31 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s19_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c14_L2))) as Ho1.
  pose proof (use_s26 IH 1 1 (opt_r _ _ _ (s19_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p16 Ho1 ltac:(zlia)).
  rewrite (s31_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s26_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c15_L (c : nat) : lmoves (s19_board 1 1 (2 + c)) = [s19_board 0 2 (2 + c); strip [] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c15_L2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s31_board 1 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c15_R (c : nat) : rmoves (s19_board 1 1 (2 + c)) = [s26_board 1 (2 + c)].
Proof. unfold s19_board, s26_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a==1 && b==1 && c>=2 *)
Lemma s19_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s19_board 1 1 (2 + c) -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c15_L c), (s19_c15_R c); cbn [map].
  pose proof (use_s19 IH 0 2 (2 + c) (opt_l _ _ _ (s19_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c15_L2 c)).
  pose proof (use_s31 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c15_L2 c))) as Ho1.
  pose proof (use_s26 IH 1 (2 + c) (opt_r _ _ _ (s19_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p9 Ho1 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s26_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s19 = T^a _ T^b F T^c F _^2 on a==1 && b>=2 && c==0: the board of s2 *)
Lemma s19_c16_p2 x (Hs2 : s2_claim x) (b : nat) :
  x = s19_board 1 (2 + b) 0 -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs2 1 (2 + b) ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c17_L (b : nat) : lmoves (s19_board 1 (2 + b) 1) = [s19_board 0 (3 + b) 1; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c17_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s31_board 1 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c17_R (b : nat) : rmoves (s19_board 1 (2 + b) 1) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a==1 && b>=2 && c==1 *)
Lemma s19_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 1 (2 + b) 1 -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c17_L b), (s19_c17_R b); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) 1 (opt_l _ _ _ (s19_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c17_L2 b)).
  pose proof (use_s31 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s19_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c17_L2 b))) as Ho1.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s31_p13 Ho1 ltac:(zlia)).
    rewrite (s31_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s31_p17 Ho1 ltac:(zlia)).
    rewrite (s31_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s31_p18 Ho1 ltac:(zlia)).
    rewrite (s31_p18_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s19_c18_L (b c : nat) : lmoves (s19_board 1 (2 + b) (2 + c)) = [s19_board 0 (3 + b) (2 + c); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c18_L2 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s31_board 1 (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c18_R (b c : nat) : rmoves (s19_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a==1 && b>=2 && c>=2 *)
Lemma s19_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s19_board 1 (2 + b) (2 + c) -> fst (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c18_L b c), (s19_c18_R b c); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s19_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c18_L2 b c)).
  pose proof (use_s31 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c18_L2 b c))) as Ho1.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p9 Ho1 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s19 = T^a _ T^b F T^c F _^2 on a>=2 && b==0 && c==0: the board of s2 *)
Lemma s19_c19_p7 x (Hs2 : s2_claim x) (a : nat) :
  x = s19_board (2 + a) 0 0 -> fst (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q7] in Hc |- *.
  pose proof (Hs2 (2 + a) 0 ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s2_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s2_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s19_c19_p9 x (Hs2 : s2_claim x) (a : nat) :
  x = s19_board (2 + a) 0 0 -> fst (s19_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q9] in Hc |- *.
  pose proof (Hs2 (2 + a) 0 ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c19_p10 x (Hs2 : s2_claim x) (a : nat) :
  x = s19_board (2 + a) 0 0 -> fst (s19_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q10] in Hc |- *.
  pose proof (Hs2 (2 + a) 0 ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c20_L (a : nat) : lmoves (s19_board (2 + a) 0 1) = [s19_board (1 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 1)]) (s31_board (2 + a) 0 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c20_R (a : nat) : rmoves (s19_board (2 + a) 0 1) = [s18_board (2 + a) 1].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a>=2 && b==0 && c==1 *)
Lemma s19_c20_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s19_board (2 + a) 0 1 -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c20_L a), (s19_c20_R a); cbn [map].
  pose proof (use_s19 IH (1 + a) 1 1 (opt_l _ _ _ (s19_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c20_L2 a)).
  pose proof (use_s31 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s19_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c20_L2 a))) as Ho1.
  pose proof (use_s18 IH (2 + a) 1 (opt_r _ _ _ (s19_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s19_p2 Ho0 ltac:(zlia)).
    rewrite (s31_p19 Ho1 ltac:(zlia)).
    rewrite (s31_p19_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s18_p2 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s18_p7 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s19_p3 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s31_p15 Ho1 ltac:(zlia)).
      rewrite (s31_p15_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s18_p5 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s31_p21 Ho1 ltac:(zlia)).
      rewrite (s31_p21_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s18_p5 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s31_p24 Ho1 ltac:(zlia)).
      rewrite (s31_p24_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s18_p5 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s19_c21_L (a c : nat) : lmoves (s19_board (2 + a) 0 (2 + c)) = [s19_board (1 + a) 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s31_board (2 + a) 0 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c21_R (a c : nat) : rmoves (s19_board (2 + a) 0 (2 + c)) = [s18_board (2 + a) (2 + c)].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a>=2 && b==0 && c>=2 *)
Lemma s19_c21_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s19_board (2 + a) 0 (2 + c) -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c21_L a c), (s19_c21_R a c); cbn [map].
  pose proof (use_s19 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s19_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c21_L2 a c)).
  pose proof (use_s31 IH (2 + a) 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c21_L2 a c))) as Ho1.
  pose proof (use_s18 IH (2 + a) (2 + c) (opt_r _ _ _ (s19_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s19_p2 Ho0 ltac:(zlia)).
    rewrite (s31_p3 Ho1 ltac:(zlia)).
    rewrite (s31_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s18_p2 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s18_p3 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s19_p3 Ho0 ltac:(zlia)).
    rewrite (s31_p3 Ho1 ltac:(zlia)).
    rewrite (s31_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s18_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s19 = T^a _ T^b F T^c F _^2 on a>=2 && b==1 && c==0: the board of s2 *)
Lemma s19_c22_p2 x (Hs2 : s2_claim x) (a : nat) :
  x = s19_board (2 + a) 1 0 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs2 (2 + a) 1 ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c22_p5 x (Hs2 : s2_claim x) (a : nat) :
  x = s19_board (2 + a) 1 0 -> fst (s19_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q5] in Hc |- *.
  pose proof (Hs2 (2 + a) 1 ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s19_c22_p8 x (Hs2 : s2_claim x) (a : nat) :
  x = s19_board (2 + a) 1 0 -> fst (s19_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q8] in Hc |- *.
  pose proof (Hs2 (2 + a) 1 ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c22_p11 x (Hs2 : s2_claim x) (a : nat) :
  x = s19_board (2 + a) 1 0 -> fst (s19_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q11] in Hc |- *.
  pose proof (Hs2 (2 + a) 1 ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s19_c23_L (a : nat) : lmoves (s19_board (2 + a) 1 1) = [s19_board (1 + a) 2 1; strip [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 1)]) (s31_board (2 + a) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c23_R (a : nat) : rmoves (s19_board (2 + a) 1 1) = [s26_board (2 + a) 1].
Proof. unfold s19_board, s26_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a>=2 && b==1 && c==1 *)
Lemma s19_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s19_board (2 + a) 1 1 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c23_L a), (s19_c23_R a); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 1 (opt_l _ _ _ (s19_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c23_L2 a)).
  pose proof (use_s31 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s19_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c23_L2 a))) as Ho1.
  pose proof (use_s26 IH (2 + a) 1 (opt_r _ _ _ (s19_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p16 Ho1 ltac:(zlia)).
  rewrite (s31_p16_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s26_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s19_board (2 + a) 1 1 -> fst (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q3] in Hc |- *.
  rewrite tf_game_eq, (s19_c23_L a), (s19_c23_R a); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 1 (opt_l _ _ _ (s19_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c23_L2 a)).
  pose proof (use_s31 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s19_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c23_L2 a))) as Ho1.
  pose proof (use_s26 IH (2 + a) 1 (opt_r _ _ _ (s19_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s19_p2 Ho0 ltac:(zlia)).
    rewrite (s31_p20 Ho1 ltac:(zlia)).
    rewrite (s31_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s26_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s19_p3 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s31_p22 Ho1 ltac:(zlia)).
      rewrite (s31_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s26_p7 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s31_p23 Ho1 ltac:(zlia)).
      rewrite (s31_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s26_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s19_c24_L (a c : nat) : lmoves (s19_board (2 + a) 1 (2 + c)) = [s19_board (1 + a) 2 (2 + c); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s31_board (2 + a) 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c24_R (a c : nat) : rmoves (s19_board (2 + a) 1 (2 + c)) = [s26_board (2 + a) (2 + c)].
Proof. unfold s19_board, s26_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a>=2 && b==1 && c>=2 *)
Lemma s19_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s19_board (2 + a) 1 (2 + c) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c24_L a c), (s19_c24_R a c); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s19_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c24_L2 a c)).
  pose proof (use_s31 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c24_L2 a c))) as Ho1.
  pose proof (use_s26 IH (2 + a) (2 + c) (opt_r _ _ _ (s19_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p9 Ho1 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s26_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s19_board (2 + a) 1 (2 + c) -> fst (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q3] in Hc |- *.
  rewrite tf_game_eq, (s19_c24_L a c), (s19_c24_R a c); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s19_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c24_L2 a c)).
  pose proof (use_s31 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c24_L2 a c))) as Ho1.
  pose proof (use_s26 IH (2 + a) (2 + c) (opt_r _ _ _ (s19_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s19_p2 Ho0 ltac:(zlia)).
    rewrite (s31_p9 Ho1 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s26_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s19_p3 Ho0 ltac:(zlia)).
    rewrite (s31_p9 Ho1 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s26_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s19 = T^a _ T^b F T^c F _^2 on a>=2 && b>=2 && c==0: the board of s2 *)
Lemma s19_c25_p2 x (Hs2 : s2_claim x) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 0 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs2 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c25_p3 x (Hs2 : s2_claim x) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 0 -> fst (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q3] in Hc |- *.
  pose proof (Hs2 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s19_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c26_L (a b : nat) : lmoves (s19_board (2 + a) (2 + b) 1) = [s19_board (1 + a) (3 + b) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s31_board (2 + a) (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c26_R (a b : nat) : rmoves (s19_board (2 + a) (2 + b) 1) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a>=2 && b>=2 && c==1 *)
Lemma s19_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 1 -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c26_L a b), (s19_c26_R a b); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s19_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c26_L2 a b)).
  pose proof (use_s31 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s19_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c26_L2 a b))) as Ho1.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s31_p13 Ho1 ltac:(zlia)).
    rewrite (s31_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s31_p17 Ho1 ltac:(zlia)).
    rewrite (s31_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s19_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 1 -> fst (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q3] in Hc |- *.
  rewrite tf_game_eq, (s19_c26_L a b), (s19_c26_R a b); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s19_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c26_L2 a b)).
  pose proof (use_s31 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s19_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c26_L2 a b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s19_p2 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s31_p13 Ho1 ltac:(zlia)).
      rewrite (s31_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s31_p17 Ho1 ltac:(zlia)).
      rewrite (s31_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s19_p3 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s31_p13 Ho1 ltac:(zlia)).
      rewrite (s31_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s31_p17 Ho1 ltac:(zlia)).
      rewrite (s31_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

Lemma s19_c27_L (a b c : nat) : lmoves (s19_board (2 + a) (2 + b) (2 + c)) = [s19_board (1 + a) (3 + b) (2 + c); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s31_board (2 + a) (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c27_R (a b c : nat) : rmoves (s19_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b F T^c F _^2 on a>=2 && b>=2 && c>=2 *)
Lemma s19_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s19_board (2 + a) (2 + b) (2 + c) -> fst (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c27_L a b c), (s19_c27_R a b c); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s19_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c27_L2 a b c)).
  pose proof (use_s31 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c27_L2 a b c))) as Ho1.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p9 Ho1 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s19_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s19_board (2 + a) (2 + b) (2 + c) -> fst (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s19_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s19_q3] in Hc |- *.
  rewrite tf_game_eq, (s19_c27_L a b c), (s19_c27_R a b c); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s19_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s19_c27_L2 a b c)).
  pose proof (use_s31 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s19_c27_L2 a b c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s19_p2 Ho0 ltac:(zlia)).
    rewrite (s31_p9 Ho1 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s19_p3 Ho0 ltac:(zlia)).
    rewrite (s31_p9 Ho1 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s20 = T^a _^3 T^b F T^c F on a==0 && b==0 && c==0: the board of s4 *)
Lemma s20_c1_p1 x (Hs4 : s4_claim x) :
  x = s20_board 0 0 0 -> fst (s20_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q1] in Hc |- *.
  pose proof (Hs4 0 0 ltac:(rewrite Hx; unfold s20_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c2_L : lmoves (s20_board 0 0 1) = [].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c2_R : rmoves (s20_board 0 0 1) = [strip [(2, 1)] ([E; T; F]) []].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c2_R1 : tf_norm (strip [(2, 1)] ([E; T; F]) []) (s13_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([E; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _^3 T^b F T^c F on a==0 && b==0 && c==1 *)
Lemma s20_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 0 0 1 -> fst (s20_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q1] in Hc |- *.
  rewrite tf_game_eq, (s20_c2_L), (s20_c2_R); cbn [map].
  rewrite (tf_norm_game (s20_c2_R1)).
  pose proof (use_s13 IH 0 1 (opt_norm_r _ _ _ _ _ (s20_c2_R) ltac:(cbn [In]; left; reflexivity) (s20_c2_R1))) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  rewrite (s13_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s20_c3_L (c : nat) : lmoves (s20_board 0 0 (2 + c)) = [].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c3_R (c : nat) : rmoves (s20_board 0 0 (2 + c)) = [strip [(2, 1)] (E :: repeat T (2 + c) ++ [F]) []].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c3_R1 (c : nat) : tf_norm (strip [(2, 1)] (E :: repeat T (2 + c) ++ [F]) []) (s13_board 0 (2 + c)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _^3 T^b F T^c F on a==0 && b==0 && c>=2 *)
Lemma s20_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s20_board 0 0 (2 + c) -> fst (s20_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q2] in Hc |- *.
  rewrite tf_game_eq, (s20_c3_L c), (s20_c3_R c); cbn [map].
  rewrite (tf_norm_game (s20_c3_R1 c)).
  pose proof (use_s13 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s20_c3_R c) ltac:(cbn [In]; left; reflexivity) (s20_c3_R1 c))) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s20 = T^a _^3 T^b F T^c F on a==0 && b==1 && c==0: the board of s4 *)
Lemma s20_c4_p1 x (Hs4 : s4_claim x) :
  x = s20_board 0 1 0 -> fst (s20_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q1] in Hc |- *.
  pose proof (Hs4 0 1 ltac:(rewrite Hx; unfold s20_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c5_L : lmoves (s20_board 0 1 1) = [].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c5_R : rmoves (s20_board 0 1 1) = [strip [(2, 1)] ([T; E; T; F]) []].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c5_R1 : tf_norm (strip [(2, 1)] ([T; E; T; F]) []) (s14_board 0 1 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _^3 T^b F T^c F on a==0 && b==1 && c==1 *)
Lemma s20_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 0 1 1 -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c5_L), (s20_c5_R); cbn [map].
  rewrite (tf_norm_game (s20_c5_R1)).
  pose proof (use_s14 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s20_c5_R) ltac:(cbn [In]; left; reflexivity) (s20_c5_R1))) as Ho0.
  rewrite (s14_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s20_c6_L (c : nat) : lmoves (s20_board 0 1 (2 + c)) = [].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c6_R (c : nat) : rmoves (s20_board 0 1 (2 + c)) = [strip [(2, 1)] (T :: E :: repeat T (2 + c) ++ [F]) []].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c6_R1 (c : nat) : tf_norm (strip [(2, 1)] (T :: E :: repeat T (2 + c) ++ [F]) []) (s14_board 0 1 (2 + c)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _^3 T^b F T^c F on a==0 && b==1 && c>=2 *)
Lemma s20_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s20_board 0 1 (2 + c) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c6_L c), (s20_c6_R c); cbn [map].
  rewrite (tf_norm_game (s20_c6_R1 c)).
  pose proof (use_s14 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s20_c6_R c) ltac:(cbn [In]; left; reflexivity) (s20_c6_R1 c))) as Ho0.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s20 = T^a _^3 T^b F T^c F on a==0 && b>=2 && c==0: the board of s4 *)
Lemma s20_c7_p6 x (Hs4 : s4_claim x) (b : nat) :
  x = s20_board 0 (2 + b) 0 -> fst (s20_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s20_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q6] in Hc |- *.
  pose proof (Hs4 0 (2 + b) ltac:(rewrite Hx; unfold s20_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c8_L (b : nat) : lmoves (s20_board 0 (2 + b) 1) = [].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c8_R (b : nat) : rmoves (s20_board 0 (2 + b) 1) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a==0 && b>=2 && c==1 *)
Lemma s20_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s20_board 0 (2 + b) 1 -> fst (s20_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s20_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q6] in Hc |- *.
  rewrite tf_game_eq, (s20_c8_L b), (s20_c8_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s20_c9_L (b c : nat) : lmoves (s20_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c9_R (b c : nat) : rmoves (s20_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a==0 && b>=2 && c>=2 *)
Lemma s20_c9_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s20_board 0 (2 + b) (2 + c) -> fst (s20_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q6] in Hc |- *.
  rewrite tf_game_eq, (s20_c9_L b c), (s20_c9_R b c); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

(* s20 = T^a _^3 T^b F T^c F on a==1 && b==0 && c==0: the board of s4 *)
Lemma s20_c10_p7 x (Hs4 : s4_claim x) :
  x = s20_board 1 0 0 -> fst (s20_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q7] in Hc |- *.
  pose proof (Hs4 1 0 ltac:(rewrite Hx; unfold s20_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c11_L : lmoves (s20_board 1 0 1) = [s24_board 0 1 0 1].
Proof. unfold s20_board, s24_board. tf_options. Qed.
Lemma s20_c11_R : rmoves (s20_board 1 0 1) = [s28_board 1 0 0 1].
Proof. unfold s20_board, s28_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a==1 && b==0 && c==1 *)
Lemma s20_c11_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 1 0 1 -> fst (s20_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q7] in Hc |- *.
  rewrite tf_game_eq, (s20_c11_L), (s20_c11_R); cbn [map].
  pose proof (use_s24 IH 0 1 0 1 (opt_l _ _ _ (s20_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 0 1 (opt_r _ _ _ (s20_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s24_p8 Ho0 ltac:(zlia)).
  rewrite (s28_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c12_L (c : nat) : lmoves (s20_board 1 0 (2 + c)) = [s24_board 0 1 0 (2 + c)].
Proof. unfold s20_board, s24_board. tf_options. Qed.
Lemma s20_c12_R (c : nat) : rmoves (s20_board 1 0 (2 + c)) = [s28_board 1 0 0 (2 + c)].
Proof. unfold s20_board, s28_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a==1 && b==0 && c>=2 *)
Lemma s20_c12_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s20_board 1 0 (2 + c) -> fst (s20_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c12_L c), (s20_c12_R c); cbn [map].
  pose proof (use_s24 IH 0 1 0 (2 + c) (opt_l _ _ _ (s20_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 0 (2 + c) (opt_r _ _ _ (s20_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s24_p10 Ho0 ltac:(zlia)).
  rewrite (s28_p31 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _^3 T^b F T^c F on a==1 && b==1 && c==0: the board of s4 *)
Lemma s20_c13_p3 x (Hs4 : s4_claim x) :
  x = s20_board 1 1 0 -> fst (s20_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q3] in Hc |- *.
  pose proof (Hs4 1 1 ltac:(rewrite Hx; unfold s20_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c14_L : lmoves (s20_board 1 1 1) = [s24_board 0 1 1 1].
Proof. unfold s20_board, s24_board. tf_options. Qed.
Lemma s20_c14_R : rmoves (s20_board 1 1 1) = [s28_board 1 0 1 1].
Proof. unfold s20_board, s28_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a==1 && b==1 && c==1 *)
Lemma s20_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 1 1 1 -> fst (s20_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q5] in Hc |- *.
  rewrite tf_game_eq, (s20_c14_L), (s20_c14_R); cbn [map].
  pose proof (use_s24 IH 0 1 1 1 (opt_l _ _ _ (s20_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 1 1 (opt_r _ _ _ (s20_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s24_p13 Ho0 ltac:(zlia)).
  rewrite (s28_p25 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s20_c15_L (c : nat) : lmoves (s20_board 1 1 (2 + c)) = [s24_board 0 1 1 (2 + c)].
Proof. unfold s20_board, s24_board. tf_options. Qed.
Lemma s20_c15_R (c : nat) : rmoves (s20_board 1 1 (2 + c)) = [s28_board 1 0 1 (2 + c)].
Proof. unfold s20_board, s28_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a==1 && b==1 && c>=2 *)
Lemma s20_c15_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s20_board 1 1 (2 + c) -> fst (s20_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c15_L c), (s20_c15_R c); cbn [map].
  pose proof (use_s24 IH 0 1 1 (2 + c) (opt_l _ _ _ (s20_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 1 (2 + c) (opt_r _ _ _ (s20_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s24_p14 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _^3 T^b F T^c F on a==1 && b>=2 && c==0: the board of s4 *)
Lemma s20_c16_p6 x (Hs4 : s4_claim x) (b : nat) :
  x = s20_board 1 (2 + b) 0 -> fst (s20_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s20_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q6] in Hc |- *.
  pose proof (Hs4 1 (2 + b) ltac:(rewrite Hx; unfold s20_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c17_L (b : nat) : lmoves (s20_board 1 (2 + b) 1) = [s24_board 0 1 (2 + b) 1].
Proof. unfold s20_board, s24_board. tf_options. Qed.
Lemma s20_c17_R (b : nat) : rmoves (s20_board 1 (2 + b) 1) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a==1 && b>=2 && c==1 *)
Lemma s20_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s20_board 1 (2 + b) 1 -> fst (s20_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s20_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q6] in Hc |- *.
  rewrite tf_game_eq, (s20_c17_L b), (s20_c17_R b); cbn [map].
  pose proof (use_s24 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s20_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c18_L (b c : nat) : lmoves (s20_board 1 (2 + b) (2 + c)) = [s24_board 0 1 (2 + b) (2 + c)].
Proof. unfold s20_board, s24_board. tf_options. Qed.
Lemma s20_c18_R (b c : nat) : rmoves (s20_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a==1 && b>=2 && c>=2 *)
Lemma s20_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s20_board 1 (2 + b) (2 + c) -> fst (s20_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q6] in Hc |- *.
  rewrite tf_game_eq, (s20_c18_L b c), (s20_c18_R b c); cbn [map].
  pose proof (use_s24 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s20_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _^3 T^b F T^c F on a>=2 && b==0 && c==0: the board of s4 *)
Lemma s20_c19_p9 x (Hs4 : s4_claim x) (a : nat) :
  x = s20_board (2 + a) 0 0 -> fst (s20_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q9] in Hc |- *.
  pose proof (Hs4 (2 + a) 0 ltac:(rewrite Hx; unfold s20_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c19_p10 x (Hs4 : s4_claim x) (a : nat) :
  x = s20_board (2 + a) 0 0 -> fst (s20_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q10] in Hc |- *.
  pose proof (Hs4 (2 + a) 0 ltac:(rewrite Hx; unfold s20_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c20_L (a : nat) : lmoves (s20_board (2 + a) 0 1) = [s24_board (1 + a) 1 0 1].
Proof. unfold s20_board, s24_board. tf_options. Qed.
Lemma s20_c20_R (a : nat) : rmoves (s20_board (2 + a) 0 1) = [s28_board (2 + a) 0 0 1].
Proof. unfold s20_board, s28_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a>=2 && b==0 && c==1 *)
Lemma s20_c20_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s20_board (2 + a) 0 1 -> fst (s20_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q9] in Hc |- *.
  rewrite tf_game_eq, (s20_c20_L a), (s20_c20_R a); cbn [map].
  pose proof (use_s24 IH (1 + a) 1 0 1 (opt_l _ _ _ (s20_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 0 1 (opt_r _ _ _ (s20_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s24_p22 Ho0 ltac:(zlia)).
    rewrite (s28_p39 Ho1 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s24_p37 Ho0 ltac:(zlia)).
    rewrite (s28_p39 Ho1 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s20_c20_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s20_board (2 + a) 0 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c20_L a), (s20_c20_R a); cbn [map].
  pose proof (use_s24 IH (1 + a) 1 0 1 (opt_l _ _ _ (s20_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 0 1 (opt_r _ _ _ (s20_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s24_p40 Ho0 ltac:(zlia)).
  rewrite (s28_p39 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c21_L (a c : nat) : lmoves (s20_board (2 + a) 0 (2 + c)) = [s24_board (1 + a) 1 0 (2 + c)].
Proof. unfold s20_board, s24_board. tf_options. Qed.
Lemma s20_c21_R (a c : nat) : rmoves (s20_board (2 + a) 0 (2 + c)) = [s28_board (2 + a) 0 0 (2 + c)].
Proof. unfold s20_board, s28_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a>=2 && b==0 && c>=2 *)
Lemma s20_c21_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s20_board (2 + a) 0 (2 + c) -> fst (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c21_L a c), (s20_c21_R a c); cbn [map].
  pose proof (use_s24 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s20_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s20_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s24_p10 Ho0 ltac:(zlia)).
  rewrite (s28_p31 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _^3 T^b F T^c F on a>=2 && b==1 && c==0: the board of s4 *)
Lemma s20_c22_p3 x (Hs4 : s4_claim x) (a : nat) :
  x = s20_board (2 + a) 1 0 -> fst (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q3] in Hc |- *.
  pose proof (Hs4 (2 + a) 1 ltac:(rewrite Hx; unfold s20_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c22_p11 x (Hs4 : s4_claim x) (a : nat) :
  x = s20_board (2 + a) 1 0 -> fst (s20_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q11] in Hc |- *.
  pose proof (Hs4 (2 + a) 1 ltac:(rewrite Hx; unfold s20_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c23_L (a : nat) : lmoves (s20_board (2 + a) 1 1) = [s24_board (1 + a) 1 1 1].
Proof. unfold s20_board, s24_board. tf_options. Qed.
Lemma s20_c23_R (a : nat) : rmoves (s20_board (2 + a) 1 1) = [s28_board (2 + a) 0 1 1].
Proof. unfold s20_board, s28_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a>=2 && b==1 && c==1 *)
Lemma s20_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s20_board (2 + a) 1 1 -> fst (s20_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q5] in Hc |- *.
  rewrite tf_game_eq, (s20_c23_L a), (s20_c23_R a); cbn [map].
  pose proof (use_s24 IH (1 + a) 1 1 1 (opt_l _ _ _ (s20_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 1 1 (opt_r _ _ _ (s20_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s24_p13 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s28_p35 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s28_p37 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s20_c24_L (a c : nat) : lmoves (s20_board (2 + a) 1 (2 + c)) = [s24_board (1 + a) 1 1 (2 + c)].
Proof. unfold s20_board, s24_board. tf_options. Qed.
Lemma s20_c24_R (a c : nat) : rmoves (s20_board (2 + a) 1 (2 + c)) = [s28_board (2 + a) 0 1 (2 + c)].
Proof. unfold s20_board, s28_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a>=2 && b==1 && c>=2 *)
Lemma s20_c24_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s20_board (2 + a) 1 (2 + c) -> fst (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c24_L a c), (s20_c24_R a c); cbn [map].
  pose proof (use_s24 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s20_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s20_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s24_p14 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _^3 T^b F T^c F on a>=2 && b>=2 && c==0: the board of s4 *)
Lemma s20_c25_p6 x (Hs4 : s4_claim x) (a b : nat) :
  x = s20_board (2 + a) (2 + b) 0 -> fst (s20_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s20_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q6] in Hc |- *.
  pose proof (Hs4 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s20_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c26_L (a b : nat) : lmoves (s20_board (2 + a) (2 + b) 1) = [s24_board (1 + a) 1 (2 + b) 1].
Proof. unfold s20_board, s24_board. tf_options. Qed.
Lemma s20_c26_R (a b : nat) : rmoves (s20_board (2 + a) (2 + b) 1) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a>=2 && b>=2 && c==1 *)
Lemma s20_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s20_board (2 + a) (2 + b) 1 -> fst (s20_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s20_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q6] in Hc |- *.
  rewrite tf_game_eq, (s20_c26_L a b), (s20_c26_R a b); cbn [map].
  pose proof (use_s24 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s20_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c27_L (a b c : nat) : lmoves (s20_board (2 + a) (2 + b) (2 + c)) = [s24_board (1 + a) 1 (2 + b) (2 + c)].
Proof. unfold s20_board, s24_board. tf_options. Qed.
Lemma s20_c27_R (a b c : nat) : rmoves (s20_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _^3 T^b F T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s20_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s20_board (2 + a) (2 + b) (2 + c) -> fst (s20_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s20_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s20_q6] in Hc |- *.
  rewrite tf_game_eq, (s20_c27_L a b c), (s20_c27_R a b c); cbn [map].
  pose proof (use_s24 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s20_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==0 && c==0 && d==0: the board of s4 *)
Lemma s21_c1_p1 x (Hs4 : s4_claim x) :
  x = s21_board 0 0 0 0 -> fst (s21_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q1] in Hc |- *.
  pose proof (Hs4 0 0 ltac:(rewrite Hx; unfold s21_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==0 && c==0 && d==1: the board of s20 *)
Lemma s21_c2_p2 x (Hs20 : s20_claim x) :
  x = s21_board 0 0 0 1 -> fst (s21_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q2] in Hc |- *.
  pose proof (Hs20 0 0 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==0 && c==0 && d>=2: the board of s20 *)
Lemma s21_c3_p3 x (Hs20 : s20_claim x) (d : nat) :
  x = s21_board 0 0 0 (2 + d) -> fst (s21_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q3] in Hc |- *.
  pose proof (Hs20 0 0 (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==0 && c==1 && d==0: the board of s4 *)
Lemma s21_c4_p5 x (Hs4 : s4_claim x) :
  x = s21_board 0 0 1 0 -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs4 0 1 ltac:(rewrite Hx; unfold s21_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==0 && c==1 && d==1: the board of s20 *)
Lemma s21_c5_p6 x (Hs20 : s20_claim x) :
  x = s21_board 0 0 1 1 -> fst (s21_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q6] in Hc |- *.
  pose proof (Hs20 0 1 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==0 && c==1 && d>=2: the board of s20 *)
Lemma s21_c6_p6 x (Hs20 : s20_claim x) (d : nat) :
  x = s21_board 0 0 1 (2 + d) -> fst (s21_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q6] in Hc |- *.
  pose proof (Hs20 0 1 (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==0 && c>=2 && d==0: the board of s4 *)
Lemma s21_c7_p7 x (Hs4 : s4_claim x) (c : nat) :
  x = s21_board 0 0 (2 + c) 0 -> fst (s21_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q7] in Hc |- *.
  pose proof (Hs4 0 (2 + c) ltac:(rewrite Hx; unfold s21_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==0 && c>=2 && d==1: the board of s20 *)
Lemma s21_c8_p7 x (Hs20 : s20_claim x) (c : nat) :
  x = s21_board 0 0 (2 + c) 1 -> fst (s21_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q7] in Hc |- *.
  pose proof (Hs20 0 (2 + c) 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s20 *)
Lemma s21_c9_p7 x (Hs20 : s20_claim x) (c d : nat) :
  x = s21_board 0 0 (2 + c) (2 + d) -> fst (s21_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q7] in Hc |- *.
  pose proof (Hs20 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==1 && c==0 && d==0: the board of s5 *)
Lemma s21_c10_p4 x (Hs5 : s5_claim x) :
  x = s21_board 0 1 0 0 -> fst (s21_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q4] in Hc |- *.
  pose proof (Hs5 0 1 0 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c11_L : lmoves (s21_board 0 1 0 1) = [s20_board 0 1 1].
Proof. unfold s20_board, s21_board. tf_options. Qed.
Lemma s21_c11_R : rmoves (s21_board 0 1 0 1) = [s28_board 0 1 0 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==1 && c==0 && d==1 *)
Lemma s21_c11_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s21_board 0 1 0 1 -> fst (s21_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q8] in Hc |- *.
  rewrite tf_game_eq, (s21_c11_L), (s21_c11_R); cbn [map].
  pose proof (use_s20 IH 0 1 1 (opt_l _ _ _ (s21_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 0 1 (opt_r _ _ _ (s21_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s28_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c12_L (d : nat) : lmoves (s21_board 0 1 0 (2 + d)) = [s20_board 0 1 (2 + d)].
Proof. unfold s20_board, s21_board. tf_options. Qed.
Lemma s21_c12_R (d : nat) : rmoves (s21_board 0 1 0 (2 + d)) = [s28_board 0 1 0 (2 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s21_c12_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s21_board 0 1 0 (2 + d) -> fst (s21_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q9] in Hc |- *.
  rewrite tf_game_eq, (s21_c12_L d), (s21_c12_R d); cbn [map].
  pose proof (use_s20 IH 0 1 (2 + d) (opt_l _ _ _ (s21_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 0 (2 + d) (opt_r _ _ _ (s21_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s28_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==1 && c==1 && d==0: the board of s5 *)
Lemma s21_c13_p11 x (Hs5 : s5_claim x) :
  x = s21_board 0 1 1 0 -> fst (s21_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q11] in Hc |- *.
  pose proof (Hs5 0 1 1 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s21_c14_L : lmoves (s21_board 0 1 1 1) = [s20_board 0 2 1].
Proof. unfold s20_board, s21_board. tf_options. Qed.
Lemma s21_c14_R : rmoves (s21_board 0 1 1 1) = [s28_board 0 1 1 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s21_c14_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s21_board 0 1 1 1 -> fst (s21_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q12] in Hc |- *.
  rewrite tf_game_eq, (s21_c14_L), (s21_c14_R); cbn [map].
  pose proof (use_s20 IH 0 2 1 (opt_l _ _ _ (s21_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 1 1 (opt_r _ _ _ (s21_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  rewrite (s28_p16 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s21_c15_L (d : nat) : lmoves (s21_board 0 1 1 (2 + d)) = [s20_board 0 2 (2 + d)].
Proof. unfold s20_board, s21_board. tf_options. Qed.
Lemma s21_c15_R (d : nat) : rmoves (s21_board 0 1 1 (2 + d)) = [s28_board 0 1 1 (2 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s21_c15_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s21_board 0 1 1 (2 + d) -> fst (s21_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q13] in Hc |- *.
  rewrite tf_game_eq, (s21_c15_L d), (s21_c15_R d); cbn [map].
  pose proof (use_s20 IH 0 2 (2 + d) (opt_l _ _ _ (s21_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 1 (2 + d) (opt_r _ _ _ (s21_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  rewrite (s28_p18 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==1 && c>=2 && d==0: the board of s5 *)
Lemma s21_c16_p16 x (Hs5 : s5_claim x) (c : nat) :
  x = s21_board 0 1 (2 + c) 0 -> fst (s21_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q16] in Hc |- *.
  pose proof (Hs5 0 1 (2 + c) ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c17_L (c : nat) : lmoves (s21_board 0 1 (2 + c) 1) = [s20_board 0 (3 + c) 1].
Proof. unfold s20_board, s21_board. tf_options. Qed.
Lemma s21_c17_R (c : nat) : rmoves (s21_board 0 1 (2 + c) 1) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s21_c17_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s21_board 0 1 (2 + c) 1 -> fst (s21_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q17] in Hc |- *.
  rewrite tf_game_eq, (s21_c17_L c), (s21_c17_R c); cbn [map].
  pose proof (use_s20 IH 0 (3 + c) 1 (opt_l _ _ _ (s21_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s21_c18_L (c d : nat) : lmoves (s21_board 0 1 (2 + c) (2 + d)) = [s20_board 0 (3 + c) (2 + d)].
Proof. unfold s20_board, s21_board. tf_options. Qed.
Lemma s21_c18_R (c d : nat) : rmoves (s21_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s21_c18_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s21_board 0 1 (2 + c) (2 + d) -> fst (s21_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q17] in Hc |- *.
  rewrite tf_game_eq, (s21_c18_L c d), (s21_c18_R c d); cbn [map].
  pose proof (use_s20 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s21_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b>=2 && c==0 && d==0: the board of s5 *)
Lemma s21_c19_p18 x (Hs5 : s5_claim x) (b : nat) :
  x = s21_board 0 (2 + b) 0 0 -> fst (s21_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q18] in Hc |- *.
  pose proof (Hs5 0 (2 + b) 0 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c19_p27 x (Hs5 : s5_claim x) (b : nat) :
  x = s21_board 0 (2 + b) 0 0 -> fst (s21_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q27] in Hc |- *.
  pose proof (Hs5 0 (2 + b) 0 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c20_L (b : nat) : lmoves (s21_board 0 (2 + b) 0 1) = [s21_board 0 (1 + b) 1 1].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c20_R (b : nat) : rmoves (s21_board 0 (2 + b) 0 1) = [s28_board 0 (2 + b) 0 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s21_c20_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 0 (2 + b) 0 1 -> fst (s21_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q20] in Hc |- *.
  rewrite tf_game_eq, (s21_c20_L b), (s21_c20_R b); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s21_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s21_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p12 Ho0 ltac:(zlia)).
  rewrite (s28_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c20_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 0 (2 + b) 0 1 -> fst (s21_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q28] in Hc |- *.
  rewrite tf_game_eq, (s21_c20_L b), (s21_c20_R b); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s21_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s21_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p24 Ho0 ltac:(zlia)).
  rewrite (s28_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c21_L (b d : nat) : lmoves (s21_board 0 (2 + b) 0 (2 + d)) = [s21_board 0 (1 + b) 1 (2 + d)].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c21_R (b d : nat) : rmoves (s21_board 0 (2 + b) 0 (2 + d)) = [s28_board 0 (2 + b) 0 (2 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s21_c21_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s21_board 0 (2 + b) 0 (2 + d) -> fst (s21_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q22] in Hc |- *.
  rewrite tf_game_eq, (s21_c21_L b d), (s21_c21_R b d); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s21_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s21_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p13 Ho0 ltac:(zlia)).
  rewrite (s28_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c21_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s21_board 0 (2 + b) 0 (2 + d) -> fst (s21_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q29] in Hc |- *.
  rewrite tf_game_eq, (s21_c21_L b d), (s21_c21_R b d); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s21_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s21_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p26 Ho0 ltac:(zlia)).
  rewrite (s28_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c21_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s21_board 0 (2 + b) 0 (2 + d) -> fst (s21_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q31] in Hc |- *.
  rewrite tf_game_eq, (s21_c21_L b d), (s21_c21_R b d); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s21_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s21_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p30 Ho0 ltac:(zlia)).
  rewrite (s28_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b>=2 && c==1 && d==0: the board of s5 *)
Lemma s21_c22_p23 x (Hs5 : s5_claim x) (b : nat) :
  x = s21_board 0 (2 + b) 1 0 -> fst (s21_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q23] in Hc |- *.
  pose proof (Hs5 0 (2 + b) 1 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s21_c23_L (b : nat) : lmoves (s21_board 0 (2 + b) 1 1) = [s21_board 0 (1 + b) 2 1].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c23_R (b : nat) : rmoves (s21_board 0 (2 + b) 1 1) = [s28_board 0 (2 + b) 1 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s21_c23_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 0 (2 + b) 1 1 -> fst (s21_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q24] in Hc |- *.
  rewrite tf_game_eq, (s21_c23_L b), (s21_c23_R b); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s21_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s21_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  rewrite (s28_p24 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c24_L (b d : nat) : lmoves (s21_board 0 (2 + b) 1 (2 + d)) = [s21_board 0 (1 + b) 2 (2 + d)].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c24_R (b d : nat) : rmoves (s21_board 0 (2 + b) 1 (2 + d)) = [s28_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s21_c24_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s21_board 0 (2 + b) 1 (2 + d) -> fst (s21_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q26] in Hc |- *.
  rewrite tf_game_eq, (s21_c24_L b d), (s21_c24_R b d); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s21_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s21_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  rewrite (s28_p18 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c24_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s21_board 0 (2 + b) 1 (2 + d) -> fst (s21_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q30] in Hc |- *.
  rewrite tf_game_eq, (s21_c24_L b d), (s21_c24_R b d); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s21_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s21_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  rewrite (s28_p18 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b>=2 && c>=2 && d==0: the board of s5 *)
Lemma s21_c25_p16 x (Hs5 : s5_claim x) (b c : nat) :
  x = s21_board 0 (2 + b) (2 + c) 0 -> fst (s21_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q16] in Hc |- *.
  pose proof (Hs5 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c26_L (b c : nat) : lmoves (s21_board 0 (2 + b) (2 + c) 1) = [s21_board 0 (1 + b) (3 + c) 1].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c26_R (b c : nat) : rmoves (s21_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s21_c26_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s21_board 0 (2 + b) (2 + c) 1 -> fst (s21_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q17] in Hc |- *.
  rewrite tf_game_eq, (s21_c26_L b c), (s21_c26_R b c); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s21_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s21_c27_L (b c d : nat) : lmoves (s21_board 0 (2 + b) (2 + c) (2 + d)) = [s21_board 0 (1 + b) (3 + c) (2 + d)].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c27_R (b c d : nat) : rmoves (s21_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s21_c27_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s21_board 0 (2 + b) (2 + c) (2 + d) -> fst (s21_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q17] in Hc |- *.
  rewrite tf_game_eq, (s21_c27_L b c d), (s21_c27_R b c d); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s21_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==0 && c==0 && d==0: the board of s4 *)
Lemma s21_c28_p32 x (Hs4 : s4_claim x) :
  x = s21_board 1 0 0 0 -> fst (s21_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q32] in Hc |- *.
  pose proof (Hs4 1 0 ltac:(rewrite Hx; unfold s21_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==0 && c==0 && d==1: the board of s20 *)
Lemma s21_c29_p19 x (Hs20 : s20_claim x) :
  x = s21_board 1 0 0 1 -> fst (s21_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q19] in Hc |- *.
  pose proof (Hs20 1 0 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==0 && c==0 && d>=2: the board of s20 *)
Lemma s21_c30_p33 x (Hs20 : s20_claim x) (d : nat) :
  x = s21_board 1 0 0 (2 + d) -> fst (s21_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q33] in Hc |- *.
  pose proof (Hs20 1 0 (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==0 && c==1 && d==0: the board of s4 *)
Lemma s21_c31_p10 x (Hs4 : s4_claim x) :
  x = s21_board 1 0 1 0 -> fst (s21_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q10] in Hc |- *.
  pose proof (Hs4 1 1 ltac:(rewrite Hx; unfold s21_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==0 && c==1 && d==1: the board of s20 *)
Lemma s21_c32_p34 x (Hs20 : s20_claim x) :
  x = s21_board 1 0 1 1 -> fst (s21_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q34] in Hc |- *.
  pose proof (Hs20 1 1 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==0 && c==1 && d>=2: the board of s20 *)
Lemma s21_c33_p35 x (Hs20 : s20_claim x) (d : nat) :
  x = s21_board 1 0 1 (2 + d) -> fst (s21_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q35] in Hc |- *.
  pose proof (Hs20 1 1 (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==0 && c>=2 && d==0: the board of s4 *)
Lemma s21_c34_p36 x (Hs4 : s4_claim x) (c : nat) :
  x = s21_board 1 0 (2 + c) 0 -> fst (s21_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q36] in Hc |- *.
  pose proof (Hs4 1 (2 + c) ltac:(rewrite Hx; unfold s21_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==0 && c>=2 && d==1: the board of s20 *)
Lemma s21_c35_p36 x (Hs20 : s20_claim x) (c : nat) :
  x = s21_board 1 0 (2 + c) 1 -> fst (s21_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q36] in Hc |- *.
  pose proof (Hs20 1 (2 + c) 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s20 *)
Lemma s21_c36_p36 x (Hs20 : s20_claim x) (c d : nat) :
  x = s21_board 1 0 (2 + c) (2 + d) -> fst (s21_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q36] in Hc |- *.
  pose proof (Hs20 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==1 && c==0 && d==0: the board of s5 *)
Lemma s21_c37_p37 x (Hs5 : s5_claim x) :
  x = s21_board 1 1 0 0 -> fst (s21_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q37] in Hc |- *.
  pose proof (Hs5 1 1 0 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c38_L : lmoves (s21_board 1 1 0 1) = [s25_board 0 1 1 0 1; s20_board 1 1 1].
Proof. unfold s20_board, s21_board, s25_board. tf_options. Qed.
Lemma s21_c38_R : rmoves (s21_board 1 1 0 1) = [s28_board 1 1 0 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==1 && c==0 && d==1 *)
Lemma s21_c38_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s21_board 1 1 0 1 -> fst (s21_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q14] in Hc |- *.
  rewrite tf_game_eq, (s21_c38_L), (s21_c38_R); cbn [map].
  pose proof (use_s25 IH 0 1 1 0 1 (opt_l _ _ _ (s21_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 1 1 (opt_l _ _ _ (s21_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 0 1 (opt_r _ _ _ (s21_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p13 Ho0 ltac:(zlia)).
  rewrite (s20_p5 Ho1 ltac:(zlia)).
  rewrite (s28_p40 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c39_L (d : nat) : lmoves (s21_board 1 1 0 (2 + d)) = [s25_board 0 1 1 0 (2 + d); s20_board 1 1 (2 + d)].
Proof. unfold s20_board, s21_board, s25_board. tf_options. Qed.
Lemma s21_c39_R (d : nat) : rmoves (s21_board 1 1 0 (2 + d)) = [s28_board 1 1 0 (2 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s21_c39_p39 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s21_board 1 1 0 (2 + d) -> fst (s21_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q39] in Hc |- *.
  rewrite tf_game_eq, (s21_c39_L d), (s21_c39_R d); cbn [map].
  pose proof (use_s25 IH 0 1 1 0 (2 + d) (opt_l _ _ _ (s21_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 1 (2 + d) (opt_l _ _ _ (s21_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 0 (2 + d) (opt_r _ _ _ (s21_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p21 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s28_p41 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==1 && c==1 && d==0: the board of s5 *)
Lemma s21_c40_p40 x (Hs5 : s5_claim x) :
  x = s21_board 1 1 1 0 -> fst (s21_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q40] in Hc |- *.
  pose proof (Hs5 1 1 1 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s21_c41_L : lmoves (s21_board 1 1 1 1) = [s25_board 0 1 1 1 1; s20_board 1 2 1].
Proof. unfold s20_board, s21_board, s25_board. tf_options. Qed.
Lemma s21_c41_R : rmoves (s21_board 1 1 1 1) = [s28_board 1 1 1 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s21_c41_p41 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s21_board 1 1 1 1 -> fst (s21_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q41] in Hc |- *.
  rewrite tf_game_eq, (s21_c41_L), (s21_c41_R); cbn [map].
  pose proof (use_s25 IH 0 1 1 1 1 (opt_l _ _ _ (s21_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 2 1 (opt_l _ _ _ (s21_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 1 1 (opt_r _ _ _ (s21_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p45 Ho0 ltac:(zlia)).
  rewrite (s20_p6 Ho1 ltac:(zlia)).
  rewrite (s28_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s21_c42_L (d : nat) : lmoves (s21_board 1 1 1 (2 + d)) = [s25_board 0 1 1 1 (2 + d); s20_board 1 2 (2 + d)].
Proof. unfold s20_board, s21_board, s25_board. tf_options. Qed.
Lemma s21_c42_R (d : nat) : rmoves (s21_board 1 1 1 (2 + d)) = [s28_board 1 1 1 (2 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s21_c42_p42 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s21_board 1 1 1 (2 + d) -> fst (s21_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q42] in Hc |- *.
  rewrite tf_game_eq, (s21_c42_L d), (s21_c42_R d); cbn [map].
  pose proof (use_s25 IH 0 1 1 1 (2 + d) (opt_l _ _ _ (s21_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 2 (2 + d) (opt_l _ _ _ (s21_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 1 (2 + d) (opt_r _ _ _ (s21_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p46 Ho0 ltac:(zlia)).
  rewrite (s20_p6 Ho1 ltac:(zlia)).
  rewrite (s28_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==1 && c>=2 && d==0: the board of s5 *)
Lemma s21_c43_p16 x (Hs5 : s5_claim x) (c : nat) :
  x = s21_board 1 1 (2 + c) 0 -> fst (s21_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q16] in Hc |- *.
  pose proof (Hs5 1 1 (2 + c) ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c44_L (c : nat) : lmoves (s21_board 1 1 (2 + c) 1) = [s25_board 0 1 1 (2 + c) 1; s20_board 1 (3 + c) 1].
Proof. unfold s20_board, s21_board, s25_board. tf_options. Qed.
Lemma s21_c44_R (c : nat) : rmoves (s21_board 1 1 (2 + c) 1) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s21_c44_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s21_board 1 1 (2 + c) 1 -> fst (s21_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q15] in Hc |- *.
  rewrite tf_game_eq, (s21_c44_L c), (s21_c44_R c); cbn [map].
  pose proof (use_s25 IH 0 1 1 (2 + c) 1 (opt_l _ _ _ (s21_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (3 + c) 1 (opt_l _ _ _ (s21_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s20_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s21_c45_L (c d : nat) : lmoves (s21_board 1 1 (2 + c) (2 + d)) = [s25_board 0 1 1 (2 + c) (2 + d); s20_board 1 (3 + c) (2 + d)].
Proof. unfold s20_board, s21_board, s25_board. tf_options. Qed.
Lemma s21_c45_R (c d : nat) : rmoves (s21_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s21_c45_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s21_board 1 1 (2 + c) (2 + d) -> fst (s21_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q15] in Hc |- *.
  rewrite tf_game_eq, (s21_c45_L c d), (s21_c45_R c d); cbn [map].
  pose proof (use_s25 IH 0 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s21_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s21_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s20_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b>=2 && c==0 && d==0: the board of s5 *)
Lemma s21_c46_p25 x (Hs5 : s5_claim x) (b : nat) :
  x = s21_board 1 (2 + b) 0 0 -> fst (s21_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q25] in Hc |- *.
  pose proof (Hs5 1 (2 + b) 0 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c46_p47 x (Hs5 : s5_claim x) (b : nat) :
  x = s21_board 1 (2 + b) 0 0 -> fst (s21_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q47] in Hc |- *.
  pose proof (Hs5 1 (2 + b) 0 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c47_L (b : nat) : lmoves (s21_board 1 (2 + b) 0 1) = [s25_board 0 1 (2 + b) 0 1; s21_board 1 (1 + b) 1 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s21_c47_R (b : nat) : rmoves (s21_board 1 (2 + b) 0 1) = [s28_board 1 (2 + b) 0 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s21_c47_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 1 (2 + b) 0 1 -> fst (s21_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q20] in Hc |- *.
  rewrite tf_game_eq, (s21_c47_L b), (s21_c47_R b); cbn [map].
  pose proof (use_s25 IH 0 1 (2 + b) 0 1 (opt_l _ _ _ (s21_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s21_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s21_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p51 Ho0 ltac:(zlia)).
  rewrite (s21_p41 Ho1 ltac:(zlia)).
  rewrite (s28_p41 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c47_p48 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 1 (2 + b) 0 1 -> fst (s21_q48 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q48 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q48] in Hc |- *.
  rewrite tf_game_eq, (s21_c47_L b), (s21_c47_R b); cbn [map].
  pose proof (use_s25 IH 0 1 (2 + b) 0 1 (opt_l _ _ _ (s21_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s21_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s21_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p53 Ho0 ltac:(zlia)).
  rewrite (s21_p45 Ho1 ltac:(zlia)).
  rewrite (s28_p41 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c48_L (b d : nat) : lmoves (s21_board 1 (2 + b) 0 (2 + d)) = [s25_board 0 1 (2 + b) 0 (2 + d); s21_board 1 (1 + b) 1 (2 + d)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s21_c48_R (b d : nat) : rmoves (s21_board 1 (2 + b) 0 (2 + d)) = [s28_board 1 (2 + b) 0 (2 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s21_c48_p43 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s21_board 1 (2 + b) 0 (2 + d) -> fst (s21_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q43] in Hc |- *.
  rewrite tf_game_eq, (s21_c48_L b d), (s21_c48_R b d); cbn [map].
  pose proof (use_s25 IH 0 1 (2 + b) 0 (2 + d) (opt_l _ _ _ (s21_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s21_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s21_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p52 Ho0 ltac:(zlia)).
  rewrite (s21_p42 Ho1 ltac:(zlia)).
  rewrite (s28_p41 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c48_p49 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s21_board 1 (2 + b) 0 (2 + d) -> fst (s21_q49 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q49 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q49] in Hc |- *.
  rewrite tf_game_eq, (s21_c48_L b d), (s21_c48_R b d); cbn [map].
  pose proof (use_s25 IH 0 1 (2 + b) 0 (2 + d) (opt_l _ _ _ (s21_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s21_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s21_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p38 Ho0 ltac:(zlia)).
  rewrite (s21_p46 Ho1 ltac:(zlia)).
  rewrite (s28_p41 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b>=2 && c==1 && d==0: the board of s5 *)
Lemma s21_c49_p44 x (Hs5 : s5_claim x) (b : nat) :
  x = s21_board 1 (2 + b) 1 0 -> fst (s21_q44 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q44 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q44] in Hc |- *.
  pose proof (Hs5 1 (2 + b) 1 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s21_c50_L (b : nat) : lmoves (s21_board 1 (2 + b) 1 1) = [s25_board 0 1 (2 + b) 1 1; s21_board 1 (1 + b) 2 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s21_c50_R (b : nat) : rmoves (s21_board 1 (2 + b) 1 1) = [s28_board 1 (2 + b) 1 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s21_c50_p45 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 1 (2 + b) 1 1 -> fst (s21_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q45] in Hc |- *.
  rewrite tf_game_eq, (s21_c50_L b), (s21_c50_R b); cbn [map].
  pose proof (use_s25 IH 0 1 (2 + b) 1 1 (opt_l _ _ _ (s21_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s21_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s21_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p25 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  rewrite (s28_p47 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c51_L (b d : nat) : lmoves (s21_board 1 (2 + b) 1 (2 + d)) = [s25_board 0 1 (2 + b) 1 (2 + d); s21_board 1 (1 + b) 2 (2 + d)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s21_c51_R (b d : nat) : rmoves (s21_board 1 (2 + b) 1 (2 + d)) = [s28_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s21_c51_p46 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s21_board 1 (2 + b) 1 (2 + d) -> fst (s21_q46 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q46 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q46] in Hc |- *.
  rewrite tf_game_eq, (s21_c51_L b d), (s21_c51_R b d); cbn [map].
  pose proof (use_s25 IH 0 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s21_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s21_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s21_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  rewrite (s28_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b>=2 && c>=2 && d==0: the board of s5 *)
Lemma s21_c52_p16 x (Hs5 : s5_claim x) (b c : nat) :
  x = s21_board 1 (2 + b) (2 + c) 0 -> fst (s21_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q16] in Hc |- *.
  pose proof (Hs5 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c53_L (b c : nat) : lmoves (s21_board 1 (2 + b) (2 + c) 1) = [s25_board 0 1 (2 + b) (2 + c) 1; s21_board 1 (1 + b) (3 + c) 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s21_c53_R (b c : nat) : rmoves (s21_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s21_c53_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s21_board 1 (2 + b) (2 + c) 1 -> fst (s21_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q15] in Hc |- *.
  rewrite tf_game_eq, (s21_c53_L b c), (s21_c53_R b c); cbn [map].
  pose proof (use_s25 IH 0 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s21_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s21_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s21_c54_L (b c d : nat) : lmoves (s21_board 1 (2 + b) (2 + c) (2 + d)) = [s25_board 0 1 (2 + b) (2 + c) (2 + d); s21_board 1 (1 + b) (3 + c) (2 + d)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s21_c54_R (b c d : nat) : rmoves (s21_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s21_c54_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s21_board 1 (2 + b) (2 + c) (2 + d) -> fst (s21_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q15] in Hc |- *.
  rewrite tf_game_eq, (s21_c54_L b c d), (s21_c54_R b c d); cbn [map].
  pose proof (use_s25 IH 0 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s21_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s21_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==0 && c==0 && d==0: the board of s4 *)
Lemma s21_c55_p50 x (Hs4 : s4_claim x) (a : nat) :
  x = s21_board (2 + a) 0 0 0 -> fst (s21_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q50] in Hc |- *.
  pose proof (Hs4 (2 + a) 0 ltac:(rewrite Hx; unfold s21_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==0 && c==0 && d==1: the board of s20 *)
Lemma s21_c56_p51 x (Hs20 : s20_claim x) (a : nat) :
  x = s21_board (2 + a) 0 0 1 -> fst (s21_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q51] in Hc |- *.
  pose proof (Hs20 (2 + a) 0 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c56_p56 x (Hs20 : s20_claim x) (a : nat) :
  x = s21_board (2 + a) 0 0 1 -> fst (s21_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q56] in Hc |- *.
  pose proof (Hs20 (2 + a) 0 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s20 *)
Lemma s21_c57_p33 x (Hs20 : s20_claim x) (a d : nat) :
  x = s21_board (2 + a) 0 0 (2 + d) -> fst (s21_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q33] in Hc |- *.
  pose proof (Hs20 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==0 && c==1 && d==0: the board of s4 *)
Lemma s21_c58_p52 x (Hs4 : s4_claim x) (a : nat) :
  x = s21_board (2 + a) 0 1 0 -> fst (s21_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q52] in Hc |- *.
  pose proof (Hs4 (2 + a) 1 ltac:(rewrite Hx; unfold s21_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==0 && c==1 && d==1: the board of s20 *)
Lemma s21_c59_p34 x (Hs20 : s20_claim x) (a : nat) :
  x = s21_board (2 + a) 0 1 1 -> fst (s21_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q34] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s20 *)
Lemma s21_c60_p35 x (Hs20 : s20_claim x) (a d : nat) :
  x = s21_board (2 + a) 0 1 (2 + d) -> fst (s21_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q35] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s4 *)
Lemma s21_c61_p36 x (Hs4 : s4_claim x) (a c : nat) :
  x = s21_board (2 + a) 0 (2 + c) 0 -> fst (s21_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q36] in Hc |- *.
  pose proof (Hs4 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s21_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s20 *)
Lemma s21_c62_p36 x (Hs20 : s20_claim x) (a c : nat) :
  x = s21_board (2 + a) 0 (2 + c) 1 -> fst (s21_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q36] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s20 *)
Lemma s21_c63_p36 x (Hs20 : s20_claim x) (a c d : nat) :
  x = s21_board (2 + a) 0 (2 + c) (2 + d) -> fst (s21_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q36] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==1 && c==0 && d==0: the board of s5 *)
Lemma s21_c64_p25 x (Hs5 : s5_claim x) (a : nat) :
  x = s21_board (2 + a) 1 0 0 -> fst (s21_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q25] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 0 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c64_p54 x (Hs5 : s5_claim x) (a : nat) :
  x = s21_board (2 + a) 1 0 0 -> fst (s21_q54 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q54 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q54] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 0 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c65_L (a : nat) : lmoves (s21_board (2 + a) 1 0 1) = [s25_board (1 + a) 1 1 0 1; s20_board (2 + a) 1 1].
Proof. unfold s20_board, s21_board, s25_board. tf_options. Qed.
Lemma s21_c65_R (a : nat) : rmoves (s21_board (2 + a) 1 0 1) = [s28_board (2 + a) 1 0 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s21_c65_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s21_board (2 + a) 1 0 1 -> fst (s21_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q21] in Hc |- *.
  rewrite tf_game_eq, (s21_c65_L a), (s21_c65_R a); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 1 0 1 (opt_l _ _ _ (s21_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) 1 1 (opt_l _ _ _ (s21_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 0 1 (opt_r _ _ _ (s21_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p13 Ho0 ltac:(zlia)).
  rewrite (s20_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s28_p40 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s28_p52 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s21_c66_L (a d : nat) : lmoves (s21_board (2 + a) 1 0 (2 + d)) = [s25_board (1 + a) 1 1 0 (2 + d); s20_board (2 + a) 1 (2 + d)].
Proof. unfold s20_board, s21_board, s25_board. tf_options. Qed.
Lemma s21_c66_R (a d : nat) : rmoves (s21_board (2 + a) 1 0 (2 + d)) = [s28_board (2 + a) 1 0 (2 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s21_c66_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s21_board (2 + a) 1 0 (2 + d) -> fst (s21_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q39] in Hc |- *.
  rewrite tf_game_eq, (s21_c66_L a d), (s21_c66_R a d); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 1 0 (2 + d) (opt_l _ _ _ (s21_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s21_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s21_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p21 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s28_p41 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

