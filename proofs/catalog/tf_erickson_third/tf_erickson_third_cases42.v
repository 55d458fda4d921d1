(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s83_c20_L (a : nat) : lmoves (s83_board (2 + a) 0 1) = [s83_board (1 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 1)]) (s113_board (2 + a) 0 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c20_R (a : nat) : rmoves (s83_board (2 + a) 0 1) = [s105_board (2 + a) 1].
Proof. unfold s105_board, s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a>=2 && b==0 && c==1 *)
Lemma s83_c20_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s83_board (2 + a) 0 1 -> fst (s83_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s83_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s83_q6] in Hc |- *.
  rewrite tf_game_eq, (s83_c20_L a), (s83_c20_R a); cbn [map].
  pose proof (use_s83 IH (1 + a) 1 1 (opt_l _ _ _ (s83_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c20_L2 a)).
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s83_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c20_L2 a))) as Ho1.
  pose proof (use_s105 IH (2 + a) 1 (opt_r _ _ _ (s83_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s83_p2 Ho0 ltac:(zlia)).
    rewrite (s113_p19 Ho1 ltac:(zlia)).
    rewrite (s113_p19_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s105_p2 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s105_p7 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s83_p3 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s113_p15 Ho1 ltac:(zlia)).
      rewrite (s113_p15_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s105_p5 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s113_p21 Ho1 ltac:(zlia)).
      rewrite (s113_p21_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s105_p5 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s113_p24 Ho1 ltac:(zlia)).
      rewrite (s113_p24_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s105_p5 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s83_c21_L (a c : nat) : lmoves (s83_board (2 + a) 0 (2 + c)) = [s83_board (1 + a) 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board (2 + a) 0 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c21_R (a c : nat) : rmoves (s83_board (2 + a) 0 (2 + c)) = [s105_board (2 + a) (2 + c)].
Proof. unfold s105_board, s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a>=2 && b==0 && c>=2 *)
Lemma s83_c21_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s83_board (2 + a) 0 (2 + c) -> fst (s83_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s83_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s83_q6] in Hc |- *.
  rewrite tf_game_eq, (s83_c21_L a c), (s83_c21_R a c); cbn [map].
  pose proof (use_s83 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s83_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c21_L2 a c)).
  pose proof (use_s113 IH (2 + a) 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s83_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c21_L2 a c))) as Ho1.
  pose proof (use_s105 IH (2 + a) (2 + c) (opt_r _ _ _ (s83_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s83_p2 Ho0 ltac:(zlia)).
    rewrite (s113_p3 Ho1 ltac:(zlia)).
    rewrite (s113_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s105_p2 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s83_p3 Ho0 ltac:(zlia)).
    rewrite (s113_p3 Ho1 ltac:(zlia)).
    rewrite (s113_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s83 = T^a _ T^b F T^c F _^2 on a>=2 && b==1 && c==0: the board of s47 *)
Lemma s83_c22_p2 x (Hs47 : s47_claim x) (a : nat) :
  x = s83_board (2 + a) 1 0 -> fst (s83_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s83_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q2] in Hc |- *.
  pose proof (Hs47 (2 + a) 1 ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s83_c22_p5 x (Hs47 : s47_claim x) (a : nat) :
  x = s83_board (2 + a) 1 0 -> fst (s83_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s83_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q5] in Hc |- *.
  pose proof (Hs47 (2 + a) 1 ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s83_c22_p8 x (Hs47 : s47_claim x) (a : nat) :
  x = s83_board (2 + a) 1 0 -> fst (s83_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s83_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q8] in Hc |- *.
  pose proof (Hs47 (2 + a) 1 ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s83_c22_p11 x (Hs47 : s47_claim x) (a : nat) :
  x = s83_board (2 + a) 1 0 -> fst (s83_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s83_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q11] in Hc |- *.
  pose proof (Hs47 (2 + a) 1 ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s83_c23_L (a : nat) : lmoves (s83_board (2 + a) 1 1) = [s83_board (1 + a) 2 1; strip [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 1)]) (s113_board (2 + a) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c23_R (a : nat) : rmoves (s83_board (2 + a) 1 1) = [s119_board (2 + a) 1].
Proof. unfold s119_board, s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a>=2 && b==1 && c==1 *)
Lemma s83_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s83_board (2 + a) 1 1 -> fst (s83_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s83_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s83_q2] in Hc |- *.
  rewrite tf_game_eq, (s83_c23_L a), (s83_c23_R a); cbn [map].
  pose proof (use_s83 IH (1 + a) 2 1 (opt_l _ _ _ (s83_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c23_L2 a)).
  pose proof (use_s113 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s83_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c23_L2 a))) as Ho1.
  pose proof (use_s119 IH (2 + a) 1 (opt_r _ _ _ (s83_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p16 Ho1 ltac:(zlia)).
  rewrite (s113_p16_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s119_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s83_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s83_board (2 + a) 1 1 -> fst (s83_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s83_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s83_q3] in Hc |- *.
  rewrite tf_game_eq, (s83_c23_L a), (s83_c23_R a); cbn [map].
  pose proof (use_s83 IH (1 + a) 2 1 (opt_l _ _ _ (s83_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c23_L2 a)).
  pose proof (use_s113 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s83_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c23_L2 a))) as Ho1.
  pose proof (use_s119 IH (2 + a) 1 (opt_r _ _ _ (s83_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s83_p2 Ho0 ltac:(zlia)).
    rewrite (s113_p20 Ho1 ltac:(zlia)).
    rewrite (s113_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s119_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s83_p3 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s113_p22 Ho1 ltac:(zlia)).
      rewrite (s113_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s119_p7 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s113_p23 Ho1 ltac:(zlia)).
      rewrite (s113_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s119_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s83_c24_L (a c : nat) : lmoves (s83_board (2 + a) 1 (2 + c)) = [s83_board (1 + a) 2 (2 + c); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board (2 + a) 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c24_R (a c : nat) : rmoves (s83_board (2 + a) 1 (2 + c)) = [s119_board (2 + a) (2 + c)].
Proof. unfold s119_board, s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a>=2 && b==1 && c>=2 *)
Lemma s83_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s83_board (2 + a) 1 (2 + c) -> fst (s83_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s83_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s83_q2] in Hc |- *.
  rewrite tf_game_eq, (s83_c24_L a c), (s83_c24_R a c); cbn [map].
  pose proof (use_s83 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s83_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c24_L2 a c)).
  pose proof (use_s113 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s83_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c24_L2 a c))) as Ho1.
  pose proof (use_s119 IH (2 + a) (2 + c) (opt_r _ _ _ (s83_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s83_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s83_board (2 + a) 1 (2 + c) -> fst (s83_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s83_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s83_q3] in Hc |- *.
  rewrite tf_game_eq, (s83_c24_L a c), (s83_c24_R a c); cbn [map].
  pose proof (use_s83 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s83_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c24_L2 a c)).
  pose proof (use_s113 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s83_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c24_L2 a c))) as Ho1.
  pose proof (use_s119 IH (2 + a) (2 + c) (opt_r _ _ _ (s83_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s83_p2 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s83_p3 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s83 = T^a _ T^b F T^c F _^2 on a>=2 && b>=2 && c==0: the board of s47 *)
Lemma s83_c25_p2 x (Hs47 : s47_claim x) (a b : nat) :
  x = s83_board (2 + a) (2 + b) 0 -> fst (s83_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s83_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q2] in Hc |- *.
  pose proof (Hs47 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s83_c25_p3 x (Hs47 : s47_claim x) (a b : nat) :
  x = s83_board (2 + a) (2 + b) 0 -> fst (s83_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s83_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q3] in Hc |- *.
  pose proof (Hs47 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s83_c26_L (a b : nat) : lmoves (s83_board (2 + a) (2 + b) 1) = [s83_board (1 + a) (3 + b) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s113_board (2 + a) (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c26_R (a b : nat) : rmoves (s83_board (2 + a) (2 + b) 1) = [].
Proof. unfold s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a>=2 && b>=2 && c==1 *)
Lemma s83_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s83_board (2 + a) (2 + b) 1 -> fst (s83_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s83_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s83_q2] in Hc |- *.
  rewrite tf_game_eq, (s83_c26_L a b), (s83_c26_R a b); cbn [map].
  pose proof (use_s83 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s83_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c26_L2 a b)).
  pose proof (use_s113 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s83_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c26_L2 a b))) as Ho1.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s113_p13 Ho1 ltac:(zlia)).
    rewrite (s113_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s113_p17 Ho1 ltac:(zlia)).
    rewrite (s113_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s83_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s83_board (2 + a) (2 + b) 1 -> fst (s83_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s83_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s83_q3] in Hc |- *.
  rewrite tf_game_eq, (s83_c26_L a b), (s83_c26_R a b); cbn [map].
  pose proof (use_s83 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s83_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c26_L2 a b)).
  pose proof (use_s113 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s83_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c26_L2 a b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s83_p2 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s113_p13 Ho1 ltac:(zlia)).
      rewrite (s113_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s113_p17 Ho1 ltac:(zlia)).
      rewrite (s113_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s83_p3 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s113_p13 Ho1 ltac:(zlia)).
      rewrite (s113_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s113_p17 Ho1 ltac:(zlia)).
      rewrite (s113_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

Lemma s83_c27_L (a b c : nat) : lmoves (s83_board (2 + a) (2 + b) (2 + c)) = [s83_board (1 + a) (3 + b) (2 + c); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board (2 + a) (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c27_R (a b c : nat) : rmoves (s83_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a>=2 && b>=2 && c>=2 *)
Lemma s83_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s83_board (2 + a) (2 + b) (2 + c) -> fst (s83_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s83_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s83_q2] in Hc |- *.
  rewrite tf_game_eq, (s83_c27_L a b c), (s83_c27_R a b c); cbn [map].
  pose proof (use_s83 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s83_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c27_L2 a b c)).
  pose proof (use_s113 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s83_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c27_L2 a b c))) as Ho1.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s83_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s83_board (2 + a) (2 + b) (2 + c) -> fst (s83_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s83_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s83_q3] in Hc |- *.
  rewrite tf_game_eq, (s83_c27_L a b c), (s83_c27_R a b c); cbn [map].
  pose proof (use_s83 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s83_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c27_L2 a b c)).
  pose proof (use_s113 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s83_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c27_L2 a b c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s83_p2 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s83_p3 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s84_c1_L : lmoves (s84_board 0 0 0) = [].
Proof. unfold s84_board. tf_options. Qed.
Lemma s84_c1_R : rmoves (s84_board 0 0 0) = [strip [(0, 1)] ([E; E; E; T; F]) []; strip [(1, 1); (1, 1)] ([]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c1_R1 : tf_norm (strip [(0, 1)] ([E; E; E; T; F]) []) (s62_board 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s84_c1_R2 : tf_norm (strip [(1, 1); (1, 1)] ([]) [(1, 1)]) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==0 && b==0 && c==0 *)
Lemma s84_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s84_board 0 0 0 -> fst (s84_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s84_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q1] in Hc |- *.
  rewrite tf_game_eq, (s84_c1_L), (s84_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s84_c1_R1)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s84_c1_R) ltac:(cbn [In]; left; reflexivity) (s84_c1_R1))) as Ho0.
  rewrite (tf_norm_blank (s84_c1_R2)).
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s84_c2_L : lmoves (s84_board 0 0 1) = [strip [(1, 1)] ([E; T; E; T; F]) []].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c2_L1 : tf_norm (strip [(1, 1)] ([E; T; E; T; F]) []) (s64_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s84_c2_R : rmoves (s84_board 0 0 1) = [strip [(0, 1)] ([E; T; E; E; T; F]) []; strip [(1, 1)] ([T; E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c2_R1 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; F]) []) (s72_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s84_c2_R2 : tf_norm (strip [(1, 1)] ([T; E; F]) [(1, 1)]) (s73_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==0 && b==0 && c==1 *)
Lemma s84_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s84_board 0 0 1 -> fst (s84_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s84_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s84_q2] in Hc |- *.
  rewrite tf_game_eq, (s84_c2_L), (s84_c2_R); cbn [map].
  rewrite (tf_norm_game (s84_c2_L1)).
  pose proof (use_s64 IH 0 1 (opt_norm_l _ _ _ _ _ (s84_c2_L) ltac:(cbn [In]; left; reflexivity) (s84_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s84_c2_R1)).
  pose proof (use_s72 IH 0 1 (opt_norm_r _ _ _ _ _ (s84_c2_R) ltac:(cbn [In]; left; reflexivity) (s84_c2_R1))) as Ho1.
  rewrite (tf_norm_game0 (s84_c2_R2)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s84_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c2_R2))) as Ho2.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s72_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s84_c3_L (c : nat) : lmoves (s84_board 0 0 (2 + c)) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; T; F]) []].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c3_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; T; F]) []) (s74_board 0 (1 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s84_c3_R (c : nat) : rmoves (s84_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; T; F]) []) (s72_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s84_c3_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s73_board 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==0 && b==0 && c>=2 *)
Lemma s84_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s84_board 0 0 (2 + c) -> fst (s84_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s84_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s84_q2] in Hc |- *.
  rewrite tf_game_eq, (s84_c3_L c), (s84_c3_R c); cbn [map].
  rewrite (tf_norm_game (s84_c3_L1 c)).
  pose proof (use_s74 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s84_c3_L c) ltac:(cbn [In]; left; reflexivity) (s84_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s84_c3_R1 c)).
  pose proof (use_s72 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s84_c3_R c) ltac:(cbn [In]; left; reflexivity) (s84_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game0 (s84_c3_R2 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s84_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c3_R2 c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s74_p3 Ho0 ltac:(zlia)).
    rewrite (s74_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s74_p5 Ho0 ltac:(zlia)).
    rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s84_c4_L : lmoves (s84_board 0 1 0) = [strip [(2, 1)] ([T; E; T; F]) []].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c4_L1 : tf_norm (strip [(2, 1)] ([T; E; T; F]) []) (s64_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s84_c4_R : rmoves (s84_board 0 1 0) = [strip [(0, 1)] ([T; E; E; E; T; F]) []; strip [] ([E; T; F; E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; E; E; T; F]) []) (s62_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s84_c4_R2 : tf_norm (strip [] ([E; T; F; E; F]) [(1, 1)]) (s113_board 0 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==0 && b==1 && c==0 *)
Lemma s84_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s84_board 0 1 0 -> fst (s84_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s84_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q3] in Hc |- *.
  rewrite tf_game_eq, (s84_c4_L), (s84_c4_R); cbn [map].
  rewrite (tf_norm_game (s84_c4_L1)).
  pose proof (use_s64 IH 0 1 (opt_norm_l _ _ _ _ _ (s84_c4_L) ltac:(cbn [In]; left; reflexivity) (s84_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s84_c4_R1)).
  pose proof (use_s62 IH 1 (opt_norm_r _ _ _ _ _ (s84_c4_R) ltac:(cbn [In]; left; reflexivity) (s84_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s84_c4_R2)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s84_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c4_R2))) as Ho2.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s62_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s84_c5_L : lmoves (s84_board 0 1 1) = [s112_board 0 1 0 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c5_R : rmoves (s84_board 0 1 1) = [strip [(0, 1)] ([T; E; T; E; E; T; F]) []; strip [] ([E; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; T; F]) []) (s72_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s84_c5_R2 : tf_norm (strip [] ([E; T; F; T; E; F]) [(1, 1)]) (s113_board 0 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==0 && b==1 && c==1 *)
Lemma s84_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s84_board 0 1 1 -> fst (s84_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s84_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s84_q5] in Hc |- *.
  rewrite tf_game_eq, (s84_c5_L), (s84_c5_R); cbn [map].
  pose proof (use_s112 IH 0 1 0 1 (opt_l _ _ _ (s84_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s84_c5_R1)).
  pose proof (use_s72 IH 1 1 (opt_norm_r _ _ _ _ _ (s84_c5_R) ltac:(cbn [In]; left; reflexivity) (s84_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s84_c5_R2)).
  pose proof (use_s113 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s84_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c5_R2))) as Ho2.
  rewrite (s112_p11 Ho0 ltac:(zlia)).
  rewrite (s72_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s84_c6_L (c : nat) : lmoves (s84_board 0 1 (2 + c)) = [s112_board 0 1 (1 + c) 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c6_R (c : nat) : rmoves (s84_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) (s72_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s84_c6_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board 0 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==0 && b==1 && c>=2 *)
Lemma s84_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s84_board 0 1 (2 + c) -> fst (s84_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s84_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s84_q5] in Hc |- *.
  rewrite tf_game_eq, (s84_c6_L c), (s84_c6_R c); cbn [map].
  pose proof (use_s112 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s84_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s84_c6_R1 c)).
  pose proof (use_s72 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s84_c6_R c) ltac:(cbn [In]; left; reflexivity) (s84_c6_R1 c))) as Ho1.
  rewrite (tf_norm_game (s84_c6_R2 c)).
  pose proof (use_s113 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s84_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c6_R2 c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s112_p12 Ho0 ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s112_p15 Ho0 ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s84_c7_L (b : nat) : lmoves (s84_board 0 (2 + b) 0) = [s81_board 0 (1 + b) 0 1].
Proof. unfold s81_board, s84_board. tf_options. Qed.
Lemma s84_c7_R (b : nat) : rmoves (s84_board 0 (2 + b) 0) = [strip [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c7_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s113_board 0 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==0 && b>=2 && c==0 *)
Lemma s84_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s84_board 0 (2 + b) 0 -> fst (s84_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s84_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q6] in Hc |- *.
  rewrite tf_game_eq, (s84_c7_L b), (s84_c7_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s84_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s84_c7_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s84_c7_R b) ltac:(cbn [In]; left; reflexivity) (s84_c7_R1 b))) as Ho1.
  rewrite (s81_p11 Ho0 ltac:(zlia)).
  rewrite (s113_p10 Ho1 ltac:(zlia)).
  rewrite (s113_p10_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s84_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s84_board 0 (2 + b) 0 -> fst (s84_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s84_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q7] in Hc |- *.
  rewrite tf_game_eq, (s84_c7_L b), (s84_c7_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s84_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s84_c7_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s84_c7_R b) ltac:(cbn [In]; left; reflexivity) (s84_c7_R1 b))) as Ho1.
  rewrite (s81_p25 Ho0 ltac:(zlia)).
  rewrite (s113_p11 Ho1 ltac:(zlia)).
  rewrite (s113_p11_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s84_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s84_board 0 (2 + b) 0 -> fst (s84_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s84_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q9] in Hc |- *.
  rewrite tf_game_eq, (s84_c7_L b), (s84_c7_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s84_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s84_c7_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s84_c7_R b) ltac:(cbn [In]; left; reflexivity) (s84_c7_R1 b))) as Ho1.
  rewrite (s81_p31 Ho0 ltac:(zlia)).
  rewrite (s113_p12 Ho1 ltac:(zlia)).
  rewrite (s113_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s84_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s84_board 0 (2 + b) 0 -> fst (s84_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s84_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q10] in Hc |- *.
  rewrite tf_game_eq, (s84_c7_L b), (s84_c7_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s84_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s84_c7_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s84_c7_R b) ltac:(cbn [In]; left; reflexivity) (s84_c7_R1 b))) as Ho1.
  rewrite (s81_p35 Ho0 ltac:(zlia)).
  rewrite (s113_p13 Ho1 ltac:(zlia)).
  rewrite (s113_p13_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s84_c8_L (b : nat) : lmoves (s84_board 0 (2 + b) 1) = [s112_board 0 (2 + b) 0 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c8_R (b : nat) : rmoves (s84_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c8_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]) (s113_board 0 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==0 && b>=2 && c==1 *)
Lemma s84_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s84_board 0 (2 + b) 1 -> fst (s84_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s84_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s84_q5] in Hc |- *.
  rewrite tf_game_eq, (s84_c8_L b), (s84_c8_R b); cbn [map].
  pose proof (use_s112 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s84_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s84_c8_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s84_c8_R b) ltac:(cbn [In]; left; reflexivity) (s84_c8_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s112_p7 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s112_p12 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s84_c9_L (b c : nat) : lmoves (s84_board 0 (2 + b) (2 + c)) = [s112_board 0 (2 + b) (1 + c) 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c9_R (b c : nat) : rmoves (s84_board 0 (2 + b) (2 + c)) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c9_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board 0 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==0 && b>=2 && c>=2 *)
Lemma s84_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s84_board 0 (2 + b) (2 + c) -> fst (s84_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s84_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s84_q5] in Hc |- *.
  rewrite tf_game_eq, (s84_c9_L b c), (s84_c9_R b c); cbn [map].
  pose proof (use_s112 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s84_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s84_c9_R1 b c)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s84_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s84_c9_R1 b c))) as Ho1.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s84_c10_L : lmoves (s84_board 1 0 0) = [s84_board 0 1 0].
Proof. unfold s84_board. tf_options. Qed.
Lemma s84_c10_R : rmoves (s84_board 1 0 0) = [s107_board 1; strip [] ([T; E; F; E; F]) [(1, 1)]].
Proof. unfold s107_board, s84_board, strip. tf_options. Qed.
Lemma s84_c10_R2 : tf_norm (strip [] ([T; E; F; E; F]) [(1, 1)]) (s113_board 1 0 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==1 && b==0 && c==0 *)
Lemma s84_c10_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s84_board 1 0 0 -> fst (s84_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s84_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q1] in Hc |- *.
  rewrite tf_game_eq, (s84_c10_L), (s84_c10_R); cbn [map].
  pose proof (use_s84 IH 0 1 0 (opt_l _ _ _ (s84_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s107 IH 1 (opt_r _ _ _ (s84_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c10_R2)).
  pose proof (use_s113 IH 1 0 0 0 (opt_norm_r _ _ _ _ _ (s84_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c10_R2))) as Ho2.
  rewrite (s84_p3 Ho0 ltac:(zlia)).
  rewrite (s107_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p14 Ho2 ltac:(zlia)).
  rewrite (s113_p14_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s84_c11_L : lmoves (s84_board 1 0 1) = [s84_board 0 1 1; s112_board 1 0 0 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c11_R : rmoves (s84_board 1 0 1) = [s109_board 1 1; strip [] ([T; E; F; T; E; F]) [(1, 1)]].
Proof. unfold s109_board, s84_board, strip. tf_options. Qed.
Lemma s84_c11_R2 : tf_norm (strip [] ([T; E; F; T; E; F]) [(1, 1)]) (s113_board 1 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==1 && b==0 && c==1 *)
Lemma s84_c11_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s84_board 1 0 1 -> fst (s84_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s84_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s84_q11] in Hc |- *.
  rewrite tf_game_eq, (s84_c11_L), (s84_c11_R); cbn [map].
  pose proof (use_s84 IH 0 1 1 (opt_l _ _ _ (s84_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 0 0 1 (opt_l _ _ _ (s84_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s109 IH 1 1 (opt_r _ _ _ (s84_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s84_c11_R2)).
  pose proof (use_s113 IH 1 0 1 0 (opt_norm_r _ _ _ _ _ (s84_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c11_R2))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p20 Ho1 ltac:(zlia)).
  rewrite (s109_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p3 Ho3 ltac:(zlia)).
  rewrite (s113_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s84_c12_L (c : nat) : lmoves (s84_board 1 0 (2 + c)) = [s84_board 0 1 (2 + c); s112_board 1 0 (1 + c) 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c12_R (c : nat) : rmoves (s84_board 1 0 (2 + c)) = [s109_board 1 (2 + c); strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s109_board, s84_board, strip. tf_options. Qed.
Lemma s84_c12_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board 1 0 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==1 && b==0 && c>=2 *)
Lemma s84_c12_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s84_board 1 0 (2 + c) -> fst (s84_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s84_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s84_q11] in Hc |- *.
  rewrite tf_game_eq, (s84_c12_L c), (s84_c12_R c); cbn [map].
  pose proof (use_s84 IH 0 1 (2 + c) (opt_l _ _ _ (s84_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s84_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s109 IH 1 (2 + c) (opt_r _ _ _ (s84_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s84_c12_R2 c)).
  pose proof (use_s113 IH 1 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s84_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c12_R2 c))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s109_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p3 Ho3 ltac:(zlia)).
  rewrite (s113_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s84_c13_L : lmoves (s84_board 1 1 0) = [s84_board 0 2 0; s54_board 1 0 1].
Proof. unfold s54_board, s84_board. tf_options. Qed.
Lemma s84_c13_R : rmoves (s84_board 1 1 0) = [s117_board 1; strip [] ([T; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s117_board, s84_board, strip. tf_options. Qed.
Lemma s84_c13_R2 : tf_norm (strip [] ([T; E; T; F; E; F]) [(1, 1)]) (s113_board 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==1 && b==1 && c==0 *)
Lemma s84_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s84_board 1 1 0 -> fst (s84_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s84_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q4] in Hc |- *.
  rewrite tf_game_eq, (s84_c13_L), (s84_c13_R); cbn [map].
  pose proof (use_s84 IH 0 2 0 (opt_l _ _ _ (s84_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 0 1 (opt_l _ _ _ (s84_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s117 IH 1 (opt_r _ _ _ (s84_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s84_c13_R2)).
  pose proof (use_s113 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s84_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c13_R2))) as Ho3.
  rewrite (s84_p6 Ho0 ltac:(zlia)).
  rewrite (s54_p10 Ho1 ltac:(zlia)).
  rewrite (s117_p1 Ho2 I).
  rewrite (s113_p16 Ho3 ltac:(zlia)).
  rewrite (s113_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s84_c14_L : lmoves (s84_board 1 1 1) = [s84_board 0 2 1; s112_board 1 1 0 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c14_R : rmoves (s84_board 1 1 1) = [s120_board 1 1; strip [] ([T; E; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s120_board, s84_board, strip. tf_options. Qed.
Lemma s84_c14_R2 : tf_norm (strip [] ([T; E; T; F; T; E; F]) [(1, 1)]) (s113_board 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==1 && b==1 && c==1 *)
Lemma s84_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s84_board 1 1 1 -> fst (s84_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s84_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s84_q5] in Hc |- *.
  rewrite tf_game_eq, (s84_c14_L), (s84_c14_R); cbn [map].
  pose proof (use_s84 IH 0 2 1 (opt_l _ _ _ (s84_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 1 0 1 (opt_l _ _ _ (s84_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s120 IH 1 1 (opt_r _ _ _ (s84_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s84_c14_R2)).
  pose proof (use_s113 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s84_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c14_R2))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p15 Ho1 ltac:(zlia)).
  rewrite (s120_p3 Ho2 ltac:(zlia)).
  rewrite (s113_p9 Ho3 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s84_c15_L (c : nat) : lmoves (s84_board 1 1 (2 + c)) = [s84_board 0 2 (2 + c); s112_board 1 1 (1 + c) 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c15_R (c : nat) : rmoves (s84_board 1 1 (2 + c)) = [s120_board 1 (2 + c); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s120_board, s84_board, strip. tf_options. Qed.
Lemma s84_c15_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board 1 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==1 && b==1 && c>=2 *)
Lemma s84_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s84_board 1 1 (2 + c) -> fst (s84_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s84_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s84_q5] in Hc |- *.
  rewrite tf_game_eq, (s84_c15_L c), (s84_c15_R c); cbn [map].
  pose proof (use_s84 IH 0 2 (2 + c) (opt_l _ _ _ (s84_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s84_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s120 IH 1 (2 + c) (opt_r _ _ _ (s84_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s84_c15_R2 c)).
  pose proof (use_s113 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s84_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c15_R2 c))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s120_p3 Ho2 ltac:(zlia)).
  rewrite (s113_p9 Ho3 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s84_c16_L (b : nat) : lmoves (s84_board 1 (2 + b) 0) = [s84_board 0 (3 + b) 0; s81_board 1 (1 + b) 0 1].
Proof. unfold s81_board, s84_board. tf_options. Qed.
Lemma s84_c16_R (b : nat) : rmoves (s84_board 1 (2 + b) 0) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c16_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s113_board 1 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==1 && b>=2 && c==0 *)
Lemma s84_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s84_board 1 (2 + b) 0 -> fst (s84_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s84_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q8] in Hc |- *.
  rewrite tf_game_eq, (s84_c16_L b), (s84_c16_R b); cbn [map].
  pose proof (use_s84 IH 0 (3 + b) 0 (opt_l _ _ _ (s84_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s84_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c16_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s84_c16_R b) ltac:(cbn [In]; left; reflexivity) (s84_c16_R1 b))) as Ho2.
  rewrite (s84_p7 Ho0 ltac:(zlia)).
  rewrite (s81_p44 Ho1 ltac:(zlia)).
  rewrite (s113_p17 Ho2 ltac:(zlia)).
  rewrite (s113_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s84_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s84_board 1 (2 + b) 0 -> fst (s84_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s84_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q9] in Hc |- *.
  rewrite tf_game_eq, (s84_c16_L b), (s84_c16_R b); cbn [map].
  pose proof (use_s84 IH 0 (3 + b) 0 (opt_l _ _ _ (s84_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s84_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c16_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s84_c16_R b) ltac:(cbn [In]; left; reflexivity) (s84_c16_R1 b))) as Ho2.
  rewrite (s84_p9 Ho0 ltac:(zlia)).
  rewrite (s81_p51 Ho1 ltac:(zlia)).
  rewrite (s113_p18 Ho2 ltac:(zlia)).
  rewrite (s113_p18_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s84_c16_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s84_board 1 (2 + b) 0 -> fst (s84_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s84_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q10] in Hc |- *.
  rewrite tf_game_eq, (s84_c16_L b), (s84_c16_R b); cbn [map].
  pose proof (use_s84 IH 0 (3 + b) 0 (opt_l _ _ _ (s84_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s84_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c16_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s84_c16_R b) ltac:(cbn [In]; left; reflexivity) (s84_c16_R1 b))) as Ho2.
  rewrite (s84_p10 Ho0 ltac:(zlia)).
  rewrite (s81_p35 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  rewrite (s113_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s84_c17_L (b : nat) : lmoves (s84_board 1 (2 + b) 1) = [s84_board 0 (3 + b) 1; s112_board 1 (2 + b) 0 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c17_R (b : nat) : rmoves (s84_board 1 (2 + b) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]) (s113_board 1 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==1 && b>=2 && c==1 *)
Lemma s84_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s84_board 1 (2 + b) 1 -> fst (s84_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s84_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s84_q5] in Hc |- *.
  rewrite tf_game_eq, (s84_c17_L b), (s84_c17_R b); cbn [map].
  pose proof (use_s84 IH 0 (3 + b) 1 (opt_l _ _ _ (s84_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s84_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c17_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s84_c17_R b) ltac:(cbn [In]; left; reflexivity) (s84_c17_R1 b))) as Ho2.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s84_c18_L (b c : nat) : lmoves (s84_board 1 (2 + b) (2 + c)) = [s84_board 0 (3 + b) (2 + c); s112_board 1 (2 + b) (1 + c) 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c18_R (b c : nat) : rmoves (s84_board 1 (2 + b) (2 + c)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c18_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board 1 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a==1 && b>=2 && c>=2 *)
Lemma s84_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s84_board 1 (2 + b) (2 + c) -> fst (s84_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s84_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s84_q5] in Hc |- *.
  rewrite tf_game_eq, (s84_c18_L b c), (s84_c18_R b c); cbn [map].
  pose proof (use_s84 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s84_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s84_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c18_R1 b c)).
  pose proof (use_s113 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s84_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s84_c18_R1 b c))) as Ho2.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s84_c19_L (a : nat) : lmoves (s84_board (2 + a) 0 0) = [s84_board (1 + a) 1 0].
Proof. unfold s84_board. tf_options. Qed.
Lemma s84_c19_R (a : nat) : rmoves (s84_board (2 + a) 0 0) = [s107_board (2 + a); strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 1)]].
Proof. unfold s107_board, s84_board, strip. tf_options. Qed.
Lemma s84_c19_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 1)]) (s113_board (2 + a) 0 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a>=2 && b==0 && c==0 *)
Lemma s84_c19_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s84_board (2 + a) 0 0 -> fst (s84_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s84_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q12] in Hc |- *.
  rewrite tf_game_eq, (s84_c19_L a), (s84_c19_R a); cbn [map].
  pose proof (use_s84 IH (1 + a) 1 0 (opt_l _ _ _ (s84_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s107 IH (2 + a) (opt_r _ _ _ (s84_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c19_R2 a)).
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s84_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c19_R2 a))) as Ho2.
  rewrite (s84_p4 Ho0 ltac:(zlia)).
  rewrite (s107_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p19 Ho2 ltac:(zlia)).
  rewrite (s113_p19_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s84_c19_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s84_board (2 + a) 0 0 -> fst (s84_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s84_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q13] in Hc |- *.
  rewrite tf_game_eq, (s84_c19_L a), (s84_c19_R a); cbn [map].
  pose proof (use_s84 IH (1 + a) 1 0 (opt_l _ _ _ (s84_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s107 IH (2 + a) (opt_r _ _ _ (s84_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c19_R2 a)).
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s84_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c19_R2 a))) as Ho2.
  rewrite (s84_p4 Ho0 ltac:(zlia)).
  rewrite (s107_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p21 Ho2 ltac:(zlia)).
  rewrite (s113_p21_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s84_c19_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s84_board (2 + a) 0 0 -> fst (s84_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s84_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q14] in Hc |- *.
  rewrite tf_game_eq, (s84_c19_L a), (s84_c19_R a); cbn [map].
  pose proof (use_s84 IH (1 + a) 1 0 (opt_l _ _ _ (s84_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s107 IH (2 + a) (opt_r _ _ _ (s84_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c19_R2 a)).
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s84_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c19_R2 a))) as Ho2.
  rewrite (s84_p4 Ho0 ltac:(zlia)).
  rewrite (s107_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p15 Ho2 ltac:(zlia)).
  rewrite (s113_p15_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s84_c19_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s84_board (2 + a) 0 0 -> fst (s84_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s84_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q15] in Hc |- *.
  rewrite tf_game_eq, (s84_c19_L a), (s84_c19_R a); cbn [map].
  pose proof (use_s84 IH (1 + a) 1 0 (opt_l _ _ _ (s84_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s107 IH (2 + a) (opt_r _ _ _ (s84_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c19_R2 a)).
  pose proof (use_s113 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s84_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c19_R2 a))) as Ho2.
  rewrite (s84_p4 Ho0 ltac:(zlia)).
  rewrite (s107_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p24 Ho2 ltac:(zlia)).
  rewrite (s113_p24_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s84_c20_L (a : nat) : lmoves (s84_board (2 + a) 0 1) = [s84_board (1 + a) 1 1; s112_board (2 + a) 0 0 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c20_R (a : nat) : rmoves (s84_board (2 + a) 0 1) = [s109_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [E; F; T; E; F]) [(1, 1)]].
Proof. unfold s109_board, s84_board, strip. tf_options. Qed.
Lemma s84_c20_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; E; F]) [(1, 1)]) (s113_board (2 + a) 0 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a>=2 && b==0 && c==1 *)
Lemma s84_c20_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s84_board (2 + a) 0 1 -> fst (s84_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s84_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s84_q11] in Hc |- *.
  rewrite tf_game_eq, (s84_c20_L a), (s84_c20_R a); cbn [map].
  pose proof (use_s84 IH (1 + a) 1 1 (opt_l _ _ _ (s84_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) 0 0 1 (opt_l _ _ _ (s84_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s109 IH (2 + a) 1 (opt_r _ _ _ (s84_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s84_c20_R2 a)).
  pose proof (use_s113 IH (2 + a) 0 1 0 (opt_norm_r _ _ _ _ _ (s84_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c20_R2 a))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s112_p22 Ho1 ltac:(zlia)).
    rewrite (s109_p4 Ho2 ltac:(zlia)).
    rewrite (s113_p3 Ho3 ltac:(zlia)).
    rewrite (s113_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s112_p28 Ho1 ltac:(zlia)).
    rewrite (s109_p4 Ho2 ltac:(zlia)).
    rewrite (s113_p3 Ho3 ltac:(zlia)).
    rewrite (s113_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s112_p29 Ho1 ltac:(zlia)).
    rewrite (s109_p4 Ho2 ltac:(zlia)).
    rewrite (s113_p3 Ho3 ltac:(zlia)).
    rewrite (s113_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s84_c21_L (a c : nat) : lmoves (s84_board (2 + a) 0 (2 + c)) = [s84_board (1 + a) 1 (2 + c); s112_board (2 + a) 0 (1 + c) 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c21_R (a c : nat) : rmoves (s84_board (2 + a) 0 (2 + c)) = [s109_board (2 + a) (2 + c); strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s109_board, s84_board, strip. tf_options. Qed.
Lemma s84_c21_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board (2 + a) 0 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a>=2 && b==0 && c>=2 *)
Lemma s84_c21_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s84_board (2 + a) 0 (2 + c) -> fst (s84_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s84_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s84_q11] in Hc |- *.
  rewrite tf_game_eq, (s84_c21_L a c), (s84_c21_R a c); cbn [map].
  pose proof (use_s84 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s84_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s84_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s109 IH (2 + a) (2 + c) (opt_r _ _ _ (s84_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s84_c21_R2 a c)).
  pose proof (use_s113 IH (2 + a) 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s84_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c21_R2 a c))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s109_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p3 Ho3 ltac:(zlia)).
  rewrite (s113_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s84_c22_L (a : nat) : lmoves (s84_board (2 + a) 1 0) = [s84_board (1 + a) 2 0; s54_board (2 + a) 0 1].
Proof. unfold s54_board, s84_board. tf_options. Qed.
Lemma s84_c22_R (a : nat) : rmoves (s84_board (2 + a) 1 0) = [s117_board (2 + a); strip [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 1)]].
Proof. unfold s117_board, s84_board, strip. tf_options. Qed.
Lemma s84_c22_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 1)]) (s113_board (2 + a) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a>=2 && b==1 && c==0 *)
Lemma s84_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s84_board (2 + a) 1 0 -> fst (s84_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s84_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q4] in Hc |- *.
  rewrite tf_game_eq, (s84_c22_L a), (s84_c22_R a); cbn [map].
  pose proof (use_s84 IH (1 + a) 2 0 (opt_l _ _ _ (s84_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 0 1 (opt_l _ _ _ (s84_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s117 IH (2 + a) (opt_r _ _ _ (s84_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s84_c22_R2 a)).
  pose proof (use_s113 IH (2 + a) 1 0 0 (opt_norm_r _ _ _ _ _ (s84_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c22_R2 a))) as Ho3.
  rewrite (s84_p8 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s54_p3 Ho1 ltac:(zlia)).
    rewrite (s117_p1 Ho2 I).
    rewrite (s113_p16 Ho3 ltac:(zlia)).
    rewrite (s113_p16_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s54_p11 Ho1 ltac:(zlia)).
    rewrite (s117_p1 Ho2 I).
    assert (Hp3 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp3 as [Hp3|[Hp3|Hp3]].
    {
      rewrite (s113_p20 Ho3 ltac:(zlia)).
      rewrite (s113_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
    }
    {
      rewrite (s113_p22 Ho3 ltac:(zlia)).
      rewrite (s113_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s113_p23 Ho3 ltac:(zlia)).
      rewrite (s113_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s84_c23_L (a : nat) : lmoves (s84_board (2 + a) 1 1) = [s84_board (1 + a) 2 1; s112_board (2 + a) 1 0 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c23_R (a : nat) : rmoves (s84_board (2 + a) 1 1) = [s120_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [E; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s120_board, s84_board, strip. tf_options. Qed.
Lemma s84_c23_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; T; E; F]) [(1, 1)]) (s113_board (2 + a) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a>=2 && b==1 && c==1 *)
Lemma s84_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s84_board (2 + a) 1 1 -> fst (s84_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s84_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s84_q5] in Hc |- *.
  rewrite tf_game_eq, (s84_c23_L a), (s84_c23_R a); cbn [map].
  pose proof (use_s84 IH (1 + a) 2 1 (opt_l _ _ _ (s84_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) 1 0 1 (opt_l _ _ _ (s84_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s120 IH (2 + a) 1 (opt_r _ _ _ (s84_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s84_c23_R2 a)).
  pose proof (use_s113 IH (2 + a) 1 1 0 (opt_norm_r _ _ _ _ _ (s84_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c23_R2 a))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s120_p1 Ho2 ltac:(zlia)).
    rewrite (s113_p9 Ho3 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s120_p3 Ho2 ltac:(zlia)).
    rewrite (s113_p9 Ho3 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s120_p5 Ho2 ltac:(zlia)).
    rewrite (s113_p9 Ho3 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s84_c24_L (a c : nat) : lmoves (s84_board (2 + a) 1 (2 + c)) = [s84_board (1 + a) 2 (2 + c); s112_board (2 + a) 1 (1 + c) 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c24_R (a c : nat) : rmoves (s84_board (2 + a) 1 (2 + c)) = [s120_board (2 + a) (2 + c); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s120_board, s84_board, strip. tf_options. Qed.
Lemma s84_c24_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board (2 + a) 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a>=2 && b==1 && c>=2 *)
Lemma s84_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s84_board (2 + a) 1 (2 + c) -> fst (s84_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s84_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s84_q5] in Hc |- *.
  rewrite tf_game_eq, (s84_c24_L a c), (s84_c24_R a c); cbn [map].
  pose proof (use_s84 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s84_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s84_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s120 IH (2 + a) (2 + c) (opt_r _ _ _ (s84_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s84_c24_R2 a c)).
  pose proof (use_s113 IH (2 + a) 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s84_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s84_c24_R2 a c))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s120_p3 Ho2 ltac:(zlia)).
    rewrite (s113_p9 Ho3 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s120_p4 Ho2 ltac:(zlia)).
    rewrite (s113_p9 Ho3 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s84_c25_L (a b : nat) : lmoves (s84_board (2 + a) (2 + b) 0) = [s84_board (1 + a) (3 + b) 0; s81_board (2 + a) (1 + b) 0 1].
Proof. unfold s81_board, s84_board. tf_options. Qed.
Lemma s84_c25_R (a b : nat) : rmoves (s84_board (2 + a) (2 + b) 0) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c25_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s113_board (2 + a) (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a>=2 && b>=2 && c==0 *)
Lemma s84_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s84_board (2 + a) (2 + b) 0 -> fst (s84_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s84_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q8] in Hc |- *.
  rewrite tf_game_eq, (s84_c25_L a b), (s84_c25_R a b); cbn [map].
  pose proof (use_s84 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s84_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s84_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c25_R1 a b)).
  pose proof (use_s113 IH (2 + a) (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s84_c25_R a b) ltac:(cbn [In]; left; reflexivity) (s84_c25_R1 a b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s84_p9 Ho0 ltac:(zlia)).
    rewrite (s81_p45 Ho1 ltac:(zlia)).
    rewrite (s113_p17 Ho2 ltac:(zlia)).
    rewrite (s113_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s84_p10 Ho0 ltac:(zlia)).
    rewrite (s81_p45 Ho1 ltac:(zlia)).
    rewrite (s113_p17 Ho2 ltac:(zlia)).
    rewrite (s113_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s84_c25_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s84_board (2 + a) (2 + b) 0 -> fst (s84_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s84_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s84_q10] in Hc |- *.
  rewrite tf_game_eq, (s84_c25_L a b), (s84_c25_R a b); cbn [map].
  pose proof (use_s84 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s84_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s84_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c25_R1 a b)).
  pose proof (use_s113 IH (2 + a) (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s84_c25_R a b) ltac:(cbn [In]; left; reflexivity) (s84_c25_R1 a b))) as Ho2.
  rewrite (s84_p10 Ho0 ltac:(zlia)).
  rewrite (s81_p35 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  rewrite (s113_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s84_c26_L (a b : nat) : lmoves (s84_board (2 + a) (2 + b) 1) = [s84_board (1 + a) (3 + b) 1; s112_board (2 + a) (2 + b) 0 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c26_R (a b : nat) : rmoves (s84_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]) (s113_board (2 + a) (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a>=2 && b>=2 && c==1 *)
Lemma s84_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s84_board (2 + a) (2 + b) 1 -> fst (s84_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s84_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s84_q5] in Hc |- *.
  rewrite tf_game_eq, (s84_c26_L a b), (s84_c26_R a b); cbn [map].
  pose proof (use_s84 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s84_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s84_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c26_R1 a b)).
  pose proof (use_s113 IH (2 + a) (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s84_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s84_c26_R1 a b))) as Ho2.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s84_c27_L (a b c : nat) : lmoves (s84_board (2 + a) (2 + b) (2 + c)) = [s84_board (1 + a) (3 + b) (2 + c); s112_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s112_board, s84_board. tf_options. Qed.
Lemma s84_c27_R (a b c : nat) : rmoves (s84_board (2 + a) (2 + b) (2 + c)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s84_board, strip. tf_options. Qed.
Lemma s84_c27_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board (2 + a) (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s84 = T^a _ T^b F T^c _^2 T F on a>=2 && b>=2 && c>=2 *)
Lemma s84_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s84_board (2 + a) (2 + b) (2 + c) -> fst (s84_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s84_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s84_q5] in Hc |- *.
  rewrite tf_game_eq, (s84_c27_L a b c), (s84_c27_R a b c); cbn [map].
  pose proof (use_s84 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s84_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s84_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s84_c27_R1 a b c)).
  pose proof (use_s113 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s84_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s84_c27_R1 a b c))) as Ho2.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s85_c1_L : lmoves (s85_board 0 0) = [].
Proof. unfold s85_board. tf_options. Qed.
Lemma s85_c1_R : rmoves (s85_board 0 0) = [strip [(0, 2); (1, 1)] ([E; E]) []].
Proof. unfold s85_board, strip. tf_options. Qed.
Lemma s85_c1_R1 : tf_norm (strip [(0, 2); (1, 1)] ([E; E]) []) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(0, 2); (1, 1)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s85 = T^a F _ T^b F^2 _^2 on a==0 && b==0 *)
Lemma s85_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s85_board 0 0 -> fst (s85_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s85_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s85_q1] in Hc |- *.
  rewrite tf_game_eq, (s85_c1_L), (s85_c1_R); cbn [map].
  rewrite (tf_norm_blank (s85_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s85_c2_L : lmoves (s85_board 0 1) = [].
Proof. unfold s85_board. tf_options. Qed.
Lemma s85_c2_R : rmoves (s85_board 0 1) = [strip [(0, 2)] ([T; E; F; E; E]) []].
Proof. unfold s85_board, strip. tf_options. Qed.
Lemma s85_c2_R1 : tf_norm (strip [(0, 2)] ([T; E; F; E; E]) []) (s75_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s85 = T^a F _ T^b F^2 _^2 on a==0 && b==1 *)
Lemma s85_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s85_board 0 1 -> fst (s85_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s85_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s85_q2] in Hc |- *.
  rewrite tf_game_eq, (s85_c2_L), (s85_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s85_c2_R1)).
  pose proof (use_s75 IH 1 0 (opt_norm_r _ _ _ _ _ (s85_c2_R) ltac:(cbn [In]; left; reflexivity) (s85_c2_R1))) as Ho0.
  rewrite (s75_p1 Ho0 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s85_c3_L (b : nat) : lmoves (s85_board 0 (2 + b)) = [].
Proof. unfold s85_board. tf_options. Qed.
Lemma s85_c3_R (b : nat) : rmoves (s85_board 0 (2 + b)) = [].
Proof. unfold s85_board. tf_options. Qed.
(* s85 = T^a F _ T^b F^2 _^2 on a==0 && b>=2 *)
Lemma s85_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s85_board 0 (2 + b) -> fst (s85_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s85_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s85_q2] in Hc |- *.
  rewrite tf_game_eq, (s85_c3_L b), (s85_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s85_c4_L : lmoves (s85_board 1 0) = [strip [(1, 1)] ([T; F; F; E; E]) []].
Proof. unfold s85_board, strip. tf_options. Qed.
Lemma s85_c4_L1 : tf_norm (strip [(1, 1)] ([T; F; F; E; E]) []) (s47_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
Lemma s85_c4_R : rmoves (s85_board 1 0) = [strip [] ([T; F; F; E; F; E; E]) []].
Proof. unfold s85_board, strip. tf_options. Qed.
Lemma s85_c4_R1 : tf_norm (strip [] ([T; F; F; E; F; E; E]) []) (repeat E 3) (-1).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; F; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [(1, 1)] ([E; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
(* s85 = T^a F _ T^b F^2 _^2 on a==1 && b==0 *)
Lemma s85_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s85_board 1 0 -> fst (s85_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s85_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s85_q3] in Hc |- *.
  rewrite tf_game_eq, (s85_c4_L), (s85_c4_R); cbn [map].
  rewrite (tf_norm_game (s85_c4_L1)).
  pose proof (use_s47 IH 0 1 (opt_norm_l _ _ _ _ _ (s85_c4_L) ltac:(cbn [In]; left; reflexivity) (s85_c4_L1))) as Ho0.
  rewrite (tf_norm_blank (s85_c4_R1)).
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s85_c5_L : lmoves (s85_board 1 1) = [strip [(1, 1)] ([T; T; F; F; E; E]) []].
Proof. unfold s85_board, strip. tf_options. Qed.
Lemma s85_c5_L1 : tf_norm (strip [(1, 1)] ([T; T; F; F; E; E]) []) (s47_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
Lemma s85_c5_R : rmoves (s85_board 1 1) = [strip [] ([T; F; F; T; E; F; E; E]) []].
Proof. unfold s85_board, strip. tf_options. Qed.
Lemma s85_c5_R1 : tf_norm (strip [] ([T; F; F; T; E; F; E; E]) []) (s75_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; F; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; F; E; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
(* s85 = T^a F _ T^b F^2 _^2 on a==1 && b==1 *)
Lemma s85_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s85_board 1 1 -> fst (s85_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s85_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s85_q2] in Hc |- *.
  rewrite tf_game_eq, (s85_c5_L), (s85_c5_R); cbn [map].
  rewrite (tf_norm_game (s85_c5_L1)).
  pose proof (use_s47 IH 0 2 (opt_norm_l _ _ _ _ _ (s85_c5_L) ltac:(cbn [In]; left; reflexivity) (s85_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s85_c5_R1)).
  pose proof (use_s75 IH 1 0 (opt_norm_r _ _ _ _ _ (s85_c5_R) ltac:(cbn [In]; left; reflexivity) (s85_c5_R1))) as Ho1.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s85_c6_L (b : nat) : lmoves (s85_board 1 (2 + b)) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; F; E; E]) []].
Proof. unfold s85_board, strip. tf_options. Qed.
Lemma s85_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; F; E; E]) []) (s47_board 0 (3 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
Lemma s85_c6_R (b : nat) : rmoves (s85_board 1 (2 + b)) = [].
Proof. unfold s85_board. tf_options. Qed.
(* s85 = T^a F _ T^b F^2 _^2 on a==1 && b>=2 *)
Lemma s85_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s85_board 1 (2 + b) -> fst (s85_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s85_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s85_q2] in Hc |- *.
  rewrite tf_game_eq, (s85_c6_L b), (s85_c6_R b); cbn [map].
  rewrite (tf_norm_game (s85_c6_L1 b)).
  pose proof (use_s47 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s85_c6_L b) ltac:(cbn [In]; left; reflexivity) (s85_c6_L1 b))) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s85_c7_L (a : nat) : lmoves (s85_board (2 + a) 0) = [s56_board (1 + a) 0 1].
Proof. unfold s56_board, s85_board. tf_options. Qed.
Lemma s85_c7_R (a : nat) : rmoves (s85_board (2 + a) 0) = [strip [] (repeat T (2 + a) ++ [F; F; E; F; E; E]) []].
Proof. unfold s85_board, strip. tf_options. Qed.
Lemma s85_c7_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; E; F; E; E]) []) (repeat E 3) (-1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; E; F; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [(1, 1)] ([E; E]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
(* s85 = T^a F _ T^b F^2 _^2 on a>=2 && b==0 *)
Lemma s85_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s85_board (2 + a) 0 -> fst (s85_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s85_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s85_q4] in Hc |- *.
  rewrite tf_game_eq, (s85_c7_L a), (s85_c7_R a); cbn [map].
  pose proof (use_s56 IH (1 + a) 0 1 (opt_l _ _ _ (s85_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s85_c7_R1 a)).
  rewrite (s56_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s85_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s85_board (2 + a) 0 -> fst (s85_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s85_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s85_q5] in Hc |- *.
  rewrite tf_game_eq, (s85_c7_L a), (s85_c7_R a); cbn [map].
  pose proof (use_s56 IH (1 + a) 0 1 (opt_l _ _ _ (s85_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s85_c7_R1 a)).
  rewrite (s56_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s85_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s85_board (2 + a) 0 -> fst (s85_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s85_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s85_q6] in Hc |- *.
  rewrite tf_game_eq, (s85_c7_L a), (s85_c7_R a); cbn [map].
  pose proof (use_s56 IH (1 + a) 0 1 (opt_l _ _ _ (s85_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s85_c7_R1 a)).
  rewrite (s56_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s85_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s85_board (2 + a) 0 -> fst (s85_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s85_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s85_q7] in Hc |- *.
  rewrite tf_game_eq, (s85_c7_L a), (s85_c7_R a); cbn [map].
  pose proof (use_s56 IH (1 + a) 0 1 (opt_l _ _ _ (s85_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s85_c7_R1 a)).
  rewrite (s56_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s85_c8_L (a : nat) : lmoves (s85_board (2 + a) 1) = [s56_board (1 + a) 0 2].
Proof. unfold s56_board, s85_board. tf_options. Qed.
Lemma s85_c8_R (a : nat) : rmoves (s85_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; F; T; E; F; E; E]) []].
Proof. unfold s85_board, strip. tf_options. Qed.
Lemma s85_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; T; E; F; E; E]) []) (s75_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; T; E; F; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; F; E; E]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
(* s85 = T^a F _ T^b F^2 _^2 on a>=2 && b==1 *)
Lemma s85_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s85_board (2 + a) 1 -> fst (s85_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s85_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s85_q2] in Hc |- *.
  rewrite tf_game_eq, (s85_c8_L a), (s85_c8_R a); cbn [map].
  pose proof (use_s56 IH (1 + a) 0 2 (opt_l _ _ _ (s85_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s85_c8_R1 a)).
  pose proof (use_s75 IH 1 0 (opt_norm_r _ _ _ _ _ (s85_c8_R a) ltac:(cbn [In]; left; reflexivity) (s85_c8_R1 a))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s56_p6 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s56_p9 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s56_p10 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s56_p12 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s85_c9_L (a b : nat) : lmoves (s85_board (2 + a) (2 + b)) = [s56_board (1 + a) 0 (3 + b)].
Proof. unfold s56_board, s85_board. tf_options. Qed.
Lemma s85_c9_R (a b : nat) : rmoves (s85_board (2 + a) (2 + b)) = [].
Proof. unfold s85_board. tf_options. Qed.
(* s85 = T^a F _ T^b F^2 _^2 on a>=2 && b>=2 *)
Lemma s85_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s85_board (2 + a) (2 + b) -> fst (s85_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s85_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s85_q2] in Hc |- *.
  rewrite tf_game_eq, (s85_c9_L a b), (s85_c9_R a b); cbn [map].
  pose proof (use_s56 IH (1 + a) 0 (3 + b) (opt_l _ _ _ (s85_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s56_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s56_p9 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s56_p10 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s56_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s86_c1_L : lmoves (s86_board 0 0) = [strip [(0, 1)] ([E; T; F; F; E; E]) []].
Proof. unfold s86_board, strip. tf_options. Qed.
Lemma s86_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; F; F; E; E]) []) (s47_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
Lemma s86_c1_R : rmoves (s86_board 0 0) = [strip [(0, 1)] ([T; F; E; F; E; E]) []].
Proof. unfold s86_board, strip. tf_options. Qed.
Lemma s86_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; E; F; E; E]) []) (s105_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; F; E; E]) []); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s86 = T^a F T _ T^b F^2 _^2 on a==0 && b==0 *)
Lemma s86_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s86_board 0 0 -> fst (s86_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s86_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s86_q1] in Hc |- *.
  rewrite tf_game_eq, (s86_c1_L), (s86_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s86_c1_L1)).
  pose proof (use_s47 IH 0 1 (opt_norm_l _ _ _ _ _ (s86_c1_L) ltac:(cbn [In]; left; reflexivity) (s86_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s86_c1_R1)).
  pose proof (use_s105 IH 1 0 (opt_norm_r _ _ _ _ _ (s86_c1_R) ltac:(cbn [In]; left; reflexivity) (s86_c1_R1))) as Ho1.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s105_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s86_c2_L : lmoves (s86_board 0 1) = [strip [(0, 1)] ([E; T; T; F; F; E; E]) []].
Proof. unfold s86_board, strip. tf_options. Qed.
Lemma s86_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; F; E; E]) []) (s47_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
Lemma s86_c2_R : rmoves (s86_board 0 1) = [strip [(0, 1)] ([T; F; T; E; F; E; E]) []].
Proof. unfold s86_board, strip. tf_options. Qed.
Lemma s86_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; F; E; E]) []) (s119_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; F; E; E]) []); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s86 = T^a F T _ T^b F^2 _^2 on a==0 && b==1 *)
Lemma s86_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s86_board 0 1 -> fst (s86_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s86_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s86_q2] in Hc |- *.
  rewrite tf_game_eq, (s86_c2_L), (s86_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s86_c2_L1)).
  pose proof (use_s47 IH 0 2 (opt_norm_l _ _ _ _ _ (s86_c2_L) ltac:(cbn [In]; left; reflexivity) (s86_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s86_c2_R1)).
  pose proof (use_s119 IH 1 0 (opt_norm_r _ _ _ _ _ (s86_c2_R) ltac:(cbn [In]; left; reflexivity) (s86_c2_R1))) as Ho1.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s119_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s86_c3_L (b : nat) : lmoves (s86_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; F; E; E]) []].
Proof. unfold s86_board, strip. tf_options. Qed.
Lemma s86_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; F; E; E]) []) (s47_board 0 (3 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
Lemma s86_c3_R (b : nat) : rmoves (s86_board 0 (2 + b)) = [].
Proof. unfold s86_board. tf_options. Qed.
(* s86 = T^a F T _ T^b F^2 _^2 on a==0 && b>=2 *)
Lemma s86_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s86_board 0 (2 + b) -> fst (s86_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s86_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s86_q2] in Hc |- *.
  rewrite tf_game_eq, (s86_c3_L b), (s86_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s86_c3_L1 b)).
  pose proof (use_s47 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s86_c3_L b) ltac:(cbn [In]; left; reflexivity) (s86_c3_L1 b))) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s86_c4_L : lmoves (s86_board 1 0) = [s85_board 1 1].
Proof. unfold s85_board, s86_board. tf_options. Qed.
Lemma s86_c4_R : rmoves (s86_board 1 0) = [s149_board 1 0].
Proof. unfold s149_board, s86_board. tf_options. Qed.
(* s86 = T^a F T _ T^b F^2 _^2 on a==1 && b==0 *)
Lemma s86_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s86_board 1 0 -> fst (s86_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s86_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s86_q3] in Hc |- *.
  rewrite tf_game_eq, (s86_c4_L), (s86_c4_R); cbn [map].
  pose proof (use_s85 IH 1 1 (opt_l _ _ _ (s86_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s149 IH 1 0 (opt_r _ _ _ (s86_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s85_p2 Ho0 ltac:(zlia)).
  rewrite (s149_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s86_c5_L : lmoves (s86_board 1 1) = [s85_board 1 2].
Proof. unfold s85_board, s86_board. tf_options. Qed.
Lemma s86_c5_R : rmoves (s86_board 1 1) = [s190_board 1 0].
Proof. unfold s190_board, s86_board. tf_options. Qed.
(* s86 = T^a F T _ T^b F^2 _^2 on a==1 && b==1 *)
Lemma s86_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s86_board 1 1 -> fst (s86_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s86_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s86_q2] in Hc |- *.
  rewrite tf_game_eq, (s86_c5_L), (s86_c5_R); cbn [map].
  pose proof (use_s85 IH 1 2 (opt_l _ _ _ (s86_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s190 IH 1 0 (opt_r _ _ _ (s86_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s85_p2 Ho0 ltac:(zlia)).
  rewrite (s190_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s86_c6_L (b : nat) : lmoves (s86_board 1 (2 + b)) = [s85_board 1 (3 + b)].
Proof. unfold s85_board, s86_board. tf_options. Qed.
Lemma s86_c6_R (b : nat) : rmoves (s86_board 1 (2 + b)) = [].
Proof. unfold s86_board. tf_options. Qed.
(* s86 = T^a F T _ T^b F^2 _^2 on a==1 && b>=2 *)
Lemma s86_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s86_board 1 (2 + b) -> fst (s86_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s86_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s86_q2] in Hc |- *.
  rewrite tf_game_eq, (s86_c6_L b), (s86_c6_R b); cbn [map].
  pose proof (use_s85 IH 1 (3 + b) (opt_l _ _ _ (s86_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s85_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s86_c7_L (a : nat) : lmoves (s86_board (2 + a) 0) = [s85_board (2 + a) 1].
Proof. unfold s85_board, s86_board. tf_options. Qed.
Lemma s86_c7_R (a : nat) : rmoves (s86_board (2 + a) 0) = [s149_board (2 + a) 0].
Proof. unfold s149_board, s86_board. tf_options. Qed.
(* s86 = T^a F T _ T^b F^2 _^2 on a>=2 && b==0 *)
Lemma s86_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s86_board (2 + a) 0 -> fst (s86_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s86_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s86_q3] in Hc |- *.
  rewrite tf_game_eq, (s86_c7_L a), (s86_c7_R a); cbn [map].
  pose proof (use_s85 IH (2 + a) 1 (opt_l _ _ _ (s86_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s149 IH (2 + a) 0 (opt_r _ _ _ (s86_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s85_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s149_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s149_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s149_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s149_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s86_c8_L (a : nat) : lmoves (s86_board (2 + a) 1) = [s85_board (2 + a) 2].
Proof. unfold s85_board, s86_board. tf_options. Qed.
Lemma s86_c8_R (a : nat) : rmoves (s86_board (2 + a) 1) = [s190_board (2 + a) 0].
Proof. unfold s190_board, s86_board. tf_options. Qed.
(* s86 = T^a F T _ T^b F^2 _^2 on a>=2 && b==1 *)
Lemma s86_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s86_board (2 + a) 1 -> fst (s86_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s86_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s86_q2] in Hc |- *.
  rewrite tf_game_eq, (s86_c8_L a), (s86_c8_R a); cbn [map].
  pose proof (use_s85 IH (2 + a) 2 (opt_l _ _ _ (s86_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s190 IH (2 + a) 0 (opt_r _ _ _ (s86_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s85_p2 Ho0 ltac:(zlia)).
  rewrite (s190_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s86_c9_L (a b : nat) : lmoves (s86_board (2 + a) (2 + b)) = [s85_board (2 + a) (3 + b)].
Proof. unfold s85_board, s86_board. tf_options. Qed.
Lemma s86_c9_R (a b : nat) : rmoves (s86_board (2 + a) (2 + b)) = [].
Proof. unfold s86_board. tf_options. Qed.
(* s86 = T^a F T _ T^b F^2 _^2 on a>=2 && b>=2 *)
Lemma s86_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s86_board (2 + a) (2 + b) -> fst (s86_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s86_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s86_q2] in Hc |- *.
  rewrite tf_game_eq, (s86_c9_L a b), (s86_c9_R a b); cbn [map].
  pose proof (use_s85 IH (2 + a) (3 + b) (opt_l _ _ _ (s86_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s85_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s87_c1_L : lmoves (s87_board 0) = [].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c1_R : rmoves (s87_board 0) = [].
Proof. unfold s87_board. tf_options. Qed.
(* s87 = T^a F T F^2 _^3 on a==0 *)
Lemma s87_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s87_board 0 -> fst (s87_q1 (Z.of_nat 0)) -> tf_game x == snd (s87_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s87_q1] in Hc |- *.
  rewrite tf_game_eq, (s87_c1_L), (s87_c1_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s87_c2_L : lmoves (s87_board 1) = [].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c2_R : rmoves (s87_board 1) = [].
Proof. unfold s87_board. tf_options. Qed.
(* s87 = T^a F T F^2 _^3 on a==1 *)
Lemma s87_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s87_board 1 -> fst (s87_q1 (Z.of_nat 1)) -> tf_game x == snd (s87_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s87_q1] in Hc |- *.
  rewrite tf_game_eq, (s87_c2_L), (s87_c2_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s87_c3_L (a : nat) : lmoves (s87_board (2 + a)) = [].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c3_R (a : nat) : rmoves (s87_board (2 + a)) = [].
Proof. unfold s87_board. tf_options. Qed.
(* s87 = T^a F T F^2 _^3 on a>=2 *)
Lemma s87_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s87_board (2 + a) -> fst (s87_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s87_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s87_q1] in Hc |- *.
  rewrite tf_game_eq, (s87_c3_L a), (s87_c3_R a); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

(* s88 = T^a F _^2 T^b _ T F^2 on a==0 && b==0: the board of s25 *)
Lemma s88_c1_p1 x (Hs25 : s25_claim x) :
  x = s88_board 0 0 -> fst (s88_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s88_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s88_q1] in Hc |- *.
  pose proof (Hs25 0 ltac:(rewrite Hx; unfold s88_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s88_c2_L : lmoves (s88_board 0 1) = [strip [(0, 1)] ([E; E; E; T; T; F; F]) []].
Proof. unfold s88_board, strip. tf_options. Qed.
Lemma s88_c2_L1 : tf_norm (strip [(0, 1)] ([E; E; E; T; T; F; F]) []) (repeat E 3) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([E; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s88_c2_R : rmoves (s88_board 0 1) = [strip [(0, 1)] ([E; E; T; F; T; E; F]) []].
Proof. unfold s88_board, strip. tf_options. Qed.
Lemma s88_c2_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F; T; E; F]) []) (s33_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s88 = T^a F _^2 T^b _ T F^2 on a==0 && b==1 *)
Lemma s88_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s88_board 0 1 -> fst (s88_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s88_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s88_q2] in Hc |- *.
  rewrite tf_game_eq, (s88_c2_L), (s88_c2_R); cbn [map].
  rewrite (tf_norm_blank (s88_c2_L1)).
  rewrite (tf_norm_game0 (s88_c2_R1)).
  pose proof (use_s33 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s88_c2_R) ltac:(cbn [In]; left; reflexivity) (s88_c2_R1))) as Ho1.
  rewrite (s33_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s88_c3_L (b : nat) : lmoves (s88_board 0 (2 + b)) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []].
Proof. unfold s88_board, strip. tf_options. Qed.
Lemma s88_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) (repeat E 3) (Z.of_nat (2 + b) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E]) [(1 + b, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s88_c3_R (b : nat) : rmoves (s88_board 0 (2 + b)) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; T; E; F]) []].
Proof. unfold s88_board, strip. tf_options. Qed.
Lemma s88_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; T; E; F]) []) (s33_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s88 = T^a F _^2 T^b _ T F^2 on a==0 && b>=2 *)
Lemma s88_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s88_board 0 (2 + b) -> fst (s88_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s88_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s88_q3] in Hc |- *.
  rewrite tf_game_eq, (s88_c3_L b), (s88_c3_R b); cbn [map].
  rewrite (tf_norm_blank (s88_c3_L1 b)).
  rewrite (tf_norm_game0 (s88_c3_R1 b)).
  pose proof (use_s33 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s88_c3_R b) ltac:(cbn [In]; left; reflexivity) (s88_c3_R1 b))) as Ho1.
  rewrite (s33_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s88 = T^a F _^2 T^b _ T F^2 on a==1 && b==0: the board of s25 *)
Lemma s88_c4_p1 x (Hs25 : s25_claim x) :
  x = s88_board 1 0 -> fst (s88_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s88_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s88_q1] in Hc |- *.
  pose proof (Hs25 1 ltac:(rewrite Hx; unfold s88_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s88_c5_L : lmoves (s88_board 1 1) = [strip [(1, 1)] ([T; E; T; E; T; F; F]) []; strip [] ([T; F; E; E; E; T; T; F; F]) []].
Proof. unfold s88_board, strip. tf_options. Qed.
Lemma s88_c5_L1 : tf_norm (strip [(1, 1)] ([T; E; T; E; T; F; F]) []) (s22_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s88_c5_L2 : tf_norm (strip [] ([T; F; E; E; E; T; T; F; F]) []) (s76_board 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s88_c5_R : rmoves (s88_board 1 1) = [s122_board 1 1 1].
Proof. unfold s122_board, s88_board. tf_options. Qed.
(* s88 = T^a F _^2 T^b _ T F^2 on a==1 && b==1 *)
Lemma s88_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s88_board 1 1 -> fst (s88_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s88_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s88_q2] in Hc |- *.
  rewrite tf_game_eq, (s88_c5_L), (s88_c5_R); cbn [map].
  rewrite (tf_norm_game (s88_c5_L1)).
  pose proof (use_s22 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s88_c5_L) ltac:(cbn [In]; left; reflexivity) (s88_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s88_c5_L2)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s88_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s88_c5_L2))) as Ho1.
  pose proof (use_s122 IH 1 1 1 (opt_r _ _ _ (s88_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s122_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s88_c6_L (b : nat) : lmoves (s88_board 1 (2 + b)) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; F]) []; strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []].
Proof. unfold s88_board, strip. tf_options. Qed.
Lemma s88_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; F]) []) (s22_board 0 1 (2 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s88_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) (s76_board 1) (Z.of_nat (2 + b) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; E]) [(1 + b, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s88_c6_R (b : nat) : rmoves (s88_board 1 (2 + b)) = [s122_board 1 (2 + b) 1].
Proof. unfold s122_board, s88_board. tf_options. Qed.
(* s88 = T^a F _^2 T^b _ T F^2 on a==1 && b>=2 *)
Lemma s88_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s88_board 1 (2 + b) -> fst (s88_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s88_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s88_q3] in Hc |- *.
  rewrite tf_game_eq, (s88_c6_L b), (s88_c6_R b); cbn [map].
  rewrite (tf_norm_game (s88_c6_L1 b)).
  pose proof (use_s22 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s88_c6_L b) ltac:(cbn [In]; left; reflexivity) (s88_c6_L1 b))) as Ho0.
  rewrite (tf_norm_game (s88_c6_L2 b)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s88_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s88_c6_L2 b))) as Ho1.
  pose proof (use_s122 IH 1 (2 + b) 1 (opt_r _ _ _ (s88_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat 1) (Z.of_nat (2 + b) - 1) (Nat2Z.is_nonneg _) I).
  rewrite (s122_p11 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s88 = T^a F _^2 T^b _ T F^2 on a>=2 && b==0: the board of s25 *)
Lemma s88_c7_p4 x (Hs25 : s25_claim x) (a : nat) :
  x = s88_board (2 + a) 0 -> fst (s88_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s88_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s88_q4] in Hc |- *.
  pose proof (Hs25 (2 + a) ltac:(rewrite Hx; unfold s88_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s88_c7_p6 x (Hs25 : s25_claim x) (a : nat) :
  x = s88_board (2 + a) 0 -> fst (s88_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s88_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s88_q6] in Hc |- *.
  pose proof (Hs25 (2 + a) ltac:(rewrite Hx; unfold s88_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s88_c8_L (a : nat) : lmoves (s88_board (2 + a) 1) = [s100_board (1 + a) 0 1 1; strip [] (repeat T (2 + a) ++ [F; E; E; E; T; T; F; F]) []].
Proof. unfold s100_board, s88_board, strip. tf_options. Qed.
Lemma s88_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; E; T; T; F; F]) []) (s76_board (2 + a)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; E; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s88_c8_R (a : nat) : rmoves (s88_board (2 + a) 1) = [s122_board (2 + a) 1 1].
Proof. unfold s122_board, s88_board. tf_options. Qed.
(* s88 = T^a F _^2 T^b _ T F^2 on a>=2 && b==1 *)
Lemma s88_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s88_board (2 + a) 1 -> fst (s88_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s88_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s88_q5] in Hc |- *.
  rewrite tf_game_eq, (s88_c8_L a), (s88_c8_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 0 1 1 (opt_l _ _ _ (s88_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s88_c8_L2 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s88_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s88_c8_L2 a))) as Ho1.
  pose proof (use_s122 IH (2 + a) 1 1 (opt_r _ _ _ (s88_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s100_p34 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s122_p26 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s88_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s88_board (2 + a) 1 -> fst (s88_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s88_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s88_q7] in Hc |- *.
  rewrite tf_game_eq, (s88_c8_L a), (s88_c8_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 0 1 1 (opt_l _ _ _ (s88_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s88_c8_L2 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s88_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s88_c8_L2 a))) as Ho1.
  pose proof (use_s122 IH (2 + a) 1 1 (opt_r _ _ _ (s88_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s100_p48 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s122_p34 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s88_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s88_board (2 + a) 1 -> fst (s88_q8 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s88_q8 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s88_q8] in Hc |- *.
  rewrite tf_game_eq, (s88_c8_L a), (s88_c8_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 0 1 1 (opt_l _ _ _ (s88_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s88_c8_L2 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s88_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s88_c8_L2 a))) as Ho1.
  pose proof (use_s122 IH (2 + a) 1 1 (opt_r _ _ _ (s88_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s100_p63 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s122_p39 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s88_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s88_board (2 + a) 1 -> fst (s88_q9 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s88_q9 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s88_q9] in Hc |- *.
  rewrite tf_game_eq, (s88_c8_L a), (s88_c8_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 0 1 1 (opt_l _ _ _ (s88_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s88_c8_L2 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s88_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s88_c8_L2 a))) as Ho1.
  pose proof (use_s122 IH (2 + a) 1 1 (opt_r _ _ _ (s88_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s100_p75 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s122_p25 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

