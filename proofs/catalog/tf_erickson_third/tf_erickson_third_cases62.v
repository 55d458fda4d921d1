(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


(* s101 = T^a F _ T^b _ T^c _ T F^2 on a>=2 && b==0 && c==1: the board of s88 *)
Lemma s101_c20_p9 x (Hs88 : s88_claim x) (a : nat) :
  x = s101_board (2 + a) 0 1 -> fst (s101_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s101_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q9] in Hc |- *.
  pose proof (Hs88 (2 + a) 1 ltac:(rewrite Hx; unfold s101_board, s88_board; board_eq)) as Ho0.
  rewrite (s88_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s101_c20_p14 x (Hs88 : s88_claim x) (a : nat) :
  x = s101_board (2 + a) 0 1 -> fst (s101_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s101_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q14] in Hc |- *.
  pose proof (Hs88 (2 + a) 1 ltac:(rewrite Hx; unfold s101_board, s88_board; board_eq)) as Ho0.
  rewrite (s88_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s101_c20_p16 x (Hs88 : s88_claim x) (a : nat) :
  x = s101_board (2 + a) 0 1 -> fst (s101_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s101_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q16] in Hc |- *.
  pose proof (Hs88 (2 + a) 1 ltac:(rewrite Hx; unfold s101_board, s88_board; board_eq)) as Ho0.
  rewrite (s88_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s101_c20_p17 x (Hs88 : s88_claim x) (a : nat) :
  x = s101_board (2 + a) 0 1 -> fst (s101_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s101_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q17] in Hc |- *.
  pose proof (Hs88 (2 + a) 1 ltac:(rewrite Hx; unfold s101_board, s88_board; board_eq)) as Ho0.
  rewrite (s88_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a>=2 && b==0 && c>=2: the board of s88 *)
Lemma s101_c21_p4 x (Hs88 : s88_claim x) (a c : nat) :
  x = s101_board (2 + a) 0 (2 + c) -> fst (s101_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s101_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s101_q4] in Hc |- *.
  pose proof (Hs88 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s101_board, s88_board; board_eq)) as Ho0.
  rewrite (s88_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a>=2 && b==1 && c==0: the board of s70 *)
Lemma s101_c22_p2 x (Hs70 : s70_claim x) (a : nat) :
  x = s101_board (2 + a) 1 0 -> fst (s101_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s101_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q2] in Hc |- *.
  pose proof (Hs70 (2 + a) 1 ltac:(rewrite Hx; unfold s101_board, s70_board; board_eq)) as Ho0.
  rewrite (s70_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s101_c22_p10 x (Hs70 : s70_claim x) (a : nat) :
  x = s101_board (2 + a) 1 0 -> fst (s101_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s101_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q10] in Hc |- *.
  pose proof (Hs70 (2 + a) 1 ltac:(rewrite Hx; unfold s101_board, s70_board; board_eq)) as Ho0.
  rewrite (s70_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s101_c22_p15 x (Hs70 : s70_claim x) (a : nat) :
  x = s101_board (2 + a) 1 0 -> fst (s101_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s101_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q15] in Hc |- *.
  pose proof (Hs70 (2 + a) 1 ltac:(rewrite Hx; unfold s101_board, s70_board; board_eq)) as Ho0.
  rewrite (s70_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s101_c22_p18 x (Hs70 : s70_claim x) (a : nat) :
  x = s101_board (2 + a) 1 0 -> fst (s101_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s101_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q18] in Hc |- *.
  pose proof (Hs70 (2 + a) 1 ltac:(rewrite Hx; unfold s101_board, s70_board; board_eq)) as Ho0.
  rewrite (s70_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s101_c23_L (a : nat) : lmoves (s101_board (2 + a) 1 1) = [s100_board (1 + a) 0 2 1; s88_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; E; T; E; E; T; T; F; F]) []].
Proof. unfold s100_board, s101_board, s88_board, strip. tf_options. Qed.
Lemma s101_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; E; E; T; T; F; F]) []) (s76_board (2 + a)) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; E; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s101_c23_R (a : nat) : rmoves (s101_board (2 + a) 1 1) = [s134_board (2 + a) 1 1 1].
Proof. unfold s101_board, s134_board. tf_options. Qed.
(* s101 = T^a F _ T^b _ T^c _ T F^2 on a>=2 && b==1 && c==1 *)
Lemma s101_c23_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s101_board (2 + a) 1 1 -> fst (s101_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s101_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s101_q12] in Hc |- *.
  rewrite tf_game_eq, (s101_c23_L a), (s101_c23_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 0 2 1 (opt_l _ _ _ (s101_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s88 IH (2 + a) 2 (opt_l _ _ _ (s101_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s101_c23_L3 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s101_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s101_c23_L3 a))) as Ho2.
  pose proof (use_s134 IH (2 + a) 1 1 1 (opt_r _ _ _ (s101_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s100_p37 Ho0 ltac:(zlia)).
    rewrite (s88_p3 Ho1 ltac:(zlia)).
    rewrite (s76_p1 Ho2 I).
    rewrite (s76_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
    rewrite (s134_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s100_p50 Ho0 ltac:(zlia)).
    rewrite (s88_p3 Ho1 ltac:(zlia)).
    rewrite (s76_p1 Ho2 I).
    rewrite (s76_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
    rewrite (s134_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s100_p63 Ho0 ltac:(zlia)).
    rewrite (s88_p3 Ho1 ltac:(zlia)).
    rewrite (s76_p1 Ho2 I).
    rewrite (s76_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
    rewrite (s134_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s100_p75 Ho0 ltac:(zlia)).
    rewrite (s88_p3 Ho1 ltac:(zlia)).
    rewrite (s76_p1 Ho2 I).
    rewrite (s76_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
    rewrite (s134_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s101_c24_L (a c : nat) : lmoves (s101_board (2 + a) 1 (2 + c)) = [s100_board (1 + a) 0 2 (2 + c); s88_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, s101_board, s88_board, strip. tf_options. Qed.
Lemma s101_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s76_board (2 + a)) (Z.of_nat (2 + c) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E]) [(1, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s101_c24_R (a c : nat) : rmoves (s101_board (2 + a) 1 (2 + c)) = [s134_board (2 + a) 1 (2 + c) 1].
Proof. unfold s101_board, s134_board. tf_options. Qed.
(* s101 = T^a F _ T^b _ T^c _ T F^2 on a>=2 && b==1 && c>=2 *)
Lemma s101_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s101_board (2 + a) 1 (2 + c) -> fst (s101_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s101_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s101_q4] in Hc |- *.
  rewrite tf_game_eq, (s101_c24_L a c), (s101_c24_R a c); cbn [map].
  pose proof (use_s100 IH (1 + a) 0 2 (2 + c) (opt_l _ _ _ (s101_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s88 IH (2 + a) (3 + c) (opt_l _ _ _ (s101_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s101_c24_L3 a c)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s101_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s101_c24_L3 a c))) as Ho2.
  pose proof (use_s134 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s101_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p33 Ho0 ltac:(zlia)).
  rewrite (s88_p3 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + c) + 1) (Nat2Z.is_nonneg _) I).
  rewrite (s134_p76 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a>=2 && b>=2 && c==0: the board of s70 *)
Lemma s101_c25_p13 x (Hs70 : s70_claim x) (a b : nat) :
  x = s101_board (2 + a) (2 + b) 0 -> fst (s101_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s101_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q13] in Hc |- *.
  pose proof (Hs70 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s101_board, s70_board; board_eq)) as Ho0.
  rewrite (s70_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s101_c26_L (a b : nat) : lmoves (s101_board (2 + a) (2 + b) 1) = [s100_board (1 + a) 0 (3 + b) 1; s101_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []].
Proof. unfold s100_board, s101_board, strip. tf_options. Qed.
Lemma s101_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) (s76_board (2 + a)) (2 * Z.of_nat (2 + b)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E]) [(2 + b, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s101_c26_R (a b : nat) : rmoves (s101_board (2 + a) (2 + b) 1) = [s134_board (2 + a) (2 + b) 1 1].
Proof. unfold s101_board, s134_board. tf_options. Qed.
(* s101 = T^a F _ T^b _ T^c _ T F^2 on a>=2 && b>=2 && c==1 *)
Lemma s101_c26_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s101_board (2 + a) (2 + b) 1 -> fst (s101_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s101_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s101_q12] in Hc |- *.
  rewrite tf_game_eq, (s101_c26_L a b), (s101_c26_R a b); cbn [map].
  pose proof (use_s100 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s101_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s101 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s101_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s101_c26_L3 a b)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s101_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s101_c26_L3 a b))) as Ho2.
  pose proof (use_s134 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s101_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s100_p37 Ho0 ltac:(zlia)).
    rewrite (s101_p4 Ho1 ltac:(zlia)).
    rewrite (s76_p1 Ho2 I).
    rewrite (s76_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
    rewrite (s134_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s100_p50 Ho0 ltac:(zlia)).
    rewrite (s101_p4 Ho1 ltac:(zlia)).
    rewrite (s76_p1 Ho2 I).
    rewrite (s76_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
    rewrite (s134_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s100_p63 Ho0 ltac:(zlia)).
    rewrite (s101_p4 Ho1 ltac:(zlia)).
    rewrite (s76_p1 Ho2 I).
    rewrite (s76_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
    rewrite (s134_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s100_p75 Ho0 ltac:(zlia)).
    rewrite (s101_p4 Ho1 ltac:(zlia)).
    rewrite (s76_p1 Ho2 I).
    rewrite (s76_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
    rewrite (s134_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s101_c27_L (a b c : nat) : lmoves (s101_board (2 + a) (2 + b) (2 + c)) = [s100_board (1 + a) 0 (3 + b) (2 + c); s101_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, s101_board, strip. tf_options. Qed.
Lemma s101_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s76_board (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E]) [(2 + b, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s101_c27_R (a b c : nat) : rmoves (s101_board (2 + a) (2 + b) (2 + c)) = [s134_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s101_board, s134_board. tf_options. Qed.
(* s101 = T^a F _ T^b _ T^c _ T F^2 on a>=2 && b>=2 && c>=2 *)
Lemma s101_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s101_board (2 + a) (2 + b) (2 + c) -> fst (s101_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s101_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s101_q4] in Hc |- *.
  rewrite tf_game_eq, (s101_c27_L a b c), (s101_c27_R a b c); cbn [map].
  pose proof (use_s100 IH (1 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s101_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s101 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s101_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s101_c27_L3 a b c)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s101_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s101_c27_L3 a b c))) as Ho2.
  pose proof (use_s134 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s101_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p33 Ho0 ltac:(zlia)).
  rewrite (s101_p4 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) I).
  rewrite (s134_p76 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s102 = T^a F T _ T^b _^2 T F^2 on a==0 && b==0: the board of s34 *)
Lemma s102_c1_p1 x (Hs34 : s34_claim x) :
  x = s102_board 0 0 -> fst (s102_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s102_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s102_q1] in Hc |- *.
  pose proof (Hs34 0 ltac:(rewrite Hx; unfold s102_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s102_c2_L : lmoves (s102_board 0 1) = [strip [(0, 1)] ([E; T; T; E; E; T; F; F]) []; strip [(0, 1)] ([T; E; E; T; E; T; F; F]) []].
Proof. unfold s102_board, strip. tf_options. Qed.
Lemma s102_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; E; T; F; F]) []) (s21_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; E; T; F; F]) []); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s102_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; T; F; F]) []) (s20_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s102_c2_R : rmoves (s102_board 0 1) = [strip [(0, 1)] ([T; E; T; E; F; T; E; F]) []].
Proof. unfold s102_board, strip. tf_options. Qed.
Lemma s102_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; T; E; F]) []) (s48_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s102 = T^a F T _ T^b _^2 T F^2 on a==0 && b==1 *)
Lemma s102_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s102_board 0 1 -> fst (s102_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s102_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s102_q2] in Hc |- *.
  rewrite tf_game_eq, (s102_c2_L), (s102_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s102_c2_L1)).
  pose proof (use_s21 IH 0 2 (opt_norm_l _ _ _ _ _ (s102_c2_L) ltac:(cbn [In]; left; reflexivity) (s102_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s102_c2_L2)).
  pose proof (use_s20 IH 1 1 (opt_norm_l _ _ _ _ _ (s102_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s102_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s102_c2_R1)).
  pose proof (use_s48 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s102_c2_R) ltac:(cbn [In]; left; reflexivity) (s102_c2_R1))) as Ho2.
  rewrite (s21_p3 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s48_p45 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s102_c3_L (b : nat) : lmoves (s102_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; T; F; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; T; F; F]) []].
Proof. unfold s102_board, strip. tf_options. Qed.
Lemma s102_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; T; F; F]) []) (s21_board 0 (3 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; T; F; F]) []); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s102_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; T; F; F]) []) (s22_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s102_c3_R (b : nat) : rmoves (s102_board 0 (2 + b)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; E; F]) []].
Proof. unfold s102_board, strip. tf_options. Qed.
Lemma s102_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; E; F]) []) (s48_board 1 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s102 = T^a F T _ T^b _^2 T F^2 on a==0 && b>=2 *)
Lemma s102_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s102_board 0 (2 + b) -> fst (s102_q4 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s102_q4 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s102_q4] in Hc |- *.
  rewrite tf_game_eq, (s102_c3_L b), (s102_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s102_c3_L1 b)).
  pose proof (use_s21 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s102_c3_L b) ltac:(cbn [In]; left; reflexivity) (s102_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s102_c3_L2 b)).
  pose proof (use_s22 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s102_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s102_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s102_c3_R1 b)).
  pose proof (use_s48 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s102_c3_R b) ltac:(cbn [In]; left; reflexivity) (s102_c3_R1 b))) as Ho2.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  rewrite (s22_p7 Ho1 ltac:(zlia)).
  rewrite (s48_p46 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s102_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s102_board 0 (2 + b) -> fst (s102_q5 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s102_q5 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s102_q5] in Hc |- *.
  rewrite tf_game_eq, (s102_c3_L b), (s102_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s102_c3_L1 b)).
  pose proof (use_s21 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s102_c3_L b) ltac:(cbn [In]; left; reflexivity) (s102_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s102_c3_L2 b)).
  pose proof (use_s22 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s102_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s102_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s102_c3_R1 b)).
  pose proof (use_s48 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s102_c3_R b) ltac:(cbn [In]; left; reflexivity) (s102_c3_R1 b))) as Ho2.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p9 Ho1 ltac:(zlia)).
  rewrite (s48_p46 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s102 = T^a F T _ T^b _^2 T F^2 on a==1 && b==0: the board of s34 *)
Lemma s102_c4_p1 x (Hs34 : s34_claim x) :
  x = s102_board 1 0 -> fst (s102_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s102_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s102_q1] in Hc |- *.
  pose proof (Hs34 1 ltac:(rewrite Hx; unfold s102_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s102_c5_L : lmoves (s102_board 1 1) = [s70_board 1 2; s95_board 1 1].
Proof. unfold s102_board, s70_board, s95_board. tf_options. Qed.
Lemma s102_c5_R : rmoves (s102_board 1 1) = [s166_board 1 1 0 1].
Proof. unfold s102_board, s166_board. tf_options. Qed.
(* s102 = T^a F T _ T^b _^2 T F^2 on a==1 && b==1 *)
Lemma s102_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s102_board 1 1 -> fst (s102_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s102_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s102_q2] in Hc |- *.
  rewrite tf_game_eq, (s102_c5_L), (s102_c5_R); cbn [map].
  pose proof (use_s70 IH 1 2 (opt_l _ _ _ (s102_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH 1 1 (opt_l _ _ _ (s102_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s166 IH 1 1 0 1 (opt_r _ _ _ (s102_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s70_p5 Ho0 ltac:(zlia)).
  rewrite (s95_p2 Ho1 ltac:(zlia)).
  rewrite (s166_p48 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s102_c6_L (b : nat) : lmoves (s102_board 1 (2 + b)) = [s70_board 1 (3 + b); s133_board 1 (1 + b) 1].
Proof. unfold s102_board, s133_board, s70_board. tf_options. Qed.
Lemma s102_c6_R (b : nat) : rmoves (s102_board 1 (2 + b)) = [s166_board 1 (2 + b) 0 1].
Proof. unfold s102_board, s166_board. tf_options. Qed.
(* s102 = T^a F T _ T^b _^2 T F^2 on a==1 && b>=2 *)
Lemma s102_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s102_board 1 (2 + b) -> fst (s102_q5 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s102_q5 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s102_q5] in Hc |- *.
  rewrite tf_game_eq, (s102_c6_L b), (s102_c6_R b); cbn [map].
  pose proof (use_s70 IH 1 (3 + b) (opt_l _ _ _ (s102_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s133 IH 1 (1 + b) 1 (opt_l _ _ _ (s102_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s166 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s102_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s70_p7 Ho0 ltac:(zlia)).
  rewrite (s133_p8 Ho1 ltac:(zlia)).
  rewrite (s166_p31 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s102 = T^a F T _ T^b _^2 T F^2 on a>=2 && b==0: the board of s34 *)
Lemma s102_c7_p3 x (Hs34 : s34_claim x) (a : nat) :
  x = s102_board (2 + a) 0 -> fst (s102_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s102_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s102_q3] in Hc |- *.
  pose proof (Hs34 (2 + a) ltac:(rewrite Hx; unfold s102_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s102_c7_p6 x (Hs34 : s34_claim x) (a : nat) :
  x = s102_board (2 + a) 0 -> fst (s102_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s102_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s102_q6] in Hc |- *.
  pose proof (Hs34 (2 + a) ltac:(rewrite Hx; unfold s102_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s102_c7_p8 x (Hs34 : s34_claim x) (a : nat) :
  x = s102_board (2 + a) 0 -> fst (s102_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s102_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s102_q8] in Hc |- *.
  pose proof (Hs34 (2 + a) ltac:(rewrite Hx; unfold s102_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s102_c8_L (a : nat) : lmoves (s102_board (2 + a) 1) = [s70_board (2 + a) 2; s95_board (2 + a) 1].
Proof. unfold s102_board, s70_board, s95_board. tf_options. Qed.
Lemma s102_c8_R (a : nat) : rmoves (s102_board (2 + a) 1) = [s166_board (2 + a) 1 0 1].
Proof. unfold s102_board, s166_board. tf_options. Qed.
(* s102 = T^a F T _ T^b _^2 T F^2 on a>=2 && b==1 *)
Lemma s102_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s102_board (2 + a) 1 -> fst (s102_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s102_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s102_q7] in Hc |- *.
  rewrite tf_game_eq, (s102_c8_L a), (s102_c8_R a); cbn [map].
  pose proof (use_s70 IH (2 + a) 2 (opt_l _ _ _ (s102_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH (2 + a) 1 (opt_l _ _ _ (s102_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s166 IH (2 + a) 1 0 1 (opt_r _ _ _ (s102_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s70_p7 Ho0 ltac:(zlia)).
  rewrite (s95_p5 Ho1 ltac:(zlia)).
  rewrite (s166_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s102_c9_L (a b : nat) : lmoves (s102_board (2 + a) (2 + b)) = [s70_board (2 + a) (3 + b); s133_board (2 + a) (1 + b) 1].
Proof. unfold s102_board, s133_board, s70_board. tf_options. Qed.
Lemma s102_c9_R (a b : nat) : rmoves (s102_board (2 + a) (2 + b)) = [s166_board (2 + a) (2 + b) 0 1].
Proof. unfold s102_board, s166_board. tf_options. Qed.
(* s102 = T^a F T _ T^b _^2 T F^2 on a>=2 && b>=2 *)
Lemma s102_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s102_board (2 + a) (2 + b) -> fst (s102_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s102_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s102_q5] in Hc |- *.
  rewrite tf_game_eq, (s102_c9_L a b), (s102_c9_R a b); cbn [map].
  pose proof (use_s70 IH (2 + a) (3 + b) (opt_l _ _ _ (s102_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s133 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s102_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s166 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s102_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s70_p7 Ho0 ltac:(zlia)).
  rewrite (s133_p8 Ho1 ltac:(zlia)).
  rewrite (s166_p31 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c1_L : lmoves (s103_board 0 0 0) = [].
Proof. unfold s103_board. tf_options. Qed.
Lemma s103_c1_R : rmoves (s103_board 0 0 0) = [strip [(0, 2); (3, 1)] ([]) []; strip [(0, 1); (1, 1); (1, 1)] ([E]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c1_R1 : tf_norm (strip [(0, 2); (3, 1)] ([]) []) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(0, 2); (3, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s103_c1_R2 : tf_norm (strip [(0, 1); (1, 1); (1, 1)] ([E]) []) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1); (1, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==0 && b==0 && c==0 *)
Lemma s103_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s103_board 0 0 0 -> fst (s103_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s103_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q1] in Hc |- *.
  rewrite tf_game_eq, (s103_c1_L), (s103_c1_R); cbn [map].
  rewrite (tf_norm_blank (s103_c1_R1)).
  rewrite (tf_norm_blank (s103_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s103_c2_L : lmoves (s103_board 0 0 1) = [strip [(0, 1); (1, 1)] ([E; T; E; F]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c2_L1 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; E; F]) []) (s37_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c2_R : rmoves (s103_board 0 0 1) = [strip [(0, 2)] ([E; T; E; E; F]) []; strip [(0, 1); (1, 1)] ([T; E; F; E]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c2_R1 : tf_norm (strip [(0, 2)] ([E; T; E; E; F]) []) (s28_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c2_R2 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; F; E]) []) (s73_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==0 && b==0 && c==1 *)
Lemma s103_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s103_board 0 0 1 -> fst (s103_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s103_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s103_q2] in Hc |- *.
  rewrite tf_game_eq, (s103_c2_L), (s103_c2_R); cbn [map].
  rewrite (tf_norm_game (s103_c2_L1)).
  pose proof (use_s37 IH 0 1 (opt_norm_l _ _ _ _ _ (s103_c2_L) ltac:(cbn [In]; left; reflexivity) (s103_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s103_c2_R1)).
  pose proof (use_s28 IH 0 1 (opt_norm_r _ _ _ _ _ (s103_c2_R) ltac:(cbn [In]; left; reflexivity) (s103_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s103_c2_R2)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s103_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s103_c2_R2))) as Ho2.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s103_c3_L (c : nat) : lmoves (s103_board 0 0 (2 + c)) = [strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; E; F]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c3_L1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; E; F]) []) (s43_board 0 (1 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c3_R (c : nat) : rmoves (s103_board 0 0 (2 + c)) = [strip [(0, 2)] (E :: repeat T (2 + c) ++ [E; E; F]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; F; E]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c3_R1 (c : nat) : tf_norm (strip [(0, 2)] (E :: repeat T (2 + c) ++ [E; E; F]) []) (s28_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c3_R2 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; F; E]) []) (s73_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==0 && b==0 && c>=2 *)
Lemma s103_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s103_board 0 0 (2 + c) -> fst (s103_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s103_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s103_q2] in Hc |- *.
  rewrite tf_game_eq, (s103_c3_L c), (s103_c3_R c); cbn [map].
  rewrite (tf_norm_game (s103_c3_L1 c)).
  pose proof (use_s43 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s103_c3_L c) ltac:(cbn [In]; left; reflexivity) (s103_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s103_c3_R1 c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s103_c3_R c) ltac:(cbn [In]; left; reflexivity) (s103_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s103_c3_R2 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s103_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s103_c3_R2 c))) as Ho2.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s103_c4_L : lmoves (s103_board 0 1 0) = [strip [(0, 1); (2, 1)] ([T; E; F]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c4_L1 : tf_norm (strip [(0, 1); (2, 1)] ([T; E; F]) []) (s37_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c4_R : rmoves (s103_board 0 1 0) = [strip [(0, 2)] ([T; E; E; E; F]) []; strip [(0, 1)] ([E; T; F; E; F; E]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c4_R1 : tf_norm (strip [(0, 2)] ([T; E; E; E; F]) []) (s17_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; E; E; F]) []); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c4_R2 : tf_norm (strip [(0, 1)] ([E; T; F; E; F; E]) []) (s113_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==0 && b==1 && c==0 *)
Lemma s103_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s103_board 0 1 0 -> fst (s103_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s103_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q3] in Hc |- *.
  rewrite tf_game_eq, (s103_c4_L), (s103_c4_R); cbn [map].
  rewrite (tf_norm_game (s103_c4_L1)).
  pose proof (use_s37 IH 0 1 (opt_norm_l _ _ _ _ _ (s103_c4_L) ltac:(cbn [In]; left; reflexivity) (s103_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s103_c4_R1)).
  pose proof (use_s17 IH 1 (opt_norm_r _ _ _ _ _ (s103_c4_R) ltac:(cbn [In]; left; reflexivity) (s103_c4_R1))) as Ho1.
  rewrite (tf_norm_game0 (s103_c4_R2)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s103_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s103_c4_R2))) as Ho2.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s17_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-2))); [apply (le_node_int_r _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s103_c5_L : lmoves (s103_board 0 1 1) = [strip [(0, 1)] ([E; T; F; E; T; E; F]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; E; F]) []) (s79_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c5_R : rmoves (s103_board 0 1 1) = [strip [(0, 2)] ([T; E; T; E; E; F]) []; strip [(0, 1)] ([E; T; F; T; E; F; E]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c5_R1 : tf_norm (strip [(0, 2)] ([T; E; T; E; E; F]) []) (s28_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c5_R2 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; F; E]) []) (s113_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==0 && b==1 && c==1 *)
Lemma s103_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s103_board 0 1 1 -> fst (s103_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s103_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s103_q4] in Hc |- *.
  rewrite tf_game_eq, (s103_c5_L), (s103_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s103_c5_L1)).
  pose proof (use_s79 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s103_c5_L) ltac:(cbn [In]; left; reflexivity) (s103_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s103_c5_R1)).
  pose proof (use_s28 IH 1 1 (opt_norm_r _ _ _ _ _ (s103_c5_R) ltac:(cbn [In]; left; reflexivity) (s103_c5_R1))) as Ho1.
  rewrite (tf_norm_game0 (s103_c5_R2)).
  pose proof (use_s113 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s103_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s103_c5_R2))) as Ho2.
  rewrite (s79_p12 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s103_c6_L (c : nat) : lmoves (s103_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; E; F]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; E; F]) []) (s79_board 0 1 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c6_R (c : nat) : rmoves (s103_board 0 1 (2 + c)) = [strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; E; F]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c6_R1 (c : nat) : tf_norm (strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; E; F]) []) (s28_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c6_R2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []) (s113_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==0 && b==1 && c>=2 *)
Lemma s103_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s103_board 0 1 (2 + c) -> fst (s103_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s103_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s103_q4] in Hc |- *.
  rewrite tf_game_eq, (s103_c6_L c), (s103_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s103_c6_L1 c)).
  pose proof (use_s79 IH 0 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s103_c6_L c) ltac:(cbn [In]; left; reflexivity) (s103_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s103_c6_R1 c)).
  pose proof (use_s28 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s103_c6_R c) ltac:(cbn [In]; left; reflexivity) (s103_c6_R1 c))) as Ho1.
  rewrite (tf_norm_game0 (s103_c6_R2 c)).
  pose proof (use_s113 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s103_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s103_c6_R2 c))) as Ho2.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s103_c7_L (b : nat) : lmoves (s103_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; E; F]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; E; F]) []) (s48_board 0 (1 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c7_R (b : nat) : rmoves (s103_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; F; E]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; F; E]) []) (s113_board 0 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==0 && b>=2 && c==0 *)
Lemma s103_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s103_board 0 (2 + b) 0 -> fst (s103_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s103_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q3] in Hc |- *.
  rewrite tf_game_eq, (s103_c7_L b), (s103_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s103_c7_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s103_c7_L b) ltac:(cbn [In]; left; reflexivity) (s103_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s103_c7_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s103_c7_R b) ltac:(cbn [In]; left; reflexivity) (s103_c7_R1 b))) as Ho1.
  rewrite (s48_p19 Ho0 ltac:(zlia)).
  rewrite (s113_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s103_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s103_board 0 (2 + b) 0 -> fst (s103_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s103_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q5] in Hc |- *.
  rewrite tf_game_eq, (s103_c7_L b), (s103_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s103_c7_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s103_c7_L b) ltac:(cbn [In]; left; reflexivity) (s103_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s103_c7_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s103_c7_R b) ltac:(cbn [In]; left; reflexivity) (s103_c7_R1 b))) as Ho1.
  rewrite (s48_p36 Ho0 ltac:(zlia)).
  rewrite (s113_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s103_board 0 (2 + b) 0 -> fst (s103_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s103_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q6] in Hc |- *.
  rewrite tf_game_eq, (s103_c7_L b), (s103_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s103_c7_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s103_c7_L b) ltac:(cbn [In]; left; reflexivity) (s103_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s103_c7_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s103_c7_R b) ltac:(cbn [In]; left; reflexivity) (s103_c7_R1 b))) as Ho1.
  rewrite (s48_p46 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s113_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s113_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s103_c8_L (b : nat) : lmoves (s103_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; E; F]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; E; F]) []) (s79_board 0 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c8_R (b : nat) : rmoves (s103_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; F; E]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; F; E]) []) (s113_board 0 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==0 && b>=2 && c==1 *)
Lemma s103_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s103_board 0 (2 + b) 1 -> fst (s103_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s103_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s103_q4] in Hc |- *.
  rewrite tf_game_eq, (s103_c8_L b), (s103_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s103_c8_L1 b)).
  pose proof (use_s79 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s103_c8_L b) ltac:(cbn [In]; left; reflexivity) (s103_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s103_c8_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s103_c8_R b) ltac:(cbn [In]; left; reflexivity) (s103_c8_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s79_p8 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p13 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p25 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p26 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s103_c9_L (b c : nat) : lmoves (s103_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; E; F]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; E; F]) []) (s79_board 0 (2 + b) (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c9_R (b c : nat) : rmoves (s103_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) []) (s113_board 0 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==0 && b>=2 && c>=2 *)
Lemma s103_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s103_board 0 (2 + b) (2 + c) -> fst (s103_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s103_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s103_q4] in Hc |- *.
  rewrite tf_game_eq, (s103_c9_L b c), (s103_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s103_c9_L1 b c)).
  pose proof (use_s79 IH 0 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s103_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s103_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s103_c9_R1 b c)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s103_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s103_c9_R1 b c))) as Ho1.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s103_c10_L : lmoves (s103_board 1 0 0) = [strip [(1, 1)] ([T; F; E; E; F]) []].
Proof. unfold s103_board, strip. tf_options. Qed.
Lemma s103_c10_L1 : tf_norm (strip [(1, 1)] ([T; F; E; E; F]) []) (s32_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c10_R : rmoves (s103_board 1 0 0) = [strip [] ([T; F; F; E; E; E; F]) []; s177_board 1 0 0 0].
Proof. unfold s103_board, s177_board, strip. tf_options. Qed.
Lemma s103_c10_R1 : tf_norm (strip [] ([T; F; F; E; E; E; F]) []) (repeat E 3) (-3).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; E; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [(3, 1)] ([]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==1 && b==0 && c==0 *)
Lemma s103_c10_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s103_board 1 0 0 -> fst (s103_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s103_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q8] in Hc |- *.
  rewrite tf_game_eq, (s103_c10_L), (s103_c10_R); cbn [map].
  rewrite (tf_norm_game (s103_c10_L1)).
  pose proof (use_s32 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s103_c10_L) ltac:(cbn [In]; left; reflexivity) (s103_c10_L1))) as Ho0.
  rewrite (tf_norm_blank (s103_c10_R1)).
  pose proof (use_s177 IH 1 0 0 0 (opt_r _ _ _ (s103_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s32_p3 Ho0 ltac:(zlia)).
  rewrite (s32_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p21 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s103_c11_L : lmoves (s103_board 1 0 1) = [strip [(1, 1)] ([T; F; T; E; E; F]) []; s147_board 1 0 0 1].
Proof. unfold s103_board, s147_board, strip. tf_options. Qed.
Lemma s103_c11_L1 : tf_norm (strip [(1, 1)] ([T; F; T; E; E; F]) []) (s32_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c11_R : rmoves (s103_board 1 0 1) = [strip [] ([T; F; F; E; T; E; E; F]) []; s177_board 1 0 1 0].
Proof. unfold s103_board, s177_board, strip. tf_options. Qed.
Lemma s103_c11_R1 : tf_norm (strip [] ([T; F; F; E; T; E; E; F]) []) (s28_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; T; E; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; T; E; E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==1 && b==0 && c==1 *)
Lemma s103_c11_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s103_board 1 0 1 -> fst (s103_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s103_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s103_q2] in Hc |- *.
  rewrite tf_game_eq, (s103_c11_L), (s103_c11_R); cbn [map].
  rewrite (tf_norm_game (s103_c11_L1)).
  pose proof (use_s32 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s103_c11_L) ltac:(cbn [In]; left; reflexivity) (s103_c11_L1))) as Ho0.
  pose proof (use_s147 IH 1 0 0 1 (opt_l _ _ _ (s103_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c11_R1)).
  pose proof (use_s28 IH 0 1 (opt_norm_r _ _ _ _ _ (s103_c11_R) ltac:(cbn [In]; left; reflexivity) (s103_c11_R1))) as Ho2.
  pose proof (use_s177 IH 1 0 1 0 (opt_r _ _ _ (s103_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s32_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p28 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s103_c12_L (c : nat) : lmoves (s103_board 1 0 (2 + c)) = [strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; E; F]) []; s147_board 1 0 (1 + c) 1].
Proof. unfold s103_board, s147_board, strip. tf_options. Qed.
Lemma s103_c12_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; E; F]) []) (s32_board 0 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c12_R (c : nat) : rmoves (s103_board 1 0 (2 + c)) = [strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; E; F]) []; s177_board 1 0 (2 + c) 0].
Proof. unfold s103_board, s177_board, strip. tf_options. Qed.
Lemma s103_c12_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; E; F]) []) (s28_board 0 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ [E; E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==1 && b==0 && c>=2 *)
Lemma s103_c12_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s103_board 1 0 (2 + c) -> fst (s103_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s103_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s103_q2] in Hc |- *.
  rewrite tf_game_eq, (s103_c12_L c), (s103_c12_R c); cbn [map].
  rewrite (tf_norm_game (s103_c12_L1 c)).
  pose proof (use_s32 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s103_c12_L c) ltac:(cbn [In]; left; reflexivity) (s103_c12_L1 c))) as Ho0.
  pose proof (use_s147 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s103_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c12_R1 c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s103_c12_R c) ltac:(cbn [In]; left; reflexivity) (s103_c12_R1 c))) as Ho2.
  pose proof (use_s177 IH 1 0 (2 + c) 0 (opt_r _ _ _ (s103_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s32_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p33 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s103_c13_L : lmoves (s103_board 1 1 0) = [strip [(1, 1)] ([T; T; F; E; E; F]) []; s122_board 1 0 1].
Proof. unfold s103_board, s122_board, strip. tf_options. Qed.
Lemma s103_c13_L1 : tf_norm (strip [(1, 1)] ([T; T; F; E; E; F]) []) (s32_board 0 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c13_R : rmoves (s103_board 1 1 0) = [strip [] ([T; F; F; T; E; E; E; F]) []; s177_board 1 1 0 0].
Proof. unfold s103_board, s177_board, strip. tf_options. Qed.
Lemma s103_c13_R1 : tf_norm (strip [] ([T; F; F; T; E; E; E; F]) []) (s17_board 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; E; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; E; E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s17_board; strip_board_eq | strip_offset].
Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==1 && b==1 && c==0 *)
Lemma s103_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s103_board 1 1 0 -> fst (s103_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s103_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q3] in Hc |- *.
  rewrite tf_game_eq, (s103_c13_L), (s103_c13_R); cbn [map].
  rewrite (tf_norm_game (s103_c13_L1)).
  pose proof (use_s32 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s103_c13_L) ltac:(cbn [In]; left; reflexivity) (s103_c13_L1))) as Ho0.
  pose proof (use_s122 IH 1 0 1 (opt_l _ _ _ (s103_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c13_R1)).
  pose proof (use_s17 IH 1 (opt_norm_r _ _ _ _ _ (s103_c13_R) ltac:(cbn [In]; left; reflexivity) (s103_c13_R1))) as Ho2.
  pose proof (use_s177 IH 1 1 0 0 (opt_r _ _ _ (s103_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s122_p17 Ho1 ltac:(zlia)).
  rewrite (s17_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s103_c14_L : lmoves (s103_board 1 1 1) = [strip [(1, 1)] ([T; T; F; T; E; E; F]) []; s147_board 1 1 0 1].
Proof. unfold s103_board, s147_board, strip. tf_options. Qed.
Lemma s103_c14_L1 : tf_norm (strip [(1, 1)] ([T; T; F; T; E; E; F]) []) (s32_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c14_R : rmoves (s103_board 1 1 1) = [strip [] ([T; F; F; T; E; T; E; E; F]) []; s177_board 1 1 1 0].
Proof. unfold s103_board, s177_board, strip. tf_options. Qed.
Lemma s103_c14_R1 : tf_norm (strip [] ([T; F; F; T; E; T; E; E; F]) []) (s28_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; T; E; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; T; E; E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==1 && b==1 && c==1 *)
Lemma s103_c14_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s103_board 1 1 1 -> fst (s103_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s103_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s103_q4] in Hc |- *.
  rewrite tf_game_eq, (s103_c14_L), (s103_c14_R); cbn [map].
  rewrite (tf_norm_game (s103_c14_L1)).
  pose proof (use_s32 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s103_c14_L) ltac:(cbn [In]; left; reflexivity) (s103_c14_L1))) as Ho0.
  pose proof (use_s147 IH 1 1 0 1 (opt_l _ _ _ (s103_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c14_R1)).
  pose proof (use_s28 IH 1 1 (opt_norm_r _ _ _ _ _ (s103_c14_R) ltac:(cbn [In]; left; reflexivity) (s103_c14_R1))) as Ho2.
  pose proof (use_s177 IH 1 1 1 0 (opt_r _ _ _ (s103_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s32_p5_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p21 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s103_c15_L (c : nat) : lmoves (s103_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; E; F]) []; s147_board 1 1 (1 + c) 1].
Proof. unfold s103_board, s147_board, strip. tf_options. Qed.
Lemma s103_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; E; F]) []) (s32_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c15_R (c : nat) : rmoves (s103_board 1 1 (2 + c)) = [strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; E; F]) []; s177_board 1 1 (2 + c) 0].
Proof. unfold s103_board, s177_board, strip. tf_options. Qed.
Lemma s103_c15_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; E; F]) []) (s28_board 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ [E; E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==1 && b==1 && c>=2 *)
Lemma s103_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s103_board 1 1 (2 + c) -> fst (s103_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s103_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s103_q4] in Hc |- *.
  rewrite tf_game_eq, (s103_c15_L c), (s103_c15_R c); cbn [map].
  rewrite (tf_norm_game (s103_c15_L1 c)).
  pose proof (use_s32 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s103_c15_L c) ltac:(cbn [In]; left; reflexivity) (s103_c15_L1 c))) as Ho0.
  pose proof (use_s147 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s103_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c15_R1 c)).
  pose proof (use_s28 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s103_c15_R c) ltac:(cbn [In]; left; reflexivity) (s103_c15_R1 c))) as Ho2.
  pose proof (use_s177 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s103_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s32_p5_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p22 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s103_c16_L (b : nat) : lmoves (s103_board 1 (2 + b) 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; E; E; F]) []; s134_board 1 (1 + b) 0 1].
Proof. unfold s103_board, s134_board, strip. tf_options. Qed.
Lemma s103_c16_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; E; E; F]) []) (s32_board 0 (3 + b) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c16_R (b : nat) : rmoves (s103_board 1 (2 + b) 0) = [s177_board 1 (2 + b) 0 0].
Proof. unfold s103_board, s177_board. tf_options. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==1 && b>=2 && c==0 *)
Lemma s103_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s103_board 1 (2 + b) 0 -> fst (s103_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s103_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q6] in Hc |- *.
  rewrite tf_game_eq, (s103_c16_L b), (s103_c16_R b); cbn [map].
  rewrite (tf_norm_game (s103_c16_L1 b)).
  pose proof (use_s32 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s103_c16_L b) ltac:(cbn [In]; left; reflexivity) (s103_c16_L1 b))) as Ho0.
  pose proof (use_s134 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s103_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s103_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s32_p8_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s134_p49 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s177_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s177_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s103_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s103_board 1 (2 + b) 0 -> fst (s103_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s103_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q9] in Hc |- *.
  rewrite tf_game_eq, (s103_c16_L b), (s103_c16_R b); cbn [map].
  rewrite (tf_norm_game (s103_c16_L1 b)).
  pose proof (use_s32 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s103_c16_L b) ltac:(cbn [In]; left; reflexivity) (s103_c16_L1 b))) as Ho0.
  pose proof (use_s134 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s103_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s103_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  rewrite (s32_p7_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s134_p47 Ho1 ltac:(zlia)).
  rewrite (s177_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c17_L (b : nat) : lmoves (s103_board 1 (2 + b) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; T; E; E; F]) []; s147_board 1 (2 + b) 0 1].
Proof. unfold s103_board, s147_board, strip. tf_options. Qed.
Lemma s103_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; T; E; E; F]) []) (s32_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c17_R (b : nat) : rmoves (s103_board 1 (2 + b) 1) = [s177_board 1 (2 + b) 1 0].
Proof. unfold s103_board, s177_board. tf_options. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==1 && b>=2 && c==1 *)
Lemma s103_c17_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s103_board 1 (2 + b) 1 -> fst (s103_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s103_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s103_q4] in Hc |- *.
  rewrite tf_game_eq, (s103_c17_L b), (s103_c17_R b); cbn [map].
  rewrite (tf_norm_game (s103_c17_L1 b)).
  pose proof (use_s32 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s103_c17_L b) ltac:(cbn [In]; left; reflexivity) (s103_c17_L1 b))) as Ho0.
  pose proof (use_s147 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s103_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s103_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s32_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s147_p8 Ho1 ltac:(zlia)).
    rewrite (s177_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s147_p24 Ho1 ltac:(zlia)).
    rewrite (s177_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s147_p25 Ho1 ltac:(zlia)).
    rewrite (s177_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s103_c18_L (b c : nat) : lmoves (s103_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) []; s147_board 1 (2 + b) (1 + c) 1].
Proof. unfold s103_board, s147_board, strip. tf_options. Qed.
Lemma s103_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) []) (s32_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s103_c18_R (b c : nat) : rmoves (s103_board 1 (2 + b) (2 + c)) = [s177_board 1 (2 + b) (2 + c) 0].
Proof. unfold s103_board, s177_board. tf_options. Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a==1 && b>=2 && c>=2 *)
Lemma s103_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s103_board 1 (2 + b) (2 + c) -> fst (s103_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s103_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s103_q4] in Hc |- *.
  rewrite tf_game_eq, (s103_c18_L b c), (s103_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s103_c18_L1 b c)).
  pose proof (use_s32 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s103_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s103_c18_L1 b c))) as Ho0.
  pose proof (use_s147 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s103_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s103_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s32_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p22 Ho1 ltac:(zlia)).
  rewrite (s177_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s103_c19_L (a : nat) : lmoves (s103_board (2 + a) 0 0) = [s104_board (1 + a) 0 1 0].
Proof. unfold s103_board, s104_board. tf_options. Qed.
Lemma s103_c19_R (a : nat) : rmoves (s103_board (2 + a) 0 0) = [strip [] (repeat T (2 + a) ++ [F; F; E; E; E; F]) []; s177_board (2 + a) 0 0 0].
Proof. unfold s103_board, s177_board, strip. tf_options. Qed.
Lemma s103_c19_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; E; E; E; F]) []) (repeat E 3) (-3).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; E; E; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [(3, 1)] ([]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a>=2 && b==0 && c==0 *)
Lemma s103_c19_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s103_board (2 + a) 0 0 -> fst (s103_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s103_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q10] in Hc |- *.
  rewrite tf_game_eq, (s103_c19_L a), (s103_c19_R a); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 1 0 (opt_l _ _ _ (s103_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s103_c19_R1 a)).
  pose proof (use_s177 IH (2 + a) 0 0 0 (opt_r _ _ _ (s103_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s104_p24 Ho0 ltac:(zlia)).
  rewrite (s177_p24 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c19_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s103_board (2 + a) 0 0 -> fst (s103_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s103_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q14] in Hc |- *.
  rewrite tf_game_eq, (s103_c19_L a), (s103_c19_R a); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 1 0 (opt_l _ _ _ (s103_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s103_c19_R1 a)).
  pose proof (use_s177 IH (2 + a) 0 0 0 (opt_r _ _ _ (s103_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s104_p29 Ho0 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) = 7)%Z \/ (Z.of_nat (2 + a) >= 8)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]]].
  {
    rewrite (s177_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s177_p29 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s177_p32 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s177_p37 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
  {
    rewrite (s177_p40 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
  {
    rewrite (s177_p42 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
Qed.

Lemma s103_c20_L (a : nat) : lmoves (s103_board (2 + a) 0 1) = [s104_board (1 + a) 0 1 1; s147_board (2 + a) 0 0 1].
Proof. unfold s103_board, s104_board, s147_board. tf_options. Qed.
Lemma s103_c20_R (a : nat) : rmoves (s103_board (2 + a) 0 1) = [strip [] (repeat T (2 + a) ++ [F; F; E; T; E; E; F]) []; s177_board (2 + a) 0 1 0].
Proof. unfold s103_board, s177_board, strip. tf_options. Qed.
Lemma s103_c20_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; E; T; E; E; F]) []) (s28_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; E; T; E; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; T; E; E; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a>=2 && b==0 && c==1 *)
Lemma s103_c20_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s103_board (2 + a) 0 1 -> fst (s103_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s103_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s103_q11] in Hc |- *.
  rewrite tf_game_eq, (s103_c20_L a), (s103_c20_R a); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 1 1 (opt_l _ _ _ (s103_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s147 IH (2 + a) 0 0 1 (opt_l _ _ _ (s103_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c20_R1 a)).
  pose proof (use_s28 IH 0 1 (opt_norm_r _ _ _ _ _ (s103_c20_R a) ltac:(cbn [In]; left; reflexivity) (s103_c20_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_r _ _ _ (s103_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p26 Ho0 ltac:(zlia)).
  rewrite (s147_p36 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p25 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c20_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s103_board (2 + a) 0 1 -> fst (s103_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s103_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s103_q15] in Hc |- *.
  rewrite tf_game_eq, (s103_c20_L a), (s103_c20_R a); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 1 1 (opt_l _ _ _ (s103_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s147 IH (2 + a) 0 0 1 (opt_l _ _ _ (s103_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c20_R1 a)).
  pose proof (use_s28 IH 0 1 (opt_norm_r _ _ _ _ _ (s103_c20_R a) ltac:(cbn [In]; left; reflexivity) (s103_c20_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_r _ _ _ (s103_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p8 Ho0 ltac:(zlia)).
  rewrite (s147_p46 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c20_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s103_board (2 + a) 0 1 -> fst (s103_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s103_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s103_q18] in Hc |- *.
  rewrite tf_game_eq, (s103_c20_L a), (s103_c20_R a); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 1 1 (opt_l _ _ _ (s103_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s147 IH (2 + a) 0 0 1 (opt_l _ _ _ (s103_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c20_R1 a)).
  pose proof (use_s28 IH 0 1 (opt_norm_r _ _ _ _ _ (s103_c20_R a) ltac:(cbn [In]; left; reflexivity) (s103_c20_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_r _ _ _ (s103_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p10 Ho0 ltac:(zlia)).
  rewrite (s147_p58 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p30 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c20_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s103_board (2 + a) 0 1 -> fst (s103_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s103_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s103_q20] in Hc |- *.
  rewrite tf_game_eq, (s103_c20_L a), (s103_c20_R a); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 1 1 (opt_l _ _ _ (s103_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s147 IH (2 + a) 0 0 1 (opt_l _ _ _ (s103_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c20_R1 a)).
  pose proof (use_s28 IH 0 1 (opt_norm_r _ _ _ _ _ (s103_c20_R a) ltac:(cbn [In]; left; reflexivity) (s103_c20_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_r _ _ _ (s103_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p59 Ho0 ltac:(zlia)).
  rewrite (s147_p70 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c21_L (a c : nat) : lmoves (s103_board (2 + a) 0 (2 + c)) = [s104_board (1 + a) 0 1 (2 + c); s147_board (2 + a) 0 (1 + c) 1].
Proof. unfold s103_board, s104_board, s147_board. tf_options. Qed.
Lemma s103_c21_R (a c : nat) : rmoves (s103_board (2 + a) 0 (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ [E; E; F]) []; s177_board (2 + a) 0 (2 + c) 0].
Proof. unfold s103_board, s177_board, strip. tf_options. Qed.
Lemma s103_c21_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ [E; E; F]) []) (s28_board 0 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ [E; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ [E; E; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a>=2 && b==0 && c>=2 *)
Lemma s103_c21_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s103_board (2 + a) 0 (2 + c) -> fst (s103_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s103_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s103_q11] in Hc |- *.
  rewrite tf_game_eq, (s103_c21_L a c), (s103_c21_R a c); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 1 (2 + c) (opt_l _ _ _ (s103_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s147 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s103_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c21_R1 a c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s103_c21_R a c) ltac:(cbn [In]; left; reflexivity) (s103_c21_R1 a c))) as Ho2.
  pose proof (use_s177 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s103_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p26 Ho0 ltac:(zlia)).
  rewrite (s147_p41 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p25 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c21_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s103_board (2 + a) 0 (2 + c) -> fst (s103_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s103_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s103_q15] in Hc |- *.
  rewrite tf_game_eq, (s103_c21_L a c), (s103_c21_R a c); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 1 (2 + c) (opt_l _ _ _ (s103_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s147 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s103_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c21_R1 a c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s103_c21_R a c) ltac:(cbn [In]; left; reflexivity) (s103_c21_R1 a c))) as Ho2.
  pose proof (use_s177 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s103_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p8 Ho0 ltac:(zlia)).
  rewrite (s147_p51 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c21_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s103_board (2 + a) 0 (2 + c) -> fst (s103_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s103_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s103_q18] in Hc |- *.
  rewrite tf_game_eq, (s103_c21_L a c), (s103_c21_R a c); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 1 (2 + c) (opt_l _ _ _ (s103_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s147 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s103_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c21_R1 a c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s103_c21_R a c) ltac:(cbn [In]; left; reflexivity) (s103_c21_R1 a c))) as Ho2.
  pose proof (use_s177 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s103_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p10 Ho0 ltac:(zlia)).
  rewrite (s147_p63 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p30 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c21_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s103_board (2 + a) 0 (2 + c) -> fst (s103_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s103_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s103_q20] in Hc |- *.
  rewrite tf_game_eq, (s103_c21_L a c), (s103_c21_R a c); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 1 (2 + c) (opt_l _ _ _ (s103_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s147 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s103_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c21_R1 a c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s103_c21_R a c) ltac:(cbn [In]; left; reflexivity) (s103_c21_R1 a c))) as Ho2.
  pose proof (use_s177 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s103_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p59 Ho0 ltac:(zlia)).
  rewrite (s147_p75 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c22_L (a : nat) : lmoves (s103_board (2 + a) 1 0) = [s104_board (1 + a) 0 2 0; s122_board (2 + a) 0 1].
Proof. unfold s103_board, s104_board, s122_board. tf_options. Qed.
Lemma s103_c22_R (a : nat) : rmoves (s103_board (2 + a) 1 0) = [strip [] (repeat T (2 + a) ++ [F; F; T; E; E; E; F]) []; s177_board (2 + a) 1 0 0].
Proof. unfold s103_board, s177_board, strip. tf_options. Qed.
Lemma s103_c22_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; T; E; E; E; F]) []) (s17_board 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; T; E; E; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; E; E; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s17_board; strip_board_eq | strip_offset].
Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a>=2 && b==1 && c==0 *)
Lemma s103_c22_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s103_board (2 + a) 1 0 -> fst (s103_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s103_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q12] in Hc |- *.
  rewrite tf_game_eq, (s103_c22_L a), (s103_c22_R a); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 2 0 (opt_l _ _ _ (s103_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s122 IH (2 + a) 0 1 (opt_l _ _ _ (s103_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c22_R1 a)).
  pose proof (use_s17 IH 1 (opt_norm_r _ _ _ _ _ (s103_c22_R a) ltac:(cbn [In]; left; reflexivity) (s103_c22_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 1 0 0 (opt_r _ _ _ (s103_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p28 Ho0 ltac:(zlia)).
  rewrite (s122_p19 Ho1 ltac:(zlia)).
  rewrite (s17_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c22_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s103_board (2 + a) 1 0 -> fst (s103_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s103_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q16] in Hc |- *.
  rewrite tf_game_eq, (s103_c22_L a), (s103_c22_R a); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 2 0 (opt_l _ _ _ (s103_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s122 IH (2 + a) 0 1 (opt_l _ _ _ (s103_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c22_R1 a)).
  pose proof (use_s17 IH 1 (opt_norm_r _ _ _ _ _ (s103_c22_R a) ltac:(cbn [In]; left; reflexivity) (s103_c22_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 1 0 0 (opt_r _ _ _ (s103_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p42 Ho0 ltac:(zlia)).
  rewrite (s122_p31 Ho1 ltac:(zlia)).
  rewrite (s17_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c22_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s103_board (2 + a) 1 0 -> fst (s103_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s103_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q19] in Hc |- *.
  rewrite tf_game_eq, (s103_c22_L a), (s103_c22_R a); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 2 0 (opt_l _ _ _ (s103_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s122 IH (2 + a) 0 1 (opt_l _ _ _ (s103_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c22_R1 a)).
  pose proof (use_s17 IH 1 (opt_norm_r _ _ _ _ _ (s103_c22_R a) ltac:(cbn [In]; left; reflexivity) (s103_c22_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 1 0 0 (opt_r _ _ _ (s103_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p49 Ho0 ltac:(zlia)).
  rewrite (s122_p36 Ho1 ltac:(zlia)).
  rewrite (s17_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s103_c22_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s103_board (2 + a) 1 0 -> fst (s103_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s103_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s103_q21] in Hc |- *.
  rewrite tf_game_eq, (s103_c22_L a), (s103_c22_R a); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 2 0 (opt_l _ _ _ (s103_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s122 IH (2 + a) 0 1 (opt_l _ _ _ (s103_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c22_R1 a)).
  pose proof (use_s17 IH 1 (opt_norm_r _ _ _ _ _ (s103_c22_R a) ltac:(cbn [In]; left; reflexivity) (s103_c22_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 1 0 0 (opt_r _ _ _ (s103_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s104_p51 Ho0 ltac:(zlia)).
  rewrite (s122_p22 Ho1 ltac:(zlia)).
  rewrite (s17_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|Hp3]].
  {
    rewrite (s177_p35 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s177_p38 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s177_p41 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s103_c23_L (a : nat) : lmoves (s103_board (2 + a) 1 1) = [s104_board (1 + a) 0 2 1; s147_board (2 + a) 1 0 1].
Proof. unfold s103_board, s104_board, s147_board. tf_options. Qed.
Lemma s103_c23_R (a : nat) : rmoves (s103_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; F; T; E; T; E; E; F]) []; s177_board (2 + a) 1 1 0].
Proof. unfold s103_board, s177_board, strip. tf_options. Qed.
Lemma s103_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; T; E; T; E; E; F]) []) (s28_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; T; E; T; E; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; T; E; E; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a>=2 && b==1 && c==1 *)
Lemma s103_c23_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s103_board (2 + a) 1 1 -> fst (s103_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s103_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s103_q4] in Hc |- *.
  rewrite tf_game_eq, (s103_c23_L a), (s103_c23_R a); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 2 1 (opt_l _ _ _ (s103_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s147 IH (2 + a) 1 0 1 (opt_l _ _ _ (s103_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c23_R1 a)).
  pose proof (use_s28 IH 1 1 (opt_norm_r _ _ _ _ _ (s103_c23_R a) ltac:(cbn [In]; left; reflexivity) (s103_c23_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 1 1 0 (opt_r _ _ _ (s103_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s104_p8 Ho0 ltac:(zlia)).
    rewrite (s147_p54 Ho1 ltac:(zlia)).
    rewrite (s28_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s104_p10 Ho0 ltac:(zlia)).
    rewrite (s147_p66 Ho1 ltac:(zlia)).
    rewrite (s28_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s104_p26 Ho0 ltac:(zlia)).
    rewrite (s147_p44 Ho1 ltac:(zlia)).
    rewrite (s28_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s104_p59 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s147_p78 Ho1 ltac:(zlia)).
      rewrite (s28_p2 Ho2 ltac:(zlia)).
      rewrite (s177_p9 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
    }
    {
      rewrite (s147_p80 Ho1 ltac:(zlia)).
      rewrite (s28_p2 Ho2 ltac:(zlia)).
      rewrite (s177_p9 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
    }
  }
Qed.

Lemma s103_c24_L (a c : nat) : lmoves (s103_board (2 + a) 1 (2 + c)) = [s104_board (1 + a) 0 2 (2 + c); s147_board (2 + a) 1 (1 + c) 1].
Proof. unfold s103_board, s104_board, s147_board. tf_options. Qed.
Lemma s103_c24_R (a c : nat) : rmoves (s103_board (2 + a) 1 (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ [E; E; F]) []; s177_board (2 + a) 1 (2 + c) 0].
Proof. unfold s103_board, s177_board, strip. tf_options. Qed.
Lemma s103_c24_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ [E; E; F]) []) (s28_board 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ [E; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ [E; E; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
(* s103 = T^a F _ T^b F T^c _^2 F on a>=2 && b==1 && c>=2 *)
Lemma s103_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s103_board (2 + a) 1 (2 + c) -> fst (s103_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s103_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s103_q4] in Hc |- *.
  rewrite tf_game_eq, (s103_c24_L a c), (s103_c24_R a c); cbn [map].
  pose proof (use_s104 IH (1 + a) 0 2 (2 + c) (opt_l _ _ _ (s103_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s147 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s103_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s103_c24_R1 a c)).
  pose proof (use_s28 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s103_c24_R a c) ltac:(cbn [In]; left; reflexivity) (s103_c24_R1 a c))) as Ho2.
  pose proof (use_s177 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s103_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s104_p8 Ho0 ltac:(zlia)).
    rewrite (s147_p22 Ho1 ltac:(zlia)).
    rewrite (s28_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s104_p10 Ho0 ltac:(zlia)).
    rewrite (s147_p22 Ho1 ltac:(zlia)).
    rewrite (s28_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s104_p26 Ho0 ltac:(zlia)).
    rewrite (s147_p22 Ho1 ltac:(zlia)).
    rewrite (s28_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s104_p59 Ho0 ltac:(zlia)).
    rewrite (s147_p22 Ho1 ltac:(zlia)).
    rewrite (s28_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

