(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s116_c4_L : lmoves (s116_board 1 0) = [s111_board 1 1 0].
Proof. unfold s111_board, s116_board. tf_options. Qed.
Lemma s116_c4_R : rmoves (s116_board 1 0) = [s119_board 1 0].
Proof. unfold s116_board, s119_board. tf_options. Qed.
(* s116 = T^a F T _^2 T^b F _ on a==1 && b==0 *)
Lemma s116_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s116_board 1 0 -> fst (s116_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s116_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s116_q1] in Hc |- *.
  rewrite tf_game_eq, (s116_c4_L), (s116_c4_R); cbn [map].
  pose proof (use_s111 IH 1 1 0 (opt_l _ _ _ (s116_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s119 IH 1 0 (opt_r _ _ _ (s116_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s111_p3 Ho0 ltac:(zlia)).
  rewrite (s119_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s116_c5_L : lmoves (s116_board 1 1) = [s111_board 1 1 1; strip [] ([T; F; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s111_board, s116_board, strip. tf_options. Qed.
Lemma s116_c5_L2 : tf_norm (strip [] ([T; F; T; E; E; E; F]) [(1, 0)]) (s29_board 1) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
Lemma s116_c5_R : rmoves (s116_board 1 1) = [strip [] ([T; F; T; E; F]) [(1, 2)]].
Proof. unfold s116_board, strip. tf_options. Qed.
Lemma s116_c5_R1 : tf_norm (strip [] ([T; F; T; E; F]) [(1, 2)]) (s119_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; F]) [(1, 2)]); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s116 = T^a F T _^2 T^b F _ on a==1 && b==1 *)
Lemma s116_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s116_board 1 1 -> fst (s116_q1 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s116_q1 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s116_q1] in Hc |- *.
  rewrite tf_game_eq, (s116_c5_L), (s116_c5_R); cbn [map].
  pose proof (use_s111 IH 1 1 1 (opt_l _ _ _ (s116_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s116_c5_L2)).
  pose proof (use_s29 IH 1 (opt_norm_l _ _ _ _ _ (s116_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s116_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s116_c5_R1)).
  pose proof (use_s119 IH 1 0 (opt_norm_r _ _ _ _ _ (s116_c5_R) ltac:(cbn [In]; left; reflexivity) (s116_c5_R1))) as Ho2.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 I).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s116_c6_L (b : nat) : lmoves (s116_board 1 (2 + b)) = [s111_board 1 1 (2 + b); strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s111_board, s116_board, strip. tf_options. Qed.
Lemma s116_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s80_board 1 (1 + b)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s80_board; strip_board_eq | strip_offset]. Qed.
Lemma s116_c6_R (b : nat) : rmoves (s116_board 1 (2 + b)) = [].
Proof. unfold s116_board. tf_options. Qed.
(* s116 = T^a F T _^2 T^b F _ on a==1 && b>=2 *)
Lemma s116_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s116_board 1 (2 + b) -> fst (s116_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s116_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s116_q2] in Hc |- *.
  rewrite tf_game_eq, (s116_c6_L b), (s116_c6_R b); cbn [map].
  pose proof (use_s111 IH 1 1 (2 + b) (opt_l _ _ _ (s116_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s116_c6_L2 b)).
  pose proof (use_s80 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s116_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s116_c6_L2 b))) as Ho1.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s80_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s80_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s80_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s116_c7_L (a : nat) : lmoves (s116_board (2 + a) 0) = [s111_board (2 + a) 1 0].
Proof. unfold s111_board, s116_board. tf_options. Qed.
Lemma s116_c7_R (a : nat) : rmoves (s116_board (2 + a) 0) = [s119_board (2 + a) 0].
Proof. unfold s116_board, s119_board. tf_options. Qed.
(* s116 = T^a F T _^2 T^b F _ on a>=2 && b==0 *)
Lemma s116_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s116_board (2 + a) 0 -> fst (s116_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s116_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s116_q1] in Hc |- *.
  rewrite tf_game_eq, (s116_c7_L a), (s116_c7_R a); cbn [map].
  pose proof (use_s111 IH (2 + a) 1 0 (opt_l _ _ _ (s116_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s119 IH (2 + a) 0 (opt_r _ _ _ (s116_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s111_p4 Ho0 ltac:(zlia)).
  rewrite (s119_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s116_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s116_board (2 + a) 0 -> fst (s116_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s116_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s116_q3] in Hc |- *.
  rewrite tf_game_eq, (s116_c7_L a), (s116_c7_R a); cbn [map].
  pose proof (use_s111 IH (2 + a) 1 0 (opt_l _ _ _ (s116_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s119 IH (2 + a) 0 (opt_r _ _ _ (s116_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s111_p4 Ho0 ltac:(zlia)).
  rewrite (s119_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s116_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s116_board (2 + a) 0 -> fst (s116_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s116_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s116_q5] in Hc |- *.
  rewrite tf_game_eq, (s116_c7_L a), (s116_c7_R a); cbn [map].
  pose proof (use_s111 IH (2 + a) 1 0 (opt_l _ _ _ (s116_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s119 IH (2 + a) 0 (opt_r _ _ _ (s116_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s111_p4 Ho0 ltac:(zlia)).
  rewrite (s119_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s116_c8_L (a : nat) : lmoves (s116_board (2 + a) 1) = [s111_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s111_board, s116_board, strip. tf_options. Qed.
Lemma s116_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; E; F]) [(1, 0)]) (s29_board (2 + a)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
Lemma s116_c8_R (a : nat) : rmoves (s116_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 2)]].
Proof. unfold s116_board, strip. tf_options. Qed.
Lemma s116_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 2)]) (s119_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 2)]); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s116 = T^a F T _^2 T^b F _ on a>=2 && b==1 *)
Lemma s116_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s116_board (2 + a) 1 -> fst (s116_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s116_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s116_q1] in Hc |- *.
  rewrite tf_game_eq, (s116_c8_L a), (s116_c8_R a); cbn [map].
  pose proof (use_s111 IH (2 + a) 1 1 (opt_l _ _ _ (s116_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s116_c8_L2 a)).
  pose proof (use_s29 IH (2 + a) (opt_norm_l _ _ _ _ _ (s116_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s116_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s116_c8_R1 a)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s116_c8_R a) ltac:(cbn [In]; left; reflexivity) (s116_c8_R1 a))) as Ho2.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 I).
  rewrite (s119_p4 Ho2 ltac:(zlia)).
  rewrite (s119_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s116_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s116_board (2 + a) 1 -> fst (s116_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s116_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s116_q4] in Hc |- *.
  rewrite tf_game_eq, (s116_c8_L a), (s116_c8_R a); cbn [map].
  pose proof (use_s111 IH (2 + a) 1 1 (opt_l _ _ _ (s116_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s116_c8_L2 a)).
  pose proof (use_s29 IH (2 + a) (opt_norm_l _ _ _ _ _ (s116_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s116_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s116_c8_R1 a)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s116_c8_R a) ltac:(cbn [In]; left; reflexivity) (s116_c8_R1 a))) as Ho2.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 I).
  rewrite (s119_p5 Ho2 ltac:(zlia)).
  rewrite (s119_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s116_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s116_board (2 + a) 1 -> fst (s116_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s116_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s116_q6] in Hc |- *.
  rewrite tf_game_eq, (s116_c8_L a), (s116_c8_R a); cbn [map].
  pose proof (use_s111 IH (2 + a) 1 1 (opt_l _ _ _ (s116_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s116_c8_L2 a)).
  pose proof (use_s29 IH (2 + a) (opt_norm_l _ _ _ _ _ (s116_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s116_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s116_c8_R1 a)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s116_c8_R a) ltac:(cbn [In]; left; reflexivity) (s116_c8_R1 a))) as Ho2.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 I).
  rewrite (s119_p6 Ho2 ltac:(zlia)).
  rewrite (s119_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s116_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s116_board (2 + a) 1 -> fst (s116_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s116_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s116_q7] in Hc |- *.
  rewrite tf_game_eq, (s116_c8_L a), (s116_c8_R a); cbn [map].
  pose proof (use_s111 IH (2 + a) 1 1 (opt_l _ _ _ (s116_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s116_c8_L2 a)).
  pose proof (use_s29 IH (2 + a) (opt_norm_l _ _ _ _ _ (s116_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s116_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s116_c8_R1 a)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s116_c8_R a) ltac:(cbn [In]; left; reflexivity) (s116_c8_R1 a))) as Ho2.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 I).
  rewrite (s119_p6 Ho2 ltac:(zlia)).
  rewrite (s119_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s116_c9_L (a b : nat) : lmoves (s116_board (2 + a) (2 + b)) = [s111_board (2 + a) 1 (2 + b); strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s111_board, s116_board, strip. tf_options. Qed.
Lemma s116_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s80_board (2 + a) (1 + b)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s80_board; strip_board_eq | strip_offset]. Qed.
Lemma s116_c9_R (a b : nat) : rmoves (s116_board (2 + a) (2 + b)) = [].
Proof. unfold s116_board. tf_options. Qed.
(* s116 = T^a F T _^2 T^b F _ on a>=2 && b>=2 *)
Lemma s116_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s116_board (2 + a) (2 + b) -> fst (s116_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s116_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s116_q2] in Hc |- *.
  rewrite tf_game_eq, (s116_c9_L a b), (s116_c9_R a b); cbn [map].
  pose proof (use_s111 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s116_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s116_c9_L2 a b)).
  pose proof (use_s80 IH (2 + a) (1 + b) (opt_norm_l _ _ _ _ _ (s116_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s116_c9_L2 a b))) as Ho1.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
  {
    rewrite (s80_p1 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s80_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s80_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s80_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s80_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s117_c1_L : lmoves (s117_board 0) = [strip [(0, 1)] ([E; T; E; E; T; F]) []].
Proof. unfold s117_board, strip. tf_options. Qed.
Lemma s117_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; F]) []) (s72_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s117_c1_R : rmoves (s117_board 0) = [strip [(0, 1)] ([T; E; E; F]) [(1, 1)]].
Proof. unfold s117_board, strip. tf_options. Qed.
Lemma s117_c1_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F]) [(1, 1)]) (s63_board 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s117 = T^a F T _^3 T F on a==0 *)
Lemma s117_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s117_board 0 -> fst (s117_q1 (Z.of_nat 0)) -> tf_game x == snd (s117_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s117_q1] in Hc |- *.
  rewrite tf_game_eq, (s117_c1_L), (s117_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s117_c1_L1)).
  pose proof (use_s72 IH 0 1 (opt_norm_l _ _ _ _ _ (s117_c1_L) ltac:(cbn [In]; left; reflexivity) (s117_c1_L1))) as Ho0.
  rewrite (tf_norm_game (s117_c1_R1)).
  pose proof (use_s63 IH 1 0 (opt_norm_r _ _ _ _ _ (s117_c1_R) ltac:(cbn [In]; left; reflexivity) (s117_c1_R1))) as Ho1.
  rewrite (s72_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s117_c2_L : lmoves (s117_board 1) = [s109_board 1 1].
Proof. unfold s109_board, s117_board. tf_options. Qed.
Lemma s117_c2_R : rmoves (s117_board 1) = [strip [] ([T; F; T; E; E; F]) [(1, 1)]].
Proof. unfold s117_board, strip. tf_options. Qed.
Lemma s117_c2_R1 : tf_norm (strip [] ([T; F; T; E; E; F]) [(1, 1)]) (s116_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s117 = T^a F T _^3 T F on a==1 *)
Lemma s117_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s117_board 1 -> fst (s117_q1 (Z.of_nat 1)) -> tf_game x == snd (s117_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s117_q1] in Hc |- *.
  rewrite tf_game_eq, (s117_c2_L), (s117_c2_R); cbn [map].
  pose proof (use_s109 IH 1 1 (opt_l _ _ _ (s117_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s117_c2_R1)).
  pose proof (use_s116 IH 1 0 (opt_norm_r _ _ _ _ _ (s117_c2_R) ltac:(cbn [In]; left; reflexivity) (s117_c2_R1))) as Ho1.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s116_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s117_c3_L (a : nat) : lmoves (s117_board (2 + a)) = [s109_board (2 + a) 1].
Proof. unfold s109_board, s117_board. tf_options. Qed.
Lemma s117_c3_R (a : nat) : rmoves (s117_board (2 + a)) = [strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 1)]].
Proof. unfold s117_board, strip. tf_options. Qed.
Lemma s117_c3_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 1)]) (s116_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s117 = T^a F T _^3 T F on a>=2 *)
Lemma s117_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s117_board (2 + a) -> fst (s117_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s117_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s117_q1] in Hc |- *.
  rewrite tf_game_eq, (s117_c3_L a), (s117_c3_R a); cbn [map].
  pose proof (use_s109 IH (2 + a) 1 (opt_l _ _ _ (s117_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s117_c3_R1 a)).
  pose proof (use_s116 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s117_c3_R a) ltac:(cbn [In]; left; reflexivity) (s117_c3_R1 a))) as Ho1.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s116_p1 Ho1 ltac:(zlia)).
    rewrite (s116_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s116_p3 Ho1 ltac:(zlia)).
    rewrite (s116_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s116_p5 Ho1 ltac:(zlia)).
    rewrite (s116_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s118 = T^a F T _^2 T^b _ T F on a==0 && b==0: the board of s117 *)
Lemma s118_c1_p1 x (Hs117 : s117_claim x) :
  x = s118_board 0 0 -> fst (s118_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s118_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s118_q1] in Hc |- *.
  pose proof (Hs117 0 ltac:(rewrite Hx; unfold s118_board, s117_board; board_eq)) as Ho0.
  rewrite (s117_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s118_c2_L : lmoves (s118_board 0 1) = [strip [(0, 1)] ([E; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; E; E; T; T; F]) []].
Proof. unfold s118_board, strip. tf_options. Qed.
Lemma s118_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; T; F]) []) (s74_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s118_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; E; T; T; F]) []) (repeat E 3) (3).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 3)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s118_c2_R : rmoves (s118_board 0 1) = [strip [(0, 1)] ([T; E; E; T; F]) [(1, 1)]].
Proof. unfold s118_board, strip. tf_options. Qed.
Lemma s118_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F]) [(1, 1)]) (s63_board 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s118 = T^a F T _^2 T^b _ T F on a==0 && b==1 *)
Lemma s118_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s118_board 0 1 -> fst (s118_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s118_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s118_q1] in Hc |- *.
  rewrite tf_game_eq, (s118_c2_L), (s118_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s118_c2_L1)).
  pose proof (use_s74 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s118_c2_L) ltac:(cbn [In]; left; reflexivity) (s118_c2_L1))) as Ho0.
  rewrite (tf_norm_blank (s118_c2_L2)).
  rewrite (tf_norm_game (s118_c2_R1)).
  pose proof (use_s63 IH 1 1 (opt_norm_r _ _ _ _ _ (s118_c2_R) ltac:(cbn [In]; left; reflexivity) (s118_c2_R1))) as Ho2.
  rewrite (s74_p3 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s118_c3_L (b : nat) : lmoves (s118_board 0 (2 + b)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s118_board, strip. tf_options. Qed.
Lemma s118_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; T; F]) []) (s74_board 0 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s118_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + b) + 2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 2); (1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s118_c3_R (b : nat) : rmoves (s118_board 0 (2 + b)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s118_board, strip. tf_options. Qed.
Lemma s118_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s63_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s118 = T^a F T _^2 T^b _ T F on a==0 && b>=2 *)
Lemma s118_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s118_board 0 (2 + b) -> fst (s118_q4 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s118_q4 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s118_q4] in Hc |- *.
  rewrite tf_game_eq, (s118_c3_L b), (s118_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s118_c3_L1 b)).
  pose proof (use_s74 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s118_c3_L b) ltac:(cbn [In]; left; reflexivity) (s118_c3_L1 b))) as Ho0.
  rewrite (tf_norm_blank (s118_c3_L2 b)).
  rewrite (tf_norm_game (s118_c3_R1 b)).
  pose proof (use_s63 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s118_c3_R b) ltac:(cbn [In]; left; reflexivity) (s118_c3_R1 b))) as Ho2.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s118 = T^a F T _^2 T^b _ T F on a==1 && b==0: the board of s117 *)
Lemma s118_c4_p2 x (Hs117 : s117_claim x) :
  x = s118_board 1 0 -> fst (s118_q2 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s118_q2 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s118_q2] in Hc |- *.
  pose proof (Hs117 1 ltac:(rewrite Hx; unfold s118_board, s117_board; board_eq)) as Ho0.
  rewrite (s117_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s118_c5_L : lmoves (s118_board 1 1) = [s110_board 1 1 1; strip [] ([T; F; T; E; E; E; T; T; F]) []].
Proof. unfold s110_board, s118_board, strip. tf_options. Qed.
Lemma s118_c5_L2 : tf_norm (strip [] ([T; F; T; E; E; E; T; T; F]) []) (s76_board 1) (3).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 3)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s118_c5_R : rmoves (s118_board 1 1) = [strip [] ([T; F; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s118_board, strip. tf_options. Qed.
Lemma s118_c5_R1 : tf_norm (strip [] ([T; F; T; E; E; T; F]) [(1, 1)]) (s116_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s118 = T^a F T _^2 T^b _ T F on a==1 && b==1 *)
Lemma s118_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s118_board 1 1 -> fst (s118_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s118_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s118_q3] in Hc |- *.
  rewrite tf_game_eq, (s118_c5_L), (s118_c5_R); cbn [map].
  pose proof (use_s110 IH 1 1 1 (opt_l _ _ _ (s118_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s118_c5_L2)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s118_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s118_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s118_c5_R1)).
  pose proof (use_s116 IH 1 1 (opt_norm_r _ _ _ _ _ (s118_c5_R) ltac:(cbn [In]; left; reflexivity) (s118_c5_R1))) as Ho2.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  rewrite (s116_p1 Ho2 ltac:(zlia)).
  rewrite (s116_p1_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s118_c6_L (b : nat) : lmoves (s118_board 1 (2 + b)) = [s110_board 1 1 (2 + b); strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s110_board, s118_board, strip. tf_options. Qed.
Lemma s118_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s76_board 1) (Z.of_nat (2 + b) + 2).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 2); (1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s118_c6_R (b : nat) : rmoves (s118_board 1 (2 + b)) = [strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s118_board, strip. tf_options. Qed.
Lemma s118_c6_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s116_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s118 = T^a F T _^2 T^b _ T F on a==1 && b>=2 *)
Lemma s118_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s118_board 1 (2 + b) -> fst (s118_q4 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s118_q4 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s118_q4] in Hc |- *.
  rewrite tf_game_eq, (s118_c6_L b), (s118_c6_R b); cbn [map].
  pose proof (use_s110 IH 1 1 (2 + b) (opt_l _ _ _ (s118_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s118_c6_L2 b)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s118_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s118_c6_L2 b))) as Ho1.
  rewrite (tf_norm_game (s118_c6_R1 b)).
  pose proof (use_s116 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s118_c6_R b) ltac:(cbn [In]; left; reflexivity) (s118_c6_R1 b))) as Ho2.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat 1) (Z.of_nat (2 + b) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s116_p2 Ho2 ltac:(zlia)).
  rewrite (s116_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s118 = T^a F T _^2 T^b _ T F on a>=2 && b==0: the board of s117 *)
Lemma s118_c7_p2 x (Hs117 : s117_claim x) (a : nat) :
  x = s118_board (2 + a) 0 -> fst (s118_q2 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s118_q2 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s118_q2] in Hc |- *.
  pose proof (Hs117 (2 + a) ltac:(rewrite Hx; unfold s118_board, s117_board; board_eq)) as Ho0.
  rewrite (s117_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s118_c8_L (a : nat) : lmoves (s118_board (2 + a) 1) = [s110_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; E; E; T; T; F]) []].
Proof. unfold s110_board, s118_board, strip. tf_options. Qed.
Lemma s118_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; E; T; T; F]) []) (s76_board (2 + a)) (3).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F]) [(1, 3)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s118_c8_R (a : nat) : rmoves (s118_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s118_board, strip. tf_options. Qed.
Lemma s118_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) [(1, 1)]) (s116_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s118 = T^a F T _^2 T^b _ T F on a>=2 && b==1 *)
Lemma s118_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s118_board (2 + a) 1 -> fst (s118_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s118_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s118_q3] in Hc |- *.
  rewrite tf_game_eq, (s118_c8_L a), (s118_c8_R a); cbn [map].
  pose proof (use_s110 IH (2 + a) 1 1 (opt_l _ _ _ (s118_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s118_c8_L2 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s118_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s118_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s118_c8_R1 a)).
  pose proof (use_s116 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s118_c8_R a) ltac:(cbn [In]; left; reflexivity) (s118_c8_R1 a))) as Ho2.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  rewrite (s116_p1 Ho2 ltac:(zlia)).
  rewrite (s116_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s118_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s118_board (2 + a) 1 -> fst (s118_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s118_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s118_q5] in Hc |- *.
  rewrite tf_game_eq, (s118_c8_L a), (s118_c8_R a); cbn [map].
  pose proof (use_s110 IH (2 + a) 1 1 (opt_l _ _ _ (s118_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s118_c8_L2 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s118_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s118_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s118_c8_R1 a)).
  pose proof (use_s116 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s118_c8_R a) ltac:(cbn [In]; left; reflexivity) (s118_c8_R1 a))) as Ho2.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  rewrite (s116_p4 Ho2 ltac:(zlia)).
  rewrite (s116_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s118_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s118_board (2 + a) 1 -> fst (s118_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s118_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s118_q6] in Hc |- *.
  rewrite tf_game_eq, (s118_c8_L a), (s118_c8_R a); cbn [map].
  pose proof (use_s110 IH (2 + a) 1 1 (opt_l _ _ _ (s118_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s118_c8_L2 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s118_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s118_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s118_c8_R1 a)).
  pose proof (use_s116 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s118_c8_R a) ltac:(cbn [In]; left; reflexivity) (s118_c8_R1 a))) as Ho2.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  rewrite (s116_p6 Ho2 ltac:(zlia)).
  rewrite (s116_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s118_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s118_board (2 + a) 1 -> fst (s118_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s118_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s118_q7] in Hc |- *.
  rewrite tf_game_eq, (s118_c8_L a), (s118_c8_R a); cbn [map].
  pose proof (use_s110 IH (2 + a) 1 1 (opt_l _ _ _ (s118_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s118_c8_L2 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s118_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s118_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s118_c8_R1 a)).
  pose proof (use_s116 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s118_c8_R a) ltac:(cbn [In]; left; reflexivity) (s118_c8_R1 a))) as Ho2.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  rewrite (s116_p7 Ho2 ltac:(zlia)).
  rewrite (s116_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s118_c9_L (a b : nat) : lmoves (s118_board (2 + a) (2 + b)) = [s110_board (2 + a) 1 (2 + b); strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s110_board, s118_board, strip. tf_options. Qed.
Lemma s118_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s76_board (2 + a)) (Z.of_nat (2 + b) + 2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F]) [(1, 2); (1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s118_c9_R (a b : nat) : rmoves (s118_board (2 + a) (2 + b)) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s118_board, strip. tf_options. Qed.
Lemma s118_c9_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s116_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s118 = T^a F T _^2 T^b _ T F on a>=2 && b>=2 *)
Lemma s118_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s118_board (2 + a) (2 + b) -> fst (s118_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s118_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s118_q4] in Hc |- *.
  rewrite tf_game_eq, (s118_c9_L a b), (s118_c9_R a b); cbn [map].
  pose proof (use_s110 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s118_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s118_c9_L2 a b)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s118_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s118_c9_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s118_c9_R1 a b)).
  pose proof (use_s116 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s118_c9_R a b) ltac:(cbn [In]; left; reflexivity) (s118_c9_R1 a b))) as Ho2.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s116_p2 Ho2 ltac:(zlia)).
  rewrite (s116_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s119_c1_L : lmoves (s119_board 0 0) = [strip [(0, 1)] ([E; T; F; E; E]) []].
Proof. unfold s119_board, strip. tf_options. Qed.
Lemma s119_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; E]) []) (s75_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
Lemma s119_c1_R : rmoves (s119_board 0 0) = [strip [(0, 1)] ([T; F; E; E; E]) []].
Proof. unfold s119_board, strip. tf_options. Qed.
Lemma s119_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E; E]) []) (s76_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; E]) []); [reflexivity | unfold s76_board; strip_board_eq | strip_offset]. Qed.
(* s119 = T^a F T _ T^b F _^2 on a==0 && b==0 *)
Lemma s119_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s119_board 0 0 -> fst (s119_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s119_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s119_q1] in Hc |- *.
  rewrite tf_game_eq, (s119_c1_L), (s119_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s119_c1_L1)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s119_c1_L) ltac:(cbn [In]; left; reflexivity) (s119_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s119_c1_R1)).
  pose proof (use_s76 IH 1 (opt_norm_r _ _ _ _ _ (s119_c1_R) ltac:(cbn [In]; left; reflexivity) (s119_c1_R1))) as Ho1.
  rewrite (s75_p1 Ho0 I).
  rewrite (s76_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s119_c2_L : lmoves (s119_board 0 1) = [strip [(0, 1)] ([E; T; T; F; E; E]) []; strip [(0, 1)] ([T; E; E; F]) [(1, 1)]].
Proof. unfold s119_board, strip. tf_options. Qed.
Lemma s119_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; E; E]) []) (s75_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
Lemma s119_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; F]) [(1, 1)]) (s63_board 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s119_c2_R : rmoves (s119_board 0 1) = [strip [(0, 1)] ([T; F]) [(1, 3)]].
Proof. unfold s119_board, strip. tf_options. Qed.
Lemma s119_c2_R1 : tf_norm (strip [(0, 1)] ([T; F]) [(1, 3)]) (s76_board 1) (3).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F]) [(1, 3)]); [reflexivity | unfold s76_board; strip_board_eq | strip_offset]. Qed.
(* s119 = T^a F T _ T^b F _^2 on a==0 && b==1 *)
Lemma s119_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s119_board 0 1 -> fst (s119_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s119_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s119_q1] in Hc |- *.
  rewrite tf_game_eq, (s119_c2_L), (s119_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s119_c2_L1)).
  pose proof (use_s75 IH 0 2 (opt_norm_l _ _ _ _ _ (s119_c2_L) ltac:(cbn [In]; left; reflexivity) (s119_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s119_c2_L2)).
  pose proof (use_s63 IH 1 0 (opt_norm_l _ _ _ _ _ (s119_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s119_c2_L2))) as Ho1.
  rewrite (tf_norm_game (s119_c2_R1)).
  pose proof (use_s76 IH 1 (opt_norm_r _ _ _ _ _ (s119_c2_R) ltac:(cbn [In]; left; reflexivity) (s119_c2_R1))) as Ho2.
  rewrite (s75_p1 Ho0 I).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s119_c3_L (b : nat) : lmoves (s119_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s119_board, strip. tf_options. Qed.
Lemma s119_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; E]) []) (s75_board 0 (3 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
Lemma s119_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s73_board 1 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s119_c3_R (b : nat) : rmoves (s119_board 0 (2 + b)) = [].
Proof. unfold s119_board. tf_options. Qed.
(* s119 = T^a F T _ T^b F _^2 on a==0 && b>=2 *)
Lemma s119_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s119_board 0 (2 + b) -> fst (s119_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s119_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s119_q2] in Hc |- *.
  rewrite tf_game_eq, (s119_c3_L b), (s119_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s119_c3_L1 b)).
  pose proof (use_s75 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s119_c3_L b) ltac:(cbn [In]; left; reflexivity) (s119_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game (s119_c3_L2 b)).
  pose proof (use_s73 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s119_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s119_c3_L2 b))) as Ho1.
  rewrite (s75_p1 Ho0 I).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s119_c4_L : lmoves (s119_board 1 0) = [s105_board 1 1].
Proof. unfold s105_board, s119_board. tf_options. Qed.
Lemma s119_c4_R : rmoves (s119_board 1 0) = [s115_board 1].
Proof. unfold s115_board, s119_board. tf_options. Qed.
(* s119 = T^a F T _ T^b F _^2 on a==1 && b==0 *)
Lemma s119_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s119_board 1 0 -> fst (s119_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s119_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s119_q3] in Hc |- *.
  rewrite tf_game_eq, (s119_c4_L), (s119_c4_R); cbn [map].
  pose proof (use_s105 IH 1 1 (opt_l _ _ _ (s119_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s115 IH 1 (opt_r _ _ _ (s119_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s105_p2 Ho0 ltac:(zlia)).
  rewrite (s115_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_via _ (dyadic 3 1)); [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | num_cmp] | apply (le_via _ (dyadic 3 1)); [num_cmp | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
Qed.

Lemma s119_c5_L : lmoves (s119_board 1 1) = [s105_board 1 2; strip [] ([T; F; T; E; E; F]) [(1, 1)]].
Proof. unfold s105_board, s119_board, strip. tf_options. Qed.
Lemma s119_c5_L2 : tf_norm (strip [] ([T; F; T; E; E; F]) [(1, 1)]) (s116_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
Lemma s119_c5_R : rmoves (s119_board 1 1) = [strip [] ([T; F; T; F]) [(1, 3)]].
Proof. unfold s119_board, strip. tf_options. Qed.
Lemma s119_c5_R1 : tf_norm (strip [] ([T; F; T; F]) [(1, 3)]) (s115_board 1) (3).
Proof. apply (tf_norm_by _ [] ([T; F; T; F]) [(1, 3)]); [reflexivity | unfold s115_board; strip_board_eq | strip_offset]. Qed.
(* s119 = T^a F T _ T^b F _^2 on a==1 && b==1 *)
Lemma s119_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s119_board 1 1 -> fst (s119_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s119_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s119_q3] in Hc |- *.
  rewrite tf_game_eq, (s119_c5_L), (s119_c5_R); cbn [map].
  pose proof (use_s105 IH 1 2 (opt_l _ _ _ (s119_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s119_c5_L2)).
  pose proof (use_s116 IH 1 0 (opt_norm_l _ _ _ _ _ (s119_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s119_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s119_c5_R1)).
  pose proof (use_s115 IH 1 (opt_norm_r _ _ _ _ _ (s119_c5_R) ltac:(cbn [In]; left; reflexivity) (s119_c5_R1))) as Ho2.
  rewrite (s105_p2 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s116_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_via _ (int 3)); [num_cmp | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
Qed.

Lemma s119_c6_L (b : nat) : lmoves (s119_board 1 (2 + b)) = [s105_board 1 (3 + b); strip [] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s105_board, s119_board, strip. tf_options. Qed.
Lemma s119_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s138_board 1 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
Lemma s119_c6_R (b : nat) : rmoves (s119_board 1 (2 + b)) = [].
Proof. unfold s119_board. tf_options. Qed.
(* s119 = T^a F T _ T^b F _^2 on a==1 && b>=2 *)
Lemma s119_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s119_board 1 (2 + b) -> fst (s119_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s119_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s119_q2] in Hc |- *.
  rewrite tf_game_eq, (s119_c6_L b), (s119_c6_R b); cbn [map].
  pose proof (use_s105 IH 1 (3 + b) (opt_l _ _ _ (s119_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s119_c6_L2 b)).
  pose proof (use_s138 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s119_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s119_c6_L2 b))) as Ho1.
  rewrite (s105_p2 Ho0 ltac:(zlia)).
  rewrite (s138_p5 Ho1 ltac:(zlia)).
  rewrite (s138_p5_add (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s119_c7_L (a : nat) : lmoves (s119_board (2 + a) 0) = [s105_board (2 + a) 1].
Proof. unfold s105_board, s119_board. tf_options. Qed.
Lemma s119_c7_R (a : nat) : rmoves (s119_board (2 + a) 0) = [s115_board (2 + a)].
Proof. unfold s115_board, s119_board. tf_options. Qed.
(* s119 = T^a F T _ T^b F _^2 on a>=2 && b==0 *)
Lemma s119_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s119_board (2 + a) 0 -> fst (s119_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s119_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s119_q4] in Hc |- *.
  rewrite tf_game_eq, (s119_c7_L a), (s119_c7_R a); cbn [map].
  pose proof (use_s105 IH (2 + a) 1 (opt_l _ _ _ (s119_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s115 IH (2 + a) (opt_r _ _ _ (s119_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s105_p2 Ho0 ltac:(zlia)).
  rewrite (s115_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s119_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s119_board (2 + a) 0 -> fst (s119_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s119_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s119_q5] in Hc |- *.
  rewrite tf_game_eq, (s119_c7_L a), (s119_c7_R a); cbn [map].
  pose proof (use_s105 IH (2 + a) 1 (opt_l _ _ _ (s119_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s115 IH (2 + a) (opt_r _ _ _ (s119_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s105_p7 Ho0 ltac:(zlia)).
  rewrite (s115_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s119_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s119_board (2 + a) 0 -> fst (s119_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s119_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s119_q6] in Hc |- *.
  rewrite tf_game_eq, (s119_c7_L a), (s119_c7_R a); cbn [map].
  pose proof (use_s105 IH (2 + a) 1 (opt_l _ _ _ (s119_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s115 IH (2 + a) (opt_r _ _ _ (s119_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s105_p5 Ho0 ltac:(zlia)).
  rewrite (s115_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s119_c8_L (a : nat) : lmoves (s119_board (2 + a) 1) = [s105_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 1)]].
Proof. unfold s105_board, s119_board, strip. tf_options. Qed.
Lemma s119_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 1)]) (s116_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
Lemma s119_c8_R (a : nat) : rmoves (s119_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; F]) [(1, 3)]].
Proof. unfold s119_board, strip. tf_options. Qed.
Lemma s119_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F]) [(1, 3)]) (s115_board (2 + a)) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F]) [(1, 3)]); [reflexivity | unfold s115_board; strip_board_eq | strip_offset]. Qed.
(* s119 = T^a F T _ T^b F _^2 on a>=2 && b==1 *)
Lemma s119_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s119_board (2 + a) 1 -> fst (s119_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s119_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s119_q1] in Hc |- *.
  rewrite tf_game_eq, (s119_c8_L a), (s119_c8_R a); cbn [map].
  pose proof (use_s105 IH (2 + a) 2 (opt_l _ _ _ (s119_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s119_c8_L2 a)).
  pose proof (use_s116 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s119_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s119_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s119_c8_R1 a)).
  pose proof (use_s115 IH (2 + a) (opt_norm_r _ _ _ _ _ (s119_c8_R a) ltac:(cbn [In]; left; reflexivity) (s119_c8_R1 a))) as Ho2.
  rewrite (s105_p2 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s116_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s119_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s119_board (2 + a) 1 -> fst (s119_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s119_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s119_q3] in Hc |- *.
  rewrite tf_game_eq, (s119_c8_L a), (s119_c8_R a); cbn [map].
  pose proof (use_s105 IH (2 + a) 2 (opt_l _ _ _ (s119_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s119_c8_L2 a)).
  pose proof (use_s116 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s119_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s119_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s119_c8_R1 a)).
  pose proof (use_s115 IH (2 + a) (opt_norm_r _ _ _ _ _ (s119_c8_R a) ltac:(cbn [In]; left; reflexivity) (s119_c8_R1 a))) as Ho2.
  rewrite (s105_p3 Ho0 ltac:(zlia)).
  rewrite (s116_p3 Ho1 ltac:(zlia)).
  rewrite (s116_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply (le_via _ (dyadic 9 1)); [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | num_cmp] | apply (le_via _ (dyadic 9 1)); [num_cmp | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
Qed.

Lemma s119_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s119_board (2 + a) 1 -> fst (s119_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s119_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s119_q7] in Hc |- *.
  rewrite tf_game_eq, (s119_c8_L a), (s119_c8_R a); cbn [map].
  pose proof (use_s105 IH (2 + a) 2 (opt_l _ _ _ (s119_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s119_c8_L2 a)).
  pose proof (use_s116 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s119_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s119_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s119_c8_R1 a)).
  pose proof (use_s115 IH (2 + a) (opt_norm_r _ _ _ _ _ (s119_c8_R a) ltac:(cbn [In]; left; reflexivity) (s119_c8_R1 a))) as Ho2.
  rewrite (s105_p3 Ho0 ltac:(zlia)).
  rewrite (s116_p5 Ho1 ltac:(zlia)).
  rewrite (s116_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s119_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s119_board (2 + a) 1 -> fst (s119_q8 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s119_q8 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s119_q8] in Hc |- *.
  rewrite tf_game_eq, (s119_c8_L a), (s119_c8_R a); cbn [map].
  pose proof (use_s105 IH (2 + a) 2 (opt_l _ _ _ (s119_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s119_c8_L2 a)).
  pose proof (use_s116 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s119_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s119_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s119_c8_R1 a)).
  pose proof (use_s115 IH (2 + a) (opt_norm_r _ _ _ _ _ (s119_c8_R a) ltac:(cbn [In]; left; reflexivity) (s119_c8_R1 a))) as Ho2.
  rewrite (s105_p3 Ho0 ltac:(zlia)).
  rewrite (s116_p5 Ho1 ltac:(zlia)).
  rewrite (s116_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s119_c9_L (a b : nat) : lmoves (s119_board (2 + a) (2 + b)) = [s105_board (2 + a) (3 + b); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s105_board, s119_board, strip. tf_options. Qed.
Lemma s119_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s138_board (2 + a) (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
Lemma s119_c9_R (a b : nat) : rmoves (s119_board (2 + a) (2 + b)) = [].
Proof. unfold s119_board. tf_options. Qed.
(* s119 = T^a F T _ T^b F _^2 on a>=2 && b>=2 *)
Lemma s119_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s119_board (2 + a) (2 + b) -> fst (s119_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s119_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s119_q2] in Hc |- *.
  rewrite tf_game_eq, (s119_c9_L a b), (s119_c9_R a b); cbn [map].
  pose proof (use_s105 IH (2 + a) (3 + b) (opt_l _ _ _ (s119_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s119_c9_L2 a b)).
  pose proof (use_s138 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s119_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s119_c9_L2 a b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s105_p2 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s138_p4 Ho1 ltac:(zlia)).
      rewrite (s138_p4_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s138_p6 Ho1 ltac:(zlia)).
      rewrite (s138_p6_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s105_p3 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s138_p6 Ho1 ltac:(zlia)).
      rewrite (s138_p6_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s138_p9 Ho1 ltac:(zlia)).
      rewrite (s138_p9_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s138_p11 Ho1 ltac:(zlia)).
      rewrite (s138_p11_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

(* s120 = T^a F T _ T^b _^2 T F on a==0 && b==0: the board of s117 *)
Lemma s120_c1_p2 x (Hs117 : s117_claim x) :
  x = s120_board 0 0 -> fst (s120_q2 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s120_q2 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s120_q2] in Hc |- *.
  pose proof (Hs117 0 ltac:(rewrite Hx; unfold s120_board, s117_board; board_eq)) as Ho0.
  rewrite (s117_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s120_c2_L : lmoves (s120_board 0 1) = [strip [(0, 1)] ([E; T; T; E; E; T; F]) []; strip [(0, 1)] ([T; E; E; T; E; T; F]) []].
Proof. unfold s120_board, strip. tf_options. Qed.
Lemma s120_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; E; T; F]) []) (s72_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s120_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; T; F]) []) (s64_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s120_c2_R : rmoves (s120_board 0 1) = [strip [(0, 1)] ([T; E; T; E; F]) [(1, 1)]].
Proof. unfold s120_board, strip. tf_options. Qed.
Lemma s120_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F]) [(1, 1)]) (s73_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s120 = T^a F T _ T^b _^2 T F on a==0 && b==1 *)
Lemma s120_c2_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s120_board 0 1 -> fst (s120_q3 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s120_q3 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s120_q3] in Hc |- *.
  rewrite tf_game_eq, (s120_c2_L), (s120_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s120_c2_L1)).
  pose proof (use_s72 IH 0 2 (opt_norm_l _ _ _ _ _ (s120_c2_L) ltac:(cbn [In]; left; reflexivity) (s120_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s120_c2_L2)).
  pose proof (use_s64 IH 1 1 (opt_norm_l _ _ _ _ _ (s120_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s120_c2_L2))) as Ho1.
  rewrite (tf_norm_game (s120_c2_R1)).
  pose proof (use_s73 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s120_c2_R) ltac:(cbn [In]; left; reflexivity) (s120_c2_R1))) as Ho2.
  rewrite (s72_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p6 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s120_c3_L (b : nat) : lmoves (s120_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; T; F]) []].
Proof. unfold s120_board, strip. tf_options. Qed.
Lemma s120_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; T; F]) []) (s72_board 0 (3 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s120_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; T; F]) []) (s74_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s120_c3_R (b : nat) : rmoves (s120_board 0 (2 + b)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s120_board, strip. tf_options. Qed.
Lemma s120_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s73_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s120 = T^a F T _ T^b _^2 T F on a==0 && b>=2 *)
Lemma s120_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s120_board 0 (2 + b) -> fst (s120_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s120_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s120_q3] in Hc |- *.
  rewrite tf_game_eq, (s120_c3_L b), (s120_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s120_c3_L1 b)).
  pose proof (use_s72 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s120_c3_L b) ltac:(cbn [In]; left; reflexivity) (s120_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s120_c3_L2 b)).
  pose proof (use_s74 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s120_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s120_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game (s120_c3_R1 b)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s120_c3_R b) ltac:(cbn [In]; left; reflexivity) (s120_c3_R1 b))) as Ho2.
  rewrite (s72_p2 Ho0 ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s120 = T^a F T _ T^b _^2 T F on a==1 && b==0: the board of s117 *)
Lemma s120_c4_p2 x (Hs117 : s117_claim x) :
  x = s120_board 1 0 -> fst (s120_q2 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s120_q2 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s120_q2] in Hc |- *.
  pose proof (Hs117 1 ltac:(rewrite Hx; unfold s120_board, s117_board; board_eq)) as Ho0.
  rewrite (s117_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s120_c5_L : lmoves (s120_board 1 1) = [s109_board 1 2; s118_board 1 1].
Proof. unfold s109_board, s118_board, s120_board. tf_options. Qed.
Lemma s120_c5_R : rmoves (s120_board 1 1) = [strip [] ([T; F; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s120_board, strip. tf_options. Qed.
Lemma s120_c5_R1 : tf_norm (strip [] ([T; F; T; E; T; E; F]) [(1, 1)]) (s138_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s120 = T^a F T _ T^b _^2 T F on a==1 && b==1 *)
Lemma s120_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s120_board 1 1 -> fst (s120_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s120_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s120_q3] in Hc |- *.
  rewrite tf_game_eq, (s120_c5_L), (s120_c5_R); cbn [map].
  pose proof (use_s109 IH 1 2 (opt_l _ _ _ (s120_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH 1 1 (opt_l _ _ _ (s120_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s120_c5_R1)).
  pose proof (use_s138 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s120_c5_R) ltac:(cbn [In]; left; reflexivity) (s120_c5_R1))) as Ho2.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  rewrite (s118_p3 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s120_c6_L (b : nat) : lmoves (s120_board 1 (2 + b)) = [s109_board 1 (3 + b); s137_board 1 (1 + b) 1].
Proof. unfold s109_board, s120_board, s137_board. tf_options. Qed.
Lemma s120_c6_R (b : nat) : rmoves (s120_board 1 (2 + b)) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s120_board, strip. tf_options. Qed.
Lemma s120_c6_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s138_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s120 = T^a F T _ T^b _^2 T F on a==1 && b>=2 *)
Lemma s120_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s120_board 1 (2 + b) -> fst (s120_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s120_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s120_q3] in Hc |- *.
  rewrite tf_game_eq, (s120_c6_L b), (s120_c6_R b); cbn [map].
  pose proof (use_s109 IH 1 (3 + b) (opt_l _ _ _ (s120_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s137 IH 1 (1 + b) 1 (opt_l _ _ _ (s120_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s120_c6_R1 b)).
  pose proof (use_s138 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s120_c6_R b) ltac:(cbn [In]; left; reflexivity) (s120_c6_R1 b))) as Ho2.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  rewrite (s137_p5 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s120 = T^a F T _ T^b _^2 T F on a>=2 && b==0: the board of s117 *)
Lemma s120_c7_p1 x (Hs117 : s117_claim x) (a : nat) :
  x = s120_board (2 + a) 0 -> fst (s120_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s120_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s120_q1] in Hc |- *.
  pose proof (Hs117 (2 + a) ltac:(rewrite Hx; unfold s120_board, s117_board; board_eq)) as Ho0.
  rewrite (s117_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s120_c7_p2 x (Hs117 : s117_claim x) (a : nat) :
  x = s120_board (2 + a) 0 -> fst (s120_q2 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s120_q2 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s120_q2] in Hc |- *.
  pose proof (Hs117 (2 + a) ltac:(rewrite Hx; unfold s120_board, s117_board; board_eq)) as Ho0.
  rewrite (s117_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s120_c8_L (a : nat) : lmoves (s120_board (2 + a) 1) = [s109_board (2 + a) 2; s118_board (2 + a) 1].
Proof. unfold s109_board, s118_board, s120_board. tf_options. Qed.
Lemma s120_c8_R (a : nat) : rmoves (s120_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s120_board, strip. tf_options. Qed.
Lemma s120_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F]) [(1, 1)]) (s138_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s120 = T^a F T _ T^b _^2 T F on a>=2 && b==1 *)
Lemma s120_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s120_board (2 + a) 1 -> fst (s120_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s120_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s120_q1] in Hc |- *.
  rewrite tf_game_eq, (s120_c8_L a), (s120_c8_R a); cbn [map].
  pose proof (use_s109 IH (2 + a) 2 (opt_l _ _ _ (s120_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH (2 + a) 1 (opt_l _ _ _ (s120_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s120_c8_R1 a)).
  pose proof (use_s138 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s120_c8_R a) ltac:(cbn [In]; left; reflexivity) (s120_c8_R1 a))) as Ho2.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s118_p6 Ho1 ltac:(zlia)).
    rewrite (s138_p11 Ho2 ltac:(zlia)).
    rewrite (s138_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s118_p7 Ho1 ltac:(zlia)).
    rewrite (s138_p11 Ho2 ltac:(zlia)).
    rewrite (s138_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s120_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s120_board (2 + a) 1 -> fst (s120_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s120_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s120_q3] in Hc |- *.
  rewrite tf_game_eq, (s120_c8_L a), (s120_c8_R a); cbn [map].
  pose proof (use_s109 IH (2 + a) 2 (opt_l _ _ _ (s120_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH (2 + a) 1 (opt_l _ _ _ (s120_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s120_c8_R1 a)).
  pose proof (use_s138 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s120_c8_R a) ltac:(cbn [In]; left; reflexivity) (s120_c8_R1 a))) as Ho2.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  rewrite (s118_p3 Ho1 ltac:(zlia)).
  rewrite (s138_p4 Ho2 ltac:(zlia)).
  rewrite (s138_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s120_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s120_board (2 + a) 1 -> fst (s120_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s120_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s120_q5] in Hc |- *.
  rewrite tf_game_eq, (s120_c8_L a), (s120_c8_R a); cbn [map].
  pose proof (use_s109 IH (2 + a) 2 (opt_l _ _ _ (s120_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH (2 + a) 1 (opt_l _ _ _ (s120_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s120_c8_R1 a)).
  pose proof (use_s138 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s120_c8_R a) ltac:(cbn [In]; left; reflexivity) (s120_c8_R1 a))) as Ho2.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  rewrite (s118_p5 Ho1 ltac:(zlia)).
  rewrite (s138_p9 Ho2 ltac:(zlia)).
  rewrite (s138_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s120_c9_L (a b : nat) : lmoves (s120_board (2 + a) (2 + b)) = [s109_board (2 + a) (3 + b); s137_board (2 + a) (1 + b) 1].
Proof. unfold s109_board, s120_board, s137_board. tf_options. Qed.
Lemma s120_c9_R (a b : nat) : rmoves (s120_board (2 + a) (2 + b)) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s120_board, strip. tf_options. Qed.
Lemma s120_c9_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s138_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s120 = T^a F T _ T^b _^2 T F on a>=2 && b>=2 *)
Lemma s120_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s120_board (2 + a) (2 + b) -> fst (s120_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s120_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s120_q3] in Hc |- *.
  rewrite tf_game_eq, (s120_c9_L a b), (s120_c9_R a b); cbn [map].
  pose proof (use_s109 IH (2 + a) (3 + b) (opt_l _ _ _ (s120_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s137 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s120_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s120_c9_R1 a b)).
  pose proof (use_s138 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s120_c9_R a b) ltac:(cbn [In]; left; reflexivity) (s120_c9_R1 a b))) as Ho2.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  rewrite (s137_p5 Ho1 ltac:(zlia)).
  rewrite (s138_p6 Ho2 ltac:(zlia)).
  rewrite (s138_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s120_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s120_board (2 + a) (2 + b) -> fst (s120_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s120_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s120_q4] in Hc |- *.
  rewrite tf_game_eq, (s120_c9_L a b), (s120_c9_R a b); cbn [map].
  pose proof (use_s109 IH (2 + a) (3 + b) (opt_l _ _ _ (s120_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s137 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s120_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s120_c9_R1 a b)).
  pose proof (use_s138 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s120_c9_R a b) ltac:(cbn [In]; left; reflexivity) (s120_c9_R1 a b))) as Ho2.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  rewrite (s137_p5 Ho1 ltac:(zlia)).
  rewrite (s138_p6 Ho2 ltac:(zlia)).
  rewrite (s138_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s121 = T^a F T F _^2 T^b _ F on a==0 && b==0: the board of s24 *)
Lemma s121_c1_p1 x (Hs24 : s24_claim x) :
  x = s121_board 0 0 -> fst (s121_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s121_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s121_q1] in Hc |- *.
  pose proof (Hs24 0 ltac:(rewrite Hx; unfold s121_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s121_c2_L : lmoves (s121_board 0 1) = [strip [(0, 1); (1, 1)] ([T; E; T; E; F]) []; strip [(0, 1)] ([T; F; E; E; E; T; F]) []].
Proof. unfold s121_board, strip. tf_options. Qed.
Lemma s121_c2_L1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; T; E; F]) []) (s43_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s121_c2_L2 : tf_norm (strip [(0, 1)] ([T; F; E; E; E; T; F]) []) (s107_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; E; T; F]) []); [reflexivity | unfold s107_board; strip_board_eq | strip_offset]. Qed.
Lemma s121_c2_R : rmoves (s121_board 0 1) = [strip [(0, 1)] ([T; F; E; E; T; F; E]) []].
Proof. unfold s121_board, strip. tf_options. Qed.
Lemma s121_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E; T; F; E]) []) (s106_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; F; E]) []); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s121 = T^a F T F _^2 T^b _ F on a==0 && b==1 *)
Lemma s121_c2_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s121_board 0 1 -> fst (s121_q3 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s121_q3 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s121_q3] in Hc |- *.
  rewrite tf_game_eq, (s121_c2_L), (s121_c2_R); cbn [map].
  rewrite (tf_norm_game (s121_c2_L1)).
  pose proof (use_s43 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s121_c2_L) ltac:(cbn [In]; left; reflexivity) (s121_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s121_c2_L2)).
  pose proof (use_s107 IH 1 (opt_norm_l _ _ _ _ _ (s121_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s121_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s121_c2_R1)).
  pose proof (use_s106 IH 1 1 (opt_norm_r _ _ _ _ _ (s121_c2_R) ltac:(cbn [In]; left; reflexivity) (s121_c2_R1))) as Ho2.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s107_p2 Ho1 ltac:(zlia)).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s121_c3_L (b : nat) : lmoves (s121_board 0 (2 + b)) = [strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) []; strip [(0, 1)] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; F]) []].
Proof. unfold s121_board, strip. tf_options. Qed.
Lemma s121_c3_L1 (b : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) []) (s43_board 0 1 (2 + b)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s121_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; F]) []) (s108_board 1 (1 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; F]) []); [reflexivity | unfold s108_board; strip_board_eq | strip_offset]. Qed.
Lemma s121_c3_R (b : nat) : rmoves (s121_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; E]) []].
Proof. unfold s121_board, strip. tf_options. Qed.
Lemma s121_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; E]) []) (s106_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s121 = T^a F T F _^2 T^b _ F on a==0 && b>=2 *)
Lemma s121_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s121_board 0 (2 + b) -> fst (s121_q5 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s121_q5 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s121_q5] in Hc |- *.
  rewrite tf_game_eq, (s121_c3_L b), (s121_c3_R b); cbn [map].
  rewrite (tf_norm_game (s121_c3_L1 b)).
  pose proof (use_s43 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s121_c3_L b) ltac:(cbn [In]; left; reflexivity) (s121_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s121_c3_L2 b)).
  pose proof (use_s108 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s121_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s121_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s121_c3_R1 b)).
  pose proof (use_s106 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s121_c3_R b) ltac:(cbn [In]; left; reflexivity) (s121_c3_R1 b))) as Ho2.
  rewrite (s43_p4 Ho0 ltac:(zlia)).
  rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s108_p4 Ho1 ltac:(zlia)).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s121_c3_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s121_board 0 (2 + b) -> fst (s121_q6 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s121_q6 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s121_q6] in Hc |- *.
  rewrite tf_game_eq, (s121_c3_L b), (s121_c3_R b); cbn [map].
  rewrite (tf_norm_game (s121_c3_L1 b)).
  pose proof (use_s43 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s121_c3_L b) ltac:(cbn [In]; left; reflexivity) (s121_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s121_c3_L2 b)).
  pose proof (use_s108 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s121_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s121_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s121_c3_R1 b)).
  pose proof (use_s106 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s121_c3_R b) ltac:(cbn [In]; left; reflexivity) (s121_c3_R1 b))) as Ho2.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s108_p5 Ho1 ltac:(zlia)).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s121 = T^a F T F _^2 T^b _ F on a==1 && b==0: the board of s24 *)
Lemma s121_c4_p4 x (Hs24 : s24_claim x) :
  x = s121_board 1 0 -> fst (s121_q4 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s121_q4 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s121_q4] in Hc |- *.
  pose proof (Hs24 1 ltac:(rewrite Hx; unfold s121_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s121_c5_L : lmoves (s121_board 1 1) = [s147_board 1 0 1 1; s140_board 1].
Proof. unfold s121_board, s140_board, s147_board. tf_options. Qed.
Lemma s121_c5_R : rmoves (s121_board 1 1) = [s141_board 1 1].
Proof. unfold s121_board, s141_board. tf_options. Qed.
(* s121 = T^a F T F _^2 T^b _ F on a==1 && b==1 *)
Lemma s121_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s121_board 1 1 -> fst (s121_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s121_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s121_q2] in Hc |- *.
  rewrite tf_game_eq, (s121_c5_L), (s121_c5_R); cbn [map].
  pose proof (use_s147 IH 1 0 1 1 (opt_l _ _ _ (s121_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s140 IH 1 (opt_l _ _ _ (s121_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s141 IH 1 1 (opt_r _ _ _ (s121_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s147_p33 Ho0 ltac:(zlia)).
  rewrite (s140_p2 Ho1 ltac:(zlia)).
  rewrite (s141_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s121_c6_L (b : nat) : lmoves (s121_board 1 (2 + b)) = [s147_board 1 0 1 (2 + b); s142_board 1 (1 + b)].
Proof. unfold s121_board, s142_board, s147_board. tf_options. Qed.
Lemma s121_c6_R (b : nat) : rmoves (s121_board 1 (2 + b)) = [s141_board 1 (2 + b)].
Proof. unfold s121_board, s141_board. tf_options. Qed.
(* s121 = T^a F T F _^2 T^b _ F on a==1 && b>=2 *)
Lemma s121_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s121_board 1 (2 + b) -> fst (s121_q5 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s121_q5 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s121_q5] in Hc |- *.
  rewrite tf_game_eq, (s121_c6_L b), (s121_c6_R b); cbn [map].
  pose proof (use_s147 IH 1 0 1 (2 + b) (opt_l _ _ _ (s121_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s142 IH 1 (1 + b) (opt_l _ _ _ (s121_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s141 IH 1 (2 + b) (opt_r _ _ _ (s121_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s147_p34 Ho0 ltac:(zlia)).
  rewrite (s142_p2 Ho1 ltac:(zlia)).
  rewrite (s141_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s121_c6_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s121_board 1 (2 + b) -> fst (s121_q6 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s121_q6 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s121_q6] in Hc |- *.
  rewrite tf_game_eq, (s121_c6_L b), (s121_c6_R b); cbn [map].
  pose proof (use_s147 IH 1 0 1 (2 + b) (opt_l _ _ _ (s121_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s142 IH 1 (1 + b) (opt_l _ _ _ (s121_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s141 IH 1 (2 + b) (opt_r _ _ _ (s121_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s147_p31 Ho0 ltac:(zlia)).
  rewrite (s142_p3 Ho1 ltac:(zlia)).
  rewrite (s141_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s121 = T^a F T F _^2 T^b _ F on a>=2 && b==0: the board of s24 *)
Lemma s121_c7_p4 x (Hs24 : s24_claim x) (a : nat) :
  x = s121_board (2 + a) 0 -> fst (s121_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s121_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s121_q4] in Hc |- *.
  pose proof (Hs24 (2 + a) ltac:(rewrite Hx; unfold s121_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s121_c8_L (a : nat) : lmoves (s121_board (2 + a) 1) = [s147_board (2 + a) 0 1 1; s140_board (2 + a)].
Proof. unfold s121_board, s140_board, s147_board. tf_options. Qed.
Lemma s121_c8_R (a : nat) : rmoves (s121_board (2 + a) 1) = [s141_board (2 + a) 1].
Proof. unfold s121_board, s141_board. tf_options. Qed.
(* s121 = T^a F T F _^2 T^b _ F on a>=2 && b==1 *)
Lemma s121_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s121_board (2 + a) 1 -> fst (s121_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s121_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s121_q2] in Hc |- *.
  rewrite tf_game_eq, (s121_c8_L a), (s121_c8_R a); cbn [map].
  pose proof (use_s147 IH (2 + a) 0 1 1 (opt_l _ _ _ (s121_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s140 IH (2 + a) (opt_l _ _ _ (s121_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s141 IH (2 + a) 1 (opt_r _ _ _ (s121_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s147_p41 Ho0 ltac:(zlia)).
    rewrite (s140_p2 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p51 Ho0 ltac:(zlia)).
    rewrite (s140_p2 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p63 Ho0 ltac:(zlia)).
    rewrite (s140_p2 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p75 Ho0 ltac:(zlia)).
    rewrite (s140_p2 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s121_c9_L (a b : nat) : lmoves (s121_board (2 + a) (2 + b)) = [s147_board (2 + a) 0 1 (2 + b); s142_board (2 + a) (1 + b)].
Proof. unfold s121_board, s142_board, s147_board. tf_options. Qed.
Lemma s121_c9_R (a b : nat) : rmoves (s121_board (2 + a) (2 + b)) = [s141_board (2 + a) (2 + b)].
Proof. unfold s121_board, s141_board. tf_options. Qed.
(* s121 = T^a F T F _^2 T^b _ F on a>=2 && b>=2 *)
Lemma s121_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s121_board (2 + a) (2 + b) -> fst (s121_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s121_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s121_q5] in Hc |- *.
  rewrite tf_game_eq, (s121_c9_L a b), (s121_c9_R a b); cbn [map].
  pose proof (use_s147 IH (2 + a) 0 1 (2 + b) (opt_l _ _ _ (s121_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s142 IH (2 + a) (1 + b) (opt_l _ _ _ (s121_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s141 IH (2 + a) (2 + b) (opt_r _ _ _ (s121_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s147_p43 Ho0 ltac:(zlia)).
    rewrite (s142_p2 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p52 Ho0 ltac:(zlia)).
    rewrite (s142_p2 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p64 Ho0 ltac:(zlia)).
    rewrite (s142_p2 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p76 Ho0 ltac:(zlia)).
    rewrite (s142_p2 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s121_c9_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s121_board (2 + a) (2 + b) -> fst (s121_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s121_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s121_q6] in Hc |- *.
  rewrite tf_game_eq, (s121_c9_L a b), (s121_c9_R a b); cbn [map].
  pose proof (use_s147 IH (2 + a) 0 1 (2 + b) (opt_l _ _ _ (s121_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s142 IH (2 + a) (1 + b) (opt_l _ _ _ (s121_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s141 IH (2 + a) (2 + b) (opt_r _ _ _ (s121_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s147_p39 Ho0 ltac:(zlia)).
    rewrite (s142_p3 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p49 Ho0 ltac:(zlia)).
    rewrite (s142_p3 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p61 Ho0 ltac:(zlia)).
    rewrite (s142_p3 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p73 Ho0 ltac:(zlia)).
    rewrite (s142_p3 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s122_c1_L : lmoves (s122_board 0 0 0) = [].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c1_R : rmoves (s122_board 0 0 0) = [strip [(0, 1); (1, 1); (2, 1)] ([]) []; strip [(0, 1); (2, 2)] ([E]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c1_R1 : tf_norm (strip [(0, 1); (1, 1); (2, 1)] ([]) []) (repeat E 3) (-4).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1); (2, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s122_c1_R2 : tf_norm (strip [(0, 1); (2, 2)] ([E]) []) (repeat E 3) (-4).
Proof. apply (tf_norm_by _ [(0, 1); (2, 2)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==0 && b==0 && c==0 *)
Lemma s122_c1_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s122_board 0 0 0 -> fst (s122_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s122_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s122_q2] in Hc |- *.
  rewrite tf_game_eq, (s122_c1_L), (s122_c1_R); cbn [map].
  rewrite (tf_norm_blank (s122_c1_R1)).
  rewrite (tf_norm_blank (s122_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s122_c2_L : lmoves (s122_board 0 0 1) = [strip [(0, 1); (2, 1)] ([E; T; F]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c2_L1 : tf_norm (strip [(0, 1); (2, 1)] ([E; T; F]) []) (s62_board 0) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c2_R : rmoves (s122_board 0 0 1) = [strip [(0, 1); (1, 1)] ([E; T; E; F]) []; strip [(0, 1); (2, 1)] ([T; F; E]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c2_R1 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; E; F]) []) (s37_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c2_R2 : tf_norm (strip [(0, 1); (2, 1)] ([T; F; E]) []) (s63_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==0 && b==0 && c==1 *)
Lemma s122_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s122_board 0 0 1 -> fst (s122_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s122_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s122_q2] in Hc |- *.
  rewrite tf_game_eq, (s122_c2_L), (s122_c2_R); cbn [map].
  rewrite (tf_norm_game (s122_c2_L1)).
  pose proof (use_s62 IH 0 (opt_norm_l _ _ _ _ _ (s122_c2_L) ltac:(cbn [In]; left; reflexivity) (s122_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s122_c2_R1)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s122_c2_R) ltac:(cbn [In]; left; reflexivity) (s122_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s122_c2_R2)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s122_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s122_c2_R2))) as Ho2.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s122_c3_L (c : nat) : lmoves (s122_board 0 0 (2 + c)) = [strip [(0, 1); (2, 1)] (repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c3_L1 (c : nat) : tf_norm (strip [(0, 1); (2, 1)] (repeat T (1 + c) ++ [E; T; F]) []) (s64_board 0 (1 + c)) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] (repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c3_R (c : nat) : rmoves (s122_board 0 0 (2 + c)) = [strip [(0, 1); (1, 1)] (E :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1); (2, 1)] (repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c3_R1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (2 + c) ++ [E; F]) []) (s37_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c3_R2 (c : nat) : tf_norm (strip [(0, 1); (2, 1)] (repeat T (2 + c) ++ [F; E]) []) (s63_board 0 (2 + c)) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] (repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==0 && b==0 && c>=2 *)
Lemma s122_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s122_board 0 0 (2 + c) -> fst (s122_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q3] in Hc |- *.
  rewrite tf_game_eq, (s122_c3_L c), (s122_c3_R c); cbn [map].
  rewrite (tf_norm_game (s122_c3_L1 c)).
  pose proof (use_s64 IH 0 (1 + c) (opt_norm_l _ _ _ _ _ (s122_c3_L c) ltac:(cbn [In]; left; reflexivity) (s122_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s122_c3_R1 c)).
  pose proof (use_s37 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s122_c3_R c) ltac:(cbn [In]; left; reflexivity) (s122_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s122_c3_R2 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s122_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s122_c3_R2 c))) as Ho2.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s122_board 0 0 (2 + c) -> fst (s122_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q4] in Hc |- *.
  rewrite tf_game_eq, (s122_c3_L c), (s122_c3_R c); cbn [map].
  rewrite (tf_norm_game (s122_c3_L1 c)).
  pose proof (use_s64 IH 0 (1 + c) (opt_norm_l _ _ _ _ _ (s122_c3_L c) ltac:(cbn [In]; left; reflexivity) (s122_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s122_c3_R1 c)).
  pose proof (use_s37 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s122_c3_R c) ltac:(cbn [In]; left; reflexivity) (s122_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s122_c3_R2 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s122_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s122_c3_R2 c))) as Ho2.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p4 Ho1 ltac:(zlia)).
  rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s122_board 0 0 (2 + c) -> fst (s122_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q5] in Hc |- *.
  rewrite tf_game_eq, (s122_c3_L c), (s122_c3_R c); cbn [map].
  rewrite (tf_norm_game (s122_c3_L1 c)).
  pose proof (use_s64 IH 0 (1 + c) (opt_norm_l _ _ _ _ _ (s122_c3_L c) ltac:(cbn [In]; left; reflexivity) (s122_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s122_c3_R1 c)).
  pose proof (use_s37 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s122_c3_R c) ltac:(cbn [In]; left; reflexivity) (s122_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s122_c3_R2 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s122_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s122_c3_R2 c))) as Ho2.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p5 Ho1 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c4_L : lmoves (s122_board 0 1 0) = [strip [(0, 1); (3, 1)] ([T; F]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c4_L1 : tf_norm (strip [(0, 1); (3, 1)] ([T; F]) []) (s62_board 0) (-3).
Proof. apply (tf_norm_by _ [(0, 1); (3, 1)] ([T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c4_R : rmoves (s122_board 0 1 0) = [strip [(0, 1); (1, 1)] ([T; E; E; F]) []; strip [(0, 1)] ([E; E; T; F; F; E]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c4_R1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; E; F]) []) (s28_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c4_R2 : tf_norm (strip [(0, 1)] ([E; E; T; F; F; E]) []) (s30_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; F; E]) []); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==0 && b==1 && c==0 *)
Lemma s122_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s122_board 0 1 0 -> fst (s122_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s122_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s122_q1] in Hc |- *.
  rewrite tf_game_eq, (s122_c4_L), (s122_c4_R); cbn [map].
  rewrite (tf_norm_game (s122_c4_L1)).
  pose proof (use_s62 IH 0 (opt_norm_l _ _ _ _ _ (s122_c4_L) ltac:(cbn [In]; left; reflexivity) (s122_c4_L1))) as Ho0.
  rewrite (tf_norm_game (s122_c4_R1)).
  pose proof (use_s28 IH 0 1 (opt_norm_r _ _ _ _ _ (s122_c4_R) ltac:(cbn [In]; left; reflexivity) (s122_c4_R1))) as Ho1.
  rewrite (tf_norm_game0 (s122_c4_R2)).
  pose proof (use_s30 IH 0 1 (opt_norm_r _ _ _ _ _ (s122_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s122_c4_R2))) as Ho2.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-3) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s30_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s122_c5_L : lmoves (s122_board 0 1 1) = [strip [(0, 1)] ([E; E; T; F; E; T; F]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c5_L1 : tf_norm (strip [(0, 1)] ([E; E; T; F; E; T; F]) []) (s54_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c5_R : rmoves (s122_board 0 1 1) = [strip [(0, 1); (1, 1)] ([T; E; T; E; F]) []; strip [(0, 1)] ([E; E; T; F; T; F; E]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c5_R1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; T; E; F]) []) (s43_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c5_R2 : tf_norm (strip [(0, 1)] ([E; E; T; F; T; F; E]) []) (s55_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==0 && b==1 && c==1 *)
Lemma s122_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s122_board 0 1 1 -> fst (s122_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s122_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s122_q7] in Hc |- *.
  rewrite tf_game_eq, (s122_c5_L), (s122_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s122_c5_L1)).
  pose proof (use_s54 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s122_c5_L) ltac:(cbn [In]; left; reflexivity) (s122_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s122_c5_R1)).
  pose proof (use_s43 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s122_c5_R) ltac:(cbn [In]; left; reflexivity) (s122_c5_R1))) as Ho1.
  rewrite (tf_norm_game0 (s122_c5_R2)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s122_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s122_c5_R2))) as Ho2.
  rewrite (s54_p1 Ho0 ltac:(zlia)).
  rewrite (s43_p9 Ho1 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c6_L (c : nat) : lmoves (s122_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; F]) []) (s54_board 0 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c6_R (c : nat) : rmoves (s122_board 0 1 (2 + c)) = [strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c6_R1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F]) []) (s43_board 0 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c6_R2 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) []) (s55_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==0 && b==1 && c>=2 *)
Lemma s122_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s122_board 0 1 (2 + c) -> fst (s122_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q5] in Hc |- *.
  rewrite tf_game_eq, (s122_c6_L c), (s122_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s122_c6_L1 c)).
  pose proof (use_s54 IH 0 1 (1 + c) (opt_norm_l _ _ _ _ _ (s122_c6_L c) ltac:(cbn [In]; left; reflexivity) (s122_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game (s122_c6_R1 c)).
  pose proof (use_s43 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s122_c6_R c) ltac:(cbn [In]; left; reflexivity) (s122_c6_R1 c))) as Ho1.
  rewrite (tf_norm_game0 (s122_c6_R2 c)).
  pose proof (use_s55 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s122_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s122_c6_R2 c))) as Ho2.
  rewrite (s54_p5 Ho0 ltac:(zlia)).
  rewrite (s43_p6 Ho1 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c6_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s122_board 0 1 (2 + c) -> fst (s122_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q8] in Hc |- *.
  rewrite tf_game_eq, (s122_c6_L c), (s122_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s122_c6_L1 c)).
  pose proof (use_s54 IH 0 1 (1 + c) (opt_norm_l _ _ _ _ _ (s122_c6_L c) ltac:(cbn [In]; left; reflexivity) (s122_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game (s122_c6_R1 c)).
  pose proof (use_s43 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s122_c6_R c) ltac:(cbn [In]; left; reflexivity) (s122_c6_R1 c))) as Ho1.
  rewrite (tf_norm_game0 (s122_c6_R2 c)).
  pose proof (use_s55 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s122_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s122_c6_R2 c))) as Ho2.
  rewrite (s54_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p4 Ho1 ltac:(zlia)).
  rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c7_L (b : nat) : lmoves (s122_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; F; T; F]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; F; T; F]) []) (s50_board 0 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c7_R (b : nat) : rmoves (s122_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; F; E]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; F; E]) []) (s30_board 0 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; F; E]) []); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==0 && b>=2 && c==0 *)
Lemma s122_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s122_board 0 (2 + b) 0 -> fst (s122_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s122_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s122_q10] in Hc |- *.
  rewrite tf_game_eq, (s122_c7_L b), (s122_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s122_c7_L1 b)).
  pose proof (use_s50 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s122_c7_L b) ltac:(cbn [In]; left; reflexivity) (s122_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s122_c7_R1 b)).
  pose proof (use_s30 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s122_c7_R b) ltac:(cbn [In]; left; reflexivity) (s122_c7_R1 b))) as Ho1.
  rewrite (s50_p4 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s122_c7_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s122_board 0 (2 + b) 0 -> fst (s122_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s122_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s122_q14] in Hc |- *.
  rewrite tf_game_eq, (s122_c7_L b), (s122_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s122_c7_L1 b)).
  pose proof (use_s50 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s122_c7_L b) ltac:(cbn [In]; left; reflexivity) (s122_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s122_c7_R1 b)).
  pose proof (use_s30 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s122_c7_R b) ltac:(cbn [In]; left; reflexivity) (s122_c7_R1 b))) as Ho1.
  rewrite (s50_p6 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s122_c7_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s122_board 0 (2 + b) 0 -> fst (s122_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s122_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s122_q16] in Hc |- *.
  rewrite tf_game_eq, (s122_c7_L b), (s122_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s122_c7_L1 b)).
  pose proof (use_s50 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s122_c7_L b) ltac:(cbn [In]; left; reflexivity) (s122_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s122_c7_R1 b)).
  pose proof (use_s30 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s122_c7_R b) ltac:(cbn [In]; left; reflexivity) (s122_c7_R1 b))) as Ho1.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s122_c8_L (b : nat) : lmoves (s122_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E; T; F]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E; T; F]) []) (s54_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c8_R (b : nat) : rmoves (s122_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; T; F; E]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; T; F; E]) []) (s55_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==0 && b>=2 && c==1 *)
Lemma s122_c8_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s122_board 0 (2 + b) 1 -> fst (s122_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s122_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s122_q11] in Hc |- *.
  rewrite tf_game_eq, (s122_c8_L b), (s122_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s122_c8_L1 b)).
  pose proof (use_s54 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s122_c8_L b) ltac:(cbn [In]; left; reflexivity) (s122_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s122_c8_R1 b)).
  pose proof (use_s55 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s122_c8_R b) ltac:(cbn [In]; left; reflexivity) (s122_c8_R1 b))) as Ho1.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c9_L (b c : nat) : lmoves (s122_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; F]) []) (s54_board 0 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c9_R (b c : nat) : rmoves (s122_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) []) (s55_board 0 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==0 && b>=2 && c>=2 *)
Lemma s122_c9_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s122_board 0 (2 + b) (2 + c) -> fst (s122_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q9] in Hc |- *.
  rewrite tf_game_eq, (s122_c9_L b c), (s122_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s122_c9_L1 b c)).
  pose proof (use_s54 IH 0 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s122_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s122_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s122_c9_R1 b c)).
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s122_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s122_c9_R1 b c))) as Ho1.
  rewrite (s54_p7 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s122_c9_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s122_board 0 (2 + b) (2 + c) -> fst (s122_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q12] in Hc |- *.
  rewrite tf_game_eq, (s122_c9_L b c), (s122_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s122_c9_L1 b c)).
  pose proof (use_s54 IH 0 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s122_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s122_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s122_c9_R1 b c)).
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s122_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s122_c9_R1 b c))) as Ho1.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s122_c9_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s122_board 0 (2 + b) (2 + c) -> fst (s122_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q13] in Hc |- *.
  rewrite tf_game_eq, (s122_c9_L b c), (s122_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s122_c9_L1 b c)).
  pose proof (use_s54 IH 0 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s122_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s122_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s122_c9_R1 b c)).
  pose proof (use_s55 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s122_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s122_c9_R1 b c))) as Ho1.
  rewrite (s54_p9 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s122_c10_L : lmoves (s122_board 1 0 0) = [strip [(1, 1)] ([T; E; F; E; F]) []].
Proof. unfold s122_board, strip. tf_options. Qed.
Lemma s122_c10_L1 : tf_norm (strip [(1, 1)] ([T; E; F; E; F]) []) (s48_board 0 1 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c10_R : rmoves (s122_board 1 0 0) = [s103_board 1 0 0; s123_board 1 0].
Proof. unfold s103_board, s122_board, s123_board. tf_options. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==1 && b==0 && c==0 *)
Lemma s122_c10_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s122_board 1 0 0 -> fst (s122_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s122_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s122_q1] in Hc |- *.
  rewrite tf_game_eq, (s122_c10_L), (s122_c10_R); cbn [map].
  rewrite (tf_norm_game (s122_c10_L1)).
  pose proof (use_s48 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s122_c10_L) ltac:(cbn [In]; left; reflexivity) (s122_c10_L1))) as Ho0.
  pose proof (use_s103 IH 1 0 0 (opt_r _ _ _ (s122_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s123 IH 1 0 (opt_r _ _ _ (s122_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s48_p18 Ho0 ltac:(zlia)).
  rewrite (s48_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s103_p8 Ho1 ltac:(zlia)).
  rewrite (s123_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s122_c11_L : lmoves (s122_board 1 0 1) = [strip [(1, 1)] ([T; E; F; T; E; F]) []; s144_board 1 0 0].
Proof. unfold s122_board, s144_board, strip. tf_options. Qed.
Lemma s122_c11_L1 : tf_norm (strip [(1, 1)] ([T; E; F; T; E; F]) []) (s48_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c11_R : rmoves (s122_board 1 0 1) = [s147_board 1 0 0 1; s143_board 1 0 1].
Proof. unfold s122_board, s143_board, s147_board. tf_options. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==1 && b==0 && c==1 *)
Lemma s122_c11_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s122_board 1 0 1 -> fst (s122_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s122_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s122_q17] in Hc |- *.
  rewrite tf_game_eq, (s122_c11_L), (s122_c11_R); cbn [map].
  rewrite (tf_norm_game (s122_c11_L1)).
  pose proof (use_s48 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s122_c11_L) ltac:(cbn [In]; left; reflexivity) (s122_c11_L1))) as Ho0.
  pose proof (use_s144 IH 1 0 0 (opt_l _ _ _ (s122_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH 1 0 0 1 (opt_r _ _ _ (s122_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s143 IH 1 0 1 (opt_r _ _ _ (s122_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p19 Ho0 ltac:(zlia)).
  rewrite (s48_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p1 Ho1 ltac:(zlia)).
  rewrite (s147_p28 Ho2 ltac:(zlia)).
  rewrite (s143_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s122_c12_L (c : nat) : lmoves (s122_board 1 0 (2 + c)) = [strip [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) []; s144_board 1 0 (1 + c)].
Proof. unfold s122_board, s144_board, strip. tf_options. Qed.
Lemma s122_c12_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) []) (s48_board 0 1 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c12_R (c : nat) : rmoves (s122_board 1 0 (2 + c)) = [s147_board 1 0 0 (2 + c); s143_board 1 0 (2 + c)].
Proof. unfold s122_board, s143_board, s147_board. tf_options. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==1 && b==0 && c>=2 *)
Lemma s122_c12_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s122_board 1 0 (2 + c) -> fst (s122_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q3] in Hc |- *.
  rewrite tf_game_eq, (s122_c12_L c), (s122_c12_R c); cbn [map].
  rewrite (tf_norm_game (s122_c12_L1 c)).
  pose proof (use_s48 IH 0 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s122_c12_L c) ltac:(cbn [In]; left; reflexivity) (s122_c12_L1 c))) as Ho0.
  pose proof (use_s144 IH 1 0 (1 + c) (opt_l _ _ _ (s122_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH 1 0 0 (2 + c) (opt_r _ _ _ (s122_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s143 IH 1 0 (2 + c) (opt_r _ _ _ (s122_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p20 Ho0 ltac:(zlia)).
  rewrite (s48_p20_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p10 Ho1 ltac:(zlia)).
  rewrite (s147_p29 Ho2 ltac:(zlia)).
  rewrite (s143_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c12_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s122_board 1 0 (2 + c) -> fst (s122_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q4] in Hc |- *.
  rewrite tf_game_eq, (s122_c12_L c), (s122_c12_R c); cbn [map].
  rewrite (tf_norm_game (s122_c12_L1 c)).
  pose proof (use_s48 IH 0 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s122_c12_L c) ltac:(cbn [In]; left; reflexivity) (s122_c12_L1 c))) as Ho0.
  pose proof (use_s144 IH 1 0 (1 + c) (opt_l _ _ _ (s122_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH 1 0 0 (2 + c) (opt_r _ _ _ (s122_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s143 IH 1 0 (2 + c) (opt_r _ _ _ (s122_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p21 Ho0 ltac:(zlia)).
  rewrite (s48_p21_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p3 Ho1 ltac:(zlia)).
  rewrite (s147_p30 Ho2 ltac:(zlia)).
  rewrite (s143_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c12_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s122_board 1 0 (2 + c) -> fst (s122_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q5] in Hc |- *.
  rewrite tf_game_eq, (s122_c12_L c), (s122_c12_R c); cbn [map].
  rewrite (tf_norm_game (s122_c12_L1 c)).
  pose proof (use_s48 IH 0 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s122_c12_L c) ltac:(cbn [In]; left; reflexivity) (s122_c12_L1 c))) as Ho0.
  pose proof (use_s144 IH 1 0 (1 + c) (opt_l _ _ _ (s122_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH 1 0 0 (2 + c) (opt_r _ _ _ (s122_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s143 IH 1 0 (2 + c) (opt_r _ _ _ (s122_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p21 Ho0 ltac:(zlia)).
  rewrite (s48_p21_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p4 Ho1 ltac:(zlia)).
  rewrite (s147_p31 Ho2 ltac:(zlia)).
  rewrite (s143_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c13_L : lmoves (s122_board 1 1 0) = [strip [(1, 1)] ([T; E; T; F; E; F]) []; s183_board 1 0].
Proof. unfold s122_board, s183_board, strip. tf_options. Qed.
Lemma s122_c13_L1 : tf_norm (strip [(1, 1)] ([T; E; T; F; E; F]) []) (s48_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c13_R : rmoves (s122_board 1 1 0) = [s103_board 1 0 1; s123_board 1 1].
Proof. unfold s103_board, s122_board, s123_board. tf_options. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==1 && b==1 && c==0 *)
Lemma s122_c13_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s122_board 1 1 0 -> fst (s122_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s122_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s122_q10] in Hc |- *.
  rewrite tf_game_eq, (s122_c13_L), (s122_c13_R); cbn [map].
  rewrite (tf_norm_game (s122_c13_L1)).
  pose proof (use_s48 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s122_c13_L) ltac:(cbn [In]; left; reflexivity) (s122_c13_L1))) as Ho0.
  pose proof (use_s183 IH 1 0 (opt_l _ _ _ (s122_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH 1 0 1 (opt_r _ _ _ (s122_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s123 IH 1 1 (opt_r _ _ _ (s122_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p22 Ho0 ltac:(zlia)).
  rewrite (s48_p22_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s183_p3 Ho1 ltac:(zlia)).
  rewrite (s103_p2 Ho2 ltac:(zlia)).
  rewrite (s123_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s122_c14_L : lmoves (s122_board 1 1 1) = [strip [(1, 1)] ([T; E; T; F; T; E; F]) []; s144_board 1 1 0].
Proof. unfold s122_board, s144_board, strip. tf_options. Qed.
Lemma s122_c14_L1 : tf_norm (strip [(1, 1)] ([T; E; T; F; T; E; F]) []) (s48_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c14_R : rmoves (s122_board 1 1 1) = [s147_board 1 0 1 1; s143_board 1 1 1].
Proof. unfold s122_board, s143_board, s147_board. tf_options. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==1 && b==1 && c==1 *)
Lemma s122_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s122_board 1 1 1 -> fst (s122_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s122_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s122_q6] in Hc |- *.
  rewrite tf_game_eq, (s122_c14_L), (s122_c14_R); cbn [map].
  rewrite (tf_norm_game (s122_c14_L1)).
  pose proof (use_s48 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s122_c14_L) ltac:(cbn [In]; left; reflexivity) (s122_c14_L1))) as Ho0.
  pose proof (use_s144 IH 1 1 0 (opt_l _ _ _ (s122_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH 1 0 1 1 (opt_r _ _ _ (s122_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s143 IH 1 1 1 (opt_r _ _ _ (s122_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p24 Ho0 ltac:(zlia)).
  rewrite (s48_p24_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p11 Ho1 ltac:(zlia)).
  rewrite (s147_p33 Ho2 ltac:(zlia)).
  rewrite (s143_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c15_L (c : nat) : lmoves (s122_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) []; s144_board 1 1 (1 + c)].
Proof. unfold s122_board, s144_board, strip. tf_options. Qed.
Lemma s122_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) []) (s48_board 0 1 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c15_R (c : nat) : rmoves (s122_board 1 1 (2 + c)) = [s147_board 1 0 1 (2 + c); s143_board 1 1 (2 + c)].
Proof. unfold s122_board, s143_board, s147_board. tf_options. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==1 && b==1 && c>=2 *)
Lemma s122_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s122_board 1 1 (2 + c) -> fst (s122_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q5] in Hc |- *.
  rewrite tf_game_eq, (s122_c15_L c), (s122_c15_R c); cbn [map].
  rewrite (tf_norm_game (s122_c15_L1 c)).
  pose proof (use_s48 IH 0 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s122_c15_L c) ltac:(cbn [In]; left; reflexivity) (s122_c15_L1 c))) as Ho0.
  pose proof (use_s144 IH 1 1 (1 + c) (opt_l _ _ _ (s122_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH 1 0 1 (2 + c) (opt_r _ _ _ (s122_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s143 IH 1 1 (2 + c) (opt_r _ _ _ (s122_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p26 Ho0 ltac:(zlia)).
  rewrite (s48_p26_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p4 Ho1 ltac:(zlia)).
  rewrite (s147_p31 Ho2 ltac:(zlia)).
  rewrite (s143_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c15_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s122_board 1 1 (2 + c) -> fst (s122_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s122_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s122_q8] in Hc |- *.
  rewrite tf_game_eq, (s122_c15_L c), (s122_c15_R c); cbn [map].
  rewrite (tf_norm_game (s122_c15_L1 c)).
  pose proof (use_s48 IH 0 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s122_c15_L c) ltac:(cbn [In]; left; reflexivity) (s122_c15_L1 c))) as Ho0.
  pose proof (use_s144 IH 1 1 (1 + c) (opt_l _ _ _ (s122_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH 1 0 1 (2 + c) (opt_r _ _ _ (s122_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s143 IH 1 1 (2 + c) (opt_r _ _ _ (s122_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s48_p25 Ho0 ltac:(zlia)).
  rewrite (s48_p25_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p5 Ho1 ltac:(zlia)).
  rewrite (s147_p34 Ho2 ltac:(zlia)).
  rewrite (s143_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c16_L (b : nat) : lmoves (s122_board 1 (2 + b) 0) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F]) []; s184_board 1 (1 + b) 0].
Proof. unfold s122_board, s184_board, strip. tf_options. Qed.
Lemma s122_c16_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F]) []) (s48_board 0 1 (2 + b) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s122_c16_R (b : nat) : rmoves (s122_board 1 (2 + b) 0) = [s123_board 1 (2 + b)].
Proof. unfold s122_board, s123_board. tf_options. Qed.
(* s122 = T^a F _^2 T^b F T^c _ F on a==1 && b>=2 && c==0 *)
Lemma s122_c16_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s122_board 1 (2 + b) 0 -> fst (s122_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s122_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s122_q14] in Hc |- *.
  rewrite tf_game_eq, (s122_c16_L b), (s122_c16_R b); cbn [map].
  rewrite (tf_norm_game (s122_c16_L1 b)).
  pose proof (use_s48 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s122_c16_L b) ltac:(cbn [In]; left; reflexivity) (s122_c16_L1 b))) as Ho0.
  pose proof (use_s184 IH 1 (1 + b) 0 (opt_l _ _ _ (s122_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s123 IH 1 (2 + b) (opt_r _ _ _ (s122_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p33 Ho0 ltac:(zlia)).
  rewrite (s48_p33_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p4 Ho1 ltac:(zlia)).
  rewrite (s123_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c16_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s122_board 1 (2 + b) 0 -> fst (s122_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s122_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s122_q16] in Hc |- *.
  rewrite tf_game_eq, (s122_c16_L b), (s122_c16_R b); cbn [map].
  rewrite (tf_norm_game (s122_c16_L1 b)).
  pose proof (use_s48 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s122_c16_L b) ltac:(cbn [In]; left; reflexivity) (s122_c16_L1 b))) as Ho0.
  pose proof (use_s184 IH 1 (1 + b) 0 (opt_l _ _ _ (s122_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s123 IH 1 (2 + b) (opt_r _ _ _ (s122_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p34 Ho0 ltac:(zlia)).
  rewrite (s48_p34_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p7 Ho1 ltac:(zlia)).
  rewrite (s123_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s122_c16_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s122_board 1 (2 + b) 0 -> fst (s122_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s122_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s122_q18] in Hc |- *.
  rewrite tf_game_eq, (s122_c16_L b), (s122_c16_R b); cbn [map].
  rewrite (tf_norm_game (s122_c16_L1 b)).
  pose proof (use_s48 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s122_c16_L b) ltac:(cbn [In]; left; reflexivity) (s122_c16_L1 b))) as Ho0.
  pose proof (use_s184 IH 1 (1 + b) 0 (opt_l _ _ _ (s122_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s123 IH 1 (2 + b) (opt_r _ _ _ (s122_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p22 Ho0 ltac:(zlia)).
  rewrite (s48_p22_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p1 Ho1 ltac:(zlia)).
  rewrite (s123_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

