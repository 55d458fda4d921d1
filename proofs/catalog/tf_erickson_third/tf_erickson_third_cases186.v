(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s167_c11_L : lmoves (s167_board 0 0 1 0 1) = [strip [(1, 1)] ([E; T; F; T; E; T; F]) []; strip [(1, 1)] ([T; E; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c11_L1 : tf_norm (strip [(1, 1)] ([E; T; F; T; E; T; F]) []) (s54_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c11_L2 : tf_norm (strip [(1, 1)] ([T; E; F; E; T; T; F]) []) (s73_board 0 1 0) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] ([T; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c11_R : rmoves (s167_board 0 0 1 0 1) = [strip [(0, 1)] ([E; T; E; F; T; E; T; F]) []; strip [(1, 1)] ([T; F; E; T; E; T; F]) []; strip [(1, 1)] ([T; E; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c11_R1 : tf_norm (strip [(0, 1)] ([E; T; E; F; T; E; T; F]) []) (s81_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c11_R2 : tf_norm (strip [(1, 1)] ([T; F; E; T; E; T; F]) []) (s112_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c11_R3 : tf_norm (strip [(1, 1)] ([T; E; F; T; F]) [(1, 1)]) (s82_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c==1 && d==0 && e==1 *)
Lemma s167_c11_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 0 0 1 0 1 -> fst (s167_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q21] in Hc |- *.
  rewrite tf_game_eq, (s167_c11_L), (s167_c11_R); cbn [map].
  rewrite (tf_norm_game (s167_c11_L1)).
  pose proof (use_s54 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s167_c11_L) ltac:(cbn [In]; left; reflexivity) (s167_c11_L1))) as Ho0.
  rewrite (tf_norm_game (s167_c11_L2)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s167_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s167_c11_R1)).
  pose proof (use_s81 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s167_c11_R) ltac:(cbn [In]; left; reflexivity) (s167_c11_R1))) as Ho2.
  rewrite (tf_norm_game (s167_c11_R2)).
  pose proof (use_s112 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s167_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c11_R2))) as Ho3.
  rewrite (tf_norm_game0 (s167_c11_R3)).
  pose proof (use_s82 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s167_c11_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c11_R3))) as Ho4.
  rewrite (s54_p6 Ho0 ltac:(zlia)).
  rewrite (s54_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p11 Ho2 ltac:(zlia)).
  rewrite (s112_p11 Ho3 ltac:(zlia)).
  rewrite (s112_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]]].
Qed.

Lemma s167_c12_L (e : nat) : lmoves (s167_board 0 0 1 0 (2 + e)) = [strip [(1, 1)] (E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c12_L1 (e : nat) : tf_norm (strip [(1, 1)] (E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s54_board 0 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c12_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s73_board 0 1 0) (Z.of_nat (2 + e) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c12_R (e : nat) : rmoves (s167_board 0 0 1 0 (2 + e)) = [strip [(0, 1)] (E :: T :: E :: F :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c12_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s81_board 0 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c12_R2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 0 1 0 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c12_R3 (e : nat) : tf_norm (strip [(1, 1)] (T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s82_board 0 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c==1 && d==0 && e>=2 *)
Lemma s167_c12_p22 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 0 0 1 0 (2 + e) -> fst (s167_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q22] in Hc |- *.
  rewrite tf_game_eq, (s167_c12_L e), (s167_c12_R e); cbn [map].
  rewrite (tf_norm_game (s167_c12_L1 e)).
  pose proof (use_s54 IH 0 1 (2 + e) (opt_norm_l _ _ _ _ _ (s167_c12_L e) ltac:(cbn [In]; left; reflexivity) (s167_c12_L1 e))) as Ho0.
  rewrite (tf_norm_game (s167_c12_L2 e)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s167_c12_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c12_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c12_R1 e)).
  pose proof (use_s81 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c12_R e) ltac:(cbn [In]; left; reflexivity) (s167_c12_R1 e))) as Ho2.
  rewrite (tf_norm_game (s167_c12_R2 e)).
  pose proof (use_s112 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c12_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c12_R2 e))) as Ho3.
  rewrite (tf_norm_game0 (s167_c12_R3 e)).
  pose proof (use_s82 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c12_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c12_R3 e))) as Ho4.
  rewrite (s54_p5 Ho0 ltac:(zlia)).
  rewrite (s54_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p15 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s112_p7 Ho3 ltac:(zlia)).
    rewrite (s112_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p7 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p7 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c13_L : lmoves (s167_board 0 0 1 1 0) = [strip [(1, 1)] ([E; T; T; F; E; T; F]) []; strip [(1, 1)] ([T; E; E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c13_L1 : tf_norm (strip [(1, 1)] ([E; T; T; F; E; T; F]) []) (s54_board 0 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c13_L2 : tf_norm (strip [(1, 1)] ([T; E; E; F; T; T; F]) []) (s28_board 0 1) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] ([T; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c13_R : rmoves (s167_board 0 0 1 1 0) = [strip [(0, 1)] ([E; T; E; T; F; E; T; F]) []; strip [(1, 1)] ([T; F; T; E; E; T; F]) []; strip [(1, 1)] ([T; E; T; F; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c13_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E; T; F]) []) (s81_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c13_R2 : tf_norm (strip [(1, 1)] ([T; F; T; E; E; T; F]) []) (s84_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c13_R3 : tf_norm (strip [(1, 1)] ([T; E; T; F; F]) [(1, 1)]) (s31_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c==1 && d==1 && e==0 *)
Lemma s167_c13_p23 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 0 0 1 1 0 -> fst (s167_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q23] in Hc |- *.
  rewrite tf_game_eq, (s167_c13_L), (s167_c13_R); cbn [map].
  rewrite (tf_norm_game (s167_c13_L1)).
  pose proof (use_s54 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s167_c13_L) ltac:(cbn [In]; left; reflexivity) (s167_c13_L1))) as Ho0.
  rewrite (tf_norm_game (s167_c13_L2)).
  pose proof (use_s28 IH 0 1 (opt_norm_l _ _ _ _ _ (s167_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c13_L2))) as Ho1.
  rewrite (tf_norm_game0 (s167_c13_R1)).
  pose proof (use_s81 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s167_c13_R) ltac:(cbn [In]; left; reflexivity) (s167_c13_R1))) as Ho2.
  rewrite (tf_norm_game (s167_c13_R2)).
  pose proof (use_s84 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s167_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c13_R2))) as Ho3.
  rewrite (tf_norm_game0 (s167_c13_R3)).
  pose proof (use_s31 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s167_c13_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c13_R3))) as Ho4.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p16 Ho2 ltac:(zlia)).
  rewrite (s84_p5 Ho3 ltac:(zlia)).
  rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s31_p4 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]]].
Qed.

Lemma s167_c14_L : lmoves (s167_board 0 0 1 1 1) = [strip [(1, 1)] ([E; T; T; F; T; E; T; F]) []; strip [(1, 1)] ([T; E; T; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c14_L1 : tf_norm (strip [(1, 1)] ([E; T; T; F; T; E; T; F]) []) (s54_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c14_L2 : tf_norm (strip [(1, 1)] ([T; E; T; F; E; T; T; F]) []) (s73_board 0 1 1) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] ([T; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c14_R : rmoves (s167_board 0 0 1 1 1) = [strip [(0, 1)] ([E; T; E; T; F; T; E; T; F]) []; strip [(1, 1)] ([T; F; T; E; T; E; T; F]) []; strip [(1, 1)] ([T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c14_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; T; E; T; F]) []) (s81_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c14_R2 : tf_norm (strip [(1, 1)] ([T; F; T; E; T; E; T; F]) []) (s112_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c14_R3 : tf_norm (strip [(1, 1)] ([T; E; T; F; T; F]) [(1, 1)]) (s82_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c==1 && d==1 && e==1 *)
Lemma s167_c14_p24 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 0 0 1 1 1 -> fst (s167_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q24] in Hc |- *.
  rewrite tf_game_eq, (s167_c14_L), (s167_c14_R); cbn [map].
  rewrite (tf_norm_game (s167_c14_L1)).
  pose proof (use_s54 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s167_c14_L) ltac:(cbn [In]; left; reflexivity) (s167_c14_L1))) as Ho0.
  rewrite (tf_norm_game (s167_c14_L2)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s167_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s167_c14_R1)).
  pose proof (use_s81 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s167_c14_R) ltac:(cbn [In]; left; reflexivity) (s167_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s167_c14_R2)).
  pose proof (use_s112 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s167_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c14_R2))) as Ho3.
  rewrite (tf_norm_game0 (s167_c14_R3)).
  pose proof (use_s82 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s167_c14_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c14_R3))) as Ho4.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p17 Ho2 ltac:(zlia)).
  rewrite (s112_p15 Ho3 ltac:(zlia)).
  rewrite (s112_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p10 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s167_c15_L (e : nat) : lmoves (s167_board 0 0 1 1 (2 + e)) = [strip [(1, 1)] (E :: T :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c15_L1 (e : nat) : tf_norm (strip [(1, 1)] (E :: T :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s54_board 0 2 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c15_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s73_board 0 1 1) (Z.of_nat (2 + e) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c15_R (e : nat) : rmoves (s167_board 0 0 1 1 (2 + e)) = [strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c15_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s81_board 0 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c15_R2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 0 1 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c15_R3 (e : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s82_board 0 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s167_c15_p26 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 0 0 1 1 (2 + e) -> fst (s167_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q26] in Hc |- *.
  rewrite tf_game_eq, (s167_c15_L e), (s167_c15_R e); cbn [map].
  rewrite (tf_norm_game (s167_c15_L1 e)).
  pose proof (use_s54 IH 0 2 (2 + e) (opt_norm_l _ _ _ _ _ (s167_c15_L e) ltac:(cbn [In]; left; reflexivity) (s167_c15_L1 e))) as Ho0.
  rewrite (tf_norm_game (s167_c15_L2 e)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s167_c15_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c15_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c15_R1 e)).
  pose proof (use_s81 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c15_R e) ltac:(cbn [In]; left; reflexivity) (s167_c15_R1 e))) as Ho2.
  rewrite (tf_norm_game (s167_c15_R2 e)).
  pose proof (use_s112 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c15_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c15_R2 e))) as Ho3.
  rewrite (tf_norm_game0 (s167_c15_R3 e)).
  pose proof (use_s82 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c15_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c15_R3 e))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s54_p7 Ho0 ltac:(zlia)).
    rewrite (s54_p7_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p18 Ho2 ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p10 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s54_p9 Ho0 ltac:(zlia)).
    rewrite (s54_p9_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p18 Ho2 ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p10 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c16_L (d : nat) : lmoves (s167_board 0 0 1 (2 + d) 0) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; E; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c16_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; E; T; F]) []) (s54_board 0 (3 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c16_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s43_board 0 1 (1 + d)) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c16_R (d : nat) : rmoves (s167_board 0 0 1 (2 + d) 0) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; E; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c16_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; E; T; F]) []) (s81_board 0 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c16_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s31_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c==1 && d>=2 && e==0 *)
Lemma s167_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s167_board 0 0 1 (2 + d) 0 -> fst (s167_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q9] in Hc |- *.
  rewrite tf_game_eq, (s167_c16_L d), (s167_c16_R d); cbn [map].
  rewrite (tf_norm_game (s167_c16_L1 d)).
  pose proof (use_s54 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s167_c16_L d) ltac:(cbn [In]; left; reflexivity) (s167_c16_L1 d))) as Ho0.
  rewrite (tf_norm_game (s167_c16_L2 d)).
  pose proof (use_s43 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s167_c16_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c16_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s167_c16_R1 d)).
  pose proof (use_s81 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s167_c16_R d) ltac:(cbn [In]; left; reflexivity) (s167_c16_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s167_c16_R2 d)).
  pose proof (use_s31 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s167_c16_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c16_R2 d))) as Ho3.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s43_p4 Ho1 ltac:(zlia)).
    rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p19 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p19 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p19 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s167_c17_L (d : nat) : lmoves (s167_board 0 0 1 (2 + d) 1) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; T; E; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c17_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; T; E; T; F]) []) (s54_board 0 (3 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c17_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s73_board 0 1 (2 + d)) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c17_R (d : nat) : rmoves (s167_board 0 0 1 (2 + d) 1) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; E; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c17_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; E; T; F]) []) (s81_board 0 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c17_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s82_board 0 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s167_c17_p11 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s167_board 0 0 1 (2 + d) 1 -> fst (s167_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q11] in Hc |- *.
  rewrite tf_game_eq, (s167_c17_L d), (s167_c17_R d); cbn [map].
  rewrite (tf_norm_game (s167_c17_L1 d)).
  pose proof (use_s54 IH 0 (3 + d) 1 (opt_norm_l _ _ _ _ _ (s167_c17_L d) ltac:(cbn [In]; left; reflexivity) (s167_c17_L1 d))) as Ho0.
  rewrite (tf_norm_game (s167_c17_L2 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c17_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c17_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s167_c17_R1 d)).
  pose proof (use_s81 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c17_R d) ltac:(cbn [In]; left; reflexivity) (s167_c17_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s167_c17_R2 d)).
  pose proof (use_s82 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c17_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c17_R2 d))) as Ho3.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p20 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s167_c18_L (d e : nat) : lmoves (s167_board 0 0 1 (2 + d) (2 + e)) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c18_L1 (d e : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []) (s54_board 0 (3 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c18_L2 (d e : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s73_board 0 1 (2 + d)) (Z.of_nat (2 + e) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c18_R (d e : nat) : rmoves (s167_board 0 0 1 (2 + d) (2 + e)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c18_R1 (d e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []) (s81_board 0 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c18_R2 (d e : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s82_board 0 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s167_c18_p19 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s167_board 0 0 1 (2 + d) (2 + e) -> fst (s167_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q19] in Hc |- *.
  rewrite tf_game_eq, (s167_c18_L d e), (s167_c18_R d e); cbn [map].
  rewrite (tf_norm_game (s167_c18_L1 d e)).
  pose proof (use_s54 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s167_c18_L d e) ltac:(cbn [In]; left; reflexivity) (s167_c18_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s167_c18_L2 d e)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c18_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c18_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c18_R1 d e)).
  pose proof (use_s81 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c18_R d e) ltac:(cbn [In]; left; reflexivity) (s167_c18_R1 d e))) as Ho2.
  rewrite (tf_norm_game0 (s167_c18_R2 d e)).
  pose proof (use_s82 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c18_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c18_R2 d e))) as Ho3.
  rewrite (s54_p9 Ho0 ltac:(zlia)).
  rewrite (s54_p9_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p23 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c18_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s167_board 0 0 1 (2 + d) (2 + e) -> fst (s167_q27 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q27 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q27] in Hc |- *.
  rewrite tf_game_eq, (s167_c18_L d e), (s167_c18_R d e); cbn [map].
  rewrite (tf_norm_game (s167_c18_L1 d e)).
  pose proof (use_s54 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s167_c18_L d e) ltac:(cbn [In]; left; reflexivity) (s167_c18_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s167_c18_L2 d e)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c18_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c18_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c18_R1 d e)).
  pose proof (use_s81 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c18_R d e) ltac:(cbn [In]; left; reflexivity) (s167_c18_R1 d e))) as Ho2.
  rewrite (tf_norm_game0 (s167_c18_R2 d e)).
  pose proof (use_s82 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c18_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c18_R2 d e))) as Ho3.
  rewrite (s54_p7 Ho0 ltac:(zlia)).
  rewrite (s54_p7_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p22 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c19_L (c : nat) : lmoves (s167_board 0 0 (2 + c) 0 0) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; E; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c19_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; E; T; F]) []) (s81_board 0 (1 + c) 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c19_R (c : nat) : rmoves (s167_board 0 0 (2 + c) 0 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c19_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; E; T; F]) []) (s81_board 0 (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c19_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E; T; F]) []) (s84_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c19_R3 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F; F]) [(1, 1)]) (s31_board 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c>=2 && d==0 && e==0 *)
Lemma s167_c19_p30 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 0 0 (2 + c) 0 0 -> fst (s167_q30 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q30 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q30] in Hc |- *.
  rewrite tf_game_eq, (s167_c19_L c), (s167_c19_R c); cbn [map].
  rewrite (tf_norm_game (s167_c19_L1 c)).
  pose proof (use_s81 IH 0 (1 + c) 1 0 (opt_norm_l _ _ _ _ _ (s167_c19_L c) ltac:(cbn [In]; left; reflexivity) (s167_c19_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s167_c19_R1 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s167_c19_R c) ltac:(cbn [In]; left; reflexivity) (s167_c19_R1 c))) as Ho1.
  rewrite (tf_norm_game (s167_c19_R2 c)).
  pose proof (use_s84 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s167_c19_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c19_R2 c))) as Ho2.
  rewrite (tf_norm_game0 (s167_c19_R3 c)).
  pose proof (use_s31 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s167_c19_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c19_R3 c))) as Ho3.
  rewrite (s81_p16 Ho0 ltac:(zlia)).
  rewrite (s81_p16_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p24 Ho1 ltac:(zlia)).
  rewrite (s84_p6 Ho2 ltac:(zlia)).
  rewrite (s84_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s31_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s167_c19_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 0 0 (2 + c) 0 0 -> fst (s167_q36 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q36 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q36] in Hc |- *.
  rewrite tf_game_eq, (s167_c19_L c), (s167_c19_R c); cbn [map].
  rewrite (tf_norm_game (s167_c19_L1 c)).
  pose proof (use_s81 IH 0 (1 + c) 1 0 (opt_norm_l _ _ _ _ _ (s167_c19_L c) ltac:(cbn [In]; left; reflexivity) (s167_c19_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s167_c19_R1 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s167_c19_R c) ltac:(cbn [In]; left; reflexivity) (s167_c19_R1 c))) as Ho1.
  rewrite (tf_norm_game (s167_c19_R2 c)).
  pose proof (use_s84 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s167_c19_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c19_R2 c))) as Ho2.
  rewrite (tf_norm_game0 (s167_c19_R3 c)).
  pose proof (use_s31 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s167_c19_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c19_R3 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p27 Ho0 ltac:(zlia)).
    rewrite (s81_p27_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p30 Ho1 ltac:(zlia)).
    rewrite (s84_p7 Ho2 ltac:(zlia)).
    rewrite (s84_p7_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s31_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s81_p33 Ho0 ltac:(zlia)).
    rewrite (s81_p33_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p30 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s84_p9 Ho2 ltac:(zlia)).
      rewrite (s84_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s31_p8 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s84_p10 Ho2 ltac:(zlia)).
      rewrite (s84_p10_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s31_p9 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s167_c20_L (c : nat) : lmoves (s167_board 0 0 (2 + c) 0 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c20_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; T; E; T; F]) []) (s81_board 0 (1 + c) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c20_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E; T; T; F]) []) (s73_board 0 (2 + c) 0) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ [E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c20_R (c : nat) : rmoves (s167_board 0 0 (2 + c) 0 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c20_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; T; E; T; F]) []) (s81_board 0 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c20_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; E; T; F]) []) (s112_board 0 (2 + c) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c20_R3 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F; T; F]) [(1, 1)]) (s82_board 0 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c>=2 && d==0 && e==1 *)
Lemma s167_c20_p31 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 0 0 (2 + c) 0 1 -> fst (s167_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q31] in Hc |- *.
  rewrite tf_game_eq, (s167_c20_L c), (s167_c20_R c); cbn [map].
  rewrite (tf_norm_game (s167_c20_L1 c)).
  pose proof (use_s81 IH 0 (1 + c) 1 1 (opt_norm_l _ _ _ _ _ (s167_c20_L c) ltac:(cbn [In]; left; reflexivity) (s167_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s167_c20_L2 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s167_c20_R1 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c20_R c) ltac:(cbn [In]; left; reflexivity) (s167_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s167_c20_R2 c)).
  pose proof (use_s112 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c20_R2 c))) as Ho3.
  rewrite (tf_norm_game0 (s167_c20_R3 c)).
  pose proof (use_s82 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c20_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c20_R3 c))) as Ho4.
  rewrite (s81_p17 Ho0 ltac:(zlia)).
  rewrite (s81_p17_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p25 Ho2 ltac:(zlia)).
  rewrite (s112_p7 Ho3 ltac:(zlia)).
  rewrite (s112_p7_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p12 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s167_c20_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 0 0 (2 + c) 0 1 -> fst (s167_q37 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q37 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q37] in Hc |- *.
  rewrite tf_game_eq, (s167_c20_L c), (s167_c20_R c); cbn [map].
  rewrite (tf_norm_game (s167_c20_L1 c)).
  pose proof (use_s81 IH 0 (1 + c) 1 1 (opt_norm_l _ _ _ _ _ (s167_c20_L c) ltac:(cbn [In]; left; reflexivity) (s167_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s167_c20_L2 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s167_c20_R1 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c20_R c) ltac:(cbn [In]; left; reflexivity) (s167_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s167_c20_R2 c)).
  pose proof (use_s112 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c20_R2 c))) as Ho3.
  rewrite (tf_norm_game0 (s167_c20_R3 c)).
  pose proof (use_s82 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c20_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c20_R3 c))) as Ho4.
  rewrite (s81_p28 Ho0 ltac:(zlia)).
  rewrite (s81_p28_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p31 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p16 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c20_p41 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 0 0 (2 + c) 0 1 -> fst (s167_q41 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q41 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q41] in Hc |- *.
  rewrite tf_game_eq, (s167_c20_L c), (s167_c20_R c); cbn [map].
  rewrite (tf_norm_game (s167_c20_L1 c)).
  pose proof (use_s81 IH 0 (1 + c) 1 1 (opt_norm_l _ _ _ _ _ (s167_c20_L c) ltac:(cbn [In]; left; reflexivity) (s167_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s167_c20_L2 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s167_c20_R1 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c20_R c) ltac:(cbn [In]; left; reflexivity) (s167_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s167_c20_R2 c)).
  pose proof (use_s112 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c20_R2 c))) as Ho3.
  rewrite (tf_norm_game0 (s167_c20_R3 c)).
  pose proof (use_s82 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c20_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c20_R3 c))) as Ho4.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  rewrite (s81_p34_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p35 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p19 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c21_L (c e : nat) : lmoves (s167_board 0 0 (2 + c) 0 (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c21_L1 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s81_board 0 (1 + c) 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c21_L2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s73_board 0 (2 + c) 0) (Z.of_nat (2 + e) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ [E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c21_R (c e : nat) : rmoves (s167_board 0 0 (2 + c) 0 (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c21_R1 (c e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s81_board 0 (2 + c) 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c21_R2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 0 (2 + c) 0 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c21_R3 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s82_board 0 (2 + c) 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c>=2 && d==0 && e>=2 *)
Lemma s167_c21_p32 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s167_board 0 0 (2 + c) 0 (2 + e) -> fst (s167_q32 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q32 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q32] in Hc |- *.
  rewrite tf_game_eq, (s167_c21_L c e), (s167_c21_R c e); cbn [map].
  rewrite (tf_norm_game (s167_c21_L1 c e)).
  pose proof (use_s81 IH 0 (1 + c) 1 (2 + e) (opt_norm_l _ _ _ _ _ (s167_c21_L c e) ltac:(cbn [In]; left; reflexivity) (s167_c21_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s167_c21_L2 c e)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c21_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c21_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c21_R1 c e)).
  pose proof (use_s81 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c21_R c e) ltac:(cbn [In]; left; reflexivity) (s167_c21_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s167_c21_R2 c e)).
  pose proof (use_s112 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c21_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c21_R2 c e))) as Ho3.
  rewrite (tf_norm_game0 (s167_c21_R3 c e)).
  pose proof (use_s82 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c21_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c21_R3 c e))) as Ho4.
  rewrite (s81_p18 Ho0 ltac:(zlia)).
  rewrite (s81_p18_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p26 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p12 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c21_p38 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s167_board 0 0 (2 + c) 0 (2 + e) -> fst (s167_q38 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q38 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q38] in Hc |- *.
  rewrite tf_game_eq, (s167_c21_L c e), (s167_c21_R c e); cbn [map].
  rewrite (tf_norm_game (s167_c21_L1 c e)).
  pose proof (use_s81 IH 0 (1 + c) 1 (2 + e) (opt_norm_l _ _ _ _ _ (s167_c21_L c e) ltac:(cbn [In]; left; reflexivity) (s167_c21_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s167_c21_L2 c e)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c21_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c21_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c21_R1 c e)).
  pose proof (use_s81 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c21_R c e) ltac:(cbn [In]; left; reflexivity) (s167_c21_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s167_c21_R2 c e)).
  pose proof (use_s112 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c21_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c21_R2 c e))) as Ho3.
  rewrite (tf_norm_game0 (s167_c21_R3 c e)).
  pose proof (use_s82 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c21_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c21_R3 c e))) as Ho4.
  rewrite (s81_p29 Ho0 ltac:(zlia)).
  rewrite (s81_p29_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p32 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p16 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c21_p42 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s167_board 0 0 (2 + c) 0 (2 + e) -> fst (s167_q42 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q42 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q42] in Hc |- *.
  rewrite tf_game_eq, (s167_c21_L c e), (s167_c21_R c e); cbn [map].
  rewrite (tf_norm_game (s167_c21_L1 c e)).
  pose proof (use_s81 IH 0 (1 + c) 1 (2 + e) (opt_norm_l _ _ _ _ _ (s167_c21_L c e) ltac:(cbn [In]; left; reflexivity) (s167_c21_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s167_c21_L2 c e)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c21_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c21_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c21_R1 c e)).
  pose proof (use_s81 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c21_R c e) ltac:(cbn [In]; left; reflexivity) (s167_c21_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s167_c21_R2 c e)).
  pose proof (use_s112 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c21_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c21_R2 c e))) as Ho3.
  rewrite (tf_norm_game0 (s167_c21_R3 c e)).
  pose proof (use_s82 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c21_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c21_R3 c e))) as Ho4.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  rewrite (s81_p34_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p36 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p19 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c22_L (c : nat) : lmoves (s167_board 0 0 (2 + c) 1 0) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c22_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; E; T; F]) []) (s81_board 0 (1 + c) 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c22_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; E; F; T; T; F]) []) (s28_board 0 (2 + c)) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ [E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ [E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c22_R (c : nat) : rmoves (s167_board 0 0 (2 + c) 1 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c22_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; E; T; F]) []) (s81_board 0 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c22_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; E; T; F]) []) (s84_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c22_R3 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; F]) [(1, 1)]) (s31_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c>=2 && d==1 && e==0 *)
Lemma s167_c22_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 0 0 (2 + c) 1 0 -> fst (s167_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q33] in Hc |- *.
  rewrite tf_game_eq, (s167_c22_L c), (s167_c22_R c); cbn [map].
  rewrite (tf_norm_game (s167_c22_L1 c)).
  pose proof (use_s81 IH 0 (1 + c) 2 0 (opt_norm_l _ _ _ _ _ (s167_c22_L c) ltac:(cbn [In]; left; reflexivity) (s167_c22_L1 c))) as Ho0.
  rewrite (tf_norm_game (s167_c22_L2 c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s167_c22_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c22_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s167_c22_R1 c)).
  pose proof (use_s81 IH 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s167_c22_R c) ltac:(cbn [In]; left; reflexivity) (s167_c22_R1 c))) as Ho2.
  rewrite (tf_norm_game (s167_c22_R2 c)).
  pose proof (use_s84 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s167_c22_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c22_R2 c))) as Ho3.
  rewrite (tf_norm_game0 (s167_c22_R3 c)).
  pose proof (use_s31 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s167_c22_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c22_R3 c))) as Ho4.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p27 Ho2 ltac:(zlia)).
  rewrite (s84_p5 Ho3 ltac:(zlia)).
  rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s167_c22_p39 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 0 0 (2 + c) 1 0 -> fst (s167_q39 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q39 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q39] in Hc |- *.
  rewrite tf_game_eq, (s167_c22_L c), (s167_c22_R c); cbn [map].
  rewrite (tf_norm_game (s167_c22_L1 c)).
  pose proof (use_s81 IH 0 (1 + c) 2 0 (opt_norm_l _ _ _ _ _ (s167_c22_L c) ltac:(cbn [In]; left; reflexivity) (s167_c22_L1 c))) as Ho0.
  rewrite (tf_norm_game (s167_c22_L2 c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s167_c22_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c22_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s167_c22_R1 c)).
  pose proof (use_s81 IH 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s167_c22_R c) ltac:(cbn [In]; left; reflexivity) (s167_c22_R1 c))) as Ho2.
  rewrite (tf_norm_game (s167_c22_R2 c)).
  pose proof (use_s84 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s167_c22_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c22_R2 c))) as Ho3.
  rewrite (tf_norm_game0 (s167_c22_R3 c)).
  pose proof (use_s31 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s167_c22_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c22_R3 c))) as Ho4.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p33 Ho2 ltac:(zlia)).
  rewrite (s84_p5 Ho3 ltac:(zlia)).
  rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s167_c23_L (c : nat) : lmoves (s167_board 0 0 (2 + c) 1 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c23_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; T; E; T; F]) []) (s81_board 0 (1 + c) 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c23_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E; T; T; F]) []) (s73_board 0 (2 + c) 1) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ [E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c23_R (c : nat) : rmoves (s167_board 0 0 (2 + c) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c23_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; T; E; T; F]) []) (s81_board 0 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c23_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; T; E; T; F]) []) (s112_board 0 (2 + c) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c23_R3 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; T; F]) [(1, 1)]) (s82_board 0 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s167_c23_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 0 0 (2 + c) 1 1 -> fst (s167_q34 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q34 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q34] in Hc |- *.
  rewrite tf_game_eq, (s167_c23_L c), (s167_c23_R c); cbn [map].
  rewrite (tf_norm_game (s167_c23_L1 c)).
  pose proof (use_s81 IH 0 (1 + c) 2 1 (opt_norm_l _ _ _ _ _ (s167_c23_L c) ltac:(cbn [In]; left; reflexivity) (s167_c23_L1 c))) as Ho0.
  rewrite (tf_norm_game (s167_c23_L2 c)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c23_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c23_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s167_c23_R1 c)).
  pose proof (use_s81 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s167_c23_R c) ltac:(cbn [In]; left; reflexivity) (s167_c23_R1 c))) as Ho2.
  rewrite (tf_norm_game (s167_c23_R2 c)).
  pose proof (use_s112 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s167_c23_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c23_R2 c))) as Ho3.
  rewrite (tf_norm_game0 (s167_c23_R3 c)).
  pose proof (use_s82 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s167_c23_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c23_R3 c))) as Ho4.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s81_p20_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p28 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p14 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c23_p40 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 0 0 (2 + c) 1 1 -> fst (s167_q40 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q40 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q40] in Hc |- *.
  rewrite tf_game_eq, (s167_c23_L c), (s167_c23_R c); cbn [map].
  rewrite (tf_norm_game (s167_c23_L1 c)).
  pose proof (use_s81 IH 0 (1 + c) 2 1 (opt_norm_l _ _ _ _ _ (s167_c23_L c) ltac:(cbn [In]; left; reflexivity) (s167_c23_L1 c))) as Ho0.
  rewrite (tf_norm_game (s167_c23_L2 c)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c23_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c23_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s167_c23_R1 c)).
  pose proof (use_s81 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s167_c23_R c) ltac:(cbn [In]; left; reflexivity) (s167_c23_R1 c))) as Ho2.
  rewrite (tf_norm_game (s167_c23_R2 c)).
  pose proof (use_s112 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s167_c23_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c23_R2 c))) as Ho3.
  rewrite (tf_norm_game0 (s167_c23_R3 c)).
  pose proof (use_s82 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s167_c23_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c23_R3 c))) as Ho4.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s81_p20_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p34 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p17 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c24_L (c e : nat) : lmoves (s167_board 0 0 (2 + c) 1 (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c24_L1 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s81_board 0 (1 + c) 2 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: T :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c24_L2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s73_board 0 (2 + c) 1) (Z.of_nat (2 + e) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ [E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c24_R (c e : nat) : rmoves (s167_board 0 0 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c24_R1 (c e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s81_board 0 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c24_R2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 0 (2 + c) 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c24_R3 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s82_board 0 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s167_c24_p35 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s167_board 0 0 (2 + c) 1 (2 + e) -> fst (s167_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q35] in Hc |- *.
  rewrite tf_game_eq, (s167_c24_L c e), (s167_c24_R c e); cbn [map].
  rewrite (tf_norm_game (s167_c24_L1 c e)).
  pose proof (use_s81 IH 0 (1 + c) 2 (2 + e) (opt_norm_l _ _ _ _ _ (s167_c24_L c e) ltac:(cbn [In]; left; reflexivity) (s167_c24_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s167_c24_L2 c e)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c24_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c24_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c24_R1 c e)).
  pose proof (use_s81 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c24_R c e) ltac:(cbn [In]; left; reflexivity) (s167_c24_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s167_c24_R2 c e)).
  pose proof (use_s112 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c24_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c24_R2 c e))) as Ho3.
  rewrite (tf_norm_game0 (s167_c24_R3 c e)).
  pose proof (use_s82 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c24_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c24_R3 c e))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p22 Ho0 ltac:(zlia)).
    rewrite (s81_p22_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p29 Ho2 ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p14 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s81_p23 Ho0 ltac:(zlia)).
    rewrite (s81_p23_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p29 Ho2 ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p14 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s167_c24_p40 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s167_board 0 0 (2 + c) 1 (2 + e) -> fst (s167_q40 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q40 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q40] in Hc |- *.
  rewrite tf_game_eq, (s167_c24_L c e), (s167_c24_R c e); cbn [map].
  rewrite (tf_norm_game (s167_c24_L1 c e)).
  pose proof (use_s81 IH 0 (1 + c) 2 (2 + e) (opt_norm_l _ _ _ _ _ (s167_c24_L c e) ltac:(cbn [In]; left; reflexivity) (s167_c24_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s167_c24_L2 c e)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c24_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c24_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c24_R1 c e)).
  pose proof (use_s81 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c24_R c e) ltac:(cbn [In]; left; reflexivity) (s167_c24_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s167_c24_R2 c e)).
  pose proof (use_s112 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c24_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c24_R2 c e))) as Ho3.
  rewrite (tf_norm_game0 (s167_c24_R3 c e)).
  pose proof (use_s82 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c24_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c24_R3 c e))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p22 Ho0 ltac:(zlia)).
    rewrite (s81_p22_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p34 Ho2 ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s81_p23 Ho0 ltac:(zlia)).
    rewrite (s81_p23_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p34 Ho2 ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s167_c25_L (c d : nat) : lmoves (s167_board 0 0 (2 + c) (2 + d) 0) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c25_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E; T; F]) []) (s81_board 0 (1 + c) (3 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c25_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s43_board 0 (2 + c) (1 + d)) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c25_R (c d : nat) : rmoves (s167_board 0 0 (2 + c) (2 + d) 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c25_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; F]) []) (s81_board 0 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c25_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s31_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c>=2 && d>=2 && e==0 *)
Lemma s167_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s167_board 0 0 (2 + c) (2 + d) 0 -> fst (s167_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q9] in Hc |- *.
  rewrite tf_game_eq, (s167_c25_L c d), (s167_c25_R c d); cbn [map].
  rewrite (tf_norm_game (s167_c25_L1 c d)).
  pose proof (use_s81 IH 0 (1 + c) (3 + d) 0 (opt_norm_l _ _ _ _ _ (s167_c25_L c d) ltac:(cbn [In]; left; reflexivity) (s167_c25_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s167_c25_L2 c d)).
  pose proof (use_s43 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s167_c25_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c25_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s167_c25_R1 c d)).
  pose proof (use_s81 IH 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s167_c25_R c d) ltac:(cbn [In]; left; reflexivity) (s167_c25_R1 c d))) as Ho2.
  rewrite (tf_norm_game0 (s167_c25_R2 c d)).
  pose proof (use_s31 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s167_c25_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c25_R2 c d))) as Ho3.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p19 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p19 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s167_c26_L (c d : nat) : lmoves (s167_board 0 0 (2 + c) (2 + d) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c26_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; E; T; F]) []) (s81_board 0 (1 + c) (3 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c26_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s73_board 0 (2 + c) (2 + d)) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c26_R (c d : nat) : rmoves (s167_board 0 0 (2 + c) (2 + d) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c26_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; E; T; F]) []) (s81_board 0 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c26_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s82_board 0 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s167_c26_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s167_board 0 0 (2 + c) (2 + d) 1 -> fst (s167_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q11] in Hc |- *.
  rewrite tf_game_eq, (s167_c26_L c d), (s167_c26_R c d); cbn [map].
  rewrite (tf_norm_game (s167_c26_L1 c d)).
  pose proof (use_s81 IH 0 (1 + c) (3 + d) 1 (opt_norm_l _ _ _ _ _ (s167_c26_L c d) ltac:(cbn [In]; left; reflexivity) (s167_c26_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s167_c26_L2 c d)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c26_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c26_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s167_c26_R1 c d)).
  pose proof (use_s81 IH 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c26_R c d) ltac:(cbn [In]; left; reflexivity) (s167_c26_R1 c d))) as Ho2.
  rewrite (tf_norm_game0 (s167_c26_R2 c d)).
  pose proof (use_s82 IH 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c26_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c26_R2 c d))) as Ho3.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s81_p20_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p20 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s167_c27_L (c d e : nat) : lmoves (s167_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c27_L1 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []) (s81_board 0 (1 + c) (3 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c27_L2 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s73_board 0 (2 + c) (2 + d)) (Z.of_nat (2 + e) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c27_R (c d e : nat) : rmoves (s167_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c27_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []) (s81_board 0 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c27_R2 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s82_board 0 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s167_c27_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s167_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s167_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q18] in Hc |- *.
  rewrite tf_game_eq, (s167_c27_L c d e), (s167_c27_R c d e); cbn [map].
  rewrite (tf_norm_game (s167_c27_L1 c d e)).
  pose proof (use_s81 IH 0 (1 + c) (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s167_c27_L c d e) ltac:(cbn [In]; left; reflexivity) (s167_c27_L1 c d e))) as Ho0.
  rewrite (tf_norm_game (s167_c27_L2 c d e)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c27_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c27_L2 c d e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c27_R1 c d e)).
  pose proof (use_s81 IH 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c27_R c d e) ltac:(cbn [In]; left; reflexivity) (s167_c27_R1 c d e))) as Ho2.
  rewrite (tf_norm_game0 (s167_c27_R2 c d e)).
  pose proof (use_s82 IH 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c27_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c27_R2 c d e))) as Ho3.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s81_p22_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p22 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c27_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s167_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s167_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q19] in Hc |- *.
  rewrite tf_game_eq, (s167_c27_L c d e), (s167_c27_R c d e); cbn [map].
  rewrite (tf_norm_game (s167_c27_L1 c d e)).
  pose proof (use_s81 IH 0 (1 + c) (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s167_c27_L c d e) ltac:(cbn [In]; left; reflexivity) (s167_c27_L1 c d e))) as Ho0.
  rewrite (tf_norm_game (s167_c27_L2 c d e)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c27_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c27_L2 c d e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c27_R1 c d e)).
  pose proof (use_s81 IH 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c27_R c d e) ltac:(cbn [In]; left; reflexivity) (s167_c27_R1 c d e))) as Ho2.
  rewrite (tf_norm_game0 (s167_c27_R2 c d e)).
  pose proof (use_s82 IH 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c27_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c27_R2 c d e))) as Ho3.
  rewrite (s81_p23 Ho0 ltac:(zlia)).
  rewrite (s81_p23_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p23 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c28_L : lmoves (s167_board 0 1 0 0 0) = [strip [(2, 1)] ([T; F; E; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c28_L1 : tf_norm (strip [(2, 1)] ([T; F; E; T; F]) []) (s54_board 0 1 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c28_R : rmoves (s167_board 0 1 0 0 0) = [strip [(0, 1)] ([T; E; E; F; E; T; F]) []; s92_board 0 1 0; strip [] ([E; T; F; E; F; F]) [(1, 1)]].
Proof. unfold s167_board, s92_board, strip. tf_options. Qed.
Lemma s167_c28_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F; E; T; F]) []) (s54_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c28_R3 : tf_norm (strip [] ([E; T; F; E; F; F]) [(1, 1)]) (s132_board 0 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==0 && d==0 && e==0 *)
Lemma s167_c28_p43 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 0 1 0 0 0 -> fst (s167_q43 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q43 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q43] in Hc |- *.
  rewrite tf_game_eq, (s167_c28_L), (s167_c28_R); cbn [map].
  rewrite (tf_norm_game (s167_c28_L1)).
  pose proof (use_s54 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s167_c28_L) ltac:(cbn [In]; left; reflexivity) (s167_c28_L1))) as Ho0.
  rewrite (tf_norm_game0 (s167_c28_R1)).
  pose proof (use_s54 IH 1 0 0 (opt_norm_r _ _ _ _ _ (s167_c28_R) ltac:(cbn [In]; left; reflexivity) (s167_c28_R1))) as Ho1.
  pose proof (use_s92 IH 0 1 0 (opt_r _ _ _ (s167_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c28_R3)).
  pose proof (use_s132 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s167_c28_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c28_R3))) as Ho3.
  rewrite (s54_p1 Ho0 ltac:(zlia)).
  rewrite (s54_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p1 Ho1 ltac:(zlia)).
  rewrite (s92_p2 Ho2 ltac:(zlia)).
  rewrite (s132_p2 Ho3 ltac:(zlia)).
  rewrite (s132_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]]].
Qed.

Lemma s167_c29_L : lmoves (s167_board 0 1 0 0 1) = [strip [(2, 1)] ([T; F; T; E; T; F]) []; strip [] ([E; T; F; E; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c29_L1 : tf_norm (strip [(2, 1)] ([T; F; T; E; T; F]) []) (s54_board 0 1 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c29_L2 : tf_norm (strip [] ([E; T; F; E; F; E; T; T; F]) []) (s113_board 0 1 0 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c29_R : rmoves (s167_board 0 1 0 0 1) = [strip [(0, 1)] ([T; E; E; F; T; E; T; F]) []; s125_board 0 1 0 1; strip [] ([E; T; F; E; F; T; F]) [(1, 1)]].
Proof. unfold s125_board, s167_board, strip. tf_options. Qed.
Lemma s167_c29_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F; T; E; T; F]) []) (s54_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c29_R3 : tf_norm (strip [] ([E; T; F; E; F; T; F]) [(1, 1)]) (s165_board 0 1 0 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==0 && d==0 && e==1 *)
Lemma s167_c29_p44 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 0 1 0 0 1 -> fst (s167_q44 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q44 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q44] in Hc |- *.
  rewrite tf_game_eq, (s167_c29_L), (s167_c29_R); cbn [map].
  rewrite (tf_norm_game (s167_c29_L1)).
  pose proof (use_s54 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s167_c29_L) ltac:(cbn [In]; left; reflexivity) (s167_c29_L1))) as Ho0.
  rewrite (tf_norm_game0 (s167_c29_L2)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s167_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c29_L2))) as Ho1.
  rewrite (tf_norm_game0 (s167_c29_R1)).
  pose proof (use_s54 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s167_c29_R) ltac:(cbn [In]; left; reflexivity) (s167_c29_R1))) as Ho2.
  pose proof (use_s125 IH 0 1 0 1 (opt_r _ _ _ (s167_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c29_R3)).
  pose proof (use_s165 IH 0 1 0 0 1 (opt_norm_r _ _ _ _ _ (s167_c29_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c29_R3))) as Ho4.
  rewrite (s54_p6 Ho0 ltac:(zlia)).
  rewrite (s54_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p5 Ho1 ltac:(zlia)).
  rewrite (s54_p10 Ho2 ltac:(zlia)).
  rewrite (s125_p10 Ho3 ltac:(zlia)).
  rewrite (s165_p5 Ho4 ltac:(zlia)).
  rewrite (s165_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]]].
Qed.

Lemma s167_c30_L (e : nat) : lmoves (s167_board 0 1 0 0 (2 + e)) = [strip [(2, 1)] (T :: F :: repeat T (2 + e) ++ [E; T; F]) []; strip [] (E :: T :: F :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c30_L1 (e : nat) : tf_norm (strip [(2, 1)] (T :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s54_board 0 1 (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c30_L2 (e : nat) : tf_norm (strip [] (E :: T :: F :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 0 1 0 0) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c30_R (e : nat) : rmoves (s167_board 0 1 0 0 (2 + e)) = [strip [(0, 1)] (T :: E :: E :: F :: repeat T (2 + e) ++ [E; T; F]) []; s125_board 0 1 0 (2 + e); strip [] (E :: T :: F :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s167_board, strip. tf_options. Qed.
Lemma s167_c30_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s54_board 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c30_R3 (e : nat) : tf_norm (strip [] (E :: T :: F :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 0 1 0 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==0 && d==0 && e>=2 *)
Lemma s167_c30_p45 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 0 1 0 0 (2 + e) -> fst (s167_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q45] in Hc |- *.
  rewrite tf_game_eq, (s167_c30_L e), (s167_c30_R e); cbn [map].
  rewrite (tf_norm_game (s167_c30_L1 e)).
  pose proof (use_s54 IH 0 1 (2 + e) (opt_norm_l _ _ _ _ _ (s167_c30_L e) ltac:(cbn [In]; left; reflexivity) (s167_c30_L1 e))) as Ho0.
  rewrite (tf_norm_game (s167_c30_L2 e)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s167_c30_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c30_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c30_R1 e)).
  pose proof (use_s54 IH 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c30_R e) ltac:(cbn [In]; left; reflexivity) (s167_c30_R1 e))) as Ho2.
  pose proof (use_s125 IH 0 1 0 (2 + e) (opt_r _ _ _ (s167_c30_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c30_R3 e)).
  pose proof (use_s165 IH 0 1 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c30_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c30_R3 e))) as Ho4.
  rewrite (s54_p5 Ho0 ltac:(zlia)).
  rewrite (s54_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p5 Ho1 ltac:(zlia)).
  rewrite (s113_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p3 Ho2 ltac:(zlia)).
  rewrite (s125_p12 Ho3 ltac:(zlia)).
  rewrite (s165_p5 Ho4 ltac:(zlia)).
  rewrite (s165_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c30_p47 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 0 1 0 0 (2 + e) -> fst (s167_q47 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q47 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q47] in Hc |- *.
  rewrite tf_game_eq, (s167_c30_L e), (s167_c30_R e); cbn [map].
  rewrite (tf_norm_game (s167_c30_L1 e)).
  pose proof (use_s54 IH 0 1 (2 + e) (opt_norm_l _ _ _ _ _ (s167_c30_L e) ltac:(cbn [In]; left; reflexivity) (s167_c30_L1 e))) as Ho0.
  rewrite (tf_norm_game (s167_c30_L2 e)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s167_c30_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c30_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c30_R1 e)).
  pose proof (use_s54 IH 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c30_R e) ltac:(cbn [In]; left; reflexivity) (s167_c30_R1 e))) as Ho2.
  pose proof (use_s125 IH 0 1 0 (2 + e) (opt_r _ _ _ (s167_c30_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c30_R3 e)).
  pose proof (use_s165 IH 0 1 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c30_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c30_R3 e))) as Ho4.
  rewrite (s54_p5 Ho0 ltac:(zlia)).
  rewrite (s54_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p5 Ho1 ltac:(zlia)).
  rewrite (s113_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p11 Ho2 ltac:(zlia)).
  rewrite (s125_p14 Ho3 ltac:(zlia)).
  rewrite (s165_p5 Ho4 ltac:(zlia)).
  rewrite (s165_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c31_L : lmoves (s167_board 0 1 0 1 0) = [strip [(2, 1)] ([T; T; F; E; T; F]) []; strip [] ([E; T; F; E; E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c31_L1 : tf_norm (strip [(2, 1)] ([T; T; F; E; T; F]) []) (s54_board 0 2 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c31_L2 : tf_norm (strip [] ([E; T; F; E; E; F; T; T; F]) []) (s32_board 0 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s32_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c31_R : rmoves (s167_board 0 1 0 1 0) = [strip [(0, 1)] ([T; E; E; T; F; E; T; F]) []; s92_board 0 1 1; strip [] ([E; T; F; E; T; F; F]) [(1, 1)]].
Proof. unfold s167_board, s92_board, strip. tf_options. Qed.
Lemma s167_c31_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; E; T; F]) []) (s54_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c31_R3 : tf_norm (strip [] ([E; T; F; E; T; F; F]) [(1, 1)]) (s132_board 0 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==0 && d==1 && e==0 *)
Lemma s167_c31_p48 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 0 1 0 1 0 -> fst (s167_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q48] in Hc |- *.
  rewrite tf_game_eq, (s167_c31_L), (s167_c31_R); cbn [map].
  rewrite (tf_norm_game (s167_c31_L1)).
  pose proof (use_s54 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s167_c31_L) ltac:(cbn [In]; left; reflexivity) (s167_c31_L1))) as Ho0.
  rewrite (tf_norm_game0 (s167_c31_L2)).
  pose proof (use_s32 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s167_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c31_L2))) as Ho1.
  rewrite (tf_norm_game0 (s167_c31_R1)).
  pose proof (use_s54 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s167_c31_R) ltac:(cbn [In]; left; reflexivity) (s167_c31_R1))) as Ho2.
  pose proof (use_s92 IH 0 1 1 (opt_r _ _ _ (s167_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c31_R3)).
  pose proof (use_s132 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s167_c31_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c31_R3))) as Ho4.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p3 Ho1 ltac:(zlia)).
  rewrite (s54_p12 Ho2 ltac:(zlia)).
  rewrite (s92_p5 Ho3 ltac:(zlia)).
  rewrite (s132_p12 Ho4 ltac:(zlia)).
  rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]]].
Qed.

Lemma s167_c32_L : lmoves (s167_board 0 1 0 1 1) = [strip [(2, 1)] ([T; T; F; T; E; T; F]) []; strip [] ([E; T; F; E; T; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c32_L1 : tf_norm (strip [(2, 1)] ([T; T; F; T; E; T; F]) []) (s54_board 0 2 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c32_L2 : tf_norm (strip [] ([E; T; F; E; T; F; E; T; T; F]) []) (s113_board 0 1 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c32_R : rmoves (s167_board 0 1 0 1 1) = [strip [(0, 1)] ([T; E; E; T; F; T; E; T; F]) []; s125_board 0 1 1 1; strip [] ([E; T; F; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s125_board, s167_board, strip. tf_options. Qed.
Lemma s167_c32_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; T; E; T; F]) []) (s54_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c32_R3 : tf_norm (strip [] ([E; T; F; E; T; F; T; F]) [(1, 1)]) (s165_board 0 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==0 && d==1 && e==1 *)
Lemma s167_c32_p52 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 0 1 0 1 1 -> fst (s167_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q52] in Hc |- *.
  rewrite tf_game_eq, (s167_c32_L), (s167_c32_R); cbn [map].
  rewrite (tf_norm_game (s167_c32_L1)).
  pose proof (use_s54 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s167_c32_L) ltac:(cbn [In]; left; reflexivity) (s167_c32_L1))) as Ho0.
  rewrite (tf_norm_game0 (s167_c32_L2)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s167_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c32_L2))) as Ho1.
  rewrite (tf_norm_game0 (s167_c32_R1)).
  pose proof (use_s54 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s167_c32_R) ltac:(cbn [In]; left; reflexivity) (s167_c32_R1))) as Ho2.
  pose proof (use_s125 IH 0 1 1 1 (opt_r _ _ _ (s167_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c32_R3)).
  pose proof (use_s165 IH 0 1 0 1 1 (opt_norm_r _ _ _ _ _ (s167_c32_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c32_R3))) as Ho4.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s54_p6 Ho2 ltac:(zlia)).
  rewrite (s125_p18 Ho3 ltac:(zlia)).
  rewrite (s165_p26 Ho4 ltac:(zlia)).
  rewrite (s165_p26_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s167_c33_L (e : nat) : lmoves (s167_board 0 1 0 1 (2 + e)) = [strip [(2, 1)] (T :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []; strip [] (E :: T :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c33_L1 (e : nat) : tf_norm (strip [(2, 1)] (T :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s54_board 0 2 (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c33_L2 (e : nat) : tf_norm (strip [] (E :: T :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 0 1 0 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c33_R (e : nat) : rmoves (s167_board 0 1 0 1 (2 + e)) = [strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []; s125_board 0 1 1 (2 + e); strip [] (E :: T :: F :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s167_board, strip. tf_options. Qed.
Lemma s167_c33_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s54_board 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c33_R3 (e : nat) : tf_norm (strip [] (E :: T :: F :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 0 1 0 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s167_c33_p57 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 0 1 0 1 (2 + e) -> fst (s167_q57 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q57 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q57] in Hc |- *.
  rewrite tf_game_eq, (s167_c33_L e), (s167_c33_R e); cbn [map].
  rewrite (tf_norm_game (s167_c33_L1 e)).
  pose proof (use_s54 IH 0 2 (2 + e) (opt_norm_l _ _ _ _ _ (s167_c33_L e) ltac:(cbn [In]; left; reflexivity) (s167_c33_L1 e))) as Ho0.
  rewrite (tf_norm_game (s167_c33_L2 e)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s167_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c33_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c33_R1 e)).
  pose proof (use_s54 IH 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c33_R e) ltac:(cbn [In]; left; reflexivity) (s167_c33_R1 e))) as Ho2.
  pose proof (use_s125 IH 0 1 1 (2 + e) (opt_r _ _ _ (s167_c33_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c33_R3 e)).
  pose proof (use_s165 IH 0 1 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c33_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c33_R3 e))) as Ho4.
  rewrite (s54_p7 Ho0 ltac:(zlia)).
  rewrite (s54_p7_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p11 Ho2 ltac:(zlia)).
  rewrite (s125_p14 Ho3 ltac:(zlia)).
  rewrite (s165_p26 Ho4 ltac:(zlia)).
  rewrite (s165_p26_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c33_p61 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 0 1 0 1 (2 + e) -> fst (s167_q61 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q61 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q61] in Hc |- *.
  rewrite tf_game_eq, (s167_c33_L e), (s167_c33_R e); cbn [map].
  rewrite (tf_norm_game (s167_c33_L1 e)).
  pose proof (use_s54 IH 0 2 (2 + e) (opt_norm_l _ _ _ _ _ (s167_c33_L e) ltac:(cbn [In]; left; reflexivity) (s167_c33_L1 e))) as Ho0.
  rewrite (tf_norm_game (s167_c33_L2 e)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s167_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c33_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c33_R1 e)).
  pose proof (use_s54 IH 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c33_R e) ltac:(cbn [In]; left; reflexivity) (s167_c33_R1 e))) as Ho2.
  pose proof (use_s125 IH 0 1 1 (2 + e) (opt_r _ _ _ (s167_c33_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c33_R3 e)).
  pose proof (use_s165 IH 0 1 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c33_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c33_R3 e))) as Ho4.
  rewrite (s54_p9 Ho0 ltac:(zlia)).
  rewrite (s54_p9_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p11 Ho2 ltac:(zlia)).
  rewrite (s125_p14 Ho3 ltac:(zlia)).
  rewrite (s165_p26 Ho4 ltac:(zlia)).
  rewrite (s165_p26_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c34_L (d : nat) : lmoves (s167_board 0 1 0 (2 + d) 0) = [strip [(2, 1)] (repeat T (3 + d) ++ [F; E; T; F]) []; strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c34_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [F; E; T; F]) []) (s54_board 0 (3 + d) 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c34_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s79_board 0 1 0 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s79_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c34_R (d : nat) : rmoves (s167_board 0 1 0 (2 + d) 0) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; E; T; F]) []; strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c34_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; E; T; F]) []) (s54_board 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c34_R2 (d : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s132_board 0 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s167_c34_p50 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s167_board 0 1 0 (2 + d) 0 -> fst (s167_q50 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q50 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q50] in Hc |- *.
  rewrite tf_game_eq, (s167_c34_L d), (s167_c34_R d); cbn [map].
  rewrite (tf_norm_game (s167_c34_L1 d)).
  pose proof (use_s54 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s167_c34_L d) ltac:(cbn [In]; left; reflexivity) (s167_c34_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s167_c34_L2 d)).
  pose proof (use_s79 IH 0 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s167_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c34_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s167_c34_R1 d)).
  pose proof (use_s54 IH 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s167_c34_R d) ltac:(cbn [In]; left; reflexivity) (s167_c34_R1 d))) as Ho2.
  rewrite (tf_norm_game (s167_c34_R2 d)).
  pose proof (use_s132 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s167_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c34_R2 d))) as Ho3.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s79_p10 Ho1 ltac:(zlia)).
    rewrite (s54_p8 Ho2 ltac:(zlia)).
    rewrite (s132_p12 Ho3 ltac:(zlia)).
    rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p12 Ho1 ltac:(zlia)).
    rewrite (s54_p8 Ho2 ltac:(zlia)).
    rewrite (s132_p12 Ho3 ltac:(zlia)).
    rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p13 Ho1 ltac:(zlia)).
    rewrite (s54_p8 Ho2 ltac:(zlia)).
    rewrite (s132_p12 Ho3 ltac:(zlia)).
    rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p17 Ho1 ltac:(zlia)).
    rewrite (s54_p8 Ho2 ltac:(zlia)).
    rewrite (s132_p12 Ho3 ltac:(zlia)).
    rewrite (s132_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s167_c35_L (d : nat) : lmoves (s167_board 0 1 0 (2 + d) 1) = [strip [(2, 1)] (repeat T (3 + d) ++ [F; T; E; T; F]) []; strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c35_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [F; T; E; T; F]) []) (s54_board 0 (3 + d) 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c35_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s113_board 0 1 0 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c35_R (d : nat) : rmoves (s167_board 0 1 0 (2 + d) 1) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; T; E; T; F]) []; strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c35_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; T; E; T; F]) []) (s54_board 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c35_R2 (d : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s165_board 0 1 0 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s167_c35_p53 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s167_board 0 1 0 (2 + d) 1 -> fst (s167_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q53] in Hc |- *.
  rewrite tf_game_eq, (s167_c35_L d), (s167_c35_R d); cbn [map].
  rewrite (tf_norm_game (s167_c35_L1 d)).
  pose proof (use_s54 IH 0 (3 + d) 1 (opt_norm_l _ _ _ _ _ (s167_c35_L d) ltac:(cbn [In]; left; reflexivity) (s167_c35_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s167_c35_L2 d)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c35_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c35_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s167_c35_R1 d)).
  pose proof (use_s54 IH 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c35_R d) ltac:(cbn [In]; left; reflexivity) (s167_c35_R1 d))) as Ho2.
  rewrite (tf_norm_game (s167_c35_R2 d)).
  pose proof (use_s165 IH 0 1 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c35_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c35_R2 d))) as Ho3.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s167_c36_L (d e : nat) : lmoves (s167_board 0 1 0 (2 + d) (2 + e)) = [strip [(2, 1)] (repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []; strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c36_L1 (d e : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []) (s54_board 0 (3 + d) (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c36_L2 (d e : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 0 1 0 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c36_R (d e : nat) : rmoves (s167_board 0 1 0 (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []; strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c36_R1 (d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []) (s54_board 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c36_R2 (d e : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 0 1 0 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s167_c36_p57 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s167_board 0 1 0 (2 + d) (2 + e) -> fst (s167_q57 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q57 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q57] in Hc |- *.
  rewrite tf_game_eq, (s167_c36_L d e), (s167_c36_R d e); cbn [map].
  rewrite (tf_norm_game (s167_c36_L1 d e)).
  pose proof (use_s54 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s167_c36_L d e) ltac:(cbn [In]; left; reflexivity) (s167_c36_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s167_c36_L2 d e)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c36_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c36_R1 d e)).
  pose proof (use_s54 IH 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c36_R d e) ltac:(cbn [In]; left; reflexivity) (s167_c36_R1 d e))) as Ho2.
  rewrite (tf_norm_game (s167_c36_R2 d e)).
  pose proof (use_s165 IH 0 1 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c36_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c36_R2 d e))) as Ho3.
  rewrite (s54_p7 Ho0 ltac:(zlia)).
  rewrite (s54_p7_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p7 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c36_p61 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s167_board 0 1 0 (2 + d) (2 + e) -> fst (s167_q61 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q61 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q61] in Hc |- *.
  rewrite tf_game_eq, (s167_c36_L d e), (s167_c36_R d e); cbn [map].
  rewrite (tf_norm_game (s167_c36_L1 d e)).
  pose proof (use_s54 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s167_c36_L d e) ltac:(cbn [In]; left; reflexivity) (s167_c36_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s167_c36_L2 d e)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c36_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c36_R1 d e)).
  pose proof (use_s54 IH 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c36_R d e) ltac:(cbn [In]; left; reflexivity) (s167_c36_R1 d e))) as Ho2.
  rewrite (tf_norm_game (s167_c36_R2 d e)).
  pose proof (use_s165 IH 0 1 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c36_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c36_R2 d e))) as Ho3.
  rewrite (s54_p9 Ho0 ltac:(zlia)).
  rewrite (s54_p9_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p9 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c37_L : lmoves (s167_board 0 1 1 0 0) = [s167_board 0 1 0 1 0].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c37_R : rmoves (s167_board 0 1 1 0 0) = [strip [(0, 1)] ([T; E; T; E; F; E; T; F]) []; s152_board 0 1 1 0; strip [] ([E; T; F; T; E; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, strip. tf_options. Qed.
Lemma s167_c37_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; E; T; F]) []) (s81_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c37_R3 : tf_norm (strip [] ([E; T; F; T; E; F; F]) [(1, 1)]) (s132_board 0 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==1 && d==0 && e==0 *)
Lemma s167_c37_p33 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 0 1 1 0 0 -> fst (s167_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q33] in Hc |- *.
  rewrite tf_game_eq, (s167_c37_L), (s167_c37_R); cbn [map].
  pose proof (use_s167 IH 0 1 0 1 0 (opt_l _ _ _ (s167_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c37_R1)).
  pose proof (use_s81 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s167_c37_R) ltac:(cbn [In]; left; reflexivity) (s167_c37_R1))) as Ho1.
  pose proof (use_s152 IH 0 1 1 0 (opt_r _ _ _ (s167_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c37_R3)).
  pose proof (use_s132 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s167_c37_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c37_R3))) as Ho3.
  rewrite (s167_p48 Ho0 ltac:(zlia)).
  rewrite (s81_p38 Ho1 ltac:(zlia)).
  rewrite (s152_p14 Ho2 ltac:(zlia)).
  rewrite (s132_p14 Ho3 ltac:(zlia)).
  rewrite (s132_p14_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s167_c38_L : lmoves (s167_board 0 1 1 0 1) = [s167_board 0 1 0 1 1; strip [] ([E; T; F; T; E; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c38_L2 : tf_norm (strip [] ([E; T; F; T; E; F; E; T; T; F]) []) (s113_board 0 1 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; T; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; T; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c38_R : rmoves (s167_board 0 1 1 0 1) = [strip [(0, 1)] ([T; E; T; E; F; T; E; T; F]) []; s182_board 0 1 1 0 1; strip [] ([E; T; F; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s167_c38_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; T; E; T; F]) []) (s81_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c38_R3 : tf_norm (strip [] ([E; T; F; T; E; F; T; F]) [(1, 1)]) (s165_board 0 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==1 && d==0 && e==1 *)
Lemma s167_c38_p48 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 0 1 1 0 1 -> fst (s167_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q48] in Hc |- *.
  rewrite tf_game_eq, (s167_c38_L), (s167_c38_R); cbn [map].
  pose proof (use_s167 IH 0 1 0 1 1 (opt_l _ _ _ (s167_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c38_L2)).
  pose proof (use_s113 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s167_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c38_L2))) as Ho1.
  rewrite (tf_norm_game0 (s167_c38_R1)).
  pose proof (use_s81 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s167_c38_R) ltac:(cbn [In]; left; reflexivity) (s167_c38_R1))) as Ho2.
  pose proof (use_s182 IH 0 1 1 0 1 (opt_r _ _ _ (s167_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c38_R3)).
  pose proof (use_s165 IH 0 1 1 0 1 (opt_norm_r _ _ _ _ _ (s167_c38_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c38_R3))) as Ho4.
  rewrite (s167_p52 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s81_p44 Ho2 ltac:(zlia)).
  rewrite (s182_p17 Ho3 ltac:(zlia)).
  rewrite (s165_p17 Ho4 ltac:(zlia)).
  rewrite (s165_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c39_L (e : nat) : lmoves (s167_board 0 1 1 0 (2 + e)) = [s167_board 0 1 0 1 (2 + e); strip [] (E :: T :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c39_L2 (e : nat) : tf_norm (strip [] (E :: T :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 0 1 1 0) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; T; E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c39_R (e : nat) : rmoves (s167_board 0 1 1 0 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + e) ++ [E; T; F]) []; s182_board 0 1 1 0 (2 + e); strip [] (E :: T :: F :: T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s167_c39_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + e) ++ [E; T; F]) []) (s81_board 1 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c39_R3 (e : nat) : tf_norm (strip [] (E :: T :: F :: T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 0 1 1 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s167_c39_p63 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 0 1 1 0 (2 + e) -> fst (s167_q63 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q63 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q63] in Hc |- *.
  rewrite tf_game_eq, (s167_c39_L e), (s167_c39_R e); cbn [map].
  pose proof (use_s167 IH 0 1 0 1 (2 + e) (opt_l _ _ _ (s167_c39_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c39_L2 e)).
  pose proof (use_s113 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s167_c39_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c39_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s167_c39_R1 e)).
  pose proof (use_s81 IH 1 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c39_R e) ltac:(cbn [In]; left; reflexivity) (s167_c39_R1 e))) as Ho2.
  pose proof (use_s182 IH 0 1 1 0 (2 + e) (opt_r _ _ _ (s167_c39_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c39_R3 e)).
  pose proof (use_s165 IH 0 1 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c39_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c39_R3 e))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p57 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p45 Ho2 ltac:(zlia)).
    rewrite (s182_p25 Ho3 ltac:(zlia)).
    rewrite (s165_p17 Ho4 ltac:(zlia)).
    rewrite (s165_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p61 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p45 Ho2 ltac:(zlia)).
    rewrite (s182_p25 Ho3 ltac:(zlia)).
    rewrite (s165_p17 Ho4 ltac:(zlia)).
    rewrite (s165_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s167_c40_L : lmoves (s167_board 0 1 1 1 0) = [s167_board 0 1 0 2 0; strip [] ([E; T; F; T; E; E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c40_L2 : tf_norm (strip [] ([E; T; F; T; E; E; F; T; T; F]) []) (s32_board 0 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; T; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; T; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s32_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c40_R : rmoves (s167_board 0 1 1 1 0) = [strip [(0, 1)] ([T; E; T; E; T; F; E; T; F]) []; s152_board 0 1 1 1; strip [] ([E; T; F; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, strip. tf_options. Qed.
Lemma s167_c40_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; E; T; F]) []) (s81_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s167_c40_R3 : tf_norm (strip [] ([E; T; F; T; E; T; F; F]) [(1, 1)]) (s132_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s167_c40_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 0 1 1 1 0 -> fst (s167_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q12] in Hc |- *.
  rewrite tf_game_eq, (s167_c40_L), (s167_c40_R); cbn [map].
  pose proof (use_s167 IH 0 1 0 2 0 (opt_l _ _ _ (s167_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c40_L2)).
  pose proof (use_s32 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s167_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c40_L2))) as Ho1.
  rewrite (tf_norm_game0 (s167_c40_R1)).
  pose proof (use_s81 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s167_c40_R) ltac:(cbn [In]; left; reflexivity) (s167_c40_R1))) as Ho2.
  pose proof (use_s152 IH 0 1 1 1 (opt_r _ _ _ (s167_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c40_R3)).
  pose proof (use_s132 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s167_c40_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c40_R3))) as Ho4.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s81_p46 Ho2 ltac:(zlia)).
  rewrite (s152_p12 Ho3 ltac:(zlia)).
  rewrite (s132_p15 Ho4 ltac:(zlia)).
  rewrite (s132_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]]].
Qed.

