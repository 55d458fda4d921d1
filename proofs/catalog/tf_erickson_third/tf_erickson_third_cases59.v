(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


(* s97 = T^a _^2 T^b F T^c F^2 _ on a>=2 && b==0 && c==0: the board of s11 *)
Lemma s97_c19_p7 x (Hs11 : s11_claim x) (a : nat) :
  x = s97_board (2 + a) 0 0 -> fst (s97_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s97_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s97_q7] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s97_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s97_c19_p12 x (Hs11 : s11_claim x) (a : nat) :
  x = s97_board (2 + a) 0 0 -> fst (s97_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s97_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s97_q12] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s97_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s97_c19_p14 x (Hs11 : s11_claim x) (a : nat) :
  x = s97_board (2 + a) 0 0 -> fst (s97_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s97_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s97_q14] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s97_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s97_c19_p15 x (Hs11 : s11_claim x) (a : nat) :
  x = s97_board (2 + a) 0 0 -> fst (s97_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s97_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s97_q15] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s97_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s97_c19_p16 x (Hs11 : s11_claim x) (a : nat) :
  x = s97_board (2 + a) 0 0 -> fst (s97_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s97_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s97_q16] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s97_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s97_c19_p17 x (Hs11 : s11_claim x) (a : nat) :
  x = s97_board (2 + a) 0 0 -> fst (s97_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s97_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s97_q17] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s97_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s97_c19_p18 x (Hs11 : s11_claim x) (a : nat) :
  x = s97_board (2 + a) 0 0 -> fst (s97_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s97_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s97_q18] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s97_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s97_c20_L (a : nat) : lmoves (s97_board (2 + a) 0 1) = [s98_board (1 + a) 1 0 1].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s97_c20_R (a : nat) : rmoves (s97_board (2 + a) 0 1) = [s132_board (2 + a) 0 0 1].
Proof. unfold s132_board, s97_board. tf_options. Qed.
(* s97 = T^a _^2 T^b F T^c F^2 _ on a>=2 && b==0 && c==1 *)
Lemma s97_c20_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s97_board (2 + a) 0 1 -> fst (s97_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s97_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s97_q8] in Hc |- *.
  rewrite tf_game_eq, (s97_c20_L a), (s97_c20_R a); cbn [map].
  pose proof (use_s98 IH (1 + a) 1 0 1 (opt_l _ _ _ (s97_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH (2 + a) 0 0 1 (opt_r _ _ _ (s97_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s98_p49 Ho0 ltac:(zlia)).
  rewrite (s132_p54 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s97_c20_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s97_board (2 + a) 0 1 -> fst (s97_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s97_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s97_q10] in Hc |- *.
  rewrite tf_game_eq, (s97_c20_L a), (s97_c20_R a); cbn [map].
  pose proof (use_s98 IH (1 + a) 1 0 1 (opt_l _ _ _ (s97_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH (2 + a) 0 0 1 (opt_r _ _ _ (s97_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s98_p38 Ho0 ltac:(zlia)).
  rewrite (s132_p54 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s97_c21_L (a c : nat) : lmoves (s97_board (2 + a) 0 (2 + c)) = [s98_board (1 + a) 1 0 (2 + c)].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s97_c21_R (a c : nat) : rmoves (s97_board (2 + a) 0 (2 + c)) = [s132_board (2 + a) 0 0 (2 + c)].
Proof. unfold s132_board, s97_board. tf_options. Qed.
(* s97 = T^a _^2 T^b F T^c F^2 _ on a>=2 && b==0 && c>=2 *)
Lemma s97_c21_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s97_board (2 + a) 0 (2 + c) -> fst (s97_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s97_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s97_q6] in Hc |- *.
  rewrite tf_game_eq, (s97_c21_L a c), (s97_c21_R a c); cbn [map].
  pose proof (use_s98 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s97_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s97_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s98_p26 Ho0 ltac:(zlia)).
  rewrite (s132_p34 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s97 = T^a _^2 T^b F T^c F^2 _ on a>=2 && b==1 && c==0: the board of s11 *)
Lemma s97_c22_p11 x (Hs11 : s11_claim x) (a : nat) :
  x = s97_board (2 + a) 1 0 -> fst (s97_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s97_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s97_q11] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s97_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s97_c22_p13 x (Hs11 : s11_claim x) (a : nat) :
  x = s97_board (2 + a) 1 0 -> fst (s97_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s97_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s97_q13] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s97_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s97_c23_L (a : nat) : lmoves (s97_board (2 + a) 1 1) = [s98_board (1 + a) 1 1 1].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s97_c23_R (a : nat) : rmoves (s97_board (2 + a) 1 1) = [s132_board (2 + a) 0 1 1].
Proof. unfold s132_board, s97_board. tf_options. Qed.
(* s97 = T^a _^2 T^b F T^c F^2 _ on a>=2 && b==1 && c==1 *)
Lemma s97_c23_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s97_board (2 + a) 1 1 -> fst (s97_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s97_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s97_q9] in Hc |- *.
  rewrite tf_game_eq, (s97_c23_L a), (s97_c23_R a); cbn [map].
  pose proof (use_s98 IH (1 + a) 1 1 1 (opt_l _ _ _ (s97_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH (2 + a) 0 1 1 (opt_r _ _ _ (s97_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s98_p40 Ho0 ltac:(zlia)).
    rewrite (s132_p56 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s98_p51 Ho0 ltac:(zlia)).
    rewrite (s132_p70 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s98_p56 Ho0 ltac:(zlia)).
    rewrite (s132_p79 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s97_c24_L (a c : nat) : lmoves (s97_board (2 + a) 1 (2 + c)) = [s98_board (1 + a) 1 1 (2 + c)].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s97_c24_R (a c : nat) : rmoves (s97_board (2 + a) 1 (2 + c)) = [s132_board (2 + a) 0 1 (2 + c)].
Proof. unfold s132_board, s97_board. tf_options. Qed.
(* s97 = T^a _^2 T^b F T^c F^2 _ on a>=2 && b==1 && c>=2 *)
Lemma s97_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s97_board (2 + a) 1 (2 + c) -> fst (s97_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s97_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s97_q6] in Hc |- *.
  rewrite tf_game_eq, (s97_c24_L a c), (s97_c24_R a c); cbn [map].
  pose proof (use_s98 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s97_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s97_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s98_p32 Ho0 ltac:(zlia)).
    rewrite (s132_p37 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s98_p41 Ho0 ltac:(zlia)).
    rewrite (s132_p37 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s97 = T^a _^2 T^b F T^c F^2 _ on a>=2 && b>=2 && c==0: the board of s11 *)
Lemma s97_c25_p4 x (Hs11 : s11_claim x) (a b : nat) :
  x = s97_board (2 + a) (2 + b) 0 -> fst (s97_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s97_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s97_q4] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s97_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s97_c26_L (a b : nat) : lmoves (s97_board (2 + a) (2 + b) 1) = [s98_board (1 + a) 1 (2 + b) 1].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s97_c26_R (a b : nat) : rmoves (s97_board (2 + a) (2 + b) 1) = [].
Proof. unfold s97_board. tf_options. Qed.
(* s97 = T^a _^2 T^b F T^c F^2 _ on a>=2 && b>=2 && c==1 *)
Lemma s97_c26_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s97_board (2 + a) (2 + b) 1 -> fst (s97_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s97_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s97_q4] in Hc |- *.
  rewrite tf_game_eq, (s97_c26_L a b), (s97_c26_R a b); cbn [map].
  pose proof (use_s98 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s97_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s97_c27_L (a b c : nat) : lmoves (s97_board (2 + a) (2 + b) (2 + c)) = [s98_board (1 + a) 1 (2 + b) (2 + c)].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s97_c27_R (a b c : nat) : rmoves (s97_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s97_board. tf_options. Qed.
(* s97 = T^a _^2 T^b F T^c F^2 _ on a>=2 && b>=2 && c>=2 *)
Lemma s97_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s97_board (2 + a) (2 + b) (2 + c) -> fst (s97_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s97_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s97_q4] in Hc |- *.
  rewrite tf_game_eq, (s97_c27_L a b c), (s97_c27_R a b c); cbn [map].
  pose proof (use_s98 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s97_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==0 && c==0 && d==0: the board of s11 *)
Lemma s98_c1_p1 x (Hs11 : s11_claim x) :
  x = s98_board 0 0 0 0 -> fst (s98_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q1] in Hc |- *.
  pose proof (Hs11 0 0 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==0 && c==0 && d==1: the board of s97 *)
Lemma s98_c2_p2 x (Hs97 : s97_claim x) :
  x = s98_board 0 0 0 1 -> fst (s98_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q2] in Hc |- *.
  pose proof (Hs97 0 0 1 ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==0 && c==0 && d>=2: the board of s97 *)
Lemma s98_c3_p4 x (Hs97 : s97_claim x) (d : nat) :
  x = s98_board 0 0 0 (2 + d) -> fst (s98_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s98_q4] in Hc |- *.
  pose proof (Hs97 0 0 (2 + d) ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==0 && c==1 && d==0: the board of s11 *)
Lemma s98_c4_p3 x (Hs11 : s11_claim x) :
  x = s98_board 0 0 1 0 -> fst (s98_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q3] in Hc |- *.
  pose proof (Hs11 0 1 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==0 && c==1 && d==1: the board of s97 *)
Lemma s98_c5_p5 x (Hs97 : s97_claim x) :
  x = s98_board 0 0 1 1 -> fst (s98_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s98_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q5] in Hc |- *.
  pose proof (Hs97 0 1 1 ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==0 && c==1 && d>=2: the board of s97 *)
Lemma s98_c6_p5 x (Hs97 : s97_claim x) (d : nat) :
  x = s98_board 0 0 1 (2 + d) -> fst (s98_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s98_q5] in Hc |- *.
  pose proof (Hs97 0 1 (2 + d) ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==0 && c>=2 && d==0: the board of s11 *)
Lemma s98_c7_p9 x (Hs11 : s11_claim x) (c : nat) :
  x = s98_board 0 0 (2 + c) 0 -> fst (s98_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s98_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs11 0 (2 + c) ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==0 && c>=2 && d==1: the board of s97 *)
Lemma s98_c8_p9 x (Hs97 : s97_claim x) (c : nat) :
  x = s98_board 0 0 (2 + c) 1 -> fst (s98_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s98_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs97 0 (2 + c) 1 ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==0 && c>=2 && d>=2: the board of s97 *)
Lemma s98_c9_p9 x (Hs97 : s97_claim x) (c d : nat) :
  x = s98_board 0 0 (2 + c) (2 + d) -> fst (s98_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs97 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==1 && c==0 && d==0: the board of s16 *)
Lemma s98_c10_p10 x (Hs16 : s16_claim x) :
  x = s98_board 0 1 0 0 -> fst (s98_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q10] in Hc |- *.
  pose proof (Hs16 0 1 0 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s98_c11_L : lmoves (s98_board 0 1 0 1) = [s97_board 0 1 1].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c11_R : rmoves (s98_board 0 1 0 1) = [s132_board 0 1 0 1].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==1 && c==0 && d==1 *)
Lemma s98_c11_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s98_board 0 1 0 1 -> fst (s98_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q12] in Hc |- *.
  rewrite tf_game_eq, (s98_c11_L), (s98_c11_R); cbn [map].
  pose proof (use_s97 IH 0 1 1 (opt_l _ _ _ (s98_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 1 0 1 (opt_r _ _ _ (s98_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s97_p2 Ho0 ltac:(zlia)).
  rewrite (s132_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s98_c12_L (d : nat) : lmoves (s98_board 0 1 0 (2 + d)) = [s97_board 0 1 (2 + d)].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c12_R (d : nat) : rmoves (s98_board 0 1 0 (2 + d)) = [s132_board 0 1 0 (2 + d)].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==1 && c==0 && d>=2 *)
Lemma s98_c12_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s98_board 0 1 0 (2 + d) -> fst (s98_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q12] in Hc |- *.
  rewrite tf_game_eq, (s98_c12_L d), (s98_c12_R d); cbn [map].
  pose proof (use_s97 IH 0 1 (2 + d) (opt_l _ _ _ (s98_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 1 0 (2 + d) (opt_r _ _ _ (s98_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s97_p3 Ho0 ltac:(zlia)).
  rewrite (s132_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==1 && c==1 && d==0: the board of s16 *)
Lemma s98_c13_p14 x (Hs16 : s16_claim x) :
  x = s98_board 0 1 1 0 -> fst (s98_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q14] in Hc |- *.
  pose proof (Hs16 0 1 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s98_c14_L : lmoves (s98_board 0 1 1 1) = [s97_board 0 2 1].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c14_R : rmoves (s98_board 0 1 1 1) = [s132_board 0 1 1 1].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s98_c14_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s98_board 0 1 1 1 -> fst (s98_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s98_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q15] in Hc |- *.
  rewrite tf_game_eq, (s98_c14_L), (s98_c14_R); cbn [map].
  pose proof (use_s97 IH 0 2 1 (opt_l _ _ _ (s98_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 1 1 1 (opt_r _ _ _ (s98_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  rewrite (s132_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s98_c15_L (d : nat) : lmoves (s98_board 0 1 1 (2 + d)) = [s97_board 0 2 (2 + d)].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c15_R (d : nat) : rmoves (s98_board 0 1 1 (2 + d)) = [s132_board 0 1 1 (2 + d)].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s98_c15_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s98_board 0 1 1 (2 + d) -> fst (s98_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q16] in Hc |- *.
  rewrite tf_game_eq, (s98_c15_L d), (s98_c15_R d); cbn [map].
  pose proof (use_s97 IH 0 2 (2 + d) (opt_l _ _ _ (s98_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 1 1 (2 + d) (opt_r _ _ _ (s98_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  rewrite (s132_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==1 && c>=2 && d==0: the board of s16 *)
Lemma s98_c16_p9 x (Hs16 : s16_claim x) (c : nat) :
  x = s98_board 0 1 (2 + c) 0 -> fst (s98_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s98_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs16 0 1 (2 + c) ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s98_c17_L (c : nat) : lmoves (s98_board 0 1 (2 + c) 1) = [s97_board 0 (3 + c) 1].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c17_R (c : nat) : rmoves (s98_board 0 1 (2 + c) 1) = [].
Proof. unfold s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s98_c17_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s98_board 0 1 (2 + c) 1 -> fst (s98_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s98_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q9] in Hc |- *.
  rewrite tf_game_eq, (s98_c17_L c), (s98_c17_R c); cbn [map].
  pose proof (use_s97 IH 0 (3 + c) 1 (opt_l _ _ _ (s98_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s98_c18_L (c d : nat) : lmoves (s98_board 0 1 (2 + c) (2 + d)) = [s97_board 0 (3 + c) (2 + d)].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c18_R (c d : nat) : rmoves (s98_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s98_c18_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s98_board 0 1 (2 + c) (2 + d) -> fst (s98_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q9] in Hc |- *.
  rewrite tf_game_eq, (s98_c18_L c d), (s98_c18_R c d); cbn [map].
  pose proof (use_s97 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s98_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b>=2 && c==0 && d==0: the board of s16 *)
Lemma s98_c19_p18 x (Hs16 : s16_claim x) (b : nat) :
  x = s98_board 0 (2 + b) 0 0 -> fst (s98_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q18] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 0 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s98_c19_p25 x (Hs16 : s16_claim x) (b : nat) :
  x = s98_board 0 (2 + b) 0 0 -> fst (s98_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q25] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 0 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s98_c20_L (b : nat) : lmoves (s98_board 0 (2 + b) 0 1) = [s98_board 0 (1 + b) 1 1].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c20_R (b : nat) : rmoves (s98_board 0 (2 + b) 0 1) = [s132_board 0 (2 + b) 0 1].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b>=2 && c==0 && d==1 *)
Lemma s98_c20_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s98_board 0 (2 + b) 0 1 -> fst (s98_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q19] in Hc |- *.
  rewrite tf_game_eq, (s98_c20_L b), (s98_c20_R b); cbn [map].
  pose proof (use_s98 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s98_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s98_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s98_p15 Ho0 ltac:(zlia)).
  rewrite (s132_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s98_c20_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s98_board 0 (2 + b) 0 1 -> fst (s98_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q29] in Hc |- *.
  rewrite tf_game_eq, (s98_c20_L b), (s98_c20_R b); cbn [map].
  pose proof (use_s98 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s98_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s98_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s98_p22 Ho0 ltac:(zlia)).
  rewrite (s132_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s98_c21_L (b d : nat) : lmoves (s98_board 0 (2 + b) 0 (2 + d)) = [s98_board 0 (1 + b) 1 (2 + d)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c21_R (b d : nat) : rmoves (s98_board 0 (2 + b) 0 (2 + d)) = [s132_board 0 (2 + b) 0 (2 + d)].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s98_c21_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s98_board 0 (2 + b) 0 (2 + d) -> fst (s98_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q20] in Hc |- *.
  rewrite tf_game_eq, (s98_c21_L b d), (s98_c21_R b d); cbn [map].
  pose proof (use_s98 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s98_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s98_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s98_p16 Ho0 ltac:(zlia)).
  rewrite (s132_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s98_c21_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s98_board 0 (2 + b) 0 (2 + d) -> fst (s98_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q30] in Hc |- *.
  rewrite tf_game_eq, (s98_c21_L b d), (s98_c21_R b d); cbn [map].
  pose proof (use_s98 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s98_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s98_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s98_p23 Ho0 ltac:(zlia)).
  rewrite (s132_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s98_c21_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s98_board 0 (2 + b) 0 (2 + d) -> fst (s98_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q33] in Hc |- *.
  rewrite tf_game_eq, (s98_c21_L b d), (s98_c21_R b d); cbn [map].
  pose proof (use_s98 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s98_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s98_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s98_p32 Ho0 ltac:(zlia)).
  rewrite (s132_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b>=2 && c==1 && d==0: the board of s16 *)
Lemma s98_c22_p21 x (Hs16 : s16_claim x) (b : nat) :
  x = s98_board 0 (2 + b) 1 0 -> fst (s98_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q21] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s98_c22_p31 x (Hs16 : s16_claim x) (b : nat) :
  x = s98_board 0 (2 + b) 1 0 -> fst (s98_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q31] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s98_c22_p34 x (Hs16 : s16_claim x) (b : nat) :
  x = s98_board 0 (2 + b) 1 0 -> fst (s98_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q34] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s98_c23_L (b : nat) : lmoves (s98_board 0 (2 + b) 1 1) = [s98_board 0 (1 + b) 2 1].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c23_R (b : nat) : rmoves (s98_board 0 (2 + b) 1 1) = [s132_board 0 (2 + b) 1 1].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s98_c23_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s98_board 0 (2 + b) 1 1 -> fst (s98_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s98_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q22] in Hc |- *.
  rewrite tf_game_eq, (s98_c23_L b), (s98_c23_R b); cbn [map].
  pose proof (use_s98 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s98_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s98_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  rewrite (s132_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s98_c24_L (b d : nat) : lmoves (s98_board 0 (2 + b) 1 (2 + d)) = [s98_board 0 (1 + b) 2 (2 + d)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c24_R (b d : nat) : rmoves (s98_board 0 (2 + b) 1 (2 + d)) = [s132_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s98_c24_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s98_board 0 (2 + b) 1 (2 + d) -> fst (s98_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q23] in Hc |- *.
  rewrite tf_game_eq, (s98_c24_L b d), (s98_c24_R b d); cbn [map].
  pose proof (use_s98 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s98_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s98_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  rewrite (s132_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s98_c24_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s98_board 0 (2 + b) 1 (2 + d) -> fst (s98_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q32] in Hc |- *.
  rewrite tf_game_eq, (s98_c24_L b d), (s98_c24_R b d); cbn [map].
  pose proof (use_s98 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s98_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s132 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s98_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  rewrite (s132_p17 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b>=2 && c>=2 && d==0: the board of s16 *)
Lemma s98_c25_p9 x (Hs16 : s16_claim x) (b c : nat) :
  x = s98_board 0 (2 + b) (2 + c) 0 -> fst (s98_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s98_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs16 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s98_c26_L (b c : nat) : lmoves (s98_board 0 (2 + b) (2 + c) 1) = [s98_board 0 (1 + b) (3 + c) 1].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c26_R (b c : nat) : rmoves (s98_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s98_c26_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s98_board 0 (2 + b) (2 + c) 1 -> fst (s98_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s98_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q9] in Hc |- *.
  rewrite tf_game_eq, (s98_c26_L b c), (s98_c26_R b c); cbn [map].
  pose proof (use_s98 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s98_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s98_c27_L (b c d : nat) : lmoves (s98_board 0 (2 + b) (2 + c) (2 + d)) = [s98_board 0 (1 + b) (3 + c) (2 + d)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c27_R (b c d : nat) : rmoves (s98_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s98_c27_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s98_board 0 (2 + b) (2 + c) (2 + d) -> fst (s98_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q9] in Hc |- *.
  rewrite tf_game_eq, (s98_c27_L b c d), (s98_c27_R b c d); cbn [map].
  pose proof (use_s98 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s98_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==0 && c==0 && d==0: the board of s11 *)
Lemma s98_c28_p3 x (Hs11 : s11_claim x) :
  x = s98_board 1 0 0 0 -> fst (s98_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q3] in Hc |- *.
  pose proof (Hs11 1 0 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==0 && c==0 && d==1: the board of s97 *)
Lemma s98_c29_p6 x (Hs97 : s97_claim x) :
  x = s98_board 1 0 0 1 -> fst (s98_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q6] in Hc |- *.
  pose proof (Hs97 1 0 1 ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==0 && c==0 && d>=2: the board of s97 *)
Lemma s98_c30_p7 x (Hs97 : s97_claim x) (d : nat) :
  x = s98_board 1 0 0 (2 + d) -> fst (s98_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s98_q7] in Hc |- *.
  pose proof (Hs97 1 0 (2 + d) ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==0 && c==1 && d==0: the board of s11 *)
Lemma s98_c31_p36 x (Hs11 : s11_claim x) :
  x = s98_board 1 0 1 0 -> fst (s98_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q36] in Hc |- *.
  pose proof (Hs11 1 1 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==0 && c==1 && d==1: the board of s97 *)
Lemma s98_c32_p13 x (Hs97 : s97_claim x) :
  x = s98_board 1 0 1 1 -> fst (s98_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s98_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q13] in Hc |- *.
  pose proof (Hs97 1 1 1 ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==0 && c==1 && d>=2: the board of s97 *)
Lemma s98_c33_p37 x (Hs97 : s97_claim x) (d : nat) :
  x = s98_board 1 0 1 (2 + d) -> fst (s98_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s98_q37] in Hc |- *.
  pose proof (Hs97 1 1 (2 + d) ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==0 && c>=2 && d==0: the board of s11 *)
Lemma s98_c34_p9 x (Hs11 : s11_claim x) (c : nat) :
  x = s98_board 1 0 (2 + c) 0 -> fst (s98_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s98_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs11 1 (2 + c) ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==0 && c>=2 && d==1: the board of s97 *)
Lemma s98_c35_p9 x (Hs97 : s97_claim x) (c : nat) :
  x = s98_board 1 0 (2 + c) 1 -> fst (s98_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s98_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs97 1 (2 + c) 1 ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==0 && c>=2 && d>=2: the board of s97 *)
Lemma s98_c36_p9 x (Hs97 : s97_claim x) (c d : nat) :
  x = s98_board 1 0 (2 + c) (2 + d) -> fst (s98_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs97 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==1 && c==0 && d==0: the board of s16 *)
Lemma s98_c37_p6 x (Hs16 : s16_claim x) :
  x = s98_board 1 1 0 0 -> fst (s98_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q6] in Hc |- *.
  pose proof (Hs16 1 1 0 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s98_c38_L : lmoves (s98_board 1 1 0 1) = [s98_board 0 2 0 1; s97_board 1 1 1].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c38_R : rmoves (s98_board 1 1 0 1) = [s132_board 1 1 0 1].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==1 && c==0 && d==1 *)
Lemma s98_c38_p38 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s98_board 1 1 0 1 -> fst (s98_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q38] in Hc |- *.
  rewrite tf_game_eq, (s98_c38_L), (s98_c38_R); cbn [map].
  pose proof (use_s98 IH 0 2 0 1 (opt_l _ _ _ (s98_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH 1 1 1 (opt_l _ _ _ (s98_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 1 0 1 (opt_r _ _ _ (s98_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p19 Ho0 ltac:(zlia)).
  rewrite (s97_p9 Ho1 ltac:(zlia)).
  rewrite (s132_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s98_c39_L (d : nat) : lmoves (s98_board 1 1 0 (2 + d)) = [s98_board 0 2 0 (2 + d); s97_board 1 1 (2 + d)].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c39_R (d : nat) : rmoves (s98_board 1 1 0 (2 + d)) = [s132_board 1 1 0 (2 + d)].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==1 && c==0 && d>=2 *)
Lemma s98_c39_p26 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s98_board 1 1 0 (2 + d) -> fst (s98_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q26] in Hc |- *.
  rewrite tf_game_eq, (s98_c39_L d), (s98_c39_R d); cbn [map].
  pose proof (use_s98 IH 0 2 0 (2 + d) (opt_l _ _ _ (s98_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH 1 1 (2 + d) (opt_l _ _ _ (s98_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 1 0 (2 + d) (opt_r _ _ _ (s98_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p20 Ho0 ltac:(zlia)).
  rewrite (s97_p5 Ho1 ltac:(zlia)).
  rewrite (s132_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==1 && c==1 && d==0: the board of s16 *)
Lemma s98_c40_p39 x (Hs16 : s16_claim x) :
  x = s98_board 1 1 1 0 -> fst (s98_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q39] in Hc |- *.
  pose proof (Hs16 1 1 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s98_c41_L : lmoves (s98_board 1 1 1 1) = [s98_board 0 2 1 1; s97_board 1 2 1].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c41_R : rmoves (s98_board 1 1 1 1) = [s132_board 1 1 1 1].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s98_c41_p40 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s98_board 1 1 1 1 -> fst (s98_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s98_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q40] in Hc |- *.
  rewrite tf_game_eq, (s98_c41_L), (s98_c41_R); cbn [map].
  pose proof (use_s98 IH 0 2 1 1 (opt_l _ _ _ (s98_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH 1 2 1 (opt_l _ _ _ (s98_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 1 1 1 (opt_r _ _ _ (s98_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p22 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  rewrite (s132_p44 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s98_c42_L (d : nat) : lmoves (s98_board 1 1 1 (2 + d)) = [s98_board 0 2 1 (2 + d); s97_board 1 2 (2 + d)].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c42_R (d : nat) : rmoves (s98_board 1 1 1 (2 + d)) = [s132_board 1 1 1 (2 + d)].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s98_c42_p41 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s98_board 1 1 1 (2 + d) -> fst (s98_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q41] in Hc |- *.
  rewrite tf_game_eq, (s98_c42_L d), (s98_c42_R d); cbn [map].
  pose proof (use_s98 IH 0 2 1 (2 + d) (opt_l _ _ _ (s98_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH 1 2 (2 + d) (opt_l _ _ _ (s98_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 1 1 (2 + d) (opt_r _ _ _ (s98_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p23 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  rewrite (s132_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==1 && c>=2 && d==0: the board of s16 *)
Lemma s98_c43_p9 x (Hs16 : s16_claim x) (c : nat) :
  x = s98_board 1 1 (2 + c) 0 -> fst (s98_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s98_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs16 1 1 (2 + c) ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s98_c44_L (c : nat) : lmoves (s98_board 1 1 (2 + c) 1) = [s98_board 0 2 (2 + c) 1; s97_board 1 (3 + c) 1].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c44_R (c : nat) : rmoves (s98_board 1 1 (2 + c) 1) = [].
Proof. unfold s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s98_c44_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s98_board 1 1 (2 + c) 1 -> fst (s98_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s98_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q9] in Hc |- *.
  rewrite tf_game_eq, (s98_c44_L c), (s98_c44_R c); cbn [map].
  pose proof (use_s98 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s98_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH 1 (3 + c) 1 (opt_l _ _ _ (s98_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s98_c45_L (c d : nat) : lmoves (s98_board 1 1 (2 + c) (2 + d)) = [s98_board 0 2 (2 + c) (2 + d); s97_board 1 (3 + c) (2 + d)].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c45_R (c d : nat) : rmoves (s98_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s98_c45_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s98_board 1 1 (2 + c) (2 + d) -> fst (s98_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q9] in Hc |- *.
  rewrite tf_game_eq, (s98_c45_L c d), (s98_c45_R c d); cbn [map].
  pose proof (use_s98 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s98_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s98_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b>=2 && c==0 && d==0: the board of s16 *)
Lemma s98_c46_p24 x (Hs16 : s16_claim x) (b : nat) :
  x = s98_board 1 (2 + b) 0 0 -> fst (s98_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q24] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 0 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s98_c46_p42 x (Hs16 : s16_claim x) (b : nat) :
  x = s98_board 1 (2 + b) 0 0 -> fst (s98_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q42] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 0 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s98_c47_L (b : nat) : lmoves (s98_board 1 (2 + b) 0 1) = [s98_board 0 (3 + b) 0 1; s98_board 1 (1 + b) 1 1].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c47_R (b : nat) : rmoves (s98_board 1 (2 + b) 0 1) = [s132_board 1 (2 + b) 0 1].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b>=2 && c==0 && d==1 *)
Lemma s98_c47_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s98_board 1 (2 + b) 0 1 -> fst (s98_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q27] in Hc |- *.
  rewrite tf_game_eq, (s98_c47_L b), (s98_c47_R b); cbn [map].
  pose proof (use_s98 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s98_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s98_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s98_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p29 Ho0 ltac:(zlia)).
  rewrite (s98_p40 Ho1 ltac:(zlia)).
  rewrite (s132_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s98_c47_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s98_board 1 (2 + b) 0 1 -> fst (s98_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q29] in Hc |- *.
  rewrite tf_game_eq, (s98_c47_L b), (s98_c47_R b); cbn [map].
  pose proof (use_s98 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s98_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s98_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s98_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p29 Ho0 ltac:(zlia)).
  rewrite (s98_p22 Ho1 ltac:(zlia)).
  rewrite (s132_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s98_c48_L (b d : nat) : lmoves (s98_board 1 (2 + b) 0 (2 + d)) = [s98_board 0 (3 + b) 0 (2 + d); s98_board 1 (1 + b) 1 (2 + d)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c48_R (b d : nat) : rmoves (s98_board 1 (2 + b) 0 (2 + d)) = [s132_board 1 (2 + b) 0 (2 + d)].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s98_c48_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s98_board 1 (2 + b) 0 (2 + d) -> fst (s98_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q33] in Hc |- *.
  rewrite tf_game_eq, (s98_c48_L b d), (s98_c48_R b d); cbn [map].
  pose proof (use_s98 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s98_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s98_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s98_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p33 Ho0 ltac:(zlia)).
  rewrite (s98_p32 Ho1 ltac:(zlia)).
  rewrite (s132_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s98_c48_p43 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s98_board 1 (2 + b) 0 (2 + d) -> fst (s98_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q43] in Hc |- *.
  rewrite tf_game_eq, (s98_c48_L b d), (s98_c48_R b d); cbn [map].
  pose proof (use_s98 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s98_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s98_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s98_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p30 Ho0 ltac:(zlia)).
  rewrite (s98_p41 Ho1 ltac:(zlia)).
  rewrite (s132_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b>=2 && c==1 && d==0: the board of s16 *)
Lemma s98_c49_p44 x (Hs16 : s16_claim x) (b : nat) :
  x = s98_board 1 (2 + b) 1 0 -> fst (s98_q44 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q44 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q44] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s98_c49_p45 x (Hs16 : s16_claim x) (b : nat) :
  x = s98_board 1 (2 + b) 1 0 -> fst (s98_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q45] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s98_c49_p46 x (Hs16 : s16_claim x) (b : nat) :
  x = s98_board 1 (2 + b) 1 0 -> fst (s98_q46 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q46 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q46] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s98_c50_L (b : nat) : lmoves (s98_board 1 (2 + b) 1 1) = [s98_board 0 (3 + b) 1 1; s98_board 1 (1 + b) 2 1].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c50_R (b : nat) : rmoves (s98_board 1 (2 + b) 1 1) = [s132_board 1 (2 + b) 1 1].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s98_c50_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s98_board 1 (2 + b) 1 1 -> fst (s98_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s98_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q22] in Hc |- *.
  rewrite tf_game_eq, (s98_c50_L b), (s98_c50_R b); cbn [map].
  pose proof (use_s98 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s98_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s98_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s98_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p22 Ho0 ltac:(zlia)).
  rewrite (s98_p9 Ho1 ltac:(zlia)).
  rewrite (s132_p51 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s98_c51_L (b d : nat) : lmoves (s98_board 1 (2 + b) 1 (2 + d)) = [s98_board 0 (3 + b) 1 (2 + d); s98_board 1 (1 + b) 2 (2 + d)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c51_R (b d : nat) : rmoves (s98_board 1 (2 + b) 1 (2 + d)) = [s132_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s98_c51_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s98_board 1 (2 + b) 1 (2 + d) -> fst (s98_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q32] in Hc |- *.
  rewrite tf_game_eq, (s98_c51_L b d), (s98_c51_R b d); cbn [map].
  pose proof (use_s98 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s98_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s98_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s98_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p32 Ho0 ltac:(zlia)).
  rewrite (s98_p9 Ho1 ltac:(zlia)).
  rewrite (s132_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b>=2 && c>=2 && d==0: the board of s16 *)
Lemma s98_c52_p9 x (Hs16 : s16_claim x) (b c : nat) :
  x = s98_board 1 (2 + b) (2 + c) 0 -> fst (s98_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s98_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs16 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s98_c53_L (b c : nat) : lmoves (s98_board 1 (2 + b) (2 + c) 1) = [s98_board 0 (3 + b) (2 + c) 1; s98_board 1 (1 + b) (3 + c) 1].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c53_R (b c : nat) : rmoves (s98_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s98_c53_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s98_board 1 (2 + b) (2 + c) 1 -> fst (s98_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s98_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q9] in Hc |- *.
  rewrite tf_game_eq, (s98_c53_L b c), (s98_c53_R b c); cbn [map].
  pose proof (use_s98 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s98_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s98_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  rewrite (s98_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s98_c54_L (b c d : nat) : lmoves (s98_board 1 (2 + b) (2 + c) (2 + d)) = [s98_board 0 (3 + b) (2 + c) (2 + d); s98_board 1 (1 + b) (3 + c) (2 + d)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c54_R (b c d : nat) : rmoves (s98_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s98_c54_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s98_board 1 (2 + b) (2 + c) (2 + d) -> fst (s98_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q9] in Hc |- *.
  rewrite tf_game_eq, (s98_c54_L b c d), (s98_c54_R b c d); cbn [map].
  pose proof (use_s98 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s98_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s98_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  rewrite (s98_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==0 && c==0 && d==0: the board of s11 *)
Lemma s98_c55_p36 x (Hs11 : s11_claim x) (a : nat) :
  x = s98_board (2 + a) 0 0 0 -> fst (s98_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q36] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s98_c55_p53 x (Hs11 : s11_claim x) (a : nat) :
  x = s98_board (2 + a) 0 0 0 -> fst (s98_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q53] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s98_c55_p58 x (Hs11 : s11_claim x) (a : nat) :
  x = s98_board (2 + a) 0 0 0 -> fst (s98_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q58] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s98_c55_p59 x (Hs11 : s11_claim x) (a : nat) :
  x = s98_board (2 + a) 0 0 0 -> fst (s98_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q59] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s98_c55_p60 x (Hs11 : s11_claim x) (a : nat) :
  x = s98_board (2 + a) 0 0 0 -> fst (s98_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q60] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s98_c55_p61 x (Hs11 : s11_claim x) (a : nat) :
  x = s98_board (2 + a) 0 0 0 -> fst (s98_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q61] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s98_c55_p62 x (Hs11 : s11_claim x) (a : nat) :
  x = s98_board (2 + a) 0 0 0 -> fst (s98_q62 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q62 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q62] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==0 && c==0 && d==1: the board of s97 *)
Lemma s98_c56_p47 x (Hs97 : s97_claim x) (a : nat) :
  x = s98_board (2 + a) 0 0 1 -> fst (s98_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q47] in Hc |- *.
  pose proof (Hs97 (2 + a) 0 1 ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s98_c56_p54 x (Hs97 : s97_claim x) (a : nat) :
  x = s98_board (2 + a) 0 0 1 -> fst (s98_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q54] in Hc |- *.
  pose proof (Hs97 (2 + a) 0 1 ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==0 && c==0 && d>=2: the board of s97 *)
Lemma s98_c57_p7 x (Hs97 : s97_claim x) (a d : nat) :
  x = s98_board (2 + a) 0 0 (2 + d) -> fst (s98_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s98_q7] in Hc |- *.
  pose proof (Hs97 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==0 && c==1 && d==0: the board of s11 *)
Lemma s98_c58_p17 x (Hs11 : s11_claim x) (a : nat) :
  x = s98_board (2 + a) 0 1 0 -> fst (s98_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q17] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s98_c58_p55 x (Hs11 : s11_claim x) (a : nat) :
  x = s98_board (2 + a) 0 1 0 -> fst (s98_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q55] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==0 && c==1 && d==1: the board of s97 *)
Lemma s98_c59_p13 x (Hs97 : s97_claim x) (a : nat) :
  x = s98_board (2 + a) 0 1 1 -> fst (s98_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s98_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q13] in Hc |- *.
  pose proof (Hs97 (2 + a) 1 1 ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==0 && c==1 && d>=2: the board of s97 *)
Lemma s98_c60_p37 x (Hs97 : s97_claim x) (a d : nat) :
  x = s98_board (2 + a) 0 1 (2 + d) -> fst (s98_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s98_q37] in Hc |- *.
  pose proof (Hs97 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==0 && c>=2 && d==0: the board of s11 *)
Lemma s98_c61_p9 x (Hs11 : s11_claim x) (a c : nat) :
  x = s98_board (2 + a) 0 (2 + c) 0 -> fst (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s98_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==0 && c>=2 && d==1: the board of s97 *)
Lemma s98_c62_p9 x (Hs97 : s97_claim x) (a c : nat) :
  x = s98_board (2 + a) 0 (2 + c) 1 -> fst (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs97 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==0 && c>=2 && d>=2: the board of s97 *)
Lemma s98_c63_p9 x (Hs97 : s97_claim x) (a c d : nat) :
  x = s98_board (2 + a) 0 (2 + c) (2 + d) -> fst (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs97 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s98_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==1 && c==0 && d==0: the board of s16 *)
Lemma s98_c64_p11 x (Hs16 : s16_claim x) (a : nat) :
  x = s98_board (2 + a) 1 0 0 -> fst (s98_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q11] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 0 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s98_c64_p48 x (Hs16 : s16_claim x) (a : nat) :
  x = s98_board (2 + a) 1 0 0 -> fst (s98_q48 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q48 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q48] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 0 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s98_c65_L (a : nat) : lmoves (s98_board (2 + a) 1 0 1) = [s98_board (1 + a) 2 0 1; s97_board (2 + a) 1 1].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c65_R (a : nat) : rmoves (s98_board (2 + a) 1 0 1) = [s132_board (2 + a) 1 0 1].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==1 && c==0 && d==1 *)
Lemma s98_c65_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s98_board (2 + a) 1 0 1 -> fst (s98_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q49] in Hc |- *.
  rewrite tf_game_eq, (s98_c65_L a), (s98_c65_R a); cbn [map].
  pose proof (use_s98 IH (1 + a) 2 0 1 (opt_l _ _ _ (s98_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH (2 + a) 1 1 (opt_l _ _ _ (s98_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) 1 0 1 (opt_r _ _ _ (s98_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p27 Ho0 ltac:(zlia)).
  rewrite (s97_p9 Ho1 ltac:(zlia)).
  rewrite (s132_p60 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s98_c66_L (a d : nat) : lmoves (s98_board (2 + a) 1 0 (2 + d)) = [s98_board (1 + a) 2 0 (2 + d); s97_board (2 + a) 1 (2 + d)].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c66_R (a d : nat) : rmoves (s98_board (2 + a) 1 0 (2 + d)) = [s132_board (2 + a) 1 0 (2 + d)].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s98_c66_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s98_board (2 + a) 1 0 (2 + d) -> fst (s98_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q26] in Hc |- *.
  rewrite tf_game_eq, (s98_c66_L a d), (s98_c66_R a d); cbn [map].
  pose proof (use_s98 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s98_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s98_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s98_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s98_p33 Ho0 ltac:(zlia)).
    rewrite (s97_p6 Ho1 ltac:(zlia)).
    rewrite (s132_p42 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s98_p43 Ho0 ltac:(zlia)).
    rewrite (s97_p6 Ho1 ltac:(zlia)).
    rewrite (s132_p42 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==1 && c==1 && d==0: the board of s16 *)
Lemma s98_c67_p50 x (Hs16 : s16_claim x) (a : nat) :
  x = s98_board (2 + a) 1 1 0 -> fst (s98_q50 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q50 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q50] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s98_c68_L (a : nat) : lmoves (s98_board (2 + a) 1 1 1) = [s98_board (1 + a) 2 1 1; s97_board (2 + a) 2 1].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c68_R (a : nat) : rmoves (s98_board (2 + a) 1 1 1) = [s132_board (2 + a) 1 1 1].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s98_c68_p51 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s98_board (2 + a) 1 1 1 -> fst (s98_q51 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s98_q51 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q51] in Hc |- *.
  rewrite tf_game_eq, (s98_c68_L a), (s98_c68_R a); cbn [map].
  pose proof (use_s98 IH (1 + a) 2 1 1 (opt_l _ _ _ (s98_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH (2 + a) 2 1 (opt_l _ _ _ (s98_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) 1 1 1 (opt_r _ _ _ (s98_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p22 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  rewrite (s132_p62 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s98_c68_p56 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s98_board (2 + a) 1 1 1 -> fst (s98_q56 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s98_q56 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q56] in Hc |- *.
  rewrite tf_game_eq, (s98_c68_L a), (s98_c68_R a); cbn [map].
  pose proof (use_s98 IH (1 + a) 2 1 1 (opt_l _ _ _ (s98_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH (2 + a) 2 1 (opt_l _ _ _ (s98_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) 1 1 1 (opt_r _ _ _ (s98_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p22 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  rewrite (s132_p74 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s98_c69_L (a d : nat) : lmoves (s98_board (2 + a) 1 1 (2 + d)) = [s98_board (1 + a) 2 1 (2 + d); s97_board (2 + a) 2 (2 + d)].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c69_R (a d : nat) : rmoves (s98_board (2 + a) 1 1 (2 + d)) = [s132_board (2 + a) 1 1 (2 + d)].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s98_c69_p32 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s98_board (2 + a) 1 1 (2 + d) -> fst (s98_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q32] in Hc |- *.
  rewrite tf_game_eq, (s98_c69_L a d), (s98_c69_R a d); cbn [map].
  pose proof (use_s98 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s98_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s98_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s98_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p32 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  rewrite (s132_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==1 && c>=2 && d==0: the board of s16 *)
Lemma s98_c70_p9 x (Hs16 : s16_claim x) (a c : nat) :
  x = s98_board (2 + a) 1 (2 + c) 0 -> fst (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s98_c71_L (a c : nat) : lmoves (s98_board (2 + a) 1 (2 + c) 1) = [s98_board (1 + a) 2 (2 + c) 1; s97_board (2 + a) (3 + c) 1].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c71_R (a c : nat) : rmoves (s98_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s98_c71_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s98_board (2 + a) 1 (2 + c) 1 -> fst (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q9] in Hc |- *.
  rewrite tf_game_eq, (s98_c71_L a c), (s98_c71_R a c); cbn [map].
  pose proof (use_s98 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s98_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s98_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s98_c72_L (a c d : nat) : lmoves (s98_board (2 + a) 1 (2 + c) (2 + d)) = [s98_board (1 + a) 2 (2 + c) (2 + d); s97_board (2 + a) (3 + c) (2 + d)].
Proof. unfold s97_board, s98_board. tf_options. Qed.
Lemma s98_c72_R (a c d : nat) : rmoves (s98_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s98_c72_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s98_board (2 + a) 1 (2 + c) (2 + d) -> fst (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q9] in Hc |- *.
  rewrite tf_game_eq, (s98_c72_L a c d), (s98_c72_R a c d); cbn [map].
  pose proof (use_s98 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s98_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s98_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b>=2 && c==0 && d==0: the board of s16 *)
Lemma s98_c73_p8 x (Hs16 : s16_claim x) (a b : nat) :
  x = s98_board (2 + a) (2 + b) 0 0 -> fst (s98_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q8] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s98_c73_p28 x (Hs16 : s16_claim x) (a b : nat) :
  x = s98_board (2 + a) (2 + b) 0 0 -> fst (s98_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s98_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q28] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s98_c74_L (a b : nat) : lmoves (s98_board (2 + a) (2 + b) 0 1) = [s98_board (1 + a) (3 + b) 0 1; s98_board (2 + a) (1 + b) 1 1].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c74_R (a b : nat) : rmoves (s98_board (2 + a) (2 + b) 0 1) = [s132_board (2 + a) (2 + b) 0 1].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s98_c74_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s98_board (2 + a) (2 + b) 0 1 -> fst (s98_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q27] in Hc |- *.
  rewrite tf_game_eq, (s98_c74_L a b), (s98_c74_R a b); cbn [map].
  pose proof (use_s98 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s98_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s98_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s98_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p29 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s98_p51 Ho1 ltac:(zlia)).
    rewrite (s132_p42 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s98_p56 Ho1 ltac:(zlia)).
    rewrite (s132_p42 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s98_c74_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s98_board (2 + a) (2 + b) 0 1 -> fst (s98_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s98_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q29] in Hc |- *.
  rewrite tf_game_eq, (s98_c74_L a b), (s98_c74_R a b); cbn [map].
  pose proof (use_s98 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s98_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s98_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s98_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p29 Ho0 ltac:(zlia)).
  rewrite (s98_p22 Ho1 ltac:(zlia)).
  rewrite (s132_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s98_c75_L (a b d : nat) : lmoves (s98_board (2 + a) (2 + b) 0 (2 + d)) = [s98_board (1 + a) (3 + b) 0 (2 + d); s98_board (2 + a) (1 + b) 1 (2 + d)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c75_R (a b d : nat) : rmoves (s98_board (2 + a) (2 + b) 0 (2 + d)) = [s132_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s98_c75_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s98_board (2 + a) (2 + b) 0 (2 + d) -> fst (s98_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q33] in Hc |- *.
  rewrite tf_game_eq, (s98_c75_L a b d), (s98_c75_R a b d); cbn [map].
  pose proof (use_s98 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s98_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s98_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s98_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p33 Ho0 ltac:(zlia)).
  rewrite (s98_p32 Ho1 ltac:(zlia)).
  rewrite (s132_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b>=2 && c==1 && d==0: the board of s16 *)
Lemma s98_c76_p35 x (Hs16 : s16_claim x) (a b : nat) :
  x = s98_board (2 + a) (2 + b) 1 0 -> fst (s98_q35 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q35 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q35] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s98_c76_p44 x (Hs16 : s16_claim x) (a b : nat) :
  x = s98_board (2 + a) (2 + b) 1 0 -> fst (s98_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q44] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s98_c76_p52 x (Hs16 : s16_claim x) (a b : nat) :
  x = s98_board (2 + a) (2 + b) 1 0 -> fst (s98_q52 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q52 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q52] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s98_c76_p57 x (Hs16 : s16_claim x) (a b : nat) :
  x = s98_board (2 + a) (2 + b) 1 0 -> fst (s98_q57 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s98_q57 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q57] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s98_c77_L (a b : nat) : lmoves (s98_board (2 + a) (2 + b) 1 1) = [s98_board (1 + a) (3 + b) 1 1; s98_board (2 + a) (1 + b) 2 1].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c77_R (a b : nat) : rmoves (s98_board (2 + a) (2 + b) 1 1) = [s132_board (2 + a) (2 + b) 1 1].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s98_c77_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s98_board (2 + a) (2 + b) 1 1 -> fst (s98_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s98_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q22] in Hc |- *.
  rewrite tf_game_eq, (s98_c77_L a b), (s98_c77_R a b); cbn [map].
  pose proof (use_s98 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s98_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s98_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s98_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p22 Ho0 ltac:(zlia)).
  rewrite (s98_p9 Ho1 ltac:(zlia)).
  rewrite (s132_p51 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s98_c78_L (a b d : nat) : lmoves (s98_board (2 + a) (2 + b) 1 (2 + d)) = [s98_board (1 + a) (3 + b) 1 (2 + d); s98_board (2 + a) (1 + b) 2 (2 + d)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c78_R (a b d : nat) : rmoves (s98_board (2 + a) (2 + b) 1 (2 + d)) = [s132_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s132_board, s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s98_c78_p32 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s98_board (2 + a) (2 + b) 1 (2 + d) -> fst (s98_q32 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q32 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q32] in Hc |- *.
  rewrite tf_game_eq, (s98_c78_L a b d), (s98_c78_R a b d); cbn [map].
  pose proof (use_s98 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s98_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s98_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s98_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s98_p32 Ho0 ltac:(zlia)).
  rewrite (s98_p9 Ho1 ltac:(zlia)).
  rewrite (s132_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b>=2 && c>=2 && d==0: the board of s16 *)
Lemma s98_c79_p9 x (Hs16 : s16_claim x) (a b c : nat) :
  x = s98_board (2 + a) (2 + b) (2 + c) 0 -> fst (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s98_q9] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s98_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s98_c80_L (a b c : nat) : lmoves (s98_board (2 + a) (2 + b) (2 + c) 1) = [s98_board (1 + a) (3 + b) (2 + c) 1; s98_board (2 + a) (1 + b) (3 + c) 1].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c80_R (a b c : nat) : rmoves (s98_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s98_c80_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s98_board (2 + a) (2 + b) (2 + c) 1 -> fst (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s98_q9] in Hc |- *.
  rewrite tf_game_eq, (s98_c80_L a b c), (s98_c80_R a b c); cbn [map].
  pose proof (use_s98 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s98_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s98_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  rewrite (s98_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s98_c81_L (a b c d : nat) : lmoves (s98_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s98_board (1 + a) (3 + b) (2 + c) (2 + d); s98_board (2 + a) (1 + b) (3 + c) (2 + d)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c81_R (a b c d : nat) : rmoves (s98_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s98_board. tf_options. Qed.
(* s98 = T^a _ T^b _ T^c F T^d F^2 _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s98_c81_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s98_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s98_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s98_q9] in Hc |- *.
  rewrite tf_game_eq, (s98_c81_L a b c d), (s98_c81_R a b c d); cbn [map].
  pose proof (use_s98 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s98_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s98 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s98_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  rewrite (s98_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==0 && b==0 && c==0: the board of s6 *)
Lemma s99_c1_p1 x (Hs6 : s6_claim x) :
  x = s99_board 0 0 0 -> fst (s99_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s99_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q1] in Hc |- *.
  pose proof (Hs6 0 ltac:(rewrite Hx; unfold s99_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==0 && b==0 && c==1: the board of s65 *)
Lemma s99_c2_p2 x (Hs65 : s65_claim x) :
  x = s99_board 0 0 1 -> fst (s99_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s99_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q2] in Hc |- *.
  pose proof (Hs65 0 1 ltac:(rewrite Hx; unfold s99_board, s65_board; board_eq)) as Ho0.
  rewrite (s65_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==0 && b==0 && c>=2: the board of s65 *)
Lemma s99_c3_p4 x (Hs65 : s65_claim x) (c : nat) :
  x = s99_board 0 0 (2 + c) -> fst (s99_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s99_q4] in Hc |- *.
  pose proof (Hs65 0 (2 + c) ltac:(rewrite Hx; unfold s99_board, s65_board; board_eq)) as Ho0.
  rewrite (s65_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s99_c3_p5 x (Hs65 : s65_claim x) (c : nat) :
  x = s99_board 0 0 (2 + c) -> fst (s99_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s99_q5] in Hc |- *.
  pose proof (Hs65 0 (2 + c) ltac:(rewrite Hx; unfold s99_board, s65_board; board_eq)) as Ho0.
  rewrite (s65_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==0 && b==1 && c==0: the board of s40 *)
Lemma s99_c4_p7 x (Hs40 : s40_claim x) :
  x = s99_board 0 1 0 -> fst (s99_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s99_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q7] in Hc |- *.
  pose proof (Hs40 0 1 ltac:(rewrite Hx; unfold s99_board, s40_board; board_eq)) as Ho0.
  rewrite (s40_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s99_c5_L : lmoves (s99_board 0 1 1) = [strip [(0, 1)] ([E; T; T; E; T; E; F; F]) []; strip [(0, 1)] ([T; E; E; T; T; E; F; F]) []; strip [(0, 1)] ([T; E; T; E; E; T; F; F]) []].
Proof. unfold s99_board, strip. tf_options. Qed.
Lemma s99_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; E; F; F]) []) (s15_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s99_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; E; F; F]) []) (s14_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s99_c5_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; T; F; F]) []) (s21_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; T; F; F]) []); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s99_c5_R : rmoves (s99_board 0 1 1) = [strip [(0, 1)] ([T; E; T; E; T; F; E; F]) []].
Proof. unfold s99_board, strip. tf_options. Qed.
Lemma s99_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; E; F]) []) (s48_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==0 && b==1 && c==1 *)
Lemma s99_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s99_board 0 1 1 -> fst (s99_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s99_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s99_q2] in Hc |- *.
  rewrite tf_game_eq, (s99_c5_L), (s99_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s99_c5_L1)).
  pose proof (use_s15 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s99_c5_L) ltac:(cbn [In]; left; reflexivity) (s99_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s99_c5_L2)).
  pose proof (use_s14 IH 1 2 (opt_norm_l _ _ _ _ _ (s99_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s99_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s99_c5_L3)).
  pose proof (use_s21 IH 1 1 (opt_norm_l _ _ _ _ _ (s99_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s99_c5_L3))) as Ho2.
  rewrite (tf_norm_game0 (s99_c5_R1)).
  pose proof (use_s48 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s99_c5_R) ltac:(cbn [In]; left; reflexivity) (s99_c5_R1))) as Ho3.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s21_p6 Ho2 ltac:(zlia)).
  rewrite (s48_p28 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s99_c6_L (c : nat) : lmoves (s99_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; F; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; F; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F; F]) []].
Proof. unfold s99_board, strip. tf_options. Qed.
Lemma s99_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; F; F]) []) (s15_board 0 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s99_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; F; F]) []) (s14_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s99_c6_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F; F]) []) (s22_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s99_c6_R (c : nat) : rmoves (s99_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) []].
Proof. unfold s99_board, strip. tf_options. Qed.
Lemma s99_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) []) (s48_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==0 && b==1 && c>=2 *)
Lemma s99_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s99_board 0 1 (2 + c) -> fst (s99_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q2] in Hc |- *.
  rewrite tf_game_eq, (s99_c6_L c), (s99_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s99_c6_L1 c)).
  pose proof (use_s15 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s99_c6_L c) ltac:(cbn [In]; left; reflexivity) (s99_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s99_c6_L2 c)).
  pose proof (use_s14 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s99_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s99_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s99_c6_L3 c)).
  pose proof (use_s22 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s99_c6_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s99_c6_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s99_c6_R1 c)).
  pose proof (use_s48 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s99_c6_R c) ltac:(cbn [In]; left; reflexivity) (s99_c6_R1 c))) as Ho3.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  rewrite (s22_p7 Ho2 ltac:(zlia)).
  rewrite (s48_p70 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s99_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s99_board 0 1 (2 + c) -> fst (s99_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q5] in Hc |- *.
  rewrite tf_game_eq, (s99_c6_L c), (s99_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s99_c6_L1 c)).
  pose proof (use_s15 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s99_c6_L c) ltac:(cbn [In]; left; reflexivity) (s99_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s99_c6_L2 c)).
  pose proof (use_s14 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s99_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s99_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s99_c6_L3 c)).
  pose proof (use_s22 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s99_c6_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s99_c6_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s99_c6_R1 c)).
  pose proof (use_s48 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s99_c6_R c) ltac:(cbn [In]; left; reflexivity) (s99_c6_R1 c))) as Ho3.
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

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==0 && b>=2 && c==0: the board of s40 *)
Lemma s99_c7_p9 x (Hs40 : s40_claim x) (b : nat) :
  x = s99_board 0 (2 + b) 0 -> fst (s99_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s99_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q9] in Hc |- *.
  pose proof (Hs40 0 (2 + b) ltac:(rewrite Hx; unfold s99_board, s40_board; board_eq)) as Ho0.
  rewrite (s40_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s99_c7_p11 x (Hs40 : s40_claim x) (b : nat) :
  x = s99_board 0 (2 + b) 0 -> fst (s99_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s99_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q11] in Hc |- *.
  pose proof (Hs40 0 (2 + b) ltac:(rewrite Hx; unfold s99_board, s40_board; board_eq)) as Ho0.
  rewrite (s40_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s99_c8_L (b : nat) : lmoves (s99_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; F; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; F; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; F; F]) []].
Proof. unfold s99_board, strip. tf_options. Qed.
Lemma s99_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; F; F]) []) (s15_board 0 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s99_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; F; F]) []) (s15_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s99_c8_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; F; F]) []) (s21_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; F; F]) []); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s99_c8_R (b : nat) : rmoves (s99_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) []].
Proof. unfold s99_board, strip. tf_options. Qed.
Lemma s99_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) []) (s48_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==0 && b>=2 && c==1 *)
Lemma s99_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s99_board 0 (2 + b) 1 -> fst (s99_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s99_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s99_q10] in Hc |- *.
  rewrite tf_game_eq, (s99_c8_L b), (s99_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s99_c8_L1 b)).
  pose proof (use_s15 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s99_c8_L b) ltac:(cbn [In]; left; reflexivity) (s99_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s99_c8_L2 b)).
  pose proof (use_s15 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s99_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s99_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s99_c8_L3 b)).
  pose proof (use_s21 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s99_c8_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s99_c8_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s99_c8_R1 b)).
  pose proof (use_s48 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s99_c8_R b) ltac:(cbn [In]; left; reflexivity) (s99_c8_R1 b))) as Ho3.
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

Lemma s99_c9_L (b c : nat) : lmoves (s99_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F; F]) []].
Proof. unfold s99_board, strip. tf_options. Qed.
Lemma s99_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F; F]) []) (s15_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s99_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F; F]) []) (s15_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s99_c9_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F; F]) []) (s22_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s99_c9_R (b c : nat) : rmoves (s99_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) []].
Proof. unfold s99_board, strip. tf_options. Qed.
Lemma s99_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) []) (s48_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==0 && b>=2 && c>=2 *)
Lemma s99_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s99_board 0 (2 + b) (2 + c) -> fst (s99_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q5] in Hc |- *.
  rewrite tf_game_eq, (s99_c9_L b c), (s99_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s99_c9_L1 b c)).
  pose proof (use_s15 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s99_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s99_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s99_c9_L2 b c)).
  pose proof (use_s15 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s99_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s99_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s99_c9_L3 b c)).
  pose proof (use_s22 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s99_c9_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s99_c9_L3 b c))) as Ho2.
  rewrite (tf_norm_game0 (s99_c9_R1 b c)).
  pose proof (use_s48 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s99_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s99_c9_R1 b c))) as Ho3.
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

Lemma s99_c9_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s99_board 0 (2 + b) (2 + c) -> fst (s99_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q10] in Hc |- *.
  rewrite tf_game_eq, (s99_c9_L b c), (s99_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s99_c9_L1 b c)).
  pose proof (use_s15 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s99_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s99_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s99_c9_L2 b c)).
  pose proof (use_s15 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s99_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s99_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s99_c9_L3 b c)).
  pose proof (use_s22 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s99_c9_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s99_c9_L3 b c))) as Ho2.
  rewrite (tf_norm_game0 (s99_c9_R1 b c)).
  pose proof (use_s48 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s99_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s99_c9_R1 b c))) as Ho3.
  rewrite (s15_p8 Ho0 ltac:(zlia)).
  rewrite (s15_p5 Ho1 ltac:(zlia)).
  rewrite (s22_p9 Ho2 ltac:(zlia)).
  rewrite (s48_p70 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==1 && b==0 && c==0: the board of s6 *)
Lemma s99_c10_p1 x (Hs6 : s6_claim x) :
  x = s99_board 1 0 0 -> fst (s99_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s99_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q1] in Hc |- *.
  pose proof (Hs6 1 ltac:(rewrite Hx; unfold s99_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==1 && b==0 && c==1: the board of s65 *)
Lemma s99_c11_p4 x (Hs65 : s65_claim x) :
  x = s99_board 1 0 1 -> fst (s99_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s99_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q4] in Hc |- *.
  pose proof (Hs65 1 1 ltac:(rewrite Hx; unfold s99_board, s65_board; board_eq)) as Ho0.
  rewrite (s65_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==1 && b==0 && c>=2: the board of s65 *)
Lemma s99_c12_p3 x (Hs65 : s65_claim x) (c : nat) :
  x = s99_board 1 0 (2 + c) -> fst (s99_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s99_q3] in Hc |- *.
  pose proof (Hs65 1 (2 + c) ltac:(rewrite Hx; unfold s99_board, s65_board; board_eq)) as Ho0.
  rewrite (s65_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s99_c12_p5 x (Hs65 : s65_claim x) (c : nat) :
  x = s99_board 1 0 (2 + c) -> fst (s99_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s99_q5] in Hc |- *.
  pose proof (Hs65 1 (2 + c) ltac:(rewrite Hx; unfold s99_board, s65_board; board_eq)) as Ho0.
  rewrite (s65_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==1 && b==1 && c==0: the board of s40 *)
Lemma s99_c13_p7 x (Hs40 : s40_claim x) :
  x = s99_board 1 1 0 -> fst (s99_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s99_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q7] in Hc |- *.
  pose proof (Hs40 1 1 ltac:(rewrite Hx; unfold s99_board, s40_board; board_eq)) as Ho0.
  rewrite (s40_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s99_c14_L : lmoves (s99_board 1 1 1) = [s69_board 1 2 1; s65_board 1 2; s102_board 1 1].
Proof. unfold s102_board, s65_board, s69_board, s99_board. tf_options. Qed.
Lemma s99_c14_R : rmoves (s99_board 1 1 1) = [s166_board 1 1 1 0].
Proof. unfold s166_board, s99_board. tf_options. Qed.
(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==1 && b==1 && c==1 *)
Lemma s99_c14_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s99_board 1 1 1 -> fst (s99_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s99_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s99_q3] in Hc |- *.
  rewrite tf_game_eq, (s99_c14_L), (s99_c14_R); cbn [map].
  pose proof (use_s69 IH 1 2 1 (opt_l _ _ _ (s99_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s65 IH 1 2 (opt_l _ _ _ (s99_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s102 IH 1 1 (opt_l _ _ _ (s99_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH 1 1 1 0 (opt_r _ _ _ (s99_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s69_p6 Ho0 ltac:(zlia)).
  rewrite (s65_p3 Ho1 ltac:(zlia)).
  rewrite (s102_p2 Ho2 ltac:(zlia)).
  rewrite (s166_p52 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s99_c15_L (c : nat) : lmoves (s99_board 1 1 (2 + c)) = [s69_board 1 2 (2 + c); s65_board 1 (3 + c); s133_board 1 1 (1 + c)].
Proof. unfold s133_board, s65_board, s69_board, s99_board. tf_options. Qed.
Lemma s99_c15_R (c : nat) : rmoves (s99_board 1 1 (2 + c)) = [s166_board 1 1 (2 + c) 0].
Proof. unfold s166_board, s99_board. tf_options. Qed.
(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==1 && b==1 && c>=2 *)
Lemma s99_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s99_board 1 1 (2 + c) -> fst (s99_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q3] in Hc |- *.
  rewrite tf_game_eq, (s99_c15_L c), (s99_c15_R c); cbn [map].
  pose proof (use_s69 IH 1 2 (2 + c) (opt_l _ _ _ (s99_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s65 IH 1 (3 + c) (opt_l _ _ _ (s99_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s133 IH 1 1 (1 + c) (opt_l _ _ _ (s99_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s99_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s69_p6 Ho0 ltac:(zlia)).
  rewrite (s65_p5 Ho1 ltac:(zlia)).
  rewrite (s133_p8 Ho2 ltac:(zlia)).
  rewrite (s166_p29 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s99_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s99_board 1 1 (2 + c) -> fst (s99_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q5] in Hc |- *.
  rewrite tf_game_eq, (s99_c15_L c), (s99_c15_R c); cbn [map].
  pose proof (use_s69 IH 1 2 (2 + c) (opt_l _ _ _ (s99_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s65 IH 1 (3 + c) (opt_l _ _ _ (s99_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s133 IH 1 1 (1 + c) (opt_l _ _ _ (s99_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s99_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s69_p3 Ho0 ltac:(zlia)).
  rewrite (s65_p5 Ho1 ltac:(zlia)).
  rewrite (s133_p3 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s166_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s166_p38 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==1 && b>=2 && c==0: the board of s40 *)
Lemma s99_c16_p11 x (Hs40 : s40_claim x) (b : nat) :
  x = s99_board 1 (2 + b) 0 -> fst (s99_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s99_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q11] in Hc |- *.
  pose proof (Hs40 1 (2 + b) ltac:(rewrite Hx; unfold s99_board, s40_board; board_eq)) as Ho0.
  rewrite (s40_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s99_c16_p12 x (Hs40 : s40_claim x) (b : nat) :
  x = s99_board 1 (2 + b) 0 -> fst (s99_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s99_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q12] in Hc |- *.
  pose proof (Hs40 1 (2 + b) ltac:(rewrite Hx; unfold s99_board, s40_board; board_eq)) as Ho0.
  rewrite (s40_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s99_c17_L (b : nat) : lmoves (s99_board 1 (2 + b) 1) = [s69_board 1 (3 + b) 1; s99_board 1 (1 + b) 2; s102_board 1 (2 + b)].
Proof. unfold s102_board, s69_board, s99_board. tf_options. Qed.
Lemma s99_c17_R (b : nat) : rmoves (s99_board 1 (2 + b) 1) = [s166_board 1 (2 + b) 1 0].
Proof. unfold s166_board, s99_board. tf_options. Qed.
(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==1 && b>=2 && c==1 *)
Lemma s99_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s99_board 1 (2 + b) 1 -> fst (s99_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s99_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s99_q10] in Hc |- *.
  rewrite tf_game_eq, (s99_c17_L b), (s99_c17_R b); cbn [map].
  pose proof (use_s69 IH 1 (3 + b) 1 (opt_l _ _ _ (s99_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s99 IH 1 (1 + b) 2 (opt_l _ _ _ (s99_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s102 IH 1 (2 + b) (opt_l _ _ _ (s99_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s99_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s69_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s99_p3 Ho1 ltac:(zlia)).
    rewrite (s102_p5 Ho2 ltac:(zlia)).
    rewrite (s166_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s99_p10 Ho1 ltac:(zlia)).
    rewrite (s102_p5 Ho2 ltac:(zlia)).
    rewrite (s166_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s99_c18_L (b c : nat) : lmoves (s99_board 1 (2 + b) (2 + c)) = [s69_board 1 (3 + b) (2 + c); s99_board 1 (1 + b) (3 + c); s133_board 1 (2 + b) (1 + c)].
Proof. unfold s133_board, s69_board, s99_board. tf_options. Qed.
Lemma s99_c18_R (b c : nat) : rmoves (s99_board 1 (2 + b) (2 + c)) = [s166_board 1 (2 + b) (2 + c) 0].
Proof. unfold s166_board, s99_board. tf_options. Qed.
(* s99 = T^a F T _ T^b _ T^c _ F^2 on a==1 && b>=2 && c>=2 *)
Lemma s99_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s99_board 1 (2 + b) (2 + c) -> fst (s99_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q5] in Hc |- *.
  rewrite tf_game_eq, (s99_c18_L b c), (s99_c18_R b c); cbn [map].
  pose proof (use_s69 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s99_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s99 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s99_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s133 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s99_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s99_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s69_p3 Ho0 ltac:(zlia)).
  rewrite (s99_p5 Ho1 ltac:(zlia)).
  rewrite (s133_p3 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s166_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s166_p39 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s99_c18_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s99_board 1 (2 + b) (2 + c) -> fst (s99_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q10] in Hc |- *.
  rewrite tf_game_eq, (s99_c18_L b c), (s99_c18_R b c); cbn [map].
  pose proof (use_s69 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s99_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s99 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s99_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s133 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s99_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s99_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s69_p6 Ho0 ltac:(zlia)).
  rewrite (s99_p5 Ho1 ltac:(zlia)).
  rewrite (s133_p8 Ho2 ltac:(zlia)).
  rewrite (s166_p29 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a>=2 && b==0 && c==0: the board of s6 *)
Lemma s99_c19_p8 x (Hs6 : s6_claim x) (a : nat) :
  x = s99_board (2 + a) 0 0 -> fst (s99_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s99_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q8] in Hc |- *.
  pose proof (Hs6 (2 + a) ltac:(rewrite Hx; unfold s99_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a>=2 && b==0 && c==1: the board of s65 *)
Lemma s99_c20_p13 x (Hs65 : s65_claim x) (a : nat) :
  x = s99_board (2 + a) 0 1 -> fst (s99_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s99_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q13] in Hc |- *.
  pose proof (Hs65 (2 + a) 1 ltac:(rewrite Hx; unfold s99_board, s65_board; board_eq)) as Ho0.
  rewrite (s65_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

