(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s19_c1_L : lmoves (s19_board 0) = [].
Proof. unfold s19_board. tf_options. Qed.
Lemma s19_c1_R : rmoves (s19_board 0) = [strip [(2, 1)] ([T; E; F]) []].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c1_R1 : tf_norm (strip [(2, 1)] ([T; E; F]) []) (s37_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _^3 T F^2 on a==0 *)
Lemma s19_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 0 -> fst (s19_q1 (Z.of_nat 0)) -> tf_game x == snd (s19_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q1] in Hc |- *.
  rewrite tf_game_eq, (s19_c1_L), (s19_c1_R); cbn [map].
  rewrite (tf_norm_game (s19_c1_R1)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s19_c1_R) ltac:(cbn [In]; left; reflexivity) (s19_c1_R1))) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c2_L : lmoves (s19_board 1) = [s21_board 0 1].
Proof. unfold s19_board, s21_board. tf_options. Qed.
Lemma s19_c2_R : rmoves (s19_board 1) = [s33_board 1 0 1].
Proof. unfold s19_board, s33_board. tf_options. Qed.
(* s19 = T^a _^3 T F^2 on a==1 *)
Lemma s19_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 1 -> fst (s19_q1 (Z.of_nat 1)) -> tf_game x == snd (s19_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q1] in Hc |- *.
  rewrite tf_game_eq, (s19_c2_L), (s19_c2_R); cbn [map].
  pose proof (use_s21 IH 0 1 (opt_l _ _ _ (s19_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 0 1 (opt_r _ _ _ (s19_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p2 Ho0 ltac:(zlia)).
  rewrite (s33_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c3_L (a : nat) : lmoves (s19_board (2 + a)) = [s21_board (1 + a) 1].
Proof. unfold s19_board, s21_board. tf_options. Qed.
Lemma s19_c3_R (a : nat) : rmoves (s19_board (2 + a)) = [s33_board (2 + a) 0 1].
Proof. unfold s19_board, s33_board. tf_options. Qed.
(* s19 = T^a _^3 T F^2 on a>=2 *)
Lemma s19_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s19_board (2 + a) -> fst (s19_q2 (Z.of_nat (2 + a))) -> tf_game x == snd (s19_q2 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s19_q2] in Hc |- *.
  rewrite tf_game_eq, (s19_c3_L a), (s19_c3_R a); cbn [map].
  pose proof (use_s21 IH (1 + a) 1 (opt_l _ _ _ (s19_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 1 (opt_r _ _ _ (s19_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s21_p6 Ho0 ltac:(zlia)).
    rewrite (s33_p22 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s21_p8 Ho0 ltac:(zlia)).
    rewrite (s33_p22 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s20 = T^a _^2 T^b _ T F^2 on a==0 && b==0: the board of s19 *)
Lemma s20_c1_p1 x (Hs19 : s19_claim x) :
  x = s20_board 0 0 -> fst (s20_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q1] in Hc |- *.
  pose proof (Hs19 0 ltac:(rewrite Hx; unfold s20_board, s19_board; board_eq)) as Ho0.
  rewrite (s19_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c2_L : lmoves (s20_board 0 1) = [strip [] ([E; E; E; T; T; F; F]) []].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c2_L1 : tf_norm (strip [] ([E; E; E; T; T; F; F]) []) (repeat E 3) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s20_c2_R : rmoves (s20_board 0 1) = [s33_board 0 1 1].
Proof. unfold s20_board, s33_board. tf_options. Qed.
(* s20 = T^a _^2 T^b _ T F^2 on a==0 && b==1 *)
Lemma s20_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 0 1 -> fst (s20_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q2] in Hc |- *.
  rewrite tf_game_eq, (s20_c2_L), (s20_c2_R); cbn [map].
  rewrite (tf_norm_blank (s20_c2_L1)).
  pose proof (use_s33 IH 0 1 1 (opt_r _ _ _ (s20_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s33_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s20_c3_L (b : nat) : lmoves (s20_board 0 (2 + b)) = [strip [] (E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c3_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) (repeat E 3) (Z.of_nat (2 + b) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E]) [(1 + b, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s20_c3_R (b : nat) : rmoves (s20_board 0 (2 + b)) = [s33_board 0 (2 + b) 1].
Proof. unfold s20_board, s33_board. tf_options. Qed.
(* s20 = T^a _^2 T^b _ T F^2 on a==0 && b>=2 *)
Lemma s20_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s20_board 0 (2 + b) -> fst (s20_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s20_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c3_L b), (s20_c3_R b); cbn [map].
  rewrite (tf_norm_blank (s20_c3_L1 b)).
  pose proof (use_s33 IH 0 (2 + b) 1 (opt_r _ _ _ (s20_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s33_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s20 = T^a _^2 T^b _ T F^2 on a==1 && b==0: the board of s19 *)
Lemma s20_c4_p1 x (Hs19 : s19_claim x) :
  x = s20_board 1 0 -> fst (s20_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q1] in Hc |- *.
  pose proof (Hs19 1 ltac:(rewrite Hx; unfold s20_board, s19_board; board_eq)) as Ho0.
  rewrite (s19_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c5_L : lmoves (s20_board 1 1) = [s22_board 0 1 1; strip [] ([T; E; E; E; T; T; F; F]) []].
Proof. unfold s20_board, s22_board, strip. tf_options. Qed.
Lemma s20_c5_L2 : tf_norm (strip [] ([T; E; E; E; T; T; F; F]) []) (repeat E 3) (3).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 3)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s20_c5_R : rmoves (s20_board 1 1) = [s33_board 1 1 1].
Proof. unfold s20_board, s33_board. tf_options. Qed.
(* s20 = T^a _^2 T^b _ T F^2 on a==1 && b==1 *)
Lemma s20_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 1 1 -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c5_L), (s20_c5_R); cbn [map].
  pose proof (use_s22 IH 0 1 1 (opt_l _ _ _ (s20_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s20_c5_L2)).
  pose proof (use_s33 IH 1 1 1 (opt_r _ _ _ (s20_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s33_p21 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s20_c6_L (b : nat) : lmoves (s20_board 1 (2 + b)) = [s22_board 0 1 (2 + b); strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []].
Proof. unfold s20_board, s22_board, strip. tf_options. Qed.
Lemma s20_c6_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) (repeat E 3) (Z.of_nat (2 + b) + 2).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 2); (1 + b, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s20_c6_R (b : nat) : rmoves (s20_board 1 (2 + b)) = [s33_board 1 (2 + b) 1].
Proof. unfold s20_board, s33_board. tf_options. Qed.
(* s20 = T^a _^2 T^b _ T F^2 on a==1 && b>=2 *)
Lemma s20_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s20_board 1 (2 + b) -> fst (s20_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s20_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c6_L b), (s20_c6_R b); cbn [map].
  pose proof (use_s22 IH 0 1 (2 + b) (opt_l _ _ _ (s20_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s20_c6_L2 b)).
  pose proof (use_s33 IH 1 (2 + b) 1 (opt_r _ _ _ (s20_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s20 = T^a _^2 T^b _ T F^2 on a>=2 && b==0: the board of s19 *)
Lemma s20_c7_p5 x (Hs19 : s19_claim x) (a : nat) :
  x = s20_board (2 + a) 0 -> fst (s20_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s20_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q5] in Hc |- *.
  pose proof (Hs19 (2 + a) ltac:(rewrite Hx; unfold s20_board, s19_board; board_eq)) as Ho0.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c8_L (a : nat) : lmoves (s20_board (2 + a) 1) = [s22_board (1 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; E; E; T; T; F; F]) []].
Proof. unfold s20_board, s22_board, strip. tf_options. Qed.
Lemma s20_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; T; T; F; F]) []) (repeat E 3) (3 * Z.of_nat (2 + a)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 3)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s20_c8_R (a : nat) : rmoves (s20_board (2 + a) 1) = [s33_board (2 + a) 1 1].
Proof. unfold s20_board, s33_board. tf_options. Qed.
(* s20 = T^a _^2 T^b _ T F^2 on a>=2 && b==1 *)
Lemma s20_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s20_board (2 + a) 1 -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c8_L a), (s20_c8_R a); cbn [map].
  pose proof (use_s22 IH (1 + a) 1 1 (opt_l _ _ _ (s20_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s20_c8_L2 a)).
  pose proof (use_s33 IH (2 + a) 1 1 (opt_r _ _ _ (s20_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p7 Ho0 ltac:(zlia)).
  rewrite (s33_p21 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s20_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s20_board (2 + a) 1 -> fst (s20_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s20_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q6] in Hc |- *.
  rewrite tf_game_eq, (s20_c8_L a), (s20_c8_R a); cbn [map].
  pose proof (use_s22 IH (1 + a) 1 1 (opt_l _ _ _ (s20_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s20_c8_L2 a)).
  pose proof (use_s33 IH (2 + a) 1 1 (opt_r _ _ _ (s20_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p9 Ho0 ltac:(zlia)).
  rewrite (s33_p23 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s20_c9_L (a b : nat) : lmoves (s20_board (2 + a) (2 + b)) = [s22_board (1 + a) 1 (2 + b); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []].
Proof. unfold s20_board, s22_board, strip. tf_options. Qed.
Lemma s20_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) (repeat E 3) (3 * Z.of_nat (2 + a) + Z.of_nat (2 + b) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 2); (1 + b, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s20_c9_R (a b : nat) : rmoves (s20_board (2 + a) (2 + b)) = [s33_board (2 + a) (2 + b) 1].
Proof. unfold s20_board, s33_board. tf_options. Qed.
(* s20 = T^a _^2 T^b _ T F^2 on a>=2 && b>=2 *)
Lemma s20_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s20_board (2 + a) (2 + b) -> fst (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s20_q3] in Hc |- *.
  rewrite tf_game_eq, (s20_c9_L a b), (s20_c9_R a b); cbn [map].
  pose proof (use_s22 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s20_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s20_c9_L2 a b)).
  pose proof (use_s33 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s20_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s21 = T^a _ T^b _^2 T F^2 on a==0 && b==0: the board of s19 *)
Lemma s21_c1_p1 x (Hs19 : s19_claim x) :
  x = s21_board 0 0 -> fst (s21_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q1] in Hc |- *.
  pose proof (Hs19 0 ltac:(rewrite Hx; unfold s21_board, s19_board; board_eq)) as Ho0.
  rewrite (s19_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c2_L : lmoves (s21_board 0 1) = [s20_board 0 1].
Proof. unfold s20_board, s21_board. tf_options. Qed.
Lemma s21_c2_R : rmoves (s21_board 0 1) = [s48_board 0 1 0 1].
Proof. unfold s21_board, s48_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T F^2 on a==0 && b==1 *)
Lemma s21_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s21_board 0 1 -> fst (s21_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q2] in Hc |- *.
  rewrite tf_game_eq, (s21_c2_L), (s21_c2_R); cbn [map].
  pose proof (use_s20 IH 0 1 (opt_l _ _ _ (s21_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH 0 1 0 1 (opt_r _ _ _ (s21_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  rewrite (s48_p19 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c3_L (b : nat) : lmoves (s21_board 0 (2 + b)) = [s22_board 0 (1 + b) 1].
Proof. unfold s21_board, s22_board. tf_options. Qed.
Lemma s21_c3_R (b : nat) : rmoves (s21_board 0 (2 + b)) = [s48_board 0 (2 + b) 0 1].
Proof. unfold s21_board, s48_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T F^2 on a==0 && b>=2 *)
Lemma s21_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 0 (2 + b) -> fst (s21_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s21_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s21_q3] in Hc |- *.
  rewrite tf_game_eq, (s21_c3_L b), (s21_c3_R b); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) 1 (opt_l _ _ _ (s21_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s21_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s48_p36 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 0 (2 + b) -> fst (s21_q4 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s21_q4 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s21_q4] in Hc |- *.
  rewrite tf_game_eq, (s21_c3_L b), (s21_c3_R b); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) 1 (opt_l _ _ _ (s21_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s21_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s22_p7 Ho0 ltac:(zlia)).
  rewrite (s48_p46 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 0 (2 + b) -> fst (s21_q5 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s21_q5 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c3_L b), (s21_c3_R b); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) 1 (opt_l _ _ _ (s21_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s21_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s22_p9 Ho0 ltac:(zlia)).
  rewrite (s48_p46 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s21 = T^a _ T^b _^2 T F^2 on a==1 && b==0: the board of s19 *)
Lemma s21_c4_p1 x (Hs19 : s19_claim x) :
  x = s21_board 1 0 -> fst (s21_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q1] in Hc |- *.
  pose proof (Hs19 1 ltac:(rewrite Hx; unfold s21_board, s19_board; board_eq)) as Ho0.
  rewrite (s19_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c5_L : lmoves (s21_board 1 1) = [s21_board 0 2; s20_board 1 1].
Proof. unfold s20_board, s21_board. tf_options. Qed.
Lemma s21_c5_R : rmoves (s21_board 1 1) = [s48_board 1 1 0 1].
Proof. unfold s21_board, s48_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T F^2 on a==1 && b==1 *)
Lemma s21_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s21_board 1 1 -> fst (s21_q6 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q6 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q6] in Hc |- *.
  rewrite tf_game_eq, (s21_c5_L), (s21_c5_R); cbn [map].
  pose proof (use_s21 IH 0 2 (opt_l _ _ _ (s21_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 1 (opt_l _ _ _ (s21_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s48 IH 1 1 0 1 (opt_r _ _ _ (s21_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p3 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s48_p45 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c6_L (b : nat) : lmoves (s21_board 1 (2 + b)) = [s21_board 0 (3 + b); s22_board 1 (1 + b) 1].
Proof. unfold s21_board, s22_board. tf_options. Qed.
Lemma s21_c6_R (b : nat) : rmoves (s21_board 1 (2 + b)) = [s48_board 1 (2 + b) 0 1].
Proof. unfold s21_board, s48_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T F^2 on a==1 && b>=2 *)
Lemma s21_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 1 (2 + b) -> fst (s21_q4 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s21_q4 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s21_q4] in Hc |- *.
  rewrite tf_game_eq, (s21_c6_L b), (s21_c6_R b); cbn [map].
  pose proof (use_s21 IH 0 (3 + b) (opt_l _ _ _ (s21_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) 1 (opt_l _ _ _ (s21_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s48 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s21_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  rewrite (s22_p7 Ho1 ltac:(zlia)).
  rewrite (s48_p46 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s21_board 1 (2 + b) -> fst (s21_q5 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s21_q5 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c6_L b), (s21_c6_R b); cbn [map].
  pose proof (use_s21 IH 0 (3 + b) (opt_l _ _ _ (s21_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) 1 (opt_l _ _ _ (s21_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s48 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s21_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p9 Ho1 ltac:(zlia)).
  rewrite (s48_p46 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s21 = T^a _ T^b _^2 T F^2 on a>=2 && b==0: the board of s19 *)
Lemma s21_c7_p7 x (Hs19 : s19_claim x) (a : nat) :
  x = s21_board (2 + a) 0 -> fst (s21_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s21_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q7] in Hc |- *.
  pose proof (Hs19 (2 + a) ltac:(rewrite Hx; unfold s21_board, s19_board; board_eq)) as Ho0.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c8_L (a : nat) : lmoves (s21_board (2 + a) 1) = [s21_board (1 + a) 2; s20_board (2 + a) 1].
Proof. unfold s20_board, s21_board. tf_options. Qed.
Lemma s21_c8_R (a : nat) : rmoves (s21_board (2 + a) 1) = [s48_board (2 + a) 1 0 1].
Proof. unfold s21_board, s48_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T F^2 on a>=2 && b==1 *)
Lemma s21_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s21_board (2 + a) 1 -> fst (s21_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s21_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q6] in Hc |- *.
  rewrite tf_game_eq, (s21_c8_L a), (s21_c8_R a); cbn [map].
  pose proof (use_s21 IH (1 + a) 2 (opt_l _ _ _ (s21_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) 1 (opt_l _ _ _ (s21_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s48 IH (2 + a) 1 0 1 (opt_r _ _ _ (s21_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s48_p45 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s21_board (2 + a) 1 -> fst (s21_q8 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s21_q8 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q8] in Hc |- *.
  rewrite tf_game_eq, (s21_c8_L a), (s21_c8_R a); cbn [map].
  pose proof (use_s21 IH (1 + a) 2 (opt_l _ _ _ (s21_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) 1 (opt_l _ _ _ (s21_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s48 IH (2 + a) 1 0 1 (opt_r _ _ _ (s21_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s20_p6 Ho1 ltac:(zlia)).
  rewrite (s48_p45 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c9_L (a b : nat) : lmoves (s21_board (2 + a) (2 + b)) = [s21_board (1 + a) (3 + b); s22_board (2 + a) (1 + b) 1].
Proof. unfold s21_board, s22_board. tf_options. Qed.
Lemma s21_c9_R (a b : nat) : rmoves (s21_board (2 + a) (2 + b)) = [s48_board (2 + a) (2 + b) 0 1].
Proof. unfold s21_board, s48_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T F^2 on a>=2 && b>=2 *)
Lemma s21_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s21_board (2 + a) (2 + b) -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c9_L a b), (s21_c9_R a b); cbn [map].
  pose proof (use_s21 IH (1 + a) (3 + b) (opt_l _ _ _ (s21_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s21_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s48 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s21_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p9 Ho1 ltac:(zlia)).
  rewrite (s48_p46 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a==0 && b==0 && c==0: the board of s19 *)
Lemma s22_c1_p1 x (Hs19 : s19_claim x) :
  x = s22_board 0 0 0 -> fst (s22_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q1] in Hc |- *.
  pose proof (Hs19 0 ltac:(rewrite Hx; unfold s22_board, s19_board; board_eq)) as Ho0.
  rewrite (s19_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a==0 && b==0 && c==1: the board of s20 *)
Lemma s22_c2_p2 x (Hs20 : s20_claim x) :
  x = s22_board 0 0 1 -> fst (s22_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q2] in Hc |- *.
  pose proof (Hs20 0 1 ltac:(rewrite Hx; unfold s22_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a==0 && b==0 && c>=2: the board of s20 *)
Lemma s22_c3_p3 x (Hs20 : s20_claim x) (c : nat) :
  x = s22_board 0 0 (2 + c) -> fst (s22_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q3] in Hc |- *.
  pose proof (Hs20 0 (2 + c) ltac:(rewrite Hx; unfold s22_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a==0 && b==1 && c==0: the board of s21 *)
Lemma s22_c4_p4 x (Hs21 : s21_claim x) :
  x = s22_board 0 1 0 -> fst (s22_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q4] in Hc |- *.
  pose proof (Hs21 0 1 ltac:(rewrite Hx; unfold s22_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s22_c5_L : lmoves (s22_board 0 1 1) = [s20_board 0 2; strip [] ([E; T; E; E; T; T; F; F]) []].
Proof. unfold s20_board, s22_board, strip. tf_options. Qed.
Lemma s22_c5_L2 : tf_norm (strip [] ([E; T; E; E; T; T; F; F]) []) (repeat E 3) (2).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s22_c5_R : rmoves (s22_board 0 1 1) = [s48_board 0 1 1 1].
Proof. unfold s22_board, s48_board. tf_options. Qed.
(* s22 = T^a _ T^b _ T^c _ T F^2 on a==0 && b==1 && c==1 *)
Lemma s22_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s22_board 0 1 1 -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c5_L), (s22_c5_R); cbn [map].
  pose proof (use_s20 IH 0 2 (opt_l _ _ _ (s22_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s22_c5_L2)).
  pose proof (use_s48 IH 0 1 1 1 (opt_r _ _ _ (s22_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s48_p24 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s22_c6_L (c : nat) : lmoves (s22_board 0 1 (2 + c)) = [s20_board 0 (3 + c); strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s20_board, s22_board, strip. tf_options. Qed.
Lemma s22_c6_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (repeat E 3) (Z.of_nat (2 + c) + 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s22_c6_R (c : nat) : rmoves (s22_board 0 1 (2 + c)) = [s48_board 0 1 (2 + c) 1].
Proof. unfold s22_board, s48_board. tf_options. Qed.
(* s22 = T^a _ T^b _ T^c _ T F^2 on a==0 && b==1 && c>=2 *)
Lemma s22_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s22_board 0 1 (2 + c) -> fst (s22_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q3] in Hc |- *.
  rewrite tf_game_eq, (s22_c6_L c), (s22_c6_R c); cbn [map].
  pose proof (use_s20 IH 0 (3 + c) (opt_l _ _ _ (s22_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s22_c6_L2 c)).
  pose proof (use_s48 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s22_c6_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s48_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a==0 && b>=2 && c==0: the board of s21 *)
Lemma s22_c7_p6 x (Hs21 : s21_claim x) (b : nat) :
  x = s22_board 0 (2 + b) 0 -> fst (s22_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q6] in Hc |- *.
  pose proof (Hs21 0 (2 + b) ltac:(rewrite Hx; unfold s22_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s22_c7_p8 x (Hs21 : s21_claim x) (b : nat) :
  x = s22_board 0 (2 + b) 0 -> fst (s22_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s22_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q8] in Hc |- *.
  pose proof (Hs21 0 (2 + b) ltac:(rewrite Hx; unfold s22_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c7_p10 x (Hs21 : s21_claim x) (b : nat) :
  x = s22_board 0 (2 + b) 0 -> fst (s22_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s22_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q10] in Hc |- *.
  pose proof (Hs21 0 (2 + b) ltac:(rewrite Hx; unfold s22_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s22_c8_L (b : nat) : lmoves (s22_board 0 (2 + b) 1) = [s22_board 0 (1 + b) 2; strip [] (E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c8_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) (repeat E 3) (2 * Z.of_nat (2 + b)).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + b, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s22_c8_R (b : nat) : rmoves (s22_board 0 (2 + b) 1) = [s48_board 0 (2 + b) 1 1].
Proof. unfold s22_board, s48_board. tf_options. Qed.
(* s22 = T^a _ T^b _ T^c _ T F^2 on a==0 && b>=2 && c==1 *)
Lemma s22_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s22_board 0 (2 + b) 1 -> fst (s22_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s22_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q7] in Hc |- *.
  rewrite tf_game_eq, (s22_c8_L b), (s22_c8_R b); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) 2 (opt_l _ _ _ (s22_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s22_c8_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s22_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s48_p40 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s22_board 0 (2 + b) 1 -> fst (s22_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s22_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q9] in Hc |- *.
  rewrite tf_game_eq, (s22_c8_L b), (s22_c8_R b); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) 2 (opt_l _ _ _ (s22_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s22_c8_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s22_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s48_p49 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s22_c9_L (b c : nat) : lmoves (s22_board 0 (2 + b) (2 + c)) = [s22_board 0 (1 + b) (3 + c); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c9_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (repeat E 3) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + b, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s22_c9_R (b c : nat) : rmoves (s22_board 0 (2 + b) (2 + c)) = [s48_board 0 (2 + b) (2 + c) 1].
Proof. unfold s22_board, s48_board. tf_options. Qed.
(* s22 = T^a _ T^b _ T^c _ T F^2 on a==0 && b>=2 && c>=2 *)
Lemma s22_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s22_board 0 (2 + b) (2 + c) -> fst (s22_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q3] in Hc |- *.
  rewrite tf_game_eq, (s22_c9_L b c), (s22_c9_R b c); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s22_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s22_c9_L2 b c)).
  pose proof (use_s48 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s22_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s48_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a==1 && b==0 && c==0: the board of s19 *)
Lemma s22_c10_p1 x (Hs19 : s19_claim x) :
  x = s22_board 1 0 0 -> fst (s22_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q1] in Hc |- *.
  pose proof (Hs19 1 ltac:(rewrite Hx; unfold s22_board, s19_board; board_eq)) as Ho0.
  rewrite (s19_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a==1 && b==0 && c==1: the board of s20 *)
Lemma s22_c11_p11 x (Hs20 : s20_claim x) :
  x = s22_board 1 0 1 -> fst (s22_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q11] in Hc |- *.
  pose proof (Hs20 1 1 ltac:(rewrite Hx; unfold s22_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a==1 && b==0 && c>=2: the board of s20 *)
Lemma s22_c12_p3 x (Hs20 : s20_claim x) (c : nat) :
  x = s22_board 1 0 (2 + c) -> fst (s22_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q3] in Hc |- *.
  pose proof (Hs20 1 (2 + c) ltac:(rewrite Hx; unfold s22_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a==1 && b==1 && c==0: the board of s21 *)
Lemma s22_c13_p12 x (Hs21 : s21_claim x) :
  x = s22_board 1 1 0 -> fst (s22_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q12] in Hc |- *.
  pose proof (Hs21 1 1 ltac:(rewrite Hx; unfold s22_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s22_c14_L : lmoves (s22_board 1 1 1) = [s22_board 0 2 1; s20_board 1 2; strip [] ([T; E; T; E; E; T; T; F; F]) []].
Proof. unfold s20_board, s22_board, strip. tf_options. Qed.
Lemma s22_c14_L3 : tf_norm (strip [] ([T; E; T; E; E; T; T; F; F]) []) (repeat E 3) (5).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 1); (1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s22_c14_R : rmoves (s22_board 1 1 1) = [s48_board 1 1 1 1].
Proof. unfold s22_board, s48_board. tf_options. Qed.
(* s22 = T^a _ T^b _ T^c _ T F^2 on a==1 && b==1 && c==1 *)
Lemma s22_c14_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s22_board 1 1 1 -> fst (s22_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q7] in Hc |- *.
  rewrite tf_game_eq, (s22_c14_L), (s22_c14_R); cbn [map].
  pose proof (use_s22 IH 0 2 1 (opt_l _ _ _ (s22_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 2 (opt_l _ _ _ (s22_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s22_c14_L3)).
  pose proof (use_s48 IH 1 1 1 1 (opt_r _ _ _ (s22_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p7 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p67 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c15_L (c : nat) : lmoves (s22_board 1 1 (2 + c)) = [s22_board 0 2 (2 + c); s20_board 1 (3 + c); strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s20_board, s22_board, strip. tf_options. Qed.
Lemma s22_c15_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (repeat E 3) (Z.of_nat (2 + c) + 4).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 1); (1, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s22_c15_R (c : nat) : rmoves (s22_board 1 1 (2 + c)) = [s48_board 1 1 (2 + c) 1].
Proof. unfold s22_board, s48_board. tf_options. Qed.
(* s22 = T^a _ T^b _ T^c _ T F^2 on a==1 && b==1 && c>=2 *)
Lemma s22_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s22_board 1 1 (2 + c) -> fst (s22_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q3] in Hc |- *.
  rewrite tf_game_eq, (s22_c15_L c), (s22_c15_R c); cbn [map].
  pose proof (use_s22 IH 0 2 (2 + c) (opt_l _ _ _ (s22_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (3 + c) (opt_l _ _ _ (s22_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s22_c15_L3 c)).
  pose proof (use_s48 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s22_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p71 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a==1 && b>=2 && c==0: the board of s21 *)
Lemma s22_c16_p8 x (Hs21 : s21_claim x) (b : nat) :
  x = s22_board 1 (2 + b) 0 -> fst (s22_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s22_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q8] in Hc |- *.
  pose proof (Hs21 1 (2 + b) ltac:(rewrite Hx; unfold s22_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c16_p10 x (Hs21 : s21_claim x) (b : nat) :
  x = s22_board 1 (2 + b) 0 -> fst (s22_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s22_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q10] in Hc |- *.
  pose proof (Hs21 1 (2 + b) ltac:(rewrite Hx; unfold s22_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s22_c17_L (b : nat) : lmoves (s22_board 1 (2 + b) 1) = [s22_board 0 (3 + b) 1; s22_board 1 (1 + b) 2; strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c17_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) (repeat E 3) (2 * Z.of_nat (2 + b) + 3).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 1); (2 + b, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s22_c17_R (b : nat) : rmoves (s22_board 1 (2 + b) 1) = [s48_board 1 (2 + b) 1 1].
Proof. unfold s22_board, s48_board. tf_options. Qed.
(* s22 = T^a _ T^b _ T^c _ T F^2 on a==1 && b>=2 && c==1 *)
Lemma s22_c17_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s22_board 1 (2 + b) 1 -> fst (s22_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s22_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q9] in Hc |- *.
  rewrite tf_game_eq, (s22_c17_L b), (s22_c17_R b); cbn [map].
  pose proof (use_s22 IH 0 (3 + b) 1 (opt_l _ _ _ (s22_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) 2 (opt_l _ _ _ (s22_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s22_c17_L3 b)).
  pose proof (use_s48 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s22_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p9 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s22_c18_L (b c : nat) : lmoves (s22_board 1 (2 + b) (2 + c)) = [s22_board 0 (3 + b) (2 + c); s22_board 1 (1 + b) (3 + c); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c18_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (repeat E 3) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 1); (2 + b, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s22_c18_R (b c : nat) : rmoves (s22_board 1 (2 + b) (2 + c)) = [s48_board 1 (2 + b) (2 + c) 1].
Proof. unfold s22_board, s48_board. tf_options. Qed.
(* s22 = T^a _ T^b _ T^c _ T F^2 on a==1 && b>=2 && c>=2 *)
Lemma s22_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s22_board 1 (2 + b) (2 + c) -> fst (s22_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q3] in Hc |- *.
  rewrite tf_game_eq, (s22_c18_L b c), (s22_c18_R b c); cbn [map].
  pose proof (use_s22 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s22_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s22_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s22_c18_L3 b c)).
  pose proof (use_s48 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s22_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p71 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a>=2 && b==0 && c==0: the board of s19 *)
Lemma s22_c19_p13 x (Hs19 : s19_claim x) (a : nat) :
  x = s22_board (2 + a) 0 0 -> fst (s22_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q13] in Hc |- *.
  pose proof (Hs19 (2 + a) ltac:(rewrite Hx; unfold s22_board, s19_board; board_eq)) as Ho0.
  rewrite (s19_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a>=2 && b==0 && c==1: the board of s20 *)
Lemma s22_c20_p11 x (Hs20 : s20_claim x) (a : nat) :
  x = s22_board (2 + a) 0 1 -> fst (s22_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q11] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 ltac:(rewrite Hx; unfold s22_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s22_c20_p14 x (Hs20 : s20_claim x) (a : nat) :
  x = s22_board (2 + a) 0 1 -> fst (s22_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q14] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 ltac:(rewrite Hx; unfold s22_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a>=2 && b==0 && c>=2: the board of s20 *)
Lemma s22_c21_p3 x (Hs20 : s20_claim x) (a c : nat) :
  x = s22_board (2 + a) 0 (2 + c) -> fst (s22_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q3] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s22_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a>=2 && b==1 && c==0: the board of s21 *)
Lemma s22_c22_p12 x (Hs21 : s21_claim x) (a : nat) :
  x = s22_board (2 + a) 1 0 -> fst (s22_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q12] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 ltac:(rewrite Hx; unfold s22_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s22_c22_p15 x (Hs21 : s21_claim x) (a : nat) :
  x = s22_board (2 + a) 1 0 -> fst (s22_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q15] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 ltac:(rewrite Hx; unfold s22_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s22_c23_L (a : nat) : lmoves (s22_board (2 + a) 1 1) = [s22_board (1 + a) 2 1; s20_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [E; T; E; E; T; T; F; F]) []].
Proof. unfold s20_board, s22_board, strip. tf_options. Qed.
Lemma s22_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; T; T; F; F]) []) (repeat E 3) (3 * Z.of_nat (2 + a) + 2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 1); (1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s22_c23_R (a : nat) : rmoves (s22_board (2 + a) 1 1) = [s48_board (2 + a) 1 1 1].
Proof. unfold s22_board, s48_board. tf_options. Qed.
(* s22 = T^a _ T^b _ T^c _ T F^2 on a>=2 && b==1 && c==1 *)
Lemma s22_c23_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s22_board (2 + a) 1 1 -> fst (s22_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q9] in Hc |- *.
  rewrite tf_game_eq, (s22_c23_L a), (s22_c23_R a); cbn [map].
  pose proof (use_s22 IH (1 + a) 2 1 (opt_l _ _ _ (s22_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) 2 (opt_l _ _ _ (s22_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s22_c23_L3 a)).
  pose proof (use_s48 IH (2 + a) 1 1 1 (opt_r _ _ _ (s22_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p9 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s22_c24_L (a c : nat) : lmoves (s22_board (2 + a) 1 (2 + c)) = [s22_board (1 + a) 2 (2 + c); s20_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s20_board, s22_board, strip. tf_options. Qed.
Lemma s22_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (repeat E 3) (3 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 1); (1, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s22_c24_R (a c : nat) : rmoves (s22_board (2 + a) 1 (2 + c)) = [s48_board (2 + a) 1 (2 + c) 1].
Proof. unfold s22_board, s48_board. tf_options. Qed.
(* s22 = T^a _ T^b _ T^c _ T F^2 on a>=2 && b==1 && c>=2 *)
Lemma s22_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s22_board (2 + a) 1 (2 + c) -> fst (s22_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q3] in Hc |- *.
  rewrite tf_game_eq, (s22_c24_L a c), (s22_c24_R a c); cbn [map].
  pose proof (use_s22 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s22_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (3 + c) (opt_l _ _ _ (s22_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s22_c24_L3 a c)).
  pose proof (use_s48 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s22_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p71 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s22 = T^a _ T^b _ T^c _ T F^2 on a>=2 && b>=2 && c==0: the board of s21 *)
Lemma s22_c25_p10 x (Hs21 : s21_claim x) (a b : nat) :
  x = s22_board (2 + a) (2 + b) 0 -> fst (s22_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s22_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q10] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s22_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s22_c26_L (a b : nat) : lmoves (s22_board (2 + a) (2 + b) 1) = [s22_board (1 + a) (3 + b) 1; s22_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) (repeat E 3) (3 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 1); (2 + b, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s22_c26_R (a b : nat) : rmoves (s22_board (2 + a) (2 + b) 1) = [s48_board (2 + a) (2 + b) 1 1].
Proof. unfold s22_board, s48_board. tf_options. Qed.
(* s22 = T^a _ T^b _ T^c _ T F^2 on a>=2 && b>=2 && c==1 *)
Lemma s22_c26_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s22_board (2 + a) (2 + b) 1 -> fst (s22_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s22_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q9] in Hc |- *.
  rewrite tf_game_eq, (s22_c26_L a b), (s22_c26_R a b); cbn [map].
  pose proof (use_s22 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s22_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s22_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s22_c26_L3 a b)).
  pose proof (use_s48 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s22_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p9 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s22_c27_L (a b c : nat) : lmoves (s22_board (2 + a) (2 + b) (2 + c)) = [s22_board (1 + a) (3 + b) (2 + c); s22_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (repeat E 3) (3 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 1); (2 + b, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s22_c27_R (a b c : nat) : rmoves (s22_board (2 + a) (2 + b) (2 + c)) = [s48_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s22_board, s48_board. tf_options. Qed.
(* s22 = T^a _ T^b _ T^c _ T F^2 on a>=2 && b>=2 && c>=2 *)
Lemma s22_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s22_board (2 + a) (2 + b) (2 + c) -> fst (s22_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q3] in Hc |- *.
  rewrite tf_game_eq, (s22_c27_L a b c), (s22_c27_R a b c); cbn [map].
  pose proof (use_s22 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s22_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s22_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s22_c27_L3 a b c)).
  pose proof (use_s48 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s22_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p71 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s23_c1_L : lmoves (s23_board 0 0) = [].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c1_R : rmoves (s23_board 0 0) = [strip [(0, 1); (1, 2)] ([E; E]) []].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c1_R1 : tf_norm (strip [(0, 1); (1, 2)] ([E; E]) []) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (1, 2)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b F^3 _^2 on a==0 && b==0 *)
Lemma s23_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s23_board 0 0 -> fst (s23_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q1] in Hc |- *.
  rewrite tf_game_eq, (s23_c1_L), (s23_c1_R); cbn [map].
  rewrite (tf_norm_blank (s23_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s23_c2_L : lmoves (s23_board 0 1) = [].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c2_R : rmoves (s23_board 0 1) = [strip [(0, 1)] ([T; E; F; F; E; E]) []].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; F; F; E; E]) []) (s47_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b F^3 _^2 on a==0 && b==1 *)
Lemma s23_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s23_board 0 1 -> fst (s23_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q2] in Hc |- *.
  rewrite tf_game_eq, (s23_c2_L), (s23_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s23_c2_R1)).
  pose proof (use_s47 IH 1 0 (opt_norm_r _ _ _ _ _ (s23_c2_R) ltac:(cbn [In]; left; reflexivity) (s23_c2_R1))) as Ho0.
  rewrite (s47_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c3_L (b : nat) : lmoves (s23_board 0 (2 + b)) = [].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c3_R (b : nat) : rmoves (s23_board 0 (2 + b)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b F^3 _^2 on a==0 && b>=2 *)
Lemma s23_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 0 (2 + b) -> fst (s23_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s23_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s23_q2] in Hc |- *.
  rewrite tf_game_eq, (s23_c3_L b), (s23_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s23_c4_L : lmoves (s23_board 1 0) = [s23_board 0 1].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c4_R : rmoves (s23_board 1 0) = [s85_board 1 0].
Proof. unfold s23_board, s85_board. tf_options. Qed.
(* s23 = T^a _ T^b F^3 _^2 on a==1 && b==0 *)
Lemma s23_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s23_board 1 0 -> fst (s23_q4 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c4_L), (s23_c4_R); cbn [map].
  pose proof (use_s23 IH 0 1 (opt_l _ _ _ (s23_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s85 IH 1 0 (opt_r _ _ _ (s23_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s23_p2 Ho0 ltac:(zlia)).
  rewrite (s85_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s23_c5_L : lmoves (s23_board 1 1) = [s23_board 0 2].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c5_R : rmoves (s23_board 1 1) = [s86_board 1 0].
Proof. unfold s23_board, s86_board. tf_options. Qed.
(* s23 = T^a _ T^b F^3 _^2 on a==1 && b==1 *)
Lemma s23_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s23_board 1 1 -> fst (s23_q6 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q6 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q6] in Hc |- *.
  rewrite tf_game_eq, (s23_c5_L), (s23_c5_R); cbn [map].
  pose proof (use_s23 IH 0 2 (opt_l _ _ _ (s23_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s86 IH 1 0 (opt_r _ _ _ (s23_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s23_p2 Ho0 ltac:(zlia)).
  rewrite (s86_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s23_c6_L (b : nat) : lmoves (s23_board 1 (2 + b)) = [s23_board 0 (3 + b)].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c6_R (b : nat) : rmoves (s23_board 1 (2 + b)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b F^3 _^2 on a==1 && b>=2 *)
Lemma s23_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 1 (2 + b) -> fst (s23_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s23_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s23_q3] in Hc |- *.
  rewrite tf_game_eq, (s23_c6_L b), (s23_c6_R b); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) (opt_l _ _ _ (s23_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s23_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s23_c7_L (a : nat) : lmoves (s23_board (2 + a) 0) = [s23_board (1 + a) 1].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c7_R (a : nat) : rmoves (s23_board (2 + a) 0) = [s85_board (2 + a) 0].
Proof. unfold s23_board, s85_board. tf_options. Qed.
(* s23 = T^a _ T^b F^3 _^2 on a>=2 && b==0 *)
Lemma s23_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s23_board (2 + a) 0 -> fst (s23_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s23_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q7] in Hc |- *.
  rewrite tf_game_eq, (s23_c7_L a), (s23_c7_R a); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 (opt_l _ _ _ (s23_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s85 IH (2 + a) 0 (opt_r _ _ _ (s23_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s23_p5 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s85_p5 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s85_p6 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s85_p7 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s23_p6 Ho0 ltac:(zlia)).
    rewrite (s85_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s23_c8_L (a : nat) : lmoves (s23_board (2 + a) 1) = [s23_board (1 + a) 2].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c8_R (a : nat) : rmoves (s23_board (2 + a) 1) = [s86_board (2 + a) 0].
Proof. unfold s23_board, s86_board. tf_options. Qed.
(* s23 = T^a _ T^b F^3 _^2 on a>=2 && b==1 *)
Lemma s23_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s23_board (2 + a) 1 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c8_L a), (s23_c8_R a); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 (opt_l _ _ _ (s23_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s86 IH (2 + a) 0 (opt_r _ _ _ (s23_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s23_p3 Ho0 ltac:(zlia)).
  rewrite (s86_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s23_c9_L (a b : nat) : lmoves (s23_board (2 + a) (2 + b)) = [s23_board (1 + a) (3 + b)].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c9_R (a b : nat) : rmoves (s23_board (2 + a) (2 + b)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b F^3 _^2 on a>=2 && b>=2 *)
Lemma s23_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s23_board (2 + a) (2 + b) -> fst (s23_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s23_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s23_q3] in Hc |- *.
  rewrite tf_game_eq, (s23_c9_L a b), (s23_c9_R a b); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) (opt_l _ _ _ (s23_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s23_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s24_c1_L : lmoves (s24_board 0) = [strip [(0, 1); (1, 1)] ([T; E; E; F]) []].
Proof. unfold s24_board, strip. tf_options. Qed.
Lemma s24_c1_L1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; E; F]) []) (s28_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s24_c1_R : rmoves (s24_board 0) = [strip [(0, 1)] ([T; F; E; E; F; E]) []].
Proof. unfold s24_board, strip. tf_options. Qed.
Lemma s24_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E; F; E]) []) (s106_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; F; E]) []); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s24 = T^a F T F _^3 F on a==0 *)
Lemma s24_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s24_board 0 -> fst (s24_q1 (Z.of_nat 0)) -> tf_game x == snd (s24_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s24_q1] in Hc |- *.
  rewrite tf_game_eq, (s24_c1_L), (s24_c1_R); cbn [map].
  rewrite (tf_norm_game (s24_c1_L1)).
  pose proof (use_s28 IH 0 1 (opt_norm_l _ _ _ _ _ (s24_c1_L) ltac:(cbn [In]; left; reflexivity) (s24_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s24_c1_R1)).
  pose proof (use_s106 IH 1 0 (opt_norm_r _ _ _ _ _ (s24_c1_R) ltac:(cbn [In]; left; reflexivity) (s24_c1_R1))) as Ho1.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s24_c2_L : lmoves (s24_board 1) = [s103_board 1 0 1].
Proof. unfold s103_board, s24_board. tf_options. Qed.
Lemma s24_c2_R : rmoves (s24_board 1) = [s141_board 1 0].
Proof. unfold s141_board, s24_board. tf_options. Qed.
(* s24 = T^a F T F _^3 F on a==1 *)
Lemma s24_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s24_board 1 -> fst (s24_q2 (Z.of_nat 1)) -> tf_game x == snd (s24_q2 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q2] in Hc |- *.
  rewrite tf_game_eq, (s24_c2_L), (s24_c2_R); cbn [map].
  pose proof (use_s103 IH 1 0 1 (opt_l _ _ _ (s24_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s141 IH 1 0 (opt_r _ _ _ (s24_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s103_p2 Ho0 ltac:(zlia)).
  rewrite (s141_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c3_L (a : nat) : lmoves (s24_board (2 + a)) = [s103_board (2 + a) 0 1].
Proof. unfold s103_board, s24_board. tf_options. Qed.
Lemma s24_c3_R (a : nat) : rmoves (s24_board (2 + a)) = [s141_board (2 + a) 0].
Proof. unfold s141_board, s24_board. tf_options. Qed.
(* s24 = T^a F T F _^3 F on a>=2 *)
Lemma s24_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s24_board (2 + a) -> fst (s24_q2 (Z.of_nat (2 + a))) -> tf_game x == snd (s24_q2 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s24_q2] in Hc |- *.
  rewrite tf_game_eq, (s24_c3_L a), (s24_c3_R a); cbn [map].
  pose proof (use_s103 IH (2 + a) 0 1 (opt_l _ _ _ (s24_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s141 IH (2 + a) 0 (opt_r _ _ _ (s24_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s103_p11 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s103_p15 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s103_p18 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s103_p20 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s25_c1_L : lmoves (s25_board 0) = [].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c1_R : rmoves (s25_board 0) = [strip [(0, 1); (2, 1)] ([T; E; F]) []].
Proof. unfold s25_board, strip. tf_options. Qed.
Lemma s25_c1_R1 : tf_norm (strip [(0, 1); (2, 1)] ([T; E; F]) []) (s37_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
(* s25 = T^a F _^3 T F^2 on a==0 *)
Lemma s25_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s25_board 0 -> fst (s25_q1 (Z.of_nat 0)) -> tf_game x == snd (s25_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s25_q1] in Hc |- *.
  rewrite tf_game_eq, (s25_c1_L), (s25_c1_R); cbn [map].
  rewrite (tf_norm_game (s25_c1_R1)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s25_c1_R) ltac:(cbn [In]; left; reflexivity) (s25_c1_R1))) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s25_c2_L : lmoves (s25_board 1) = [strip [(1, 1)] ([T; E; E; T; F; F]) []].
Proof. unfold s25_board, strip. tf_options. Qed.
Lemma s25_c2_L1 : tf_norm (strip [(1, 1)] ([T; E; E; T; F; F]) []) (s21_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; F; F]) []); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s25_c2_R : rmoves (s25_board 1) = [s122_board 1 0 1].
Proof. unfold s122_board, s25_board. tf_options. Qed.
(* s25 = T^a F _^3 T F^2 on a==1 *)
Lemma s25_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s25_board 1 -> fst (s25_q1 (Z.of_nat 1)) -> tf_game x == snd (s25_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q1] in Hc |- *.
  rewrite tf_game_eq, (s25_c2_L), (s25_c2_R); cbn [map].
  rewrite (tf_norm_game (s25_c2_L1)).
  pose proof (use_s21 IH 0 1 (opt_norm_l _ _ _ _ _ (s25_c2_L) ltac:(cbn [In]; left; reflexivity) (s25_c2_L1))) as Ho0.
  pose proof (use_s122 IH 1 0 1 (opt_r _ _ _ (s25_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p2 Ho0 ltac:(zlia)).
  rewrite (s21_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s122_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s25_c3_L (a : nat) : lmoves (s25_board (2 + a)) = [s71_board (1 + a) 0 1].
Proof. unfold s25_board, s71_board. tf_options. Qed.
Lemma s25_c3_R (a : nat) : rmoves (s25_board (2 + a)) = [s122_board (2 + a) 0 1].
Proof. unfold s122_board, s25_board. tf_options. Qed.
(* s25 = T^a F _^3 T F^2 on a>=2 *)
Lemma s25_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s25_board (2 + a) -> fst (s25_q2 (Z.of_nat (2 + a))) -> tf_game x == snd (s25_q2 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s25_q2] in Hc |- *.
  rewrite tf_game_eq, (s25_c3_L a), (s25_c3_R a); cbn [map].
  pose proof (use_s71 IH (1 + a) 0 1 (opt_l _ _ _ (s25_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s122 IH (2 + a) 0 1 (opt_r _ _ _ (s25_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s71_p5 Ho0 ltac:(zlia)).
  rewrite (s122_p19 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s25_board (2 + a) -> fst (s25_q3 (Z.of_nat (2 + a))) -> tf_game x == snd (s25_q3 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s25_q3] in Hc |- *.
  rewrite tf_game_eq, (s25_c3_L a), (s25_c3_R a); cbn [map].
  pose proof (use_s71 IH (1 + a) 0 1 (opt_l _ _ _ (s25_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s122 IH (2 + a) 0 1 (opt_r _ _ _ (s25_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s71_p19 Ho0 ltac:(zlia)).
    rewrite (s122_p36 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s71_p23 Ho0 ltac:(zlia)).
    rewrite (s122_p31 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s71_p38 Ho0 ltac:(zlia)).
    rewrite (s122_p22 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s26 = T^a F _ T^b _^2 F^2 on a==0 && b==0: the board of s3 *)
Lemma s26_c1_p1 x (Hs3 : s3_claim x) :
  x = s26_board 0 0 -> fst (s26_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s26_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s26_q1] in Hc |- *.
  pose proof (Hs3 0 ltac:(rewrite Hx; unfold s26_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s26_c2_L : lmoves (s26_board 0 1) = [strip [(0, 1)] ([E; E; T; E; F; F]) []].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c2_L1 : tf_norm (strip [(0, 1)] ([E; E; T; E; F; F]) []) (s14_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c2_R : rmoves (s26_board 0 1) = [strip [(0, 1)] ([E; T; E; F; E; F]) []].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c2_R1 : tf_norm (strip [(0, 1)] ([E; T; E; F; E; F]) []) (s48_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s26 = T^a F _ T^b _^2 F^2 on a==0 && b==1 *)
Lemma s26_c2_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s26_board 0 1 -> fst (s26_q3 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s26_q3 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q3] in Hc |- *.
  rewrite tf_game_eq, (s26_c2_L), (s26_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s26_c2_L1)).
  pose proof (use_s14 IH 0 1 (opt_norm_l _ _ _ _ _ (s26_c2_L) ltac:(cbn [In]; left; reflexivity) (s26_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s26_c2_R1)).
  pose proof (use_s48 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s26_c2_R) ltac:(cbn [In]; left; reflexivity) (s26_c2_R1))) as Ho1.
  rewrite (s14_p1 Ho0 ltac:(zlia)).
  rewrite (s48_p18 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c3_L (b : nat) : lmoves (s26_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; F; F]) []].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; F; F]) []) (s15_board 0 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c3_R (b : nat) : rmoves (s26_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; F]) []].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; F]) []) (s48_board 0 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s26 = T^a F _ T^b _^2 F^2 on a==0 && b>=2 *)
Lemma s26_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 0 (2 + b) -> fst (s26_q1 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s26_q1 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s26_q1] in Hc |- *.
  rewrite tf_game_eq, (s26_c3_L b), (s26_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s26_c3_L1 b)).
  pose proof (use_s15 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s26_c3_L b) ltac:(cbn [In]; left; reflexivity) (s26_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s26_c3_R1 b)).
  pose proof (use_s48 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s26_c3_R b) ltac:(cbn [In]; left; reflexivity) (s26_c3_R1 b))) as Ho1.
  rewrite (s15_p6 Ho0 ltac:(zlia)).
  rewrite (s48_p35 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_via _ (dyadic (-1) 1)); [num_cmp | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]].
Qed.

Lemma s26_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 0 (2 + b) -> fst (s26_q4 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s26_q4 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s26_q4] in Hc |- *.
  rewrite tf_game_eq, (s26_c3_L b), (s26_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s26_c3_L1 b)).
  pose proof (use_s15 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s26_c3_L b) ltac:(cbn [In]; left; reflexivity) (s26_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s26_c3_R1 b)).
  pose proof (use_s48 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s26_c3_R b) ltac:(cbn [In]; left; reflexivity) (s26_c3_R1 b))) as Ho1.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s48_p44 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s26 = T^a F _ T^b _^2 F^2 on a==1 && b==0: the board of s3 *)
Lemma s26_c4_p6 x (Hs3 : s3_claim x) :
  x = s26_board 1 0 -> fst (s26_q6 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s26_q6 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s26_q6] in Hc |- *.
  pose proof (Hs3 1 ltac:(rewrite Hx; unfold s26_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c5_L : lmoves (s26_board 1 1) = [strip [(1, 1)] ([T; T; E; E; F; F]) []; s61_board 1 1].
Proof. unfold s26_board, s61_board, strip. tf_options. Qed.
Lemma s26_c5_L1 : tf_norm (strip [(1, 1)] ([T; T; E; E; F; F]) []) (s10_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; E; F; F]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c5_R : rmoves (s26_board 1 1) = [s134_board 1 1 0 0].
Proof. unfold s134_board, s26_board. tf_options. Qed.
(* s26 = T^a F _ T^b _^2 F^2 on a==1 && b==1 *)
Lemma s26_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s26_board 1 1 -> fst (s26_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s26_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q3] in Hc |- *.
  rewrite tf_game_eq, (s26_c5_L), (s26_c5_R); cbn [map].
  rewrite (tf_norm_game (s26_c5_L1)).
  pose proof (use_s10 IH 0 2 (opt_norm_l _ _ _ _ _ (s26_c5_L) ltac:(cbn [In]; left; reflexivity) (s26_c5_L1))) as Ho0.
  pose proof (use_s61 IH 1 1 (opt_l _ _ _ (s26_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s134 IH 1 1 0 0 (opt_r _ _ _ (s26_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s10_p4 Ho0 ltac:(zlia)).
  rewrite (s10_p4_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s61_p6 Ho1 ltac:(zlia)).
  rewrite (s134_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c6_L (b : nat) : lmoves (s26_board 1 (2 + b)) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; E; F; F]) []; s69_board 1 (1 + b) 1].
Proof. unfold s26_board, s69_board, strip. tf_options. Qed.
Lemma s26_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; E; F; F]) []) (s10_board 0 (3 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; E; F; F]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c6_R (b : nat) : rmoves (s26_board 1 (2 + b)) = [s134_board 1 (2 + b) 0 0].
Proof. unfold s134_board, s26_board. tf_options. Qed.
(* s26 = T^a F _ T^b _^2 F^2 on a==1 && b>=2 *)
Lemma s26_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 1 (2 + b) -> fst (s26_q4 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s26_q4 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s26_q4] in Hc |- *.
  rewrite tf_game_eq, (s26_c6_L b), (s26_c6_R b); cbn [map].
  rewrite (tf_norm_game (s26_c6_L1 b)).
  pose proof (use_s10 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s26_c6_L b) ltac:(cbn [In]; left; reflexivity) (s26_c6_L1 b))) as Ho0.
  pose proof (use_s69 IH 1 (1 + b) 1 (opt_l _ _ _ (s26_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s134 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s26_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s10_p5 Ho0 ltac:(zlia)).
  rewrite (s10_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s69_p6 Ho1 ltac:(zlia)).
  rewrite (s134_p48 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c6_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 1 (2 + b) -> fst (s26_q6 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s26_q6 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s26_q6] in Hc |- *.
  rewrite tf_game_eq, (s26_c6_L b), (s26_c6_R b); cbn [map].
  rewrite (tf_norm_game (s26_c6_L1 b)).
  pose proof (use_s10 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s26_c6_L b) ltac:(cbn [In]; left; reflexivity) (s26_c6_L1 b))) as Ho0.
  pose proof (use_s69 IH 1 (1 + b) 1 (opt_l _ _ _ (s26_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s134 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s26_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s10_p5 Ho0 ltac:(zlia)).
  rewrite (s10_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s69_p4 Ho1 ltac:(zlia)).
  rewrite (s134_p48 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s26 = T^a F _ T^b _^2 F^2 on a>=2 && b==0: the board of s3 *)
Lemma s26_c7_p2 x (Hs3 : s3_claim x) (a : nat) :
  x = s26_board (2 + a) 0 -> fst (s26_q2 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s26_q2 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s26_q2] in Hc |- *.
  pose proof (Hs3 (2 + a) ltac:(rewrite Hx; unfold s26_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s26_c7_p6 x (Hs3 : s3_claim x) (a : nat) :
  x = s26_board (2 + a) 0 -> fst (s26_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s26_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s26_q6] in Hc |- *.
  pose proof (Hs3 (2 + a) ltac:(rewrite Hx; unfold s26_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c7_p8 x (Hs3 : s3_claim x) (a : nat) :
  x = s26_board (2 + a) 0 -> fst (s26_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s26_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s26_q8] in Hc |- *.
  pose proof (Hs3 (2 + a) ltac:(rewrite Hx; unfold s26_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s26_c8_L (a : nat) : lmoves (s26_board (2 + a) 1) = [s27_board (1 + a) 0 2; s61_board (2 + a) 1].
Proof. unfold s26_board, s27_board, s61_board. tf_options. Qed.
Lemma s26_c8_R (a : nat) : rmoves (s26_board (2 + a) 1) = [s134_board (2 + a) 1 0 0].
Proof. unfold s134_board, s26_board. tf_options. Qed.
(* s26 = T^a F _ T^b _^2 F^2 on a>=2 && b==1 *)
Lemma s26_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 1 -> fst (s26_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s26_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q6] in Hc |- *.
  rewrite tf_game_eq, (s26_c8_L a), (s26_c8_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 0 2 (opt_l _ _ _ (s26_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s61 IH (2 + a) 1 (opt_l _ _ _ (s26_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s134 IH (2 + a) 1 0 0 (opt_r _ _ _ (s26_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p16 Ho0 ltac:(zlia)).
  rewrite (s61_p7 Ho1 ltac:(zlia)).
  rewrite (s134_p48 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 1 -> fst (s26_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s26_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q7] in Hc |- *.
  rewrite tf_game_eq, (s26_c8_L a), (s26_c8_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 0 2 (opt_l _ _ _ (s26_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s61 IH (2 + a) 1 (opt_l _ _ _ (s26_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s134 IH (2 + a) 1 0 0 (opt_r _ _ _ (s26_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  rewrite (s61_p2 Ho1 ltac:(zlia)).
  rewrite (s134_p48 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 1 -> fst (s26_q9 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s26_q9 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q9] in Hc |- *.
  rewrite tf_game_eq, (s26_c8_L a), (s26_c8_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 0 2 (opt_l _ _ _ (s26_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s61 IH (2 + a) 1 (opt_l _ _ _ (s26_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s134 IH (2 + a) 1 0 0 (opt_r _ _ _ (s26_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p25 Ho0 ltac:(zlia)).
  rewrite (s61_p11 Ho1 ltac:(zlia)).
  rewrite (s134_p48 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 1 -> fst (s26_q10 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s26_q10 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q10] in Hc |- *.
  rewrite tf_game_eq, (s26_c8_L a), (s26_c8_R a); cbn [map].
  pose proof (use_s27 IH (1 + a) 0 2 (opt_l _ _ _ (s26_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s61 IH (2 + a) 1 (opt_l _ _ _ (s26_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s134 IH (2 + a) 1 0 0 (opt_r _ _ _ (s26_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s27_p29 Ho0 ltac:(zlia)).
  rewrite (s61_p12 Ho1 ltac:(zlia)).
  rewrite (s134_p48 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c9_L (a b : nat) : lmoves (s26_board (2 + a) (2 + b)) = [s27_board (1 + a) 0 (3 + b); s69_board (2 + a) (1 + b) 1].
Proof. unfold s26_board, s27_board, s69_board. tf_options. Qed.
Lemma s26_c9_R (a b : nat) : rmoves (s26_board (2 + a) (2 + b)) = [s134_board (2 + a) (2 + b) 0 0].
Proof. unfold s134_board, s26_board. tf_options. Qed.
(* s26 = T^a F _ T^b _^2 F^2 on a>=2 && b>=2 *)
Lemma s26_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s26_board (2 + a) (2 + b) -> fst (s26_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s26_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s26_q5] in Hc |- *.
  rewrite tf_game_eq, (s26_c9_L a b), (s26_c9_R a b); cbn [map].
  pose proof (use_s27 IH (1 + a) 0 (3 + b) (opt_l _ _ _ (s26_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s69 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s26_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s134 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s26_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s27_p19 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s69_p5 Ho1 ltac:(zlia)).
      rewrite (s134_p48 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s69_p6 Ho1 ltac:(zlia)).
      rewrite (s134_p48 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s27_p20 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s69_p5 Ho1 ltac:(zlia)).
      rewrite (s134_p48 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s69_p6 Ho1 ltac:(zlia)).
      rewrite (s134_p48 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s27_p25 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s69_p5 Ho1 ltac:(zlia)).
      rewrite (s134_p48 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s69_p6 Ho1 ltac:(zlia)).
      rewrite (s134_p48 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s27_p29 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s69_p5 Ho1 ltac:(zlia)).
      rewrite (s134_p48 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s69_p6 Ho1 ltac:(zlia)).
      rewrite (s134_p48 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s27_c1_L : lmoves (s27_board 0 0 0) = [].
Proof. unfold s27_board. tf_options. Qed.
Lemma s27_c1_R : rmoves (s27_board 0 0 0) = [strip [(0, 1); (3, 2)] ([]) []; strip [(1, 1); (1, 1); (1, 1)] ([]) []].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c1_R1 : tf_norm (strip [(0, 1); (3, 2)] ([]) []) (repeat E 3) (-6).
Proof. apply (tf_norm_by _ [(0, 1); (3, 2)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s27_c1_R2 : tf_norm (strip [(1, 1); (1, 1); (1, 1)] ([]) []) (repeat E 3) (-6).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1); (1, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==0 && b==0 && c==0 *)
Lemma s27_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 0 0 0 -> fst (s27_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q1] in Hc |- *.
  rewrite tf_game_eq, (s27_c1_L), (s27_c1_R); cbn [map].
  rewrite (tf_norm_blank (s27_c1_R1)).
  rewrite (tf_norm_blank (s27_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s27_c2_L : lmoves (s27_board 0 0 1) = [strip [(1, 1)] ([E; T; E; F; F]) []].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c2_L1 : tf_norm (strip [(1, 1)] ([E; T; E; F; F]) []) (s14_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c2_R : rmoves (s27_board 0 0 1) = [strip [(0, 1)] ([E; T; E; E; F; F]) []; strip [(1, 1)] ([T; E; F; E; F]) []].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c2_R1 : tf_norm (strip [(0, 1)] ([E; T; E; E; F; F]) []) (s10_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; F; F]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c2_R2 : tf_norm (strip [(1, 1)] ([T; E; F; E; F]) []) (s48_board 0 1 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==0 && b==0 && c==1 *)
Lemma s27_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 0 0 1 -> fst (s27_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q2] in Hc |- *.
  rewrite tf_game_eq, (s27_c2_L), (s27_c2_R); cbn [map].
  rewrite (tf_norm_game (s27_c2_L1)).
  pose proof (use_s14 IH 0 1 (opt_norm_l _ _ _ _ _ (s27_c2_L) ltac:(cbn [In]; left; reflexivity) (s27_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s27_c2_R1)).
  pose proof (use_s10 IH 0 1 (opt_norm_r _ _ _ _ _ (s27_c2_R) ltac:(cbn [In]; left; reflexivity) (s27_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s27_c2_R2)).
  pose proof (use_s48 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s27_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s27_c2_R2))) as Ho2.
  rewrite (s14_p1 Ho0 ltac:(zlia)).
  rewrite (s14_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p18 Ho2 ltac:(zlia)).
  rewrite (s48_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c3_L (c : nat) : lmoves (s27_board 0 0 (2 + c)) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; F; F]) []].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c3_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; F; F]) []) (s15_board 0 (1 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c3_R (c : nat) : rmoves (s27_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; F; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E; F]) []].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; F; F]) []) (s10_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; F; F]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c3_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E; F]) []) (s48_board 0 (2 + c) 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==0 && b==0 && c>=2 *)
Lemma s27_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 0 0 (2 + c) -> fst (s27_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q3] in Hc |- *.
  rewrite tf_game_eq, (s27_c3_L c), (s27_c3_R c); cbn [map].
  rewrite (tf_norm_game (s27_c3_L1 c)).
  pose proof (use_s15 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s27_c3_L c) ltac:(cbn [In]; left; reflexivity) (s27_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s27_c3_R1 c)).
  pose proof (use_s10 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s27_c3_R c) ltac:(cbn [In]; left; reflexivity) (s27_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s27_c3_R2 c)).
  pose proof (use_s48 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s27_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s27_c3_R2 c))) as Ho2.
  rewrite (s15_p6 Ho0 ltac:(zlia)).
  rewrite (s15_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s10_p4 Ho1 ltac:(zlia)).
  rewrite (s48_p35 Ho2 ltac:(zlia)).
  rewrite (s48_p35_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 0 0 (2 + c) -> fst (s27_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q4] in Hc |- *.
  rewrite tf_game_eq, (s27_c3_L c), (s27_c3_R c); cbn [map].
  rewrite (tf_norm_game (s27_c3_L1 c)).
  pose proof (use_s15 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s27_c3_L c) ltac:(cbn [In]; left; reflexivity) (s27_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s27_c3_R1 c)).
  pose proof (use_s10 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s27_c3_R c) ltac:(cbn [In]; left; reflexivity) (s27_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s27_c3_R2 c)).
  pose proof (use_s48 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s27_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s27_c3_R2 c))) as Ho2.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s15_p8_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s10_p5 Ho1 ltac:(zlia)).
  rewrite (s48_p44 Ho2 ltac:(zlia)).
  rewrite (s48_p44_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c4_L : lmoves (s27_board 0 1 0) = [strip [(2, 1)] ([T; E; F; F]) []].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c4_L1 : tf_norm (strip [(2, 1)] ([T; E; F; F]) []) (s14_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c4_R : rmoves (s27_board 0 1 0) = [strip [(0, 1)] ([T; E; E; E; F; F]) []; s131_board 0 1 0 0 0].
Proof. unfold s131_board, s27_board, strip. tf_options. Qed.
Lemma s27_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; E; E; F; F]) []) (s5_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; F; F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==0 && b==1 && c==0 *)
Lemma s27_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 0 1 0 -> fst (s27_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q1] in Hc |- *.
  rewrite tf_game_eq, (s27_c4_L), (s27_c4_R); cbn [map].
  rewrite (tf_norm_game (s27_c4_L1)).
  pose proof (use_s14 IH 0 1 (opt_norm_l _ _ _ _ _ (s27_c4_L) ltac:(cbn [In]; left; reflexivity) (s27_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s27_c4_R1)).
  pose proof (use_s5 IH 1 (opt_norm_r _ _ _ _ _ (s27_c4_R) ltac:(cbn [In]; left; reflexivity) (s27_c4_R1))) as Ho1.
  pose proof (use_s131 IH 0 1 0 0 0 (opt_r _ _ _ (s27_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s14_p1 Ho0 ltac:(zlia)).
  rewrite (s14_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  rewrite (s131_p65 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s27_c5_L : lmoves (s27_board 0 1 1) = [s68_board 0 1 0 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c5_R : rmoves (s27_board 0 1 1) = [strip [(0, 1)] ([T; E; T; E; E; F; F]) []; s131_board 0 1 1 0 0].
Proof. unfold s131_board, s27_board, strip. tf_options. Qed.
Lemma s27_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; F; F]) []) (s10_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; F; F]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==0 && b==1 && c==1 *)
Lemma s27_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 0 1 1 -> fst (s27_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q2] in Hc |- *.
  rewrite tf_game_eq, (s27_c5_L), (s27_c5_R); cbn [map].
  pose proof (use_s68 IH 0 1 0 1 (opt_l _ _ _ (s27_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s27_c5_R1)).
  pose proof (use_s10 IH 1 1 (opt_norm_r _ _ _ _ _ (s27_c5_R) ltac:(cbn [In]; left; reflexivity) (s27_c5_R1))) as Ho1.
  pose proof (use_s131 IH 0 1 1 0 0 (opt_r _ _ _ (s27_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s68_p21 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s131_p96 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c6_L (c : nat) : lmoves (s27_board 0 1 (2 + c)) = [s68_board 0 1 (1 + c) 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c6_R (c : nat) : rmoves (s27_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; F; F]) []; s131_board 0 1 (2 + c) 0 0].
Proof. unfold s131_board, s27_board, strip. tf_options. Qed.
Lemma s27_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; F; F]) []) (s10_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; F; F]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==0 && b==1 && c>=2 *)
Lemma s27_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 0 1 (2 + c) -> fst (s27_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q4] in Hc |- *.
  rewrite tf_game_eq, (s27_c6_L c), (s27_c6_R c); cbn [map].
  pose proof (use_s68 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s27_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s27_c6_R1 c)).
  pose proof (use_s10 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s27_c6_R c) ltac:(cbn [In]; left; reflexivity) (s27_c6_R1 c))) as Ho1.
  pose proof (use_s131 IH 0 1 (2 + c) 0 0 (opt_r _ _ _ (s27_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s68_p20 Ho0 ltac:(zlia)).
    rewrite (s10_p5 Ho1 ltac:(zlia)).
    rewrite (s131_p46 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s68_p47 Ho0 ltac:(zlia)).
    rewrite (s10_p5 Ho1 ltac:(zlia)).
    rewrite (s131_p46 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s27_c6_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 0 1 (2 + c) -> fst (s27_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q6] in Hc |- *.
  rewrite tf_game_eq, (s27_c6_L c), (s27_c6_R c); cbn [map].
  pose proof (use_s68 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s27_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s27_c6_R1 c)).
  pose proof (use_s10 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s27_c6_R c) ltac:(cbn [In]; left; reflexivity) (s27_c6_R1 c))) as Ho1.
  pose proof (use_s131 IH 0 1 (2 + c) 0 0 (opt_r _ _ _ (s27_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s68_p34 Ho0 ltac:(zlia)).
  rewrite (s10_p7 Ho1 ltac:(zlia)).
  rewrite (s131_p46 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c7_L (b : nat) : lmoves (s27_board 0 (2 + b) 0) = [s39_board 0 (1 + b) 0 1].
Proof. unfold s27_board, s39_board. tf_options. Qed.
Lemma s27_c7_R (b : nat) : rmoves (s27_board 0 (2 + b) 0) = [s131_board 0 (2 + b) 0 0 0].
Proof. unfold s131_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==0 && b>=2 && c==0 *)
Lemma s27_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 0 (2 + b) 0 -> fst (s27_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s27_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q7] in Hc |- *.
  rewrite tf_game_eq, (s27_c7_L b), (s27_c7_R b); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s27_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 0 (2 + b) 0 0 0 (opt_r _ _ _ (s27_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s131_p139 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c7_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 0 (2 + b) 0 -> fst (s27_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s27_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q13] in Hc |- *.
  rewrite tf_game_eq, (s27_c7_L b), (s27_c7_R b); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s27_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 0 (2 + b) 0 0 0 (opt_r _ _ _ (s27_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s39_p33 Ho0 ltac:(zlia)).
  rewrite (s131_p149 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s27_c7_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 0 (2 + b) 0 -> fst (s27_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s27_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q15] in Hc |- *.
  rewrite tf_game_eq, (s27_c7_L b), (s27_c7_R b); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s27_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 0 (2 + b) 0 0 0 (opt_r _ _ _ (s27_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s39_p43 Ho0 ltac:(zlia)).
  rewrite (s131_p157 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c8_L (b : nat) : lmoves (s27_board 0 (2 + b) 1) = [s68_board 0 (2 + b) 0 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c8_R (b : nat) : rmoves (s27_board 0 (2 + b) 1) = [s131_board 0 (2 + b) 1 0 0].
Proof. unfold s131_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==0 && b>=2 && c==1 *)
Lemma s27_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 0 (2 + b) 1 -> fst (s27_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s27_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q9] in Hc |- *.
  rewrite tf_game_eq, (s27_c8_L b), (s27_c8_R b); cbn [map].
  pose proof (use_s68 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s27_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 0 (2 + b) 1 0 0 (opt_r _ _ _ (s27_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s68_p51 Ho0 ltac:(zlia)).
  rewrite (s131_p145 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c8_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 0 (2 + b) 1 -> fst (s27_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s27_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q14] in Hc |- *.
  rewrite tf_game_eq, (s27_c8_L b), (s27_c8_R b); cbn [map].
  pose proof (use_s68 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s27_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 0 (2 + b) 1 0 0 (opt_r _ _ _ (s27_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s68_p30 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) = 5)%Z \/ (Z.of_nat (2 + b) >= 6)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p156 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p165 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p173 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p177 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s27_c9_L (b c : nat) : lmoves (s27_board 0 (2 + b) (2 + c)) = [s68_board 0 (2 + b) (1 + c) 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c9_R (b c : nat) : rmoves (s27_board 0 (2 + b) (2 + c)) = [s131_board 0 (2 + b) (2 + c) 0 0].
Proof. unfold s131_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==0 && b>=2 && c>=2 *)
Lemma s27_c9_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s27_board 0 (2 + b) (2 + c) -> fst (s27_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q11] in Hc |- *.
  rewrite tf_game_eq, (s27_c9_L b c), (s27_c9_R b c); cbn [map].
  pose proof (use_s68 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s27_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s68_p54 Ho0 ltac:(zlia)).
  rewrite (s131_p51 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c9_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s27_board 0 (2 + b) (2 + c) -> fst (s27_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q12] in Hc |- *.
  rewrite tf_game_eq, (s27_c9_L b c), (s27_c9_R b c); cbn [map].
  pose proof (use_s68 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s27_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s68_p26 Ho0 ltac:(zlia)).
    rewrite (s131_p51 Ho1 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s68_p47 Ho0 ltac:(zlia)).
    rewrite (s131_p51 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s27_c9_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s27_board 0 (2 + b) (2 + c) -> fst (s27_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q15] in Hc |- *.
  rewrite tf_game_eq, (s27_c9_L b c), (s27_c9_R b c); cbn [map].
  pose proof (use_s68 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s27_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s27_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s68_p54 Ho0 ltac:(zlia)).
  rewrite (s131_p51 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c10_L : lmoves (s27_board 1 0 0) = [s27_board 0 1 0].
Proof. unfold s27_board. tf_options. Qed.
Lemma s27_c10_R : rmoves (s27_board 1 0 0) = [s3_board 1; s131_board 1 0 0 0 0].
Proof. unfold s131_board, s27_board, s3_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==1 && b==0 && c==0 *)
Lemma s27_c10_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 1 0 0 -> fst (s27_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q2] in Hc |- *.
  rewrite tf_game_eq, (s27_c10_L), (s27_c10_R); cbn [map].
  pose proof (use_s27 IH 0 1 0 (opt_l _ _ _ (s27_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 1 (opt_r _ _ _ (s27_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 1 0 0 0 0 (opt_r _ _ _ (s27_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s27_p1 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  rewrite (s131_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c11_L : lmoves (s27_board 1 0 1) = [s27_board 0 1 1; s68_board 1 0 0 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c11_R : rmoves (s27_board 1 0 1) = [s26_board 1 1; s131_board 1 0 1 0 0].
Proof. unfold s131_board, s26_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==1 && b==0 && c==1 *)
Lemma s27_c11_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 1 0 1 -> fst (s27_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q5] in Hc |- *.
  rewrite tf_game_eq, (s27_c11_L), (s27_c11_R); cbn [map].
  pose proof (use_s27 IH 0 1 1 (opt_l _ _ _ (s27_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH 1 0 0 1 (opt_l _ _ _ (s27_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH 1 1 (opt_r _ _ _ (s27_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH 1 0 1 0 0 (opt_r _ _ _ (s27_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p2 Ho0 ltac:(zlia)).
  rewrite (s68_p56 Ho1 ltac:(zlia)).
  rewrite (s26_p3 Ho2 ltac:(zlia)).
  rewrite (s131_p191 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c12_L (c : nat) : lmoves (s27_board 1 0 (2 + c)) = [s27_board 0 1 (2 + c); s68_board 1 0 (1 + c) 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c12_R (c : nat) : rmoves (s27_board 1 0 (2 + c)) = [s26_board 1 (2 + c); s131_board 1 0 (2 + c) 0 0].
Proof. unfold s131_board, s26_board, s27_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==1 && b==0 && c>=2 *)
Lemma s27_c12_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 1 0 (2 + c) -> fst (s27_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q16] in Hc |- *.
  rewrite tf_game_eq, (s27_c12_L c), (s27_c12_R c); cbn [map].
  pose proof (use_s27 IH 0 1 (2 + c) (opt_l _ _ _ (s27_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s27_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH 1 (2 + c) (opt_r _ _ _ (s27_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH 1 0 (2 + c) 0 0 (opt_r _ _ _ (s27_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  rewrite (s68_p17 Ho1 ltac:(zlia)).
  rewrite (s26_p6 Ho2 ltac:(zlia)).
  rewrite (s131_p198 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c12_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s27_board 1 0 (2 + c) -> fst (s27_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s27_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s27_q19] in Hc |- *.
  rewrite tf_game_eq, (s27_c12_L c), (s27_c12_R c); cbn [map].
  pose proof (use_s27 IH 0 1 (2 + c) (opt_l _ _ _ (s27_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s27_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH 1 (2 + c) (opt_r _ _ _ (s27_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH 1 0 (2 + c) 0 0 (opt_r _ _ _ (s27_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p4 Ho0 ltac:(zlia)).
  rewrite (s68_p15 Ho1 ltac:(zlia)).
  rewrite (s26_p4 Ho2 ltac:(zlia)).
  rewrite (s131_p198 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s27_c13_L : lmoves (s27_board 1 1 0) = [s27_board 0 2 0; s38_board 1 0 1].
Proof. unfold s27_board, s38_board. tf_options. Qed.
Lemma s27_c13_R : rmoves (s27_board 1 1 0) = [s6_board 1; s131_board 1 1 0 0 0].
Proof. unfold s131_board, s27_board, s6_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==1 && b==1 && c==0 *)
Lemma s27_c13_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 1 1 0 -> fst (s27_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q2] in Hc |- *.
  rewrite tf_game_eq, (s27_c13_L), (s27_c13_R); cbn [map].
  pose proof (use_s27 IH 0 2 0 (opt_l _ _ _ (s27_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 0 1 (opt_l _ _ _ (s27_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH 1 (opt_r _ _ _ (s27_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH 1 1 0 0 0 (opt_r _ _ _ (s27_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p7 Ho0 ltac:(zlia)).
  rewrite (s38_p14 Ho1 ltac:(zlia)).
  rewrite (s6_p1 Ho2 ltac:(zlia)).
  rewrite (s131_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s27_c14_L : lmoves (s27_board 1 1 1) = [s27_board 0 2 1; s68_board 1 1 0 1].
Proof. unfold s27_board, s68_board. tf_options. Qed.
Lemma s27_c14_R : rmoves (s27_board 1 1 1) = [s40_board 1 1; s131_board 1 1 1 0 0].
Proof. unfold s131_board, s27_board, s40_board. tf_options. Qed.
(* s27 = T^a _ T^b F T^c _^2 F^2 on a==1 && b==1 && c==1 *)
Lemma s27_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 1 1 1 -> fst (s27_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q5] in Hc |- *.
  rewrite tf_game_eq, (s27_c14_L), (s27_c14_R); cbn [map].
  pose proof (use_s27 IH 0 2 1 (opt_l _ _ _ (s27_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s68 IH 1 1 0 1 (opt_l _ _ _ (s27_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 (opt_r _ _ _ (s27_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH 1 1 1 0 0 (opt_r _ _ _ (s27_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s27_p9 Ho0 ltac:(zlia)).
  rewrite (s68_p34 Ho1 ltac:(zlia)).
  rewrite (s40_p2 Ho2 ltac:(zlia)).
  rewrite (s131_p56 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

