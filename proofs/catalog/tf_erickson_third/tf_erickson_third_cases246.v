(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s198_c11_L : lmoves (s198_board 0 1 0 1) = [strip [(0, 1)] ([E; T; T; F; E; T; F; E]) []; strip [(0, 1)] ([T; E; E; F; T; T; F; E]) []; strip [(0, 1)] ([T; E; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c11_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; E; T; F; E]) []) (s113_board 0 2 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c11_L2 : tf_norm (strip [(0, 1)] ([T; E; E; F; T; T; F; E]) []) (s55_board 1 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c11_L3 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; E; F]) [(1, 0)]) (s32_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c11_R : rmoves (s198_board 0 1 0 1) = [strip [(0, 1)] ([T; F; T; E; E; T; F; E]) []; strip [(0, 1)] ([T; E; T; F; F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c11_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; T; F; E]) []) (s116_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; T; F; E]) []); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c11_R2 : tf_norm (strip [(0, 1)] ([T; E; T; F; F]) [(1, 2)]) (s47_board 1 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==0 && d==1 *)
Lemma s198_c11_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 0 1 0 1 -> fst (s198_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c11_L), (s198_c11_R); cbn [map].
  rewrite (tf_norm_game0 (s198_c11_L1)).
  pose proof (use_s113 IH 0 2 0 1 (opt_norm_l _ _ _ _ _ (s198_c11_L) ltac:(cbn [In]; left; reflexivity) (s198_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s198_c11_L2)).
  pose proof (use_s55 IH 1 0 2 (opt_norm_l _ _ _ _ _ (s198_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s198_c11_L3)).
  pose proof (use_s32 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s198_c11_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c11_L3))) as Ho2.
  rewrite (tf_norm_game0 (s198_c11_R1)).
  pose proof (use_s116 IH 1 1 (opt_norm_r _ _ _ _ _ (s198_c11_R) ltac:(cbn [In]; left; reflexivity) (s198_c11_R1))) as Ho3.
  rewrite (tf_norm_game (s198_c11_R2)).
  pose proof (use_s47 IH 1 1 (opt_norm_r _ _ _ _ _ (s198_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c11_R2))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s32_p4 Ho2 ltac:(zlia)).
  rewrite (s116_p1 Ho3 ltac:(zlia)).
  rewrite (s47_p2 Ho4 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s198_c12_L (d : nat) : lmoves (s198_board 0 1 0 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c12_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 2 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c12_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + d) ++ [F; E]) []) (s55_board 1 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c12_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c12_R (d : nat) : rmoves (s198_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + d) ++ [F; E]) []) (s116_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==0 && d>=2 *)
Lemma s198_c12_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s198_board 0 1 0 (2 + d) -> fst (s198_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c12_L d), (s198_c12_R d); cbn [map].
  rewrite (tf_norm_game0 (s198_c12_L1 d)).
  pose proof (use_s113 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s198_c12_L d) ltac:(cbn [In]; left; reflexivity) (s198_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s198_c12_L2 d)).
  pose proof (use_s55 IH 1 0 (3 + d) (opt_norm_l _ _ _ _ _ (s198_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s198_c12_L3 d)).
  pose proof (use_s79 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c12_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c12_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s198_c12_R1 d)).
  pose proof (use_s116 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s198_c12_R d) ltac:(cbn [In]; left; reflexivity) (s198_c12_R1 d))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s79_p8 Ho2 ltac:(zlia)).
    rewrite (s116_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p19 Ho2 ltac:(zlia)).
    rewrite (s116_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p22 Ho2 ltac:(zlia)).
    rewrite (s116_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c13_L : lmoves (s198_board 0 1 1 0) = [strip [(0, 1)] ([E; T; T; F; T; E; F; E]) []; strip [(0, 1)] ([T; E; T; F; E; T; F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c13_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; T; E; F; E]) []) (s113_board 0 2 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c13_L2 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; F; E]) []) (s113_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c13_R : rmoves (s198_board 0 1 1 0) = [strip [(0, 1)] ([T; F; T; E; T; E; F; E]) []; strip [(0, 1)] ([T; E; T; F; T; F; E; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c13_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; F; E]) []) (s138_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; E; F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c13_R2 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; F; E; E]) []) (s83_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==1 && d==0 *)
Lemma s198_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 0 1 1 0 -> fst (s198_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s198_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q4] in Hc |- *.
  rewrite tf_game_eq, (s198_c13_L), (s198_c13_R); cbn [map].
  rewrite (tf_norm_game0 (s198_c13_L1)).
  pose proof (use_s113 IH 0 2 1 0 (opt_norm_l _ _ _ _ _ (s198_c13_L) ltac:(cbn [In]; left; reflexivity) (s198_c13_L1))) as Ho0.
  rewrite (tf_norm_game0 (s198_c13_L2)).
  pose proof (use_s113 IH 1 1 0 1 (opt_norm_l _ _ _ _ _ (s198_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c13_L2))) as Ho1.
  rewrite (tf_norm_game0 (s198_c13_R1)).
  pose proof (use_s138 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s198_c13_R) ltac:(cbn [In]; left; reflexivity) (s198_c13_R1))) as Ho2.
  rewrite (tf_norm_game0 (s198_c13_R2)).
  pose proof (use_s83 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s198_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c13_R2))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s198_c14_L : lmoves (s198_board 0 1 1 1) = [strip [(0, 1)] ([E; T; T; F; T; E; T; F; E]) []; strip [(0, 1)] ([T; E; T; F; E; T; T; F; E]) []; strip [(0, 1)] ([T; E; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c14_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; T; E; T; F; E]) []) (s113_board 0 2 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c14_L2 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; T; F; E]) []) (s113_board 1 1 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c14_L3 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; E; F]) [(1, 0)]) (s32_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c14_R : rmoves (s198_board 0 1 1 1) = [strip [(0, 1)] ([T; F; T; E; T; E; T; F; E]) []; strip [(0, 1)] ([T; E; T; F; T; F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c14_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; T; F; E]) []) (s138_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; E; T; F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c14_R2 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; F]) [(1, 2)]) (s83_board 1 1 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s198_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 0 1 1 1 -> fst (s198_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c14_L), (s198_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s198_c14_L1)).
  pose proof (use_s113 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s198_c14_L) ltac:(cbn [In]; left; reflexivity) (s198_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s198_c14_L2)).
  pose proof (use_s113 IH 1 1 0 2 (opt_norm_l _ _ _ _ _ (s198_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s198_c14_L3)).
  pose proof (use_s32 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s198_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c14_L3))) as Ho2.
  rewrite (tf_norm_game0 (s198_c14_R1)).
  pose proof (use_s138 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s198_c14_R) ltac:(cbn [In]; left; reflexivity) (s198_c14_R1))) as Ho3.
  rewrite (tf_norm_game (s198_c14_R2)).
  pose proof (use_s83 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s198_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c14_R2))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2 Ho4 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s198_c15_L (d : nat) : lmoves (s198_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 2 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (3 + d) ++ [F; E]) []) (s113_board 1 1 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c15_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c15_R (d : nat) : rmoves (s198_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s138_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s198_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s198_board 0 1 1 (2 + d) -> fst (s198_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c15_L d), (s198_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s198_c15_L1 d)).
  pose proof (use_s113 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s198_c15_L d) ltac:(cbn [In]; left; reflexivity) (s198_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s198_c15_L2 d)).
  pose proof (use_s113 IH 1 1 0 (3 + d) (opt_norm_l _ _ _ _ _ (s198_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s198_c15_L3 d)).
  pose proof (use_s79 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c15_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s198_c15_R1 d)).
  pose proof (use_s138 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s198_c15_R d) ltac:(cbn [In]; left; reflexivity) (s198_c15_R1 d))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c16_L (c : nat) : lmoves (s198_board 0 1 (2 + c) 0) = [strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c16_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []) (s113_board 0 2 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c16_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; F; E]) []) (s113_board 1 1 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c16_R (c : nat) : rmoves (s198_board 0 1 (2 + c) 0) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; F; E]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; F; E]) []) (s138_board 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c16_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []) (s83_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==0 *)
Lemma s198_c16_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s198_board 0 1 (2 + c) 0 -> fst (s198_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s198_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q4] in Hc |- *.
  rewrite tf_game_eq, (s198_c16_L c), (s198_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s198_c16_L1 c)).
  pose proof (use_s113 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s198_c16_L c) ltac:(cbn [In]; left; reflexivity) (s198_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s198_c16_L2 c)).
  pose proof (use_s113 IH 1 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s198_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s198_c16_R1 c)).
  pose proof (use_s138 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s198_c16_R c) ltac:(cbn [In]; left; reflexivity) (s198_c16_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s198_c16_R2 c)).
  pose proof (use_s83 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s198_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c16_R2 c))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s198_c17_L (c : nat) : lmoves (s198_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; E]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []) (s113_board 0 2 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; E]) []) (s113_board 1 1 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c17_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c17_R (c : nat) : rmoves (s198_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []) (s138_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c17_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board 1 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s198_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s198_board 0 1 (2 + c) 1 -> fst (s198_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c17_L c), (s198_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s198_c17_L1 c)).
  pose proof (use_s113 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s198_c17_L c) ltac:(cbn [In]; left; reflexivity) (s198_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s198_c17_L2 c)).
  pose proof (use_s113 IH 1 1 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s198_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s198_c17_L3 c)).
  pose proof (use_s32 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s198_c17_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c17_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s198_c17_R1 c)).
  pose proof (use_s138 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s198_c17_R c) ltac:(cbn [In]; left; reflexivity) (s198_c17_R1 c))) as Ho3.
  rewrite (tf_norm_game (s198_c17_R2 c)).
  pose proof (use_s83 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s198_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c17_R2 c))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2 Ho4 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s198_c18_L (c d : nat) : lmoves (s198_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 2 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []) (s113_board 1 1 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c18_L3 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c18_R (c d : nat) : rmoves (s198_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s138_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s198_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s198_board 0 1 (2 + c) (2 + d) -> fst (s198_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c18_L c d), (s198_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s198_c18_L1 c d)).
  pose proof (use_s113 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s198_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s198_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s198_c18_L2 c d)).
  pose proof (use_s113 IH 1 1 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s198_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s198_c18_L3 c d)).
  pose proof (use_s79 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s198_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c18_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s198_c18_R1 c d)).
  pose proof (use_s138 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s198_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s198_c18_R1 c d))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c19_L (b : nat) : lmoves (s198_board 0 (2 + b) 0 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c19_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; F; E]) []) (s113_board 0 (3 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c19_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; F; E]) []) (s82_board 1 (1 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c19_R (b : nat) : rmoves (s198_board 0 (2 + b) 0 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; F; E; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c19_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; F; E; E]) []) (s47_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==0 *)
Lemma s198_c19_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s198_board 0 (2 + b) 0 0 -> fst (s198_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q7] in Hc |- *.
  rewrite tf_game_eq, (s198_c19_L b), (s198_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s198_c19_L1 b)).
  pose proof (use_s113 IH 0 (3 + b) 0 0 (opt_norm_l _ _ _ _ _ (s198_c19_L b) ltac:(cbn [In]; left; reflexivity) (s198_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s198_c19_L2 b)).
  pose proof (use_s82 IH 1 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s198_c19_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c19_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s198_c19_R1 b)).
  pose proof (use_s47 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s198_c19_R b) ltac:(cbn [In]; left; reflexivity) (s198_c19_R1 b))) as Ho2.
  rewrite (s113_p11 Ho0 ltac:(zlia)).
  rewrite (s82_p24 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c19_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s198_board 0 (2 + b) 0 0 -> fst (s198_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q8] in Hc |- *.
  rewrite tf_game_eq, (s198_c19_L b), (s198_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s198_c19_L1 b)).
  pose proof (use_s113 IH 0 (3 + b) 0 0 (opt_norm_l _ _ _ _ _ (s198_c19_L b) ltac:(cbn [In]; left; reflexivity) (s198_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s198_c19_L2 b)).
  pose proof (use_s82 IH 1 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s198_c19_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c19_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s198_c19_R1 b)).
  pose proof (use_s47 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s198_c19_R b) ltac:(cbn [In]; left; reflexivity) (s198_c19_R1 b))) as Ho2.
  rewrite (s113_p12 Ho0 ltac:(zlia)).
  rewrite (s82_p27 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c19_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s198_board 0 (2 + b) 0 0 -> fst (s198_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q9] in Hc |- *.
  rewrite tf_game_eq, (s198_c19_L b), (s198_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s198_c19_L1 b)).
  pose proof (use_s113 IH 0 (3 + b) 0 0 (opt_norm_l _ _ _ _ _ (s198_c19_L b) ltac:(cbn [In]; left; reflexivity) (s198_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s198_c19_L2 b)).
  pose proof (use_s82 IH 1 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s198_c19_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c19_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s198_c19_R1 b)).
  pose proof (use_s47 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s198_c19_R b) ltac:(cbn [In]; left; reflexivity) (s198_c19_R1 b))) as Ho2.
  rewrite (s113_p13 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c20_L (b : nat) : lmoves (s198_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c20_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; T; F; E]) []) (s113_board 0 (3 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c20_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; T; F; E]) []) (s82_board 1 (1 + b) 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c20_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]) (s32_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c20_R (b : nat) : rmoves (s198_board 0 (2 + b) 0 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c20_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]) (s47_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==1 *)
Lemma s198_c20_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s198_board 0 (2 + b) 0 1 -> fst (s198_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c20_L b), (s198_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s198_c20_L1 b)).
  pose proof (use_s113 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s198_c20_L b) ltac:(cbn [In]; left; reflexivity) (s198_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s198_c20_L2 b)).
  pose proof (use_s82 IH 1 (1 + b) 0 2 (opt_norm_l _ _ _ _ _ (s198_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s198_c20_L3 b)).
  pose proof (use_s32 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s198_c20_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c20_L3 b))) as Ho2.
  rewrite (tf_norm_game (s198_c20_R1 b)).
  pose proof (use_s47 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s198_c20_R b) ltac:(cbn [In]; left; reflexivity) (s198_c20_R1 b))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s82_p19 Ho1 ltac:(zlia)).
    rewrite (s32_p8 Ho2 ltac:(zlia)).
    rewrite (s47_p2 Ho3 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s82_p24 Ho1 ltac:(zlia)).
    rewrite (s32_p11 Ho2 ltac:(zlia)).
    rewrite (s47_p2 Ho3 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s82_p27 Ho1 ltac:(zlia)).
    rewrite (s32_p8 Ho2 ltac:(zlia)).
    rewrite (s47_p2 Ho3 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c21_L (b d : nat) : lmoves (s198_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c21_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 (3 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c21_L2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [F; E]) []) (s82_board 1 (1 + b) 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c21_L3 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c21_R (b d : nat) : rmoves (s198_board 0 (2 + b) 0 (2 + d)) = [].
Proof. unfold s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s198_c21_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s198_board 0 (2 + b) 0 (2 + d) -> fst (s198_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c21_L b d), (s198_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s198_c21_L1 b d)).
  pose proof (use_s113 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s198_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s198_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s198_c21_L2 b d)).
  pose proof (use_s82 IH 1 (1 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s198_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s198_c21_L3 b d)).
  pose proof (use_s79 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c21_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c21_L3 b d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s82_p19 Ho1 ltac:(zlia)).
    assert (Hp2 : ((Z.of_nat (2 + b)) mod 2 = 1 /\ Z.of_nat (2 + d) = 3)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 3)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
    {
      rewrite (s79_p14 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p19 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p26 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s82_p24 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s79_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s82_p27 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s79_p14 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p19 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p35 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

Lemma s198_c22_L (b : nat) : lmoves (s198_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c22_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; F; E]) []) (s113_board 0 (3 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c22_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E]) []) (s113_board 1 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c22_R (b : nat) : rmoves (s198_board 0 (2 + b) 1 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c22_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; E]) []) (s83_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==0 *)
Lemma s198_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s198_board 0 (2 + b) 1 0 -> fst (s198_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s198_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q4] in Hc |- *.
  rewrite tf_game_eq, (s198_c22_L b), (s198_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s198_c22_L1 b)).
  pose proof (use_s113 IH 0 (3 + b) 1 0 (opt_norm_l _ _ _ _ _ (s198_c22_L b) ltac:(cbn [In]; left; reflexivity) (s198_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s198_c22_L2 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s198_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c22_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s198_c22_R1 b)).
  pose proof (use_s83 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s198_c22_R b) ltac:(cbn [In]; left; reflexivity) (s198_c22_R1 b))) as Ho2.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s198_c23_L (b : nat) : lmoves (s198_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; T; F; E]) []) (s113_board 0 (3 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; T; F; E]) []) (s113_board 1 (2 + b) 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c23_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]) (s32_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c23_R (b : nat) : rmoves (s198_board 0 (2 + b) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]) (s83_board 1 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s198_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s198_board 0 (2 + b) 1 1 -> fst (s198_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c23_L b), (s198_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s198_c23_L1 b)).
  pose proof (use_s113 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s198_c23_L b) ltac:(cbn [In]; left; reflexivity) (s198_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s198_c23_L2 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 2 (opt_norm_l _ _ _ _ _ (s198_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s198_c23_L3 b)).
  pose proof (use_s32 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s198_c23_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c23_L3 b))) as Ho2.
  rewrite (tf_norm_game (s198_c23_R1 b)).
  pose proof (use_s83 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s198_c23_R b) ltac:(cbn [In]; left; reflexivity) (s198_c23_R1 b))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s198_c24_L (b d : nat) : lmoves (s198_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 (3 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [F; E]) []) (s113_board 1 (2 + b) 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c24_L3 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c24_R (b d : nat) : rmoves (s198_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s198_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s198_board 0 (2 + b) 1 (2 + d) -> fst (s198_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c24_L b d), (s198_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s198_c24_L1 b d)).
  pose proof (use_s113 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s198_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s198_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s198_c24_L2 b d)).
  pose proof (use_s113 IH 1 (2 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s198_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s198_c24_L3 b d)).
  pose proof (use_s79 IH 1 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c24_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c24_L3 b d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s198_c25_L (b c : nat) : lmoves (s198_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c25_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) []) (s113_board 0 (3 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c25_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; F; E]) []) (s113_board 1 (2 + b) (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c25_R (b c : nat) : rmoves (s198_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c25_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) []) (s83_board 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s198_c25_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s198_board 0 (2 + b) (2 + c) 0 -> fst (s198_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s198_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q4] in Hc |- *.
  rewrite tf_game_eq, (s198_c25_L b c), (s198_c25_R b c); cbn [map].
  rewrite (tf_norm_game0 (s198_c25_L1 b c)).
  pose proof (use_s113 IH 0 (3 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s198_c25_L b c) ltac:(cbn [In]; left; reflexivity) (s198_c25_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s198_c25_L2 b c)).
  pose proof (use_s113 IH 1 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s198_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c25_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s198_c25_R1 b c)).
  pose proof (use_s83 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s198_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s198_c25_R1 b c))) as Ho2.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s198_c26_L (b c : nat) : lmoves (s198_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) []) (s113_board 0 (3 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; E]) []) (s113_board 1 (2 + b) (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c26_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c26_R (b c : nat) : rmoves (s198_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c26_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board 1 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s198_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s198_board 0 (2 + b) (2 + c) 1 -> fst (s198_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c26_L b c), (s198_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s198_c26_L1 b c)).
  pose proof (use_s113 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s198_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s198_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s198_c26_L2 b c)).
  pose proof (use_s113 IH 1 (2 + b) (1 + c) 2 (opt_norm_l _ _ _ _ _ (s198_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s198_c26_L3 b c)).
  pose proof (use_s32 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s198_c26_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c26_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s198_c26_R1 b c)).
  pose proof (use_s83 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s198_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s198_c26_R1 b c))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s198_c27_L (b c d : nat) : lmoves (s198_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 (3 + b) (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []) (s113_board 1 (2 + b) (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c27_L3 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c27_R (b c d : nat) : rmoves (s198_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s198_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s198_board 0 (2 + b) (2 + c) (2 + d) -> fst (s198_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c27_L b c d), (s198_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s198_c27_L1 b c d)).
  pose proof (use_s113 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s198_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s198_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s198_c27_L2 b c d)).
  pose proof (use_s113 IH 1 (2 + b) (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s198_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game0 (s198_c27_L3 b c d)).
  pose proof (use_s79 IH 1 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s198_c27_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c27_L3 b c d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s198_c28_L : lmoves (s198_board 1 0 0 0) = [s177_board 1 1 0 0].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c28_R : rmoves (s198_board 1 0 0 0) = [s141_board 1 0; s86_board 1 0].
Proof. unfold s141_board, s198_board, s86_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==0 && d==0 *)
Lemma s198_c28_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 1 0 0 0 -> fst (s198_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q5] in Hc |- *.
  rewrite tf_game_eq, (s198_c28_L), (s198_c28_R); cbn [map].
  pose proof (use_s177 IH 1 1 0 0 (opt_l _ _ _ (s198_c28_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s141 IH 1 0 (opt_r _ _ _ (s198_c28_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s86 IH 1 0 (opt_r _ _ _ (s198_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s177_p8 Ho0 ltac:(zlia)).
  rewrite (s141_p3 Ho1 ltac:(zlia)).
  rewrite (s86_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c29_L : lmoves (s198_board 1 0 0 1) = [s177_board 1 1 0 1; strip [] ([T; F; T; E; F; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c29_L2 : tf_norm (strip [] ([T; F; T; E; F; E; E; F]) [(1, 0)]) (s136_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c29_R : rmoves (s198_board 1 0 0 1) = [s141_board 1 1; strip [] ([T; F; T; E; F; F]) [(1, 2)]].
Proof. unfold s141_board, s198_board, strip. tf_options. Qed.
Lemma s198_c29_R2 : tf_norm (strip [] ([T; F; T; E; F; F]) [(1, 2)]) (s86_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; F; F]) [(1, 2)]); [reflexivity | unfold s86_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==0 && d==1 *)
Lemma s198_c29_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 1 0 0 1 -> fst (s198_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s198_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c29_L), (s198_c29_R); cbn [map].
  pose proof (use_s177 IH 1 1 0 1 (opt_l _ _ _ (s198_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s198_c29_L2)).
  pose proof (use_s136 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s198_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c29_L2))) as Ho1.
  pose proof (use_s141 IH 1 1 (opt_r _ _ _ (s198_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s198_c29_R2)).
  pose proof (use_s86 IH 1 0 (opt_norm_r _ _ _ _ _ (s198_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c29_R2))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s136_p7 Ho1 ltac:(zlia)).
  rewrite (s141_p2 Ho2 ltac:(zlia)).
  rewrite (s86_p3 Ho3 ltac:(zlia)).
  rewrite (s86_p3_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c30_L (d : nat) : lmoves (s198_board 1 0 0 (2 + d)) = [s177_board 1 1 0 (2 + d); strip [] (T :: F :: T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c30_L2 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board 1 0 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c30_R (d : nat) : rmoves (s198_board 1 0 0 (2 + d)) = [s141_board 1 (2 + d)].
Proof. unfold s141_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==0 && d>=2 *)
Lemma s198_c30_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s198_board 1 0 0 (2 + d) -> fst (s198_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c30_L d), (s198_c30_R d); cbn [map].
  pose proof (use_s177 IH 1 1 0 (2 + d) (opt_l _ _ _ (s198_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s198_c30_L2 d)).
  pose proof (use_s181 IH 1 0 0 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c30_L2 d))) as Ho1.
  pose proof (use_s141 IH 1 (2 + d) (opt_r _ _ _ (s198_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s181_p7 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p22 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p23 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c31_L : lmoves (s198_board 1 0 1 0) = [s177_board 1 1 1 0; s198_board 1 0 0 1].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c31_R : rmoves (s198_board 1 0 1 0) = [s185_board 1 1 0; s163_board 1 0 1].
Proof. unfold s163_board, s185_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==1 && d==0 *)
Lemma s198_c31_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 1 0 1 0 -> fst (s198_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s198_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q5] in Hc |- *.
  rewrite tf_game_eq, (s198_c31_L), (s198_c31_R); cbn [map].
  pose proof (use_s177 IH 1 1 1 0 (opt_l _ _ _ (s198_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 0 0 1 (opt_l _ _ _ (s198_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s185 IH 1 1 0 (opt_r _ _ _ (s198_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s163 IH 1 0 1 (opt_r _ _ _ (s198_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s177_p9 Ho0 ltac:(zlia)).
  rewrite (s198_p2 Ho1 ltac:(zlia)).
  rewrite (s185_p3 Ho2 ltac:(zlia)).
  rewrite (s163_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c32_L : lmoves (s198_board 1 0 1 1) = [s177_board 1 1 1 1; s198_board 1 0 0 2; strip [] ([T; F; T; E; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c32_L3 : tf_norm (strip [] ([T; F; T; E; F; T; E; E; F]) [(1, 0)]) (s136_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c32_R : rmoves (s198_board 1 0 1 1) = [s185_board 1 1 1; strip [] ([T; F; T; E; F; T; F]) [(1, 2)]].
Proof. unfold s185_board, s198_board, strip. tf_options. Qed.
Lemma s198_c32_R2 : tf_norm (strip [] ([T; F; T; E; F; T; F]) [(1, 2)]) (s163_board 1 0 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; F; T; F]) [(1, 2)]); [reflexivity | unfold s163_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==1 && d==1 *)
Lemma s198_c32_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 1 0 1 1 -> fst (s198_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s198_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c32_L), (s198_c32_R); cbn [map].
  pose proof (use_s177 IH 1 1 1 1 (opt_l _ _ _ (s198_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 0 0 2 (opt_l _ _ _ (s198_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c32_L3)).
  pose proof (use_s136 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s198_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c32_L3))) as Ho2.
  pose proof (use_s185 IH 1 1 1 (opt_r _ _ _ (s198_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s198_c32_R2)).
  pose proof (use_s163 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s198_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c32_R2))) as Ho4.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p2 Ho1 ltac:(zlia)).
  rewrite (s136_p2 Ho2 ltac:(zlia)).
  rewrite (s185_p2 Ho3 ltac:(zlia)).
  rewrite (s163_p2 Ho4 ltac:(zlia)).
  rewrite (s163_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c33_L (d : nat) : lmoves (s198_board 1 0 1 (2 + d)) = [s177_board 1 1 1 (2 + d); s198_board 1 0 0 (3 + d); strip [] (T :: F :: T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c33_L3 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board 1 0 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c33_R (d : nat) : rmoves (s198_board 1 0 1 (2 + d)) = [s185_board 1 1 (2 + d)].
Proof. unfold s185_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==1 && d>=2 *)
Lemma s198_c33_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s198_board 1 0 1 (2 + d) -> fst (s198_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c33_L d), (s198_c33_R d); cbn [map].
  pose proof (use_s177 IH 1 1 1 (2 + d) (opt_l _ _ _ (s198_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 0 0 (3 + d) (opt_l _ _ _ (s198_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c33_L3 d)).
  pose proof (use_s181 IH 1 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c33_L3 d))) as Ho2.
  pose proof (use_s185 IH 1 1 (2 + d) (opt_r _ _ _ (s198_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s181_p8 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p23 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c34_L (c : nat) : lmoves (s198_board 1 0 (2 + c) 0) = [s177_board 1 1 (2 + c) 0; s198_board 1 0 (1 + c) 1].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c34_R (c : nat) : rmoves (s198_board 1 0 (2 + c) 0) = [s185_board 1 (2 + c) 0; s163_board 1 0 (2 + c)].
Proof. unfold s163_board, s185_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==0 *)
Lemma s198_c34_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s198_board 1 0 (2 + c) 0 -> fst (s198_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s198_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q5] in Hc |- *.
  rewrite tf_game_eq, (s198_c34_L c), (s198_c34_R c); cbn [map].
  pose proof (use_s177 IH 1 1 (2 + c) 0 (opt_l _ _ _ (s198_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s198_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s185 IH 1 (2 + c) 0 (opt_r _ _ _ (s198_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s163 IH 1 0 (2 + c) (opt_r _ _ _ (s198_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s177_p9 Ho0 ltac:(zlia)).
  rewrite (s198_p2 Ho1 ltac:(zlia)).
  rewrite (s185_p3 Ho2 ltac:(zlia)).
  rewrite (s163_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c35_L (c : nat) : lmoves (s198_board 1 0 (2 + c) 1) = [s177_board 1 1 (2 + c) 1; s198_board 1 0 (1 + c) 2; strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c35_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s136_board 1 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c35_R (c : nat) : rmoves (s198_board 1 0 (2 + c) 1) = [s185_board 1 (2 + c) 1; strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s185_board, s198_board, strip. tf_options. Qed.
Lemma s198_c35_R2 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s163_board 1 0 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s163_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==1 *)
Lemma s198_c35_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s198_board 1 0 (2 + c) 1 -> fst (s198_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s198_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c35_L c), (s198_c35_R c); cbn [map].
  pose proof (use_s177 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s198_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s198_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c35_L3 c)).
  pose proof (use_s136 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s198_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c35_L3 c))) as Ho2.
  pose proof (use_s185 IH 1 (2 + c) 1 (opt_r _ _ _ (s198_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s198_c35_R2 c)).
  pose proof (use_s163 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s198_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c35_R2 c))) as Ho4.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p2 Ho1 ltac:(zlia)).
  rewrite (s136_p2 Ho2 ltac:(zlia)).
  rewrite (s185_p2 Ho3 ltac:(zlia)).
  rewrite (s163_p2 Ho4 ltac:(zlia)).
  rewrite (s163_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c36_L (c d : nat) : lmoves (s198_board 1 0 (2 + c) (2 + d)) = [s177_board 1 1 (2 + c) (2 + d); s198_board 1 0 (1 + c) (3 + d); strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c36_L3 (c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board 1 0 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c36_R (c d : nat) : rmoves (s198_board 1 0 (2 + c) (2 + d)) = [s185_board 1 (2 + c) (2 + d)].
Proof. unfold s185_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s198_c36_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s198_board 1 0 (2 + c) (2 + d) -> fst (s198_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c36_L c d), (s198_c36_R c d); cbn [map].
  pose proof (use_s177 IH 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s198_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s198_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c36_L3 c d)).
  pose proof (use_s181 IH 1 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s198_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c36_L3 c d))) as Ho2.
  pose proof (use_s185 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s198_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s181_p8 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p23 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c37_L : lmoves (s198_board 1 1 0 0) = [s177_board 1 2 0 0; s161_board 1 0 1].
Proof. unfold s161_board, s177_board, s198_board. tf_options. Qed.
Lemma s198_c37_R : rmoves (s198_board 1 1 0 0) = [s197_board 1 0; s86_board 1 1].
Proof. unfold s197_board, s198_board, s86_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==0 && d==0 *)
Lemma s198_c37_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 1 1 0 0 -> fst (s198_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q3] in Hc |- *.
  rewrite tf_game_eq, (s198_c37_L), (s198_c37_R); cbn [map].
  pose proof (use_s177 IH 1 2 0 0 (opt_l _ _ _ (s198_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH 1 0 1 (opt_l _ _ _ (s198_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s197 IH 1 0 (opt_r _ _ _ (s198_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s86 IH 1 1 (opt_r _ _ _ (s198_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s177_p22 Ho0 ltac:(zlia)).
  rewrite (s161_p2 Ho1 ltac:(zlia)).
  rewrite (s197_p1 Ho2 ltac:(zlia)).
  rewrite (s86_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s198_c38_L : lmoves (s198_board 1 1 0 1) = [s177_board 1 2 0 1; s161_board 1 0 2; strip [] ([T; F; T; E; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s161_board, s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c38_L3 : tf_norm (strip [] ([T; F; T; E; T; F; E; E; F]) [(1, 0)]) (s136_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c38_R : rmoves (s198_board 1 1 0 1) = [s197_board 1 1; strip [] ([T; F; T; E; T; F; F]) [(1, 2)]].
Proof. unfold s197_board, s198_board, strip. tf_options. Qed.
Lemma s198_c38_R2 : tf_norm (strip [] ([T; F; T; E; T; F; F]) [(1, 2)]) (s86_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; F; F]) [(1, 2)]); [reflexivity | unfold s86_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==0 && d==1 *)
Lemma s198_c38_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 1 1 0 1 -> fst (s198_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c38_L), (s198_c38_R); cbn [map].
  pose proof (use_s177 IH 1 2 0 1 (opt_l _ _ _ (s198_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH 1 0 2 (opt_l _ _ _ (s198_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c38_L3)).
  pose proof (use_s136 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s198_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c38_L3))) as Ho2.
  pose proof (use_s197 IH 1 1 (opt_r _ _ _ (s198_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s198_c38_R2)).
  pose proof (use_s86 IH 1 1 (opt_norm_r _ _ _ _ _ (s198_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c38_R2))) as Ho4.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s161_p2 Ho1 ltac:(zlia)).
  rewrite (s136_p3 Ho2 ltac:(zlia)).
  rewrite (s197_p2 Ho3 ltac:(zlia)).
  rewrite (s86_p2 Ho4 ltac:(zlia)).
  rewrite (s86_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s198_c39_L (d : nat) : lmoves (s198_board 1 1 0 (2 + d)) = [s177_board 1 2 0 (2 + d); s161_board 1 0 (3 + d); strip [] (T :: F :: T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s161_board, s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c39_L3 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board 1 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c39_R (d : nat) : rmoves (s198_board 1 1 0 (2 + d)) = [s197_board 1 (2 + d)].
Proof. unfold s197_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==0 && d>=2 *)
Lemma s198_c39_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s198_board 1 1 0 (2 + d) -> fst (s198_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c39_L d), (s198_c39_R d); cbn [map].
  pose proof (use_s177 IH 1 2 0 (2 + d) (opt_l _ _ _ (s198_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH 1 0 (3 + d) (opt_l _ _ _ (s198_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c39_L3 d)).
  pose proof (use_s181 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c39_L3 d))) as Ho2.
  pose proof (use_s197 IH 1 (2 + d) (opt_r _ _ _ (s198_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s161_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s181_p11 Ho2 ltac:(zlia)).
    rewrite (s197_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p16 Ho2 ltac:(zlia)).
    rewrite (s197_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c40_L : lmoves (s198_board 1 1 1 0) = [s177_board 1 2 1 0; s198_board 1 1 0 1].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c40_R : rmoves (s198_board 1 1 1 0) = [s205_board 1 1 0; s163_board 1 1 1].
Proof. unfold s163_board, s198_board, s205_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==1 && d==0 *)
Lemma s198_c40_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 1 1 1 0 -> fst (s198_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s198_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q4] in Hc |- *.
  rewrite tf_game_eq, (s198_c40_L), (s198_c40_R); cbn [map].
  pose proof (use_s177 IH 1 2 1 0 (opt_l _ _ _ (s198_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 1 0 1 (opt_l _ _ _ (s198_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s205 IH 1 1 0 (opt_r _ _ _ (s198_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s163 IH 1 1 1 (opt_r _ _ _ (s198_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s177_p9 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s205_p3 Ho2 ltac:(zlia)).
  rewrite (s163_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s198_c41_L : lmoves (s198_board 1 1 1 1) = [s177_board 1 2 1 1; s198_board 1 1 0 2; strip [] ([T; F; T; E; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c41_L3 : tf_norm (strip [] ([T; F; T; E; T; F; T; E; E; F]) [(1, 0)]) (s136_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c41_R : rmoves (s198_board 1 1 1 1) = [s205_board 1 1 1; strip [] ([T; F; T; E; T; F; T; F]) [(1, 2)]].
Proof. unfold s198_board, s205_board, strip. tf_options. Qed.
Lemma s198_c41_R2 : tf_norm (strip [] ([T; F; T; E; T; F; T; F]) [(1, 2)]) (s163_board 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s163_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s198_c41_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 1 1 1 1 -> fst (s198_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c41_L), (s198_c41_R); cbn [map].
  pose proof (use_s177 IH 1 2 1 1 (opt_l _ _ _ (s198_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 1 0 2 (opt_l _ _ _ (s198_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c41_L3)).
  pose proof (use_s136 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s198_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c41_L3))) as Ho2.
  pose proof (use_s205 IH 1 1 1 (opt_r _ _ _ (s198_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s198_c41_R2)).
  pose proof (use_s163 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s198_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c41_R2))) as Ho4.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s136_p3 Ho2 ltac:(zlia)).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  rewrite (s163_p3 Ho4 ltac:(zlia)).
  rewrite (s163_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s198_c42_L (d : nat) : lmoves (s198_board 1 1 1 (2 + d)) = [s177_board 1 2 1 (2 + d); s198_board 1 1 0 (3 + d); strip [] (T :: F :: T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c42_L3 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board 1 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c42_R (d : nat) : rmoves (s198_board 1 1 1 (2 + d)) = [s205_board 1 1 (2 + d)].
Proof. unfold s198_board, s205_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s198_c42_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s198_board 1 1 1 (2 + d) -> fst (s198_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c42_L d), (s198_c42_R d); cbn [map].
  pose proof (use_s177 IH 1 2 1 (2 + d) (opt_l _ _ _ (s198_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 1 0 (3 + d) (opt_l _ _ _ (s198_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c42_L3 d)).
  pose proof (use_s181 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c42_L3 d))) as Ho2.
  pose proof (use_s205 IH 1 1 (2 + d) (opt_r _ _ _ (s198_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s181_p12 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p16 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c43_L (c : nat) : lmoves (s198_board 1 1 (2 + c) 0) = [s177_board 1 2 (2 + c) 0; s198_board 1 1 (1 + c) 1].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c43_R (c : nat) : rmoves (s198_board 1 1 (2 + c) 0) = [s205_board 1 (2 + c) 0; s163_board 1 1 (2 + c)].
Proof. unfold s163_board, s198_board, s205_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==0 *)
Lemma s198_c43_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s198_board 1 1 (2 + c) 0 -> fst (s198_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s198_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q4] in Hc |- *.
  rewrite tf_game_eq, (s198_c43_L c), (s198_c43_R c); cbn [map].
  pose proof (use_s177 IH 1 2 (2 + c) 0 (opt_l _ _ _ (s198_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s198_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s205 IH 1 (2 + c) 0 (opt_r _ _ _ (s198_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s163 IH 1 1 (2 + c) (opt_r _ _ _ (s198_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s177_p9 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s205_p3 Ho2 ltac:(zlia)).
  rewrite (s163_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s198_c44_L (c : nat) : lmoves (s198_board 1 1 (2 + c) 1) = [s177_board 1 2 (2 + c) 1; s198_board 1 1 (1 + c) 2; strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c44_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s136_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c44_R (c : nat) : rmoves (s198_board 1 1 (2 + c) 1) = [s205_board 1 (2 + c) 1; strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s198_board, s205_board, strip. tf_options. Qed.
Lemma s198_c44_R2 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s163_board 1 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s163_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s198_c44_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s198_board 1 1 (2 + c) 1 -> fst (s198_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c44_L c), (s198_c44_R c); cbn [map].
  pose proof (use_s177 IH 1 2 (2 + c) 1 (opt_l _ _ _ (s198_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s198_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c44_L3 c)).
  pose proof (use_s136 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s198_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c44_L3 c))) as Ho2.
  pose proof (use_s205 IH 1 (2 + c) 1 (opt_r _ _ _ (s198_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s198_c44_R2 c)).
  pose proof (use_s163 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s198_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c44_R2 c))) as Ho4.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s136_p3 Ho2 ltac:(zlia)).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  rewrite (s163_p3 Ho4 ltac:(zlia)).
  rewrite (s163_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s198_c45_L (c d : nat) : lmoves (s198_board 1 1 (2 + c) (2 + d)) = [s177_board 1 2 (2 + c) (2 + d); s198_board 1 1 (1 + c) (3 + d); strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c45_L3 (c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board 1 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c45_R (c d : nat) : rmoves (s198_board 1 1 (2 + c) (2 + d)) = [s205_board 1 (2 + c) (2 + d)].
Proof. unfold s198_board, s205_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s198_c45_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s198_board 1 1 (2 + c) (2 + d) -> fst (s198_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c45_L c d), (s198_c45_R c d); cbn [map].
  pose proof (use_s177 IH 1 2 (2 + c) (2 + d) (opt_l _ _ _ (s198_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s198_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c45_L3 c d)).
  pose proof (use_s181 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s198_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c45_L3 c d))) as Ho2.
  pose proof (use_s205 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s198_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s181_p12 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p16 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c46_L (b : nat) : lmoves (s198_board 1 (2 + b) 0 0) = [s177_board 1 (3 + b) 0 0; s191_board 1 (1 + b) 0 1].
Proof. unfold s177_board, s191_board, s198_board. tf_options. Qed.
Lemma s198_c46_R (b : nat) : rmoves (s198_board 1 (2 + b) 0 0) = [s86_board 1 (2 + b)].
Proof. unfold s198_board, s86_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==0 *)
Lemma s198_c46_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s198_board 1 (2 + b) 0 0 -> fst (s198_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q7] in Hc |- *.
  rewrite tf_game_eq, (s198_c46_L b), (s198_c46_R b); cbn [map].
  pose proof (use_s177 IH 1 (3 + b) 0 0 (opt_l _ _ _ (s198_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s198_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s86 IH 1 (2 + b) (opt_r _ _ _ (s198_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s177_p14 Ho0 ltac:(zlia)).
  rewrite (s191_p7 Ho1 ltac:(zlia)).
  rewrite (s86_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c46_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s198_board 1 (2 + b) 0 0 -> fst (s198_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q9] in Hc |- *.
  rewrite tf_game_eq, (s198_c46_L b), (s198_c46_R b); cbn [map].
  pose proof (use_s177 IH 1 (3 + b) 0 0 (opt_l _ _ _ (s198_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s198_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s86 IH 1 (2 + b) (opt_r _ _ _ (s198_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s177_p19 Ho0 ltac:(zlia)).
  rewrite (s191_p15 Ho1 ltac:(zlia)).
  rewrite (s86_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c47_L (b : nat) : lmoves (s198_board 1 (2 + b) 0 1) = [s177_board 1 (3 + b) 0 1; s191_board 1 (1 + b) 0 2; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s191_board, s198_board, strip. tf_options. Qed.
Lemma s198_c47_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]) (s136_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c47_R (b : nat) : rmoves (s198_board 1 (2 + b) 0 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c47_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]) (s86_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s86_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==1 *)
Lemma s198_c47_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s198_board 1 (2 + b) 0 1 -> fst (s198_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c47_L b), (s198_c47_R b); cbn [map].
  pose proof (use_s177 IH 1 (3 + b) 0 1 (opt_l _ _ _ (s198_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s198_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c47_L3 b)).
  pose proof (use_s136 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s198_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c47_L3 b))) as Ho2.
  rewrite (tf_norm_game (s198_c47_R1 b)).
  pose proof (use_s86 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s198_c47_R b) ltac:(cbn [In]; left; reflexivity) (s198_c47_R1 b))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s191_p7 Ho1 ltac:(zlia)).
    rewrite (s136_p5 Ho2 ltac:(zlia)).
    rewrite (s86_p2 Ho3 ltac:(zlia)).
    rewrite (s86_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s191_p15 Ho1 ltac:(zlia)).
    rewrite (s136_p6 Ho2 ltac:(zlia)).
    rewrite (s86_p2 Ho3 ltac:(zlia)).
    rewrite (s86_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c48_L (b d : nat) : lmoves (s198_board 1 (2 + b) 0 (2 + d)) = [s177_board 1 (3 + b) 0 (2 + d); s191_board 1 (1 + b) 0 (3 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s191_board, s198_board, strip. tf_options. Qed.
Lemma s198_c48_L3 (b d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board 1 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c48_R (b d : nat) : rmoves (s198_board 1 (2 + b) 0 (2 + d)) = [].
Proof. unfold s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s198_c48_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s198_board 1 (2 + b) 0 (2 + d) -> fst (s198_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c48_L b d), (s198_c48_R b d); cbn [map].
  pose proof (use_s177 IH 1 (3 + b) 0 (2 + d) (opt_l _ _ _ (s198_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s198_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c48_L3 b d)).
  pose proof (use_s181 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c48_L3 b d))) as Ho2.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s191_p7 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s181_p14 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s181_p17 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s191_p15 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s181_p17 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s181_p19 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

Lemma s198_c49_L (b : nat) : lmoves (s198_board 1 (2 + b) 1 0) = [s177_board 1 (3 + b) 1 0; s198_board 1 (2 + b) 0 1].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c49_R (b : nat) : rmoves (s198_board 1 (2 + b) 1 0) = [s163_board 1 (2 + b) 1].
Proof. unfold s163_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==0 *)
Lemma s198_c49_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s198_board 1 (2 + b) 1 0 -> fst (s198_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s198_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q4] in Hc |- *.
  rewrite tf_game_eq, (s198_c49_L b), (s198_c49_R b); cbn [map].
  pose proof (use_s177 IH 1 (3 + b) 1 0 (opt_l _ _ _ (s198_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s198_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s163 IH 1 (2 + b) 1 (opt_r _ _ _ (s198_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s177_p9 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s198_c50_L (b : nat) : lmoves (s198_board 1 (2 + b) 1 1) = [s177_board 1 (3 + b) 1 1; s198_board 1 (2 + b) 0 2; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c50_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]) (s136_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c50_R (b : nat) : rmoves (s198_board 1 (2 + b) 1 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c50_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]) (s163_board 1 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s163_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s198_c50_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s198_board 1 (2 + b) 1 1 -> fst (s198_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c50_L b), (s198_c50_R b); cbn [map].
  pose proof (use_s177 IH 1 (3 + b) 1 1 (opt_l _ _ _ (s198_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s198_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c50_L3 b)).
  pose proof (use_s136 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s198_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c50_L3 b))) as Ho2.
  rewrite (tf_norm_game (s198_c50_R1 b)).
  pose proof (use_s163 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s198_c50_R b) ltac:(cbn [In]; left; reflexivity) (s198_c50_R1 b))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s136_p4 Ho2 ltac:(zlia)).
  rewrite (s163_p3 Ho3 ltac:(zlia)).
  rewrite (s163_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s198_c51_L (b d : nat) : lmoves (s198_board 1 (2 + b) 1 (2 + d)) = [s177_board 1 (3 + b) 1 (2 + d); s198_board 1 (2 + b) 0 (3 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c51_L3 (b d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board 1 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c51_R (b d : nat) : rmoves (s198_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s198_c51_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s198_board 1 (2 + b) 1 (2 + d) -> fst (s198_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c51_L b d), (s198_c51_R b d); cbn [map].
  pose proof (use_s177 IH 1 (3 + b) 1 (2 + d) (opt_l _ _ _ (s198_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s198_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c51_L3 b d)).
  pose proof (use_s181 IH 1 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c51_L3 b d))) as Ho2.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s181_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s181_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s198_c52_L (b c : nat) : lmoves (s198_board 1 (2 + b) (2 + c) 0) = [s177_board 1 (3 + b) (2 + c) 0; s198_board 1 (2 + b) (1 + c) 1].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c52_R (b c : nat) : rmoves (s198_board 1 (2 + b) (2 + c) 0) = [s163_board 1 (2 + b) (2 + c)].
Proof. unfold s163_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s198_c52_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s198_board 1 (2 + b) (2 + c) 0 -> fst (s198_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s198_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q4] in Hc |- *.
  rewrite tf_game_eq, (s198_c52_L b c), (s198_c52_R b c); cbn [map].
  pose proof (use_s177 IH 1 (3 + b) (2 + c) 0 (opt_l _ _ _ (s198_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s198_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s163 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s198_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s177_p9 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s198_c53_L (b c : nat) : lmoves (s198_board 1 (2 + b) (2 + c) 1) = [s177_board 1 (3 + b) (2 + c) 1; s198_board 1 (2 + b) (1 + c) 2; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c53_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s136_board 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c53_R (b c : nat) : rmoves (s198_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c53_R1 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s163_board 1 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s163_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s198_c53_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s198_board 1 (2 + b) (2 + c) 1 -> fst (s198_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c53_L b c), (s198_c53_R b c); cbn [map].
  pose proof (use_s177 IH 1 (3 + b) (2 + c) 1 (opt_l _ _ _ (s198_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s198_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c53_L3 b c)).
  pose proof (use_s136 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s198_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c53_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s198_c53_R1 b c)).
  pose proof (use_s163 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s198_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s198_c53_R1 b c))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s136_p4 Ho2 ltac:(zlia)).
  rewrite (s163_p3 Ho3 ltac:(zlia)).
  rewrite (s163_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s198_c54_L (b c d : nat) : lmoves (s198_board 1 (2 + b) (2 + c) (2 + d)) = [s177_board 1 (3 + b) (2 + c) (2 + d); s198_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board 1 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c54_R (b c d : nat) : rmoves (s198_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s198_c54_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s198_board 1 (2 + b) (2 + c) (2 + d) -> fst (s198_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c54_L b c d), (s198_c54_R b c d); cbn [map].
  pose proof (use_s177 IH 1 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s198_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s198_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c54_L3 b c d)).
  pose proof (use_s181 IH 1 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s198_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c54_L3 b c d))) as Ho2.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s181_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s181_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s198_c55_L (a : nat) : lmoves (s198_board (2 + a) 0 0 0) = [s177_board (2 + a) 1 0 0].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c55_R (a : nat) : rmoves (s198_board (2 + a) 0 0 0) = [s141_board (2 + a) 0; s86_board (2 + a) 0].
Proof. unfold s141_board, s198_board, s86_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==0 && d==0 *)
Lemma s198_c55_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s198_board (2 + a) 0 0 0 -> fst (s198_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q5] in Hc |- *.
  rewrite tf_game_eq, (s198_c55_L a), (s198_c55_R a); cbn [map].
  pose proof (use_s177 IH (2 + a) 1 0 0 (opt_l _ _ _ (s198_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s141 IH (2 + a) 0 (opt_r _ _ _ (s198_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s86 IH (2 + a) 0 (opt_r _ _ _ (s198_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]]].
  {
    rewrite (s177_p13 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s86_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p16 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s86_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p22 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s86_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p35 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s86_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p38 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s86_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p41 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s86_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s198_c56_L (a : nat) : lmoves (s198_board (2 + a) 0 0 1) = [s177_board (2 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [F; T; E; F; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c56_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F; E; E; F]) [(1, 0)]) (s136_board (2 + a) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c56_R (a : nat) : rmoves (s198_board (2 + a) 0 0 1) = [s141_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [F; T; E; F; F]) [(1, 2)]].
Proof. unfold s141_board, s198_board, strip. tf_options. Qed.
Lemma s198_c56_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F; F]) [(1, 2)]) (s86_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; F]) [(1, 2)]); [reflexivity | unfold s86_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==0 && d==1 *)
Lemma s198_c56_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s198_board (2 + a) 0 0 1 -> fst (s198_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s198_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c56_L a), (s198_c56_R a); cbn [map].
  pose proof (use_s177 IH (2 + a) 1 0 1 (opt_l _ _ _ (s198_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s198_c56_L2 a)).
  pose proof (use_s136 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s198_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c56_L2 a))) as Ho1.
  pose proof (use_s141 IH (2 + a) 1 (opt_r _ _ _ (s198_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s198_c56_R2 a)).
  pose proof (use_s86 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s198_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c56_R2 a))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s136_p8 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    rewrite (s86_p3 Ho3 ltac:(zlia)).
    rewrite (s86_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s136_p9 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    rewrite (s86_p3 Ho3 ltac:(zlia)).
    rewrite (s86_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s136_p10 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    rewrite (s86_p3 Ho3 ltac:(zlia)).
    rewrite (s86_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s136_p11 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    rewrite (s86_p3 Ho3 ltac:(zlia)).
    rewrite (s86_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s198_c57_L (a d : nat) : lmoves (s198_board (2 + a) 0 0 (2 + d)) = [s177_board (2 + a) 1 0 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c57_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board (2 + a) 0 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c57_R (a d : nat) : rmoves (s198_board (2 + a) 0 0 (2 + d)) = [s141_board (2 + a) (2 + d)].
Proof. unfold s141_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==0 && d>=2 *)
Lemma s198_c57_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s198_board (2 + a) 0 0 (2 + d) -> fst (s198_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c57_L a d), (s198_c57_R a d); cbn [map].
  pose proof (use_s177 IH (2 + a) 1 0 (2 + d) (opt_l _ _ _ (s198_c57_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s198_c57_L2 a d)).
  pose proof (use_s181 IH (2 + a) 0 0 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c57_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c57_L2 a d))) as Ho1.
  pose proof (use_s141 IH (2 + a) (2 + d) (opt_r _ _ _ (s198_c57_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]].
  {
    rewrite (s181_p25 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p26 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p31 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p32 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p37 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p38 Ho1 ltac:(zlia)).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c58_L (a : nat) : lmoves (s198_board (2 + a) 0 1 0) = [s177_board (2 + a) 1 1 0; s198_board (2 + a) 0 0 1].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c58_R (a : nat) : rmoves (s198_board (2 + a) 0 1 0) = [s185_board (2 + a) 1 0; s163_board (2 + a) 0 1].
Proof. unfold s163_board, s185_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==1 && d==0 *)
Lemma s198_c58_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s198_board (2 + a) 0 1 0 -> fst (s198_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s198_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q5] in Hc |- *.
  rewrite tf_game_eq, (s198_c58_L a), (s198_c58_R a); cbn [map].
  pose proof (use_s177 IH (2 + a) 1 1 0 (opt_l _ _ _ (s198_c58_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 0 1 (opt_l _ _ _ (s198_c58_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s185 IH (2 + a) 1 0 (opt_r _ _ _ (s198_c58_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s163 IH (2 + a) 0 1 (opt_r _ _ _ (s198_c58_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s177_p9 Ho0 ltac:(zlia)).
  rewrite (s198_p2 Ho1 ltac:(zlia)).
  rewrite (s185_p3 Ho2 ltac:(zlia)).
  rewrite (s163_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c59_L (a : nat) : lmoves (s198_board (2 + a) 0 1 1) = [s177_board (2 + a) 1 1 1; s198_board (2 + a) 0 0 2; strip [] (repeat T (2 + a) ++ [F; T; E; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c59_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F; T; E; E; F]) [(1, 0)]) (s136_board (2 + a) 0 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c59_R (a : nat) : rmoves (s198_board (2 + a) 0 1 1) = [s185_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; F; T; F]) [(1, 2)]].
Proof. unfold s185_board, s198_board, strip. tf_options. Qed.
Lemma s198_c59_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F; T; F]) [(1, 2)]) (s163_board (2 + a) 0 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; T; F]) [(1, 2)]); [reflexivity | unfold s163_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==1 && d==1 *)
Lemma s198_c59_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s198_board (2 + a) 0 1 1 -> fst (s198_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s198_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c59_L a), (s198_c59_R a); cbn [map].
  pose proof (use_s177 IH (2 + a) 1 1 1 (opt_l _ _ _ (s198_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 0 2 (opt_l _ _ _ (s198_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c59_L3 a)).
  pose proof (use_s136 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s198_c59_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c59_L3 a))) as Ho2.
  pose proof (use_s185 IH (2 + a) 1 1 (opt_r _ _ _ (s198_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s198_c59_R2 a)).
  pose proof (use_s163 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s198_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c59_R2 a))) as Ho4.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p2 Ho1 ltac:(zlia)).
  rewrite (s136_p2 Ho2 ltac:(zlia)).
  rewrite (s185_p2 Ho3 ltac:(zlia)).
  rewrite (s163_p2 Ho4 ltac:(zlia)).
  rewrite (s163_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c60_L (a d : nat) : lmoves (s198_board (2 + a) 0 1 (2 + d)) = [s177_board (2 + a) 1 1 (2 + d); s198_board (2 + a) 0 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c60_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board (2 + a) 0 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c60_R (a d : nat) : rmoves (s198_board (2 + a) 0 1 (2 + d)) = [s185_board (2 + a) 1 (2 + d)].
Proof. unfold s185_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s198_c60_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s198_board (2 + a) 0 1 (2 + d) -> fst (s198_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c60_L a d), (s198_c60_R a d); cbn [map].
  pose proof (use_s177 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s198_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 0 (3 + d) (opt_l _ _ _ (s198_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c60_L3 a d)).
  pose proof (use_s181 IH (2 + a) 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c60_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c60_L3 a d))) as Ho2.
  pose proof (use_s185 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s198_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s181_p8 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p26 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p32 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p38 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c61_L (a c : nat) : lmoves (s198_board (2 + a) 0 (2 + c) 0) = [s177_board (2 + a) 1 (2 + c) 0; s198_board (2 + a) 0 (1 + c) 1].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c61_R (a c : nat) : rmoves (s198_board (2 + a) 0 (2 + c) 0) = [s185_board (2 + a) (2 + c) 0; s163_board (2 + a) 0 (2 + c)].
Proof. unfold s163_board, s185_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d==0 *)
Lemma s198_c61_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s198_board (2 + a) 0 (2 + c) 0 -> fst (s198_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s198_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q5] in Hc |- *.
  rewrite tf_game_eq, (s198_c61_L a c), (s198_c61_R a c); cbn [map].
  pose proof (use_s177 IH (2 + a) 1 (2 + c) 0 (opt_l _ _ _ (s198_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s198_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s185 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s198_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s163 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s198_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s177_p9 Ho0 ltac:(zlia)).
  rewrite (s198_p2 Ho1 ltac:(zlia)).
  rewrite (s185_p3 Ho2 ltac:(zlia)).
  rewrite (s163_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c62_L (a c : nat) : lmoves (s198_board (2 + a) 0 (2 + c) 1) = [s177_board (2 + a) 1 (2 + c) 1; s198_board (2 + a) 0 (1 + c) 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c62_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s136_board (2 + a) 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c62_R (a c : nat) : rmoves (s198_board (2 + a) 0 (2 + c) 1) = [s185_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s185_board, s198_board, strip. tf_options. Qed.
Lemma s198_c62_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s163_board (2 + a) 0 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s163_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s198_c62_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s198_board (2 + a) 0 (2 + c) 1 -> fst (s198_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s198_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c62_L a c), (s198_c62_R a c); cbn [map].
  pose proof (use_s177 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s198_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s198_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c62_L3 a c)).
  pose proof (use_s136 IH (2 + a) 0 (2 + c) (opt_norm_l _ _ _ _ _ (s198_c62_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c62_L3 a c))) as Ho2.
  pose proof (use_s185 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s198_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s198_c62_R2 a c)).
  pose proof (use_s163 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s198_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c62_R2 a c))) as Ho4.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p2 Ho1 ltac:(zlia)).
  rewrite (s136_p2 Ho2 ltac:(zlia)).
  rewrite (s185_p2 Ho3 ltac:(zlia)).
  rewrite (s163_p2 Ho4 ltac:(zlia)).
  rewrite (s163_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c63_L (a c d : nat) : lmoves (s198_board (2 + a) 0 (2 + c) (2 + d)) = [s177_board (2 + a) 1 (2 + c) (2 + d); s198_board (2 + a) 0 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c63_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board (2 + a) 0 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c63_R (a c d : nat) : rmoves (s198_board (2 + a) 0 (2 + c) (2 + d)) = [s185_board (2 + a) (2 + c) (2 + d)].
Proof. unfold s185_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s198_c63_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s198_board (2 + a) 0 (2 + c) (2 + d) -> fst (s198_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c63_L a c d), (s198_c63_R a c d); cbn [map].
  pose proof (use_s177 IH (2 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s198_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 0 (1 + c) (3 + d) (opt_l _ _ _ (s198_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c63_L3 a c d)).
  pose proof (use_s181 IH (2 + a) 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s198_c63_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c63_L3 a c d))) as Ho2.
  pose proof (use_s185 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s198_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s181_p8 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p26 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p32 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p38 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c64_L (a : nat) : lmoves (s198_board (2 + a) 1 0 0) = [s177_board (2 + a) 2 0 0; s161_board (2 + a) 0 1].
Proof. unfold s161_board, s177_board, s198_board. tf_options. Qed.
Lemma s198_c64_R (a : nat) : rmoves (s198_board (2 + a) 1 0 0) = [s197_board (2 + a) 0; s86_board (2 + a) 1].
Proof. unfold s197_board, s198_board, s86_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==0 && d==0 *)
Lemma s198_c64_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s198_board (2 + a) 1 0 0 -> fst (s198_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q3] in Hc |- *.
  rewrite tf_game_eq, (s198_c64_L a), (s198_c64_R a); cbn [map].
  pose proof (use_s177 IH (2 + a) 2 0 0 (opt_l _ _ _ (s198_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH (2 + a) 0 1 (opt_l _ _ _ (s198_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s197 IH (2 + a) 0 (opt_r _ _ _ (s198_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s86 IH (2 + a) 1 (opt_r _ _ _ (s198_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]].
  {
    rewrite (s177_p14 Ho0 ltac:(zlia)).
    rewrite (s161_p2 Ho1 ltac:(zlia)).
    rewrite (s197_p1 Ho2 ltac:(zlia)).
    rewrite (s86_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s177_p28 Ho0 ltac:(zlia)).
    rewrite (s161_p2 Ho1 ltac:(zlia)).
    rewrite (s197_p1 Ho2 ltac:(zlia)).
    rewrite (s86_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s177_p31 Ho0 ltac:(zlia)).
    rewrite (s161_p2 Ho1 ltac:(zlia)).
    rewrite (s197_p1 Ho2 ltac:(zlia)).
    rewrite (s86_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s177_p36 Ho0 ltac:(zlia)).
    rewrite (s161_p2 Ho1 ltac:(zlia)).
    rewrite (s197_p1 Ho2 ltac:(zlia)).
    rewrite (s86_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s177_p39 Ho0 ltac:(zlia)).
    rewrite (s161_p2 Ho1 ltac:(zlia)).
    rewrite (s197_p1 Ho2 ltac:(zlia)).
    rewrite (s86_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s198_c65_L (a : nat) : lmoves (s198_board (2 + a) 1 0 1) = [s177_board (2 + a) 2 0 1; s161_board (2 + a) 0 2; strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s161_board, s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; E; F]) [(1, 0)]) (s136_board (2 + a) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c65_R (a : nat) : rmoves (s198_board (2 + a) 1 0 1) = [s197_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; F; F]) [(1, 2)]].
Proof. unfold s197_board, s198_board, strip. tf_options. Qed.
Lemma s198_c65_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; F]) [(1, 2)]) (s86_board (2 + a) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; F]) [(1, 2)]); [reflexivity | unfold s86_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==0 && d==1 *)
Lemma s198_c65_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s198_board (2 + a) 1 0 1 -> fst (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c65_L a), (s198_c65_R a); cbn [map].
  pose proof (use_s177 IH (2 + a) 2 0 1 (opt_l _ _ _ (s198_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH (2 + a) 0 2 (opt_l _ _ _ (s198_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c65_L3 a)).
  pose proof (use_s136 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s198_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c65_L3 a))) as Ho2.
  pose proof (use_s197 IH (2 + a) 1 (opt_r _ _ _ (s198_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s198_c65_R2 a)).
  pose proof (use_s86 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s198_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c65_R2 a))) as Ho4.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s161_p2 Ho1 ltac:(zlia)).
  rewrite (s136_p3 Ho2 ltac:(zlia)).
  rewrite (s197_p2 Ho3 ltac:(zlia)).
  rewrite (s86_p2 Ho4 ltac:(zlia)).
  rewrite (s86_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s198_c66_L (a d : nat) : lmoves (s198_board (2 + a) 1 0 (2 + d)) = [s177_board (2 + a) 2 0 (2 + d); s161_board (2 + a) 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s161_board, s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board (2 + a) 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c66_R (a d : nat) : rmoves (s198_board (2 + a) 1 0 (2 + d)) = [s197_board (2 + a) (2 + d)].
Proof. unfold s197_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s198_c66_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s198_board (2 + a) 1 0 (2 + d) -> fst (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c66_L a d), (s198_c66_R a d); cbn [map].
  pose proof (use_s177 IH (2 + a) 2 0 (2 + d) (opt_l _ _ _ (s198_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s198_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c66_L3 a d)).
  pose proof (use_s181 IH (2 + a) 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c66_L3 a d))) as Ho2.
  pose proof (use_s197 IH (2 + a) (2 + d) (opt_r _ _ _ (s198_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s161_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
  {
    rewrite (s181_p11 Ho2 ltac:(zlia)).
    rewrite (s197_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p27 Ho2 ltac:(zlia)).
    rewrite (s197_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p33 Ho2 ltac:(zlia)).
    rewrite (s197_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p39 Ho2 ltac:(zlia)).
    rewrite (s197_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p42 Ho2 ltac:(zlia)).
    rewrite (s197_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c67_L (a : nat) : lmoves (s198_board (2 + a) 1 1 0) = [s177_board (2 + a) 2 1 0; s198_board (2 + a) 1 0 1].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c67_R (a : nat) : rmoves (s198_board (2 + a) 1 1 0) = [s205_board (2 + a) 1 0; s163_board (2 + a) 1 1].
Proof. unfold s163_board, s198_board, s205_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==1 && d==0 *)
Lemma s198_c67_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s198_board (2 + a) 1 1 0 -> fst (s198_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s198_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q4] in Hc |- *.
  rewrite tf_game_eq, (s198_c67_L a), (s198_c67_R a); cbn [map].
  pose proof (use_s177 IH (2 + a) 2 1 0 (opt_l _ _ _ (s198_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 1 0 1 (opt_l _ _ _ (s198_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s205 IH (2 + a) 1 0 (opt_r _ _ _ (s198_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s163 IH (2 + a) 1 1 (opt_r _ _ _ (s198_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s177_p9 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s205_p3 Ho2 ltac:(zlia)).
  rewrite (s163_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s198_c68_L (a : nat) : lmoves (s198_board (2 + a) 1 1 1) = [s177_board (2 + a) 2 1 1; s198_board (2 + a) 1 0 2; strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; E; F]) [(1, 0)]) (s136_board (2 + a) 1 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c68_R (a : nat) : rmoves (s198_board (2 + a) 1 1 1) = [s205_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; F]) [(1, 2)]].
Proof. unfold s198_board, s205_board, strip. tf_options. Qed.
Lemma s198_c68_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; F]) [(1, 2)]) (s163_board (2 + a) 1 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s163_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s198_c68_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s198_board (2 + a) 1 1 1 -> fst (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c68_L a), (s198_c68_R a); cbn [map].
  pose proof (use_s177 IH (2 + a) 2 1 1 (opt_l _ _ _ (s198_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 1 0 2 (opt_l _ _ _ (s198_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c68_L3 a)).
  pose proof (use_s136 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s198_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c68_L3 a))) as Ho2.
  pose proof (use_s205 IH (2 + a) 1 1 (opt_r _ _ _ (s198_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s198_c68_R2 a)).
  pose proof (use_s163 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s198_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c68_R2 a))) as Ho4.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s136_p3 Ho2 ltac:(zlia)).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  rewrite (s163_p3 Ho4 ltac:(zlia)).
  rewrite (s163_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s198_c69_L (a d : nat) : lmoves (s198_board (2 + a) 1 1 (2 + d)) = [s177_board (2 + a) 2 1 (2 + d); s198_board (2 + a) 1 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board (2 + a) 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c69_R (a d : nat) : rmoves (s198_board (2 + a) 1 1 (2 + d)) = [s205_board (2 + a) 1 (2 + d)].
Proof. unfold s198_board, s205_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s198_c69_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s198_board (2 + a) 1 1 (2 + d) -> fst (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c69_L a d), (s198_c69_R a d); cbn [map].
  pose proof (use_s177 IH (2 + a) 2 1 (2 + d) (opt_l _ _ _ (s198_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s198_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c69_L3 a d)).
  pose proof (use_s181 IH (2 + a) 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c69_L3 a d))) as Ho2.
  pose proof (use_s205 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s198_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
  {
    rewrite (s181_p12 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p28 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p34 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p39 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p42 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c70_L (a c : nat) : lmoves (s198_board (2 + a) 1 (2 + c) 0) = [s177_board (2 + a) 2 (2 + c) 0; s198_board (2 + a) 1 (1 + c) 1].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c70_R (a c : nat) : rmoves (s198_board (2 + a) 1 (2 + c) 0) = [s205_board (2 + a) (2 + c) 0; s163_board (2 + a) 1 (2 + c)].
Proof. unfold s163_board, s198_board, s205_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s198_c70_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s198_board (2 + a) 1 (2 + c) 0 -> fst (s198_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s198_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q4] in Hc |- *.
  rewrite tf_game_eq, (s198_c70_L a c), (s198_c70_R a c); cbn [map].
  pose proof (use_s177 IH (2 + a) 2 (2 + c) 0 (opt_l _ _ _ (s198_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s198_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s205 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s198_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s163 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s198_c70_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s177_p9 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s205_p3 Ho2 ltac:(zlia)).
  rewrite (s163_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s198_c71_L (a c : nat) : lmoves (s198_board (2 + a) 1 (2 + c) 1) = [s177_board (2 + a) 2 (2 + c) 1; s198_board (2 + a) 1 (1 + c) 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s136_board (2 + a) 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c71_R (a c : nat) : rmoves (s198_board (2 + a) 1 (2 + c) 1) = [s205_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s198_board, s205_board, strip. tf_options. Qed.
Lemma s198_c71_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s163_board (2 + a) 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s163_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s198_c71_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s198_board (2 + a) 1 (2 + c) 1 -> fst (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c71_L a c), (s198_c71_R a c); cbn [map].
  pose proof (use_s177 IH (2 + a) 2 (2 + c) 1 (opt_l _ _ _ (s198_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s198_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c71_L3 a c)).
  pose proof (use_s136 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s198_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c71_L3 a c))) as Ho2.
  pose proof (use_s205 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s198_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s198_c71_R2 a c)).
  pose proof (use_s163 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s198_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c71_R2 a c))) as Ho4.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s136_p3 Ho2 ltac:(zlia)).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  rewrite (s163_p3 Ho4 ltac:(zlia)).
  rewrite (s163_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

