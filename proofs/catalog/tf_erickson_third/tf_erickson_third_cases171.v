(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s161_c21_L (a c : nat) : lmoves (s161_board (2 + a) 0 (2 + c)) = [s170_board (2 + a) 1 0 (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, strip. tf_options. Qed.
Lemma s161_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s127_board (2 + a) 0 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s127_board; strip_board_eq | strip_offset]. Qed.
Lemma s161_c21_R (a c : nat) : rmoves (s161_board (2 + a) 0 (2 + c)) = [s198_board (2 + a) 0 0 (2 + c)].
Proof. unfold s161_board, s198_board. tf_options. Qed.
(* s161 = T^a F T _^2 T^b F T^c F _ on a>=2 && b==0 && c>=2 *)
Lemma s161_c21_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s161_board (2 + a) 0 (2 + c) -> fst (s161_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s161_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s161_q2] in Hc |- *.
  rewrite tf_game_eq, (s161_c21_L a c), (s161_c21_R a c); cbn [map].
  pose proof (use_s170 IH (2 + a) 1 0 (2 + c) (opt_l _ _ _ (s161_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s161_c21_L2 a c)).
  pose proof (use_s127 IH (2 + a) 0 (1 + c) (opt_norm_l _ _ _ _ _ (s161_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s161_c21_L2 a c))) as Ho1.
  pose proof (use_s198 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s161_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s170_p20 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s127_p8 Ho1 ltac:(zlia)).
      rewrite (s198_p2 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s127_p21 Ho1 ltac:(zlia)).
      rewrite (s198_p2 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s170_p39 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s127_p24 Ho1 ltac:(zlia)).
      rewrite (s198_p2 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s127_p25 Ho1 ltac:(zlia)).
      rewrite (s198_p2 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s170_p45 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s127_p6 Ho1 ltac:(zlia)).
      rewrite (s198_p2 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s127_p27 Ho1 ltac:(zlia)).
      rewrite (s198_p2 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s170_p51 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s127_p6 Ho1 ltac:(zlia)).
      rewrite (s198_p2 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s127_p27 Ho1 ltac:(zlia)).
      rewrite (s198_p2 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

(* s161 = T^a F T _^2 T^b F T^c F _ on a>=2 && b==1 && c==0: the board of s128 *)
Lemma s161_c22_p3 x (Hs128 : s128_claim x) (a : nat) :
  x = s161_board (2 + a) 1 0 -> fst (s161_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s161_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s161_q3] in Hc |- *.
  pose proof (Hs128 (2 + a) 1 ltac:(rewrite Hx; unfold s161_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s161_c23_L (a : nat) : lmoves (s161_board (2 + a) 1 1) = [s170_board (2 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, strip. tf_options. Qed.
Lemma s161_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F; E; F]) [(1, 0)]) (s127_board (2 + a) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s127_board; strip_board_eq | strip_offset]. Qed.
Lemma s161_c23_R (a : nat) : rmoves (s161_board (2 + a) 1 1) = [s198_board (2 + a) 0 1 1].
Proof. unfold s161_board, s198_board. tf_options. Qed.
(* s161 = T^a F T _^2 T^b F T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s161_c23_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s161_board (2 + a) 1 1 -> fst (s161_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s161_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s161_q4] in Hc |- *.
  rewrite tf_game_eq, (s161_c23_L a), (s161_c23_R a); cbn [map].
  pose proof (use_s170 IH (2 + a) 1 1 1 (opt_l _ _ _ (s161_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s161_c23_L2 a)).
  pose proof (use_s127 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s161_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s161_c23_L2 a))) as Ho1.
  pose proof (use_s198 IH (2 + a) 0 1 1 (opt_r _ _ _ (s161_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s170_p22 Ho0 ltac:(zlia)).
  rewrite (s127_p22 Ho1 ltac:(zlia)).
  rewrite (s198_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s161_c24_L (a c : nat) : lmoves (s161_board (2 + a) 1 (2 + c)) = [s170_board (2 + a) 1 1 (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, strip. tf_options. Qed.
Lemma s161_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s127_board (2 + a) 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s127_board; strip_board_eq | strip_offset]. Qed.
Lemma s161_c24_R (a c : nat) : rmoves (s161_board (2 + a) 1 (2 + c)) = [s198_board (2 + a) 0 1 (2 + c)].
Proof. unfold s161_board, s198_board. tf_options. Qed.
(* s161 = T^a F T _^2 T^b F T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s161_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s161_board (2 + a) 1 (2 + c) -> fst (s161_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s161_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s161_q4] in Hc |- *.
  rewrite tf_game_eq, (s161_c24_L a c), (s161_c24_R a c); cbn [map].
  pose proof (use_s170 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s161_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s161_c24_L2 a c)).
  pose proof (use_s127 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s161_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s161_c24_L2 a c))) as Ho1.
  pose proof (use_s198 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s161_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s170_p22 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 2)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]]].
  {
    rewrite (s127_p8 Ho1 ltac:(zlia)).
    rewrite (s198_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s127_p23 Ho1 ltac:(zlia)).
    rewrite (s198_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s127_p26 Ho1 ltac:(zlia)).
    rewrite (s198_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s127_p28 Ho1 ltac:(zlia)).
    rewrite (s198_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s127_p30 Ho1 ltac:(zlia)).
    rewrite (s198_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s127_p31 Ho1 ltac:(zlia)).
    rewrite (s198_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s127_p32 Ho1 ltac:(zlia)).
    rewrite (s198_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s127_p33 Ho1 ltac:(zlia)).
    rewrite (s198_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s161 = T^a F T _^2 T^b F T^c F _ on a>=2 && b>=2 && c==0: the board of s128 *)
Lemma s161_c25_p7 x (Hs128 : s128_claim x) (a b : nat) :
  x = s161_board (2 + a) (2 + b) 0 -> fst (s161_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s161_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s161_q7] in Hc |- *.
  pose proof (Hs128 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s161_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s161_c26_L (a b : nat) : lmoves (s161_board (2 + a) (2 + b) 1) = [s170_board (2 + a) 1 (2 + b) 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, strip. tf_options. Qed.
Lemma s161_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s127_board (2 + a) (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s127_board; strip_board_eq | strip_offset]. Qed.
Lemma s161_c26_R (a b : nat) : rmoves (s161_board (2 + a) (2 + b) 1) = [].
Proof. unfold s161_board. tf_options. Qed.
(* s161 = T^a F T _^2 T^b F T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s161_c26_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s161_board (2 + a) (2 + b) 1 -> fst (s161_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s161_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s161_q7] in Hc |- *.
  rewrite tf_game_eq, (s161_c26_L a b), (s161_c26_R a b); cbn [map].
  pose proof (use_s170 IH (2 + a) 1 (2 + b) 1 (opt_l _ _ _ (s161_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s161_c26_L2 a b)).
  pose proof (use_s127 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s161_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s161_c26_L2 a b))) as Ho1.
  rewrite (s170_p33 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
  {
    rewrite (s127_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s127_p10 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s127_p18 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s127_p19 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s127_p29 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s161_c27_L (a b c : nat) : lmoves (s161_board (2 + a) (2 + b) (2 + c)) = [s170_board (2 + a) 1 (2 + b) (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, strip. tf_options. Qed.
Lemma s161_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s127_board (2 + a) (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s127_board; strip_board_eq | strip_offset]. Qed.
Lemma s161_c27_R (a b c : nat) : rmoves (s161_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s161_board. tf_options. Qed.
(* s161 = T^a F T _^2 T^b F T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s161_c27_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s161_board (2 + a) (2 + b) (2 + c) -> fst (s161_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s161_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s161_q7] in Hc |- *.
  rewrite tf_game_eq, (s161_c27_L a b c), (s161_c27_R a b c); cbn [map].
  pose proof (use_s170 IH (2 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s161_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s161_c27_L2 a b c)).
  pose proof (use_s127 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s161_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s161_c27_L2 a b c))) as Ho1.
  rewrite (s170_p33 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s127_p14 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s127_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s127_p16 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s127_p17 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s162_c1_L : lmoves (s162_board 0 0 0) = [strip [(0, 1)] ([E; T; E; F; E; T; F]) []].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; E; F; E; T; F]) []) (s81_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c1_R : rmoves (s162_board 0 0 0) = [strip [(0, 1)] ([T; E; F; E; E; T; F]) []; strip [(0, 1)] ([T; E; E; F; F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c1_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; E; T; F]) []) (s84_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c1_R2 : tf_norm (strip [(0, 1)] ([T; E; E; F; F]) [(1, 1)]) (s30_board 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==0 && b==0 && c==0 *)
Lemma s162_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s162_board 0 0 0 -> fst (s162_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s162_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s162_q1] in Hc |- *.
  rewrite tf_game_eq, (s162_c1_L), (s162_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s162_c1_L1)).
  pose proof (use_s81 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s162_c1_L) ltac:(cbn [In]; left; reflexivity) (s162_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s162_c1_R1)).
  pose proof (use_s84 IH 1 0 0 (opt_norm_r _ _ _ _ _ (s162_c1_R) ltac:(cbn [In]; left; reflexivity) (s162_c1_R1))) as Ho1.
  rewrite (tf_norm_game (s162_c1_R2)).
  pose proof (use_s30 IH 1 0 (opt_norm_r _ _ _ _ _ (s162_c1_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c1_R2))) as Ho2.
  rewrite (s81_p4 Ho0 ltac:(zlia)).
  rewrite (s84_p1 Ho1 ltac:(zlia)).
  rewrite (s30_p1 Ho2 ltac:(zlia)).
  rewrite (s30_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s162_c2_L : lmoves (s162_board 0 0 1) = [strip [(0, 1)] ([E; T; E; F; T; E; T; F]) []; strip [(0, 1)] ([T; E; E; F; E; T; T; F]) []].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; E; F; T; E; T; F]) []) (s81_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; F; E; T; T; F]) []) (s63_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c2_R : rmoves (s162_board 0 0 1) = [strip [(0, 1)] ([T; E; F; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; E; F; T; F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; E; T; F]) []) (s112_board 1 0 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c2_R2 : tf_norm (strip [(0, 1)] ([T; E; E; F; T; F]) [(1, 1)]) (s55_board 1 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==0 && b==0 && c==1 *)
Lemma s162_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s162_board 0 0 1 -> fst (s162_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s162_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q1] in Hc |- *.
  rewrite tf_game_eq, (s162_c2_L), (s162_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s162_c2_L1)).
  pose proof (use_s81 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s162_c2_L) ltac:(cbn [In]; left; reflexivity) (s162_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s162_c2_L2)).
  pose proof (use_s63 IH 1 0 (opt_norm_l _ _ _ _ _ (s162_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s162_c2_R1)).
  pose proof (use_s112 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s162_c2_R) ltac:(cbn [In]; left; reflexivity) (s162_c2_R1))) as Ho2.
  rewrite (tf_norm_game (s162_c2_R2)).
  pose proof (use_s55 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s162_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c2_R2))) as Ho3.
  rewrite (s81_p11 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s112_p20 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s162_c3_L (c : nat) : lmoves (s162_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c3_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) []) (s81_board 0 1 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c3_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board 1 0) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c3_R (c : nat) : rmoves (s162_board 0 0 (2 + c)) = [strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + c) ++ [E; T; F]) []) (s112_board 1 0 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c3_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board 1 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==0 && b==0 && c>=2 *)
Lemma s162_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s162_board 0 0 (2 + c) -> fst (s162_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q2] in Hc |- *.
  rewrite tf_game_eq, (s162_c3_L c), (s162_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s162_c3_L1 c)).
  pose proof (use_s81 IH 0 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s162_c3_L c) ltac:(cbn [In]; left; reflexivity) (s162_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s162_c3_L2 c)).
  pose proof (use_s63 IH 1 0 (opt_norm_l _ _ _ _ _ (s162_c3_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c3_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s162_c3_R1 c)).
  pose proof (use_s112 IH 1 0 0 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c3_R c) ltac:(cbn [In]; left; reflexivity) (s162_c3_R1 c))) as Ho2.
  rewrite (tf_norm_game (s162_c3_R2 c)).
  pose proof (use_s55 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c3_R2 c))) as Ho3.
  rewrite (s81_p15 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s162_board 0 0 (2 + c) -> fst (s162_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q5] in Hc |- *.
  rewrite tf_game_eq, (s162_c3_L c), (s162_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s162_c3_L1 c)).
  pose proof (use_s81 IH 0 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s162_c3_L c) ltac:(cbn [In]; left; reflexivity) (s162_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s162_c3_L2 c)).
  pose proof (use_s63 IH 1 0 (opt_norm_l _ _ _ _ _ (s162_c3_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c3_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s162_c3_R1 c)).
  pose proof (use_s112 IH 1 0 0 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c3_R c) ltac:(cbn [In]; left; reflexivity) (s162_c3_R1 c))) as Ho2.
  rewrite (tf_norm_game (s162_c3_R2 c)).
  pose proof (use_s55 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c3_R2 c))) as Ho3.
  rewrite (s81_p15 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c4_L : lmoves (s162_board 0 1 0) = [strip [(0, 1)] ([E; T; E; T; F; E; T; F]) []; strip [(0, 1)] ([T; E; E; E; F; T; T; F]) []].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E; T; F]) []) (s81_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; E; E; F; T; T; F]) []) (s17_board 1) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s17_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c4_R : rmoves (s162_board 0 1 0) = [strip [(0, 1)] ([T; E; F; T; E; E; T; F]) []; strip [(0, 1)] ([T; E; E; T; F; F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; E; T; F]) []) (s84_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c4_R2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; F]) [(1, 1)]) (s30_board 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==0 && b==1 && c==0 *)
Lemma s162_c4_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s162_board 0 1 0 -> fst (s162_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s162_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s162_q6] in Hc |- *.
  rewrite tf_game_eq, (s162_c4_L), (s162_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s162_c4_L1)).
  pose proof (use_s81 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s162_c4_L) ltac:(cbn [In]; left; reflexivity) (s162_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s162_c4_L2)).
  pose proof (use_s17 IH 1 (opt_norm_l _ _ _ _ _ (s162_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s162_c4_R1)).
  pose proof (use_s84 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s162_c4_R) ltac:(cbn [In]; left; reflexivity) (s162_c4_R1))) as Ho2.
  rewrite (tf_norm_game (s162_c4_R2)).
  pose proof (use_s30 IH 1 1 (opt_norm_r _ _ _ _ _ (s162_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c4_R2))) as Ho3.
  rewrite (s81_p16 Ho0 ltac:(zlia)).
  rewrite (s17_p2 Ho1 ltac:(zlia)).
  rewrite (s84_p11 Ho2 ltac:(zlia)).
  rewrite (s30_p3 Ho3 ltac:(zlia)).
  rewrite (s30_p3_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s162_c5_L : lmoves (s162_board 0 1 1) = [strip [(0, 1)] ([E; T; E; T; F; T; E; T; F]) []; strip [(0, 1)] ([T; E; E; T; F; E; T; T; F]) []].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; T; E; T; F]) []) (s81_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; E; T; T; F]) []) (s63_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c5_R : rmoves (s162_board 0 1 1) = [strip [(0, 1)] ([T; E; F; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; T; E; T; F]) []) (s112_board 1 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c5_R2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; T; F]) [(1, 1)]) (s55_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==0 && b==1 && c==1 *)
Lemma s162_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s162_board 0 1 1 -> fst (s162_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s162_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q7] in Hc |- *.
  rewrite tf_game_eq, (s162_c5_L), (s162_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s162_c5_L1)).
  pose proof (use_s81 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s162_c5_L) ltac:(cbn [In]; left; reflexivity) (s162_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s162_c5_L2)).
  pose proof (use_s63 IH 1 1 (opt_norm_l _ _ _ _ _ (s162_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s162_c5_R1)).
  pose proof (use_s112 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s162_c5_R) ltac:(cbn [In]; left; reflexivity) (s162_c5_R1))) as Ho2.
  rewrite (tf_norm_game (s162_c5_R2)).
  pose proof (use_s55 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s162_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c5_R2))) as Ho3.
  rewrite (s81_p17 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c6_L (c : nat) : lmoves (s162_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) []) (s81_board 0 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board 1 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; T; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c6_R (c : nat) : rmoves (s162_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []) (s112_board 1 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c6_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==0 && b==1 && c>=2 *)
Lemma s162_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s162_board 0 1 (2 + c) -> fst (s162_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q3] in Hc |- *.
  rewrite tf_game_eq, (s162_c6_L c), (s162_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s162_c6_L1 c)).
  pose proof (use_s81 IH 0 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s162_c6_L c) ltac:(cbn [In]; left; reflexivity) (s162_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game (s162_c6_L2 c)).
  pose proof (use_s63 IH 1 1 (opt_norm_l _ _ _ _ _ (s162_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s162_c6_R1 c)).
  pose proof (use_s112 IH 1 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c6_R c) ltac:(cbn [In]; left; reflexivity) (s162_c6_R1 c))) as Ho2.
  rewrite (tf_norm_game (s162_c6_R2 c)).
  pose proof (use_s55 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c6_R2 c))) as Ho3.
  rewrite (s81_p18 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c7_L (b : nat) : lmoves (s162_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; E; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; E; T; F]) []) (s81_board 0 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s37_board 1 (1 + b)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c7_R (b : nat) : rmoves (s162_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s30_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==0 && b>=2 && c==0 *)
Lemma s162_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s162_board 0 (2 + b) 0 -> fst (s162_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s162_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s162_q9] in Hc |- *.
  rewrite tf_game_eq, (s162_c7_L b), (s162_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s162_c7_L1 b)).
  pose proof (use_s81 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s162_c7_L b) ltac:(cbn [In]; left; reflexivity) (s162_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s162_c7_L2 b)).
  pose proof (use_s37 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s162_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game (s162_c7_R1 b)).
  pose proof (use_s30 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s162_c7_R b) ltac:(cbn [In]; left; reflexivity) (s162_c7_R1 b))) as Ho2.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s37_p2 Ho1 ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_via _ (int 2)); [num_cmp | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
  }
  {
    rewrite (s37_p4 Ho1 ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p5 Ho1 ltac:(zlia)).
    rewrite (s30_p2 Ho2 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s162_c8_L (b : nat) : lmoves (s162_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) []) (s81_board 0 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s63_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c8_R (b : nat) : rmoves (s162_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s55_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==0 && b>=2 && c==1 *)
Lemma s162_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s162_board 0 (2 + b) 1 -> fst (s162_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s162_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q9] in Hc |- *.
  rewrite tf_game_eq, (s162_c8_L b), (s162_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s162_c8_L1 b)).
  pose proof (use_s81 IH 0 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s162_c8_L b) ltac:(cbn [In]; left; reflexivity) (s162_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s162_c8_L2 b)).
  pose proof (use_s63 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s162_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s162_c8_R1 b)).
  pose proof (use_s55 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s162_c8_R b) ltac:(cbn [In]; left; reflexivity) (s162_c8_R1 b))) as Ho2.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s162_c9_L (b c : nat) : lmoves (s162_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) []) (s81_board 0 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s162_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board 1 (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c9_R (b c : nat) : rmoves (s162_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==0 && b>=2 && c>=2 *)
Lemma s162_c9_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s162_board 0 (2 + b) (2 + c) -> fst (s162_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q8] in Hc |- *.
  rewrite tf_game_eq, (s162_c9_L b c), (s162_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s162_c9_L1 b c)).
  pose proof (use_s81 IH 0 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s162_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s162_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s162_c9_L2 b c)).
  pose proof (use_s63 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s162_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s162_c9_R1 b c)).
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s162_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s162_c9_R1 b c))) as Ho2.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c9_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s162_board 0 (2 + b) (2 + c) -> fst (s162_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q10] in Hc |- *.
  rewrite tf_game_eq, (s162_c9_L b c), (s162_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s162_c9_L1 b c)).
  pose proof (use_s81 IH 0 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s162_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s162_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s162_c9_L2 b c)).
  pose proof (use_s63 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s162_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s162_c9_R1 b c)).
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s162_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s162_c9_R1 b c))) as Ho2.
  rewrite (s81_p23 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c10_L : lmoves (s162_board 1 0 0) = [s171_board 1 1 0 0].
Proof. unfold s162_board, s171_board. tf_options. Qed.
Lemma s162_c10_R : rmoves (s162_board 1 0 0) = [s187_board 1 0 0; strip [] ([T; F; T; E; E; F; F]) [(1, 1)]].
Proof. unfold s162_board, s187_board, strip. tf_options. Qed.
Lemma s162_c10_R2 : tf_norm (strip [] ([T; F; T; E; E; F; F]) [(1, 1)]) (s128_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; F; F]) [(1, 1)]); [reflexivity | unfold s128_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==1 && b==0 && c==0 *)
Lemma s162_c10_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s162_board 1 0 0 -> fst (s162_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s162_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s162_q1] in Hc |- *.
  rewrite tf_game_eq, (s162_c10_L), (s162_c10_R); cbn [map].
  pose proof (use_s171 IH 1 1 0 0 (opt_l _ _ _ (s162_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s187 IH 1 0 0 (opt_r _ _ _ (s162_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s162_c10_R2)).
  pose proof (use_s128 IH 1 0 (opt_norm_r _ _ _ _ _ (s162_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c10_R2))) as Ho2.
  rewrite (s171_p7 Ho0 ltac:(zlia)).
  rewrite (s187_p9 Ho1 ltac:(zlia)).
  rewrite (s128_p4 Ho2 ltac:(zlia)).
  rewrite (s128_p4_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s162_c11_L : lmoves (s162_board 1 0 1) = [s171_board 1 1 0 1; strip [] ([T; F; T; E; E; F; E; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c11_L2 : tf_norm (strip [] ([T; F; T; E; E; F; E; T; T; F]) []) (s116_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s116_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c11_R : rmoves (s162_board 1 0 1) = [s201_board 1 0 0 1; strip [] ([T; F; T; E; E; F; T; F]) [(1, 1)]].
Proof. unfold s162_board, s201_board, strip. tf_options. Qed.
Lemma s162_c11_R2 : tf_norm (strip [] ([T; F; T; E; E; F; T; F]) [(1, 1)]) (s161_board 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s161_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==1 && b==0 && c==1 *)
Lemma s162_c11_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s162_board 1 0 1 -> fst (s162_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s162_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q2] in Hc |- *.
  rewrite tf_game_eq, (s162_c11_L), (s162_c11_R); cbn [map].
  pose proof (use_s171 IH 1 1 0 1 (opt_l _ _ _ (s162_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c11_L2)).
  pose proof (use_s116 IH 1 0 (opt_norm_l _ _ _ _ _ (s162_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c11_L2))) as Ho1.
  pose proof (use_s201 IH 1 0 0 1 (opt_r _ _ _ (s162_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c11_R2)).
  pose proof (use_s161 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s162_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c11_R2))) as Ho3.
  rewrite (s171_p30 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s201_p16 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  rewrite (s161_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c12_L (c : nat) : lmoves (s162_board 1 0 (2 + c)) = [s171_board 1 1 0 (2 + c); strip [] (T :: F :: T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c12_L2 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s116_board 1 0) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; E; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s116_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c12_R (c : nat) : rmoves (s162_board 1 0 (2 + c)) = [s201_board 1 0 0 (2 + c); strip [] (T :: F :: T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s162_board, s201_board, strip. tf_options. Qed.
Lemma s162_c12_R2 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s161_board 1 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s161_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==1 && b==0 && c>=2 *)
Lemma s162_c12_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s162_board 1 0 (2 + c) -> fst (s162_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q3] in Hc |- *.
  rewrite tf_game_eq, (s162_c12_L c), (s162_c12_R c); cbn [map].
  pose proof (use_s171 IH 1 1 0 (2 + c) (opt_l _ _ _ (s162_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c12_L2 c)).
  pose proof (use_s116 IH 1 0 (opt_norm_l _ _ _ _ _ (s162_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c12_L2 c))) as Ho1.
  pose proof (use_s201 IH 1 0 0 (2 + c) (opt_r _ _ _ (s162_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c12_R2 c)).
  pose proof (use_s161 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c12_R2 c))) as Ho3.
  rewrite (s171_p52 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s116_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p17 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  rewrite (s161_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c13_L : lmoves (s162_board 1 1 0) = [s171_board 1 1 1 0; strip [] ([T; F; T; E; E; E; F; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c13_L2 : tf_norm (strip [] ([T; F; T; E; E; E; F; T; T; F]) []) (s29_board 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s29_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c13_R : rmoves (s162_board 1 1 0) = [s187_board 1 0 1; strip [] ([T; F; T; E; E; T; F; F]) [(1, 1)]].
Proof. unfold s162_board, s187_board, strip. tf_options. Qed.
Lemma s162_c13_R2 : tf_norm (strip [] ([T; F; T; E; E; T; F; F]) [(1, 1)]) (s128_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s128_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==1 && b==1 && c==0 *)
Lemma s162_c13_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s162_board 1 1 0 -> fst (s162_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s162_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s162_q6] in Hc |- *.
  rewrite tf_game_eq, (s162_c13_L), (s162_c13_R); cbn [map].
  pose proof (use_s171 IH 1 1 1 0 (opt_l _ _ _ (s162_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c13_L2)).
  pose proof (use_s29 IH 1 (opt_norm_l _ _ _ _ _ (s162_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c13_L2))) as Ho1.
  pose proof (use_s187 IH 1 0 1 (opt_r _ _ _ (s162_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c13_R2)).
  pose proof (use_s128 IH 1 1 (opt_norm_r _ _ _ _ _ (s162_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c13_R2))) as Ho3.
  rewrite (s171_p27 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 I).
  rewrite (s187_p2 Ho2 ltac:(zlia)).
  rewrite (s128_p2 Ho3 ltac:(zlia)).
  rewrite (s128_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s162_c14_L : lmoves (s162_board 1 1 1) = [s171_board 1 1 1 1; strip [] ([T; F; T; E; E; T; F; E; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c14_L2 : tf_norm (strip [] ([T; F; T; E; E; T; F; E; T; T; F]) []) (s116_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s116_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c14_R : rmoves (s162_board 1 1 1) = [s201_board 1 0 1 1; strip [] ([T; F; T; E; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s162_board, s201_board, strip. tf_options. Qed.
Lemma s162_c14_R2 : tf_norm (strip [] ([T; F; T; E; E; T; F; T; F]) [(1, 1)]) (s161_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s161_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==1 && b==1 && c==1 *)
Lemma s162_c14_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s162_board 1 1 1 -> fst (s162_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s162_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q4] in Hc |- *.
  rewrite tf_game_eq, (s162_c14_L), (s162_c14_R); cbn [map].
  pose proof (use_s171 IH 1 1 1 1 (opt_l _ _ _ (s162_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c14_L2)).
  pose proof (use_s116 IH 1 1 (opt_norm_l _ _ _ _ _ (s162_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c14_L2))) as Ho1.
  pose proof (use_s201 IH 1 0 1 1 (opt_r _ _ _ (s162_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c14_R2)).
  pose proof (use_s161 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s162_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c14_R2))) as Ho3.
  rewrite (s171_p28 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s201_p17 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  rewrite (s161_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c15_L (c : nat) : lmoves (s162_board 1 1 (2 + c)) = [s171_board 1 1 1 (2 + c); strip [] (T :: F :: T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c15_L2 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s116_board 1 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; E; T; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s116_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c15_R (c : nat) : rmoves (s162_board 1 1 (2 + c)) = [s201_board 1 0 1 (2 + c); strip [] (T :: F :: T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s162_board, s201_board, strip. tf_options. Qed.
Lemma s162_c15_R2 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s161_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s161_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==1 && b==1 && c>=2 *)
Lemma s162_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s162_board 1 1 (2 + c) -> fst (s162_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q4] in Hc |- *.
  rewrite tf_game_eq, (s162_c15_L c), (s162_c15_R c); cbn [map].
  pose proof (use_s171 IH 1 1 1 (2 + c) (opt_l _ _ _ (s162_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c15_L2 c)).
  pose proof (use_s116 IH 1 1 (opt_norm_l _ _ _ _ _ (s162_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c15_L2 c))) as Ho1.
  pose proof (use_s201 IH 1 0 1 (2 + c) (opt_r _ _ _ (s162_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c15_R2 c)).
  pose proof (use_s161 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c15_R2 c))) as Ho3.
  rewrite (s171_p29 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s116_p1_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p17 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  rewrite (s161_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c16_L (b : nat) : lmoves (s162_board 1 (2 + b) 0) = [s171_board 1 1 (2 + b) 0; strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c16_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s80_board 1 (1 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s80_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c16_R (b : nat) : rmoves (s162_board 1 (2 + b) 0) = [strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c16_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s128_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s128_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==1 && b>=2 && c==0 *)
Lemma s162_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s162_board 1 (2 + b) 0 -> fst (s162_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s162_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s162_q9] in Hc |- *.
  rewrite tf_game_eq, (s162_c16_L b), (s162_c16_R b); cbn [map].
  pose proof (use_s171 IH 1 1 (2 + b) 0 (opt_l _ _ _ (s162_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c16_L2 b)).
  pose proof (use_s80 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s162_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c16_L2 b))) as Ho1.
  rewrite (tf_norm_game (s162_c16_R1 b)).
  pose proof (use_s128 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s162_c16_R b) ltac:(cbn [In]; left; reflexivity) (s162_c16_R1 b))) as Ho2.
  rewrite (s171_p53 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s80_p3 Ho1 ltac:(zlia)).
    rewrite (s128_p3 Ho2 ltac:(zlia)).
    rewrite (s128_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_via _ (int 3)); [num_cmp | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
  }
  {
    rewrite (s80_p5 Ho1 ltac:(zlia)).
    rewrite (s128_p3 Ho2 ltac:(zlia)).
    rewrite (s128_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s80_p6 Ho1 ltac:(zlia)).
    rewrite (s128_p3 Ho2 ltac:(zlia)).
    rewrite (s128_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s162_c17_L (b : nat) : lmoves (s162_board 1 (2 + b) 1) = [s171_board 1 1 (2 + b) 1; strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c17_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s116_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s116_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c17_R (b : nat) : rmoves (s162_board 1 (2 + b) 1) = [strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s161_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s161_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==1 && b>=2 && c==1 *)
Lemma s162_c17_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s162_board 1 (2 + b) 1 -> fst (s162_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s162_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q9] in Hc |- *.
  rewrite tf_game_eq, (s162_c17_L b), (s162_c17_R b); cbn [map].
  pose proof (use_s171 IH 1 1 (2 + b) 1 (opt_l _ _ _ (s162_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c17_L2 b)).
  pose proof (use_s116 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s162_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c17_L2 b))) as Ho1.
  rewrite (tf_norm_game (s162_c17_R1 b)).
  pose proof (use_s161 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s162_c17_R b) ltac:(cbn [In]; left; reflexivity) (s162_c17_R1 b))) as Ho2.
  rewrite (s171_p13 Ho0 ltac:(zlia)).
  rewrite (s116_p2 Ho1 ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  rewrite (s161_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s162_c18_L (b c : nat) : lmoves (s162_board 1 (2 + b) (2 + c)) = [s171_board 1 1 (2 + b) (2 + c); strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c18_L2 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s116_board 1 (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s116_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c18_R (b c : nat) : rmoves (s162_board 1 (2 + b) (2 + c)) = [strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c18_R1 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s161_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s161_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a==1 && b>=2 && c>=2 *)
Lemma s162_c18_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s162_board 1 (2 + b) (2 + c) -> fst (s162_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q8] in Hc |- *.
  rewrite tf_game_eq, (s162_c18_L b c), (s162_c18_R b c); cbn [map].
  pose proof (use_s171 IH 1 1 (2 + b) (2 + c) (opt_l _ _ _ (s162_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c18_L2 b c)).
  pose proof (use_s116 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s162_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c18_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s162_c18_R1 b c)).
  pose proof (use_s161 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s162_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s162_c18_R1 b c))) as Ho2.
  rewrite (s171_p22 Ho0 ltac:(zlia)).
  rewrite (s116_p2 Ho1 ltac:(zlia)).
  rewrite (s116_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  rewrite (s161_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c18_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s162_board 1 (2 + b) (2 + c) -> fst (s162_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q10] in Hc |- *.
  rewrite tf_game_eq, (s162_c18_L b c), (s162_c18_R b c); cbn [map].
  pose proof (use_s171 IH 1 1 (2 + b) (2 + c) (opt_l _ _ _ (s162_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c18_L2 b c)).
  pose proof (use_s116 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s162_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c18_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s162_c18_R1 b c)).
  pose proof (use_s161 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s162_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s162_c18_R1 b c))) as Ho2.
  rewrite (s171_p54 Ho0 ltac:(zlia)).
  rewrite (s116_p2 Ho1 ltac:(zlia)).
  rewrite (s116_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  rewrite (s161_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c19_L (a : nat) : lmoves (s162_board (2 + a) 0 0) = [s171_board (2 + a) 1 0 0].
Proof. unfold s162_board, s171_board. tf_options. Qed.
Lemma s162_c19_R (a : nat) : rmoves (s162_board (2 + a) 0 0) = [s187_board (2 + a) 0 0; strip [] (repeat T (2 + a) ++ [F; T; E; E; F; F]) [(1, 1)]].
Proof. unfold s162_board, s187_board, strip. tf_options. Qed.
Lemma s162_c19_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; F; F]) [(1, 1)]) (s128_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F; F]) [(1, 1)]); [reflexivity | unfold s128_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a>=2 && b==0 && c==0 *)
Lemma s162_c19_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s162_board (2 + a) 0 0 -> fst (s162_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s162_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s162_q11] in Hc |- *.
  rewrite tf_game_eq, (s162_c19_L a), (s162_c19_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 0 0 (opt_l _ _ _ (s162_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s187 IH (2 + a) 0 0 (opt_r _ _ _ (s162_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s162_c19_R2 a)).
  pose proof (use_s128 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s162_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c19_R2 a))) as Ho2.
  rewrite (s171_p31 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s187_p10 Ho1 ltac:(zlia)).
    rewrite (s128_p5 Ho2 ltac:(zlia)).
    rewrite (s128_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s187_p11 Ho1 ltac:(zlia)).
    rewrite (s128_p6 Ho2 ltac:(zlia)).
    rewrite (s128_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s187_p12 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
    {
      rewrite (s128_p7 Ho2 ltac:(zlia)).
      rewrite (s128_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
    }
    {
      rewrite (s128_p8 Ho2 ltac:(zlia)).
      rewrite (s128_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
    }
    {
      rewrite (s128_p9 Ho2 ltac:(zlia)).
      rewrite (s128_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
    }
    {
      rewrite (s128_p10 Ho2 ltac:(zlia)).
      rewrite (s128_p10_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
    }
  }
Qed.

Lemma s162_c20_L (a : nat) : lmoves (s162_board (2 + a) 0 1) = [s171_board (2 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [F; T; E; E; F; E; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; F; E; T; T; F]) []) (s116_board (2 + a) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s116_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c20_R (a : nat) : rmoves (s162_board (2 + a) 0 1) = [s201_board (2 + a) 0 0 1; strip [] (repeat T (2 + a) ++ [F; T; E; E; F; T; F]) [(1, 1)]].
Proof. unfold s162_board, s201_board, strip. tf_options. Qed.
Lemma s162_c20_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; F; T; F]) [(1, 1)]) (s161_board (2 + a) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s161_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a>=2 && b==0 && c==1 *)
Lemma s162_c20_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s162_board (2 + a) 0 1 -> fst (s162_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s162_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q4] in Hc |- *.
  rewrite tf_game_eq, (s162_c20_L a), (s162_c20_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 0 1 (opt_l _ _ _ (s162_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c20_L2 a)).
  pose proof (use_s116 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s162_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c20_L2 a))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 0 1 (opt_r _ _ _ (s162_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c20_R2 a)).
  pose proof (use_s161 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s162_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c20_R2 a))) as Ho3.
  rewrite (s171_p32 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s201_p19 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  rewrite (s161_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c20_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s162_board (2 + a) 0 1 -> fst (s162_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s162_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q13] in Hc |- *.
  rewrite tf_game_eq, (s162_c20_L a), (s162_c20_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 0 1 (opt_l _ _ _ (s162_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c20_L2 a)).
  pose proof (use_s116 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s162_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c20_L2 a))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 0 1 (opt_r _ _ _ (s162_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c20_R2 a)).
  pose proof (use_s161 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s162_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c20_R2 a))) as Ho3.
  rewrite (s171_p58 Ho0 ltac:(zlia)).
  rewrite (s116_p3 Ho1 ltac:(zlia)).
  rewrite (s201_p27 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  rewrite (s161_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c20_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s162_board (2 + a) 0 1 -> fst (s162_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s162_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q15] in Hc |- *.
  rewrite tf_game_eq, (s162_c20_L a), (s162_c20_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 0 1 (opt_l _ _ _ (s162_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c20_L2 a)).
  pose proof (use_s116 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s162_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c20_L2 a))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 0 1 (opt_r _ _ _ (s162_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c20_R2 a)).
  pose proof (use_s161 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s162_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c20_R2 a))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s171_p62 Ho0 ltac:(zlia)).
    rewrite (s116_p5 Ho1 ltac:(zlia)).
    rewrite (s201_p35 Ho2 ltac:(zlia)).
    rewrite (s161_p2 Ho3 ltac:(zlia)).
    rewrite (s161_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s171_p66 Ho0 ltac:(zlia)).
    rewrite (s116_p5 Ho1 ltac:(zlia)).
    rewrite (s201_p35 Ho2 ltac:(zlia)).
    rewrite (s161_p2 Ho3 ltac:(zlia)).
    rewrite (s161_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s162_c21_L (a c : nat) : lmoves (s162_board (2 + a) 0 (2 + c)) = [s171_board (2 + a) 1 0 (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s116_board (2 + a) 0) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s116_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c21_R (a c : nat) : rmoves (s162_board (2 + a) 0 (2 + c)) = [s201_board (2 + a) 0 0 (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s162_board, s201_board, strip. tf_options. Qed.
Lemma s162_c21_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s161_board (2 + a) 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s161_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a>=2 && b==0 && c>=2 *)
Lemma s162_c21_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s162_board (2 + a) 0 (2 + c) -> fst (s162_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q4] in Hc |- *.
  rewrite tf_game_eq, (s162_c21_L a c), (s162_c21_R a c); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 0 (2 + c) (opt_l _ _ _ (s162_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c21_L2 a c)).
  pose proof (use_s116 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s162_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c21_L2 a c))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s162_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c21_R2 a c)).
  pose proof (use_s161 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c21_R2 a c))) as Ho3.
  rewrite (s171_p33 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s116_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p19 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  rewrite (s161_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c21_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s162_board (2 + a) 0 (2 + c) -> fst (s162_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q13] in Hc |- *.
  rewrite tf_game_eq, (s162_c21_L a c), (s162_c21_R a c); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 0 (2 + c) (opt_l _ _ _ (s162_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c21_L2 a c)).
  pose proof (use_s116 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s162_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c21_L2 a c))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s162_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c21_R2 a c)).
  pose proof (use_s161 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c21_R2 a c))) as Ho3.
  rewrite (s171_p58 Ho0 ltac:(zlia)).
  rewrite (s116_p3 Ho1 ltac:(zlia)).
  rewrite (s116_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p27 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  rewrite (s161_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c21_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s162_board (2 + a) 0 (2 + c) -> fst (s162_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q15] in Hc |- *.
  rewrite tf_game_eq, (s162_c21_L a c), (s162_c21_R a c); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 0 (2 + c) (opt_l _ _ _ (s162_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c21_L2 a c)).
  pose proof (use_s116 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s162_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c21_L2 a c))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s162_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c21_R2 a c)).
  pose proof (use_s161 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c21_R2 a c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s171_p62 Ho0 ltac:(zlia)).
    rewrite (s116_p5 Ho1 ltac:(zlia)).
    rewrite (s116_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p35 Ho2 ltac:(zlia)).
    rewrite (s161_p2 Ho3 ltac:(zlia)).
    rewrite (s161_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s171_p66 Ho0 ltac:(zlia)).
    rewrite (s116_p5 Ho1 ltac:(zlia)).
    rewrite (s116_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p35 Ho2 ltac:(zlia)).
    rewrite (s161_p2 Ho3 ltac:(zlia)).
    rewrite (s161_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s162_c22_L (a : nat) : lmoves (s162_board (2 + a) 1 0) = [s171_board (2 + a) 1 1 0; strip [] (repeat T (2 + a) ++ [F; T; E; E; E; F; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c22_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; E; F; T; T; F]) []) (s29_board (2 + a)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s29_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c22_R (a : nat) : rmoves (s162_board (2 + a) 1 0) = [s187_board (2 + a) 0 1; strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F; F]) [(1, 1)]].
Proof. unfold s162_board, s187_board, strip. tf_options. Qed.
Lemma s162_c22_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F; F]) [(1, 1)]) (s128_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s128_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a>=2 && b==1 && c==0 *)
Lemma s162_c22_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s162_board (2 + a) 1 0 -> fst (s162_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s162_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s162_q12] in Hc |- *.
  rewrite tf_game_eq, (s162_c22_L a), (s162_c22_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 1 0 (opt_l _ _ _ (s162_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c22_L2 a)).
  pose proof (use_s29 IH (2 + a) (opt_norm_l _ _ _ _ _ (s162_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c22_L2 a))) as Ho1.
  pose proof (use_s187 IH (2 + a) 0 1 (opt_r _ _ _ (s162_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c22_R2 a)).
  pose proof (use_s128 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s162_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c22_R2 a))) as Ho3.
  rewrite (s171_p34 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 I).
  rewrite (s187_p2 Ho2 ltac:(zlia)).
  rewrite (s128_p2 Ho3 ltac:(zlia)).
  rewrite (s128_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c23_L (a : nat) : lmoves (s162_board (2 + a) 1 1) = [s171_board (2 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F; E; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F; E; T; T; F]) []) (s116_board (2 + a) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s116_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c23_R (a : nat) : rmoves (s162_board (2 + a) 1 1) = [s201_board (2 + a) 0 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s162_board, s201_board, strip. tf_options. Qed.
Lemma s162_c23_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F; T; F]) [(1, 1)]) (s161_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s161_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a>=2 && b==1 && c==1 *)
Lemma s162_c23_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s162_board (2 + a) 1 1 -> fst (s162_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s162_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q4] in Hc |- *.
  rewrite tf_game_eq, (s162_c23_L a), (s162_c23_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 1 1 (opt_l _ _ _ (s162_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c23_L2 a)).
  pose proof (use_s116 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s162_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c23_L2 a))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 1 1 (opt_r _ _ _ (s162_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c23_R2 a)).
  pose proof (use_s161 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s162_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c23_R2 a))) as Ho3.
  rewrite (s171_p36 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s201_p19 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  rewrite (s161_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c23_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s162_board (2 + a) 1 1 -> fst (s162_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s162_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q14] in Hc |- *.
  rewrite tf_game_eq, (s162_c23_L a), (s162_c23_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 1 1 (opt_l _ _ _ (s162_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c23_L2 a)).
  pose proof (use_s116 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s162_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c23_L2 a))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 1 1 (opt_r _ _ _ (s162_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c23_R2 a)).
  pose proof (use_s161 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s162_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c23_R2 a))) as Ho3.
  rewrite (s171_p36 Ho0 ltac:(zlia)).
  rewrite (s116_p4 Ho1 ltac:(zlia)).
  rewrite (s201_p27 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  rewrite (s161_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c23_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s162_board (2 + a) 1 1 -> fst (s162_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s162_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q16] in Hc |- *.
  rewrite tf_game_eq, (s162_c23_L a), (s162_c23_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 1 1 (opt_l _ _ _ (s162_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c23_L2 a)).
  pose proof (use_s116 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s162_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c23_L2 a))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 1 1 (opt_r _ _ _ (s162_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c23_R2 a)).
  pose proof (use_s161 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s162_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c23_R2 a))) as Ho3.
  rewrite (s171_p63 Ho0 ltac:(zlia)).
  rewrite (s116_p6 Ho1 ltac:(zlia)).
  rewrite (s201_p35 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  rewrite (s161_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c23_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s162_board (2 + a) 1 1 -> fst (s162_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s162_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q17] in Hc |- *.
  rewrite tf_game_eq, (s162_c23_L a), (s162_c23_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 1 1 (opt_l _ _ _ (s162_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c23_L2 a)).
  pose proof (use_s116 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s162_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c23_L2 a))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 1 1 (opt_r _ _ _ (s162_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c23_R2 a)).
  pose proof (use_s161 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s162_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c23_R2 a))) as Ho3.
  rewrite (s171_p63 Ho0 ltac:(zlia)).
  rewrite (s116_p7 Ho1 ltac:(zlia)).
  rewrite (s201_p35 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  rewrite (s161_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c24_L (a c : nat) : lmoves (s162_board (2 + a) 1 (2 + c)) = [s171_board (2 + a) 1 1 (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s116_board (2 + a) 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s116_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c24_R (a c : nat) : rmoves (s162_board (2 + a) 1 (2 + c)) = [s201_board (2 + a) 0 1 (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s162_board, s201_board, strip. tf_options. Qed.
Lemma s162_c24_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s161_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s161_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a>=2 && b==1 && c>=2 *)
Lemma s162_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s162_board (2 + a) 1 (2 + c) -> fst (s162_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q4] in Hc |- *.
  rewrite tf_game_eq, (s162_c24_L a c), (s162_c24_R a c); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s162_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c24_L2 a c)).
  pose proof (use_s116 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s162_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c24_L2 a c))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s162_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c24_R2 a c)).
  pose proof (use_s161 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c24_R2 a c))) as Ho3.
  rewrite (s171_p36 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s116_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p19 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  rewrite (s161_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c24_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s162_board (2 + a) 1 (2 + c) -> fst (s162_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q14] in Hc |- *.
  rewrite tf_game_eq, (s162_c24_L a c), (s162_c24_R a c); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s162_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c24_L2 a c)).
  pose proof (use_s116 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s162_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c24_L2 a c))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s162_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c24_R2 a c)).
  pose proof (use_s161 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c24_R2 a c))) as Ho3.
  rewrite (s171_p36 Ho0 ltac:(zlia)).
  rewrite (s116_p4 Ho1 ltac:(zlia)).
  rewrite (s116_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p27 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  rewrite (s161_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c24_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s162_board (2 + a) 1 (2 + c) -> fst (s162_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q16] in Hc |- *.
  rewrite tf_game_eq, (s162_c24_L a c), (s162_c24_R a c); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s162_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c24_L2 a c)).
  pose proof (use_s116 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s162_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c24_L2 a c))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s162_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c24_R2 a c)).
  pose proof (use_s161 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c24_R2 a c))) as Ho3.
  rewrite (s171_p36 Ho0 ltac:(zlia)).
  rewrite (s116_p6 Ho1 ltac:(zlia)).
  rewrite (s116_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p35 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  rewrite (s161_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c24_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s162_board (2 + a) 1 (2 + c) -> fst (s162_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q17] in Hc |- *.
  rewrite tf_game_eq, (s162_c24_L a c), (s162_c24_R a c); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s162_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c24_L2 a c)).
  pose proof (use_s116 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s162_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c24_L2 a c))) as Ho1.
  pose proof (use_s201 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s162_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s162_c24_R2 a c)).
  pose proof (use_s161 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s162_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c24_R2 a c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 2)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s171_p36 Ho0 ltac:(zlia)).
    rewrite (s116_p7 Ho1 ltac:(zlia)).
    rewrite (s116_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p35 Ho2 ltac:(zlia)).
    rewrite (s161_p4 Ho3 ltac:(zlia)).
    rewrite (s161_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s171_p63 Ho0 ltac:(zlia)).
    rewrite (s116_p7 Ho1 ltac:(zlia)).
    rewrite (s116_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p35 Ho2 ltac:(zlia)).
    rewrite (s161_p4 Ho3 ltac:(zlia)).
    rewrite (s161_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s162_c25_L (a b : nat) : lmoves (s162_board (2 + a) (2 + b) 0) = [s171_board (2 + a) 1 (2 + b) 0; strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c25_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s80_board (2 + a) (1 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s80_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c25_R (a b : nat) : rmoves (s162_board (2 + a) (2 + b) 0) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c25_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s128_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s128_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a>=2 && b>=2 && c==0 *)
Lemma s162_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s162_board (2 + a) (2 + b) 0 -> fst (s162_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s162_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s162_q9] in Hc |- *.
  rewrite tf_game_eq, (s162_c25_L a b), (s162_c25_R a b); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s162_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c25_L2 a b)).
  pose proof (use_s80 IH (2 + a) (1 + b) (opt_norm_l _ _ _ _ _ (s162_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c25_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s162_c25_R1 a b)).
  pose proof (use_s128 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s162_c25_R a b) ltac:(cbn [In]; left; reflexivity) (s162_c25_R1 a b))) as Ho2.
  rewrite (s171_p53 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
  {
    rewrite (s80_p1 Ho1 ltac:(zlia)).
    rewrite (s128_p3 Ho2 ltac:(zlia)).
    rewrite (s128_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s80_p3 Ho1 ltac:(zlia)).
    rewrite (s128_p3 Ho2 ltac:(zlia)).
    rewrite (s128_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_via _ (int (Z.of_nat (2 + a) + 2))); [num_cmp | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
  }
  {
    rewrite (s80_p5 Ho1 ltac:(zlia)).
    rewrite (s128_p3 Ho2 ltac:(zlia)).
    rewrite (s128_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s80_p6 Ho1 ltac:(zlia)).
    rewrite (s128_p3 Ho2 ltac:(zlia)).
    rewrite (s128_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s80_p7 Ho1 ltac:(zlia)).
    rewrite (s128_p3 Ho2 ltac:(zlia)).
    rewrite (s128_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s162_c26_L (a b : nat) : lmoves (s162_board (2 + a) (2 + b) 1) = [s171_board (2 + a) 1 (2 + b) 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s116_board (2 + a) (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s116_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c26_R (a b : nat) : rmoves (s162_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s161_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s161_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a>=2 && b>=2 && c==1 *)
Lemma s162_c26_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s162_board (2 + a) (2 + b) 1 -> fst (s162_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s162_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s162_q9] in Hc |- *.
  rewrite tf_game_eq, (s162_c26_L a b), (s162_c26_R a b); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 (2 + b) 1 (opt_l _ _ _ (s162_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s162_c26_L2 a b)).
  pose proof (use_s116 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s162_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c26_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s162_c26_R1 a b)).
  pose proof (use_s161 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s162_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s162_c26_R1 a b))) as Ho2.
  rewrite (s171_p13 Ho0 ltac:(zlia)).
  rewrite (s116_p2 Ho1 ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  rewrite (s161_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s162_c27_L (a b c : nat) : lmoves (s162_board (2 + a) (2 + b) (2 + c)) = [s171_board (2 + a) 1 (2 + b) (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s171_board, strip. tf_options. Qed.
Lemma s162_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s116_board (2 + a) (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s116_board; strip_board_eq | strip_offset].
Qed.
Lemma s162_c27_R (a b c : nat) : rmoves (s162_board (2 + a) (2 + b) (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s162_board, strip. tf_options. Qed.
Lemma s162_c27_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s161_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s161_board; strip_board_eq | strip_offset]. Qed.
(* s162 = T^a F T _^2 T^b F T^c _ T F on a>=2 && b>=2 && c>=2 *)
Lemma s162_c27_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s162_board (2 + a) (2 + b) (2 + c) -> fst (s162_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q8] in Hc |- *.
  rewrite tf_game_eq, (s162_c27_L a b c), (s162_c27_R a b c); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s162_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c27_L2 a b c)).
  pose proof (use_s116 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s162_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c27_L2 a b c))) as Ho1.
  rewrite (tf_norm_game (s162_c27_R1 a b c)).
  pose proof (use_s161 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s162_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s162_c27_R1 a b c))) as Ho2.
  rewrite (s171_p22 Ho0 ltac:(zlia)).
  rewrite (s116_p2 Ho1 ltac:(zlia)).
  rewrite (s116_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  rewrite (s161_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s162_c27_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s162_board (2 + a) (2 + b) (2 + c) -> fst (s162_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s162_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s162_q10] in Hc |- *.
  rewrite tf_game_eq, (s162_c27_L a b c), (s162_c27_R a b c); cbn [map].
  pose proof (use_s171 IH (2 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s162_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s162_c27_L2 a b c)).
  pose proof (use_s116 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s162_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s162_c27_L2 a b c))) as Ho1.
  rewrite (tf_norm_game (s162_c27_R1 a b c)).
  pose proof (use_s161 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s162_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s162_c27_R1 a b c))) as Ho2.
  rewrite (s171_p54 Ho0 ltac:(zlia)).
  rewrite (s116_p2 Ho1 ltac:(zlia)).
  rewrite (s116_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  rewrite (s161_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s163 = T^a F T _ T^b F T^c F _^2 on a==0 && b==0 && c==0: the board of s86 *)
Lemma s163_c1_p1 x (Hs86 : s86_claim x) :
  x = s163_board 0 0 0 -> fst (s163_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s163_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s163_q1] in Hc |- *.
  pose proof (Hs86 0 0 ltac:(rewrite Hx; unfold s163_board, s86_board; board_eq)) as Ho0.
  rewrite (s86_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s163_c2_L : lmoves (s163_board 0 0 1) = [strip [(0, 1)] ([E; T; F; T; F; E; E]) []; strip [(0, 1)] ([T; E; F; E; F]) [(1, 1)]].
Proof. unfold s163_board, strip. tf_options. Qed.
Lemma s163_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; F; T; F; E; E]) []) (s83_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; F; E; F]) [(1, 1)]) (s113_board 1 0 0 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c2_R : rmoves (s163_board 0 0 1) = [strip [(0, 1)] ([T; F; E; T; F; E; E]) []].
Proof. unfold s163_board, strip. tf_options. Qed.
Lemma s163_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; E; T; F; E; E]) []) (s105_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; F; E; E]) []); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a==0 && b==0 && c==1 *)
Lemma s163_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s163_board 0 0 1 -> fst (s163_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s163_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s163_q2] in Hc |- *.
  rewrite tf_game_eq, (s163_c2_L), (s163_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s163_c2_L1)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s163_c2_L) ltac:(cbn [In]; left; reflexivity) (s163_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s163_c2_L2)).
  pose proof (use_s113 IH 1 0 0 0 (opt_norm_l _ _ _ _ _ (s163_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s163_c2_R1)).
  pose proof (use_s105 IH 1 1 (opt_norm_r _ _ _ _ _ (s163_c2_R) ltac:(cbn [In]; left; reflexivity) (s163_c2_R1))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p14 Ho1 ltac:(zlia)).
  rewrite (s113_p14_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s163_c3_L (c : nat) : lmoves (s163_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []; strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s163_board, strip. tf_options. Qed.
Lemma s163_c3_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []) (s83_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c3_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board 1 0 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c3_R (c : nat) : rmoves (s163_board 0 0 (2 + c)) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s163_board, strip. tf_options. Qed.
Lemma s163_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [F; E; E]) []) (s105_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a==0 && b==0 && c>=2 *)
Lemma s163_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s163_board 0 0 (2 + c) -> fst (s163_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s163_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s163_q2] in Hc |- *.
  rewrite tf_game_eq, (s163_c3_L c), (s163_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s163_c3_L1 c)).
  pose proof (use_s83 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s163_c3_L c) ltac:(cbn [In]; left; reflexivity) (s163_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s163_c3_L2 c)).
  pose proof (use_s113 IH 1 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s163_c3_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c3_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s163_c3_R1 c)).
  pose proof (use_s105 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s163_c3_R c) ltac:(cbn [In]; left; reflexivity) (s163_c3_R1 c))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s163 = T^a F T _ T^b F T^c F _^2 on a==0 && b==1 && c==0: the board of s86 *)
Lemma s163_c4_p3 x (Hs86 : s86_claim x) :
  x = s163_board 0 1 0 -> fst (s163_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s163_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s163_q3] in Hc |- *.
  pose proof (Hs86 0 1 ltac:(rewrite Hx; unfold s163_board, s86_board; board_eq)) as Ho0.
  rewrite (s86_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s163_c5_L : lmoves (s163_board 0 1 1) = [strip [(0, 1)] ([E; T; T; F; T; F; E; E]) []; strip [(0, 1)] ([T; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s163_board, strip. tf_options. Qed.
Lemma s163_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; T; F; E; E]) []) (s83_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; F]) [(1, 1)]) (s113_board 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c5_R : rmoves (s163_board 0 1 1) = [strip [(0, 1)] ([T; F; T; E; T; F; E; E]) []].
Proof. unfold s163_board, strip. tf_options. Qed.
Lemma s163_c5_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; F; E; E]) []) (s119_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; F; E; E]) []); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a==0 && b==1 && c==1 *)
Lemma s163_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s163_board 0 1 1 -> fst (s163_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s163_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s163_q3] in Hc |- *.
  rewrite tf_game_eq, (s163_c5_L), (s163_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s163_c5_L1)).
  pose proof (use_s83 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s163_c5_L) ltac:(cbn [In]; left; reflexivity) (s163_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s163_c5_L2)).
  pose proof (use_s113 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s163_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s163_c5_R1)).
  pose proof (use_s119 IH 1 1 (opt_norm_r _ _ _ _ _ (s163_c5_R) ltac:(cbn [In]; left; reflexivity) (s163_c5_R1))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p16 Ho1 ltac:(zlia)).
  rewrite (s113_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s163_c6_L (c : nat) : lmoves (s163_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s163_board, strip. tf_options. Qed.
Lemma s163_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []) (s83_board 0 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board 1 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c6_R (c : nat) : rmoves (s163_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s163_board, strip. tf_options. Qed.
Lemma s163_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [F; E; E]) []) (s119_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a==0 && b==1 && c>=2 *)
Lemma s163_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s163_board 0 1 (2 + c) -> fst (s163_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s163_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s163_q3] in Hc |- *.
  rewrite tf_game_eq, (s163_c6_L c), (s163_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s163_c6_L1 c)).
  pose proof (use_s83 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s163_c6_L c) ltac:(cbn [In]; left; reflexivity) (s163_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game (s163_c6_L2 c)).
  pose proof (use_s113 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s163_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s163_c6_R1 c)).
  pose proof (use_s119 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s163_c6_R c) ltac:(cbn [In]; left; reflexivity) (s163_c6_R1 c))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s163 = T^a F T _ T^b F T^c F _^2 on a==0 && b>=2 && c==0: the board of s86 *)
Lemma s163_c7_p3 x (Hs86 : s86_claim x) (b : nat) :
  x = s163_board 0 (2 + b) 0 -> fst (s163_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s163_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s163_q3] in Hc |- *.
  pose proof (Hs86 0 (2 + b) ltac:(rewrite Hx; unfold s163_board, s86_board; board_eq)) as Ho0.
  rewrite (s86_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s163_c8_L (b : nat) : lmoves (s163_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; F; E; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s163_board, strip. tf_options. Qed.
Lemma s163_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; F; E; E]) []) (s83_board 0 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s113_board 1 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c8_R (b : nat) : rmoves (s163_board 0 (2 + b) 1) = [].
Proof. unfold s163_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a==0 && b>=2 && c==1 *)
Lemma s163_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s163_board 0 (2 + b) 1 -> fst (s163_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s163_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s163_q3] in Hc |- *.
  rewrite tf_game_eq, (s163_c8_L b), (s163_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s163_c8_L1 b)).
  pose proof (use_s83 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s163_c8_L b) ltac:(cbn [In]; left; reflexivity) (s163_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game (s163_c8_L2 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s163_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c8_L2 b))) as Ho1.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s113_p13 Ho1 ltac:(zlia)).
    rewrite (s113_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s113_p17 Ho1 ltac:(zlia)).
    rewrite (s113_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s113_p18 Ho1 ltac:(zlia)).
    rewrite (s113_p18_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s163_c9_L (b c : nat) : lmoves (s163_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s163_board, strip. tf_options. Qed.
Lemma s163_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) []) (s83_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board 1 (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c9_R (b c : nat) : rmoves (s163_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s163_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a==0 && b>=2 && c>=2 *)
Lemma s163_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s163_board 0 (2 + b) (2 + c) -> fst (s163_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s163_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s163_q3] in Hc |- *.
  rewrite tf_game_eq, (s163_c9_L b c), (s163_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s163_c9_L1 b c)).
  pose proof (use_s83 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s163_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s163_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s163_c9_L2 b c)).
  pose proof (use_s113 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s163_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c9_L2 b c))) as Ho1.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s163 = T^a F T _ T^b F T^c F _^2 on a==1 && b==0 && c==0: the board of s86 *)
Lemma s163_c10_p2 x (Hs86 : s86_claim x) :
  x = s163_board 1 0 0 -> fst (s163_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s163_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s163_q2] in Hc |- *.
  pose proof (Hs86 1 0 ltac:(rewrite Hx; unfold s163_board, s86_board; board_eq)) as Ho0.
  rewrite (s86_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

