(* A part of the proof in tf_T_a_F__b.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a F _^b" "a(b-1)" --where "b>=1 && b<=3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_T_a_F__b_base tf_T_a_F__b_values1.


Lemma s1_c1_L : lmoves (s1_board 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_R : rmoves (s1_board 0) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F _ on a==0 *)
Lemma s1_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 0 -> fst (s1_q1 (Z.of_nat 0)) -> tf_game x == snd (s1_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c1_L), (s1_c1_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s1_c2_L : lmoves (s1_board 1) = [strip [(1, 1)] ([]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c2_L1 : tf_norm (strip [(1, 1)] ([]) [(1, 0)]) (repeat E 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s1_c2_R : rmoves (s1_board 1) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F _ on a==1 *)
Lemma s1_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 1 -> fst (s1_q1 (Z.of_nat 1)) -> tf_game x == snd (s1_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c2_L), (s1_c2_R); cbn [map].
  rewrite (tf_norm_blank (s1_c2_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s1_c3_L (a : nat) : lmoves (s1_board (2 + a)) = [strip [] (repeat T (1 + a) ++ [E; F]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c3_L1 (a : nat) : tf_norm (strip [] (repeat T (1 + a) ++ [E; F]) [(1, 0)]) (s4_board (1 + a) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c3_R (a : nat) : rmoves (s1_board (2 + a)) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F _ on a>=2 *)
Lemma s1_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) -> fst (s1_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c3_L a), (s1_c3_R a); cbn [map].
  rewrite (tf_norm_game0 (s1_c3_L1 a)).
  pose proof (use_s4 IH (1 + a) 0 (opt_norm_l _ _ _ _ _ (s1_c3_L a) ltac:(cbn [In]; left; reflexivity) (s1_c3_L1 a))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s4_p3 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s4_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s4_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s4_p8 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s2_c1_L : lmoves (s2_board 0) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_R : rmoves (s2_board 0) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a F _^2 on a==0 *)
Lemma s2_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 0 -> fst (s2_q1 (Z.of_nat 0)) -> tf_game x == snd (s2_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q1] in Hc |- *.
  rewrite tf_game_eq, (s2_c1_L), (s2_c1_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s2_c2_L : lmoves (s2_board 1) = [strip [(1, 1)] ([]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c2_L1 : tf_norm (strip [(1, 1)] ([]) [(1, 1)]) (repeat E 2) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s2_c2_R : rmoves (s2_board 1) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a F _^2 on a==1 *)
Lemma s2_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 1 -> fst (s2_q1 (Z.of_nat 1)) -> tf_game x == snd (s2_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q1] in Hc |- *.
  rewrite tf_game_eq, (s2_c2_L), (s2_c2_R); cbn [map].
  rewrite (tf_norm_blank (s2_c2_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s2_c3_L (a : nat) : lmoves (s2_board (2 + a)) = [strip [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c3_L1 (a : nat) : tf_norm (strip [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]) (s5_board (1 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c3_R (a : nat) : rmoves (s2_board (2 + a)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a F _^2 on a>=2 *)
Lemma s2_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) -> fst (s2_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s2_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s2_q1] in Hc |- *.
  rewrite tf_game_eq, (s2_c3_L a), (s2_c3_R a); cbn [map].
  rewrite (tf_norm_game (s2_c3_L1 a)).
  pose proof (use_s5 IH (1 + a) 0 (opt_norm_l _ _ _ _ _ (s2_c3_L a) ltac:(cbn [In]; left; reflexivity) (s2_c3_L1 a))) as Ho0.
  rewrite (s5_p3 Ho0 ltac:(zlia)).
  rewrite (s5_p3_add (Z.of_nat (1 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s3_c1_L : lmoves (s3_board 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_R : rmoves (s3_board 0) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a F _^3 on a==0 *)
Lemma s3_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 0 -> fst (s3_q1 (Z.of_nat 0)) -> tf_game x == snd (s3_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s3_q1] in Hc |- *.
  rewrite tf_game_eq, (s3_c1_L), (s3_c1_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s3_c2_L : lmoves (s3_board 1) = [strip [(1, 1)] ([]) [(1, 2)]].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c2_L1 : tf_norm (strip [(1, 1)] ([]) [(1, 2)]) (repeat E 3) (1).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s3_c2_R : rmoves (s3_board 1) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a F _^3 on a==1 *)
Lemma s3_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 1 -> fst (s3_q1 (Z.of_nat 1)) -> tf_game x == snd (s3_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q1] in Hc |- *.
  rewrite tf_game_eq, (s3_c2_L), (s3_c2_R); cbn [map].
  rewrite (tf_norm_blank (s3_c2_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s3_c3_L (a : nat) : lmoves (s3_board (2 + a)) = [strip [] (repeat T (1 + a) ++ [E; F]) [(1, 2)]].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c3_L1 (a : nat) : tf_norm (strip [] (repeat T (1 + a) ++ [E; F]) [(1, 2)]) (s6_board (1 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
Lemma s3_c3_R (a : nat) : rmoves (s3_board (2 + a)) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a F _^3 on a>=2 *)
Lemma s3_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s3_board (2 + a) -> fst (s3_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s3_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s3_q1] in Hc |- *.
  rewrite tf_game_eq, (s3_c3_L a), (s3_c3_R a); cbn [map].
  rewrite (tf_norm_game (s3_c3_L1 a)).
  pose proof (use_s6 IH (1 + a) 0 (opt_norm_l _ _ _ _ _ (s3_c3_L a) ltac:(cbn [In]; left; reflexivity) (s3_c3_L1 a))) as Ho0.
  rewrite (s6_p1 Ho0 I).
  rewrite (s6_p1_add (Z.of_nat (1 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s4_c1_L : lmoves (s4_board 0 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_R : rmoves (s4_board 0 0) = [strip [(0, 1)] ([E]) []].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c1_R1 : tf_norm (strip [(0, 1)] ([E]) []) (repeat E 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s4 = T^a _ T^b F on a==0 && b==0 *)
Lemma s4_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 0 0 -> fst (s4_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s4_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c1_L), (s4_c1_R); cbn [map].
  rewrite (tf_norm_blank (s4_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s4_c2_L : lmoves (s4_board 0 1) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_R : rmoves (s4_board 0 1) = [strip [(0, 1)] ([]) [(1, 1)]].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c2_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 1)]) (repeat E 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s4 = T^a _ T^b F on a==0 && b==1 *)
Lemma s4_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 0 1 -> fst (s4_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s4_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c2_L), (s4_c2_R); cbn [map].
  rewrite (tf_norm_blank (s4_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s4_c3_L (b : nat) : lmoves (s4_board 0 (2 + b)) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c3_R (b : nat) : rmoves (s4_board 0 (2 + b)) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^a _ T^b F on a==0 && b>=2 *)
Lemma s4_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s4_board 0 (2 + b) -> fst (s4_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s4_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s4_q2] in Hc |- *.
  rewrite tf_game_eq, (s4_c3_L b), (s4_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s4_c4_L : lmoves (s4_board 1 0) = [s4_board 0 1].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c4_R : rmoves (s4_board 1 0) = [s1_board 1].
Proof. unfold s1_board, s4_board. tf_options. Qed.
(* s4 = T^a _ T^b F on a==1 && b==0 *)
Lemma s4_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 1 0 -> fst (s4_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s4_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s4_q3] in Hc |- *.
  rewrite tf_game_eq, (s4_c4_L), (s4_c4_R); cbn [map].
  pose proof (use_s4 IH 0 1 (opt_l _ _ _ (s4_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (opt_r _ _ _ (s4_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s4_c5_L : lmoves (s4_board 1 1) = [s4_board 0 2].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c5_R : rmoves (s4_board 1 1) = [strip [] ([T; F]) [(1, 1)]].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c5_R1 : tf_norm (strip [] ([T; F]) [(1, 1)]) (s1_board 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F]) [(1, 1)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
(* s4 = T^a _ T^b F on a==1 && b==1 *)
Lemma s4_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 1 1 -> fst (s4_q4 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s4_q4 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s4_q4] in Hc |- *.
  rewrite tf_game_eq, (s4_c5_L), (s4_c5_R); cbn [map].
  pose proof (use_s4 IH 0 2 (opt_l _ _ _ (s4_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s4_c5_R1)).
  pose proof (use_s1 IH 1 (opt_norm_r _ _ _ _ _ (s4_c5_R) ltac:(cbn [In]; left; reflexivity) (s4_c5_R1))) as Ho1.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  rewrite (s1_p1_add (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s4_c6_L (b : nat) : lmoves (s4_board 1 (2 + b)) = [s4_board 0 (3 + b)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c6_R (b : nat) : rmoves (s4_board 1 (2 + b)) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^a _ T^b F on a==1 && b>=2 *)
Lemma s4_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s4_board 1 (2 + b) -> fst (s4_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s4_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s4_q2] in Hc |- *.
  rewrite tf_game_eq, (s4_c6_L b), (s4_c6_R b); cbn [map].
  pose proof (use_s4 IH 0 (3 + b) (opt_l _ _ _ (s4_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s4_c7_L (a : nat) : lmoves (s4_board (2 + a) 0) = [s4_board (1 + a) 1].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c7_R (a : nat) : rmoves (s4_board (2 + a) 0) = [s1_board (2 + a)].
Proof. unfold s1_board, s4_board. tf_options. Qed.
(* s4 = T^a _ T^b F on a>=2 && b==0 *)
Lemma s4_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) 0 -> fst (s4_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s4_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s4_q5] in Hc |- *.
  rewrite tf_game_eq, (s4_c7_L a), (s4_c7_R a); cbn [map].
  pose proof (use_s4 IH (1 + a) 1 (opt_l _ _ _ (s4_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (opt_r _ _ _ (s4_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s4_p4 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s4_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) 0 -> fst (s4_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s4_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s4_q6] in Hc |- *.
  rewrite tf_game_eq, (s4_c7_L a), (s4_c7_R a); cbn [map].
  pose proof (use_s4 IH (1 + a) 1 (opt_l _ _ _ (s4_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (opt_r _ _ _ (s4_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s4_p3 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s4_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) 0 -> fst (s4_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s4_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s4_q8] in Hc |- *.
  rewrite tf_game_eq, (s4_c7_L a), (s4_c7_R a); cbn [map].
  pose proof (use_s4 IH (1 + a) 1 (opt_l _ _ _ (s4_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (opt_r _ _ _ (s4_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s4_p7 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s4_c8_L (a : nat) : lmoves (s4_board (2 + a) 1) = [s4_board (1 + a) 2].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c8_R (a : nat) : rmoves (s4_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F]) [(1, 1)]].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F]) [(1, 1)]) (s1_board (2 + a)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F]) [(1, 1)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
(* s4 = T^a _ T^b F on a>=2 && b==1 *)
Lemma s4_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) 1 -> fst (s4_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s4_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s4_q3] in Hc |- *.
  rewrite tf_game_eq, (s4_c8_L a), (s4_c8_R a); cbn [map].
  pose proof (use_s4 IH (1 + a) 2 (opt_l _ _ _ (s4_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s4_c8_R1 a)).
  pose proof (use_s1 IH (2 + a) (opt_norm_r _ _ _ _ _ (s4_c8_R a) ltac:(cbn [In]; left; reflexivity) (s4_c8_R1 a))) as Ho1.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  rewrite (s1_p1_add (Z.of_nat (2 + a)) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s4_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) 1 -> fst (s4_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s4_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s4_q7] in Hc |- *.
  rewrite tf_game_eq, (s4_c8_L a), (s4_c8_R a); cbn [map].
  pose proof (use_s4 IH (1 + a) 2 (opt_l _ _ _ (s4_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s4_c8_R1 a)).
  pose proof (use_s1 IH (2 + a) (opt_norm_r _ _ _ _ _ (s4_c8_R a) ltac:(cbn [In]; left; reflexivity) (s4_c8_R1 a))) as Ho1.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  rewrite (s1_p1_add (Z.of_nat (2 + a)) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s4_c9_L (a b : nat) : lmoves (s4_board (2 + a) (2 + b)) = [s4_board (1 + a) (3 + b)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c9_R (a b : nat) : rmoves (s4_board (2 + a) (2 + b)) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^a _ T^b F on a>=2 && b>=2 *)
Lemma s4_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s4_board (2 + a) (2 + b) -> fst (s4_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s4_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s4_q2] in Hc |- *.
  rewrite tf_game_eq, (s4_c9_L a b), (s4_c9_R a b); cbn [map].
  pose proof (use_s4 IH (1 + a) (3 + b) (opt_l _ _ _ (s4_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s5_c1_L : lmoves (s5_board 0 0) = [].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_R : rmoves (s5_board 0 0) = [strip [(0, 1)] ([E; E]) []].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c1_R1 : tf_norm (strip [(0, 1)] ([E; E]) []) (repeat E 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _ T^b F _ on a==0 && b==0 *)
Lemma s5_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 0 0 -> fst (s5_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s5_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s5_q1] in Hc |- *.
  rewrite tf_game_eq, (s5_c1_L), (s5_c1_R); cbn [map].
  rewrite (tf_norm_blank (s5_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c2_L : lmoves (s5_board 0 1) = [strip [(2, 1)] ([]) [(1, 0)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c2_L1 : tf_norm (strip [(2, 1)] ([]) [(1, 0)]) (repeat E 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s5_c2_R : rmoves (s5_board 0 1) = [strip [(0, 1)] ([]) [(1, 2)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c2_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 2)]) (repeat E 2) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _ T^b F _ on a==0 && b==1 *)
Lemma s5_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 0 1 -> fst (s5_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s5_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c2_L), (s5_c2_R); cbn [map].
  rewrite (tf_norm_blank (s5_c2_L1)).
  rewrite (tf_norm_blank (s5_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c3_L (b : nat) : lmoves (s5_board 0 (2 + b)) = [strip [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c3_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s9_board 0 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
Lemma s5_c3_R (b : nat) : rmoves (s5_board 0 (2 + b)) = [].
Proof. unfold s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F _ on a==0 && b>=2 *)
Lemma s5_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s5_board 0 (2 + b) -> fst (s5_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s5_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c3_L b), (s5_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s5_c3_L1 b)).
  pose proof (use_s9 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s5_c3_L b) ltac:(cbn [In]; left; reflexivity) (s5_c3_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s9_p1 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s9_p3 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s9_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s9_p8 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s5_c4_L : lmoves (s5_board 1 0) = [s5_board 0 1].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c4_R : rmoves (s5_board 1 0) = [s2_board 1].
Proof. unfold s2_board, s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F _ on a==1 && b==0 *)
Lemma s5_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 1 0 -> fst (s5_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s5_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s5_q3] in Hc |- *.
  rewrite tf_game_eq, (s5_c4_L), (s5_c4_R); cbn [map].
  pose proof (use_s5 IH 0 1 (opt_l _ _ _ (s5_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 1 (opt_r _ _ _ (s5_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s2_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c5_L : lmoves (s5_board 1 1) = [s5_board 0 2; strip [] ([T; E; E; F]) [(1, 0)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c5_L2 : tf_norm (strip [] ([T; E; E; F]) [(1, 0)]) (s7_board 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s5_c5_R : rmoves (s5_board 1 1) = [strip [] ([T; F]) [(1, 2)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c5_R1 : tf_norm (strip [] ([T; F]) [(1, 2)]) (s2_board 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F]) [(1, 2)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _ T^b F _ on a==1 && b==1 *)
Lemma s5_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 1 1 -> fst (s5_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s5_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c5_L), (s5_c5_R); cbn [map].
  pose proof (use_s5 IH 0 2 (opt_l _ _ _ (s5_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s5_c5_L2)).
  pose proof (use_s7 IH 1 0 (opt_norm_l _ _ _ _ _ (s5_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s5_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s5_c5_R1)).
  pose proof (use_s2 IH 1 (opt_norm_r _ _ _ _ _ (s5_c5_R) ltac:(cbn [In]; left; reflexivity) (s5_c5_R1))) as Ho2.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s7_p3 Ho1 ltac:(zlia)).
  rewrite (s2_p1 Ho2 I).
  rewrite (s2_p1_add (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c6_L (b : nat) : lmoves (s5_board 1 (2 + b)) = [s5_board 0 (3 + b); strip [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c6_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s9_board 1 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
Lemma s5_c6_R (b : nat) : rmoves (s5_board 1 (2 + b)) = [].
Proof. unfold s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F _ on a==1 && b>=2 *)
Lemma s5_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s5_board 1 (2 + b) -> fst (s5_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s5_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c6_L b), (s5_c6_R b); cbn [map].
  pose proof (use_s5 IH 0 (3 + b) (opt_l _ _ _ (s5_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s5_c6_L2 b)).
  pose proof (use_s9 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s5_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s5_c6_L2 b))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s9_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s9_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s9_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s5_c7_L (a : nat) : lmoves (s5_board (2 + a) 0) = [s5_board (1 + a) 1].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c7_R (a : nat) : rmoves (s5_board (2 + a) 0) = [s2_board (2 + a)].
Proof. unfold s2_board, s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F _ on a>=2 && b==0 *)
Lemma s5_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s5_board (2 + a) 0 -> fst (s5_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s5_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s5_q3] in Hc |- *.
  rewrite tf_game_eq, (s5_c7_L a), (s5_c7_R a); cbn [map].
  pose proof (use_s5 IH (1 + a) 1 (opt_l _ _ _ (s5_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) (opt_r _ _ _ (s5_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s2_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c8_L (a : nat) : lmoves (s5_board (2 + a) 1) = [s5_board (1 + a) 2; strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]) (s7_board (2 + a) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s5_c8_R (a : nat) : rmoves (s5_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F]) [(1, 2)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F]) [(1, 2)]) (s2_board (2 + a)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F]) [(1, 2)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _ T^b F _ on a>=2 && b==1 *)
Lemma s5_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s5_board (2 + a) 1 -> fst (s5_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s5_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c8_L a), (s5_c8_R a); cbn [map].
  pose proof (use_s5 IH (1 + a) 2 (opt_l _ _ _ (s5_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s5_c8_L2 a)).
  pose proof (use_s7 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s5_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s5_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s5_c8_R1 a)).
  pose proof (use_s2 IH (2 + a) (opt_norm_r _ _ _ _ _ (s5_c8_R a) ltac:(cbn [In]; left; reflexivity) (s5_c8_R1 a))) as Ho2.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s7_p3 Ho1 ltac:(zlia)).
  rewrite (s2_p1 Ho2 I).
  rewrite (s2_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c9_L (a b : nat) : lmoves (s5_board (2 + a) (2 + b)) = [s5_board (1 + a) (3 + b); strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s9_board (2 + a) (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
Lemma s5_c9_R (a b : nat) : rmoves (s5_board (2 + a) (2 + b)) = [].
Proof. unfold s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F _ on a>=2 && b>=2 *)
Lemma s5_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s5_board (2 + a) (2 + b) -> fst (s5_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s5_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c9_L a b), (s5_c9_R a b); cbn [map].
  pose proof (use_s5 IH (1 + a) (3 + b) (opt_l _ _ _ (s5_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s5_c9_L2 a b)).
  pose proof (use_s9 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s5_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s5_c9_L2 a b))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s9_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s9_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s6_c1_L : lmoves (s6_board 0 0) = [].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1_R : rmoves (s6_board 0 0) = [strip [(0, 1)] ([E; E; E]) []].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c1_R1 : tf_norm (strip [(0, 1)] ([E; E; E]) []) (repeat E 3) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s6 = T^a _ T^b F _^2 on a==0 && b==0 *)
Lemma s6_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s6_board 0 0 -> fst (s6_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s6_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c1_L), (s6_c1_R); cbn [map].
  rewrite (tf_norm_blank (s6_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s6_c2_L : lmoves (s6_board 0 1) = [strip [(2, 1)] ([]) [(1, 1)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c2_L1 : tf_norm (strip [(2, 1)] ([]) [(1, 1)]) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s6_c2_R : rmoves (s6_board 0 1) = [strip [(0, 1)] ([]) [(1, 3)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c2_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 3)]) (repeat E 3) (3).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 3)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s6 = T^a _ T^b F _^2 on a==0 && b==1 *)
Lemma s6_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s6_board 0 1 -> fst (s6_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s6_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c2_L), (s6_c2_R); cbn [map].
  rewrite (tf_norm_blank (s6_c2_L1)).
  rewrite (tf_norm_blank (s6_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s6_c3_L (b : nat) : lmoves (s6_board 0 (2 + b)) = [strip [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c3_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s10_board 0 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s6_c3_R (b : nat) : rmoves (s6_board 0 (2 + b)) = [].
Proof. unfold s6_board. tf_options. Qed.
(* s6 = T^a _ T^b F _^2 on a==0 && b>=2 *)
Lemma s6_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s6_board 0 (2 + b) -> fst (s6_q1 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s6_q1 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c3_L b), (s6_c3_R b); cbn [map].
  rewrite (tf_norm_game (s6_c3_L1 b)).
  pose proof (use_s10 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s6_c3_L b) ltac:(cbn [In]; left; reflexivity) (s6_c3_L1 b))) as Ho0.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 0) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s6_c4_L : lmoves (s6_board 1 0) = [s6_board 0 1].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c4_R : rmoves (s6_board 1 0) = [s3_board 1].
Proof. unfold s3_board, s6_board. tf_options. Qed.
(* s6 = T^a _ T^b F _^2 on a==1 && b==0 *)
Lemma s6_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s6_board 1 0 -> fst (s6_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s6_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c4_L), (s6_c4_R); cbn [map].
  pose proof (use_s6 IH 0 1 (opt_l _ _ _ (s6_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 1 (opt_r _ _ _ (s6_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s6_p1 Ho0 I).
  rewrite (s3_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s6_c5_L : lmoves (s6_board 1 1) = [s6_board 0 2; strip [] ([T; E; E; F]) [(1, 1)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c5_L2 : tf_norm (strip [] ([T; E; E; F]) [(1, 1)]) (s8_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s6_c5_R : rmoves (s6_board 1 1) = [strip [] ([T; F]) [(1, 3)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c5_R1 : tf_norm (strip [] ([T; F]) [(1, 3)]) (s3_board 1) (3).
Proof. apply (tf_norm_by _ [] ([T; F]) [(1, 3)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s6 = T^a _ T^b F _^2 on a==1 && b==1 *)
Lemma s6_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s6_board 1 1 -> fst (s6_q1 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s6_q1 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c5_L), (s6_c5_R); cbn [map].
  pose proof (use_s6 IH 0 2 (opt_l _ _ _ (s6_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s6_c5_L2)).
  pose proof (use_s8 IH 1 0 (opt_norm_l _ _ _ _ _ (s6_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s6_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s6_c5_R1)).
  pose proof (use_s3 IH 1 (opt_norm_r _ _ _ _ _ (s6_c5_R) ltac:(cbn [In]; left; reflexivity) (s6_c5_R1))) as Ho2.
  rewrite (s6_p1 Ho0 I).
  rewrite (s8_p1 Ho1 ltac:(zlia)).
  rewrite (s8_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s3_p1 Ho2 I).
  rewrite (s3_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s6_c6_L (b : nat) : lmoves (s6_board 1 (2 + b)) = [s6_board 0 (3 + b); strip [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c6_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s10_board 1 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s6_c6_R (b : nat) : rmoves (s6_board 1 (2 + b)) = [].
Proof. unfold s6_board. tf_options. Qed.
(* s6 = T^a _ T^b F _^2 on a==1 && b>=2 *)
Lemma s6_c6_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s6_board 1 (2 + b) -> fst (s6_q1 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s6_q1 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c6_L b), (s6_c6_R b); cbn [map].
  pose proof (use_s6 IH 0 (3 + b) (opt_l _ _ _ (s6_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s6_c6_L2 b)).
  pose proof (use_s10 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s6_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s6_c6_L2 b))) as Ho1.
  rewrite (s6_p1 Ho0 I).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s6_c7_L (a : nat) : lmoves (s6_board (2 + a) 0) = [s6_board (1 + a) 1].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c7_R (a : nat) : rmoves (s6_board (2 + a) 0) = [s3_board (2 + a)].
Proof. unfold s3_board, s6_board. tf_options. Qed.
(* s6 = T^a _ T^b F _^2 on a>=2 && b==0 *)
Lemma s6_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s6_board (2 + a) 0 -> fst (s6_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s6_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c7_L a), (s6_c7_R a); cbn [map].
  pose proof (use_s6 IH (1 + a) 1 (opt_l _ _ _ (s6_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) (opt_r _ _ _ (s6_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s6_p1 Ho0 I).
  rewrite (s3_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s6_c8_L (a : nat) : lmoves (s6_board (2 + a) 1) = [s6_board (1 + a) 2; strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]) (s8_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s6_c8_R (a : nat) : rmoves (s6_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F]) [(1, 3)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F]) [(1, 3)]) (s3_board (2 + a)) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F]) [(1, 3)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s6 = T^a _ T^b F _^2 on a>=2 && b==1 *)
Lemma s6_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s6_board (2 + a) 1 -> fst (s6_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s6_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c8_L a), (s6_c8_R a); cbn [map].
  pose proof (use_s6 IH (1 + a) 2 (opt_l _ _ _ (s6_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s6_c8_L2 a)).
  pose proof (use_s8 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s6_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s6_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s6_c8_R1 a)).
  pose proof (use_s3 IH (2 + a) (opt_norm_r _ _ _ _ _ (s6_c8_R a) ltac:(cbn [In]; left; reflexivity) (s6_c8_R1 a))) as Ho2.
  rewrite (s6_p1 Ho0 I).
  rewrite (s8_p1 Ho1 ltac:(zlia)).
  rewrite (s8_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s3_p1 Ho2 I).
  rewrite (s3_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s6_c9_L (a b : nat) : lmoves (s6_board (2 + a) (2 + b)) = [s6_board (1 + a) (3 + b); strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s10_board (2 + a) (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s6_c9_R (a b : nat) : rmoves (s6_board (2 + a) (2 + b)) = [].
Proof. unfold s6_board. tf_options. Qed.
(* s6 = T^a _ T^b F _^2 on a>=2 && b>=2 *)
Lemma s6_c9_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s6_board (2 + a) (2 + b) -> fst (s6_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s6_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c9_L a b), (s6_c9_R a b); cbn [map].
  pose proof (use_s6 IH (1 + a) (3 + b) (opt_l _ _ _ (s6_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s6_c9_L2 a b)).
  pose proof (use_s10 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s6_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s6_c9_L2 a b))) as Ho1.
  rewrite (s6_p1 Ho0 I).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s7_c1_L : lmoves (s7_board 0 0) = [].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c1_R : rmoves (s7_board 0 0) = [strip [(1, 1)] ([E]) []].
Proof. unfold s7_board, strip. tf_options. Qed.
Lemma s7_c1_R1 : tf_norm (strip [(1, 1)] ([E]) []) (repeat E 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s7 = T^a _^2 T^b F on a==0 && b==0 *)
Lemma s7_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s7_board 0 0 -> fst (s7_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s7_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q1] in Hc |- *.
  rewrite tf_game_eq, (s7_c1_L), (s7_c1_R); cbn [map].
  rewrite (tf_norm_blank (s7_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s7_c2_L : lmoves (s7_board 0 1) = [].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c2_R : rmoves (s7_board 0 1) = [strip [(1, 1)] ([]) [(1, 1)]].
Proof. unfold s7_board, strip. tf_options. Qed.
Lemma s7_c2_R1 : tf_norm (strip [(1, 1)] ([]) [(1, 1)]) (repeat E 2) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s7 = T^a _^2 T^b F on a==0 && b==1 *)
Lemma s7_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s7_board 0 1 -> fst (s7_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s7_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q1] in Hc |- *.
  rewrite tf_game_eq, (s7_c2_L), (s7_c2_R); cbn [map].
  rewrite (tf_norm_blank (s7_c2_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s7_c3_L (b : nat) : lmoves (s7_board 0 (2 + b)) = [].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c3_R (b : nat) : rmoves (s7_board 0 (2 + b)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _^2 T^b F on a==0 && b>=2 *)
Lemma s7_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s7_board 0 (2 + b) -> fst (s7_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s7_q2] in Hc |- *.
  rewrite tf_game_eq, (s7_c3_L b), (s7_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s7_c4_L : lmoves (s7_board 1 0) = [s9_board 0 1 0].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s7_c4_R : rmoves (s7_board 1 0) = [s5_board 1 0].
Proof. unfold s5_board, s7_board. tf_options. Qed.
(* s7 = T^a _^2 T^b F on a==1 && b==0 *)
Lemma s7_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s7_board 1 0 -> fst (s7_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s7_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q3] in Hc |- *.
  rewrite tf_game_eq, (s7_c4_L), (s7_c4_R); cbn [map].
  pose proof (use_s9 IH 0 1 0 (opt_l _ _ _ (s7_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 1 0 (opt_r _ _ _ (s7_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  rewrite (s5_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s7_c5_L : lmoves (s7_board 1 1) = [s9_board 0 1 1].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s7_c5_R : rmoves (s7_board 1 1) = [strip [] ([T; E; F]) [(1, 1)]].
Proof. unfold s7_board, strip. tf_options. Qed.
Lemma s7_c5_R1 : tf_norm (strip [] ([T; E; F]) [(1, 1)]) (s5_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s7 = T^a _^2 T^b F on a==1 && b==1 *)
Lemma s7_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s7_board 1 1 -> fst (s7_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s7_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q3] in Hc |- *.
  rewrite tf_game_eq, (s7_c5_L), (s7_c5_R); cbn [map].
  pose proof (use_s9 IH 0 1 1 (opt_l _ _ _ (s7_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s7_c5_R1)).
  pose proof (use_s5 IH 1 0 (opt_norm_r _ _ _ _ _ (s7_c5_R) ltac:(cbn [In]; left; reflexivity) (s7_c5_R1))) as Ho1.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  rewrite (s5_p3 Ho1 ltac:(zlia)).
  rewrite (s5_p3_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s7_c6_L (b : nat) : lmoves (s7_board 1 (2 + b)) = [s9_board 0 1 (2 + b)].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s7_c6_R (b : nat) : rmoves (s7_board 1 (2 + b)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _^2 T^b F on a==1 && b>=2 *)
Lemma s7_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s7_board 1 (2 + b) -> fst (s7_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s7_q2] in Hc |- *.
  rewrite tf_game_eq, (s7_c6_L b), (s7_c6_R b); cbn [map].
  pose proof (use_s9 IH 0 1 (2 + b) (opt_l _ _ _ (s7_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s7_c7_L (a : nat) : lmoves (s7_board (2 + a) 0) = [s9_board (1 + a) 1 0].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s7_c7_R (a : nat) : rmoves (s7_board (2 + a) 0) = [s5_board (2 + a) 0].
Proof. unfold s5_board, s7_board. tf_options. Qed.
(* s7 = T^a _^2 T^b F on a>=2 && b==0 *)
Lemma s7_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s7_board (2 + a) 0 -> fst (s7_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s7_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q3] in Hc |- *.
  rewrite tf_game_eq, (s7_c7_L a), (s7_c7_R a); cbn [map].
  pose proof (use_s9 IH (1 + a) 1 0 (opt_l _ _ _ (s7_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH (2 + a) 0 (opt_r _ _ _ (s7_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s9_p4 Ho0 ltac:(zlia)).
    rewrite (s5_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s9_p5 Ho0 ltac:(zlia)).
    rewrite (s5_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s7_c8_L (a : nat) : lmoves (s7_board (2 + a) 1) = [s9_board (1 + a) 1 1].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s7_c8_R (a : nat) : rmoves (s7_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]].
Proof. unfold s7_board, strip. tf_options. Qed.
Lemma s7_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]) (s5_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s7 = T^a _^2 T^b F on a>=2 && b==1 *)
Lemma s7_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s7_board (2 + a) 1 -> fst (s7_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s7_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q3] in Hc |- *.
  rewrite tf_game_eq, (s7_c8_L a), (s7_c8_R a); cbn [map].
  pose proof (use_s9 IH (1 + a) 1 1 (opt_l _ _ _ (s7_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s7_c8_R1 a)).
  pose proof (use_s5 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s7_c8_R a) ltac:(cbn [In]; left; reflexivity) (s7_c8_R1 a))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s9_p4 Ho0 ltac:(zlia)).
    rewrite (s5_p3 Ho1 ltac:(zlia)).
    rewrite (s5_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s9_p7 Ho0 ltac:(zlia)).
    rewrite (s5_p3 Ho1 ltac:(zlia)).
    rewrite (s5_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s7_c9_L (a b : nat) : lmoves (s7_board (2 + a) (2 + b)) = [s9_board (1 + a) 1 (2 + b)].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s7_c9_R (a b : nat) : rmoves (s7_board (2 + a) (2 + b)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _^2 T^b F on a>=2 && b>=2 *)
Lemma s7_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s7_board (2 + a) (2 + b) -> fst (s7_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s7_q2] in Hc |- *.
  rewrite tf_game_eq, (s7_c9_L a b), (s7_c9_R a b); cbn [map].
  pose proof (use_s9 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s7_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s8_c1_L : lmoves (s8_board 0 0) = [].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c1_R : rmoves (s8_board 0 0) = [strip [(1, 1)] ([E; E]) []].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c1_R1 : tf_norm (strip [(1, 1)] ([E; E]) []) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s8 = T^a _^2 T^b F _ on a==0 && b==0 *)
Lemma s8_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s8_board 0 0 -> fst (s8_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q1] in Hc |- *.
  rewrite tf_game_eq, (s8_c1_L), (s8_c1_R); cbn [map].
  rewrite (tf_norm_blank (s8_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s8_c2_L : lmoves (s8_board 0 1) = [strip [(3, 1)] ([]) [(1, 0)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c2_L1 : tf_norm (strip [(3, 1)] ([]) [(1, 0)]) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(3, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s8_c2_R : rmoves (s8_board 0 1) = [strip [(1, 1)] ([]) [(1, 2)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c2_R1 : tf_norm (strip [(1, 1)] ([]) [(1, 2)]) (repeat E 3) (1).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s8 = T^a _^2 T^b F _ on a==0 && b==1 *)
Lemma s8_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s8_board 0 1 -> fst (s8_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c2_L), (s8_c2_R); cbn [map].
  rewrite (tf_norm_blank (s8_c2_L1)).
  rewrite (tf_norm_blank (s8_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s8_c3_L (b : nat) : lmoves (s8_board 0 (2 + b)) = [strip [] (E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c3_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s12_board 0 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s8_c3_R (b : nat) : rmoves (s8_board 0 (2 + b)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _^2 T^b F _ on a==0 && b>=2 *)
Lemma s8_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 0 (2 + b) -> fst (s8_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s8_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c3_L b), (s8_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s8_c3_L1 b)).
  pose proof (use_s12 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s8_c3_L b) ltac:(cbn [In]; left; reflexivity) (s8_c3_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s12_p1 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s12_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s12_p9 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s12_p11 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s8_c4_L : lmoves (s8_board 1 0) = [s10_board 0 1 0].
Proof. unfold s10_board, s8_board. tf_options. Qed.
Lemma s8_c4_R : rmoves (s8_board 1 0) = [s6_board 1 0].
Proof. unfold s6_board, s8_board. tf_options. Qed.
(* s8 = T^a _^2 T^b F _ on a==1 && b==0 *)
Lemma s8_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s8_board 1 0 -> fst (s8_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q1] in Hc |- *.
  rewrite tf_game_eq, (s8_c4_L), (s8_c4_R); cbn [map].
  pose proof (use_s10 IH 0 1 0 (opt_l _ _ _ (s8_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH 1 0 (opt_r _ _ _ (s8_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  rewrite (s6_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s8_c5_L : lmoves (s8_board 1 1) = [s10_board 0 1 1; strip [] ([T; E; E; E; F]) [(1, 0)]].
Proof. unfold s10_board, s8_board, strip. tf_options. Qed.
Lemma s8_c5_L2 : tf_norm (strip [] ([T; E; E; E; F]) [(1, 0)]) (s11_board 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s8_c5_R : rmoves (s8_board 1 1) = [strip [] ([T; E; F]) [(1, 2)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c5_R1 : tf_norm (strip [] ([T; E; F]) [(1, 2)]) (s6_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; E; F]) [(1, 2)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s8 = T^a _^2 T^b F _ on a==1 && b==1 *)
Lemma s8_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s8_board 1 1 -> fst (s8_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s8_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c5_L), (s8_c5_R); cbn [map].
  pose proof (use_s10 IH 0 1 1 (opt_l _ _ _ (s8_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s8_c5_L2)).
  pose proof (use_s11 IH 1 0 (opt_norm_l _ _ _ _ _ (s8_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s8_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s8_c5_R1)).
  pose proof (use_s6 IH 1 0 (opt_norm_r _ _ _ _ _ (s8_c5_R) ltac:(cbn [In]; left; reflexivity) (s8_c5_R1))) as Ho2.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s6_p1 Ho2 I).
  rewrite (s6_p1_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s8_c6_L (b : nat) : lmoves (s8_board 1 (2 + b)) = [s10_board 0 1 (2 + b); strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s10_board, s8_board, strip. tf_options. Qed.
Lemma s8_c6_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s12_board 1 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s8_c6_R (b : nat) : rmoves (s8_board 1 (2 + b)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _^2 T^b F _ on a==1 && b>=2 *)
Lemma s8_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 1 (2 + b) -> fst (s8_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s8_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c6_L b), (s8_c6_R b); cbn [map].
  pose proof (use_s10 IH 0 1 (2 + b) (opt_l _ _ _ (s8_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s8_c6_L2 b)).
  pose proof (use_s12 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s8_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s8_c6_L2 b))) as Ho1.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s12_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s12_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s12_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s8_c7_L (a : nat) : lmoves (s8_board (2 + a) 0) = [s10_board (1 + a) 1 0].
Proof. unfold s10_board, s8_board. tf_options. Qed.
Lemma s8_c7_R (a : nat) : rmoves (s8_board (2 + a) 0) = [s6_board (2 + a) 0].
Proof. unfold s6_board, s8_board. tf_options. Qed.
(* s8 = T^a _^2 T^b F _ on a>=2 && b==0 *)
Lemma s8_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s8_board (2 + a) 0 -> fst (s8_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s8_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q1] in Hc |- *.
  rewrite tf_game_eq, (s8_c7_L a), (s8_c7_R a); cbn [map].
  pose proof (use_s10 IH (1 + a) 1 0 (opt_l _ _ _ (s8_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH (2 + a) 0 (opt_r _ _ _ (s8_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  rewrite (s6_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s8_c8_L (a : nat) : lmoves (s8_board (2 + a) 1) = [s10_board (1 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; E; E; F]) [(1, 0)]].
Proof. unfold s10_board, s8_board, strip. tf_options. Qed.
Lemma s8_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; F]) [(1, 0)]) (s11_board (2 + a) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; E; F]) [(1, 0)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s8_c8_R (a : nat) : rmoves (s8_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [E; F]) [(1, 2)]].
Proof. unfold s8_board, strip. tf_options. Qed.
Lemma s8_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F]) [(1, 2)]) (s6_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s8 = T^a _^2 T^b F _ on a>=2 && b==1 *)
Lemma s8_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s8_board (2 + a) 1 -> fst (s8_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s8_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c8_L a), (s8_c8_R a); cbn [map].
  pose proof (use_s10 IH (1 + a) 1 1 (opt_l _ _ _ (s8_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s8_c8_L2 a)).
  pose proof (use_s11 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s8_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s8_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s8_c8_R1 a)).
  pose proof (use_s6 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s8_c8_R a) ltac:(cbn [In]; left; reflexivity) (s8_c8_R1 a))) as Ho2.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s6_p1 Ho2 I).
  rewrite (s6_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s8_c9_L (a b : nat) : lmoves (s8_board (2 + a) (2 + b)) = [s10_board (1 + a) 1 (2 + b); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s10_board, s8_board, strip. tf_options. Qed.
Lemma s8_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s12_board (2 + a) (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s8_c9_R (a b : nat) : rmoves (s8_board (2 + a) (2 + b)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _^2 T^b F _ on a>=2 && b>=2 *)
Lemma s8_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s8_board (2 + a) (2 + b) -> fst (s8_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s8_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c9_L a b), (s8_c9_R a b); cbn [map].
  pose proof (use_s10 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s8_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s8_c9_L2 a b)).
  pose proof (use_s12 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s8_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s8_c9_L2 a b))) as Ho1.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s12_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s12_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s9 = T^a _ T^b _ T^c F on a==0 && b==0 && c==0: the board of s7 *)
Lemma s9_c1_p1 x (Hs7 : s7_claim x) :
  x = s9_board 0 0 0 -> fst (s9_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s9_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s9_q1] in Hc |- *.
  pose proof (Hs7 0 0 ltac:(rewrite Hx; unfold s9_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s9 = T^a _ T^b _ T^c F on a==0 && b==0 && c==1: the board of s7 *)
Lemma s9_c2_p1 x (Hs7 : s7_claim x) :
  x = s9_board 0 0 1 -> fst (s9_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s9_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s9_q1] in Hc |- *.
  pose proof (Hs7 0 1 ltac:(rewrite Hx; unfold s9_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s9 = T^a _ T^b _ T^c F on a==0 && b==0 && c>=2: the board of s7 *)
Lemma s9_c3_p2 x (Hs7 : s7_claim x) (c : nat) :
  x = s9_board 0 0 (2 + c) -> fst (s9_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s9_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s9_q2] in Hc |- *.
  pose proof (Hs7 0 (2 + c) ltac:(rewrite Hx; unfold s9_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s9_c4_L : lmoves (s9_board 0 1 0) = [s7_board 0 1].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s9_c4_R : rmoves (s9_board 0 1 0) = [s5_board 0 1].
Proof. unfold s5_board, s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _ T^c F on a==0 && b==1 && c==0 *)
Lemma s9_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s9_board 0 1 0 -> fst (s9_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s9_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s9_q1] in Hc |- *.
  rewrite tf_game_eq, (s9_c4_L), (s9_c4_R); cbn [map].
  pose proof (use_s7 IH 0 1 (opt_l _ _ _ (s9_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 0 1 (opt_r _ _ _ (s9_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s7_p1 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s9_c5_L : lmoves (s9_board 0 1 1) = [s7_board 0 2].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s9_c5_R : rmoves (s9_board 0 1 1) = [strip [] ([E; T; F]) [(1, 1)]].
Proof. unfold s9_board, strip. tf_options. Qed.
Lemma s9_c5_R1 : tf_norm (strip [] ([E; T; F]) [(1, 1)]) (s5_board 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s9 = T^a _ T^b _ T^c F on a==0 && b==1 && c==1 *)
Lemma s9_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s9_board 0 1 1 -> fst (s9_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s9_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s9_q1] in Hc |- *.
  rewrite tf_game_eq, (s9_c5_L), (s9_c5_R); cbn [map].
  pose proof (use_s7 IH 0 2 (opt_l _ _ _ (s9_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s9_c5_R1)).
  pose proof (use_s5 IH 0 1 (opt_norm_r _ _ _ _ _ (s9_c5_R) ltac:(cbn [In]; left; reflexivity) (s9_c5_R1))) as Ho1.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s9_c6_L (c : nat) : lmoves (s9_board 0 1 (2 + c)) = [s7_board 0 (3 + c)].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s9_c6_R (c : nat) : rmoves (s9_board 0 1 (2 + c)) = [].
Proof. unfold s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _ T^c F on a==0 && b==1 && c>=2 *)
Lemma s9_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s9_board 0 1 (2 + c) -> fst (s9_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s9_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s9_q2] in Hc |- *.
  rewrite tf_game_eq, (s9_c6_L c), (s9_c6_R c); cbn [map].
  pose proof (use_s7 IH 0 (3 + c) (opt_l _ _ _ (s9_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s9_c7_L (b : nat) : lmoves (s9_board 0 (2 + b) 0) = [s9_board 0 (1 + b) 1].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c7_R (b : nat) : rmoves (s9_board 0 (2 + b) 0) = [s5_board 0 (2 + b)].
Proof. unfold s5_board, s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _ T^c F on a==0 && b>=2 && c==0 *)
Lemma s9_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s9_board 0 (2 + b) 0 -> fst (s9_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s9_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s9_q3] in Hc |- *.
  rewrite tf_game_eq, (s9_c7_L b), (s9_c7_R b); cbn [map].
  pose proof (use_s9 IH 0 (1 + b) 1 (opt_l _ _ _ (s9_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 0 (2 + b) (opt_r _ _ _ (s9_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s9_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s9_board 0 (2 + b) 0 -> fst (s9_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s9_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s9_q6] in Hc |- *.
  rewrite tf_game_eq, (s9_c7_L b), (s9_c7_R b); cbn [map].
  pose proof (use_s9 IH 0 (1 + b) 1 (opt_l _ _ _ (s9_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 0 (2 + b) (opt_r _ _ _ (s9_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s9_p4 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s9_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s9_board 0 (2 + b) 0 -> fst (s9_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s9_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s9_q8] in Hc |- *.
  rewrite tf_game_eq, (s9_c7_L b), (s9_c7_R b); cbn [map].
  pose proof (use_s9 IH 0 (1 + b) 1 (opt_l _ _ _ (s9_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 0 (2 + b) (opt_r _ _ _ (s9_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s9_p7 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s9_c8_L (b : nat) : lmoves (s9_board 0 (2 + b) 1) = [s9_board 0 (1 + b) 2].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c8_R (b : nat) : rmoves (s9_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s9_board, strip. tf_options. Qed.
Lemma s9_c8_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s5_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s9 = T^a _ T^b _ T^c F on a==0 && b>=2 && c==1 *)
Lemma s9_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s9_board 0 (2 + b) 1 -> fst (s9_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s9_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s9_q4] in Hc |- *.
  rewrite tf_game_eq, (s9_c8_L b), (s9_c8_R b); cbn [map].
  pose proof (use_s9 IH 0 (1 + b) 2 (opt_l _ _ _ (s9_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s9_c8_R1 b)).
  pose proof (use_s5 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s9_c8_R b) ltac:(cbn [In]; left; reflexivity) (s9_c8_R1 b))) as Ho1.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s9_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s9_board 0 (2 + b) 1 -> fst (s9_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s9_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s9_q7] in Hc |- *.
  rewrite tf_game_eq, (s9_c8_L b), (s9_c8_R b); cbn [map].
  pose proof (use_s9 IH 0 (1 + b) 2 (opt_l _ _ _ (s9_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s9_c8_R1 b)).
  pose proof (use_s5 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s9_c8_R b) ltac:(cbn [In]; left; reflexivity) (s9_c8_R1 b))) as Ho1.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s9_c9_L (b c : nat) : lmoves (s9_board 0 (2 + b) (2 + c)) = [s9_board 0 (1 + b) (3 + c)].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c9_R (b c : nat) : rmoves (s9_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _ T^c F on a==0 && b>=2 && c>=2 *)
Lemma s9_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s9_board 0 (2 + b) (2 + c) -> fst (s9_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s9_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s9_q2] in Hc |- *.
  rewrite tf_game_eq, (s9_c9_L b c), (s9_c9_R b c); cbn [map].
  pose proof (use_s9 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s9_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s9 = T^a _ T^b _ T^c F on a==1 && b==0 && c==0: the board of s7 *)
Lemma s9_c10_p9 x (Hs7 : s7_claim x) :
  x = s9_board 1 0 0 -> fst (s9_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s9_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s9_q9] in Hc |- *.
  pose proof (Hs7 1 0 ltac:(rewrite Hx; unfold s9_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s9 = T^a _ T^b _ T^c F on a==1 && b==0 && c==1: the board of s7 *)
Lemma s9_c11_p9 x (Hs7 : s7_claim x) :
  x = s9_board 1 0 1 -> fst (s9_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s9_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s9_q9] in Hc |- *.
  pose proof (Hs7 1 1 ltac:(rewrite Hx; unfold s9_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s9 = T^a _ T^b _ T^c F on a==1 && b==0 && c>=2: the board of s7 *)
Lemma s9_c12_p2 x (Hs7 : s7_claim x) (c : nat) :
  x = s9_board 1 0 (2 + c) -> fst (s9_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s9_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s9_q2] in Hc |- *.
  pose proof (Hs7 1 (2 + c) ltac:(rewrite Hx; unfold s9_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s9_c13_L : lmoves (s9_board 1 1 0) = [s9_board 0 2 0; s7_board 1 1].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s9_c13_R : rmoves (s9_board 1 1 0) = [s5_board 1 1].
Proof. unfold s5_board, s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _ T^c F on a==1 && b==1 && c==0 *)
Lemma s9_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s9_board 1 1 0 -> fst (s9_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s9_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s9_q4] in Hc |- *.
  rewrite tf_game_eq, (s9_c13_L), (s9_c13_R); cbn [map].
  pose proof (use_s9 IH 0 2 0 (opt_l _ _ _ (s9_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 1 (opt_l _ _ _ (s9_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s5 IH 1 1 (opt_r _ _ _ (s9_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  rewrite (s7_p3 Ho1 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s9_c14_L : lmoves (s9_board 1 1 1) = [s9_board 0 2 1; s7_board 1 2].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s9_c14_R : rmoves (s9_board 1 1 1) = [strip [] ([T; E; T; F]) [(1, 1)]].
Proof. unfold s9_board, strip. tf_options. Qed.
Lemma s9_c14_R1 : tf_norm (strip [] ([T; E; T; F]) [(1, 1)]) (s5_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s9 = T^a _ T^b _ T^c F on a==1 && b==1 && c==1 *)
Lemma s9_c14_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s9_board 1 1 1 -> fst (s9_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s9_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s9_q4] in Hc |- *.
  rewrite tf_game_eq, (s9_c14_L), (s9_c14_R); cbn [map].
  pose proof (use_s9 IH 0 2 1 (opt_l _ _ _ (s9_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 2 (opt_l _ _ _ (s9_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s9_c14_R1)).
  pose proof (use_s5 IH 1 1 (opt_norm_r _ _ _ _ _ (s9_c14_R) ltac:(cbn [In]; left; reflexivity) (s9_c14_R1))) as Ho2.
  rewrite (s9_p4 Ho0 ltac:(zlia)).
  rewrite (s7_p2 Ho1 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s9_c15_L (c : nat) : lmoves (s9_board 1 1 (2 + c)) = [s9_board 0 2 (2 + c); s7_board 1 (3 + c)].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s9_c15_R (c : nat) : rmoves (s9_board 1 1 (2 + c)) = [].
Proof. unfold s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _ T^c F on a==1 && b==1 && c>=2 *)
Lemma s9_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s9_board 1 1 (2 + c) -> fst (s9_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s9_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s9_q2] in Hc |- *.
  rewrite tf_game_eq, (s9_c15_L c), (s9_c15_R c); cbn [map].
  pose proof (use_s9 IH 0 2 (2 + c) (opt_l _ _ _ (s9_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 (3 + c) (opt_l _ _ _ (s9_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  rewrite (s7_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s9_c16_L (b : nat) : lmoves (s9_board 1 (2 + b) 0) = [s9_board 0 (3 + b) 0; s9_board 1 (1 + b) 1].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c16_R (b : nat) : rmoves (s9_board 1 (2 + b) 0) = [s5_board 1 (2 + b)].
Proof. unfold s5_board, s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _ T^c F on a==1 && b>=2 && c==0 *)
Lemma s9_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s9_board 1 (2 + b) 0 -> fst (s9_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s9_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s9_q6] in Hc |- *.
  rewrite tf_game_eq, (s9_c16_L b), (s9_c16_R b); cbn [map].
  pose proof (use_s9 IH 0 (3 + b) 0 (opt_l _ _ _ (s9_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH 1 (1 + b) 1 (opt_l _ _ _ (s9_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s5 IH 1 (2 + b) (opt_r _ _ _ (s9_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s9_p6 Ho0 ltac:(zlia)).
  rewrite (s9_p4 Ho1 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s9_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s9_board 1 (2 + b) 0 -> fst (s9_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s9_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s9_q8] in Hc |- *.
  rewrite tf_game_eq, (s9_c16_L b), (s9_c16_R b); cbn [map].
  pose proof (use_s9 IH 0 (3 + b) 0 (opt_l _ _ _ (s9_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH 1 (1 + b) 1 (opt_l _ _ _ (s9_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s5 IH 1 (2 + b) (opt_r _ _ _ (s9_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s9_p8 Ho0 ltac:(zlia)).
  rewrite (s9_p7 Ho1 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s9_c17_L (b : nat) : lmoves (s9_board 1 (2 + b) 1) = [s9_board 0 (3 + b) 1; s9_board 1 (1 + b) 2].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c17_R (b : nat) : rmoves (s9_board 1 (2 + b) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s9_board, strip. tf_options. Qed.
Lemma s9_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s5_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s9 = T^a _ T^b _ T^c F on a==1 && b>=2 && c==1 *)
Lemma s9_c17_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s9_board 1 (2 + b) 1 -> fst (s9_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s9_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s9_q7] in Hc |- *.
  rewrite tf_game_eq, (s9_c17_L b), (s9_c17_R b); cbn [map].
  pose proof (use_s9 IH 0 (3 + b) 1 (opt_l _ _ _ (s9_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH 1 (1 + b) 2 (opt_l _ _ _ (s9_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s9_c17_R1 b)).
  pose proof (use_s5 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s9_c17_R b) ltac:(cbn [In]; left; reflexivity) (s9_c17_R1 b))) as Ho2.
  rewrite (s9_p7 Ho0 ltac:(zlia)).
  rewrite (s9_p2 Ho1 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s9_c18_L (b c : nat) : lmoves (s9_board 1 (2 + b) (2 + c)) = [s9_board 0 (3 + b) (2 + c); s9_board 1 (1 + b) (3 + c)].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c18_R (b c : nat) : rmoves (s9_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _ T^c F on a==1 && b>=2 && c>=2 *)
Lemma s9_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s9_board 1 (2 + b) (2 + c) -> fst (s9_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s9_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s9_q2] in Hc |- *.
  rewrite tf_game_eq, (s9_c18_L b c), (s9_c18_R b c); cbn [map].
  pose proof (use_s9 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s9_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s9_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  rewrite (s9_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s9 = T^a _ T^b _ T^c F on a>=2 && b==0 && c==0: the board of s7 *)
Lemma s9_c19_p9 x (Hs7 : s7_claim x) (a : nat) :
  x = s9_board (2 + a) 0 0 -> fst (s9_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s9_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s9_q9] in Hc |- *.
  pose proof (Hs7 (2 + a) 0 ltac:(rewrite Hx; unfold s9_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s9 = T^a _ T^b _ T^c F on a>=2 && b==0 && c==1: the board of s7 *)
Lemma s9_c20_p9 x (Hs7 : s7_claim x) (a : nat) :
  x = s9_board (2 + a) 0 1 -> fst (s9_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s9_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s9_q9] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 ltac:(rewrite Hx; unfold s9_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s9 = T^a _ T^b _ T^c F on a>=2 && b==0 && c>=2: the board of s7 *)
Lemma s9_c21_p2 x (Hs7 : s7_claim x) (a c : nat) :
  x = s9_board (2 + a) 0 (2 + c) -> fst (s9_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s9_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s9_q2] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s9_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s9_c22_L (a : nat) : lmoves (s9_board (2 + a) 1 0) = [s9_board (1 + a) 2 0; s7_board (2 + a) 1].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s9_c22_R (a : nat) : rmoves (s9_board (2 + a) 1 0) = [s5_board (2 + a) 1].
Proof. unfold s5_board, s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _ T^c F on a>=2 && b==1 && c==0 *)
Lemma s9_c22_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s9_board (2 + a) 1 0 -> fst (s9_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s9_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s9_q5] in Hc |- *.
  rewrite tf_game_eq, (s9_c22_L a), (s9_c22_R a); cbn [map].
  pose proof (use_s9 IH (1 + a) 2 0 (opt_l _ _ _ (s9_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) 1 (opt_l _ _ _ (s9_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s5 IH (2 + a) 1 (opt_r _ _ _ (s9_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s9_p6 Ho0 ltac:(zlia)).
    rewrite (s7_p3 Ho1 ltac:(zlia)).
    rewrite (s5_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s9_p8 Ho0 ltac:(zlia)).
    rewrite (s7_p3 Ho1 ltac:(zlia)).
    rewrite (s5_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s9_c23_L (a : nat) : lmoves (s9_board (2 + a) 1 1) = [s9_board (1 + a) 2 1; s7_board (2 + a) 2].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s9_c23_R (a : nat) : rmoves (s9_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s9_board, strip. tf_options. Qed.
Lemma s9_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F]) [(1, 1)]) (s5_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s9 = T^a _ T^b _ T^c F on a>=2 && b==1 && c==1 *)
Lemma s9_c23_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s9_board (2 + a) 1 1 -> fst (s9_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s9_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s9_q7] in Hc |- *.
  rewrite tf_game_eq, (s9_c23_L a), (s9_c23_R a); cbn [map].
  pose proof (use_s9 IH (1 + a) 2 1 (opt_l _ _ _ (s9_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) 2 (opt_l _ _ _ (s9_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s9_c23_R1 a)).
  pose proof (use_s5 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s9_c23_R a) ltac:(cbn [In]; left; reflexivity) (s9_c23_R1 a))) as Ho2.
  rewrite (s9_p7 Ho0 ltac:(zlia)).
  rewrite (s7_p2 Ho1 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s9_c24_L (a c : nat) : lmoves (s9_board (2 + a) 1 (2 + c)) = [s9_board (1 + a) 2 (2 + c); s7_board (2 + a) (3 + c)].
Proof. unfold s7_board, s9_board. tf_options. Qed.
Lemma s9_c24_R (a c : nat) : rmoves (s9_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _ T^c F on a>=2 && b==1 && c>=2 *)
Lemma s9_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s9_board (2 + a) 1 (2 + c) -> fst (s9_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s9_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s9_q2] in Hc |- *.
  rewrite tf_game_eq, (s9_c24_L a c), (s9_c24_R a c); cbn [map].
  pose proof (use_s9 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s9_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) (3 + c) (opt_l _ _ _ (s9_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  rewrite (s7_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s9_c25_L (a b : nat) : lmoves (s9_board (2 + a) (2 + b) 0) = [s9_board (1 + a) (3 + b) 0; s9_board (2 + a) (1 + b) 1].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c25_R (a b : nat) : rmoves (s9_board (2 + a) (2 + b) 0) = [s5_board (2 + a) (2 + b)].
Proof. unfold s5_board, s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _ T^c F on a>=2 && b>=2 && c==0 *)
Lemma s9_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s9_board (2 + a) (2 + b) 0 -> fst (s9_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s9_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s9_q8] in Hc |- *.
  rewrite tf_game_eq, (s9_c25_L a b), (s9_c25_R a b); cbn [map].
  pose proof (use_s9 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s9_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s9_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s5 IH (2 + a) (2 + b) (opt_r _ _ _ (s9_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s9_p8 Ho0 ltac:(zlia)).
  rewrite (s9_p7 Ho1 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s9_c26_L (a b : nat) : lmoves (s9_board (2 + a) (2 + b) 1) = [s9_board (1 + a) (3 + b) 1; s9_board (2 + a) (1 + b) 2].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c26_R (a b : nat) : rmoves (s9_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s9_board, strip. tf_options. Qed.
Lemma s9_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s5_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s9 = T^a _ T^b _ T^c F on a>=2 && b>=2 && c==1 *)
Lemma s9_c26_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s9_board (2 + a) (2 + b) 1 -> fst (s9_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s9_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s9_q7] in Hc |- *.
  rewrite tf_game_eq, (s9_c26_L a b), (s9_c26_R a b); cbn [map].
  pose proof (use_s9 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s9_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s9_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s9_c26_R1 a b)).
  pose proof (use_s5 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s9_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s9_c26_R1 a b))) as Ho2.
  rewrite (s9_p7 Ho0 ltac:(zlia)).
  rewrite (s9_p2 Ho1 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s9_c27_L (a b c : nat) : lmoves (s9_board (2 + a) (2 + b) (2 + c)) = [s9_board (1 + a) (3 + b) (2 + c); s9_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c27_R (a b c : nat) : rmoves (s9_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s9_board. tf_options. Qed.
(* s9 = T^a _ T^b _ T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s9_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s9_board (2 + a) (2 + b) (2 + c) -> fst (s9_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s9_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s9_q2] in Hc |- *.
  rewrite tf_game_eq, (s9_c27_L a b c), (s9_c27_R a b c); cbn [map].
  pose proof (use_s9 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s9_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s9_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  rewrite (s9_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s10 = T^a _ T^b _ T^c F _ on a==0 && b==0 && c==0: the board of s8 *)
Lemma s10_c1_p1 x (Hs8 : s8_claim x) :
  x = s10_board 0 0 0 -> fst (s10_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s10_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s10_q1] in Hc |- *.
  pose proof (Hs8 0 0 ltac:(rewrite Hx; unfold s10_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s10 = T^a _ T^b _ T^c F _ on a==0 && b==0 && c==1: the board of s8 *)
Lemma s10_c2_p2 x (Hs8 : s8_claim x) :
  x = s10_board 0 0 1 -> fst (s10_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s10_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s10_q2] in Hc |- *.
  pose proof (Hs8 0 1 ltac:(rewrite Hx; unfold s10_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s10 = T^a _ T^b _ T^c F _ on a==0 && b==0 && c>=2: the board of s8 *)
Lemma s10_c3_p2 x (Hs8 : s8_claim x) (c : nat) :
  x = s10_board 0 0 (2 + c) -> fst (s10_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s10_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s10_q2] in Hc |- *.
  pose proof (Hs8 0 (2 + c) ltac:(rewrite Hx; unfold s10_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s10_c4_L : lmoves (s10_board 0 1 0) = [s8_board 0 1].
Proof. unfold s10_board, s8_board. tf_options. Qed.
Lemma s10_c4_R : rmoves (s10_board 0 1 0) = [s6_board 0 1].
Proof. unfold s10_board, s6_board. tf_options. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a==0 && b==1 && c==0 *)
Lemma s10_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s10_board 0 1 0 -> fst (s10_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s10_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s10_q3] in Hc |- *.
  rewrite tf_game_eq, (s10_c4_L), (s10_c4_R); cbn [map].
  pose proof (use_s8 IH 0 1 (opt_l _ _ _ (s10_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH 0 1 (opt_r _ _ _ (s10_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s6_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s10_c5_L : lmoves (s10_board 0 1 1) = [s8_board 0 2; strip [] ([E; T; E; E; F]) [(1, 0)]].
Proof. unfold s10_board, s8_board, strip. tf_options. Qed.
Lemma s10_c5_L2 : tf_norm (strip [] ([E; T; E; E; F]) [(1, 0)]) (s13_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c5_R : rmoves (s10_board 0 1 1) = [strip [] ([E; T; F]) [(1, 2)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c5_R1 : tf_norm (strip [] ([E; T; F]) [(1, 2)]) (s6_board 0 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; F]) [(1, 2)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a==0 && b==1 && c==1 *)
Lemma s10_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s10_board 0 1 1 -> fst (s10_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s10_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c5_L), (s10_c5_R); cbn [map].
  pose proof (use_s8 IH 0 2 (opt_l _ _ _ (s10_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s10_c5_L2)).
  pose proof (use_s13 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s10_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s10_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s10_c5_R1)).
  pose proof (use_s6 IH 0 1 (opt_norm_r _ _ _ _ _ (s10_c5_R) ltac:(cbn [In]; left; reflexivity) (s10_c5_R1))) as Ho2.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s6_p1 Ho2 I).
  rewrite (s6_p1_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c6_L (c : nat) : lmoves (s10_board 0 1 (2 + c)) = [s8_board 0 (3 + c); strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s10_board, s8_board, strip. tf_options. Qed.
Lemma s10_c6_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s14_board 0 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c6_R (c : nat) : rmoves (s10_board 0 1 (2 + c)) = [].
Proof. unfold s10_board. tf_options. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s10_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s10_board 0 1 (2 + c) -> fst (s10_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s10_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c6_L c), (s10_c6_R c); cbn [map].
  pose proof (use_s8 IH 0 (3 + c) (opt_l _ _ _ (s10_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s10_c6_L2 c)).
  pose proof (use_s14 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s10_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s10_c6_L2 c))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s14_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s14_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s14_p19 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s10_c7_L (b : nat) : lmoves (s10_board 0 (2 + b) 0) = [s10_board 0 (1 + b) 1].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c7_R (b : nat) : rmoves (s10_board 0 (2 + b) 0) = [s6_board 0 (2 + b)].
Proof. unfold s10_board, s6_board. tf_options. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a==0 && b>=2 && c==0 *)
Lemma s10_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s10_board 0 (2 + b) 0 -> fst (s10_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s10_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s10_q3] in Hc |- *.
  rewrite tf_game_eq, (s10_c7_L b), (s10_c7_R b); cbn [map].
  pose proof (use_s10 IH 0 (1 + b) 1 (opt_l _ _ _ (s10_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH 0 (2 + b) (opt_r _ _ _ (s10_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s6_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s10_c8_L (b : nat) : lmoves (s10_board 0 (2 + b) 1) = [s10_board 0 (1 + b) 2; strip [] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c8_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s13_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c8_R (b : nat) : rmoves (s10_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c8_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s6_board 0 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s10_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s10_board 0 (2 + b) 1 -> fst (s10_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s10_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c8_L b), (s10_c8_R b); cbn [map].
  pose proof (use_s10 IH 0 (1 + b) 2 (opt_l _ _ _ (s10_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s10_c8_L2 b)).
  pose proof (use_s13 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s10_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s10_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s10_c8_R1 b)).
  pose proof (use_s6 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s10_c8_R b) ltac:(cbn [In]; left; reflexivity) (s10_c8_R1 b))) as Ho2.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s6_p1 Ho2 I).
  rewrite (s6_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c9_L (b c : nat) : lmoves (s10_board 0 (2 + b) (2 + c)) = [s10_board 0 (1 + b) (3 + c); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c9_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s14_board 0 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c9_R (b c : nat) : rmoves (s10_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s10_board. tf_options. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s10_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s10_board 0 (2 + b) (2 + c) -> fst (s10_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s10_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c9_L b c), (s10_c9_R b c); cbn [map].
  pose proof (use_s10 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s10_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s10_c9_L2 b c)).
  pose proof (use_s14 IH 0 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s10_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s10_c9_L2 b c))) as Ho1.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s14_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s14_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s10 = T^a _ T^b _ T^c F _ on a==1 && b==0 && c==0: the board of s8 *)
Lemma s10_c10_p1 x (Hs8 : s8_claim x) :
  x = s10_board 1 0 0 -> fst (s10_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s10_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s10_q1] in Hc |- *.
  pose proof (Hs8 1 0 ltac:(rewrite Hx; unfold s10_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s10 = T^a _ T^b _ T^c F _ on a==1 && b==0 && c==1: the board of s8 *)
Lemma s10_c11_p2 x (Hs8 : s8_claim x) :
  x = s10_board 1 0 1 -> fst (s10_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s10_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s10_q2] in Hc |- *.
  pose proof (Hs8 1 1 ltac:(rewrite Hx; unfold s10_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s10 = T^a _ T^b _ T^c F _ on a==1 && b==0 && c>=2: the board of s8 *)
Lemma s10_c12_p2 x (Hs8 : s8_claim x) (c : nat) :
  x = s10_board 1 0 (2 + c) -> fst (s10_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s10_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s10_q2] in Hc |- *.
  pose proof (Hs8 1 (2 + c) ltac:(rewrite Hx; unfold s10_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s10_c13_L : lmoves (s10_board 1 1 0) = [s10_board 0 2 0; s8_board 1 1].
Proof. unfold s10_board, s8_board. tf_options. Qed.
Lemma s10_c13_R : rmoves (s10_board 1 1 0) = [s6_board 1 1].
Proof. unfold s10_board, s6_board. tf_options. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a==1 && b==1 && c==0 *)
Lemma s10_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s10_board 1 1 0 -> fst (s10_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s10_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s10_q3] in Hc |- *.
  rewrite tf_game_eq, (s10_c13_L), (s10_c13_R); cbn [map].
  pose proof (use_s10 IH 0 2 0 (opt_l _ _ _ (s10_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 1 (opt_l _ _ _ (s10_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH 1 1 (opt_r _ _ _ (s10_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s6_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s10_c14_L : lmoves (s10_board 1 1 1) = [s10_board 0 2 1; s8_board 1 2; strip [] ([T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s10_board, s8_board, strip. tf_options. Qed.
Lemma s10_c14_L3 : tf_norm (strip [] ([T; E; T; E; E; F]) [(1, 0)]) (s13_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c14_R : rmoves (s10_board 1 1 1) = [strip [] ([T; E; T; F]) [(1, 2)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c14_R1 : tf_norm (strip [] ([T; E; T; F]) [(1, 2)]) (s6_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; F]) [(1, 2)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a==1 && b==1 && c==1 *)
Lemma s10_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s10_board 1 1 1 -> fst (s10_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s10_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c14_L), (s10_c14_R); cbn [map].
  pose proof (use_s10 IH 0 2 1 (opt_l _ _ _ (s10_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 2 (opt_l _ _ _ (s10_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s10_c14_L3)).
  pose proof (use_s13 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s10_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s10_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s10_c14_R1)).
  pose proof (use_s6 IH 1 1 (opt_norm_r _ _ _ _ _ (s10_c14_R) ltac:(cbn [In]; left; reflexivity) (s10_c14_R1))) as Ho3.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s6_p1 Ho3 I).
  rewrite (s6_p1_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c15_L (c : nat) : lmoves (s10_board 1 1 (2 + c)) = [s10_board 0 2 (2 + c); s8_board 1 (3 + c); strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s10_board, s8_board, strip. tf_options. Qed.
Lemma s10_c15_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s14_board 1 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c15_R (c : nat) : rmoves (s10_board 1 1 (2 + c)) = [].
Proof. unfold s10_board. tf_options. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s10_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s10_board 1 1 (2 + c) -> fst (s10_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s10_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c15_L c), (s10_c15_R c); cbn [map].
  pose proof (use_s10 IH 0 2 (2 + c) (opt_l _ _ _ (s10_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (3 + c) (opt_l _ _ _ (s10_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s10_c15_L3 c)).
  pose proof (use_s14 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s10_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s10_c15_L3 c))) as Ho2.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s14_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s14_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s10_c16_L (b : nat) : lmoves (s10_board 1 (2 + b) 0) = [s10_board 0 (3 + b) 0; s10_board 1 (1 + b) 1].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c16_R (b : nat) : rmoves (s10_board 1 (2 + b) 0) = [s6_board 1 (2 + b)].
Proof. unfold s10_board, s6_board. tf_options. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a==1 && b>=2 && c==0 *)
Lemma s10_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s10_board 1 (2 + b) 0 -> fst (s10_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s10_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s10_q3] in Hc |- *.
  rewrite tf_game_eq, (s10_c16_L b), (s10_c16_R b); cbn [map].
  pose proof (use_s10 IH 0 (3 + b) 0 (opt_l _ _ _ (s10_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 (1 + b) 1 (opt_l _ _ _ (s10_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH 1 (2 + b) (opt_r _ _ _ (s10_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s6_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s10_c17_L (b : nat) : lmoves (s10_board 1 (2 + b) 1) = [s10_board 0 (3 + b) 1; s10_board 1 (1 + b) 2; strip [] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c17_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s13_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c17_R (b : nat) : rmoves (s10_board 1 (2 + b) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s6_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s10_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s10_board 1 (2 + b) 1 -> fst (s10_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s10_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c17_L b), (s10_c17_R b); cbn [map].
  pose proof (use_s10 IH 0 (3 + b) 1 (opt_l _ _ _ (s10_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 (1 + b) 2 (opt_l _ _ _ (s10_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s10_c17_L3 b)).
  pose proof (use_s13 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s10_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s10_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s10_c17_R1 b)).
  pose proof (use_s6 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s10_c17_R b) ltac:(cbn [In]; left; reflexivity) (s10_c17_R1 b))) as Ho3.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s6_p1 Ho3 I).
  rewrite (s6_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c18_L (b c : nat) : lmoves (s10_board 1 (2 + b) (2 + c)) = [s10_board 0 (3 + b) (2 + c); s10_board 1 (1 + b) (3 + c); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c18_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s14_board 1 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c18_R (b c : nat) : rmoves (s10_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s10_board. tf_options. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s10_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s10_board 1 (2 + b) (2 + c) -> fst (s10_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s10_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c18_L b c), (s10_c18_R b c); cbn [map].
  pose proof (use_s10 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s10_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s10_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s10_c18_L3 b c)).
  pose proof (use_s14 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s10_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s10_c18_L3 b c))) as Ho2.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s14_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s14_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s10 = T^a _ T^b _ T^c F _ on a>=2 && b==0 && c==0: the board of s8 *)
Lemma s10_c19_p1 x (Hs8 : s8_claim x) (a : nat) :
  x = s10_board (2 + a) 0 0 -> fst (s10_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s10_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s10_q1] in Hc |- *.
  pose proof (Hs8 (2 + a) 0 ltac:(rewrite Hx; unfold s10_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s10 = T^a _ T^b _ T^c F _ on a>=2 && b==0 && c==1: the board of s8 *)
Lemma s10_c20_p2 x (Hs8 : s8_claim x) (a : nat) :
  x = s10_board (2 + a) 0 1 -> fst (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s10_q2] in Hc |- *.
  pose proof (Hs8 (2 + a) 1 ltac:(rewrite Hx; unfold s10_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s10 = T^a _ T^b _ T^c F _ on a>=2 && b==0 && c>=2: the board of s8 *)
Lemma s10_c21_p2 x (Hs8 : s8_claim x) (a c : nat) :
  x = s10_board (2 + a) 0 (2 + c) -> fst (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s10_q2] in Hc |- *.
  pose proof (Hs8 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s10_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s10_c22_L (a : nat) : lmoves (s10_board (2 + a) 1 0) = [s10_board (1 + a) 2 0; s8_board (2 + a) 1].
Proof. unfold s10_board, s8_board. tf_options. Qed.
Lemma s10_c22_R (a : nat) : rmoves (s10_board (2 + a) 1 0) = [s6_board (2 + a) 1].
Proof. unfold s10_board, s6_board. tf_options. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a>=2 && b==1 && c==0 *)
Lemma s10_c22_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s10_board (2 + a) 1 0 -> fst (s10_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s10_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s10_q3] in Hc |- *.
  rewrite tf_game_eq, (s10_c22_L a), (s10_c22_R a); cbn [map].
  pose proof (use_s10 IH (1 + a) 2 0 (opt_l _ _ _ (s10_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) 1 (opt_l _ _ _ (s10_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH (2 + a) 1 (opt_r _ _ _ (s10_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s6_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s10_c23_L (a : nat) : lmoves (s10_board (2 + a) 1 1) = [s10_board (1 + a) 2 1; s8_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s10_board, s8_board, strip. tf_options. Qed.
Lemma s10_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; F]) [(1, 0)]) (s13_board (2 + a) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c23_R (a : nat) : rmoves (s10_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F]) [(1, 2)]) (s6_board (2 + a) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s10_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s10_board (2 + a) 1 1 -> fst (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c23_L a), (s10_c23_R a); cbn [map].
  pose proof (use_s10 IH (1 + a) 2 1 (opt_l _ _ _ (s10_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) 2 (opt_l _ _ _ (s10_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s10_c23_L3 a)).
  pose proof (use_s13 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s10_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s10_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s10_c23_R1 a)).
  pose proof (use_s6 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s10_c23_R a) ltac:(cbn [In]; left; reflexivity) (s10_c23_R1 a))) as Ho3.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s6_p1 Ho3 I).
  rewrite (s6_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c24_L (a c : nat) : lmoves (s10_board (2 + a) 1 (2 + c)) = [s10_board (1 + a) 2 (2 + c); s8_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s10_board, s8_board, strip. tf_options. Qed.
Lemma s10_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s14_board (2 + a) 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c24_R (a c : nat) : rmoves (s10_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s10_board. tf_options. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s10_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s10_board (2 + a) 1 (2 + c) -> fst (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c24_L a c), (s10_c24_R a c); cbn [map].
  pose proof (use_s10 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s10_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (3 + c) (opt_l _ _ _ (s10_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s10_c24_L3 a c)).
  pose proof (use_s14 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s10_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s10_c24_L3 a c))) as Ho2.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s14_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s14_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s10_c25_L (a b : nat) : lmoves (s10_board (2 + a) (2 + b) 0) = [s10_board (1 + a) (3 + b) 0; s10_board (2 + a) (1 + b) 1].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c25_R (a b : nat) : rmoves (s10_board (2 + a) (2 + b) 0) = [s6_board (2 + a) (2 + b)].
Proof. unfold s10_board, s6_board. tf_options. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a>=2 && b>=2 && c==0 *)
Lemma s10_c25_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s10_board (2 + a) (2 + b) 0 -> fst (s10_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s10_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s10_q3] in Hc |- *.
  rewrite tf_game_eq, (s10_c25_L a b), (s10_c25_R a b); cbn [map].
  pose proof (use_s10 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s10_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s10_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH (2 + a) (2 + b) (opt_r _ _ _ (s10_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s6_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s10_c26_L (a b : nat) : lmoves (s10_board (2 + a) (2 + b) 1) = [s10_board (1 + a) (3 + b) 1; s10_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s13_board (2 + a) (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c26_R (a b : nat) : rmoves (s10_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s6_board (2 + a) (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s10_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s10_board (2 + a) (2 + b) 1 -> fst (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c26_L a b), (s10_c26_R a b); cbn [map].
  pose proof (use_s10 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s10_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s10_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s10_c26_L3 a b)).
  pose proof (use_s13 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s10_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s10_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s10_c26_R1 a b)).
  pose proof (use_s6 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s10_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s10_c26_R1 a b))) as Ho3.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s6_p1 Ho3 I).
  rewrite (s6_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c27_L (a b c : nat) : lmoves (s10_board (2 + a) (2 + b) (2 + c)) = [s10_board (1 + a) (3 + b) (2 + c); s10_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s14_board (2 + a) (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c27_R (a b c : nat) : rmoves (s10_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s10_board. tf_options. Qed.
(* s10 = T^a _ T^b _ T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s10_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s10_board (2 + a) (2 + b) (2 + c) -> fst (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c27_L a b c), (s10_c27_R a b c); cbn [map].
  pose proof (use_s10 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s10_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s10_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s10_c27_L3 a b c)).
  pose proof (use_s14 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s10_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s10_c27_L3 a b c))) as Ho2.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s14_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s14_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s11_c1_L : lmoves (s11_board 0 0) = [].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c1_R : rmoves (s11_board 0 0) = [strip [(2, 1)] ([E]) []].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c1_R1 : tf_norm (strip [(2, 1)] ([E]) []) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _^3 T^b F on a==0 && b==0 *)
Lemma s11_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s11_board 0 0 -> fst (s11_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s11_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s11_q1] in Hc |- *.
  rewrite tf_game_eq, (s11_c1_L), (s11_c1_R); cbn [map].
  rewrite (tf_norm_blank (s11_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c2_L : lmoves (s11_board 0 1) = [].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c2_R : rmoves (s11_board 0 1) = [strip [(2, 1)] ([]) [(1, 1)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c2_R1 : tf_norm (strip [(2, 1)] ([]) [(1, 1)]) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _^3 T^b F on a==0 && b==1 *)
Lemma s11_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s11_board 0 1 -> fst (s11_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s11_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q1] in Hc |- *.
  rewrite tf_game_eq, (s11_c2_L), (s11_c2_R); cbn [map].
  rewrite (tf_norm_blank (s11_c2_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c3_L (b : nat) : lmoves (s11_board 0 (2 + b)) = [].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c3_R (b : nat) : rmoves (s11_board 0 (2 + b)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _^3 T^b F on a==0 && b>=2 *)
Lemma s11_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s11_board 0 (2 + b) -> fst (s11_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s11_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c3_L b), (s11_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s11_c4_L : lmoves (s11_board 1 0) = [s13_board 0 1 0].
Proof. unfold s11_board, s13_board. tf_options. Qed.
Lemma s11_c4_R : rmoves (s11_board 1 0) = [s8_board 1 0].
Proof. unfold s11_board, s8_board. tf_options. Qed.
(* s11 = T^a _^3 T^b F on a==1 && b==0 *)
Lemma s11_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s11_board 1 0 -> fst (s11_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s11_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s11_q3] in Hc |- *.
  rewrite tf_game_eq, (s11_c4_L), (s11_c4_R); cbn [map].
  pose proof (use_s13 IH 0 1 0 (opt_l _ _ _ (s11_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 0 (opt_r _ _ _ (s11_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s8_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s11_c5_L : lmoves (s11_board 1 1) = [s13_board 0 1 1].
Proof. unfold s11_board, s13_board. tf_options. Qed.
Lemma s11_c5_R : rmoves (s11_board 1 1) = [strip [] ([T; E; E; F]) [(1, 1)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c5_R1 : tf_norm (strip [] ([T; E; E; F]) [(1, 1)]) (s8_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _^3 T^b F on a==1 && b==1 *)
Lemma s11_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s11_board 1 1 -> fst (s11_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s11_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q3] in Hc |- *.
  rewrite tf_game_eq, (s11_c5_L), (s11_c5_R); cbn [map].
  pose proof (use_s13 IH 0 1 1 (opt_l _ _ _ (s11_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s11_c5_R1)).
  pose proof (use_s8 IH 1 0 (opt_norm_r _ _ _ _ _ (s11_c5_R) ltac:(cbn [In]; left; reflexivity) (s11_c5_R1))) as Ho1.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s8_p1 Ho1 ltac:(zlia)).
  rewrite (s8_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s11_c6_L (b : nat) : lmoves (s11_board 1 (2 + b)) = [s13_board 0 1 (2 + b)].
Proof. unfold s11_board, s13_board. tf_options. Qed.
Lemma s11_c6_R (b : nat) : rmoves (s11_board 1 (2 + b)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _^3 T^b F on a==1 && b>=2 *)
Lemma s11_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s11_board 1 (2 + b) -> fst (s11_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s11_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c6_L b), (s11_c6_R b); cbn [map].
  pose proof (use_s13 IH 0 1 (2 + b) (opt_l _ _ _ (s11_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s11_c7_L (a : nat) : lmoves (s11_board (2 + a) 0) = [s13_board (1 + a) 1 0].
Proof. unfold s11_board, s13_board. tf_options. Qed.
Lemma s11_c7_R (a : nat) : rmoves (s11_board (2 + a) 0) = [s8_board (2 + a) 0].
Proof. unfold s11_board, s8_board. tf_options. Qed.
(* s11 = T^a _^3 T^b F on a>=2 && b==0 *)
Lemma s11_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s11_board (2 + a) 0 -> fst (s11_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s11_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s11_q3] in Hc |- *.
  rewrite tf_game_eq, (s11_c7_L a), (s11_c7_R a); cbn [map].
  pose proof (use_s13 IH (1 + a) 1 0 (opt_l _ _ _ (s11_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) 0 (opt_r _ _ _ (s11_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s8_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s11_c8_L (a : nat) : lmoves (s11_board (2 + a) 1) = [s13_board (1 + a) 1 1].
Proof. unfold s11_board, s13_board. tf_options. Qed.
Lemma s11_c8_R (a : nat) : rmoves (s11_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]) (s8_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _^3 T^b F on a>=2 && b==1 *)
Lemma s11_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s11_board (2 + a) 1 -> fst (s11_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s11_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q3] in Hc |- *.
  rewrite tf_game_eq, (s11_c8_L a), (s11_c8_R a); cbn [map].
  pose proof (use_s13 IH (1 + a) 1 1 (opt_l _ _ _ (s11_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s11_c8_R1 a)).
  pose proof (use_s8 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s11_c8_R a) ltac:(cbn [In]; left; reflexivity) (s11_c8_R1 a))) as Ho1.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s8_p1 Ho1 ltac:(zlia)).
  rewrite (s8_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s11_c9_L (a b : nat) : lmoves (s11_board (2 + a) (2 + b)) = [s13_board (1 + a) 1 (2 + b)].
Proof. unfold s11_board, s13_board. tf_options. Qed.
Lemma s11_c9_R (a b : nat) : rmoves (s11_board (2 + a) (2 + b)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _^3 T^b F on a>=2 && b>=2 *)
Lemma s11_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s11_board (2 + a) (2 + b) -> fst (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c9_L a b), (s11_c9_R a b); cbn [map].
  pose proof (use_s13 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s11_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s12 = T^a _^2 T^b _ T^c F on a==0 && b==0 && c==0: the board of s11 *)
Lemma s12_c1_p1 x (Hs11 : s11_claim x) :
  x = s12_board 0 0 0 -> fst (s12_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q1] in Hc |- *.
  pose proof (Hs11 0 0 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _^2 T^b _ T^c F on a==0 && b==0 && c==1: the board of s11 *)
Lemma s12_c2_p3 x (Hs11 : s11_claim x) :
  x = s12_board 0 0 1 -> fst (s12_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q3] in Hc |- *.
  pose proof (Hs11 0 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _^2 T^b _ T^c F on a==0 && b==0 && c>=2: the board of s11 *)
Lemma s12_c3_p4 x (Hs11 : s11_claim x) (c : nat) :
  x = s12_board 0 0 (2 + c) -> fst (s12_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q4] in Hc |- *.
  pose proof (Hs11 0 (2 + c) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c4_L : lmoves (s12_board 0 1 0) = [s11_board 0 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c4_R : rmoves (s12_board 0 1 0) = [s8_board 0 1].
Proof. unfold s12_board, s8_board. tf_options. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a==0 && b==1 && c==0 *)
Lemma s12_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 0 1 0 -> fst (s12_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q1] in Hc |- *.
  rewrite tf_game_eq, (s12_c4_L), (s12_c4_R); cbn [map].
  pose proof (use_s11 IH 0 1 (opt_l _ _ _ (s12_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 0 1 (opt_r _ _ _ (s12_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c5_L : lmoves (s12_board 0 1 1) = [s11_board 0 2].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c5_R : rmoves (s12_board 0 1 1) = [strip [] ([E; E; T; F]) [(1, 1)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c5_R1 : tf_norm (strip [] ([E; E; T; F]) [(1, 1)]) (s8_board 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a==0 && b==1 && c==1 *)
Lemma s12_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 0 1 1 -> fst (s12_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q5] in Hc |- *.
  rewrite tf_game_eq, (s12_c5_L), (s12_c5_R); cbn [map].
  pose proof (use_s11 IH 0 2 (opt_l _ _ _ (s12_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s12_c5_R1)).
  pose proof (use_s8 IH 0 1 (opt_norm_r _ _ _ _ _ (s12_c5_R) ltac:(cbn [In]; left; reflexivity) (s12_c5_R1))) as Ho1.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c6_L (c : nat) : lmoves (s12_board 0 1 (2 + c)) = [s11_board 0 (3 + c)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c6_R (c : nat) : rmoves (s12_board 0 1 (2 + c)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a==0 && b==1 && c>=2 *)
Lemma s12_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s12_board 0 1 (2 + c) -> fst (s12_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s12_q4] in Hc |- *.
  rewrite tf_game_eq, (s12_c6_L c), (s12_c6_R c); cbn [map].
  pose proof (use_s11 IH 0 (3 + c) (opt_l _ _ _ (s12_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s12_c7_L (b : nat) : lmoves (s12_board 0 (2 + b) 0) = [s12_board 0 (1 + b) 1].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c7_R (b : nat) : rmoves (s12_board 0 (2 + b) 0) = [s8_board 0 (2 + b)].
Proof. unfold s12_board, s8_board. tf_options. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a==0 && b>=2 && c==0 *)
Lemma s12_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 0 (2 + b) 0 -> fst (s12_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s12_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q6] in Hc |- *.
  rewrite tf_game_eq, (s12_c7_L b), (s12_c7_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 1 (opt_l _ _ _ (s12_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 0 (2 + b) (opt_r _ _ _ (s12_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p5 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 0 (2 + b) 0 -> fst (s12_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s12_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c7_L b), (s12_c7_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 1 (opt_l _ _ _ (s12_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 0 (2 + b) (opt_r _ _ _ (s12_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p7 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c7_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 0 (2 + b) 0 -> fst (s12_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s12_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q11] in Hc |- *.
  rewrite tf_game_eq, (s12_c7_L b), (s12_c7_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 1 (opt_l _ _ _ (s12_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 0 (2 + b) (opt_r _ _ _ (s12_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p10 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c8_L (b : nat) : lmoves (s12_board 0 (2 + b) 1) = [s12_board 0 (1 + b) 2].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c8_R (b : nat) : rmoves (s12_board 0 (2 + b) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c8_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s8_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a==0 && b>=2 && c==1 *)
Lemma s12_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 0 (2 + b) 1 -> fst (s12_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s12_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q7] in Hc |- *.
  rewrite tf_game_eq, (s12_c8_L b), (s12_c8_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 2 (opt_l _ _ _ (s12_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s12_c8_R1 b)).
  pose proof (use_s8 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s12_c8_R b) ltac:(cbn [In]; left; reflexivity) (s12_c8_R1 b))) as Ho1.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 0 (2 + b) 1 -> fst (s12_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s12_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q10] in Hc |- *.
  rewrite tf_game_eq, (s12_c8_L b), (s12_c8_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 2 (opt_l _ _ _ (s12_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s12_c8_R1 b)).
  pose proof (use_s8 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s12_c8_R b) ltac:(cbn [In]; left; reflexivity) (s12_c8_R1 b))) as Ho1.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c9_L (b c : nat) : lmoves (s12_board 0 (2 + b) (2 + c)) = [s12_board 0 (1 + b) (3 + c)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c9_R (b c : nat) : rmoves (s12_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a==0 && b>=2 && c>=2 *)
Lemma s12_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s12_board 0 (2 + b) (2 + c) -> fst (s12_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s12_q4] in Hc |- *.
  rewrite tf_game_eq, (s12_c9_L b c), (s12_c9_R b c); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s12_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s12 = T^a _^2 T^b _ T^c F on a==1 && b==0 && c==0: the board of s11 *)
Lemma s12_c10_p12 x (Hs11 : s11_claim x) :
  x = s12_board 1 0 0 -> fst (s12_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q12] in Hc |- *.
  pose proof (Hs11 1 0 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s12 = T^a _^2 T^b _ T^c F on a==1 && b==0 && c==1: the board of s11 *)
Lemma s12_c11_p12 x (Hs11 : s11_claim x) :
  x = s12_board 1 0 1 -> fst (s12_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q12] in Hc |- *.
  pose proof (Hs11 1 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s12 = T^a _^2 T^b _ T^c F on a==1 && b==0 && c>=2: the board of s11 *)
Lemma s12_c12_p4 x (Hs11 : s11_claim x) (c : nat) :
  x = s12_board 1 0 (2 + c) -> fst (s12_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q4] in Hc |- *.
  pose proof (Hs11 1 (2 + c) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c13_L : lmoves (s12_board 1 1 0) = [s14_board 0 1 1 0; s11_board 1 1].
Proof. unfold s11_board, s12_board, s14_board. tf_options. Qed.
Lemma s12_c13_R : rmoves (s12_board 1 1 0) = [s8_board 1 1].
Proof. unfold s12_board, s8_board. tf_options. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a==1 && b==1 && c==0 *)
Lemma s12_c13_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 1 1 0 -> fst (s12_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c13_L), (s12_c13_R); cbn [map].
  pose proof (use_s14 IH 0 1 1 0 (opt_l _ _ _ (s12_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 1 (opt_l _ _ _ (s12_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 1 1 (opt_r _ _ _ (s12_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s14_p15 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c14_L : lmoves (s12_board 1 1 1) = [s14_board 0 1 1 1; s11_board 1 2].
Proof. unfold s11_board, s12_board, s14_board. tf_options. Qed.
Lemma s12_c14_R : rmoves (s12_board 1 1 1) = [strip [] ([T; E; E; T; F]) [(1, 1)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c14_R1 : tf_norm (strip [] ([T; E; E; T; F]) [(1, 1)]) (s8_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a==1 && b==1 && c==1 *)
Lemma s12_c14_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 1 1 1 -> fst (s12_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q12] in Hc |- *.
  rewrite tf_game_eq, (s12_c14_L), (s12_c14_R); cbn [map].
  pose proof (use_s14 IH 0 1 1 1 (opt_l _ _ _ (s12_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 2 (opt_l _ _ _ (s12_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s12_c14_R1)).
  pose proof (use_s8 IH 1 1 (opt_norm_r _ _ _ _ _ (s12_c14_R) ltac:(cbn [In]; left; reflexivity) (s12_c14_R1))) as Ho2.
  rewrite (s14_p16 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c15_L (c : nat) : lmoves (s12_board 1 1 (2 + c)) = [s14_board 0 1 1 (2 + c); s11_board 1 (3 + c)].
Proof. unfold s11_board, s12_board, s14_board. tf_options. Qed.
Lemma s12_c15_R (c : nat) : rmoves (s12_board 1 1 (2 + c)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a==1 && b==1 && c>=2 *)
Lemma s12_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s12_board 1 1 (2 + c) -> fst (s12_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s12_q4] in Hc |- *.
  rewrite tf_game_eq, (s12_c15_L c), (s12_c15_R c); cbn [map].
  pose proof (use_s14 IH 0 1 1 (2 + c) (opt_l _ _ _ (s12_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 (3 + c) (opt_l _ _ _ (s12_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s12_c16_L (b : nat) : lmoves (s12_board 1 (2 + b) 0) = [s14_board 0 1 (2 + b) 0; s12_board 1 (1 + b) 1].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s12_c16_R (b : nat) : rmoves (s12_board 1 (2 + b) 0) = [s8_board 1 (2 + b)].
Proof. unfold s12_board, s8_board. tf_options. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a==1 && b>=2 && c==0 *)
Lemma s12_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 1 (2 + b) 0 -> fst (s12_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s12_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c16_L b), (s12_c16_R b); cbn [map].
  pose proof (use_s14 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s12_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 1 (opt_l _ _ _ (s12_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 1 (2 + b) (opt_r _ _ _ (s12_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s14_p19 Ho0 ltac:(zlia)).
  rewrite (s12_p12 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c16_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 1 (2 + b) 0 -> fst (s12_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s12_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q11] in Hc |- *.
  rewrite tf_game_eq, (s12_c16_L b), (s12_c16_R b); cbn [map].
  pose proof (use_s14 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s12_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 1 (opt_l _ _ _ (s12_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH 1 (2 + b) (opt_r _ _ _ (s12_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s14_p11 Ho0 ltac:(zlia)).
  rewrite (s12_p10 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c17_L (b : nat) : lmoves (s12_board 1 (2 + b) 1) = [s14_board 0 1 (2 + b) 1; s12_board 1 (1 + b) 2].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s12_c17_R (b : nat) : rmoves (s12_board 1 (2 + b) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s8_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a==1 && b>=2 && c==1 *)
Lemma s12_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 1 (2 + b) 1 -> fst (s12_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s12_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q10] in Hc |- *.
  rewrite tf_game_eq, (s12_c17_L b), (s12_c17_R b); cbn [map].
  pose proof (use_s14 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s12_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 2 (opt_l _ _ _ (s12_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s12_c17_R1 b)).
  pose proof (use_s8 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s12_c17_R b) ltac:(cbn [In]; left; reflexivity) (s12_c17_R1 b))) as Ho2.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s12_p4 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c18_L (b c : nat) : lmoves (s12_board 1 (2 + b) (2 + c)) = [s14_board 0 1 (2 + b) (2 + c); s12_board 1 (1 + b) (3 + c)].
Proof. unfold s12_board, s14_board. tf_options. Qed.
Lemma s12_c18_R (b c : nat) : rmoves (s12_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a==1 && b>=2 && c>=2 *)
Lemma s12_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s12_board 1 (2 + b) (2 + c) -> fst (s12_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s12_q4] in Hc |- *.
  rewrite tf_game_eq, (s12_c18_L b c), (s12_c18_R b c); cbn [map].
  pose proof (use_s14 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s12_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s12_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s12_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s12 = T^a _^2 T^b _ T^c F on a>=2 && b==0 && c==0: the board of s11 *)
Lemma s12_c19_p8 x (Hs11 : s11_claim x) (a : nat) :
  x = s12_board (2 + a) 0 0 -> fst (s12_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q8] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c19_p13 x (Hs11 : s11_claim x) (a : nat) :
  x = s12_board (2 + a) 0 0 -> fst (s12_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q13] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s12 = T^a _^2 T^b _ T^c F on a>=2 && b==0 && c==1: the board of s11 *)
Lemma s12_c20_p8 x (Hs11 : s11_claim x) (a : nat) :
  x = s12_board (2 + a) 0 1 -> fst (s12_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q8] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c20_p13 x (Hs11 : s11_claim x) (a : nat) :
  x = s12_board (2 + a) 0 1 -> fst (s12_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q13] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s12 = T^a _^2 T^b _ T^c F on a>=2 && b==0 && c>=2: the board of s11 *)
Lemma s12_c21_p4 x (Hs11 : s11_claim x) (a c : nat) :
  x = s12_board (2 + a) 0 (2 + c) -> fst (s12_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q4] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c22_L (a : nat) : lmoves (s12_board (2 + a) 1 0) = [s14_board (1 + a) 1 1 0; s11_board (2 + a) 1].
Proof. unfold s11_board, s12_board, s14_board. tf_options. Qed.
Lemma s12_c22_R (a : nat) : rmoves (s12_board (2 + a) 1 0) = [s8_board (2 + a) 1].
Proof. unfold s12_board, s8_board. tf_options. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a>=2 && b==1 && c==0 *)
Lemma s12_c22_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s12_board (2 + a) 1 0 -> fst (s12_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c22_L a), (s12_c22_R a); cbn [map].
  pose proof (use_s14 IH (1 + a) 1 1 0 (opt_l _ _ _ (s12_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 1 (opt_l _ _ _ (s12_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s8 IH (2 + a) 1 (opt_r _ _ _ (s12_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s14_p15 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c23_L (a : nat) : lmoves (s12_board (2 + a) 1 1) = [s14_board (1 + a) 1 1 1; s11_board (2 + a) 2].
Proof. unfold s11_board, s12_board, s14_board. tf_options. Qed.
Lemma s12_c23_R (a : nat) : rmoves (s12_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F]) [(1, 1)]) (s8_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a>=2 && b==1 && c==1 *)
Lemma s12_c23_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s12_board (2 + a) 1 1 -> fst (s12_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q10] in Hc |- *.
  rewrite tf_game_eq, (s12_c23_L a), (s12_c23_R a); cbn [map].
  pose proof (use_s14 IH (1 + a) 1 1 1 (opt_l _ _ _ (s12_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 2 (opt_l _ _ _ (s12_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s12_c23_R1 a)).
  pose proof (use_s8 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s12_c23_R a) ltac:(cbn [In]; left; reflexivity) (s12_c23_R1 a))) as Ho2.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s8_p2 Ho2 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c24_L (a c : nat) : lmoves (s12_board (2 + a) 1 (2 + c)) = [s14_board (1 + a) 1 1 (2 + c); s11_board (2 + a) (3 + c)].
Proof. unfold s11_board, s12_board, s14_board. tf_options. Qed.
Lemma s12_c24_R (a c : nat) : rmoves (s12_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _^2 T^b _ T^c F on a>=2 && b==1 && c>=2 *)
Lemma s12_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s12_board (2 + a) 1 (2 + c) -> fst (s12_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s12_q4] in Hc |- *.
  rewrite tf_game_eq, (s12_c24_L a c), (s12_c24_R a c); cbn [map].
  pose proof (use_s14 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s12_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) (3 + c) (opt_l _ _ _ (s12_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s14_p18 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

