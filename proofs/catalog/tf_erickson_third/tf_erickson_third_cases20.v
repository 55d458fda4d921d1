(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s58_c18_L (b c : nat) : lmoves (s58_board 1 (2 + b) (2 + c)) = [s89_board 0 1 (2 + b) (2 + c); strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s58_c18_L2 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s35_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c18_R (b c : nat) : rmoves (s58_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s58_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s58_board 1 (2 + b) (2 + c) -> fst (s58_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s58_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s58_q3] in Hc |- *.
  rewrite tf_game_eq, (s58_c18_L b c), (s58_c18_R b c); cbn [map].
  pose proof (use_s89 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s58_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c18_L2 b c)).
  pose proof (use_s35 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s58_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c18_L2 b c))) as Ho1.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s35_p10 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s35_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s35_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s35_p14 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s58 = T^a _^2 T^b F^2 T^c F _ on a>=2 && b==0 && c==0: the board of s11 *)
Lemma s58_c19_p4 x (Hs11 : s11_claim x) (a : nat) :
  x = s58_board (2 + a) 0 0 -> fst (s58_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s58_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q4] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s58_c19_p8 x (Hs11 : s11_claim x) (a : nat) :
  x = s58_board (2 + a) 0 0 -> fst (s58_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s58_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q8] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s58_c19_p11 x (Hs11 : s11_claim x) (a : nat) :
  x = s58_board (2 + a) 0 0 -> fst (s58_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s58_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q11] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s58_c19_p13 x (Hs11 : s11_claim x) (a : nat) :
  x = s58_board (2 + a) 0 0 -> fst (s58_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s58_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q13] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s58_c19_p14 x (Hs11 : s11_claim x) (a : nat) :
  x = s58_board (2 + a) 0 0 -> fst (s58_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s58_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q14] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s58_c19_p15 x (Hs11 : s11_claim x) (a : nat) :
  x = s58_board (2 + a) 0 0 -> fst (s58_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s58_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q15] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s58_c19_p16 x (Hs11 : s11_claim x) (a : nat) :
  x = s58_board (2 + a) 0 0 -> fst (s58_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s58_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q16] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s58_c20_L (a : nat) : lmoves (s58_board (2 + a) 0 1) = [s89_board (1 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; E; F; F; E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s58_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; F; E; F]) [(1, 0)]) (s35_board (2 + a) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; F; E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c20_R (a : nat) : rmoves (s58_board (2 + a) 0 1) = [s165_board (2 + a) 0 0 0 1].
Proof. unfold s165_board, s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a>=2 && b==0 && c==1 *)
Lemma s58_c20_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s58_board (2 + a) 0 1 -> fst (s58_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s58_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s58_q5] in Hc |- *.
  rewrite tf_game_eq, (s58_c20_L a), (s58_c20_R a); cbn [map].
  pose proof (use_s89 IH (1 + a) 1 0 1 (opt_l _ _ _ (s58_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c20_L2 a)).
  pose proof (use_s35 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s58_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c20_L2 a))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 0 0 1 (opt_r _ _ _ (s58_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s89_p6 Ho0 ltac:(zlia)).
  rewrite (s35_p16 Ho1 ltac:(zlia)).
  rewrite (s165_p97 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s58_c20_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s58_board (2 + a) 0 1 -> fst (s58_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s58_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s58_q9] in Hc |- *.
  rewrite tf_game_eq, (s58_c20_L a), (s58_c20_R a); cbn [map].
  pose proof (use_s89 IH (1 + a) 1 0 1 (opt_l _ _ _ (s58_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c20_L2 a)).
  pose proof (use_s35 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s58_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c20_L2 a))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 0 0 1 (opt_r _ _ _ (s58_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s89_p9 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s35_p23 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p30 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p34 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s89_p36 Ho0 ltac:(zlia)).
    rewrite (s35_p20 Ho1 ltac:(zlia)).
    rewrite (s165_p97 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s58_c21_L (a c : nat) : lmoves (s58_board (2 + a) 0 (2 + c)) = [s89_board (1 + a) 1 0 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s58_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s35_board (2 + a) 0 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c21_R (a c : nat) : rmoves (s58_board (2 + a) 0 (2 + c)) = [s165_board (2 + a) 0 0 0 (2 + c)].
Proof. unfold s165_board, s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a>=2 && b==0 && c>=2 *)
Lemma s58_c21_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s58_board (2 + a) 0 (2 + c) -> fst (s58_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s58_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s58_q5] in Hc |- *.
  rewrite tf_game_eq, (s58_c21_L a c), (s58_c21_R a c); cbn [map].
  pose proof (use_s89 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s58_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c21_L2 a c)).
  pose proof (use_s35 IH (2 + a) 0 (1 + c) (opt_norm_l _ _ _ _ _ (s58_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c21_L2 a c))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 0 0 (2 + c) (opt_r _ _ _ (s58_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s89_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s35_p1 Ho1 ltac:(zlia)).
    rewrite (s165_p97 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s35_p17 Ho1 ltac:(zlia)).
    rewrite (s165_p97 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s35_p18 Ho1 ltac:(zlia)).
    rewrite (s165_p97 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s58_c21_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s58_board (2 + a) 0 (2 + c) -> fst (s58_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s58_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s58_q9] in Hc |- *.
  rewrite tf_game_eq, (s58_c21_L a c), (s58_c21_R a c); cbn [map].
  pose proof (use_s89 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s58_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c21_L2 a c)).
  pose proof (use_s35 IH (2 + a) 0 (1 + c) (opt_norm_l _ _ _ _ _ (s58_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c21_L2 a c))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 0 0 (2 + c) (opt_r _ _ _ (s58_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s89_p9 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 5 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) = 5 /\ Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + a) >= 6)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]]]]].
    {
      rewrite (s35_p24 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p25 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p26 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p31 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p32 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p33 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p35 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p36 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p37 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p38 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s89_p36 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s35_p15 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p21 Ho1 ltac:(zlia)).
      rewrite (s165_p97 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s58 = T^a _^2 T^b F^2 T^c F _ on a>=2 && b==1 && c==0: the board of s11 *)
Lemma s58_c22_p6 x (Hs11 : s11_claim x) (a : nat) :
  x = s58_board (2 + a) 1 0 -> fst (s58_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s58_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q6] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s58_c22_p10 x (Hs11 : s11_claim x) (a : nat) :
  x = s58_board (2 + a) 1 0 -> fst (s58_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s58_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q10] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s58_c23_L (a : nat) : lmoves (s58_board (2 + a) 1 1) = [s89_board (1 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; F; E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s58_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; F; E; F]) [(1, 0)]) (s35_board (2 + a) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; F; E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c23_R (a : nat) : rmoves (s58_board (2 + a) 1 1) = [s165_board (2 + a) 0 1 0 1].
Proof. unfold s165_board, s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s58_c23_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s58_board (2 + a) 1 1 -> fst (s58_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s58_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s58_q7] in Hc |- *.
  rewrite tf_game_eq, (s58_c23_L a), (s58_c23_R a); cbn [map].
  pose proof (use_s89 IH (1 + a) 1 1 1 (opt_l _ _ _ (s58_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c23_L2 a)).
  pose proof (use_s35 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s58_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c23_L2 a))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 1 0 1 (opt_r _ _ _ (s58_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s89_p26 Ho0 ltac:(zlia)).
    rewrite (s35_p7 Ho1 ltac:(zlia)).
    rewrite (s165_p100 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s89_p38 Ho0 ltac:(zlia)).
    rewrite (s35_p4 Ho1 ltac:(zlia)).
    rewrite (s165_p110 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s58_c23_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s58_board (2 + a) 1 1 -> fst (s58_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s58_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s58_q12] in Hc |- *.
  rewrite tf_game_eq, (s58_c23_L a), (s58_c23_R a); cbn [map].
  pose proof (use_s89 IH (1 + a) 1 1 1 (opt_l _ _ _ (s58_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c23_L2 a)).
  pose proof (use_s35 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s58_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c23_L2 a))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 1 0 1 (opt_r _ _ _ (s58_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s89_p43 Ho0 ltac:(zlia)).
  rewrite (s35_p27 Ho1 ltac:(zlia)).
  rewrite (s165_p110 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s58_c24_L (a c : nat) : lmoves (s58_board (2 + a) 1 (2 + c)) = [s89_board (1 + a) 1 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s58_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s35_board (2 + a) 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c24_R (a c : nat) : rmoves (s58_board (2 + a) 1 (2 + c)) = [s165_board (2 + a) 0 1 0 (2 + c)].
Proof. unfold s165_board, s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s58_c24_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s58_board (2 + a) 1 (2 + c) -> fst (s58_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s58_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s58_q7] in Hc |- *.
  rewrite tf_game_eq, (s58_c24_L a c), (s58_c24_R a c); cbn [map].
  pose proof (use_s89 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s58_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c24_L2 a c)).
  pose proof (use_s35 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s58_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c24_L2 a c))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 1 0 (2 + c) (opt_r _ _ _ (s58_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s89_p26 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s35_p2 Ho1 ltac:(zlia)).
      rewrite (s165_p100 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p16 Ho1 ltac:(zlia)).
      rewrite (s165_p100 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p19 Ho1 ltac:(zlia)).
      rewrite (s165_p100 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s89_p38 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s35_p19 Ho1 ltac:(zlia)).
      rewrite (s165_p110 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s35_p22 Ho1 ltac:(zlia)).
      rewrite (s165_p110 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s58_c24_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s58_board (2 + a) 1 (2 + c) -> fst (s58_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s58_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s58_q12] in Hc |- *.
  rewrite tf_game_eq, (s58_c24_L a c), (s58_c24_R a c); cbn [map].
  pose proof (use_s89 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s58_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c24_L2 a c)).
  pose proof (use_s35 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s58_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c24_L2 a c))) as Ho1.
  pose proof (use_s165 IH (2 + a) 0 1 0 (2 + c) (opt_r _ _ _ (s58_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s89_p43 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s35_p28 Ho1 ltac:(zlia)).
    rewrite (s165_p110 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s35_p29 Ho1 ltac:(zlia)).
    rewrite (s165_p110 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s58 = T^a _^2 T^b F^2 T^c F _ on a>=2 && b>=2 && c==0: the board of s11 *)
Lemma s58_c25_p3 x (Hs11 : s11_claim x) (a b : nat) :
  x = s58_board (2 + a) (2 + b) 0 -> fst (s58_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s58_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s58_q3] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s58_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s58_c26_L (a b : nat) : lmoves (s58_board (2 + a) (2 + b) 1) = [s89_board (1 + a) 1 (2 + b) 1; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s58_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 0)]) (s35_board (2 + a) (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c26_R (a b : nat) : rmoves (s58_board (2 + a) (2 + b) 1) = [].
Proof. unfold s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s58_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s58_board (2 + a) (2 + b) 1 -> fst (s58_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s58_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s58_q3] in Hc |- *.
  rewrite tf_game_eq, (s58_c26_L a b), (s58_c26_R a b); cbn [map].
  pose proof (use_s89 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s58_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c26_L2 a b)).
  pose proof (use_s35 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s58_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c26_L2 a b))) as Ho1.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  rewrite (s35_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s58_c27_L (a b c : nat) : lmoves (s58_board (2 + a) (2 + b) (2 + c)) = [s89_board (1 + a) 1 (2 + b) (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s58_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s35_board (2 + a) (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s58_c27_R (a b c : nat) : rmoves (s58_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s58_board. tf_options. Qed.
(* s58 = T^a _^2 T^b F^2 T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s58_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s58_board (2 + a) (2 + b) (2 + c) -> fst (s58_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s58_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s58_q3] in Hc |- *.
  rewrite tf_game_eq, (s58_c27_L a b c), (s58_c27_R a b c); cbn [map].
  pose proof (use_s89 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s58_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s58_c27_L2 a b c)).
  pose proof (use_s35 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s58_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s58_c27_L2 a b c))) as Ho1.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s35_p10 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s35_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s35_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s35_p14 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s59_c1_L : lmoves (s59_board 0 0 0) = [].
Proof. unfold s59_board. tf_options. Qed.
Lemma s59_c1_R : rmoves (s59_board 0 0 0) = [strip [(1, 1); (1, 1)] ([E; T; F]) []; strip [(2, 3)] ([]) [(1, 1)]].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c1_R1 : tf_norm (strip [(1, 1); (1, 1)] ([E; T; F]) []) (s62_board 0) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s59_c1_R2 : tf_norm (strip [(2, 3)] ([]) [(1, 1)]) (repeat E 3) (-5).
Proof. apply (tf_norm_by _ [(2, 3)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==0 && b==0 && c==0 *)
Lemma s59_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s59_board 0 0 0 -> fst (s59_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s59_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s59_q1] in Hc |- *.
  rewrite tf_game_eq, (s59_c1_L), (s59_c1_R); cbn [map].
  rewrite (tf_norm_game (s59_c1_R1)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s59_c1_R) ltac:(cbn [In]; left; reflexivity) (s59_c1_R1))) as Ho0.
  rewrite (tf_norm_blank (s59_c1_R2)).
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-3) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-6))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s59_c2_L : lmoves (s59_board 0 0 1) = [strip [(2, 2)] ([E; T; T; F]) []].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c2_L1 : tf_norm (strip [(2, 2)] ([E; T; T; F]) []) (repeat E 3) (-4).
Proof.
  pose proof (tf_norm_strip [(2, 2)] ([E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s59_c2_R : rmoves (s59_board 0 0 1) = [strip [(1, 1); (1, 1)] ([T; E; T; F]) []; strip [(2, 2)] ([T; F]) [(1, 1)]].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c2_R1 : tf_norm (strip [(1, 1); (1, 1)] ([T; E; T; F]) []) (s64_board 0 1) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s59_c2_R2 : tf_norm (strip [(2, 2)] ([T; F]) [(1, 1)]) (s63_board 0 1) (-3).
Proof. apply (tf_norm_by _ [(2, 2)] ([T; F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==0 && b==0 && c==1 *)
Lemma s59_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s59_board 0 0 1 -> fst (s59_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s59_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q1] in Hc |- *.
  rewrite tf_game_eq, (s59_c2_L), (s59_c2_R); cbn [map].
  rewrite (tf_norm_blank (s59_c2_L1)).
  rewrite (tf_norm_game (s59_c2_R1)).
  pose proof (use_s64 IH 0 1 (opt_norm_r _ _ _ _ _ (s59_c2_R) ltac:(cbn [In]; left; reflexivity) (s59_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s59_c2_R2)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s59_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c2_R2))) as Ho2.
  rewrite (s64_p2 Ho1 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s59_c3_L (c : nat) : lmoves (s59_board 0 0 (2 + c)) = [strip [(2, 2)] (repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c3_L1 (c : nat) : tf_norm (strip [(2, 2)] (repeat T (1 + c) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + c) - 5).
Proof.
  pose proof (tf_norm_strip [(2, 2)] (repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s59_c3_R (c : nat) : rmoves (s59_board 0 0 (2 + c)) = [strip [(1, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; F]) []; strip [(2, 2)] (repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c3_R1 (c : nat) : tf_norm (strip [(1, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; F]) []) (s64_board 0 (2 + c)) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s59_c3_R2 (c : nat) : tf_norm (strip [(2, 2)] (repeat T (2 + c) ++ [F]) [(1, 1)]) (s63_board 0 (2 + c)) (-3).
Proof. apply (tf_norm_by _ [(2, 2)] (repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==0 && b==0 && c>=2 *)
Lemma s59_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s59_board 0 0 (2 + c) -> fst (s59_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q2] in Hc |- *.
  rewrite tf_game_eq, (s59_c3_L c), (s59_c3_R c); cbn [map].
  rewrite (tf_norm_blank (s59_c3_L1 c)).
  rewrite (tf_norm_game (s59_c3_R1 c)).
  pose proof (use_s64 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c3_R c) ltac:(cbn [In]; left; reflexivity) (s59_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s59_c3_R2 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c3_R2 c))) as Ho2.
  rewrite (s64_p3 Ho1 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s59_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s59_board 0 0 (2 + c) -> fst (s59_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q3] in Hc |- *.
  rewrite tf_game_eq, (s59_c3_L c), (s59_c3_R c); cbn [map].
  rewrite (tf_norm_blank (s59_c3_L1 c)).
  rewrite (tf_norm_game (s59_c3_R1 c)).
  pose proof (use_s64 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c3_R c) ltac:(cbn [In]; left; reflexivity) (s59_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s59_c3_R2 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c3_R2 c))) as Ho2.
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s59_c4_L : lmoves (s59_board 0 1 0) = [].
Proof. unfold s59_board. tf_options. Qed.
Lemma s59_c4_R : rmoves (s59_board 0 1 0) = [strip [(1, 1)] ([T; E; F; E; T; F]) []; strip [] ([E; E; T; F; F; F]) [(1, 1)]].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c4_R1 : tf_norm (strip [(1, 1)] ([T; E; F; E; T; F]) []) (s81_board 0 1 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s59_c4_R2 : tf_norm (strip [] ([E; E; T; F; F; F]) [(1, 1)]) (s11_board 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; F; F; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==0 && b==1 && c==0 *)
Lemma s59_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s59_board 0 1 0 -> fst (s59_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s59_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s59_q1] in Hc |- *.
  rewrite tf_game_eq, (s59_c4_L), (s59_c4_R); cbn [map].
  rewrite (tf_norm_game (s59_c4_R1)).
  pose proof (use_s81 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s59_c4_R) ltac:(cbn [In]; left; reflexivity) (s59_c4_R1))) as Ho0.
  rewrite (tf_norm_game (s59_c4_R2)).
  pose proof (use_s11 IH 0 1 (opt_norm_r _ _ _ _ _ (s59_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c4_R2))) as Ho1.
  rewrite (s81_p4 Ho0 ltac:(zlia)).
  rewrite (s81_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s11_p1 Ho1 ltac:(zlia)).
  rewrite (s11_p1_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s59_c5_L : lmoves (s59_board 0 1 1) = [strip [] ([E; E; T; F; F; E; T; T; F]) []].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c5_L1 : tf_norm (strip [] ([E; E; T; F; F; E; T; T; F]) []) (s30_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; E; T; F; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c5_R : rmoves (s59_board 0 1 1) = [strip [(1, 1)] ([T; E; F; T; E; T; F]) []; strip [] ([E; E; T; F; F; T; F]) [(1, 1)]].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c5_R1 : tf_norm (strip [(1, 1)] ([T; E; F; T; E; T; F]) []) (s81_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s59_c5_R2 : tf_norm (strip [] ([E; E; T; F; F; T; F]) [(1, 1)]) (s58_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; F; F; T; F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==0 && b==1 && c==1 *)
Lemma s59_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s59_board 0 1 1 -> fst (s59_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s59_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q4] in Hc |- *.
  rewrite tf_game_eq, (s59_c5_L), (s59_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s59_c5_L1)).
  pose proof (use_s30 IH 0 1 (opt_norm_l _ _ _ _ _ (s59_c5_L) ltac:(cbn [In]; left; reflexivity) (s59_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s59_c5_R1)).
  pose proof (use_s81 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s59_c5_R) ltac:(cbn [In]; left; reflexivity) (s59_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s59_c5_R2)).
  pose proof (use_s58 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s59_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c5_R2))) as Ho2.
  rewrite (s30_p1 Ho0 ltac:(zlia)).
  rewrite (s81_p11 Ho1 ltac:(zlia)).
  rewrite (s81_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s58_p2 Ho2 ltac:(zlia)).
  rewrite (s58_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s59_c6_L (c : nat) : lmoves (s59_board 0 1 (2 + c)) = [strip [] (E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c6_L1 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s30_board 0 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c6_R (c : nat) : rmoves (s59_board 0 1 (2 + c)) = [strip [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) []; strip [] (E :: E :: T :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c6_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) []) (s81_board 0 1 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s59_c6_R2 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s58_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==0 && b==1 && c>=2 *)
Lemma s59_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s59_board 0 1 (2 + c) -> fst (s59_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q3] in Hc |- *.
  rewrite tf_game_eq, (s59_c6_L c), (s59_c6_R c); cbn [map].
  rewrite (tf_norm_game (s59_c6_L1 c)).
  pose proof (use_s30 IH 0 1 (opt_norm_l _ _ _ _ _ (s59_c6_L c) ltac:(cbn [In]; left; reflexivity) (s59_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game (s59_c6_R1 c)).
  pose proof (use_s81 IH 0 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c6_R c) ltac:(cbn [In]; left; reflexivity) (s59_c6_R1 c))) as Ho1.
  rewrite (tf_norm_game (s59_c6_R2 c)).
  pose proof (use_s58 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c6_R2 c))) as Ho2.
  rewrite (s30_p1 Ho0 ltac:(zlia)).
  rewrite (s30_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p15 Ho1 ltac:(zlia)).
  rewrite (s81_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s58_p2 Ho2 ltac:(zlia)).
  rewrite (s58_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s59_c7_L (b : nat) : lmoves (s59_board 0 (2 + b) 0) = [].
Proof. unfold s59_board. tf_options. Qed.
Lemma s59_c7_R (b : nat) : rmoves (s59_board 0 (2 + b) 0) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; F; F]) [(1, 1)]].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c7_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; F; F]) [(1, 1)]) (s11_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F; F; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==0 && b>=2 && c==0 *)
Lemma s59_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s59_board 0 (2 + b) 0 -> fst (s59_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s59_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s59_q6] in Hc |- *.
  rewrite tf_game_eq, (s59_c7_L b), (s59_c7_R b); cbn [map].
  rewrite (tf_norm_game (s59_c7_R1 b)).
  pose proof (use_s11 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s59_c7_R b) ltac:(cbn [In]; left; reflexivity) (s59_c7_R1 b))) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | exact I] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s59_c8_L (b : nat) : lmoves (s59_board 0 (2 + b) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; F; E; T; T; F]) []].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c8_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; F; E; T; T; F]) []) (s30_board 0 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (2 + b) ++ [F; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ [F; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c8_R (b : nat) : rmoves (s59_board 0 (2 + b) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 1)]].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c8_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 1)]) (s58_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==0 && b>=2 && c==1 *)
Lemma s59_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s59_board 0 (2 + b) 1 -> fst (s59_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s59_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q6] in Hc |- *.
  rewrite tf_game_eq, (s59_c8_L b), (s59_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s59_c8_L1 b)).
  pose proof (use_s30 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s59_c8_L b) ltac:(cbn [In]; left; reflexivity) (s59_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game (s59_c8_R1 b)).
  pose proof (use_s58 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s59_c8_R b) ltac:(cbn [In]; left; reflexivity) (s59_c8_R1 b))) as Ho1.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  rewrite (s58_p3 Ho1 ltac:(zlia)).
  rewrite (s58_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s59_c9_L (b c : nat) : lmoves (s59_board 0 (2 + b) (2 + c)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c9_L1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s30_board 0 (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ [F; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c9_R (b c : nat) : rmoves (s59_board 0 (2 + b) (2 + c)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c9_R1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s58_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==0 && b>=2 && c>=2 *)
Lemma s59_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s59_board 0 (2 + b) (2 + c) -> fst (s59_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q5] in Hc |- *.
  rewrite tf_game_eq, (s59_c9_L b c), (s59_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s59_c9_L1 b c)).
  pose proof (use_s30 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s59_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s59_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s59_c9_R1 b c)).
  pose proof (use_s58 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s59_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s59_c9_R1 b c))) as Ho1.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s58_p3 Ho1 ltac:(zlia)).
  rewrite (s58_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s59_c9_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s59_board 0 (2 + b) (2 + c) -> fst (s59_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q7] in Hc |- *.
  rewrite tf_game_eq, (s59_c9_L b c), (s59_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s59_c9_L1 b c)).
  pose proof (use_s30 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s59_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s59_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s59_c9_R1 b c)).
  pose proof (use_s58 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s59_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s59_c9_R1 b c))) as Ho1.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s58_p3 Ho1 ltac:(zlia)).
  rewrite (s58_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s59_c10_L : lmoves (s59_board 1 0 0) = [s90_board 0 1 0 0].
Proof. unfold s59_board, s90_board. tf_options. Qed.
Lemma s59_c10_R : rmoves (s59_board 1 0 0) = [s167_board 1 0 0 0 0; strip [] ([T; E; E; F; F; F]) [(1, 1)]].
Proof. unfold s167_board, s59_board, strip. tf_options. Qed.
Lemma s59_c10_R2 : tf_norm (strip [] ([T; E; E; F; F; F]) [(1, 1)]) (s11_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F; F; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==1 && b==0 && c==0 *)
Lemma s59_c10_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s59_board 1 0 0 -> fst (s59_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s59_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s59_q8] in Hc |- *.
  rewrite tf_game_eq, (s59_c10_L), (s59_c10_R); cbn [map].
  pose proof (use_s90 IH 0 1 0 0 (opt_l _ _ _ (s59_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 0 0 (opt_r _ _ _ (s59_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s59_c10_R2)).
  pose proof (use_s11 IH 1 0 (opt_norm_r _ _ _ _ _ (s59_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c10_R2))) as Ho2.
  rewrite (s90_p12 Ho0 ltac:(zlia)).
  rewrite (s167_p4 Ho1 ltac:(zlia)).
  rewrite (s11_p1 Ho2 ltac:(zlia)).
  rewrite (s11_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s59_c11_L : lmoves (s59_board 1 0 1) = [s90_board 0 1 0 1; strip [] ([T; E; E; F; F; E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s59_c11_L2 : tf_norm (strip [] ([T; E; E; F; F; E; T; T; F]) []) (s30_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; F; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; F; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c11_R : rmoves (s59_board 1 0 1) = [s167_board 1 0 0 0 1; strip [] ([T; E; E; F; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s59_board, strip. tf_options. Qed.
Lemma s59_c11_R2 : tf_norm (strip [] ([T; E; E; F; F; T; F]) [(1, 1)]) (s58_board 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F; F; T; F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==1 && b==0 && c==1 *)
Lemma s59_c11_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s59_board 1 0 1 -> fst (s59_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s59_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q8] in Hc |- *.
  rewrite tf_game_eq, (s59_c11_L), (s59_c11_R); cbn [map].
  pose proof (use_s90 IH 0 1 0 1 (opt_l _ _ _ (s59_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s59_c11_L2)).
  pose proof (use_s30 IH 1 0 (opt_norm_l _ _ _ _ _ (s59_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c11_L2))) as Ho1.
  pose proof (use_s167 IH 1 0 0 0 1 (opt_r _ _ _ (s59_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c11_R2)).
  pose proof (use_s58 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s59_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c11_R2))) as Ho3.
  rewrite (s90_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p1 Ho1 ltac:(zlia)).
  rewrite (s167_p103 Ho2 ltac:(zlia)).
  rewrite (s58_p2 Ho3 ltac:(zlia)).
  rewrite (s58_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s59_c12_L (c : nat) : lmoves (s59_board 1 0 (2 + c)) = [s90_board 0 1 0 (2 + c); strip [] (T :: E :: E :: F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s59_c12_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s30_board 1 0) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; F; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c12_R (c : nat) : rmoves (s59_board 1 0 (2 + c)) = [s167_board 1 0 0 0 (2 + c); strip [] (T :: E :: E :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s59_board, strip. tf_options. Qed.
Lemma s59_c12_R2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s58_board 1 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==1 && b==0 && c>=2 *)
Lemma s59_c12_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s59_board 1 0 (2 + c) -> fst (s59_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q2] in Hc |- *.
  rewrite tf_game_eq, (s59_c12_L c), (s59_c12_R c); cbn [map].
  pose proof (use_s90 IH 0 1 0 (2 + c) (opt_l _ _ _ (s59_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s59_c12_L2 c)).
  pose proof (use_s30 IH 1 0 (opt_norm_l _ _ _ _ _ (s59_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c12_L2 c))) as Ho1.
  pose proof (use_s167 IH 1 0 0 0 (2 + c) (opt_r _ _ _ (s59_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c12_R2 c)).
  pose proof (use_s58 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c12_R2 c))) as Ho3.
  rewrite (s90_p14 Ho0 ltac:(zlia)).
  rewrite (s30_p1 Ho1 ltac:(zlia)).
  rewrite (s30_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p104 Ho2 ltac:(zlia)).
  rewrite (s58_p2 Ho3 ltac:(zlia)).
  rewrite (s58_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s59_c12_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s59_board 1 0 (2 + c) -> fst (s59_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q3] in Hc |- *.
  rewrite tf_game_eq, (s59_c12_L c), (s59_c12_R c); cbn [map].
  pose proof (use_s90 IH 0 1 0 (2 + c) (opt_l _ _ _ (s59_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s59_c12_L2 c)).
  pose proof (use_s30 IH 1 0 (opt_norm_l _ _ _ _ _ (s59_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c12_L2 c))) as Ho1.
  pose proof (use_s167 IH 1 0 0 0 (2 + c) (opt_r _ _ _ (s59_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c12_R2 c)).
  pose proof (use_s58 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c12_R2 c))) as Ho3.
  rewrite (s90_p14 Ho0 ltac:(zlia)).
  rewrite (s30_p1 Ho1 ltac:(zlia)).
  rewrite (s30_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p106 Ho2 ltac:(zlia)).
  rewrite (s58_p2 Ho3 ltac:(zlia)).
  rewrite (s58_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s59_c13_L : lmoves (s59_board 1 1 0) = [s90_board 0 1 1 0].
Proof. unfold s59_board, s90_board. tf_options. Qed.
Lemma s59_c13_R : rmoves (s59_board 1 1 0) = [s167_board 1 0 1 0 0; strip [] ([T; E; E; T; F; F; F]) [(1, 1)]].
Proof. unfold s167_board, s59_board, strip. tf_options. Qed.
Lemma s59_c13_R2 : tf_norm (strip [] ([T; E; E; T; F; F; F]) [(1, 1)]) (s11_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F; F; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==1 && b==1 && c==0 *)
Lemma s59_c13_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s59_board 1 1 0 -> fst (s59_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s59_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s59_q10] in Hc |- *.
  rewrite tf_game_eq, (s59_c13_L), (s59_c13_R); cbn [map].
  pose proof (use_s90 IH 0 1 1 0 (opt_l _ _ _ (s59_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 1 0 0 (opt_r _ _ _ (s59_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s59_c13_R2)).
  pose proof (use_s11 IH 1 1 (opt_norm_r _ _ _ _ _ (s59_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c13_R2))) as Ho2.
  rewrite (s90_p15 Ho0 ltac:(zlia)).
  rewrite (s167_p10 Ho1 ltac:(zlia)).
  rewrite (s11_p3 Ho2 ltac:(zlia)).
  rewrite (s11_p3_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s59_c14_L : lmoves (s59_board 1 1 1) = [s90_board 0 1 1 1; strip [] ([T; E; E; T; F; F; E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s59_c14_L2 : tf_norm (strip [] ([T; E; E; T; F; F; E; T; T; F]) []) (s30_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; T; F; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; T; F; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c14_R : rmoves (s59_board 1 1 1) = [s167_board 1 0 1 0 1; strip [] ([T; E; E; T; F; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s59_board, strip. tf_options. Qed.
Lemma s59_c14_R2 : tf_norm (strip [] ([T; E; E; T; F; F; T; F]) [(1, 1)]) (s58_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F; F; T; F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==1 && b==1 && c==1 *)
Lemma s59_c14_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s59_board 1 1 1 -> fst (s59_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s59_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q8] in Hc |- *.
  rewrite tf_game_eq, (s59_c14_L), (s59_c14_R); cbn [map].
  pose proof (use_s90 IH 0 1 1 1 (opt_l _ _ _ (s59_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s59_c14_L2)).
  pose proof (use_s30 IH 1 1 (opt_norm_l _ _ _ _ _ (s59_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c14_L2))) as Ho1.
  pose proof (use_s167 IH 1 0 1 0 1 (opt_r _ _ _ (s59_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c14_R2)).
  pose proof (use_s58 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s59_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c14_R2))) as Ho3.
  rewrite (s90_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s167_p16 Ho2 ltac:(zlia)).
  rewrite (s58_p5 Ho3 ltac:(zlia)).
  rewrite (s58_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s59_c15_L (c : nat) : lmoves (s59_board 1 1 (2 + c)) = [s90_board 0 1 1 (2 + c); strip [] (T :: E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s59_c15_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s30_board 1 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: T :: F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; T; F; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c15_R (c : nat) : rmoves (s59_board 1 1 (2 + c)) = [s167_board 1 0 1 0 (2 + c); strip [] (T :: E :: E :: T :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s59_board, strip. tf_options. Qed.
Lemma s59_c15_R2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s58_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==1 && b==1 && c>=2 *)
Lemma s59_c15_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s59_board 1 1 (2 + c) -> fst (s59_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q11] in Hc |- *.
  rewrite tf_game_eq, (s59_c15_L c), (s59_c15_R c); cbn [map].
  pose proof (use_s90 IH 0 1 1 (2 + c) (opt_l _ _ _ (s59_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s59_c15_L2 c)).
  pose proof (use_s30 IH 1 1 (opt_norm_l _ _ _ _ _ (s59_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c15_L2 c))) as Ho1.
  pose proof (use_s167 IH 1 0 1 0 (2 + c) (opt_r _ _ _ (s59_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c15_R2 c)).
  pose proof (use_s58 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c15_R2 c))) as Ho3.
  rewrite (s90_p17 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s30_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p110 Ho2 ltac:(zlia)).
  rewrite (s58_p5 Ho3 ltac:(zlia)).
  rewrite (s58_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s59_c16_L (b : nat) : lmoves (s59_board 1 (2 + b) 0) = [s90_board 0 1 (2 + b) 0].
Proof. unfold s59_board, s90_board. tf_options. Qed.
Lemma s59_c16_R (b : nat) : rmoves (s59_board 1 (2 + b) 0) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; F]) [(1, 1)]].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c16_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; F]) [(1, 1)]) (s11_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==1 && b>=2 && c==0 *)
Lemma s59_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s59_board 1 (2 + b) 0 -> fst (s59_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s59_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s59_q6] in Hc |- *.
  rewrite tf_game_eq, (s59_c16_L b), (s59_c16_R b); cbn [map].
  pose proof (use_s90 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s59_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s59_c16_R1 b)).
  pose proof (use_s11 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s59_c16_R b) ltac:(cbn [In]; left; reflexivity) (s59_c16_R1 b))) as Ho1.
  rewrite (s90_p8 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_via _ (int 2)); [num_cmp | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
Qed.

Lemma s59_c17_L (b : nat) : lmoves (s59_board 1 (2 + b) 1) = [s90_board 0 1 (2 + b) 1; strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s59_c17_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; E; T; T; F]) []) (s30_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c17_R (b : nat) : rmoves (s59_board 1 (2 + b) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 1)]].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 1)]) (s58_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==1 && b>=2 && c==1 *)
Lemma s59_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s59_board 1 (2 + b) 1 -> fst (s59_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s59_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q6] in Hc |- *.
  rewrite tf_game_eq, (s59_c17_L b), (s59_c17_R b); cbn [map].
  pose proof (use_s90 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s59_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s59_c17_L2 b)).
  pose proof (use_s30 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s59_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c17_L2 b))) as Ho1.
  rewrite (tf_norm_game (s59_c17_R1 b)).
  pose proof (use_s58 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s59_c17_R b) ltac:(cbn [In]; left; reflexivity) (s59_c17_R1 b))) as Ho2.
  rewrite (s90_p9 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  rewrite (s58_p3 Ho2 ltac:(zlia)).
  rewrite (s58_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s59_c18_L (b c : nat) : lmoves (s59_board 1 (2 + b) (2 + c)) = [s90_board 0 1 (2 + b) (2 + c); strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s59_c18_L2 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s30_board 1 (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c18_R (b c : nat) : rmoves (s59_board 1 (2 + b) (2 + c)) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s59_board, strip. tf_options. Qed.
Lemma s59_c18_R1 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s58_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a==1 && b>=2 && c>=2 *)
Lemma s59_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s59_board 1 (2 + b) (2 + c) -> fst (s59_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q5] in Hc |- *.
  rewrite tf_game_eq, (s59_c18_L b c), (s59_c18_R b c); cbn [map].
  pose proof (use_s90 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s59_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s59_c18_L2 b c)).
  pose proof (use_s30 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s59_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c18_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s59_c18_R1 b c)).
  pose proof (use_s58 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s59_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s59_c18_R1 b c))) as Ho2.
  rewrite (s90_p10 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  rewrite (s30_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s58_p3 Ho2 ltac:(zlia)).
  rewrite (s58_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s59_c18_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s59_board 1 (2 + b) (2 + c) -> fst (s59_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q7] in Hc |- *.
  rewrite tf_game_eq, (s59_c18_L b c), (s59_c18_R b c); cbn [map].
  pose proof (use_s90 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s59_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s59_c18_L2 b c)).
  pose proof (use_s30 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s59_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c18_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s59_c18_R1 b c)).
  pose proof (use_s58 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s59_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s59_c18_R1 b c))) as Ho2.
  rewrite (s90_p11 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  rewrite (s30_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s58_p3 Ho2 ltac:(zlia)).
  rewrite (s58_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s59_c19_L (a : nat) : lmoves (s59_board (2 + a) 0 0) = [s90_board (1 + a) 1 0 0].
Proof. unfold s59_board, s90_board. tf_options. Qed.
Lemma s59_c19_R (a : nat) : rmoves (s59_board (2 + a) 0 0) = [s167_board (2 + a) 0 0 0 0; strip [] (repeat T (2 + a) ++ [E; E; F; F; F]) [(1, 1)]].
Proof. unfold s167_board, s59_board, strip. tf_options. Qed.
Lemma s59_c19_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; F; F]) [(1, 1)]) (s11_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; F; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a>=2 && b==0 && c==0 *)
Lemma s59_c19_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 0 0 -> fst (s59_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s59_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s59_q10] in Hc |- *.
  rewrite tf_game_eq, (s59_c19_L a), (s59_c19_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 0 (opt_l _ _ _ (s59_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) 0 0 0 0 (opt_r _ _ _ (s59_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s59_c19_R2 a)).
  pose proof (use_s11 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s59_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c19_R2 a))) as Ho2.
  rewrite (s90_p49 Ho0 ltac:(zlia)).
  rewrite (s167_p105 Ho1 ltac:(zlia)).
  rewrite (s11_p3 Ho2 ltac:(zlia)).
  rewrite (s11_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s59_c19_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 0 0 -> fst (s59_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s59_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s59_q14] in Hc |- *.
  rewrite tf_game_eq, (s59_c19_L a), (s59_c19_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 0 (opt_l _ _ _ (s59_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) 0 0 0 0 (opt_r _ _ _ (s59_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s59_c19_R2 a)).
  pose proof (use_s11 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s59_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c19_R2 a))) as Ho2.
  rewrite (s90_p72 Ho0 ltac:(zlia)).
  rewrite (s167_p169 Ho1 ltac:(zlia)).
  rewrite (s11_p5 Ho2 ltac:(zlia)).
  rewrite (s11_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s59_c19_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 0 0 -> fst (s59_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s59_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s59_q16] in Hc |- *.
  rewrite tf_game_eq, (s59_c19_L a), (s59_c19_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 0 (opt_l _ _ _ (s59_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) 0 0 0 0 (opt_r _ _ _ (s59_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s59_c19_R2 a)).
  pose proof (use_s11 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s59_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c19_R2 a))) as Ho2.
  rewrite (s90_p43 Ho0 ltac:(zlia)).
  rewrite (s167_p192 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) = 7)%Z \/ (Z.of_nat (2 + a) >= 8)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
  {
    rewrite (s11_p7 Ho2 ltac:(zlia)).
    rewrite (s11_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
  }
  {
    rewrite (s11_p8 Ho2 ltac:(zlia)).
    rewrite (s11_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
  }
  {
    rewrite (s11_p9 Ho2 ltac:(zlia)).
    rewrite (s11_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
  }
  {
    rewrite (s11_p10 Ho2 ltac:(zlia)).
    rewrite (s11_p10_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
  }
  {
    rewrite (s11_p11 Ho2 ltac:(zlia)).
    rewrite (s11_p11_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
  }
Qed.

Lemma s59_c20_L (a : nat) : lmoves (s59_board (2 + a) 0 1) = [s90_board (1 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; E; F; F; E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s59_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; F; E; T; T; F]) []) (s30_board (2 + a) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; F; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; F; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c20_R (a : nat) : rmoves (s59_board (2 + a) 0 1) = [s167_board (2 + a) 0 0 0 1; strip [] (repeat T (2 + a) ++ [E; E; F; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s59_board, strip. tf_options. Qed.
Lemma s59_c20_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; F; T; F]) [(1, 1)]) (s58_board (2 + a) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; F; T; F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a>=2 && b==0 && c==1 *)
Lemma s59_c20_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 0 1 -> fst (s59_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s59_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q9] in Hc |- *.
  rewrite tf_game_eq, (s59_c20_L a), (s59_c20_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 1 (opt_l _ _ _ (s59_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s59_c20_L2 a)).
  pose proof (use_s30 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s59_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c20_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 0 1 (opt_r _ _ _ (s59_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c20_R2 a)).
  pose proof (use_s58 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s59_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c20_R2 a))) as Ho3.
  rewrite (s90_p91 Ho0 ltac:(zlia)).
  rewrite (s30_p5 Ho1 ltac:(zlia)).
  rewrite (s167_p193 Ho2 ltac:(zlia)).
  rewrite (s58_p9 Ho3 ltac:(zlia)).
  rewrite (s58_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s59_c20_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 0 1 -> fst (s59_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s59_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q12] in Hc |- *.
  rewrite tf_game_eq, (s59_c20_L a), (s59_c20_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 1 (opt_l _ _ _ (s59_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s59_c20_L2 a)).
  pose proof (use_s30 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s59_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c20_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 0 1 (opt_r _ _ _ (s59_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c20_R2 a)).
  pose proof (use_s58 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s59_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c20_R2 a))) as Ho3.
  rewrite (s90_p50 Ho0 ltac:(zlia)).
  rewrite (s30_p4 Ho1 ltac:(zlia)).
  rewrite (s167_p140 Ho2 ltac:(zlia)).
  rewrite (s58_p5 Ho3 ltac:(zlia)).
  rewrite (s58_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s59_c20_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 0 1 -> fst (s59_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s59_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q15] in Hc |- *.
  rewrite tf_game_eq, (s59_c20_L a), (s59_c20_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 1 (opt_l _ _ _ (s59_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s59_c20_L2 a)).
  pose proof (use_s30 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s59_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c20_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 0 1 (opt_r _ _ _ (s59_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c20_R2 a)).
  pose proof (use_s58 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s59_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c20_R2 a))) as Ho3.
  rewrite (s90_p73 Ho0 ltac:(zlia)).
  rewrite (s30_p4 Ho1 ltac:(zlia)).
  rewrite (s167_p141 Ho2 ltac:(zlia)).
  rewrite (s58_p9 Ho3 ltac:(zlia)).
  rewrite (s58_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s59_c20_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 0 1 -> fst (s59_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s59_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q20] in Hc |- *.
  rewrite tf_game_eq, (s59_c20_L a), (s59_c20_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 1 (opt_l _ _ _ (s59_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s59_c20_L2 a)).
  pose proof (use_s30 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s59_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c20_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 0 1 (opt_r _ _ _ (s59_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c20_R2 a)).
  pose proof (use_s58 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s59_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c20_R2 a))) as Ho3.
  rewrite (s90_p91 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s30_p6 Ho1 ltac:(zlia)).
    rewrite (s167_p202 Ho2 ltac:(zlia)).
    rewrite (s58_p9 Ho3 ltac:(zlia)).
    rewrite (s58_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s30_p7 Ho1 ltac:(zlia)).
    rewrite (s167_p202 Ho2 ltac:(zlia)).
    rewrite (s58_p9 Ho3 ltac:(zlia)).
    rewrite (s58_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s59_c21_L (a c : nat) : lmoves (s59_board (2 + a) 0 (2 + c)) = [s90_board (1 + a) 1 0 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s59_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s30_board (2 + a) 0) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: F :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; F; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c21_R (a c : nat) : rmoves (s59_board (2 + a) 0 (2 + c)) = [s167_board (2 + a) 0 0 0 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s59_board, strip. tf_options. Qed.
Lemma s59_c21_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s58_board (2 + a) 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a>=2 && b==0 && c>=2 *)
Lemma s59_c21_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s59_board (2 + a) 0 (2 + c) -> fst (s59_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q11] in Hc |- *.
  rewrite tf_game_eq, (s59_c21_L a c), (s59_c21_R a c); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s59_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s59_c21_L2 a c)).
  pose proof (use_s30 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s59_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c21_L2 a c))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 0 (2 + c) (opt_r _ _ _ (s59_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c21_R2 a c)).
  pose proof (use_s58 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c21_R2 a c))) as Ho3.
  rewrite (s90_p51 Ho0 ltac:(zlia)).
  rewrite (s30_p4 Ho1 ltac:(zlia)).
  rewrite (s30_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p141 Ho2 ltac:(zlia)).
  rewrite (s58_p5 Ho3 ltac:(zlia)).
  rewrite (s58_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s59_c21_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s59_board (2 + a) 0 (2 + c) -> fst (s59_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q15] in Hc |- *.
  rewrite tf_game_eq, (s59_c21_L a c), (s59_c21_R a c); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s59_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s59_c21_L2 a c)).
  pose proof (use_s30 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s59_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c21_L2 a c))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 0 (2 + c) (opt_r _ _ _ (s59_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c21_R2 a c)).
  pose proof (use_s58 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c21_R2 a c))) as Ho3.
  rewrite (s90_p74 Ho0 ltac:(zlia)).
  rewrite (s30_p4 Ho1 ltac:(zlia)).
  rewrite (s30_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p141 Ho2 ltac:(zlia)).
  rewrite (s58_p9 Ho3 ltac:(zlia)).
  rewrite (s58_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s59_c21_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s59_board (2 + a) 0 (2 + c) -> fst (s59_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q17] in Hc |- *.
  rewrite tf_game_eq, (s59_c21_L a c), (s59_c21_R a c); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s59_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s59_c21_L2 a c)).
  pose proof (use_s30 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s59_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c21_L2 a c))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 0 (2 + c) (opt_r _ _ _ (s59_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c21_R2 a c)).
  pose proof (use_s58 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c21_R2 a c))) as Ho3.
  rewrite (s90_p92 Ho0 ltac:(zlia)).
  rewrite (s30_p5 Ho1 ltac:(zlia)).
  rewrite (s30_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p193 Ho2 ltac:(zlia)).
  rewrite (s58_p9 Ho3 ltac:(zlia)).
  rewrite (s58_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s59_c21_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s59_board (2 + a) 0 (2 + c) -> fst (s59_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q21] in Hc |- *.
  rewrite tf_game_eq, (s59_c21_L a c), (s59_c21_R a c); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s59_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s59_c21_L2 a c)).
  pose proof (use_s30 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s59_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c21_L2 a c))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 0 (2 + c) (opt_r _ _ _ (s59_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c21_R2 a c)).
  pose proof (use_s58 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c21_R2 a c))) as Ho3.
  rewrite (s90_p104 Ho0 ltac:(zlia)).
  rewrite (s30_p6 Ho1 ltac:(zlia)).
  rewrite (s30_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p203 Ho2 ltac:(zlia)).
  rewrite (s58_p9 Ho3 ltac:(zlia)).
  rewrite (s58_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s59_c21_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s59_board (2 + a) 0 (2 + c) -> fst (s59_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q22] in Hc |- *.
  rewrite tf_game_eq, (s59_c21_L a c), (s59_c21_R a c); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s59_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s59_c21_L2 a c)).
  pose proof (use_s30 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s59_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c21_L2 a c))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 0 (2 + c) (opt_r _ _ _ (s59_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c21_R2 a c)).
  pose proof (use_s58 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c21_R2 a c))) as Ho3.
  rewrite (s90_p107 Ho0 ltac:(zlia)).
  rewrite (s30_p7 Ho1 ltac:(zlia)).
  rewrite (s30_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p207 Ho2 ltac:(zlia)).
  rewrite (s58_p9 Ho3 ltac:(zlia)).
  rewrite (s58_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s59_c21_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s59_board (2 + a) 0 (2 + c) -> fst (s59_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s59_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s59_q23] in Hc |- *.
  rewrite tf_game_eq, (s59_c21_L a c), (s59_c21_R a c); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s59_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s59_c21_L2 a c)).
  pose proof (use_s30 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s59_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c21_L2 a c))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 0 (2 + c) (opt_r _ _ _ (s59_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c21_R2 a c)).
  pose proof (use_s58 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s59_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c21_R2 a c))) as Ho3.
  rewrite (s90_p108 Ho0 ltac:(zlia)).
  rewrite (s30_p7 Ho1 ltac:(zlia)).
  rewrite (s30_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p207 Ho2 ltac:(zlia)).
  rewrite (s58_p9 Ho3 ltac:(zlia)).
  rewrite (s58_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s59_c22_L (a : nat) : lmoves (s59_board (2 + a) 1 0) = [s90_board (1 + a) 1 1 0].
Proof. unfold s59_board, s90_board. tf_options. Qed.
Lemma s59_c22_R (a : nat) : rmoves (s59_board (2 + a) 1 0) = [s167_board (2 + a) 0 1 0 0; strip [] (repeat T (2 + a) ++ [E; E; T; F; F; F]) [(1, 1)]].
Proof. unfold s167_board, s59_board, strip. tf_options. Qed.
Lemma s59_c22_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; F; F]) [(1, 1)]) (s11_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; F; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a>=2 && b==1 && c==0 *)
Lemma s59_c22_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 1 0 -> fst (s59_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s59_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s59_q12] in Hc |- *.
  rewrite tf_game_eq, (s59_c22_L a), (s59_c22_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 1 0 (opt_l _ _ _ (s59_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) 0 1 0 0 (opt_r _ _ _ (s59_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s59_c22_R2 a)).
  pose proof (use_s11 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s59_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c22_R2 a))) as Ho2.
  rewrite (s90_p52 Ho0 ltac:(zlia)).
  rewrite (s167_p16 Ho1 ltac:(zlia)).
  rewrite (s11_p4 Ho2 ltac:(zlia)).
  rewrite (s11_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s59_c22_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 1 0 -> fst (s59_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s59_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s59_q14] in Hc |- *.
  rewrite tf_game_eq, (s59_c22_L a), (s59_c22_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 1 0 (opt_l _ _ _ (s59_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) 0 1 0 0 (opt_r _ _ _ (s59_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s59_c22_R2 a)).
  pose proof (use_s11 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s59_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c22_R2 a))) as Ho2.
  rewrite (s90_p75 Ho0 ltac:(zlia)).
  rewrite (s167_p171 Ho1 ltac:(zlia)).
  rewrite (s11_p6 Ho2 ltac:(zlia)).
  rewrite (s11_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s59_c22_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 1 0 -> fst (s59_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s59_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s59_q18] in Hc |- *.
  rewrite tf_game_eq, (s59_c22_L a), (s59_c22_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 1 0 (opt_l _ _ _ (s59_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) 0 1 0 0 (opt_r _ _ _ (s59_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s59_c22_R2 a)).
  pose proof (use_s11 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s59_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c22_R2 a))) as Ho2.
  rewrite (s90_p75 Ho0 ltac:(zlia)).
  rewrite (s167_p195 Ho1 ltac:(zlia)).
  rewrite (s11_p6 Ho2 ltac:(zlia)).
  rewrite (s11_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s59_c23_L (a : nat) : lmoves (s59_board (2 + a) 1 1) = [s90_board (1 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; F; E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s59_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; F; E; T; T; F]) []) (s30_board (2 + a) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; T; F; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; T; F; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s30_board; strip_board_eq | strip_offset].
Qed.
Lemma s59_c23_R (a : nat) : rmoves (s59_board (2 + a) 1 1) = [s167_board (2 + a) 0 1 0 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s59_board, strip. tf_options. Qed.
Lemma s59_c23_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; F; T; F]) [(1, 1)]) (s58_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; F; T; F]) [(1, 1)]); [reflexivity | unfold s58_board; strip_board_eq | strip_offset]. Qed.
(* s59 = T^a _^2 T^b F^2 T^c _ T F on a>=2 && b==1 && c==1 *)
Lemma s59_c23_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 1 1 -> fst (s59_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s59_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q12] in Hc |- *.
  rewrite tf_game_eq, (s59_c23_L a), (s59_c23_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 1 1 (opt_l _ _ _ (s59_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s59_c23_L2 a)).
  pose proof (use_s30 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s59_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c23_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 1 0 1 (opt_r _ _ _ (s59_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c23_R2 a)).
  pose proof (use_s58 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s59_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c23_R2 a))) as Ho3.
  rewrite (s90_p53 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s167_p143 Ho2 ltac:(zlia)).
  rewrite (s58_p7 Ho3 ltac:(zlia)).
  rewrite (s58_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s59_c23_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 1 1 -> fst (s59_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s59_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q13] in Hc |- *.
  rewrite tf_game_eq, (s59_c23_L a), (s59_c23_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 1 1 (opt_l _ _ _ (s59_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s59_c23_L2 a)).
  pose proof (use_s30 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s59_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c23_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 1 0 1 (opt_r _ _ _ (s59_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c23_R2 a)).
  pose proof (use_s58 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s59_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c23_R2 a))) as Ho3.
  rewrite (s90_p76 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s167_p153 Ho2 ltac:(zlia)).
  rewrite (s58_p7 Ho3 ltac:(zlia)).
  rewrite (s58_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s59_c23_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s59_board (2 + a) 1 1 -> fst (s59_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s59_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s59_q19] in Hc |- *.
  rewrite tf_game_eq, (s59_c23_L a), (s59_c23_R a); cbn [map].
  pose proof (use_s90 IH (1 + a) 1 1 1 (opt_l _ _ _ (s59_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s59_c23_L2 a)).
  pose proof (use_s30 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s59_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c23_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 1 0 1 (opt_r _ _ _ (s59_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s59_c23_R2 a)).
  pose proof (use_s58 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s59_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s59_c23_R2 a))) as Ho3.
  rewrite (s90_p93 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s167_p153 Ho2 ltac:(zlia)).
  rewrite (s58_p12 Ho3 ltac:(zlia)).
  rewrite (s58_p12_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

