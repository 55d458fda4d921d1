(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s170_c11_L : lmoves (s170_board 0 1 0 1) = [strip [(0, 1)] ([E; E; T; F; T; F; E]) []; strip [(0, 1)] ([E; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c11_L1 : tf_norm (strip [(0, 1)] ([E; E; T; F; T; F; E]) []) (s55_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c11_L2 : tf_norm (strip [(0, 1)] ([E; T; E; F; E; F]) [(1, 0)]) (s48_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c11_R : rmoves (s170_board 0 1 0 1) = [strip [(0, 1)] ([E; T; F; E; T; F; E]) []].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c11_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; F; E]) []) (s113_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==0 && d==1 *)
Lemma s170_c11_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s170_board 0 1 0 1 -> fst (s170_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q8] in Hc |- *.
  rewrite tf_game_eq, (s170_c11_L), (s170_c11_R); cbn [map].
  rewrite (tf_norm_game0 (s170_c11_L1)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s170_c11_L) ltac:(cbn [In]; left; reflexivity) (s170_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s170_c11_L2)).
  pose proof (use_s48 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s170_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s170_c11_R1)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s170_c11_R) ltac:(cbn [In]; left; reflexivity) (s170_c11_R1))) as Ho2.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  rewrite (s48_p18 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s170_c12_L (d : nat) : lmoves (s170_board 0 1 0 (2 + d)) = [strip [(0, 1)] (E :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c12_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s55_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c12_L2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 0 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c12_R (d : nat) : rmoves (s170_board 0 1 0 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 1 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==0 && d>=2 *)
Lemma s170_c12_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s170_board 0 1 0 (2 + d) -> fst (s170_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q8] in Hc |- *.
  rewrite tf_game_eq, (s170_c12_L d), (s170_c12_R d); cbn [map].
  rewrite (tf_norm_game0 (s170_c12_L1 d)).
  pose proof (use_s55 IH 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s170_c12_L d) ltac:(cbn [In]; left; reflexivity) (s170_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s170_c12_L2 d)).
  pose proof (use_s48 IH 0 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s170_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s170_c12_R1 d)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s170_c12_R d) ltac:(cbn [In]; left; reflexivity) (s170_c12_R1 d))) as Ho2.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p19 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p20 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p21 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==1 && d==0: the board of s135 *)
Lemma s170_c13_p10 x (Hs135 : s135_claim x) :
  x = s170_board 0 1 1 0 -> fst (s170_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s170_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q10] in Hc |- *.
  pose proof (Hs135 0 1 1 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s170_c14_L : lmoves (s170_board 0 1 1 1) = [strip [(0, 1)] ([E; E; T; T; F; T; F; E]) []; strip [(0, 1)] ([E; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c14_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; F; T; F; E]) []) (s55_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c14_L2 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E; F]) [(1, 0)]) (s48_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c14_R : rmoves (s170_board 0 1 1 1) = [strip [(0, 1)] ([E; T; F; T; E; T; F; E]) []].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c14_R1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; T; F; E]) []) (s113_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s170_c14_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s170_board 0 1 1 1 -> fst (s170_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s170_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q11] in Hc |- *.
  rewrite tf_game_eq, (s170_c14_L), (s170_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s170_c14_L1)).
  pose proof (use_s55 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s170_c14_L) ltac:(cbn [In]; left; reflexivity) (s170_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s170_c14_L2)).
  pose proof (use_s48 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s170_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s170_c14_R1)).
  pose proof (use_s113 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s170_c14_R) ltac:(cbn [In]; left; reflexivity) (s170_c14_R1))) as Ho2.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s48_p22 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s170_c15_L (d : nat) : lmoves (s170_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: E :: T :: T :: F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s55_board 0 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 0 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c15_R (d : nat) : rmoves (s170_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s170_c15_p11 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s170_board 0 1 1 (2 + d) -> fst (s170_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q11] in Hc |- *.
  rewrite tf_game_eq, (s170_c15_L d), (s170_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s170_c15_L1 d)).
  pose proof (use_s55 IH 0 2 (2 + d) (opt_norm_l _ _ _ _ _ (s170_c15_L d) ltac:(cbn [In]; left; reflexivity) (s170_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s170_c15_L2 d)).
  pose proof (use_s48 IH 0 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s170_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s170_c15_R1 d)).
  pose proof (use_s113 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s170_c15_R d) ltac:(cbn [In]; left; reflexivity) (s170_c15_R1 d))) as Ho2.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p24 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p25 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p26 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==1 && c>=2 && d==0: the board of s135 *)
Lemma s170_c16_p12 x (Hs135 : s135_claim x) (c : nat) :
  x = s170_board 0 1 (2 + c) 0 -> fst (s170_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s170_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q12] in Hc |- *.
  pose proof (Hs135 0 1 (2 + c) ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s170_c17_L (c : nat) : lmoves (s170_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; T; F; E]) []; strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; T; F; E]) []) (s55_board 0 (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s48_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c17_R (c : nat) : rmoves (s170_board 0 1 (2 + c) 1) = [].
Proof. unfold s170_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s170_c17_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s170_board 0 1 (2 + c) 1 -> fst (s170_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s170_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q12] in Hc |- *.
  rewrite tf_game_eq, (s170_c17_L c), (s170_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s170_c17_L1 c)).
  pose proof (use_s55 IH 0 (3 + c) 1 (opt_norm_l _ _ _ _ _ (s170_c17_L c) ltac:(cbn [In]; left; reflexivity) (s170_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s170_c17_L2 c)).
  pose proof (use_s48 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s170_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c17_L2 c))) as Ho1.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p22 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p33 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p34 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s170_c18_L (c d : nat) : lmoves (s170_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s55_board 0 (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 0 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c18_R (c d : nat) : rmoves (s170_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s170_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s170_c18_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s170_board 0 1 (2 + c) (2 + d) -> fst (s170_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q12] in Hc |- *.
  rewrite tf_game_eq, (s170_c18_L c d), (s170_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s170_c18_L1 c d)).
  pose proof (use_s55 IH 0 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s170_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s170_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s170_c18_L2 c d)).
  pose proof (use_s48 IH 0 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s170_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c18_L2 c d))) as Ho1.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s48_p27 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p29 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p31 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p32 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==0 && d==0: the board of s135 *)
Lemma s170_c19_p13 x (Hs135 : s135_claim x) (b : nat) :
  x = s170_board 0 (2 + b) 0 0 -> fst (s170_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q13] in Hc |- *.
  pose proof (Hs135 0 (2 + b) 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c19_p18 x (Hs135 : s135_claim x) (b : nat) :
  x = s170_board 0 (2 + b) 0 0 -> fst (s170_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q18] in Hc |- *.
  pose proof (Hs135 0 (2 + b) 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c19_p23 x (Hs135 : s135_claim x) (b : nat) :
  x = s170_board 0 (2 + b) 0 0 -> fst (s170_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q23] in Hc |- *.
  pose proof (Hs135 0 (2 + b) 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c19_p28 x (Hs135 : s135_claim x) (b : nat) :
  x = s170_board 0 (2 + b) 0 0 -> fst (s170_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q28] in Hc |- *.
  pose proof (Hs135 0 (2 + b) 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c20_L (b : nat) : lmoves (s170_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; T; F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c20_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; T; F; E]) []) (s82_board 0 (1 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c20_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]) (s48_board 0 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c20_R (b : nat) : rmoves (s170_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; F; E]) []].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c20_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; F; E]) []) (s113_board 0 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==0 && d==1 *)
Lemma s170_c20_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s170_board 0 (2 + b) 0 1 -> fst (s170_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q14] in Hc |- *.
  rewrite tf_game_eq, (s170_c20_L b), (s170_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s170_c20_L1 b)).
  pose proof (use_s82 IH 0 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s170_c20_L b) ltac:(cbn [In]; left; reflexivity) (s170_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s170_c20_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s170_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s170_c20_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s170_c20_R b) ltac:(cbn [In]; left; reflexivity) (s170_c20_R1 b))) as Ho2.
  rewrite (s82_p10 Ho0 ltac:(zlia)).
  rewrite (s48_p35 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c20_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s170_board 0 (2 + b) 0 1 -> fst (s170_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q20] in Hc |- *.
  rewrite tf_game_eq, (s170_c20_L b), (s170_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s170_c20_L1 b)).
  pose proof (use_s82 IH 0 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s170_c20_L b) ltac:(cbn [In]; left; reflexivity) (s170_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s170_c20_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s170_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s170_c20_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s170_c20_R b) ltac:(cbn [In]; left; reflexivity) (s170_c20_R1 b))) as Ho2.
  rewrite (s82_p14 Ho0 ltac:(zlia)).
  rewrite (s48_p44 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c20_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s170_board 0 (2 + b) 0 1 -> fst (s170_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q24] in Hc |- *.
  rewrite tf_game_eq, (s170_c20_L b), (s170_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s170_c20_L1 b)).
  pose proof (use_s82 IH 0 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s170_c20_L b) ltac:(cbn [In]; left; reflexivity) (s170_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s170_c20_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s170_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s170_c20_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s170_c20_R b) ltac:(cbn [In]; left; reflexivity) (s170_c20_R1 b))) as Ho2.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s48_p44 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c21_L (b d : nat) : lmoves (s170_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c21_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 (1 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c21_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 0 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c21_R (b d : nat) : rmoves (s170_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c21_R1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 (2 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s170_c21_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s170_board 0 (2 + b) 0 (2 + d) -> fst (s170_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q14] in Hc |- *.
  rewrite tf_game_eq, (s170_c21_L b d), (s170_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s170_c21_L1 b d)).
  pose proof (use_s82 IH 0 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s170_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s170_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s170_c21_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s170_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s170_c21_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s170_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s170_c21_R1 b d))) as Ho2.
  rewrite (s82_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p36 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p37 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p38 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s170_c21_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s170_board 0 (2 + b) 0 (2 + d) -> fst (s170_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q20] in Hc |- *.
  rewrite tf_game_eq, (s170_c21_L b d), (s170_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s170_c21_L1 b d)).
  pose proof (use_s82 IH 0 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s170_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s170_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s170_c21_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s170_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s170_c21_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s170_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s170_c21_R1 b d))) as Ho2.
  rewrite (s82_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p46 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p47 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p48 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s170_c21_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s170_board 0 (2 + b) 0 (2 + d) -> fst (s170_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q24] in Hc |- *.
  rewrite tf_game_eq, (s170_c21_L b d), (s170_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s170_c21_L1 b d)).
  pose proof (use_s82 IH 0 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s170_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s170_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s170_c21_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s170_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s170_c21_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s170_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s170_c21_R1 b d))) as Ho2.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p46 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p52 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p53 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==1 && d==0: the board of s135 *)
Lemma s170_c22_p16 x (Hs135 : s135_claim x) (b : nat) :
  x = s170_board 0 (2 + b) 1 0 -> fst (s170_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s170_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q16] in Hc |- *.
  pose proof (Hs135 0 (2 + b) 1 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c23_L (b : nat) : lmoves (s170_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; T; F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; T; F; E]) []) (s82_board 0 (1 + b) 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s48_board 0 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c23_R (b : nat) : rmoves (s170_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) []].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) []) (s113_board 0 (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s170_c23_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s170_board 0 (2 + b) 1 1 -> fst (s170_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s170_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q17] in Hc |- *.
  rewrite tf_game_eq, (s170_c23_L b), (s170_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s170_c23_L1 b)).
  pose proof (use_s82 IH 0 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s170_c23_L b) ltac:(cbn [In]; left; reflexivity) (s170_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s170_c23_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s170_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s170_c23_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s170_c23_R b) ltac:(cbn [In]; left; reflexivity) (s170_c23_R1 b))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s48_p39 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c23_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s170_board 0 (2 + b) 1 1 -> fst (s170_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s170_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q22] in Hc |- *.
  rewrite tf_game_eq, (s170_c23_L b), (s170_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s170_c23_L1 b)).
  pose proof (use_s82 IH 0 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s170_c23_L b) ltac:(cbn [In]; left; reflexivity) (s170_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s170_c23_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s170_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s170_c23_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s170_c23_R b) ltac:(cbn [In]; left; reflexivity) (s170_c23_R1 b))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s48_p39 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c24_L (b d : nat) : lmoves (s170_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: T :: F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 (1 + b) 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 0 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c24_R (b d : nat) : rmoves (s170_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c24_R1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 (2 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s170_c24_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s170_board 0 (2 + b) 1 (2 + d) -> fst (s170_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q17] in Hc |- *.
  rewrite tf_game_eq, (s170_c24_L b d), (s170_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s170_c24_L1 b d)).
  pose proof (use_s82 IH 0 (1 + b) 2 (2 + d) (opt_norm_l _ _ _ _ _ (s170_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s170_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s170_c24_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s170_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s170_c24_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s170_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s170_c24_R1 b d))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p40 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p41 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p42 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s170_c24_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s170_board 0 (2 + b) 1 (2 + d) -> fst (s170_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q22] in Hc |- *.
  rewrite tf_game_eq, (s170_c24_L b d), (s170_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s170_c24_L1 b d)).
  pose proof (use_s82 IH 0 (1 + b) 2 (2 + d) (opt_norm_l _ _ _ _ _ (s170_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s170_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s170_c24_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s170_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s170_c24_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s170_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s170_c24_R1 b d))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s48_p49 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p50 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c>=2 && d==0: the board of s135 *)
Lemma s170_c25_p12 x (Hs135 : s135_claim x) (b c : nat) :
  x = s170_board 0 (2 + b) (2 + c) 0 -> fst (s170_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s170_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q12] in Hc |- *.
  pose proof (Hs135 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s170_c26_L (b c : nat) : lmoves (s170_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; F; E]) []) (s82_board 0 (1 + b) (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s48_board 0 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c26_R (b c : nat) : rmoves (s170_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s170_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s170_c26_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s170_board 0 (2 + b) (2 + c) 1 -> fst (s170_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s170_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q12] in Hc |- *.
  rewrite tf_game_eq, (s170_c26_L b c), (s170_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s170_c26_L1 b c)).
  pose proof (use_s82 IH 0 (1 + b) (3 + c) 1 (opt_norm_l _ _ _ _ _ (s170_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s170_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s170_c26_L2 b c)).
  pose proof (use_s48 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s170_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c26_L2 b c))) as Ho1.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s48_p23 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p34 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p43 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p51 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s170_c27_L (b c d : nat) : lmoves (s170_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 (1 + b) (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 0 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c27_R (b c d : nat) : rmoves (s170_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s170_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s170_c27_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s170_board 0 (2 + b) (2 + c) (2 + d) -> fst (s170_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q12] in Hc |- *.
  rewrite tf_game_eq, (s170_c27_L b c d), (s170_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s170_c27_L1 b c d)).
  pose proof (use_s82 IH 0 (1 + b) (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s170_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s170_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s170_c27_L2 b c d)).
  pose proof (use_s48 IH 0 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s170_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s170_c27_L2 b c d))) as Ho1.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s48_p27 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p29 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p31 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p32 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==0 && d==0: the board of s123 *)
Lemma s170_c28_p3 x (Hs123 : s123_claim x) :
  x = s170_board 1 0 0 0 -> fst (s170_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q3] in Hc |- *.
  pose proof (Hs123 1 0 ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==0 && d==1: the board of s143 *)
Lemma s170_c29_p4 x (Hs143 : s143_claim x) :
  x = s170_board 1 0 0 1 -> fst (s170_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q4] in Hc |- *.
  pose proof (Hs143 1 0 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==0 && d>=2: the board of s143 *)
Lemma s170_c30_p4 x (Hs143 : s143_claim x) (d : nat) :
  x = s170_board 1 0 0 (2 + d) -> fst (s170_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q4] in Hc |- *.
  pose proof (Hs143 1 0 (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==1 && d==0: the board of s123 *)
Lemma s170_c31_p9 x (Hs123 : s123_claim x) :
  x = s170_board 1 0 1 0 -> fst (s170_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s170_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q9] in Hc |- *.
  pose proof (Hs123 1 1 ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==1 && d==1: the board of s143 *)
Lemma s170_c32_p6 x (Hs143 : s143_claim x) :
  x = s170_board 1 0 1 1 -> fst (s170_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s170_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q6] in Hc |- *.
  pose proof (Hs143 1 1 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==1 && d>=2: the board of s143 *)
Lemma s170_c33_p6 x (Hs143 : s143_claim x) (d : nat) :
  x = s170_board 1 0 1 (2 + d) -> fst (s170_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q6] in Hc |- *.
  pose proof (Hs143 1 1 (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==0 && c>=2 && d==0: the board of s123 *)
Lemma s170_c34_p29 x (Hs123 : s123_claim x) (c : nat) :
  x = s170_board 1 0 (2 + c) 0 -> fst (s170_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s170_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q29] in Hc |- *.
  pose proof (Hs123 1 (2 + c) ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==0 && c>=2 && d==1: the board of s143 *)
Lemma s170_c35_p29 x (Hs143 : s143_claim x) (c : nat) :
  x = s170_board 1 0 (2 + c) 1 -> fst (s170_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s170_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q29] in Hc |- *.
  pose proof (Hs143 1 (2 + c) 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==0 && c>=2 && d>=2: the board of s143 *)
Lemma s170_c36_p29 x (Hs143 : s143_claim x) (c d : nat) :
  x = s170_board 1 0 (2 + c) (2 + d) -> fst (s170_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q29] in Hc |- *.
  pose proof (Hs143 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==0 && d==0: the board of s135 *)
Lemma s170_c37_p30 x (Hs135 : s135_claim x) :
  x = s170_board 1 1 0 0 -> fst (s170_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q30] in Hc |- *.
  pose proof (Hs135 1 1 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c38_L : lmoves (s170_board 1 1 0 1) = [strip [(1, 1)] ([T; T; E; F; T; F; E]) []; s143_board 1 1 1; strip [] ([T; F; E; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s143_board, s170_board, strip. tf_options. Qed.
Lemma s170_c38_L1 : tf_norm (strip [(1, 1)] ([T; T; E; F; T; F; E]) []) (s82_board 0 2 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c38_L3 : tf_norm (strip [] ([T; F; E; T; E; F; E; F]) [(1, 0)]) (s134_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c38_R : rmoves (s170_board 1 1 0 1) = [s177_board 1 1 0 1].
Proof. unfold s170_board, s177_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==0 && d==1 *)
Lemma s170_c38_p31 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s170_board 1 1 0 1 -> fst (s170_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q31] in Hc |- *.
  rewrite tf_game_eq, (s170_c38_L), (s170_c38_R); cbn [map].
  rewrite (tf_norm_game (s170_c38_L1)).
  pose proof (use_s82 IH 0 2 0 1 (opt_norm_l _ _ _ _ _ (s170_c38_L) ltac:(cbn [In]; left; reflexivity) (s170_c38_L1))) as Ho0.
  pose proof (use_s143 IH 1 1 1 (opt_l _ _ _ (s170_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c38_L3)).
  pose proof (use_s134 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s170_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c38_L3))) as Ho2.
  pose proof (use_s177 IH 1 1 0 1 (opt_r _ _ _ (s170_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p12 Ho0 ltac:(zlia)).
  rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p2 Ho1 ltac:(zlia)).
  rewrite (s134_p7 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c39_L (d : nat) : lmoves (s170_board 1 1 0 (2 + d)) = [strip [(1, 1)] (T :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) []; s143_board 1 1 (2 + d); strip [] (T :: F :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, s170_board, strip. tf_options. Qed.
Lemma s170_c39_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 2 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c39_L3 (d : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s134_board 1 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c39_R (d : nat) : rmoves (s170_board 1 1 0 (2 + d)) = [s177_board 1 1 0 (2 + d)].
Proof. unfold s170_board, s177_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==0 && d>=2 *)
Lemma s170_c39_p31 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s170_board 1 1 0 (2 + d) -> fst (s170_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q31] in Hc |- *.
  rewrite tf_game_eq, (s170_c39_L d), (s170_c39_R d); cbn [map].
  rewrite (tf_norm_game (s170_c39_L1 d)).
  pose proof (use_s82 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s170_c39_L d) ltac:(cbn [In]; left; reflexivity) (s170_c39_L1 d))) as Ho0.
  pose proof (use_s143 IH 1 1 (2 + d) (opt_l _ _ _ (s170_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c39_L3 d)).
  pose proof (use_s134 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s170_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c39_L3 d))) as Ho2.
  pose proof (use_s177 IH 1 1 0 (2 + d) (opt_r _ _ _ (s170_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p12 Ho0 ltac:(zlia)).
  rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s134_p47 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p73 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p74 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==1 && d==0: the board of s135 *)
Lemma s170_c40_p16 x (Hs135 : s135_claim x) :
  x = s170_board 1 1 1 0 -> fst (s170_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s170_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q16] in Hc |- *.
  pose proof (Hs135 1 1 1 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c41_L : lmoves (s170_board 1 1 1 1) = [strip [(1, 1)] ([T; T; E; T; F; T; F; E]) []; s143_board 1 2 1; strip [] ([T; F; E; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s143_board, s170_board, strip. tf_options. Qed.
Lemma s170_c41_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; F; T; F; E]) []) (s82_board 0 2 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c41_L3 : tf_norm (strip [] ([T; F; E; T; E; T; F; E; F]) [(1, 0)]) (s134_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c41_R : rmoves (s170_board 1 1 1 1) = [s177_board 1 1 1 1].
Proof. unfold s170_board, s177_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s170_c41_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s170_board 1 1 1 1 -> fst (s170_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s170_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q17] in Hc |- *.
  rewrite tf_game_eq, (s170_c41_L), (s170_c41_R); cbn [map].
  rewrite (tf_norm_game (s170_c41_L1)).
  pose proof (use_s82 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s170_c41_L) ltac:(cbn [In]; left; reflexivity) (s170_c41_L1))) as Ho0.
  pose proof (use_s143 IH 1 2 1 (opt_l _ _ _ (s170_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c41_L3)).
  pose proof (use_s134 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s170_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c41_L3))) as Ho2.
  pose proof (use_s177 IH 1 1 1 1 (opt_r _ _ _ (s170_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p14 Ho0 ltac:(zlia)).
  rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p3 Ho1 ltac:(zlia)).
  rewrite (s134_p13 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c42_L (d : nat) : lmoves (s170_board 1 1 1 (2 + d)) = [strip [(1, 1)] (T :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []; s143_board 1 2 (2 + d); strip [] (T :: F :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, s170_board, strip. tf_options. Qed.
Lemma s170_c42_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 2 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c42_L3 (d : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s134_board 1 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c42_R (d : nat) : rmoves (s170_board 1 1 1 (2 + d)) = [s177_board 1 1 1 (2 + d)].
Proof. unfold s170_board, s177_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s170_c42_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s170_board 1 1 1 (2 + d) -> fst (s170_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q17] in Hc |- *.
  rewrite tf_game_eq, (s170_c42_L d), (s170_c42_R d); cbn [map].
  rewrite (tf_norm_game (s170_c42_L1 d)).
  pose proof (use_s82 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s170_c42_L d) ltac:(cbn [In]; left; reflexivity) (s170_c42_L1 d))) as Ho0.
  pose proof (use_s143 IH 1 2 (2 + d) (opt_l _ _ _ (s170_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c42_L3 d)).
  pose proof (use_s134 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s170_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c42_L3 d))) as Ho2.
  pose proof (use_s177 IH 1 1 1 (2 + d) (opt_r _ _ _ (s170_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p14 Ho0 ltac:(zlia)).
  rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s134_p43 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p44 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p45 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==1 && c>=2 && d==0: the board of s135 *)
Lemma s170_c43_p33 x (Hs135 : s135_claim x) (c : nat) :
  x = s170_board 1 1 (2 + c) 0 -> fst (s170_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s170_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q33] in Hc |- *.
  pose proof (Hs135 1 1 (2 + c) ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s170_c44_L (c : nat) : lmoves (s170_board 1 1 (2 + c) 1) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []; s143_board 1 (3 + c) 1; strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s143_board, s170_board, strip. tf_options. Qed.
Lemma s170_c44_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []) (s82_board 0 2 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c44_L3 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s134_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c44_R (c : nat) : rmoves (s170_board 1 1 (2 + c) 1) = [].
Proof. unfold s170_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s170_c44_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s170_board 1 1 (2 + c) 1 -> fst (s170_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s170_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q33] in Hc |- *.
  rewrite tf_game_eq, (s170_c44_L c), (s170_c44_R c); cbn [map].
  rewrite (tf_norm_game (s170_c44_L1 c)).
  pose proof (use_s82 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s170_c44_L c) ltac:(cbn [In]; left; reflexivity) (s170_c44_L1 c))) as Ho0.
  pose proof (use_s143 IH 1 (3 + c) 1 (opt_l _ _ _ (s170_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c44_L3 c)).
  pose proof (use_s134 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s170_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c44_L3 c))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s134_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s134_p46 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s134_p75 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s170_c45_L (c d : nat) : lmoves (s170_board 1 1 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []; s143_board 1 (3 + c) (2 + d); strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, s170_board, strip. tf_options. Qed.
Lemma s170_c45_L1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 2 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c45_L3 (c d : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s134_board 1 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c45_R (c d : nat) : rmoves (s170_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s170_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s170_c45_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s170_board 1 1 (2 + c) (2 + d) -> fst (s170_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q33] in Hc |- *.
  rewrite tf_game_eq, (s170_c45_L c d), (s170_c45_R c d); cbn [map].
  rewrite (tf_norm_game (s170_c45_L1 c d)).
  pose proof (use_s82 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s170_c45_L c d) ltac:(cbn [In]; left; reflexivity) (s170_c45_L1 c d))) as Ho0.
  pose proof (use_s143 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s170_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c45_L3 c d)).
  pose proof (use_s134 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s170_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c45_L3 c d))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s134_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s134_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s134_p76 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s134_p77 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==0 && d==0: the board of s135 *)
Lemma s170_c46_p23 x (Hs135 : s135_claim x) (b : nat) :
  x = s170_board 1 (2 + b) 0 0 -> fst (s170_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q23] in Hc |- *.
  pose proof (Hs135 1 (2 + b) 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c46_p28 x (Hs135 : s135_claim x) (b : nat) :
  x = s170_board 1 (2 + b) 0 0 -> fst (s170_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q28] in Hc |- *.
  pose proof (Hs135 1 (2 + b) 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c46_p34 x (Hs135 : s135_claim x) (b : nat) :
  x = s170_board 1 (2 + b) 0 0 -> fst (s170_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q34] in Hc |- *.
  pose proof (Hs135 1 (2 + b) 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c47_L (b : nat) : lmoves (s170_board 1 (2 + b) 0 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; F; T; F; E]) []; s170_board 1 (1 + b) 1 1; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c47_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; F; T; F; E]) []) (s82_board 0 (3 + b) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c47_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]) (s134_board 1 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c47_R (b : nat) : rmoves (s170_board 1 (2 + b) 0 1) = [s177_board 1 (2 + b) 0 1].
Proof. unfold s170_board, s177_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==0 && d==1 *)
Lemma s170_c47_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s170_board 1 (2 + b) 0 1 -> fst (s170_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q20] in Hc |- *.
  rewrite tf_game_eq, (s170_c47_L b), (s170_c47_R b); cbn [map].
  rewrite (tf_norm_game (s170_c47_L1 b)).
  pose proof (use_s82 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s170_c47_L b) ltac:(cbn [In]; left; reflexivity) (s170_c47_L1 b))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s170_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c47_L3 b)).
  pose proof (use_s134 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s170_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c47_L3 b))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s170_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p16 Ho0 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p17 Ho1 ltac:(zlia)).
  rewrite (s134_p48 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c47_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s170_board 1 (2 + b) 0 1 -> fst (s170_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q26] in Hc |- *.
  rewrite tf_game_eq, (s170_c47_L b), (s170_c47_R b); cbn [map].
  rewrite (tf_norm_game (s170_c47_L1 b)).
  pose proof (use_s82 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s170_c47_L b) ltac:(cbn [In]; left; reflexivity) (s170_c47_L1 b))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s170_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c47_L3 b)).
  pose proof (use_s134 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s170_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c47_L3 b))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s170_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p19 Ho0 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p22 Ho1 ltac:(zlia)).
  rewrite (s134_p48 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c48_L (b d : nat) : lmoves (s170_board 1 (2 + b) 0 (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E]) []; s170_board 1 (1 + b) 1 (2 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c48_L1 (b d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 (3 + b) 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c48_L3 (b d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s134_board 1 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c48_R (b d : nat) : rmoves (s170_board 1 (2 + b) 0 (2 + d)) = [s177_board 1 (2 + b) 0 (2 + d)].
Proof. unfold s170_board, s177_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s170_c48_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s170_board 1 (2 + b) 0 (2 + d) -> fst (s170_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q20] in Hc |- *.
  rewrite tf_game_eq, (s170_c48_L b d), (s170_c48_R b d); cbn [map].
  rewrite (tf_norm_game (s170_c48_L1 b d)).
  pose proof (use_s82 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s170_c48_L b d) ltac:(cbn [In]; left; reflexivity) (s170_c48_L1 b d))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s170_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c48_L3 b d)).
  pose proof (use_s134 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s170_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c48_L3 b d))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s170_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p16 Ho0 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s134_p49 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p51 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p52 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s170_c48_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s170_board 1 (2 + b) 0 (2 + d) -> fst (s170_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q26] in Hc |- *.
  rewrite tf_game_eq, (s170_c48_L b d), (s170_c48_R b d); cbn [map].
  rewrite (tf_norm_game (s170_c48_L1 b d)).
  pose proof (use_s82 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s170_c48_L b d) ltac:(cbn [In]; left; reflexivity) (s170_c48_L1 b d))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s170_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c48_L3 b d)).
  pose proof (use_s134 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s170_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c48_L3 b d))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s170_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p19 Ho0 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p22 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s134_p49 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p58 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p62 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==1 && d==0: the board of s135 *)
Lemma s170_c49_p16 x (Hs135 : s135_claim x) (b : nat) :
  x = s170_board 1 (2 + b) 1 0 -> fst (s170_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s170_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q16] in Hc |- *.
  pose proof (Hs135 1 (2 + b) 1 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c50_L (b : nat) : lmoves (s170_board 1 (2 + b) 1 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; F; T; F; E]) []; s170_board 1 (1 + b) 2 1; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c50_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; F; T; F; E]) []) (s82_board 0 (3 + b) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c50_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s134_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c50_R (b : nat) : rmoves (s170_board 1 (2 + b) 1 1) = [s177_board 1 (2 + b) 1 1].
Proof. unfold s170_board, s177_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s170_c50_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s170_board 1 (2 + b) 1 1 -> fst (s170_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s170_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q22] in Hc |- *.
  rewrite tf_game_eq, (s170_c50_L b), (s170_c50_R b); cbn [map].
  rewrite (tf_norm_game (s170_c50_L1 b)).
  pose proof (use_s82 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s170_c50_L b) ltac:(cbn [In]; left; reflexivity) (s170_c50_L1 b))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s170_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c50_L3 b)).
  pose proof (use_s134 IH 1 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s170_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c50_L3 b))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s170_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p33 Ho1 ltac:(zlia)).
  rewrite (s134_p41 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c51_L (b d : nat) : lmoves (s170_board 1 (2 + b) 1 (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) []; s170_board 1 (1 + b) 2 (2 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c51_L1 (b d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 (3 + b) 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c51_L3 (b d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s134_board 1 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c51_R (b d : nat) : rmoves (s170_board 1 (2 + b) 1 (2 + d)) = [s177_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s170_board, s177_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s170_c51_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s170_board 1 (2 + b) 1 (2 + d) -> fst (s170_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q22] in Hc |- *.
  rewrite tf_game_eq, (s170_c51_L b d), (s170_c51_R b d); cbn [map].
  rewrite (tf_norm_game (s170_c51_L1 b d)).
  pose proof (use_s82 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s170_c51_L b d) ltac:(cbn [In]; left; reflexivity) (s170_c51_L1 b d))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s170_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c51_L3 b d)).
  pose proof (use_s134 IH 1 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s170_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c51_L3 b d))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s170_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p33 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s134_p53 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p54 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c>=2 && d==0: the board of s135 *)
Lemma s170_c52_p33 x (Hs135 : s135_claim x) (b c : nat) :
  x = s170_board 1 (2 + b) (2 + c) 0 -> fst (s170_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s170_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q33] in Hc |- *.
  pose proof (Hs135 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s170_c53_L (b c : nat) : lmoves (s170_board 1 (2 + b) (2 + c) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E]) []; s170_board 1 (1 + b) (3 + c) 1; strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c53_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E]) []) (s82_board 0 (3 + b) (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c53_L3 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s134_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c53_R (b c : nat) : rmoves (s170_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s170_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s170_c53_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s170_board 1 (2 + b) (2 + c) 1 -> fst (s170_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s170_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q33] in Hc |- *.
  rewrite tf_game_eq, (s170_c53_L b c), (s170_c53_R b c); cbn [map].
  rewrite (tf_norm_game (s170_c53_L1 b c)).
  pose proof (use_s82 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s170_c53_L b c) ltac:(cbn [In]; left; reflexivity) (s170_c53_L1 b c))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s170_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c53_L3 b c)).
  pose proof (use_s134 IH 1 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s170_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c53_L3 b c))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p33 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s134_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s134_p56 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s134_p75 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s170_c54_L (b c d : nat) : lmoves (s170_board 1 (2 + b) (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []; s170_board 1 (1 + b) (3 + c) (2 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, strip. tf_options. Qed.
Lemma s170_c54_L1 (b c d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 (3 + b) (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s134_board 1 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c54_R (b c d : nat) : rmoves (s170_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s170_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s170_c54_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s170_board 1 (2 + b) (2 + c) (2 + d) -> fst (s170_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s170_q33] in Hc |- *.
  rewrite tf_game_eq, (s170_c54_L b c d), (s170_c54_R b c d); cbn [map].
  rewrite (tf_norm_game (s170_c54_L1 b c d)).
  pose proof (use_s82 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s170_c54_L b c d) ltac:(cbn [In]; left; reflexivity) (s170_c54_L1 b c d))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s170_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c54_L3 b c d)).
  pose proof (use_s134 IH 1 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s170_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c54_L3 b c d))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p33 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s134_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s134_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s134_p76 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s134_p77 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==0 && d==0: the board of s123 *)
Lemma s170_c55_p30 x (Hs123 : s123_claim x) (a : nat) :
  x = s170_board (2 + a) 0 0 0 -> fst (s170_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q30] in Hc |- *.
  pose proof (Hs123 (2 + a) 0 ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c55_p32 x (Hs123 : s123_claim x) (a : nat) :
  x = s170_board (2 + a) 0 0 0 -> fst (s170_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q32] in Hc |- *.
  pose proof (Hs123 (2 + a) 0 ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c55_p41 x (Hs123 : s123_claim x) (a : nat) :
  x = s170_board (2 + a) 0 0 0 -> fst (s170_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q41] in Hc |- *.
  pose proof (Hs123 (2 + a) 0 ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c55_p47 x (Hs123 : s123_claim x) (a : nat) :
  x = s170_board (2 + a) 0 0 0 -> fst (s170_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q47] in Hc |- *.
  pose proof (Hs123 (2 + a) 0 ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==0 && d==1: the board of s143 *)
Lemma s170_c56_p15 x (Hs143 : s143_claim x) (a : nat) :
  x = s170_board (2 + a) 0 0 1 -> fst (s170_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q15] in Hc |- *.
  pose proof (Hs143 (2 + a) 0 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c56_p21 x (Hs143 : s143_claim x) (a : nat) :
  x = s170_board (2 + a) 0 0 1 -> fst (s170_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q21] in Hc |- *.
  pose proof (Hs143 (2 + a) 0 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s143_p11 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s143_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s170_c56_p31 x (Hs143 : s143_claim x) (a : nat) :
  x = s170_board (2 + a) 0 0 1 -> fst (s170_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q31] in Hc |- *.
  pose proof (Hs143 (2 + a) 0 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==0 && d>=2: the board of s143 *)
Lemma s170_c57_p15 x (Hs143 : s143_claim x) (a d : nat) :
  x = s170_board (2 + a) 0 0 (2 + d) -> fst (s170_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q15] in Hc |- *.
  pose proof (Hs143 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c57_p21 x (Hs143 : s143_claim x) (a d : nat) :
  x = s170_board (2 + a) 0 0 (2 + d) -> fst (s170_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q21] in Hc |- *.
  pose proof (Hs143 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s143_p11 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s143_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s170_c57_p31 x (Hs143 : s143_claim x) (a d : nat) :
  x = s170_board (2 + a) 0 0 (2 + d) -> fst (s170_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q31] in Hc |- *.
  pose proof (Hs143 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==1 && d==0: the board of s123 *)
Lemma s170_c58_p35 x (Hs123 : s123_claim x) (a : nat) :
  x = s170_board (2 + a) 0 1 0 -> fst (s170_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s170_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q35] in Hc |- *.
  pose proof (Hs123 (2 + a) 1 ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c58_p37 x (Hs123 : s123_claim x) (a : nat) :
  x = s170_board (2 + a) 0 1 0 -> fst (s170_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s170_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q37] in Hc |- *.
  pose proof (Hs123 (2 + a) 1 ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c58_p42 x (Hs123 : s123_claim x) (a : nat) :
  x = s170_board (2 + a) 0 1 0 -> fst (s170_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s170_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q42] in Hc |- *.
  pose proof (Hs123 (2 + a) 1 ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c58_p48 x (Hs123 : s123_claim x) (a : nat) :
  x = s170_board (2 + a) 0 1 0 -> fst (s170_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s170_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q48] in Hc |- *.
  pose proof (Hs123 (2 + a) 1 ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==1 && d==1: the board of s143 *)
Lemma s170_c59_p17 x (Hs143 : s143_claim x) (a : nat) :
  x = s170_board (2 + a) 0 1 1 -> fst (s170_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s170_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q17] in Hc |- *.
  pose proof (Hs143 (2 + a) 1 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c59_p38 x (Hs143 : s143_claim x) (a : nat) :
  x = s170_board (2 + a) 0 1 1 -> fst (s170_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s170_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q38] in Hc |- *.
  pose proof (Hs143 (2 + a) 1 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c59_p43 x (Hs143 : s143_claim x) (a : nat) :
  x = s170_board (2 + a) 0 1 1 -> fst (s170_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s170_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q43] in Hc |- *.
  pose proof (Hs143 (2 + a) 1 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c59_p49 x (Hs143 : s143_claim x) (a : nat) :
  x = s170_board (2 + a) 0 1 1 -> fst (s170_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s170_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q49] in Hc |- *.
  pose proof (Hs143 (2 + a) 1 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==1 && d>=2: the board of s143 *)
Lemma s170_c60_p17 x (Hs143 : s143_claim x) (a d : nat) :
  x = s170_board (2 + a) 0 1 (2 + d) -> fst (s170_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q17] in Hc |- *.
  pose proof (Hs143 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c60_p38 x (Hs143 : s143_claim x) (a d : nat) :
  x = s170_board (2 + a) 0 1 (2 + d) -> fst (s170_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q38] in Hc |- *.
  pose proof (Hs143 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c60_p43 x (Hs143 : s143_claim x) (a d : nat) :
  x = s170_board (2 + a) 0 1 (2 + d) -> fst (s170_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q43] in Hc |- *.
  pose proof (Hs143 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s170_c60_p49 x (Hs143 : s143_claim x) (a d : nat) :
  x = s170_board (2 + a) 0 1 (2 + d) -> fst (s170_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q49] in Hc |- *.
  pose proof (Hs143 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c>=2 && d==0: the board of s123 *)
Lemma s170_c61_p29 x (Hs123 : s123_claim x) (a c : nat) :
  x = s170_board (2 + a) 0 (2 + c) 0 -> fst (s170_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s170_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q29] in Hc |- *.
  pose proof (Hs123 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c>=2 && d==1: the board of s143 *)
Lemma s170_c62_p29 x (Hs143 : s143_claim x) (a c : nat) :
  x = s170_board (2 + a) 0 (2 + c) 1 -> fst (s170_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s170_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q29] in Hc |- *.
  pose proof (Hs143 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c>=2 && d>=2: the board of s143 *)
Lemma s170_c63_p29 x (Hs143 : s143_claim x) (a c d : nat) :
  x = s170_board (2 + a) 0 (2 + c) (2 + d) -> fst (s170_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q29] in Hc |- *.
  pose proof (Hs143 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==0 && d==0: the board of s135 *)
Lemma s170_c64_p19 x (Hs135 : s135_claim x) (a : nat) :
  x = s170_board (2 + a) 1 0 0 -> fst (s170_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q19] in Hc |- *.
  pose proof (Hs135 (2 + a) 1 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c64_p36 x (Hs135 : s135_claim x) (a : nat) :
  x = s170_board (2 + a) 1 0 0 -> fst (s170_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q36] in Hc |- *.
  pose proof (Hs135 (2 + a) 1 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c64_p44 x (Hs135 : s135_claim x) (a : nat) :
  x = s170_board (2 + a) 1 0 0 -> fst (s170_q44 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q44 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q44] in Hc |- *.
  pose proof (Hs135 (2 + a) 1 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c64_p50 x (Hs135 : s135_claim x) (a : nat) :
  x = s170_board (2 + a) 1 0 0 -> fst (s170_q50 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q50 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q50] in Hc |- *.
  pose proof (Hs135 (2 + a) 1 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c64_p53 x (Hs135 : s135_claim x) (a : nat) :
  x = s170_board (2 + a) 1 0 0 -> fst (s170_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q53] in Hc |- *.
  pose proof (Hs135 (2 + a) 1 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c64_p55 x (Hs135 : s135_claim x) (a : nat) :
  x = s170_board (2 + a) 1 0 0 -> fst (s170_q55 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q55 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q55] in Hc |- *.
  pose proof (Hs135 (2 + a) 1 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s170_c65_L (a : nat) : lmoves (s170_board (2 + a) 1 0 1) = [s165_board (1 + a) 0 2 0 1; s143_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; E; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s143_board, s165_board, s170_board, strip. tf_options. Qed.
Lemma s170_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; E; F; E; F]) [(1, 0)]) (s134_board (2 + a) 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s134_board; strip_board_eq | strip_offset]. Qed.
Lemma s170_c65_R (a : nat) : rmoves (s170_board (2 + a) 1 0 1) = [s177_board (2 + a) 1 0 1].
Proof. unfold s170_board, s177_board. tf_options. Qed.
(* s170 = T^a F _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==0 && d==1 *)
Lemma s170_c65_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s170_board (2 + a) 1 0 1 -> fst (s170_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q20] in Hc |- *.
  rewrite tf_game_eq, (s170_c65_L a), (s170_c65_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 2 0 1 (opt_l _ _ _ (s170_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s143 IH (2 + a) 1 1 (opt_l _ _ _ (s170_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c65_L3 a)).
  pose proof (use_s134 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s170_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c65_L3 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 1 0 1 (opt_r _ _ _ (s170_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p75 Ho0 ltac:(zlia)).
  rewrite (s143_p6 Ho1 ltac:(zlia)).
  rewrite (s134_p48 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c65_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s170_board (2 + a) 1 0 1 -> fst (s170_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q39] in Hc |- *.
  rewrite tf_game_eq, (s170_c65_L a), (s170_c65_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 2 0 1 (opt_l _ _ _ (s170_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s143 IH (2 + a) 1 1 (opt_l _ _ _ (s170_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c65_L3 a)).
  pose proof (use_s134 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s170_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c65_L3 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 1 0 1 (opt_r _ _ _ (s170_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p104 Ho0 ltac:(zlia)).
  rewrite (s143_p8 Ho1 ltac:(zlia)).
  rewrite (s134_p48 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c65_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s170_board (2 + a) 1 0 1 -> fst (s170_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q45] in Hc |- *.
  rewrite tf_game_eq, (s170_c65_L a), (s170_c65_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 2 0 1 (opt_l _ _ _ (s170_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s143 IH (2 + a) 1 1 (opt_l _ _ _ (s170_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c65_L3 a)).
  pose proof (use_s134 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s170_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c65_L3 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 1 0 1 (opt_r _ _ _ (s170_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p126 Ho0 ltac:(zlia)).
  rewrite (s143_p11 Ho1 ltac:(zlia)).
  rewrite (s134_p48 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s170_c65_p51 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s170_board (2 + a) 1 0 1 -> fst (s170_q51 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q51 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s170_q51] in Hc |- *.
  rewrite tf_game_eq, (s170_c65_L a), (s170_c65_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 2 0 1 (opt_l _ _ _ (s170_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s143 IH (2 + a) 1 1 (opt_l _ _ _ (s170_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s170_c65_L3 a)).
  pose proof (use_s134 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s170_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s170_c65_L3 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 1 0 1 (opt_r _ _ _ (s170_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p142 Ho0 ltac:(zlia)).
  rewrite (s143_p16 Ho1 ltac:(zlia)).
  rewrite (s134_p48 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

