(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


(* s99 = T^a F T _ T^b _ T^c _ F^2 on a>=2 && b==0 && c>=2: the board of s65 *)
Lemma s99_c21_p3 x (Hs65 : s65_claim x) (a c : nat) :
  x = s99_board (2 + a) 0 (2 + c) -> fst (s99_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s99_q3] in Hc |- *.
  pose proof (Hs65 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s99_board, s65_board; board_eq)) as Ho0.
  rewrite (s65_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s99_c21_p5 x (Hs65 : s65_claim x) (a c : nat) :
  x = s99_board (2 + a) 0 (2 + c) -> fst (s99_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s99_q5] in Hc |- *.
  pose proof (Hs65 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s99_board, s65_board; board_eq)) as Ho0.
  rewrite (s65_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s99_c21_p6 x (Hs65 : s65_claim x) (a c : nat) :
  x = s99_board (2 + a) 0 (2 + c) -> fst (s99_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s99_q6] in Hc |- *.
  pose proof (Hs65 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s99_board, s65_board; board_eq)) as Ho0.
  rewrite (s65_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s99_c21_p15 x (Hs65 : s65_claim x) (a c : nat) :
  x = s99_board (2 + a) 0 (2 + c) -> fst (s99_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s99_q15] in Hc |- *.
  pose proof (Hs65 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s99_board, s65_board; board_eq)) as Ho0.
  rewrite (s65_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s99_c21_p16 x (Hs65 : s65_claim x) (a c : nat) :
  x = s99_board (2 + a) 0 (2 + c) -> fst (s99_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s99_q16] in Hc |- *.
  pose proof (Hs65 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s99_board, s65_board; board_eq)) as Ho0.
  rewrite (s65_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a>=2 && b==1 && c==0: the board of s40 *)
Lemma s99_c22_p14 x (Hs40 : s40_claim x) (a : nat) :
  x = s99_board (2 + a) 1 0 -> fst (s99_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s99_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q14] in Hc |- *.
  pose proof (Hs40 (2 + a) 1 ltac:(rewrite Hx; unfold s99_board, s40_board; board_eq)) as Ho0.
  rewrite (s40_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s99_c23_L (a : nat) : lmoves (s99_board (2 + a) 1 1) = [s69_board (2 + a) 2 1; s65_board (2 + a) 2; s102_board (2 + a) 1].
Proof. unfold s102_board, s65_board, s69_board, s99_board. tf_options. Qed.
Lemma s99_c23_R (a : nat) : rmoves (s99_board (2 + a) 1 1) = [s166_board (2 + a) 1 1 0].
Proof. unfold s166_board, s99_board. tf_options. Qed.
(* s99 = T^a F T _ T^b _ T^c _ F^2 on a>=2 && b==1 && c==1 *)
Lemma s99_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s99_board (2 + a) 1 1 -> fst (s99_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s99_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s99_q3] in Hc |- *.
  rewrite tf_game_eq, (s99_c23_L a), (s99_c23_R a); cbn [map].
  pose proof (use_s69 IH (2 + a) 2 1 (opt_l _ _ _ (s99_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s65 IH (2 + a) 2 (opt_l _ _ _ (s99_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s102 IH (2 + a) 1 (opt_l _ _ _ (s99_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH (2 + a) 1 1 0 (opt_r _ _ _ (s99_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s69_p6 Ho0 ltac:(zlia)).
  rewrite (s65_p3 Ho1 ltac:(zlia)).
  rewrite (s102_p7 Ho2 ltac:(zlia)).
  rewrite (s166_p52 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s99_c24_L (a c : nat) : lmoves (s99_board (2 + a) 1 (2 + c)) = [s69_board (2 + a) 2 (2 + c); s65_board (2 + a) (3 + c); s133_board (2 + a) 1 (1 + c)].
Proof. unfold s133_board, s65_board, s69_board, s99_board. tf_options. Qed.
Lemma s99_c24_R (a c : nat) : rmoves (s99_board (2 + a) 1 (2 + c)) = [s166_board (2 + a) 1 (2 + c) 0].
Proof. unfold s166_board, s99_board. tf_options. Qed.
(* s99 = T^a F T _ T^b _ T^c _ F^2 on a>=2 && b==1 && c>=2 *)
Lemma s99_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s99_board (2 + a) 1 (2 + c) -> fst (s99_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q3] in Hc |- *.
  rewrite tf_game_eq, (s99_c24_L a c), (s99_c24_R a c); cbn [map].
  pose proof (use_s69 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s99_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s65 IH (2 + a) (3 + c) (opt_l _ _ _ (s99_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s133 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s99_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s99_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s69_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s65_p5 Ho1 ltac:(zlia)).
    rewrite (s133_p8 Ho2 ltac:(zlia)).
    rewrite (s166_p29 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s65_p9 Ho1 ltac:(zlia)).
    rewrite (s133_p8 Ho2 ltac:(zlia)).
    rewrite (s166_p29 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s65_p10 Ho1 ltac:(zlia)).
    rewrite (s133_p8 Ho2 ltac:(zlia)).
    rewrite (s166_p29 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s99_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s99_board (2 + a) 1 (2 + c) -> fst (s99_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q5] in Hc |- *.
  rewrite tf_game_eq, (s99_c24_L a c), (s99_c24_R a c); cbn [map].
  pose proof (use_s69 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s99_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s65 IH (2 + a) (3 + c) (opt_l _ _ _ (s99_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s133 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s99_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s99_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
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

Lemma s99_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s99_board (2 + a) 1 (2 + c) -> fst (s99_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q6] in Hc |- *.
  rewrite tf_game_eq, (s99_c24_L a c), (s99_c24_R a c); cbn [map].
  pose proof (use_s69 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s99_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s65 IH (2 + a) (3 + c) (opt_l _ _ _ (s99_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s133 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s99_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s99_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s69_p3 Ho0 ltac:(zlia)).
  rewrite (s65_p6 Ho1 ltac:(zlia)).
  rewrite (s133_p3 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|Hp3]].
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
  {
    rewrite (s166_p70 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s99 = T^a F T _ T^b _ T^c _ F^2 on a>=2 && b>=2 && c==0: the board of s40 *)
Lemma s99_c25_p11 x (Hs40 : s40_claim x) (a b : nat) :
  x = s99_board (2 + a) (2 + b) 0 -> fst (s99_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s99_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q11] in Hc |- *.
  pose proof (Hs40 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s99_board, s40_board; board_eq)) as Ho0.
  rewrite (s40_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s99_c25_p12 x (Hs40 : s40_claim x) (a b : nat) :
  x = s99_board (2 + a) (2 + b) 0 -> fst (s99_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s99_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s99_q12] in Hc |- *.
  pose proof (Hs40 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s99_board, s40_board; board_eq)) as Ho0.
  rewrite (s40_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s99_c26_L (a b : nat) : lmoves (s99_board (2 + a) (2 + b) 1) = [s69_board (2 + a) (3 + b) 1; s99_board (2 + a) (1 + b) 2; s102_board (2 + a) (2 + b)].
Proof. unfold s102_board, s69_board, s99_board. tf_options. Qed.
Lemma s99_c26_R (a b : nat) : rmoves (s99_board (2 + a) (2 + b) 1) = [s166_board (2 + a) (2 + b) 1 0].
Proof. unfold s166_board, s99_board. tf_options. Qed.
(* s99 = T^a F T _ T^b _ T^c _ F^2 on a>=2 && b>=2 && c==1 *)
Lemma s99_c26_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s99_board (2 + a) (2 + b) 1 -> fst (s99_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s99_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s99_q10] in Hc |- *.
  rewrite tf_game_eq, (s99_c26_L a b), (s99_c26_R a b); cbn [map].
  pose proof (use_s69 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s99_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s99 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s99_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s102 IH (2 + a) (2 + b) (opt_l _ _ _ (s99_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s99_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
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

Lemma s99_c27_L (a b c : nat) : lmoves (s99_board (2 + a) (2 + b) (2 + c)) = [s69_board (2 + a) (3 + b) (2 + c); s99_board (2 + a) (1 + b) (3 + c); s133_board (2 + a) (2 + b) (1 + c)].
Proof. unfold s133_board, s69_board, s99_board. tf_options. Qed.
Lemma s99_c27_R (a b c : nat) : rmoves (s99_board (2 + a) (2 + b) (2 + c)) = [s166_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s166_board, s99_board. tf_options. Qed.
(* s99 = T^a F T _ T^b _ T^c _ F^2 on a>=2 && b>=2 && c>=2 *)
Lemma s99_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s99_board (2 + a) (2 + b) (2 + c) -> fst (s99_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q5] in Hc |- *.
  rewrite tf_game_eq, (s99_c27_L a b c), (s99_c27_R a b c); cbn [map].
  pose proof (use_s69 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s99_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s99 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s99_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s133 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s99_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s99_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
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

Lemma s99_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s99_board (2 + a) (2 + b) (2 + c) -> fst (s99_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q6] in Hc |- *.
  rewrite tf_game_eq, (s99_c27_L a b c), (s99_c27_R a b c); cbn [map].
  pose proof (use_s69 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s99_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s99 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s99_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s133 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s99_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s99_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s69_p3 Ho0 ltac:(zlia)).
  rewrite (s99_p6 Ho1 ltac:(zlia)).
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

Lemma s99_c27_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s99_board (2 + a) (2 + b) (2 + c) -> fst (s99_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s99_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s99_q10] in Hc |- *.
  rewrite tf_game_eq, (s99_c27_L a b c), (s99_c27_R a b c); cbn [map].
  pose proof (use_s69 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s99_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s99 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s99_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s133 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s99_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s166 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s99_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s69_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s99_p5 Ho1 ltac:(zlia)).
    rewrite (s133_p8 Ho2 ltac:(zlia)).
    rewrite (s166_p29 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s99_p6 Ho1 ltac:(zlia)).
    rewrite (s133_p8 Ho2 ltac:(zlia)).
    rewrite (s166_p29 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==0 && c==0 && d==0: the board of s71 *)
Lemma s100_c1_p1 x (Hs71 : s71_claim x) :
  x = s100_board 0 0 0 0 -> fst (s100_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q1] in Hc |- *.
  pose proof (Hs71 0 0 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s100_c2_L : lmoves (s100_board 0 0 0 1) = [strip [(1, 1)] ([E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c2_L1 : tf_norm (strip [(1, 1)] ([E; E; T; T; F; F]) []) (repeat E 3) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] ([E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s100_c2_R : rmoves (s100_board 0 0 0 1) = [strip [(0, 1)] ([E; E; T; E; T; F; F]) []; strip [(1, 1)] ([E; T; F; T; E; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c2_R1 : tf_norm (strip [(0, 1)] ([E; E; T; E; T; F; F]) []) (s20_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s100_c2_R2 : tf_norm (strip [(1, 1)] ([E; T; F; T; E; F]) []) (s33_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==0 && c==0 && d==1 *)
Lemma s100_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s100_board 0 0 0 1 -> fst (s100_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s100_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q2] in Hc |- *.
  rewrite tf_game_eq, (s100_c2_L), (s100_c2_R); cbn [map].
  rewrite (tf_norm_blank (s100_c2_L1)).
  rewrite (tf_norm_game0 (s100_c2_R1)).
  pose proof (use_s20 IH 0 1 (opt_norm_r _ _ _ _ _ (s100_c2_R) ltac:(cbn [In]; left; reflexivity) (s100_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s100_c2_R2)).
  pose proof (use_s33 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s100_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c2_R2))) as Ho2.
  rewrite (s20_p2 Ho1 ltac:(zlia)).
  rewrite (s33_p7 Ho2 ltac:(zlia)).
  rewrite (s33_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s100_c3_L (d : nat) : lmoves (s100_board 0 0 0 (2 + d)) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c3_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (repeat E 3) (Z.of_nat (2 + d) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s100_c3_R (d : nat) : rmoves (s100_board 0 0 0 (2 + d)) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; T; F; F]) []; strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; T; E; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c3_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; T; F; F]) []) (s20_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s100_c3_R2 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; T; E; F]) []) (s33_board 0 (2 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ [F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==0 && c==0 && d>=2 *)
Lemma s100_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s100_board 0 0 0 (2 + d) -> fst (s100_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q3] in Hc |- *.
  rewrite tf_game_eq, (s100_c3_L d), (s100_c3_R d); cbn [map].
  rewrite (tf_norm_blank (s100_c3_L1 d)).
  rewrite (tf_norm_game0 (s100_c3_R1 d)).
  pose proof (use_s20 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s100_c3_R d) ltac:(cbn [In]; left; reflexivity) (s100_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s100_c3_R2 d)).
  pose proof (use_s33 IH 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s100_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c3_R2 d))) as Ho2.
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p12 Ho2 ltac:(zlia)).
  rewrite (s33_p12_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==0 && c==1 && d==0: the board of s71 *)
Lemma s100_c4_p4 x (Hs71 : s71_claim x) :
  x = s100_board 0 0 1 0 -> fst (s100_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s100_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q4] in Hc |- *.
  pose proof (Hs71 0 0 1 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s100_c5_L : lmoves (s100_board 0 0 1 1) = [strip [(1, 1)] ([E; T; T; E; T; F; F]) []; strip [(1, 1)] ([T; E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c5_L1 : tf_norm (strip [(1, 1)] ([E; T; T; E; T; F; F]) []) (s20_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s100_c5_L2 : tf_norm (strip [(1, 1)] ([T; E; E; T; T; F; F]) []) (repeat E 3) (1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] ([T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s100_c5_R : rmoves (s100_board 0 0 1 1) = [strip [(0, 1)] ([E; T; E; T; E; T; F; F]) []; strip [(1, 1)] ([T; E; T; F; T; E; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; T; F; F]) []) (s22_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s100_c5_R2 : tf_norm (strip [(1, 1)] ([T; E; T; F; T; E; F]) []) (s48_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==0 && c==1 && d==1 *)
Lemma s100_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s100_board 0 0 1 1 -> fst (s100_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s100_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q5] in Hc |- *.
  rewrite tf_game_eq, (s100_c5_L), (s100_c5_R); cbn [map].
  rewrite (tf_norm_game (s100_c5_L1)).
  pose proof (use_s20 IH 0 2 (opt_norm_l _ _ _ _ _ (s100_c5_L) ltac:(cbn [In]; left; reflexivity) (s100_c5_L1))) as Ho0.
  rewrite (tf_norm_blank (s100_c5_L2)).
  rewrite (tf_norm_game0 (s100_c5_R1)).
  pose proof (use_s22 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s100_c5_R) ltac:(cbn [In]; left; reflexivity) (s100_c5_R1))) as Ho2.
  rewrite (tf_norm_game (s100_c5_R2)).
  pose proof (use_s48 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s100_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c5_R2))) as Ho3.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  rewrite (s48_p24 Ho3 ltac:(zlia)).
  rewrite (s48_p24_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s100_c6_L (d : nat) : lmoves (s100_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; T; F; F]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c6_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; T; F; F]) []) (s20_board 0 (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s100_c6_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (repeat E 3) (Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s100_c6_R (d : nat) : rmoves (s100_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; E; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F; F]) []) (s22_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s100_c6_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; E; F]) []) (s48_board 0 1 (2 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==0 && c==1 && d>=2 *)
Lemma s100_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s100_board 0 0 1 (2 + d) -> fst (s100_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q3] in Hc |- *.
  rewrite tf_game_eq, (s100_c6_L d), (s100_c6_R d); cbn [map].
  rewrite (tf_norm_game (s100_c6_L1 d)).
  pose proof (use_s20 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s100_c6_L d) ltac:(cbn [In]; left; reflexivity) (s100_c6_L1 d))) as Ho0.
  rewrite (tf_norm_blank (s100_c6_L2 d)).
  rewrite (tf_norm_game0 (s100_c6_R1 d)).
  pose proof (use_s22 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s100_c6_R d) ltac:(cbn [In]; left; reflexivity) (s100_c6_R1 d))) as Ho2.
  rewrite (tf_norm_game (s100_c6_R2 d)).
  pose proof (use_s48 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s100_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c6_R2 d))) as Ho3.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  rewrite (s48_p27 Ho3 ltac:(zlia)).
  rewrite (s48_p27_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==0 && c>=2 && d==0: the board of s71 *)
Lemma s100_c7_p6 x (Hs71 : s71_claim x) (c : nat) :
  x = s100_board 0 0 (2 + c) 0 -> fst (s100_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q6] in Hc |- *.
  pose proof (Hs71 0 0 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s100_c7_p10 x (Hs71 : s71_claim x) (c : nat) :
  x = s100_board 0 0 (2 + c) 0 -> fst (s100_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q10] in Hc |- *.
  pose proof (Hs71 0 0 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s100_c7_p12 x (Hs71 : s71_claim x) (c : nat) :
  x = s100_board 0 0 (2 + c) 0 -> fst (s100_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q12] in Hc |- *.
  pose proof (Hs71 0 0 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c8_L (c : nat) : lmoves (s100_board 0 0 (2 + c) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c8_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F; F]) []) (s22_board 0 (1 + c) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s100_c8_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F; F]) []) (repeat E 3) (2 * Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + c, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s100_c8_R (c : nat) : rmoves (s100_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; T; F; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; T; E; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; T; F; F]) []) (s22_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s100_c8_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; T; E; F]) []) (s48_board 0 (2 + c) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==0 && c>=2 && d==1 *)
Lemma s100_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s100_board 0 0 (2 + c) 1 -> fst (s100_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q8] in Hc |- *.
  rewrite tf_game_eq, (s100_c8_L c), (s100_c8_R c); cbn [map].
  rewrite (tf_norm_game (s100_c8_L1 c)).
  pose proof (use_s22 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s100_c8_L c) ltac:(cbn [In]; left; reflexivity) (s100_c8_L1 c))) as Ho0.
  rewrite (tf_norm_blank (s100_c8_L2 c)).
  rewrite (tf_norm_game0 (s100_c8_R1 c)).
  pose proof (use_s22 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s100_c8_R c) ltac:(cbn [In]; left; reflexivity) (s100_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game (s100_c8_R2 c)).
  pose proof (use_s48 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s100_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c8_R2 c))) as Ho3.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p7 Ho2 ltac:(zlia)).
  rewrite (s48_p40 Ho3 ltac:(zlia)).
  rewrite (s48_p40_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s100_c8_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s100_board 0 0 (2 + c) 1 -> fst (s100_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q11] in Hc |- *.
  rewrite tf_game_eq, (s100_c8_L c), (s100_c8_R c); cbn [map].
  rewrite (tf_norm_game (s100_c8_L1 c)).
  pose proof (use_s22 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s100_c8_L c) ltac:(cbn [In]; left; reflexivity) (s100_c8_L1 c))) as Ho0.
  rewrite (tf_norm_blank (s100_c8_L2 c)).
  rewrite (tf_norm_game0 (s100_c8_R1 c)).
  pose proof (use_s22 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s100_c8_R c) ltac:(cbn [In]; left; reflexivity) (s100_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game (s100_c8_R2 c)).
  pose proof (use_s48 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s100_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c8_R2 c))) as Ho3.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p9 Ho2 ltac:(zlia)).
  rewrite (s48_p49 Ho3 ltac:(zlia)).
  rewrite (s48_p49_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s100_c9_L (c d : nat) : lmoves (s100_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c9_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F; F]) []) (s22_board 0 (1 + c) (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s100_c9_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (repeat E 3) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + c, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s100_c9_R (c d : nat) : rmoves (s100_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; E; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F; F]) []) (s22_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s100_c9_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; E; F]) []) (s48_board 0 (2 + c) (2 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s100_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s100_board 0 0 (2 + c) (2 + d) -> fst (s100_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q3] in Hc |- *.
  rewrite tf_game_eq, (s100_c9_L c d), (s100_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s100_c9_L1 c d)).
  pose proof (use_s22 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s100_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s100_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_blank (s100_c9_L2 c d)).
  rewrite (tf_norm_game0 (s100_c9_R1 c d)).
  pose proof (use_s22 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s100_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s100_c9_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s100_c9_R2 c d)).
  pose proof (use_s48 IH 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s100_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c9_R2 c d))) as Ho3.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  rewrite (s48_p27 Ho3 ltac:(zlia)).
  rewrite (s48_p27_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==1 && c==0 && d==0: the board of s71 *)
Lemma s100_c10_p13 x (Hs71 : s71_claim x) :
  x = s100_board 0 1 0 0 -> fst (s100_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q13] in Hc |- *.
  pose proof (Hs71 0 1 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s100_c11_L : lmoves (s100_board 0 1 0 1) = [strip [(2, 1)] ([T; T; E; T; F; F]) []; strip [] ([E; T; F; E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c11_L1 : tf_norm (strip [(2, 1)] ([T; T; E; T; F; F]) []) (s20_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s100_c11_L2 : tf_norm (strip [] ([E; T; F; E; E; T; T; F; F]) []) (s75_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c11_R : rmoves (s100_board 0 1 0 1) = [strip [(0, 1)] ([T; E; E; T; E; T; F; F]) []; s131_board 0 1 0 1 1].
Proof. unfold s100_board, s131_board, strip. tf_options. Qed.
Lemma s100_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; T; F; F]) []) (s20_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==1 && c==0 && d==1 *)
Lemma s100_c11_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s100_board 0 1 0 1 -> fst (s100_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s100_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q14] in Hc |- *.
  rewrite tf_game_eq, (s100_c11_L), (s100_c11_R); cbn [map].
  rewrite (tf_norm_game (s100_c11_L1)).
  pose proof (use_s20 IH 0 2 (opt_norm_l _ _ _ _ _ (s100_c11_L) ltac:(cbn [In]; left; reflexivity) (s100_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s100_c11_L2)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s100_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s100_c11_R1)).
  pose proof (use_s20 IH 1 1 (opt_norm_r _ _ _ _ _ (s100_c11_R) ltac:(cbn [In]; left; reflexivity) (s100_c11_R1))) as Ho2.
  pose proof (use_s131 IH 0 1 0 1 1 (opt_r _ _ _ (s100_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s131_p73 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s100_c12_L (d : nat) : lmoves (s100_board 0 1 0 (2 + d)) = [strip [(2, 1)] (repeat T (3 + d) ++ [E; T; F; F]) []; strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c12_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [E; T; F; F]) []) (s20_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s100_c12_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 0 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c12_R (d : nat) : rmoves (s100_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F; F]) []; s131_board 0 1 0 (2 + d) 1].
Proof. unfold s100_board, s131_board, strip. tf_options. Qed.
Lemma s100_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F; F]) []) (s20_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==1 && c==0 && d>=2 *)
Lemma s100_c12_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s100_board 0 1 0 (2 + d) -> fst (s100_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c12_L d), (s100_c12_R d); cbn [map].
  rewrite (tf_norm_game (s100_c12_L1 d)).
  pose proof (use_s20 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s100_c12_L d) ltac:(cbn [In]; left; reflexivity) (s100_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game (s100_c12_L2 d)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s100_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s100_c12_R1 d)).
  pose proof (use_s20 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s100_c12_R d) ltac:(cbn [In]; left; reflexivity) (s100_c12_R1 d))) as Ho2.
  pose proof (use_s131 IH 0 1 0 (2 + d) 1 (opt_r _ _ _ (s100_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s131_p74 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==1 && c==1 && d==0: the board of s71 *)
Lemma s100_c13_p17 x (Hs71 : s71_claim x) :
  x = s100_board 0 1 1 0 -> fst (s100_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s100_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q17] in Hc |- *.
  pose proof (Hs71 0 1 1 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s100_c14_L : lmoves (s100_board 0 1 1 1) = [s100_board 0 1 0 2; strip [] ([E; T; F; T; E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c14_L2 : tf_norm (strip [] ([E; T; F; T; E; E; T; T; F; F]) []) (s75_board 0 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c14_R : rmoves (s100_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; E; T; F; F]) []; s131_board 0 1 1 1 1].
Proof. unfold s100_board, s131_board, strip. tf_options. Qed.
Lemma s100_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; E; T; F; F]) []) (s22_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==1 && c==1 && d==1 *)
Lemma s100_c14_p18 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s100_board 0 1 1 1 -> fst (s100_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s100_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q18] in Hc |- *.
  rewrite tf_game_eq, (s100_c14_L), (s100_c14_R); cbn [map].
  pose proof (use_s100 IH 0 1 0 2 (opt_l _ _ _ (s100_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c14_L2)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s100_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s100_c14_R1)).
  pose proof (use_s22 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s100_c14_R) ltac:(cbn [In]; left; reflexivity) (s100_c14_R1))) as Ho2.
  pose proof (use_s131 IH 0 1 1 1 1 (opt_r _ _ _ (s100_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s22_p7 Ho2 ltac:(zlia)).
  rewrite (s131_p101 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s100_c15_L (d : nat) : lmoves (s100_board 0 1 1 (2 + d)) = [s100_board 0 1 0 (3 + d); strip [] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c15_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 0 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(1, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c15_R (d : nat) : rmoves (s100_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F; F]) []; s131_board 0 1 1 (2 + d) 1].
Proof. unfold s100_board, s131_board, strip. tf_options. Qed.
Lemma s100_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F; F]) []) (s22_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==1 && c==1 && d>=2 *)
Lemma s100_c15_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s100_board 0 1 1 (2 + d) -> fst (s100_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c15_L d), (s100_c15_R d); cbn [map].
  pose proof (use_s100 IH 0 1 0 (3 + d) (opt_l _ _ _ (s100_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c15_L2 d)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s100_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s100_c15_R1 d)).
  pose proof (use_s22 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s100_c15_R d) ltac:(cbn [In]; left; reflexivity) (s100_c15_R1 d))) as Ho2.
  pose proof (use_s131 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s100_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  rewrite (s131_p74 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==1 && c>=2 && d==0: the board of s71 *)
Lemma s100_c16_p21 x (Hs71 : s71_claim x) (c : nat) :
  x = s100_board 0 1 (2 + c) 0 -> fst (s100_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q21] in Hc |- *.
  pose proof (Hs71 0 1 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s71_p10 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [num_cmp | num_cmp].
  }
  {
    rewrite (s71_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Lemma s100_c16_p27 x (Hs71 : s71_claim x) (c : nat) :
  x = s100_board 0 1 (2 + c) 0 -> fst (s100_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q27] in Hc |- *.
  pose proof (Hs71 0 1 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c17_L (c : nat) : lmoves (s100_board 0 1 (2 + c) 1) = [s100_board 0 1 (1 + c) 2; strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c17_L2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) (s75_board 0 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(2 + c, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c17_R (c : nat) : rmoves (s100_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F; F]) []; s131_board 0 1 (2 + c) 1 1].
Proof. unfold s100_board, s131_board, strip. tf_options. Qed.
Lemma s100_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F; F]) []) (s22_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==1 && c>=2 && d==1 *)
Lemma s100_c17_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s100_board 0 1 (2 + c) 1 -> fst (s100_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q23] in Hc |- *.
  rewrite tf_game_eq, (s100_c17_L c), (s100_c17_R c); cbn [map].
  pose proof (use_s100 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s100_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c17_L2 c)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s100_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s100_c17_R1 c)).
  pose proof (use_s22 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s100_c17_R c) ltac:(cbn [In]; left; reflexivity) (s100_c17_R1 c))) as Ho2.
  pose proof (use_s131 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s100_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s22_p9 Ho2 ltac:(zlia)).
  rewrite (s131_p120 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s100_c17_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s100_board 0 1 (2 + c) 1 -> fst (s100_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q25] in Hc |- *.
  rewrite tf_game_eq, (s100_c17_L c), (s100_c17_R c); cbn [map].
  pose proof (use_s100 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s100_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c17_L2 c)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s100_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s100_c17_R1 c)).
  pose proof (use_s22 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s100_c17_R c) ltac:(cbn [In]; left; reflexivity) (s100_c17_R1 c))) as Ho2.
  pose proof (use_s131 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s100_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s22_p9 Ho2 ltac:(zlia)).
  rewrite (s131_p132 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s100_c18_L (c d : nat) : lmoves (s100_board 0 1 (2 + c) (2 + d)) = [s100_board 0 1 (1 + c) (3 + d); strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c18_L2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 0 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(2 + c, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c18_R (c d : nat) : rmoves (s100_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F; F]) []; s131_board 0 1 (2 + c) (2 + d) 1].
Proof. unfold s100_board, s131_board, strip. tf_options. Qed.
Lemma s100_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F; F]) []) (s22_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s100_c18_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s100_board 0 1 (2 + c) (2 + d) -> fst (s100_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c18_L c d), (s100_c18_R c d); cbn [map].
  pose proof (use_s100 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s100_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c18_L2 c d)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s100_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s100_c18_R1 c d)).
  pose proof (use_s22 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s100_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s100_c18_R1 c d))) as Ho2.
  pose proof (use_s131 IH 0 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s100_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  rewrite (s131_p74 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b>=2 && c==0 && d==0: the board of s71 *)
Lemma s100_c19_p7 x (Hs71 : s71_claim x) (b : nat) :
  x = s100_board 0 (2 + b) 0 0 -> fst (s100_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q7] in Hc |- *.
  pose proof (Hs71 0 (2 + b) 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s100_c19_p29 x (Hs71 : s71_claim x) (b : nat) :
  x = s100_board 0 (2 + b) 0 0 -> fst (s100_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q29] in Hc |- *.
  pose proof (Hs71 0 (2 + b) 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c19_p30 x (Hs71 : s71_claim x) (b : nat) :
  x = s100_board 0 (2 + b) 0 0 -> fst (s100_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q30] in Hc |- *.
  pose proof (Hs71 0 (2 + b) 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c20_L (b : nat) : lmoves (s100_board 0 (2 + b) 0 1) = [s67_board 0 (1 + b) 0 2; strip [] (E :: repeat T (2 + b) ++ [F; E; E; T; T; F; F]) []].
Proof. unfold s100_board, s67_board, strip. tf_options. Qed.
Lemma s100_c20_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; E; T; T; F; F]) []) (s75_board 0 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [F; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c20_R (b : nat) : rmoves (s100_board 0 (2 + b) 0 1) = [s131_board 0 (2 + b) 0 1 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b>=2 && c==0 && d==1 *)
Lemma s100_c20_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s100_board 0 (2 + b) 0 1 -> fst (s100_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s100_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q16] in Hc |- *.
  rewrite tf_game_eq, (s100_c20_L b), (s100_c20_R b); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s100_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s100_c20_L2 b)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c20_L2 b))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s100_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s67_p10 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s131_p75 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p16 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s131_p75 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p23 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s131_p75 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p27 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s131_p75 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s100_c21_L (b d : nat) : lmoves (s100_board 0 (2 + b) 0 (2 + d)) = [s67_board 0 (1 + b) 0 (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, s67_board, strip. tf_options. Qed.
Lemma s100_c21_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 0 (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; E]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c21_R (b d : nat) : rmoves (s100_board 0 (2 + b) 0 (2 + d)) = [s131_board 0 (2 + b) 0 (2 + d) 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s100_c21_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s100_board 0 (2 + b) 0 (2 + d) -> fst (s100_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c21_L b d), (s100_c21_R b d); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 0 (3 + d) (opt_l _ _ _ (s100_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c21_L2 b d)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c21_L2 b d))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s100_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s67_p10 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p74 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p16 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p74 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p23 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p74 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p27 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p74 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b>=2 && c==1 && d==0: the board of s71 *)
Lemma s100_c22_p28 x (Hs71 : s71_claim x) (b : nat) :
  x = s100_board 0 (2 + b) 1 0 -> fst (s100_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s100_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q28] in Hc |- *.
  pose proof (Hs71 0 (2 + b) 1 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s100_c23_L (b : nat) : lmoves (s100_board 0 (2 + b) 1 1) = [s100_board 0 (2 + b) 0 2; strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c23_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F; F]) []) (s75_board 0 (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c23_R (b : nat) : rmoves (s100_board 0 (2 + b) 1 1) = [s131_board 0 (2 + b) 1 1 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b>=2 && c==1 && d==1 *)
Lemma s100_c23_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s100_board 0 (2 + b) 1 1 -> fst (s100_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s100_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q19] in Hc |- *.
  rewrite tf_game_eq, (s100_c23_L b), (s100_c23_R b); cbn [map].
  pose proof (use_s100 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s100_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c23_L2 b)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c23_L2 b))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s100_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p104 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s100_c24_L (b d : nat) : lmoves (s100_board 0 (2 + b) 1 (2 + d)) = [s100_board 0 (2 + b) 0 (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c24_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 0 (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F]) [(1, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c24_R (b d : nat) : rmoves (s100_board 0 (2 + b) 1 (2 + d)) = [s131_board 0 (2 + b) 1 (2 + d) 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s100_c24_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s100_board 0 (2 + b) 1 (2 + d) -> fst (s100_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c24_L b d), (s100_c24_R b d); cbn [map].
  pose proof (use_s100 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s100_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c24_L2 b d)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c24_L2 b d))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s100_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p74 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b>=2 && c>=2 && d==0: the board of s71 *)
Lemma s100_c25_p21 x (Hs71 : s71_claim x) (b c : nat) :
  x = s100_board 0 (2 + b) (2 + c) 0 -> fst (s100_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q21] in Hc |- *.
  pose proof (Hs71 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s71_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [num_cmp | num_cmp].
  }
  {
    rewrite (s71_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Lemma s100_c25_p27 x (Hs71 : s71_claim x) (b c : nat) :
  x = s100_board 0 (2 + b) (2 + c) 0 -> fst (s100_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q27] in Hc |- *.
  pose proof (Hs71 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c26_L (b c : nat) : lmoves (s100_board 0 (2 + b) (2 + c) 1) = [s100_board 0 (2 + b) (1 + c) 2; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c26_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) (s75_board 0 (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F]) [(2 + c, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c26_R (b c : nat) : rmoves (s100_board 0 (2 + b) (2 + c) 1) = [s131_board 0 (2 + b) (2 + c) 1 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s100_c26_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s100_board 0 (2 + b) (2 + c) 1 -> fst (s100_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q23] in Hc |- *.
  rewrite tf_game_eq, (s100_c26_L b c), (s100_c26_R b c); cbn [map].
  pose proof (use_s100 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s100_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c26_L2 b c)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c26_L2 b c))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s100_c26_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p120 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s100_c26_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s100_board 0 (2 + b) (2 + c) 1 -> fst (s100_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q25] in Hc |- *.
  rewrite tf_game_eq, (s100_c26_L b c), (s100_c26_R b c); cbn [map].
  pose proof (use_s100 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s100_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c26_L2 b c)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c26_L2 b c))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s100_c26_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p132 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s100_c27_L (b c d : nat) : lmoves (s100_board 0 (2 + b) (2 + c) (2 + d)) = [s100_board 0 (2 + b) (1 + c) (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c27_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 0 (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F]) [(2 + c, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c27_R (b c d : nat) : rmoves (s100_board 0 (2 + b) (2 + c) (2 + d)) = [s131_board 0 (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s100_c27_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s100_board 0 (2 + b) (2 + c) (2 + d) -> fst (s100_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c27_L b c d), (s100_c27_R b c d); cbn [map].
  pose proof (use_s100 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s100_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c27_L2 b c d)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c27_L2 b c d))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s100_c27_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p74 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==0 && c==0 && d==0: the board of s71 *)
Lemma s100_c28_p4 x (Hs71 : s71_claim x) :
  x = s100_board 1 0 0 0 -> fst (s100_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q4] in Hc |- *.
  pose proof (Hs71 1 0 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s100_c29_L : lmoves (s100_board 1 0 0 1) = [s100_board 0 1 0 1; strip [] ([T; E; F; E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c29_L2 : tf_norm (strip [] ([T; E; F; E; E; T; T; F; F]) []) (s75_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c29_R : rmoves (s100_board 1 0 0 1) = [s88_board 1 1; s131_board 1 0 0 1 1].
Proof. unfold s100_board, s131_board, s88_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==0 && c==0 && d==1 *)
Lemma s100_c29_p32 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s100_board 1 0 0 1 -> fst (s100_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s100_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q32] in Hc |- *.
  rewrite tf_game_eq, (s100_c29_L), (s100_c29_R); cbn [map].
  pose proof (use_s100 IH 0 1 0 1 (opt_l _ _ _ (s100_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s100_c29_L2)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s100_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c29_L2))) as Ho1.
  pose proof (use_s88 IH 1 1 (opt_r _ _ _ (s100_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH 1 0 0 1 1 (opt_r _ _ _ (s100_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s100_p14 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s88_p2 Ho2 ltac:(zlia)).
  rewrite (s131_p70 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s100_c30_L (d : nat) : lmoves (s100_board 1 0 0 (2 + d)) = [s100_board 0 1 0 (2 + d); strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c30_L2 (d : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; E]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c30_R (d : nat) : rmoves (s100_board 1 0 0 (2 + d)) = [s88_board 1 (2 + d); s131_board 1 0 0 (2 + d) 1].
Proof. unfold s100_board, s131_board, s88_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==0 && c==0 && d>=2 *)
Lemma s100_c30_p33 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s100_board 1 0 0 (2 + d) -> fst (s100_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q33] in Hc |- *.
  rewrite tf_game_eq, (s100_c30_L d), (s100_c30_R d); cbn [map].
  pose proof (use_s100 IH 0 1 0 (2 + d) (opt_l _ _ _ (s100_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c30_L2 d)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s100_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c30_L2 d))) as Ho1.
  pose proof (use_s88 IH 1 (2 + d) (opt_r _ _ _ (s100_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH 1 0 0 (2 + d) 1 (opt_r _ _ _ (s100_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s88_p3 Ho2 ltac:(zlia)).
  rewrite (s131_p102 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==0 && c==1 && d==0: the board of s71 *)
Lemma s100_c31_p9 x (Hs71 : s71_claim x) :
  x = s100_board 1 0 1 0 -> fst (s100_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s100_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q9] in Hc |- *.
  pose proof (Hs71 1 0 1 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s100_c32_L : lmoves (s100_board 1 0 1 1) = [s100_board 0 1 1 1; s100_board 1 0 0 2; strip [] ([T; E; F; T; E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c32_L3 : tf_norm (strip [] ([T; E; F; T; E; E; T; T; F; F]) []) (s75_board 1 0) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c32_R : rmoves (s100_board 1 0 1 1) = [s101_board 1 1 1; s131_board 1 0 1 1 1].
Proof. unfold s100_board, s101_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==0 && c==1 && d==1 *)
Lemma s100_c32_p34 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s100_board 1 0 1 1 -> fst (s100_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s100_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q34] in Hc |- *.
  rewrite tf_game_eq, (s100_c32_L), (s100_c32_R); cbn [map].
  pose proof (use_s100 IH 0 1 1 1 (opt_l _ _ _ (s100_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 0 0 2 (opt_l _ _ _ (s100_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c32_L3)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s100_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c32_L3))) as Ho2.
  pose proof (use_s101 IH 1 1 1 (opt_r _ _ _ (s100_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH 1 0 1 1 1 (opt_r _ _ _ (s100_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p18 Ho0 ltac:(zlia)).
  rewrite (s100_p33 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s101_p9 Ho3 ltac:(zlia)).
  rewrite (s131_p33 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s100_c33_L (d : nat) : lmoves (s100_board 1 0 1 (2 + d)) = [s100_board 0 1 1 (2 + d); s100_board 1 0 0 (3 + d); strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c33_L3 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 1 0) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F]) [(1, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c33_R (d : nat) : rmoves (s100_board 1 0 1 (2 + d)) = [s101_board 1 1 (2 + d); s131_board 1 0 1 (2 + d) 1].
Proof. unfold s100_board, s101_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==0 && c==1 && d>=2 *)
Lemma s100_c33_p33 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s100_board 1 0 1 (2 + d) -> fst (s100_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q33] in Hc |- *.
  rewrite tf_game_eq, (s100_c33_L d), (s100_c33_R d); cbn [map].
  pose proof (use_s100 IH 0 1 1 (2 + d) (opt_l _ _ _ (s100_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 0 0 (3 + d) (opt_l _ _ _ (s100_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c33_L3 d)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s100_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c33_L3 d))) as Ho2.
  pose proof (use_s101 IH 1 1 (2 + d) (opt_r _ _ _ (s100_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH 1 0 1 (2 + d) 1 (opt_r _ _ _ (s100_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s100_p33 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s101_p4 Ho3 ltac:(zlia)).
  rewrite (s131_p102 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==0 && c>=2 && d==0: the board of s71 *)
Lemma s100_c34_p35 x (Hs71 : s71_claim x) (c : nat) :
  x = s100_board 1 0 (2 + c) 0 -> fst (s100_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q35] in Hc |- *.
  pose proof (Hs71 1 0 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s100_c34_p38 x (Hs71 : s71_claim x) (c : nat) :
  x = s100_board 1 0 (2 + c) 0 -> fst (s100_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q38] in Hc |- *.
  pose proof (Hs71 1 0 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s100_c35_L (c : nat) : lmoves (s100_board 1 0 (2 + c) 1) = [s100_board 0 1 (2 + c) 1; s100_board 1 0 (1 + c) 2; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c35_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) (s75_board 1 0) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F]) [(2 + c, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c35_R (c : nat) : rmoves (s100_board 1 0 (2 + c) 1) = [s101_board 1 (2 + c) 1; s131_board 1 0 (2 + c) 1 1].
Proof. unfold s100_board, s101_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==0 && c>=2 && d==1 *)
Lemma s100_c35_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s100_board 1 0 (2 + c) 1 -> fst (s100_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q37] in Hc |- *.
  rewrite tf_game_eq, (s100_c35_L c), (s100_c35_R c); cbn [map].
  pose proof (use_s100 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s100_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s100_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c35_L3 c)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s100_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c35_L3 c))) as Ho2.
  pose proof (use_s101 IH 1 (2 + c) 1 (opt_r _ _ _ (s100_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH 1 0 (2 + c) 1 1 (opt_r _ _ _ (s100_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s100_p23 Ho0 ltac:(zlia)).
    rewrite (s100_p33 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s101_p12 Ho3 ltac:(zlia)).
    rewrite (s131_p202 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s100_p25 Ho0 ltac:(zlia)).
    rewrite (s100_p33 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s101_p12 Ho3 ltac:(zlia)).
    rewrite (s131_p202 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s100_c36_L (c d : nat) : lmoves (s100_board 1 0 (2 + c) (2 + d)) = [s100_board 0 1 (2 + c) (2 + d); s100_board 1 0 (1 + c) (3 + d); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c36_L3 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 1 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F]) [(2 + c, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c36_R (c d : nat) : rmoves (s100_board 1 0 (2 + c) (2 + d)) = [s101_board 1 (2 + c) (2 + d); s131_board 1 0 (2 + c) (2 + d) 1].
Proof. unfold s100_board, s101_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s100_c36_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s100_board 1 0 (2 + c) (2 + d) -> fst (s100_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q33] in Hc |- *.
  rewrite tf_game_eq, (s100_c36_L c d), (s100_c36_R c d); cbn [map].
  pose proof (use_s100 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s100_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s100_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c36_L3 c d)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s100_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c36_L3 c d))) as Ho2.
  pose proof (use_s101 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s100_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH 1 0 (2 + c) (2 + d) 1 (opt_r _ _ _ (s100_c36_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s100_p33 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s101_p4 Ho3 ltac:(zlia)).
  rewrite (s131_p102 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==1 && c==0 && d==0: the board of s71 *)
Lemma s100_c37_p17 x (Hs71 : s71_claim x) :
  x = s100_board 1 1 0 0 -> fst (s100_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q17] in Hc |- *.
  pose proof (Hs71 1 1 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s100_c38_L : lmoves (s100_board 1 1 0 1) = [s100_board 0 2 0 1; s66_board 1 0 2; strip [] ([T; E; T; F; E; E; T; T; F; F]) []].
Proof. unfold s100_board, s66_board, strip. tf_options. Qed.
Lemma s100_c38_L3 : tf_norm (strip [] ([T; E; T; F; E; E; T; T; F; F]) []) (s75_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c38_R : rmoves (s100_board 1 1 0 1) = [s95_board 1 1; s131_board 1 1 0 1 1].
Proof. unfold s100_board, s131_board, s95_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==1 && c==0 && d==1 *)
Lemma s100_c38_p39 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s100_board 1 1 0 1 -> fst (s100_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s100_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q39] in Hc |- *.
  rewrite tf_game_eq, (s100_c38_L), (s100_c38_R); cbn [map].
  pose proof (use_s100 IH 0 2 0 1 (opt_l _ _ _ (s100_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 0 2 (opt_l _ _ _ (s100_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s100_c38_L3)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s100_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c38_L3))) as Ho2.
  pose proof (use_s95 IH 1 1 (opt_r _ _ _ (s100_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH 1 1 0 1 1 (opt_r _ _ _ (s100_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p16 Ho0 ltac:(zlia)).
  rewrite (s66_p8 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s95_p2 Ho3 ltac:(zlia)).
  rewrite (s131_p101 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s100_c39_L (d : nat) : lmoves (s100_board 1 1 0 (2 + d)) = [s100_board 0 2 0 (2 + d); s66_board 1 0 (3 + d); strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, s66_board, strip. tf_options. Qed.
Lemma s100_c39_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; E]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c39_R (d : nat) : rmoves (s100_board 1 1 0 (2 + d)) = [s95_board 1 (2 + d); s131_board 1 1 0 (2 + d) 1].
Proof. unfold s100_board, s131_board, s95_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==1 && c==0 && d>=2 *)
Lemma s100_c39_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s100_board 1 1 0 (2 + d) -> fst (s100_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c39_L d), (s100_c39_R d); cbn [map].
  pose proof (use_s100 IH 0 2 0 (2 + d) (opt_l _ _ _ (s100_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 0 (3 + d) (opt_l _ _ _ (s100_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c39_L3 d)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s100_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c39_L3 d))) as Ho2.
  pose proof (use_s95 IH 1 (2 + d) (opt_r _ _ _ (s100_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH 1 1 0 (2 + d) 1 (opt_r _ _ _ (s100_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s66_p8 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s95_p3 Ho3 ltac:(zlia)).
  rewrite (s131_p74 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==1 && c==1 && d==0: the board of s71 *)
Lemma s100_c40_p40 x (Hs71 : s71_claim x) :
  x = s100_board 1 1 1 0 -> fst (s100_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s100_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q40] in Hc |- *.
  pose proof (Hs71 1 1 1 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s100_c41_L : lmoves (s100_board 1 1 1 1) = [s100_board 0 2 1 1; s100_board 1 1 0 2; strip [] ([T; E; T; F; T; E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c41_L3 : tf_norm (strip [] ([T; E; T; F; T; E; E; T; T; F; F]) []) (s75_board 1 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c41_R : rmoves (s100_board 1 1 1 1) = [s133_board 1 1 1; s131_board 1 1 1 1 1].
Proof. unfold s100_board, s131_board, s133_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==1 && c==1 && d==1 *)
Lemma s100_c41_p41 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s100_board 1 1 1 1 -> fst (s100_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s100_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q41] in Hc |- *.
  rewrite tf_game_eq, (s100_c41_L), (s100_c41_R); cbn [map].
  pose proof (use_s100 IH 0 2 1 1 (opt_l _ _ _ (s100_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 1 0 2 (opt_l _ _ _ (s100_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c41_L3)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s100_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c41_L3))) as Ho2.
  pose proof (use_s133 IH 1 1 1 (opt_r _ _ _ (s100_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH 1 1 1 1 1 (opt_r _ _ _ (s100_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p19 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s133_p8 Ho3 ltac:(zlia)).
  rewrite (s131_p211 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s100_c42_L (d : nat) : lmoves (s100_board 1 1 1 (2 + d)) = [s100_board 0 2 1 (2 + d); s100_board 1 1 0 (3 + d); strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c42_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 1 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F]) [(1, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c42_R (d : nat) : rmoves (s100_board 1 1 1 (2 + d)) = [s133_board 1 1 (2 + d); s131_board 1 1 1 (2 + d) 1].
Proof. unfold s100_board, s131_board, s133_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==1 && c==1 && d>=2 *)
Lemma s100_c42_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s100_board 1 1 1 (2 + d) -> fst (s100_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c42_L d), (s100_c42_R d); cbn [map].
  pose proof (use_s100 IH 0 2 1 (2 + d) (opt_l _ _ _ (s100_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 1 0 (3 + d) (opt_l _ _ _ (s100_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c42_L3 d)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s100_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c42_L3 d))) as Ho2.
  pose proof (use_s133 IH 1 1 (2 + d) (opt_r _ _ _ (s100_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH 1 1 1 (2 + d) 1 (opt_r _ _ _ (s100_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s133_p3 Ho3 ltac:(zlia)).
  rewrite (s131_p74 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==1 && c>=2 && d==0: the board of s71 *)
Lemma s100_c43_p42 x (Hs71 : s71_claim x) (c : nat) :
  x = s100_board 1 1 (2 + c) 0 -> fst (s100_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q42] in Hc |- *.
  pose proof (Hs71 1 1 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s100_c43_p44 x (Hs71 : s71_claim x) (c : nat) :
  x = s100_board 1 1 (2 + c) 0 -> fst (s100_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q44] in Hc |- *.
  pose proof (Hs71 1 1 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c44_L (c : nat) : lmoves (s100_board 1 1 (2 + c) 1) = [s100_board 0 2 (2 + c) 1; s100_board 1 1 (1 + c) 2; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c44_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) (s75_board 1 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F]) [(2 + c, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c44_R (c : nat) : rmoves (s100_board 1 1 (2 + c) 1) = [s133_board 1 (2 + c) 1; s131_board 1 1 (2 + c) 1 1].
Proof. unfold s100_board, s131_board, s133_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==1 && c>=2 && d==1 *)
Lemma s100_c44_p43 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s100_board 1 1 (2 + c) 1 -> fst (s100_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q43] in Hc |- *.
  rewrite tf_game_eq, (s100_c44_L c), (s100_c44_R c); cbn [map].
  pose proof (use_s100 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s100_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s100_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c44_L3 c)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s100_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c44_L3 c))) as Ho2.
  pose proof (use_s133 IH 1 (2 + c) 1 (opt_r _ _ _ (s100_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH 1 1 (2 + c) 1 1 (opt_r _ _ _ (s100_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s100_p23 Ho0 ltac:(zlia)).
    rewrite (s100_p15 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s133_p8 Ho3 ltac:(zlia)).
    rewrite (s131_p221 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s100_p25 Ho0 ltac:(zlia)).
    rewrite (s100_p15 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s133_p8 Ho3 ltac:(zlia)).
    rewrite (s131_p221 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s100_c45_L (c d : nat) : lmoves (s100_board 1 1 (2 + c) (2 + d)) = [s100_board 0 2 (2 + c) (2 + d); s100_board 1 1 (1 + c) (3 + d); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c45_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 1 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F]) [(2 + c, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c45_R (c d : nat) : rmoves (s100_board 1 1 (2 + c) (2 + d)) = [s133_board 1 (2 + c) (2 + d); s131_board 1 1 (2 + c) (2 + d) 1].
Proof. unfold s100_board, s131_board, s133_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s100_c45_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s100_board 1 1 (2 + c) (2 + d) -> fst (s100_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c45_L c d), (s100_c45_R c d); cbn [map].
  pose proof (use_s100 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s100_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s100_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c45_L3 c d)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s100_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c45_L3 c d))) as Ho2.
  pose proof (use_s133 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s100_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH 1 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s100_c45_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s133_p3 Ho3 ltac:(zlia)).
  rewrite (s131_p74 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b>=2 && c==0 && d==0: the board of s71 *)
Lemma s100_c46_p45 x (Hs71 : s71_claim x) (b : nat) :
  x = s100_board 1 (2 + b) 0 0 -> fst (s100_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q45] in Hc |- *.
  pose proof (Hs71 1 (2 + b) 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s100_c46_p46 x (Hs71 : s71_claim x) (b : nat) :
  x = s100_board 1 (2 + b) 0 0 -> fst (s100_q46 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q46 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q46] in Hc |- *.
  pose proof (Hs71 1 (2 + b) 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c46_p47 x (Hs71 : s71_claim x) (b : nat) :
  x = s100_board 1 (2 + b) 0 0 -> fst (s100_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q47] in Hc |- *.
  pose proof (Hs71 1 (2 + b) 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c47_L (b : nat) : lmoves (s100_board 1 (2 + b) 0 1) = [s100_board 0 (3 + b) 0 1; s67_board 1 (1 + b) 0 2; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F; F]) []].
Proof. unfold s100_board, s67_board, strip. tf_options. Qed.
Lemma s100_c47_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F; F]) []) (s75_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c47_R (b : nat) : rmoves (s100_board 1 (2 + b) 0 1) = [s131_board 1 (2 + b) 0 1 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b>=2 && c==0 && d==1 *)
Lemma s100_c47_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s100_board 1 (2 + b) 0 1 -> fst (s100_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s100_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q16] in Hc |- *.
  rewrite tf_game_eq, (s100_c47_L b), (s100_c47_R b); cbn [map].
  pose proof (use_s100 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s100_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s100_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s100_c47_L3 b)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c47_L3 b))) as Ho2.
  pose proof (use_s131 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s100_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p16 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s67_p27 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s131_p75 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p34 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s131_p75 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p40 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s131_p75 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s100_c48_L (b d : nat) : lmoves (s100_board 1 (2 + b) 0 (2 + d)) = [s100_board 0 (3 + b) 0 (2 + d); s67_board 1 (1 + b) 0 (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, s67_board, strip. tf_options. Qed.
Lemma s100_c48_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 1 (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; E]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c48_R (b d : nat) : rmoves (s100_board 1 (2 + b) 0 (2 + d)) = [s131_board 1 (2 + b) 0 (2 + d) 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s100_c48_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s100_board 1 (2 + b) 0 (2 + d) -> fst (s100_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c48_L b d), (s100_c48_R b d); cbn [map].
  pose proof (use_s100 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s100_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s100_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c48_L3 b d)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c48_L3 b d))) as Ho2.
  pose proof (use_s131 IH 1 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s100_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s67_p27 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p74 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p34 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p74 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p40 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p74 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b>=2 && c==1 && d==0: the board of s71 *)
Lemma s100_c49_p28 x (Hs71 : s71_claim x) (b : nat) :
  x = s100_board 1 (2 + b) 1 0 -> fst (s100_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s100_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q28] in Hc |- *.
  pose proof (Hs71 1 (2 + b) 1 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s100_c50_L (b : nat) : lmoves (s100_board 1 (2 + b) 1 1) = [s100_board 0 (3 + b) 1 1; s100_board 1 (2 + b) 0 2; strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c50_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F; F]) []) (s75_board 1 (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c50_R (b : nat) : rmoves (s100_board 1 (2 + b) 1 1) = [s131_board 1 (2 + b) 1 1 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b>=2 && c==1 && d==1 *)
Lemma s100_c50_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s100_board 1 (2 + b) 1 1 -> fst (s100_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s100_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q19] in Hc |- *.
  rewrite tf_game_eq, (s100_c50_L b), (s100_c50_R b); cbn [map].
  pose proof (use_s100 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s100_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s100_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c50_L3 b)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c50_L3 b))) as Ho2.
  pose proof (use_s131 IH 1 (2 + b) 1 1 1 (opt_r _ _ _ (s100_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p19 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p104 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

