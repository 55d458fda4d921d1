(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s13_c27_L (a b c : nat) : lmoves (s13_board (2 + a) (2 + b) (2 + c)) = [s13_board (1 + a) (3 + b) (2 + c); s13_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F; F]) []].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F; F]) []) (repeat E 3) (3 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 1); (2 + b, 1); (1 + c, 1)] 2 3 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s13_c27_R (a b c : nat) : rmoves (s13_board (2 + a) (2 + b) (2 + c)) = [s39_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s13_board, s39_board. tf_options. Qed.
(* s13 = T^a _ T^b _ T^c _ T F^3 on a>=2 && b>=2 && c>=2 *)
Lemma s13_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s13_board (2 + a) (2 + b) (2 + c) -> fst (s13_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q4] in Hc |- *.
  rewrite tf_game_eq, (s13_c27_L a b c), (s13_c27_R a b c); cbn [map].
  pose proof (use_s13 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s13_c27_L3 a b c)).
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s13_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s13_p4 Ho0 ltac:(zlia)).
  rewrite (s13_p5 Ho1 ltac:(zlia)).
  rewrite (s39_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s13_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s13_board (2 + a) (2 + b) (2 + c) -> fst (s13_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q5] in Hc |- *.
  rewrite tf_game_eq, (s13_c27_L a b c), (s13_c27_R a b c); cbn [map].
  pose proof (use_s13 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s13_c27_L3 a b c)).
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s13_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s13_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p5 Ho1 ltac:(zlia)).
  rewrite (s39_p19 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s13_c27_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s13_board (2 + a) (2 + b) (2 + c) -> fst (s13_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q7] in Hc |- *.
  rewrite tf_game_eq, (s13_c27_L a b c), (s13_c27_R a b c); cbn [map].
  pose proof (use_s13 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s13_c27_L3 a b c)).
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s13_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s13_p7 Ho0 ltac:(zlia)).
  rewrite (s13_p4 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s14 = T^a _^2 T^b _ F^2 on a==0 && b==0: the board of s5 *)
Lemma s14_c1_p1 x (Hs5 : s5_claim x) :
  x = s14_board 0 0 -> fst (s14_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q1] in Hc |- *.
  pose proof (Hs5 0 ltac:(rewrite Hx; unfold s14_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s14_c2_L : lmoves (s14_board 0 1) = [s19_board 0].
Proof. unfold s14_board, s19_board. tf_options. Qed.
Lemma s14_c2_R : rmoves (s14_board 0 1) = [s33_board 0 1 0].
Proof. unfold s14_board, s33_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _ F^2 on a==0 && b==1 *)
Lemma s14_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 0 1 -> fst (s14_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q1] in Hc |- *.
  rewrite tf_game_eq, (s14_c2_L), (s14_c2_R); cbn [map].
  pose proof (use_s19 IH 0 (opt_l _ _ _ (s14_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 0 (opt_r _ _ _ (s14_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s19_p1 Ho0 ltac:(zlia)).
  rewrite (s33_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s14_c3_L (b : nat) : lmoves (s14_board 0 (2 + b)) = [s20_board 0 (1 + b)].
Proof. unfold s14_board, s20_board. tf_options. Qed.
Lemma s14_c3_R (b : nat) : rmoves (s14_board 0 (2 + b)) = [s33_board 0 (2 + b) 0].
Proof. unfold s14_board, s33_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _ F^2 on a==0 && b>=2 *)
Lemma s14_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 0 (2 + b) -> fst (s14_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s14_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c3_L b), (s14_c3_R b); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) (opt_l _ _ _ (s14_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 (opt_r _ _ _ (s14_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  rewrite (s33_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 0 (2 + b) -> fst (s14_q4 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s14_q4 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s14_q4] in Hc |- *.
  rewrite tf_game_eq, (s14_c3_L b), (s14_c3_R b); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) (opt_l _ _ _ (s14_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 (opt_r _ _ _ (s14_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s33_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s33_p16 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s14 = T^a _^2 T^b _ F^2 on a==1 && b==0: the board of s5 *)
Lemma s14_c4_p5 x (Hs5 : s5_claim x) :
  x = s14_board 1 0 -> fst (s14_q5 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q5 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q5] in Hc |- *.
  pose proof (Hs5 1 ltac:(rewrite Hx; unfold s14_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s14_c5_L : lmoves (s14_board 1 1) = [s15_board 0 1 1; s19_board 1].
Proof. unfold s14_board, s15_board, s19_board. tf_options. Qed.
Lemma s14_c5_R : rmoves (s14_board 1 1) = [s33_board 1 1 0].
Proof. unfold s14_board, s33_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _ F^2 on a==1 && b==1 *)
Lemma s14_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 1 1 -> fst (s14_q6 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q6 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q6] in Hc |- *.
  rewrite tf_game_eq, (s14_c5_L), (s14_c5_R); cbn [map].
  pose proof (use_s15 IH 0 1 1 (opt_l _ _ _ (s14_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (opt_l _ _ _ (s14_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 0 (opt_r _ _ _ (s14_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p1 Ho1 ltac:(zlia)).
  rewrite (s33_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s14_c6_L (b : nat) : lmoves (s14_board 1 (2 + b)) = [s15_board 0 1 (2 + b); s20_board 1 (1 + b)].
Proof. unfold s14_board, s15_board, s20_board. tf_options. Qed.
Lemma s14_c6_R (b : nat) : rmoves (s14_board 1 (2 + b)) = [s33_board 1 (2 + b) 0].
Proof. unfold s14_board, s33_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _ F^2 on a==1 && b>=2 *)
Lemma s14_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 1 (2 + b) -> fst (s14_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s14_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s14_q2] in Hc |- *.
  rewrite tf_game_eq, (s14_c6_L b), (s14_c6_R b); cbn [map].
  pose proof (use_s15 IH 0 1 (2 + b) (opt_l _ _ _ (s14_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) (opt_l _ _ _ (s14_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) 0 (opt_r _ _ _ (s14_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s33_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 1 (2 + b) -> fst (s14_q4 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s14_q4 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s14_q4] in Hc |- *.
  rewrite tf_game_eq, (s14_c6_L b), (s14_c6_R b); cbn [map].
  pose proof (use_s15 IH 0 1 (2 + b) (opt_l _ _ _ (s14_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) (opt_l _ _ _ (s14_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) 0 (opt_r _ _ _ (s14_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p5 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s33_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s33_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s14 = T^a _^2 T^b _ F^2 on a>=2 && b==0: the board of s5 *)
Lemma s14_c7_p8 x (Hs5 : s5_claim x) (a : nat) :
  x = s14_board (2 + a) 0 -> fst (s14_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s14_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s14_q8] in Hc |- *.
  pose proof (Hs5 (2 + a) ltac:(rewrite Hx; unfold s14_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s14_c8_L (a : nat) : lmoves (s14_board (2 + a) 1) = [s15_board (1 + a) 1 1; s19_board (2 + a)].
Proof. unfold s14_board, s15_board, s19_board. tf_options. Qed.
Lemma s14_c8_R (a : nat) : rmoves (s14_board (2 + a) 1) = [s33_board (2 + a) 1 0].
Proof. unfold s14_board, s33_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _ F^2 on a>=2 && b==1 *)
Lemma s14_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 1 -> fst (s14_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s14_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q2] in Hc |- *.
  rewrite tf_game_eq, (s14_c8_L a), (s14_c8_R a); cbn [map].
  pose proof (use_s15 IH (1 + a) 1 1 (opt_l _ _ _ (s14_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (opt_l _ _ _ (s14_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 0 (opt_r _ _ _ (s14_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s33_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 1 -> fst (s14_q9 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s14_q9 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q9] in Hc |- *.
  rewrite tf_game_eq, (s14_c8_L a), (s14_c8_R a); cbn [map].
  pose proof (use_s15 IH (1 + a) 1 1 (opt_l _ _ _ (s14_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (opt_l _ _ _ (s14_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 0 (opt_r _ _ _ (s14_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p7 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  rewrite (s33_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s14_c9_L (a b : nat) : lmoves (s14_board (2 + a) (2 + b)) = [s15_board (1 + a) 1 (2 + b); s20_board (2 + a) (1 + b)].
Proof. unfold s14_board, s15_board, s20_board. tf_options. Qed.
Lemma s14_c9_R (a b : nat) : rmoves (s14_board (2 + a) (2 + b)) = [s33_board (2 + a) (2 + b) 0].
Proof. unfold s14_board, s33_board. tf_options. Qed.
(* s14 = T^a _^2 T^b _ F^2 on a>=2 && b>=2 *)
Lemma s14_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s14_board (2 + a) (2 + b) -> fst (s14_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s14_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s14_q4] in Hc |- *.
  rewrite tf_game_eq, (s14_c9_L a b), (s14_c9_R a b); cbn [map].
  pose proof (use_s15 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s14_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) (opt_l _ _ _ (s14_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s14_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p5 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s33_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s33_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s14_c9_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s14_board (2 + a) (2 + b) -> fst (s14_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s14_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s14_q7] in Hc |- *.
  rewrite tf_game_eq, (s14_c9_L a b), (s14_c9_R a b); cbn [map].
  pose proof (use_s15 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s14_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) (opt_l _ _ _ (s14_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s14_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s20_p4 Ho1 ltac:(zlia)).
    rewrite (s33_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s20_p6 Ho1 ltac:(zlia)).
    rewrite (s33_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a==0 && b==0 && c==0: the board of s5 *)
Lemma s15_c1_p1 x (Hs5 : s5_claim x) :
  x = s15_board 0 0 0 -> fst (s15_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s15_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q1] in Hc |- *.
  pose proof (Hs5 0 ltac:(rewrite Hx; unfold s15_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a==0 && b==0 && c==1: the board of s14 *)
Lemma s15_c2_p1 x (Hs14 : s14_claim x) :
  x = s15_board 0 0 1 -> fst (s15_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s15_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q1] in Hc |- *.
  pose proof (Hs14 0 1 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a==0 && b==0 && c>=2: the board of s14 *)
Lemma s15_c3_p2 x (Hs14 : s14_claim x) (c : nat) :
  x = s15_board 0 0 (2 + c) -> fst (s15_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s15_q2] in Hc |- *.
  pose proof (Hs14 0 (2 + c) ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c3_p5 x (Hs14 : s14_claim x) (c : nat) :
  x = s15_board 0 0 (2 + c) -> fst (s15_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s15_q5] in Hc |- *.
  pose proof (Hs14 0 (2 + c) ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a==0 && b==1 && c==0: the board of s10 *)
Lemma s15_c4_p6 x (Hs10 : s10_claim x) :
  x = s15_board 0 1 0 -> fst (s15_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s15_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q6] in Hc |- *.
  pose proof (Hs10 0 1 ltac:(rewrite Hx; unfold s15_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s15_c5_L : lmoves (s15_board 0 1 1) = [s14_board 0 2; s21_board 0 1].
Proof. unfold s14_board, s15_board, s21_board. tf_options. Qed.
Lemma s15_c5_R : rmoves (s15_board 0 1 1) = [s48_board 0 1 1 0].
Proof. unfold s15_board, s48_board. tf_options. Qed.
(* s15 = T^a _ T^b _ T^c _ F^2 on a==0 && b==1 && c==1 *)
Lemma s15_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s15_board 0 1 1 -> fst (s15_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s15_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q6] in Hc |- *.
  rewrite tf_game_eq, (s15_c5_L), (s15_c5_R); cbn [map].
  pose proof (use_s14 IH 0 2 (opt_l _ _ _ (s15_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 (opt_l _ _ _ (s15_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s48 IH 0 1 1 0 (opt_r _ _ _ (s15_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  rewrite (s21_p2 Ho1 ltac:(zlia)).
  rewrite (s48_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s15_c6_L (c : nat) : lmoves (s15_board 0 1 (2 + c)) = [s14_board 0 (3 + c); s22_board 0 1 (1 + c)].
Proof. unfold s14_board, s15_board, s22_board. tf_options. Qed.
Lemma s15_c6_R (c : nat) : rmoves (s15_board 0 1 (2 + c)) = [s48_board 0 1 (2 + c) 0].
Proof. unfold s15_board, s48_board. tf_options. Qed.
(* s15 = T^a _ T^b _ T^c _ F^2 on a==0 && b==1 && c>=2 *)
Lemma s15_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s15_board 0 1 (2 + c) -> fst (s15_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q2] in Hc |- *.
  rewrite tf_game_eq, (s15_c6_L c), (s15_c6_R c); cbn [map].
  pose proof (use_s14 IH 0 (3 + c) (opt_l _ _ _ (s15_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 1 (1 + c) (opt_l _ _ _ (s15_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s48 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s15_c6_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s48_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s15_board 0 1 (2 + c) -> fst (s15_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q5] in Hc |- *.
  rewrite tf_game_eq, (s15_c6_L c), (s15_c6_R c); cbn [map].
  pose proof (use_s14 IH 0 (3 + c) (opt_l _ _ _ (s15_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 1 (1 + c) (opt_l _ _ _ (s15_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s48 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s15_c6_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s48_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a==0 && b>=2 && c==0: the board of s10 *)
Lemma s15_c7_p6 x (Hs10 : s10_claim x) (b : nat) :
  x = s15_board 0 (2 + b) 0 -> fst (s15_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q6] in Hc |- *.
  pose proof (Hs10 0 (2 + b) ltac:(rewrite Hx; unfold s15_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s15_c7_p9 x (Hs10 : s10_claim x) (b : nat) :
  x = s15_board 0 (2 + b) 0 -> fst (s15_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q9] in Hc |- *.
  pose proof (Hs10 0 (2 + b) ltac:(rewrite Hx; unfold s15_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c8_L (b : nat) : lmoves (s15_board 0 (2 + b) 1) = [s15_board 0 (1 + b) 2; s21_board 0 (2 + b)].
Proof. unfold s15_board, s21_board. tf_options. Qed.
Lemma s15_c8_R (b : nat) : rmoves (s15_board 0 (2 + b) 1) = [s48_board 0 (2 + b) 1 0].
Proof. unfold s15_board, s48_board. tf_options. Qed.
(* s15 = T^a _ T^b _ T^c _ F^2 on a==0 && b>=2 && c==1 *)
Lemma s15_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 0 (2 + b) 1 -> fst (s15_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s15_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q8] in Hc |- *.
  rewrite tf_game_eq, (s15_c8_L b), (s15_c8_R b); cbn [map].
  pose proof (use_s15 IH 0 (1 + b) 2 (opt_l _ _ _ (s15_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) (opt_l _ _ _ (s15_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s48 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s15_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s15_p2 Ho0 ltac:(zlia)).
    rewrite (s21_p3 Ho1 ltac:(zlia)).
    rewrite (s48_p39 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s15_p8 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s21_p4 Ho1 ltac:(zlia)).
      rewrite (s48_p39 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s21_p5 Ho1 ltac:(zlia)).
      rewrite (s48_p39 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s15_c9_L (b c : nat) : lmoves (s15_board 0 (2 + b) (2 + c)) = [s15_board 0 (1 + b) (3 + c); s22_board 0 (2 + b) (1 + c)].
Proof. unfold s15_board, s22_board. tf_options. Qed.
Lemma s15_c9_R (b c : nat) : rmoves (s15_board 0 (2 + b) (2 + c)) = [s48_board 0 (2 + b) (2 + c) 0].
Proof. unfold s15_board, s48_board. tf_options. Qed.
(* s15 = T^a _ T^b _ T^c _ F^2 on a==0 && b>=2 && c>=2 *)
Lemma s15_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s15_board 0 (2 + b) (2 + c) -> fst (s15_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q5] in Hc |- *.
  rewrite tf_game_eq, (s15_c9_L b c), (s15_c9_R b c); cbn [map].
  pose proof (use_s15 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s15_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 (2 + b) (1 + c) (opt_l _ _ _ (s15_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s48 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s15_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p43 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s15_c9_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s15_board 0 (2 + b) (2 + c) -> fst (s15_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q8] in Hc |- *.
  rewrite tf_game_eq, (s15_c9_L b c), (s15_c9_R b c); cbn [map].
  pose proof (use_s15 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s15_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 (2 + b) (1 + c) (opt_l _ _ _ (s15_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s48 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s15_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s22_p7 Ho1 ltac:(zlia)).
    rewrite (s48_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s22_p9 Ho1 ltac:(zlia)).
    rewrite (s48_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a==1 && b==0 && c==0: the board of s5 *)
Lemma s15_c10_p3 x (Hs5 : s5_claim x) :
  x = s15_board 1 0 0 -> fst (s15_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s15_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q3] in Hc |- *.
  pose proof (Hs5 1 ltac:(rewrite Hx; unfold s15_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a==1 && b==0 && c==1: the board of s14 *)
Lemma s15_c11_p6 x (Hs14 : s14_claim x) :
  x = s15_board 1 0 1 -> fst (s15_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s15_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q6] in Hc |- *.
  pose proof (Hs14 1 1 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a==1 && b==0 && c>=2: the board of s14 *)
Lemma s15_c12_p3 x (Hs14 : s14_claim x) (c : nat) :
  x = s15_board 1 0 (2 + c) -> fst (s15_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s15_q3] in Hc |- *.
  pose proof (Hs14 1 (2 + c) ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c12_p5 x (Hs14 : s14_claim x) (c : nat) :
  x = s15_board 1 0 (2 + c) -> fst (s15_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s15_q5] in Hc |- *.
  pose proof (Hs14 1 (2 + c) ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a==1 && b==1 && c==0: the board of s10 *)
Lemma s15_c13_p6 x (Hs10 : s10_claim x) :
  x = s15_board 1 1 0 -> fst (s15_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s15_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q6] in Hc |- *.
  pose proof (Hs10 1 1 ltac:(rewrite Hx; unfold s15_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s15_c14_L : lmoves (s15_board 1 1 1) = [s15_board 0 2 1; s14_board 1 2; s21_board 1 1].
Proof. unfold s14_board, s15_board, s21_board. tf_options. Qed.
Lemma s15_c14_R : rmoves (s15_board 1 1 1) = [s48_board 1 1 1 0].
Proof. unfold s15_board, s48_board. tf_options. Qed.
(* s15 = T^a _ T^b _ T^c _ F^2 on a==1 && b==1 && c==1 *)
Lemma s15_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s15_board 1 1 1 -> fst (s15_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s15_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q6] in Hc |- *.
  rewrite tf_game_eq, (s15_c14_L), (s15_c14_R); cbn [map].
  pose proof (use_s15 IH 0 2 1 (opt_l _ _ _ (s15_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 2 (opt_l _ _ _ (s15_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 (opt_l _ _ _ (s15_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s48 IH 1 1 1 0 (opt_r _ _ _ (s15_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s21_p6 Ho2 ltac:(zlia)).
  rewrite (s48_p28 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c15_L (c : nat) : lmoves (s15_board 1 1 (2 + c)) = [s15_board 0 2 (2 + c); s14_board 1 (3 + c); s22_board 1 1 (1 + c)].
Proof. unfold s14_board, s15_board, s22_board. tf_options. Qed.
Lemma s15_c15_R (c : nat) : rmoves (s15_board 1 1 (2 + c)) = [s48_board 1 1 (2 + c) 0].
Proof. unfold s15_board, s48_board. tf_options. Qed.
(* s15 = T^a _ T^b _ T^c _ F^2 on a==1 && b==1 && c>=2 *)
Lemma s15_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s15_board 1 1 (2 + c) -> fst (s15_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q5] in Hc |- *.
  rewrite tf_game_eq, (s15_c15_L c), (s15_c15_R c); cbn [map].
  pose proof (use_s15 IH 0 2 (2 + c) (opt_l _ _ _ (s15_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (3 + c) (opt_l _ _ _ (s15_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 1 (1 + c) (opt_l _ _ _ (s15_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s48 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s15_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s15_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s48_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p73 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s15_c15_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s15_board 1 1 (2 + c) -> fst (s15_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q8] in Hc |- *.
  rewrite tf_game_eq, (s15_c15_L c), (s15_c15_R c); cbn [map].
  pose proof (use_s15 IH 0 2 (2 + c) (opt_l _ _ _ (s15_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (3 + c) (opt_l _ _ _ (s15_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 1 (1 + c) (opt_l _ _ _ (s15_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s48 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s15_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  rewrite (s22_p7 Ho2 ltac:(zlia)).
  rewrite (s48_p70 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a==1 && b>=2 && c==0: the board of s10 *)
Lemma s15_c16_p4 x (Hs10 : s10_claim x) (b : nat) :
  x = s15_board 1 (2 + b) 0 -> fst (s15_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q4] in Hc |- *.
  pose proof (Hs10 1 (2 + b) ltac:(rewrite Hx; unfold s15_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c16_p9 x (Hs10 : s10_claim x) (b : nat) :
  x = s15_board 1 (2 + b) 0 -> fst (s15_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q9] in Hc |- *.
  pose proof (Hs10 1 (2 + b) ltac:(rewrite Hx; unfold s15_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c17_L (b : nat) : lmoves (s15_board 1 (2 + b) 1) = [s15_board 0 (3 + b) 1; s15_board 1 (1 + b) 2; s21_board 1 (2 + b)].
Proof. unfold s15_board, s21_board. tf_options. Qed.
Lemma s15_c17_R (b : nat) : rmoves (s15_board 1 (2 + b) 1) = [s48_board 1 (2 + b) 1 0].
Proof. unfold s15_board, s48_board. tf_options. Qed.
(* s15 = T^a _ T^b _ T^c _ F^2 on a==1 && b>=2 && c==1 *)
Lemma s15_c17_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 1 (2 + b) 1 -> fst (s15_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s15_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q8] in Hc |- *.
  rewrite tf_game_eq, (s15_c17_L b), (s15_c17_R b); cbn [map].
  pose proof (use_s15 IH 0 (3 + b) 1 (opt_l _ _ _ (s15_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH 1 (1 + b) 2 (opt_l _ _ _ (s15_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) (opt_l _ _ _ (s15_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s48 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s15_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s15_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s21_p4 Ho2 ltac:(zlia)).
    rewrite (s48_p39 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s21_p5 Ho2 ltac:(zlia)).
    rewrite (s48_p39 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s15_c18_L (b c : nat) : lmoves (s15_board 1 (2 + b) (2 + c)) = [s15_board 0 (3 + b) (2 + c); s15_board 1 (1 + b) (3 + c); s22_board 1 (2 + b) (1 + c)].
Proof. unfold s15_board, s22_board. tf_options. Qed.
Lemma s15_c18_R (b c : nat) : rmoves (s15_board 1 (2 + b) (2 + c)) = [s48_board 1 (2 + b) (2 + c) 0].
Proof. unfold s15_board, s48_board. tf_options. Qed.
(* s15 = T^a _ T^b _ T^c _ F^2 on a==1 && b>=2 && c>=2 *)
Lemma s15_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s15_board 1 (2 + b) (2 + c) -> fst (s15_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q5] in Hc |- *.
  rewrite tf_game_eq, (s15_c18_L b c), (s15_c18_R b c); cbn [map].
  pose proof (use_s15 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s15_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s15_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s15_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s48 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s15_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s15_p5 Ho0 ltac:(zlia)).
  rewrite (s15_p5 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s48_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p51 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s15_c18_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s15_board 1 (2 + b) (2 + c) -> fst (s15_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q8] in Hc |- *.
  rewrite tf_game_eq, (s15_c18_L b c), (s15_c18_R b c); cbn [map].
  pose proof (use_s15 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s15_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s15_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s15_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s48 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s15_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s15_p5 Ho1 ltac:(zlia)).
  rewrite (s22_p9 Ho2 ltac:(zlia)).
  rewrite (s48_p70 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a>=2 && b==0 && c==0: the board of s5 *)
Lemma s15_c19_p10 x (Hs5 : s5_claim x) (a : nat) :
  x = s15_board (2 + a) 0 0 -> fst (s15_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s15_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q10] in Hc |- *.
  pose proof (Hs5 (2 + a) ltac:(rewrite Hx; unfold s15_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c19_p11 x (Hs5 : s5_claim x) (a : nat) :
  x = s15_board (2 + a) 0 0 -> fst (s15_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s15_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q11] in Hc |- *.
  pose proof (Hs5 (2 + a) ltac:(rewrite Hx; unfold s15_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a>=2 && b==0 && c==1: the board of s14 *)
Lemma s15_c20_p10 x (Hs14 : s14_claim x) (a : nat) :
  x = s15_board (2 + a) 0 1 -> fst (s15_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s15_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q10] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c20_p14 x (Hs14 : s14_claim x) (a : nat) :
  x = s15_board (2 + a) 0 1 -> fst (s15_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s15_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q14] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a>=2 && b==0 && c>=2: the board of s14 *)
Lemma s15_c21_p5 x (Hs14 : s14_claim x) (a c : nat) :
  x = s15_board (2 + a) 0 (2 + c) -> fst (s15_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s15_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c21_p7 x (Hs14 : s14_claim x) (a c : nat) :
  x = s15_board (2 + a) 0 (2 + c) -> fst (s15_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s15_q7] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a>=2 && b==1 && c==0: the board of s10 *)
Lemma s15_c22_p12 x (Hs10 : s10_claim x) (a : nat) :
  x = s15_board (2 + a) 1 0 -> fst (s15_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s15_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q12] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 ltac:(rewrite Hx; unfold s15_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s15_c23_L (a : nat) : lmoves (s15_board (2 + a) 1 1) = [s15_board (1 + a) 2 1; s14_board (2 + a) 2; s21_board (2 + a) 1].
Proof. unfold s14_board, s15_board, s21_board. tf_options. Qed.
Lemma s15_c23_R (a : nat) : rmoves (s15_board (2 + a) 1 1) = [s48_board (2 + a) 1 1 0].
Proof. unfold s15_board, s48_board. tf_options. Qed.
(* s15 = T^a _ T^b _ T^c _ F^2 on a>=2 && b==1 && c==1 *)
Lemma s15_c23_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s15_board (2 + a) 1 1 -> fst (s15_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s15_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q7] in Hc |- *.
  rewrite tf_game_eq, (s15_c23_L a), (s15_c23_R a); cbn [map].
  pose proof (use_s15 IH (1 + a) 2 1 (opt_l _ _ _ (s15_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 2 (opt_l _ _ _ (s15_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 (opt_l _ _ _ (s15_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s48 IH (2 + a) 1 1 0 (opt_r _ _ _ (s15_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s14_p7 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s21_p6 Ho2 ltac:(zlia)).
    rewrite (s48_p77 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s21_p8 Ho2 ltac:(zlia)).
    rewrite (s48_p77 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s15_c24_L (a c : nat) : lmoves (s15_board (2 + a) 1 (2 + c)) = [s15_board (1 + a) 2 (2 + c); s14_board (2 + a) (3 + c); s22_board (2 + a) 1 (1 + c)].
Proof. unfold s14_board, s15_board, s22_board. tf_options. Qed.
Lemma s15_c24_R (a c : nat) : rmoves (s15_board (2 + a) 1 (2 + c)) = [s48_board (2 + a) 1 (2 + c) 0].
Proof. unfold s15_board, s48_board. tf_options. Qed.
(* s15 = T^a _ T^b _ T^c _ F^2 on a>=2 && b==1 && c>=2 *)
Lemma s15_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s15_board (2 + a) 1 (2 + c) -> fst (s15_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q5] in Hc |- *.
  rewrite tf_game_eq, (s15_c24_L a c), (s15_c24_R a c); cbn [map].
  pose proof (use_s15 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s15_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (3 + c) (opt_l _ _ _ (s15_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s15_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s48 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s15_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s15_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s48_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p51 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s15_c24_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s15_board (2 + a) 1 (2 + c) -> fst (s15_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q8] in Hc |- *.
  rewrite tf_game_eq, (s15_c24_L a c), (s15_c24_R a c); cbn [map].
  pose proof (use_s15 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s15_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (3 + c) (opt_l _ _ _ (s15_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s15_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s48 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s15_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  rewrite (s22_p9 Ho2 ltac:(zlia)).
  rewrite (s48_p70 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s15 = T^a _ T^b _ T^c _ F^2 on a>=2 && b>=2 && c==0: the board of s10 *)
Lemma s15_c25_p9 x (Hs10 : s10_claim x) (a b : nat) :
  x = s15_board (2 + a) (2 + b) 0 -> fst (s15_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q9] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s15_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c25_p13 x (Hs10 : s10_claim x) (a b : nat) :
  x = s15_board (2 + a) (2 + b) 0 -> fst (s15_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q13] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s15_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c26_L (a b : nat) : lmoves (s15_board (2 + a) (2 + b) 1) = [s15_board (1 + a) (3 + b) 1; s15_board (2 + a) (1 + b) 2; s21_board (2 + a) (2 + b)].
Proof. unfold s15_board, s21_board. tf_options. Qed.
Lemma s15_c26_R (a b : nat) : rmoves (s15_board (2 + a) (2 + b) 1) = [s48_board (2 + a) (2 + b) 1 0].
Proof. unfold s15_board, s48_board. tf_options. Qed.
(* s15 = T^a _ T^b _ T^c _ F^2 on a>=2 && b>=2 && c==1 *)
Lemma s15_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s15_board (2 + a) (2 + b) 1 -> fst (s15_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s15_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q8] in Hc |- *.
  rewrite tf_game_eq, (s15_c26_L a b), (s15_c26_R a b); cbn [map].
  pose proof (use_s15 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s15_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s15_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) (opt_l _ _ _ (s15_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s48 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s15_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s15_p8 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s48_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c27_L (a b c : nat) : lmoves (s15_board (2 + a) (2 + b) (2 + c)) = [s15_board (1 + a) (3 + b) (2 + c); s15_board (2 + a) (1 + b) (3 + c); s22_board (2 + a) (2 + b) (1 + c)].
Proof. unfold s15_board, s22_board. tf_options. Qed.
Lemma s15_c27_R (a b c : nat) : rmoves (s15_board (2 + a) (2 + b) (2 + c)) = [s48_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s15_board, s48_board. tf_options. Qed.
(* s15 = T^a _ T^b _ T^c _ F^2 on a>=2 && b>=2 && c>=2 *)
Lemma s15_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s15_board (2 + a) (2 + b) (2 + c) -> fst (s15_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q5] in Hc |- *.
  rewrite tf_game_eq, (s15_c27_L a b c), (s15_c27_R a b c); cbn [map].
  pose proof (use_s15 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s15_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s15_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s15_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s48 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s15_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s15_p5 Ho0 ltac:(zlia)).
  rewrite (s15_p5 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s48_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p51 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s15_c27_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s15_board (2 + a) (2 + b) (2 + c) -> fst (s15_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q8] in Hc |- *.
  rewrite tf_game_eq, (s15_c27_L a b c), (s15_c27_R a b c); cbn [map].
  pose proof (use_s15 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s15_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s15_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s15_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s48 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s15_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s15_p5 Ho1 ltac:(zlia)).
  rewrite (s22_p9 Ho2 ltac:(zlia)).
  rewrite (s48_p70 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s16 = T^a _ T^b _ T^c F^3 _ on a==0 && b==0 && c==0: the board of s11 *)
Lemma s16_c1_p1 x (Hs11 : s11_claim x) :
  x = s16_board 0 0 0 -> fst (s16_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q1] in Hc |- *.
  pose proof (Hs11 0 0 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _ T^b _ T^c F^3 _ on a==0 && b==0 && c==1: the board of s11 *)
Lemma s16_c2_p2 x (Hs11 : s11_claim x) :
  x = s16_board 0 0 1 -> fst (s16_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q2] in Hc |- *.
  pose proof (Hs11 0 1 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _ T^b _ T^c F^3 _ on a==0 && b==0 && c>=2: the board of s11 *)
Lemma s16_c3_p3 x (Hs11 : s11_claim x) (c : nat) :
  x = s16_board 0 0 (2 + c) -> fst (s16_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s16_q3] in Hc |- *.
  pose proof (Hs11 0 (2 + c) ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s16_c4_L : lmoves (s16_board 0 1 0) = [s11_board 0 1].
Proof. unfold s11_board, s16_board. tf_options. Qed.
Lemma s16_c4_R : rmoves (s16_board 0 1 0) = [s132_board 0 1 0 0].
Proof. unfold s132_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a==0 && b==1 && c==0 *)
Lemma s16_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s16_board 0 1 0 -> fst (s16_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s16_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q4] in Hc |- *.
  rewrite tf_game_eq, (s16_c4_L), (s16_c4_R); cbn [map].
  pose proof (use_s11 IH 0 1 (opt_l _ _ _ (s16_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 1 0 0 (opt_r _ _ _ (s16_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  rewrite (s132_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s16_c5_L : lmoves (s16_board 0 1 1) = [s11_board 0 2].
Proof. unfold s11_board, s16_board. tf_options. Qed.
Lemma s16_c5_R : rmoves (s16_board 0 1 1) = [s132_board 0 1 1 0].
Proof. unfold s132_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a==0 && b==1 && c==1 *)
Lemma s16_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s16_board 0 1 1 -> fst (s16_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s16_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q5] in Hc |- *.
  rewrite tf_game_eq, (s16_c5_L), (s16_c5_R); cbn [map].
  pose proof (use_s11 IH 0 2 (opt_l _ _ _ (s16_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 1 1 0 (opt_r _ _ _ (s16_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s132_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s16_c6_L (c : nat) : lmoves (s16_board 0 1 (2 + c)) = [s11_board 0 (3 + c)].
Proof. unfold s11_board, s16_board. tf_options. Qed.
Lemma s16_c6_R (c : nat) : rmoves (s16_board 0 1 (2 + c)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a==0 && b==1 && c>=2 *)
Lemma s16_c6_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s16_board 0 1 (2 + c) -> fst (s16_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s16_q6] in Hc |- *.
  rewrite tf_game_eq, (s16_c6_L c), (s16_c6_R c); cbn [map].
  pose proof (use_s11 IH 0 (3 + c) (opt_l _ _ _ (s16_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c7_L (b : nat) : lmoves (s16_board 0 (2 + b) 0) = [s16_board 0 (1 + b) 1].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c7_R (b : nat) : rmoves (s16_board 0 (2 + b) 0) = [s132_board 0 (2 + b) 0 0].
Proof. unfold s132_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a==0 && b>=2 && c==0 *)
Lemma s16_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 0 (2 + b) 0 -> fst (s16_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s16_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q7] in Hc |- *.
  rewrite tf_game_eq, (s16_c7_L b), (s16_c7_R b); cbn [map].
  pose proof (use_s16 IH 0 (1 + b) 1 (opt_l _ _ _ (s16_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s16_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s16_p5 Ho0 ltac:(zlia)).
  rewrite (s132_p28 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s16_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 0 (2 + b) 0 -> fst (s16_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s16_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q9] in Hc |- *.
  rewrite tf_game_eq, (s16_c7_L b), (s16_c7_R b); cbn [map].
  pose proof (use_s16 IH 0 (1 + b) 1 (opt_l _ _ _ (s16_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s16_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s16_p8 Ho0 ltac:(zlia)).
    rewrite (s132_p30 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s16_p10 Ho0 ltac:(zlia)).
    rewrite (s132_p32 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s16_p11 Ho0 ltac:(zlia)).
    rewrite (s132_p32 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s16_c8_L (b : nat) : lmoves (s16_board 0 (2 + b) 1) = [s16_board 0 (1 + b) 2].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c8_R (b : nat) : rmoves (s16_board 0 (2 + b) 1) = [s132_board 0 (2 + b) 1 0].
Proof. unfold s132_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a==0 && b>=2 && c==1 *)
Lemma s16_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 0 (2 + b) 1 -> fst (s16_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q8] in Hc |- *.
  rewrite tf_game_eq, (s16_c8_L b), (s16_c8_R b); cbn [map].
  pose proof (use_s16 IH 0 (1 + b) 2 (opt_l _ _ _ (s16_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s16_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  rewrite (s132_p29 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s16_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 0 (2 + b) 1 -> fst (s16_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q10] in Hc |- *.
  rewrite tf_game_eq, (s16_c8_L b), (s16_c8_R b); cbn [map].
  pose proof (use_s16 IH 0 (1 + b) 2 (opt_l _ _ _ (s16_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s16_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  rewrite (s132_p31 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s16_c8_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 0 (2 + b) 1 -> fst (s16_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c8_L b), (s16_c8_R b); cbn [map].
  pose proof (use_s16 IH 0 (1 + b) 2 (opt_l _ _ _ (s16_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s16_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  rewrite (s132_p33 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s16_c9_L (b c : nat) : lmoves (s16_board 0 (2 + b) (2 + c)) = [s16_board 0 (1 + b) (3 + c)].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c9_R (b c : nat) : rmoves (s16_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a==0 && b>=2 && c>=2 *)
Lemma s16_c9_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s16_board 0 (2 + b) (2 + c) -> fst (s16_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s16_q6] in Hc |- *.
  rewrite tf_game_eq, (s16_c9_L b c), (s16_c9_R b c); cbn [map].
  pose proof (use_s16 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s16_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s16 = T^a _ T^b _ T^c F^3 _ on a==1 && b==0 && c==0: the board of s11 *)
Lemma s16_c10_p2 x (Hs11 : s11_claim x) :
  x = s16_board 1 0 0 -> fst (s16_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q2] in Hc |- *.
  pose proof (Hs11 1 0 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s16 = T^a _ T^b _ T^c F^3 _ on a==1 && b==0 && c==1: the board of s11 *)
Lemma s16_c11_p12 x (Hs11 : s11_claim x) :
  x = s16_board 1 0 1 -> fst (s16_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q12] in Hc |- *.
  pose proof (Hs11 1 1 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s16 = T^a _ T^b _ T^c F^3 _ on a==1 && b==0 && c>=2: the board of s11 *)
Lemma s16_c12_p13 x (Hs11 : s11_claim x) (c : nat) :
  x = s16_board 1 0 (2 + c) -> fst (s16_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s16_q13] in Hc |- *.
  pose proof (Hs11 1 (2 + c) ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s16_c13_L : lmoves (s16_board 1 1 0) = [s16_board 0 2 0; s11_board 1 1].
Proof. unfold s11_board, s16_board. tf_options. Qed.
Lemma s16_c13_R : rmoves (s16_board 1 1 0) = [s132_board 1 1 0 0].
Proof. unfold s132_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a==1 && b==1 && c==0 *)
Lemma s16_c13_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s16_board 1 1 0 -> fst (s16_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s16_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q14] in Hc |- *.
  rewrite tf_game_eq, (s16_c13_L), (s16_c13_R); cbn [map].
  pose proof (use_s16 IH 0 2 0 (opt_l _ _ _ (s16_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 1 (opt_l _ _ _ (s16_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 1 0 0 (opt_r _ _ _ (s16_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s132_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c14_L : lmoves (s16_board 1 1 1) = [s16_board 0 2 1; s11_board 1 2].
Proof. unfold s11_board, s16_board. tf_options. Qed.
Lemma s16_c14_R : rmoves (s16_board 1 1 1) = [s132_board 1 1 1 0].
Proof. unfold s132_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a==1 && b==1 && c==1 *)
Lemma s16_c14_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s16_board 1 1 1 -> fst (s16_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s16_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q16] in Hc |- *.
  rewrite tf_game_eq, (s16_c14_L), (s16_c14_R); cbn [map].
  pose proof (use_s16 IH 0 2 1 (opt_l _ _ _ (s16_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 2 (opt_l _ _ _ (s16_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 1 1 0 (opt_r _ _ _ (s16_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p8 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s132_p43 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s16_c15_L (c : nat) : lmoves (s16_board 1 1 (2 + c)) = [s16_board 0 2 (2 + c); s11_board 1 (3 + c)].
Proof. unfold s11_board, s16_board. tf_options. Qed.
Lemma s16_c15_R (c : nat) : rmoves (s16_board 1 1 (2 + c)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a==1 && b==1 && c>=2 *)
Lemma s16_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s16_board 1 1 (2 + c) -> fst (s16_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s16_q6] in Hc |- *.
  rewrite tf_game_eq, (s16_c15_L c), (s16_c15_R c); cbn [map].
  pose proof (use_s16 IH 0 2 (2 + c) (opt_l _ _ _ (s16_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 (3 + c) (opt_l _ _ _ (s16_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c16_L (b : nat) : lmoves (s16_board 1 (2 + b) 0) = [s16_board 0 (3 + b) 0; s16_board 1 (1 + b) 1].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c16_R (b : nat) : rmoves (s16_board 1 (2 + b) 0) = [s132_board 1 (2 + b) 0 0].
Proof. unfold s132_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a==1 && b>=2 && c==0 *)
Lemma s16_c16_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 1 (2 + b) 0 -> fst (s16_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s16_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q17] in Hc |- *.
  rewrite tf_game_eq, (s16_c16_L b), (s16_c16_R b); cbn [map].
  pose proof (use_s16 IH 0 (3 + b) 0 (opt_l _ _ _ (s16_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 (1 + b) 1 (opt_l _ _ _ (s16_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s16_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p9 Ho0 ltac:(zlia)).
  rewrite (s16_p16 Ho1 ltac:(zlia)).
  rewrite (s132_p49 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s16_c16_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 1 (2 + b) 0 -> fst (s16_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s16_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q20] in Hc |- *.
  rewrite tf_game_eq, (s16_c16_L b), (s16_c16_R b); cbn [map].
  pose proof (use_s16 IH 0 (3 + b) 0 (opt_l _ _ _ (s16_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 (1 + b) 1 (opt_l _ _ _ (s16_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s16_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p9 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 5)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s16_p11 Ho1 ltac:(zlia)).
    rewrite (s132_p32 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s16_p19 Ho1 ltac:(zlia)).
    rewrite (s132_p52 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s16_p21 Ho1 ltac:(zlia)).
    rewrite (s132_p32 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s16_c17_L (b : nat) : lmoves (s16_board 1 (2 + b) 1) = [s16_board 0 (3 + b) 1; s16_board 1 (1 + b) 2].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c17_R (b : nat) : rmoves (s16_board 1 (2 + b) 1) = [s132_board 1 (2 + b) 1 0].
Proof. unfold s132_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a==1 && b>=2 && c==1 *)
Lemma s16_c17_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 1 (2 + b) 1 -> fst (s16_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c17_L b), (s16_c17_R b); cbn [map].
  pose proof (use_s16 IH 0 (3 + b) 1 (opt_l _ _ _ (s16_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 (1 + b) 2 (opt_l _ _ _ (s16_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s16_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p6 Ho1 ltac:(zlia)).
  rewrite (s132_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s16_c17_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 1 (2 + b) 1 -> fst (s16_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q19] in Hc |- *.
  rewrite tf_game_eq, (s16_c17_L b), (s16_c17_R b); cbn [map].
  pose proof (use_s16 IH 0 (3 + b) 1 (opt_l _ _ _ (s16_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 (1 + b) 2 (opt_l _ _ _ (s16_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s16_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p6 Ho1 ltac:(zlia)).
  rewrite (s132_p50 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s16_c17_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 1 (2 + b) 1 -> fst (s16_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q21] in Hc |- *.
  rewrite tf_game_eq, (s16_c17_L b), (s16_c17_R b); cbn [map].
  pose proof (use_s16 IH 0 (3 + b) 1 (opt_l _ _ _ (s16_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 (1 + b) 2 (opt_l _ _ _ (s16_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s16_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p6 Ho1 ltac:(zlia)).
  rewrite (s132_p53 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s16_c18_L (b c : nat) : lmoves (s16_board 1 (2 + b) (2 + c)) = [s16_board 0 (3 + b) (2 + c); s16_board 1 (1 + b) (3 + c)].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c18_R (b c : nat) : rmoves (s16_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a==1 && b>=2 && c>=2 *)
Lemma s16_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s16_board 1 (2 + b) (2 + c) -> fst (s16_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s16_q6] in Hc |- *.
  rewrite tf_game_eq, (s16_c18_L b c), (s16_c18_R b c); cbn [map].
  pose proof (use_s16 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s16_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s16_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  rewrite (s16_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s16 = T^a _ T^b _ T^c F^3 _ on a>=2 && b==0 && c==0: the board of s11 *)
Lemma s16_c19_p12 x (Hs11 : s11_claim x) (a : nat) :
  x = s16_board (2 + a) 0 0 -> fst (s16_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q12] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s16_c19_p26 x (Hs11 : s11_claim x) (a : nat) :
  x = s16_board (2 + a) 0 0 -> fst (s16_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q26] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s16_c19_p29 x (Hs11 : s11_claim x) (a : nat) :
  x = s16_board (2 + a) 0 0 -> fst (s16_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q29] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s16_c19_p30 x (Hs11 : s11_claim x) (a : nat) :
  x = s16_board (2 + a) 0 0 -> fst (s16_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q30] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s16_c19_p31 x (Hs11 : s11_claim x) (a : nat) :
  x = s16_board (2 + a) 0 0 -> fst (s16_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q31] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s16_c19_p32 x (Hs11 : s11_claim x) (a : nat) :
  x = s16_board (2 + a) 0 0 -> fst (s16_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q32] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s16_c19_p33 x (Hs11 : s11_claim x) (a : nat) :
  x = s16_board (2 + a) 0 0 -> fst (s16_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q33] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s16 = T^a _ T^b _ T^c F^3 _ on a>=2 && b==0 && c==1: the board of s11 *)
Lemma s16_c20_p22 x (Hs11 : s11_claim x) (a : nat) :
  x = s16_board (2 + a) 0 1 -> fst (s16_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q22] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s16_c20_p27 x (Hs11 : s11_claim x) (a : nat) :
  x = s16_board (2 + a) 0 1 -> fst (s16_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s16_q27] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s16 = T^a _ T^b _ T^c F^3 _ on a>=2 && b==0 && c>=2: the board of s11 *)
Lemma s16_c21_p13 x (Hs11 : s11_claim x) (a c : nat) :
  x = s16_board (2 + a) 0 (2 + c) -> fst (s16_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s16_q13] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s16_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s16_c22_L (a : nat) : lmoves (s16_board (2 + a) 1 0) = [s16_board (1 + a) 2 0; s11_board (2 + a) 1].
Proof. unfold s11_board, s16_board. tf_options. Qed.
Lemma s16_c22_R (a : nat) : rmoves (s16_board (2 + a) 1 0) = [s132_board (2 + a) 1 0 0].
Proof. unfold s132_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a>=2 && b==1 && c==0 *)
Lemma s16_c22_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s16_board (2 + a) 1 0 -> fst (s16_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s16_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q18] in Hc |- *.
  rewrite tf_game_eq, (s16_c22_L a), (s16_c22_R a); cbn [map].
  pose proof (use_s16 IH (1 + a) 2 0 (opt_l _ _ _ (s16_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 1 (opt_l _ _ _ (s16_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) 1 0 0 (opt_r _ _ _ (s16_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p15 Ho0 ltac:(zlia)).
  rewrite (s11_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
  {
    rewrite (s132_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s132_p82 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s132_p91 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s132_p94 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s132_p96 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s16_c22_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s16_board (2 + a) 1 0 -> fst (s16_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s16_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q23] in Hc |- *.
  rewrite tf_game_eq, (s16_c22_L a), (s16_c22_R a); cbn [map].
  pose proof (use_s16 IH (1 + a) 2 0 (opt_l _ _ _ (s16_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 1 (opt_l _ _ _ (s16_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) 1 0 0 (opt_r _ _ _ (s16_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p17 Ho0 ltac:(zlia)).
  rewrite (s11_p4 Ho1 ltac:(zlia)).
  rewrite (s132_p59 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s16_c23_L (a : nat) : lmoves (s16_board (2 + a) 1 1) = [s16_board (1 + a) 2 1; s11_board (2 + a) 2].
Proof. unfold s11_board, s16_board. tf_options. Qed.
Lemma s16_c23_R (a : nat) : rmoves (s16_board (2 + a) 1 1) = [s132_board (2 + a) 1 1 0].
Proof. unfold s132_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a>=2 && b==1 && c==1 *)
Lemma s16_c23_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s16_board (2 + a) 1 1 -> fst (s16_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s16_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q24] in Hc |- *.
  rewrite tf_game_eq, (s16_c23_L a), (s16_c23_R a); cbn [map].
  pose proof (use_s16 IH (1 + a) 2 1 (opt_l _ _ _ (s16_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 2 (opt_l _ _ _ (s16_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) 1 1 0 (opt_r _ _ _ (s16_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p19 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s132_p61 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s16_c24_L (a c : nat) : lmoves (s16_board (2 + a) 1 (2 + c)) = [s16_board (1 + a) 2 (2 + c); s11_board (2 + a) (3 + c)].
Proof. unfold s11_board, s16_board. tf_options. Qed.
Lemma s16_c24_R (a c : nat) : rmoves (s16_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a>=2 && b==1 && c>=2 *)
Lemma s16_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s16_board (2 + a) 1 (2 + c) -> fst (s16_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s16_q6] in Hc |- *.
  rewrite tf_game_eq, (s16_c24_L a c), (s16_c24_R a c); cbn [map].
  pose proof (use_s16 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s16_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) (3 + c) (opt_l _ _ _ (s16_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c25_L (a b : nat) : lmoves (s16_board (2 + a) (2 + b) 0) = [s16_board (1 + a) (3 + b) 0; s16_board (2 + a) (1 + b) 1].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c25_R (a b : nat) : rmoves (s16_board (2 + a) (2 + b) 0) = [s132_board (2 + a) (2 + b) 0 0].
Proof. unfold s132_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a>=2 && b>=2 && c==0 *)
Lemma s16_c25_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s16_board (2 + a) (2 + b) 0 -> fst (s16_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s16_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q15] in Hc |- *.
  rewrite tf_game_eq, (s16_c25_L a b), (s16_c25_R a b); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s16_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s16_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s16_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p20 Ho0 ltac:(zlia)).
  rewrite (s16_p24 Ho1 ltac:(zlia)).
  rewrite (s132_p66 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s16_c25_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s16_board (2 + a) (2 + b) 0 -> fst (s16_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s16_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q20] in Hc |- *.
  rewrite tf_game_eq, (s16_c25_L a b), (s16_c25_R a b); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s16_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s16_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s16_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p20 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 5)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s16_p11 Ho1 ltac:(zlia)).
    rewrite (s132_p32 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s16_p19 Ho1 ltac:(zlia)).
    rewrite (s132_p52 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s16_p25 Ho1 ltac:(zlia)).
    rewrite (s132_p32 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s16_p28 Ho1 ltac:(zlia)).
    rewrite (s132_p32 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s16_c26_L (a b : nat) : lmoves (s16_board (2 + a) (2 + b) 1) = [s16_board (1 + a) (3 + b) 1; s16_board (2 + a) (1 + b) 2].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c26_R (a b : nat) : rmoves (s16_board (2 + a) (2 + b) 1) = [s132_board (2 + a) (2 + b) 1 0].
Proof. unfold s132_board, s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a>=2 && b>=2 && c==1 *)
Lemma s16_c26_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s16_board (2 + a) (2 + b) 1 -> fst (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q11] in Hc |- *.
  rewrite tf_game_eq, (s16_c26_L a b), (s16_c26_R a b); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s16_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s16_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s16_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p6 Ho1 ltac:(zlia)).
  rewrite (s132_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s16_c26_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s16_board (2 + a) (2 + b) 1 -> fst (s16_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q19] in Hc |- *.
  rewrite tf_game_eq, (s16_c26_L a b), (s16_c26_R a b); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s16_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s16_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s16_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s16_p21 Ho0 ltac:(zlia)).
    rewrite (s16_p6 Ho1 ltac:(zlia)).
    rewrite (s132_p50 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s16_p25 Ho0 ltac:(zlia)).
    rewrite (s16_p6 Ho1 ltac:(zlia)).
    rewrite (s132_p50 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s16_p28 Ho0 ltac:(zlia)).
    rewrite (s16_p6 Ho1 ltac:(zlia)).
    rewrite (s132_p50 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s16_c26_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s16_board (2 + a) (2 + b) 1 -> fst (s16_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q25] in Hc |- *.
  rewrite tf_game_eq, (s16_c26_L a b), (s16_c26_R a b); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s16_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s16_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s16_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p6 Ho1 ltac:(zlia)).
  rewrite (s132_p67 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s16_c26_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s16_board (2 + a) (2 + b) 1 -> fst (s16_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s16_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q28] in Hc |- *.
  rewrite tf_game_eq, (s16_c26_L a b), (s16_c26_R a b); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s16_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s16_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s16_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p6 Ho1 ltac:(zlia)).
  rewrite (s132_p77 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s16_c27_L (a b c : nat) : lmoves (s16_board (2 + a) (2 + b) (2 + c)) = [s16_board (1 + a) (3 + b) (2 + c); s16_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c27_R (a b c : nat) : rmoves (s16_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a _ T^b _ T^c F^3 _ on a>=2 && b>=2 && c>=2 *)
Lemma s16_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s16_board (2 + a) (2 + b) (2 + c) -> fst (s16_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s16_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s16_q6] in Hc |- *.
  rewrite tf_game_eq, (s16_c27_L a b c), (s16_c27_R a b c); cbn [map].
  pose proof (use_s16 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s16_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s16_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  rewrite (s16_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c1_L : lmoves (s17_board 0) = [].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c1_R : rmoves (s17_board 0) = [strip [(2, 1)] ([E]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c1_R1 : tf_norm (strip [(2, 1)] ([E]) []) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _^3 F on a==0 *)
Lemma s17_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 -> fst (s17_q1 (Z.of_nat 0)) -> tf_game x == snd (s17_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q1] in Hc |- *.
  rewrite tf_game_eq, (s17_c1_L), (s17_c1_R); cbn [map].
  rewrite (tf_norm_blank (s17_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c2_L : lmoves (s17_board 1) = [s28_board 0 1].
Proof. unfold s17_board, s28_board. tf_options. Qed.
Lemma s17_c2_R : rmoves (s17_board 1) = [s63_board 1 0].
Proof. unfold s17_board, s63_board. tf_options. Qed.
(* s17 = T^a _^3 F on a==1 *)
Lemma s17_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 1 -> fst (s17_q2 (Z.of_nat 1)) -> tf_game x == snd (s17_q2 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q2] in Hc |- *.
  rewrite tf_game_eq, (s17_c2_L), (s17_c2_R); cbn [map].
  pose proof (use_s28 IH 0 1 (opt_l _ _ _ (s17_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s63 IH 1 0 (opt_r _ _ _ (s17_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c3_L (a : nat) : lmoves (s17_board (2 + a)) = [s28_board (1 + a) 1].
Proof. unfold s17_board, s28_board. tf_options. Qed.
Lemma s17_c3_R (a : nat) : rmoves (s17_board (2 + a)) = [s63_board (2 + a) 0].
Proof. unfold s17_board, s63_board. tf_options. Qed.
(* s17 = T^a _^3 F on a>=2 *)
Lemma s17_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s17_board (2 + a) -> fst (s17_q2 (Z.of_nat (2 + a))) -> tf_game x == snd (s17_q2 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s17_q2] in Hc |- *.
  rewrite tf_game_eq, (s17_c3_L a), (s17_c3_R a); cbn [map].
  pose proof (use_s28 IH (1 + a) 1 (opt_l _ _ _ (s17_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s63 IH (2 + a) 0 (opt_r _ _ _ (s17_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s18_c1_L : lmoves (s18_board 0) = [].
Proof. unfold s18_board. tf_options. Qed.
Lemma s18_c1_R : rmoves (s18_board 0) = [strip [(0, 1); (2, 1)] ([E]) []].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c1_R1 : tf_norm (strip [(0, 1); (2, 1)] ([E]) []) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s18 = T^a F _^3 F on a==0 *)
Lemma s18_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 0 -> fst (s18_q1 (Z.of_nat 0)) -> tf_game x == snd (s18_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q1] in Hc |- *.
  rewrite tf_game_eq, (s18_c1_L), (s18_c1_R); cbn [map].
  rewrite (tf_norm_blank (s18_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s18_c2_L : lmoves (s18_board 1) = [strip [(1, 1)] ([T; E; E; F]) []].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c2_L1 : tf_norm (strip [(1, 1)] ([T; E; E; F]) []) (s28_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s18_c2_R : rmoves (s18_board 1) = [s106_board 1 0].
Proof. unfold s106_board, s18_board. tf_options. Qed.
(* s18 = T^a F _^3 F on a==1 *)
Lemma s18_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 1 -> fst (s18_q2 (Z.of_nat 1)) -> tf_game x == snd (s18_q2 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q2] in Hc |- *.
  rewrite tf_game_eq, (s18_c2_L), (s18_c2_R); cbn [map].
  rewrite (tf_norm_game (s18_c2_L1)).
  pose proof (use_s28 IH 0 1 (opt_norm_l _ _ _ _ _ (s18_c2_L) ltac:(cbn [In]; left; reflexivity) (s18_c2_L1))) as Ho0.
  pose proof (use_s106 IH 1 0 (opt_r _ _ _ (s18_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s18_c3_L (a : nat) : lmoves (s18_board (2 + a)) = [s32_board (1 + a) 0 1].
Proof. unfold s18_board, s32_board. tf_options. Qed.
Lemma s18_c3_R (a : nat) : rmoves (s18_board (2 + a)) = [s106_board (2 + a) 0].
Proof. unfold s106_board, s18_board. tf_options. Qed.
(* s18 = T^a F _^3 F on a>=2 *)
Lemma s18_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s18_board (2 + a) -> fst (s18_q3 (Z.of_nat (2 + a))) -> tf_game x == snd (s18_q3 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s18_q3] in Hc |- *.
  rewrite tf_game_eq, (s18_c3_L a), (s18_c3_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 0 1 (opt_l _ _ _ (s18_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s106 IH (2 + a) 0 (opt_r _ _ _ (s18_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s32_p9 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

