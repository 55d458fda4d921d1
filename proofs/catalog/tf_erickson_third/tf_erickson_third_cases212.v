(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s177_c8_L (c : nat) : lmoves (s177_board 0 0 (2 + c) 1) = [strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; T; F; E]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c8_L1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; T; F; E]) []) (s73_board 0 (1 + c) 2) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c8_L2 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s28_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c8_R (c : nat) : rmoves (s177_board 0 0 (2 + c) 1) = [strip [(0, 2)] (E :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c8_R1 (c : nat) : tf_norm (strip [(0, 2)] (E :: repeat T (2 + c) ++ [E; T; F; E]) []) (s73_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c8_R2 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [F]) [(1, 2)]) (s75_board 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==1 *)
Lemma s177_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s177_board 0 0 (2 + c) 1 -> fst (s177_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s177_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q2] in Hc |- *.
  rewrite tf_game_eq, (s177_c8_L c), (s177_c8_R c); cbn [map].
  rewrite (tf_norm_game (s177_c8_L1 c)).
  pose proof (use_s73 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s177_c8_L c) ltac:(cbn [In]; left; reflexivity) (s177_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s177_c8_L2 c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s177_c8_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c8_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s177_c8_R1 c)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s177_c8_R c) ltac:(cbn [In]; left; reflexivity) (s177_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game (s177_c8_R2 c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s177_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c8_R2 c))) as Ho3.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s75_p1 Ho3 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s177_c9_L (c d : nat) : lmoves (s177_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c9_L1 (c d : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []) (s73_board 0 (1 + c) (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c9_L2 (c d : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s43_board 0 (2 + c) (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c9_R (c d : nat) : rmoves (s177_board 0 0 (2 + c) (2 + d)) = [strip [(0, 2)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c9_R1 (c d : nat) : tf_norm (strip [(0, 2)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s177_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s177_board 0 0 (2 + c) (2 + d) -> fst (s177_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q2] in Hc |- *.
  rewrite tf_game_eq, (s177_c9_L c d), (s177_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s177_c9_L1 c d)).
  pose proof (use_s73 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s177_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s177_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s177_c9_L2 c d)).
  pose proof (use_s43 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s177_c9_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c9_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s177_c9_R1 c d)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s177_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s177_c9_R1 c d))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c10_L : lmoves (s177_board 0 1 0 0) = [strip [(0, 1); (2, 1)] ([T; F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c10_L1 : tf_norm (strip [(0, 1); (2, 1)] ([T; F; E]) []) (s63_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c10_R : rmoves (s177_board 0 1 0 0) = [strip [(0, 2)] ([T; E; E; F; E]) []; strip [(0, 1)] ([E; T; F; F; E; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c10_R1 : tf_norm (strip [(0, 2)] ([T; E; E; F; E]) []) (s63_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; E; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c10_R2 : tf_norm (strip [(0, 1)] ([E; T; F; F; E; E]) []) (s47_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==0 && d==0 *)
Lemma s177_c10_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 0 1 0 0 -> fst (s177_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s177_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q5] in Hc |- *.
  rewrite tf_game_eq, (s177_c10_L), (s177_c10_R); cbn [map].
  rewrite (tf_norm_game (s177_c10_L1)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s177_c10_L) ltac:(cbn [In]; left; reflexivity) (s177_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s177_c10_R1)).
  pose proof (use_s63 IH 1 0 (opt_norm_r _ _ _ _ _ (s177_c10_R) ltac:(cbn [In]; left; reflexivity) (s177_c10_R1))) as Ho1.
  rewrite (tf_norm_game0 (s177_c10_R2)).
  pose proof (use_s47 IH 0 1 (opt_norm_r _ _ _ _ _ (s177_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c10_R2))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s177_c11_L : lmoves (s177_board 0 1 0 1) = [strip [(0, 1); (2, 1)] ([T; T; F; E]) []; strip [(0, 1)] ([E; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c11_L1 : tf_norm (strip [(0, 1); (2, 1)] ([T; T; F; E]) []) (s63_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([T; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c11_L2 : tf_norm (strip [(0, 1)] ([E; T; F; E; E; F]) [(1, 0)]) (s32_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c11_R : rmoves (s177_board 0 1 0 1) = [strip [(0, 2)] ([T; E; E; T; F; E]) []; strip [(0, 1)] ([E; T; F; F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c11_R1 : tf_norm (strip [(0, 2)] ([T; E; E; T; F; E]) []) (s63_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c11_R2 : tf_norm (strip [(0, 1)] ([E; T; F; F]) [(1, 2)]) (s47_board 0 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==0 && d==1 *)
Lemma s177_c11_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 0 1 0 1 -> fst (s177_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c11_L), (s177_c11_R); cbn [map].
  rewrite (tf_norm_game (s177_c11_L1)).
  pose proof (use_s63 IH 0 2 (opt_norm_l _ _ _ _ _ (s177_c11_L) ltac:(cbn [In]; left; reflexivity) (s177_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s177_c11_L2)).
  pose proof (use_s32 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s177_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s177_c11_R1)).
  pose proof (use_s63 IH 1 1 (opt_norm_r _ _ _ _ _ (s177_c11_R) ltac:(cbn [In]; left; reflexivity) (s177_c11_R1))) as Ho2.
  rewrite (tf_norm_game (s177_c11_R2)).
  pose proof (use_s47 IH 0 1 (opt_norm_r _ _ _ _ _ (s177_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c11_R2))) as Ho3.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p3 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2 Ho3 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s177_c12_L (d : nat) : lmoves (s177_board 0 1 0 (2 + d)) = [strip [(0, 1); (2, 1)] (repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c12_L1 (d : nat) : tf_norm (strip [(0, 1); (2, 1)] (repeat T (3 + d) ++ [F; E]) []) (s63_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] (repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c12_L2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 0 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c12_R (d : nat) : rmoves (s177_board 0 1 0 (2 + d)) = [strip [(0, 2)] (T :: E :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c12_R1 (d : nat) : tf_norm (strip [(0, 2)] (T :: E :: E :: repeat T (2 + d) ++ [F; E]) []) (s63_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==0 && d>=2 *)
Lemma s177_c12_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s177_board 0 1 0 (2 + d) -> fst (s177_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c12_L d), (s177_c12_R d); cbn [map].
  rewrite (tf_norm_game (s177_c12_L1 d)).
  pose proof (use_s63 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s177_c12_L d) ltac:(cbn [In]; left; reflexivity) (s177_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s177_c12_L2 d)).
  pose proof (use_s79 IH 0 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s177_c12_R1 d)).
  pose proof (use_s63 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s177_c12_R d) ltac:(cbn [In]; left; reflexivity) (s177_c12_R1 d))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s79_p10 Ho1 ltac:(zlia)).
    rewrite (s63_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p12 Ho1 ltac:(zlia)).
    rewrite (s63_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p13 Ho1 ltac:(zlia)).
    rewrite (s63_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p17 Ho1 ltac:(zlia)).
    rewrite (s63_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c13_L : lmoves (s177_board 0 1 1 0) = [strip [(0, 1)] ([E; T; F; E; T; F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c13_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; F; E]) []) (s113_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c13_R : rmoves (s177_board 0 1 1 0) = [strip [(0, 2)] ([T; E; T; E; F; E]) []; strip [(0, 1)] ([E; T; F; T; F; E; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c13_R1 : tf_norm (strip [(0, 2)] ([T; E; T; E; F; E]) []) (s73_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c13_R2 : tf_norm (strip [(0, 1)] ([E; T; F; T; F; E; E]) []) (s83_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==1 && d==0 *)
Lemma s177_c13_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 0 1 1 0 -> fst (s177_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s177_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q9] in Hc |- *.
  rewrite tf_game_eq, (s177_c13_L), (s177_c13_R); cbn [map].
  rewrite (tf_norm_game0 (s177_c13_L1)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s177_c13_L) ltac:(cbn [In]; left; reflexivity) (s177_c13_L1))) as Ho0.
  rewrite (tf_norm_game0 (s177_c13_R1)).
  pose proof (use_s73 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s177_c13_R) ltac:(cbn [In]; left; reflexivity) (s177_c13_R1))) as Ho1.
  rewrite (tf_norm_game0 (s177_c13_R2)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s177_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c13_R2))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s177_c14_L : lmoves (s177_board 0 1 1 1) = [strip [(0, 1)] ([E; T; F; E; T; T; F; E]) []; strip [(0, 1)] ([E; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c14_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; T; F; E]) []) (s113_board 0 1 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c14_L2 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; E; F]) [(1, 0)]) (s32_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c14_R : rmoves (s177_board 0 1 1 1) = [strip [(0, 2)] ([T; E; T; E; T; F; E]) []; strip [(0, 1)] ([E; T; F; T; F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c14_R1 : tf_norm (strip [(0, 2)] ([T; E; T; E; T; F; E]) []) (s73_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c14_R2 : tf_norm (strip [(0, 1)] ([E; T; F; T; F]) [(1, 2)]) (s83_board 0 1 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s177_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 0 1 1 1 -> fst (s177_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c14_L), (s177_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s177_c14_L1)).
  pose proof (use_s113 IH 0 1 0 2 (opt_norm_l _ _ _ _ _ (s177_c14_L) ltac:(cbn [In]; left; reflexivity) (s177_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s177_c14_L2)).
  pose proof (use_s32 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s177_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s177_c14_R1)).
  pose proof (use_s73 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s177_c14_R) ltac:(cbn [In]; left; reflexivity) (s177_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s177_c14_R2)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s177_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c14_R2))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s177_c15_L (d : nat) : lmoves (s177_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: E :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (3 + d) ++ [F; E]) []) (s113_board 0 1 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 0 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c15_R (d : nat) : rmoves (s177_board 0 1 1 (2 + d)) = [strip [(0, 2)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c15_R1 (d : nat) : tf_norm (strip [(0, 2)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s177_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s177_board 0 1 1 (2 + d) -> fst (s177_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c15_L d), (s177_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s177_c15_L1 d)).
  pose proof (use_s113 IH 0 1 0 (3 + d) (opt_norm_l _ _ _ _ _ (s177_c15_L d) ltac:(cbn [In]; left; reflexivity) (s177_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s177_c15_L2 d)).
  pose proof (use_s79 IH 0 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s177_c15_R1 d)).
  pose proof (use_s73 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s177_c15_R d) ltac:(cbn [In]; left; reflexivity) (s177_c15_R1 d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p24 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c16_L (c : nat) : lmoves (s177_board 0 1 (2 + c) 0) = [strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c16_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; F; E]) []) (s113_board 0 1 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c16_R (c : nat) : rmoves (s177_board 0 1 (2 + c) 0) = [strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; F; E]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c16_R1 (c : nat) : tf_norm (strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; F; E]) []) (s73_board 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c16_R2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []) (s83_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==0 *)
Lemma s177_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s177_board 0 1 (2 + c) 0 -> fst (s177_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s177_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q9] in Hc |- *.
  rewrite tf_game_eq, (s177_c16_L c), (s177_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s177_c16_L1 c)).
  pose proof (use_s113 IH 0 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s177_c16_L c) ltac:(cbn [In]; left; reflexivity) (s177_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s177_c16_R1 c)).
  pose proof (use_s73 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s177_c16_R c) ltac:(cbn [In]; left; reflexivity) (s177_c16_R1 c))) as Ho1.
  rewrite (tf_norm_game0 (s177_c16_R2 c)).
  pose proof (use_s83 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s177_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c16_R2 c))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s177_c17_L (c : nat) : lmoves (s177_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; E]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; E]) []) (s113_board 0 1 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c17_R (c : nat) : rmoves (s177_board 0 1 (2 + c) 1) = [strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c17_R1 (c : nat) : tf_norm (strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []) (s73_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c17_R2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board 0 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s177_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s177_board 0 1 (2 + c) 1 -> fst (s177_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c17_L c), (s177_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s177_c17_L1 c)).
  pose proof (use_s113 IH 0 1 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s177_c17_L c) ltac:(cbn [In]; left; reflexivity) (s177_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s177_c17_L2 c)).
  pose proof (use_s32 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s177_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s177_c17_R1 c)).
  pose proof (use_s73 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s177_c17_R c) ltac:(cbn [In]; left; reflexivity) (s177_c17_R1 c))) as Ho2.
  rewrite (tf_norm_game (s177_c17_R2 c)).
  pose proof (use_s83 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s177_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c17_R2 c))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s177_c18_L (c d : nat) : lmoves (s177_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []) (s113_board 0 1 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 0 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c18_R (c d : nat) : rmoves (s177_board 0 1 (2 + c) (2 + d)) = [strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c18_R1 (c d : nat) : tf_norm (strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s177_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s177_board 0 1 (2 + c) (2 + d) -> fst (s177_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c18_L c d), (s177_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s177_c18_L1 c d)).
  pose proof (use_s113 IH 0 1 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s177_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s177_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s177_c18_L2 c d)).
  pose proof (use_s79 IH 0 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s177_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s177_c18_R1 c d)).
  pose proof (use_s73 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s177_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s177_c18_R1 c d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c19_L (b : nat) : lmoves (s177_board 0 (2 + b) 0 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c19_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; F; E]) []) (s82_board 0 (1 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c19_R (b : nat) : rmoves (s177_board 0 (2 + b) 0 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; F; E; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c19_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; F; E; E]) []) (s47_board 0 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==0 *)
Lemma s177_c19_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 0 (2 + b) 0 0 -> fst (s177_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s177_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q10] in Hc |- *.
  rewrite tf_game_eq, (s177_c19_L b), (s177_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s177_c19_L1 b)).
  pose proof (use_s82 IH 0 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s177_c19_L b) ltac:(cbn [In]; left; reflexivity) (s177_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s177_c19_R1 b)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s177_c19_R b) ltac:(cbn [In]; left; reflexivity) (s177_c19_R1 b))) as Ho1.
  rewrite (s82_p7 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s177_c19_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 0 (2 + b) 0 0 -> fst (s177_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s177_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q11] in Hc |- *.
  rewrite tf_game_eq, (s177_c19_L b), (s177_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s177_c19_L1 b)).
  pose proof (use_s82 IH 0 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s177_c19_L b) ltac:(cbn [In]; left; reflexivity) (s177_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s177_c19_R1 b)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s177_c19_R b) ltac:(cbn [In]; left; reflexivity) (s177_c19_R1 b))) as Ho1.
  rewrite (s82_p12 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s177_c19_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 0 (2 + b) 0 0 -> fst (s177_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s177_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q14] in Hc |- *.
  rewrite tf_game_eq, (s177_c19_L b), (s177_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s177_c19_L1 b)).
  pose proof (use_s82 IH 0 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s177_c19_L b) ltac:(cbn [In]; left; reflexivity) (s177_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s177_c19_R1 b)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s177_c19_R b) ltac:(cbn [In]; left; reflexivity) (s177_c19_R1 b))) as Ho1.
  rewrite (s82_p16 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s177_c19_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 0 (2 + b) 0 0 -> fst (s177_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s177_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q17] in Hc |- *.
  rewrite tf_game_eq, (s177_c19_L b), (s177_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s177_c19_L1 b)).
  pose proof (use_s82 IH 0 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s177_c19_L b) ltac:(cbn [In]; left; reflexivity) (s177_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s177_c19_R1 b)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s177_c19_R b) ltac:(cbn [In]; left; reflexivity) (s177_c19_R1 b))) as Ho1.
  rewrite (s82_p19 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s177_c20_L (b : nat) : lmoves (s177_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; T; F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c20_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; T; F; E]) []) (s82_board 0 (1 + b) 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c20_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]) (s32_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c20_R (b : nat) : rmoves (s177_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c20_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]) (s47_board 0 (2 + b)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==1 *)
Lemma s177_c20_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 0 (2 + b) 0 1 -> fst (s177_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c20_L b), (s177_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s177_c20_L1 b)).
  pose proof (use_s82 IH 0 (1 + b) 0 2 (opt_norm_l _ _ _ _ _ (s177_c20_L b) ltac:(cbn [In]; left; reflexivity) (s177_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s177_c20_L2 b)).
  pose proof (use_s32 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s177_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game (s177_c20_R1 b)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s177_c20_R b) ltac:(cbn [In]; left; reflexivity) (s177_c20_R1 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s82_p7 Ho0 ltac:(zlia)).
    rewrite (s32_p6 Ho1 ltac:(zlia)).
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s82_p12 Ho0 ltac:(zlia)).
    rewrite (s32_p7 Ho1 ltac:(zlia)).
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s82_p16 Ho0 ltac:(zlia)).
    rewrite (s32_p8 Ho1 ltac:(zlia)).
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s82_p19 Ho0 ltac:(zlia)).
    rewrite (s32_p8 Ho1 ltac:(zlia)).
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c21_L (b d : nat) : lmoves (s177_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c21_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [F; E]) []) (s82_board 0 (1 + b) 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c21_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 0 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c21_R (b d : nat) : rmoves (s177_board 0 (2 + b) 0 (2 + d)) = [].
Proof. unfold s177_board. tf_options. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s177_c21_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s177_board 0 (2 + b) 0 (2 + d) -> fst (s177_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c21_L b d), (s177_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s177_c21_L1 b d)).
  pose proof (use_s82 IH 0 (1 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s177_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s177_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s177_c21_L2 b d)).
  pose proof (use_s79 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c21_L2 b d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s82_p7 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s79_p8 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p13 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s82_p12 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) <= 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s79_p8 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s82_p16 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) <= 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p25 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s82_p19 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) <= 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p26 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
Qed.

Lemma s177_c22_L (b : nat) : lmoves (s177_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c22_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; F; E]) []) (s113_board 0 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c22_R (b : nat) : rmoves (s177_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; F; E; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c22_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; F; E; E]) []) (s83_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==0 *)
Lemma s177_c22_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 0 (2 + b) 1 0 -> fst (s177_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s177_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q9] in Hc |- *.
  rewrite tf_game_eq, (s177_c22_L b), (s177_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s177_c22_L1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s177_c22_L b) ltac:(cbn [In]; left; reflexivity) (s177_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s177_c22_R1 b)).
  pose proof (use_s83 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s177_c22_R b) ltac:(cbn [In]; left; reflexivity) (s177_c22_R1 b))) as Ho1.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s177_c23_L (b : nat) : lmoves (s177_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; T; F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; T; F; E]) []) (s113_board 0 (2 + b) 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]) (s32_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c23_R (b : nat) : rmoves (s177_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]) (s83_board 0 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s177_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 0 (2 + b) 1 1 -> fst (s177_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c23_L b), (s177_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s177_c23_L1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 2 (opt_norm_l _ _ _ _ _ (s177_c23_L b) ltac:(cbn [In]; left; reflexivity) (s177_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s177_c23_L2 b)).
  pose proof (use_s32 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s177_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game (s177_c23_R1 b)).
  pose proof (use_s83 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s177_c23_R b) ltac:(cbn [In]; left; reflexivity) (s177_c23_R1 b))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s177_c24_L (b d : nat) : lmoves (s177_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [F; E]) []) (s113_board 0 (2 + b) 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 0 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c24_R (b d : nat) : rmoves (s177_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s177_board. tf_options. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s177_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s177_board 0 (2 + b) 1 (2 + d) -> fst (s177_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c24_L b d), (s177_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s177_c24_L1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s177_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s177_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s177_c24_L2 b d)).
  pose proof (use_s79 IH 0 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c24_L2 b d))) as Ho1.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s177_c25_L (b c : nat) : lmoves (s177_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c25_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; F; E]) []) (s113_board 0 (2 + b) (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c25_R (b c : nat) : rmoves (s177_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c25_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) []) (s83_board 0 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s177_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s177_board 0 (2 + b) (2 + c) 0 -> fst (s177_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s177_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q9] in Hc |- *.
  rewrite tf_game_eq, (s177_c25_L b c), (s177_c25_R b c); cbn [map].
  rewrite (tf_norm_game0 (s177_c25_L1 b c)).
  pose proof (use_s113 IH 0 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s177_c25_L b c) ltac:(cbn [In]; left; reflexivity) (s177_c25_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s177_c25_R1 b c)).
  pose proof (use_s83 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s177_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s177_c25_R1 b c))) as Ho1.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s177_c26_L (b c : nat) : lmoves (s177_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; E]) []) (s113_board 0 (2 + b) (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board 0 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c26_R (b c : nat) : rmoves (s177_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c26_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board 0 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s177_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s177_board 0 (2 + b) (2 + c) 1 -> fst (s177_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c26_L b c), (s177_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s177_c26_L1 b c)).
  pose proof (use_s113 IH 0 (2 + b) (1 + c) 2 (opt_norm_l _ _ _ _ _ (s177_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s177_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s177_c26_L2 b c)).
  pose proof (use_s32 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s177_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s177_c26_R1 b c)).
  pose proof (use_s83 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s177_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s177_c26_R1 b c))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s177_c27_L (b c d : nat) : lmoves (s177_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []) (s113_board 0 (2 + b) (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 0 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c27_R (b c d : nat) : rmoves (s177_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s177_board. tf_options. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s177_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s177_board 0 (2 + b) (2 + c) (2 + d) -> fst (s177_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c27_L b c d), (s177_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s177_c27_L1 b c d)).
  pose proof (use_s113 IH 0 (2 + b) (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s177_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s177_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s177_c27_L2 b c d)).
  pose proof (use_s79 IH 0 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s177_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c27_L2 b c d))) as Ho1.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s177_c28_L : lmoves (s177_board 1 0 0 0) = [strip [(1, 1)] ([T; F; E; F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c28_L1 : tf_norm (strip [(1, 1)] ([T; F; E; F; E]) []) (s113_board 0 1 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c28_R : rmoves (s177_board 1 0 0 0) = [strip [] ([T; F; F; E; E; F; E]) []; s85_board 1 0].
Proof. unfold s177_board, s85_board, strip. tf_options. Qed.
Lemma s177_c28_R1 : tf_norm (strip [] ([T; F; F; E; E; F; E]) []) (repeat E 3) (-2).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; E; F; E]) []) as H0.
  pose proof (tf_norm_wall_l [(2, 1)] ([E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==0 && d==0 *)
Lemma s177_c28_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 1 0 0 0 -> fst (s177_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s177_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q21] in Hc |- *.
  rewrite tf_game_eq, (s177_c28_L), (s177_c28_R); cbn [map].
  rewrite (tf_norm_game (s177_c28_L1)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s177_c28_L) ltac:(cbn [In]; left; reflexivity) (s177_c28_L1))) as Ho0.
  rewrite (tf_norm_blank (s177_c28_R1)).
  pose proof (use_s85 IH 1 0 (opt_r _ _ _ (s177_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s113_p5 Ho0 ltac:(zlia)).
  rewrite (s113_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s85_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s177_c29_L : lmoves (s177_board 1 0 0 1) = [strip [(1, 1)] ([T; F; E; T; F; E]) []; strip [] ([T; F; E; F; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c29_L1 : tf_norm (strip [(1, 1)] ([T; F; E; T; F; E]) []) (s113_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c29_L2 : tf_norm (strip [] ([T; F; E; F; E; E; F]) [(1, 0)]) (s103_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s103_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c29_R : rmoves (s177_board 1 0 0 1) = [strip [] ([T; F; F; E; E; T; F; E]) []; strip [] ([T; F; E; F; F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c29_R1 : tf_norm (strip [] ([T; F; F; E; E; T; F; E]) []) (s63_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; E; T; F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; E; T; F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s177_c29_R2 : tf_norm (strip [] ([T; F; E; F; F]) [(1, 2)]) (s85_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; F; E; F; F]) [(1, 2)]); [reflexivity | unfold s85_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==0 && d==1 *)
Lemma s177_c29_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 1 0 0 1 -> fst (s177_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s177_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q7] in Hc |- *.
  rewrite tf_game_eq, (s177_c29_L), (s177_c29_R); cbn [map].
  rewrite (tf_norm_game (s177_c29_L1)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s177_c29_L) ltac:(cbn [In]; left; reflexivity) (s177_c29_L1))) as Ho0.
  rewrite (tf_norm_game0 (s177_c29_L2)).
  pose proof (use_s103 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s177_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c29_L2))) as Ho1.
  rewrite (tf_norm_game0 (s177_c29_R1)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s177_c29_R) ltac:(cbn [In]; left; reflexivity) (s177_c29_R1))) as Ho2.
  rewrite (tf_norm_game (s177_c29_R2)).
  pose proof (use_s85 IH 1 0 (opt_norm_r _ _ _ _ _ (s177_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c29_R2))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s103_p8 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s85_p3 Ho3 ltac:(zlia)).
  rewrite (s85_p3_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s177_c30_L (d : nat) : lmoves (s177_board 1 0 0 (2 + d)) = [strip [(1, 1)] (T :: F :: E :: repeat T (2 + d) ++ [F; E]) []; strip [] (T :: F :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c30_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 1 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c30_L2 (d : nat) : tf_norm (strip [] (T :: F :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s147_board 1 0 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s147_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c30_R (d : nat) : rmoves (s177_board 1 0 0 (2 + d)) = [strip [] (T :: F :: F :: E :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c30_R1 (d : nat) : tf_norm (strip [] (T :: F :: F :: E :: E :: repeat T (2 + d) ++ [F; E]) []) (s63_board 0 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: E :: repeat T (2 + d) ++ [F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: E :: repeat T (2 + d) ++ [F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==0 && d>=2 *)
Lemma s177_c30_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s177_board 1 0 0 (2 + d) -> fst (s177_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q7] in Hc |- *.
  rewrite tf_game_eq, (s177_c30_L d), (s177_c30_R d); cbn [map].
  rewrite (tf_norm_game (s177_c30_L1 d)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s177_c30_L d) ltac:(cbn [In]; left; reflexivity) (s177_c30_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s177_c30_L2 d)).
  pose proof (use_s147 IH 1 0 0 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c30_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s177_c30_R1 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s177_c30_R d) ltac:(cbn [In]; left; reflexivity) (s177_c30_R1 d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s147_p28 Ho1 ltac:(zlia)).
    rewrite (s63_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s147_p29 Ho1 ltac:(zlia)).
    rewrite (s63_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s147_p30 Ho1 ltac:(zlia)).
    rewrite (s63_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s147_p31 Ho1 ltac:(zlia)).
    rewrite (s63_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c31_L : lmoves (s177_board 1 0 1 0) = [strip [(1, 1)] ([T; F; T; E; F; E]) []; s177_board 1 0 0 1].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c31_L1 : tf_norm (strip [(1, 1)] ([T; F; T; E; F; E]) []) (s113_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c31_R : rmoves (s177_board 1 0 1 0) = [strip [] ([T; F; F; E; T; E; F; E]) []; s145_board 1 0 1].
Proof. unfold s145_board, s177_board, strip. tf_options. Qed.
Lemma s177_c31_R1 : tf_norm (strip [] ([T; F; F; E; T; E; F; E]) []) (s73_board 0 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; T; E; F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; T; E; F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==1 && d==0 *)
Lemma s177_c31_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 1 0 1 0 -> fst (s177_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s177_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q3] in Hc |- *.
  rewrite tf_game_eq, (s177_c31_L), (s177_c31_R); cbn [map].
  rewrite (tf_norm_game (s177_c31_L1)).
  pose proof (use_s113 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s177_c31_L) ltac:(cbn [In]; left; reflexivity) (s177_c31_L1))) as Ho0.
  pose proof (use_s177 IH 1 0 0 1 (opt_l _ _ _ (s177_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c31_R1)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s177_c31_R) ltac:(cbn [In]; left; reflexivity) (s177_c31_R1))) as Ho2.
  pose proof (use_s145 IH 1 0 1 (opt_r _ _ _ (s177_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p7 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s145_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s177_c32_L : lmoves (s177_board 1 0 1 1) = [strip [(1, 1)] ([T; F; T; E; T; F; E]) []; s177_board 1 0 0 2; strip [] ([T; F; E; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c32_L1 : tf_norm (strip [(1, 1)] ([T; F; T; E; T; F; E]) []) (s113_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c32_L3 : tf_norm (strip [] ([T; F; E; F; T; E; E; F]) [(1, 0)]) (s103_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s103_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c32_R : rmoves (s177_board 1 0 1 1) = [strip [] ([T; F; F; E; T; E; T; F; E]) []; strip [] ([T; F; E; F; T; F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c32_R1 : tf_norm (strip [] ([T; F; F; E; T; E; T; F; E]) []) (s73_board 0 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; T; E; T; F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; T; E; T; F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s177_c32_R2 : tf_norm (strip [] ([T; F; E; F; T; F]) [(1, 2)]) (s145_board 1 0 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; E; F; T; F]) [(1, 2)]); [reflexivity | unfold s145_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==1 && d==1 *)
Lemma s177_c32_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 1 0 1 1 -> fst (s177_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s177_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q7] in Hc |- *.
  rewrite tf_game_eq, (s177_c32_L), (s177_c32_R); cbn [map].
  rewrite (tf_norm_game (s177_c32_L1)).
  pose proof (use_s113 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s177_c32_L) ltac:(cbn [In]; left; reflexivity) (s177_c32_L1))) as Ho0.
  pose proof (use_s177 IH 1 0 0 2 (opt_l _ _ _ (s177_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c32_L3)).
  pose proof (use_s103 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s177_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c32_L3))) as Ho2.
  rewrite (tf_norm_game0 (s177_c32_R1)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s177_c32_R) ltac:(cbn [In]; left; reflexivity) (s177_c32_R1))) as Ho3.
  rewrite (tf_norm_game (s177_c32_R2)).
  pose proof (use_s145 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s177_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c32_R2))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p7 Ho1 ltac:(zlia)).
  rewrite (s103_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s145_p3 Ho4 ltac:(zlia)).
  rewrite (s145_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s177_c33_L (d : nat) : lmoves (s177_board 1 0 1 (2 + d)) = [strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []; s177_board 1 0 0 (3 + d); strip [] (T :: F :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c33_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 1 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c33_L3 (d : nat) : tf_norm (strip [] (T :: F :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s147_board 1 0 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s147_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c33_R (d : nat) : rmoves (s177_board 1 0 1 (2 + d)) = [strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c33_R1 (d : nat) : tf_norm (strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: T :: E :: repeat T (2 + d) ++ [F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==1 && d>=2 *)
Lemma s177_c33_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s177_board 1 0 1 (2 + d) -> fst (s177_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q7] in Hc |- *.
  rewrite tf_game_eq, (s177_c33_L d), (s177_c33_R d); cbn [map].
  rewrite (tf_norm_game (s177_c33_L1 d)).
  pose proof (use_s113 IH 0 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s177_c33_L d) ltac:(cbn [In]; left; reflexivity) (s177_c33_L1 d))) as Ho0.
  pose proof (use_s177 IH 1 0 0 (3 + d) (opt_l _ _ _ (s177_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c33_L3 d)).
  pose proof (use_s147 IH 1 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c33_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s177_c33_R1 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s177_c33_R d) ltac:(cbn [In]; left; reflexivity) (s177_c33_R1 d))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p7 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s147_p31 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s147_p33 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s147_p34 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c34_L (c : nat) : lmoves (s177_board 1 0 (2 + c) 0) = [strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; F; E]) []; s177_board 1 0 (1 + c) 1].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c34_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; F; E]) []) (s113_board 0 1 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c34_R (c : nat) : rmoves (s177_board 1 0 (2 + c) 0) = [strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; F; E]) []; s145_board 1 0 (2 + c)].
Proof. unfold s145_board, s177_board, strip. tf_options. Qed.
Lemma s177_c34_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; F; E]) []) (s73_board 0 (2 + c) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ [E; F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==0 *)
Lemma s177_c34_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s177_board 1 0 (2 + c) 0 -> fst (s177_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s177_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q3] in Hc |- *.
  rewrite tf_game_eq, (s177_c34_L c), (s177_c34_R c); cbn [map].
  rewrite (tf_norm_game (s177_c34_L1 c)).
  pose proof (use_s113 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s177_c34_L c) ltac:(cbn [In]; left; reflexivity) (s177_c34_L1 c))) as Ho0.
  pose proof (use_s177 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s177_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c34_R1 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s177_c34_R c) ltac:(cbn [In]; left; reflexivity) (s177_c34_R1 c))) as Ho2.
  pose proof (use_s145 IH 1 0 (2 + c) (opt_r _ _ _ (s177_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p7 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s145_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s177_c35_L (c : nat) : lmoves (s177_board 1 0 (2 + c) 1) = [strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []; s177_board 1 0 (1 + c) 2; strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c35_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []) (s113_board 0 1 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c35_L3 (c : nat) : tf_norm (strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s103_board 1 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s103_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c35_R (c : nat) : rmoves (s177_board 1 0 (2 + c) 1) = [strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c35_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; T; F; E]) []) (s73_board 0 (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; T; F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ [E; T; F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s177_c35_R2 (c : nat) : tf_norm (strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s145_board 1 0 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s145_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==1 *)
Lemma s177_c35_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s177_board 1 0 (2 + c) 1 -> fst (s177_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s177_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q7] in Hc |- *.
  rewrite tf_game_eq, (s177_c35_L c), (s177_c35_R c); cbn [map].
  rewrite (tf_norm_game (s177_c35_L1 c)).
  pose proof (use_s113 IH 0 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s177_c35_L c) ltac:(cbn [In]; left; reflexivity) (s177_c35_L1 c))) as Ho0.
  pose proof (use_s177 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s177_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c35_L3 c)).
  pose proof (use_s103 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s177_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c35_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s177_c35_R1 c)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s177_c35_R c) ltac:(cbn [In]; left; reflexivity) (s177_c35_R1 c))) as Ho3.
  rewrite (tf_norm_game (s177_c35_R2 c)).
  pose proof (use_s145 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s177_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c35_R2 c))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p7 Ho1 ltac:(zlia)).
  rewrite (s103_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s145_p3 Ho4 ltac:(zlia)).
  rewrite (s145_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s177_c36_L (c d : nat) : lmoves (s177_board 1 0 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []; s177_board 1 0 (1 + c) (3 + d); strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c36_L1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 1 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c36_L3 (c d : nat) : tf_norm (strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s147_board 1 0 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s147_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c36_R (c d : nat) : rmoves (s177_board 1 0 (2 + c) (2 + d)) = [strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c36_R1 (c d : nat) : tf_norm (strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s177_c36_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s177_board 1 0 (2 + c) (2 + d) -> fst (s177_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q7] in Hc |- *.
  rewrite tf_game_eq, (s177_c36_L c d), (s177_c36_R c d); cbn [map].
  rewrite (tf_norm_game (s177_c36_L1 c d)).
  pose proof (use_s113 IH 0 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s177_c36_L c d) ltac:(cbn [In]; left; reflexivity) (s177_c36_L1 c d))) as Ho0.
  pose proof (use_s177 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s177_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c36_L3 c d)).
  pose proof (use_s147 IH 1 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s177_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c36_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s177_c36_R1 c d)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s177_c36_R c d) ltac:(cbn [In]; left; reflexivity) (s177_c36_R1 c d))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p7 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s147_p31 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s147_p33 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c37_L : lmoves (s177_board 1 1 0 0) = [strip [(1, 1)] ([T; T; F; E; F; E]) []; s143_board 1 0 1].
Proof. unfold s143_board, s177_board, strip. tf_options. Qed.
Lemma s177_c37_L1 : tf_norm (strip [(1, 1)] ([T; T; F; E; F; E]) []) (s113_board 0 2 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c37_R : rmoves (s177_board 1 1 0 0) = [strip [] ([T; F; F; T; E; E; F; E]) []; s85_board 1 1].
Proof. unfold s177_board, s85_board, strip. tf_options. Qed.
Lemma s177_c37_R1 : tf_norm (strip [] ([T; F; F; T; E; E; F; E]) []) (s63_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; E; F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; E; F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==0 && d==0 *)
Lemma s177_c37_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 1 1 0 0 -> fst (s177_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s177_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q8] in Hc |- *.
  rewrite tf_game_eq, (s177_c37_L), (s177_c37_R); cbn [map].
  rewrite (tf_norm_game (s177_c37_L1)).
  pose proof (use_s113 IH 0 2 0 0 (opt_norm_l _ _ _ _ _ (s177_c37_L) ltac:(cbn [In]; left; reflexivity) (s177_c37_L1))) as Ho0.
  pose proof (use_s143 IH 1 0 1 (opt_l _ _ _ (s177_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c37_R1)).
  pose proof (use_s63 IH 1 0 (opt_norm_r _ _ _ _ _ (s177_c37_R) ltac:(cbn [In]; left; reflexivity) (s177_c37_R1))) as Ho2.
  pose proof (use_s85 IH 1 1 (opt_r _ _ _ (s177_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p10 Ho0 ltac:(zlia)).
  rewrite (s113_p10_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p1 Ho2 ltac:(zlia)).
  rewrite (s85_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s177_c38_L : lmoves (s177_board 1 1 0 1) = [strip [(1, 1)] ([T; T; F; E; T; F; E]) []; s143_board 1 0 2; strip [] ([T; F; E; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s143_board, s177_board, strip. tf_options. Qed.
Lemma s177_c38_L1 : tf_norm (strip [(1, 1)] ([T; T; F; E; T; F; E]) []) (s113_board 0 2 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c38_L3 : tf_norm (strip [] ([T; F; E; T; F; E; E; F]) [(1, 0)]) (s103_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s103_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c38_R : rmoves (s177_board 1 1 0 1) = [strip [] ([T; F; F; T; E; E; T; F; E]) []; strip [] ([T; F; E; T; F; F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c38_R1 : tf_norm (strip [] ([T; F; F; T; E; E; T; F; E]) []) (s63_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; E; T; F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; E; T; F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s177_c38_R2 : tf_norm (strip [] ([T; F; E; T; F; F]) [(1, 2)]) (s85_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; F; F]) [(1, 2)]); [reflexivity | unfold s85_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==0 && d==1 *)
Lemma s177_c38_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 1 1 0 1 -> fst (s177_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c38_L), (s177_c38_R); cbn [map].
  rewrite (tf_norm_game (s177_c38_L1)).
  pose proof (use_s113 IH 0 2 0 1 (opt_norm_l _ _ _ _ _ (s177_c38_L) ltac:(cbn [In]; left; reflexivity) (s177_c38_L1))) as Ho0.
  pose proof (use_s143 IH 1 0 2 (opt_l _ _ _ (s177_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c38_L3)).
  pose proof (use_s103 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s177_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c38_L3))) as Ho2.
  rewrite (tf_norm_game0 (s177_c38_R1)).
  pose proof (use_s63 IH 1 1 (opt_norm_r _ _ _ _ _ (s177_c38_R) ltac:(cbn [In]; left; reflexivity) (s177_c38_R1))) as Ho3.
  rewrite (tf_norm_game (s177_c38_R2)).
  pose proof (use_s85 IH 1 1 (opt_norm_r _ _ _ _ _ (s177_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c38_R2))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p2 Ho1 ltac:(zlia)).
  rewrite (s103_p3 Ho2 ltac:(zlia)).
  rewrite (s63_p2 Ho3 ltac:(zlia)).
  rewrite (s85_p2 Ho4 ltac:(zlia)).
  rewrite (s85_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s177_c39_L (d : nat) : lmoves (s177_board 1 1 0 (2 + d)) = [strip [(1, 1)] (T :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []; s143_board 1 0 (3 + d); strip [] (T :: F :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, s177_board, strip. tf_options. Qed.
Lemma s177_c39_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 2 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c39_L3 (d : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s147_board 1 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s147_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c39_R (d : nat) : rmoves (s177_board 1 1 0 (2 + d)) = [strip [] (T :: F :: F :: T :: E :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c39_R1 (d : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: E :: repeat T (2 + d) ++ [F; E]) []) (s63_board 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: E :: repeat T (2 + d) ++ [F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: E :: repeat T (2 + d) ++ [F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==0 && d>=2 *)
Lemma s177_c39_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s177_board 1 1 0 (2 + d) -> fst (s177_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c39_L d), (s177_c39_R d); cbn [map].
  rewrite (tf_norm_game (s177_c39_L1 d)).
  pose proof (use_s113 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s177_c39_L d) ltac:(cbn [In]; left; reflexivity) (s177_c39_L1 d))) as Ho0.
  pose proof (use_s143 IH 1 0 (3 + d) (opt_l _ _ _ (s177_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c39_L3 d)).
  pose proof (use_s147 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c39_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s177_c39_R1 d)).
  pose proof (use_s63 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s177_c39_R d) ltac:(cbn [In]; left; reflexivity) (s177_c39_R1 d))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s147_p10 Ho2 ltac:(zlia)).
    rewrite (s63_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s147_p14 Ho2 ltac:(zlia)).
    rewrite (s63_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s147_p21 Ho2 ltac:(zlia)).
    rewrite (s63_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c40_L : lmoves (s177_board 1 1 1 0) = [strip [(1, 1)] ([T; T; F; T; E; F; E]) []; s177_board 1 1 0 1].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c40_L1 : tf_norm (strip [(1, 1)] ([T; T; F; T; E; F; E]) []) (s113_board 0 2 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c40_R : rmoves (s177_board 1 1 1 0) = [strip [] ([T; F; F; T; E; T; E; F; E]) []; s145_board 1 1 1].
Proof. unfold s145_board, s177_board, strip. tf_options. Qed.
Lemma s177_c40_R1 : tf_norm (strip [] ([T; F; F; T; E; T; E; F; E]) []) (s73_board 1 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; T; E; F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; T; E; F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==1 && d==0 *)
Lemma s177_c40_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 1 1 1 0 -> fst (s177_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s177_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q9] in Hc |- *.
  rewrite tf_game_eq, (s177_c40_L), (s177_c40_R); cbn [map].
  rewrite (tf_norm_game (s177_c40_L1)).
  pose proof (use_s113 IH 0 2 1 0 (opt_norm_l _ _ _ _ _ (s177_c40_L) ltac:(cbn [In]; left; reflexivity) (s177_c40_L1))) as Ho0.
  pose proof (use_s177 IH 1 1 0 1 (opt_l _ _ _ (s177_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c40_R1)).
  pose proof (use_s73 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s177_c40_R) ltac:(cbn [In]; left; reflexivity) (s177_c40_R1))) as Ho2.
  pose proof (use_s145 IH 1 1 1 (opt_r _ _ _ (s177_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s145_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s177_c41_L : lmoves (s177_board 1 1 1 1) = [strip [(1, 1)] ([T; T; F; T; E; T; F; E]) []; s177_board 1 1 0 2; strip [] ([T; F; E; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c41_L1 : tf_norm (strip [(1, 1)] ([T; T; F; T; E; T; F; E]) []) (s113_board 0 2 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c41_L3 : tf_norm (strip [] ([T; F; E; T; F; T; E; E; F]) [(1, 0)]) (s103_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s103_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c41_R : rmoves (s177_board 1 1 1 1) = [strip [] ([T; F; F; T; E; T; E; T; F; E]) []; strip [] ([T; F; E; T; F; T; F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c41_R1 : tf_norm (strip [] ([T; F; F; T; E; T; E; T; F; E]) []) (s73_board 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; T; E; T; F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; T; E; T; F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s177_c41_R2 : tf_norm (strip [] ([T; F; E; T; F; T; F]) [(1, 2)]) (s145_board 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s145_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s177_c41_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 1 1 1 1 -> fst (s177_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c41_L), (s177_c41_R); cbn [map].
  rewrite (tf_norm_game (s177_c41_L1)).
  pose proof (use_s113 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s177_c41_L) ltac:(cbn [In]; left; reflexivity) (s177_c41_L1))) as Ho0.
  pose proof (use_s177 IH 1 1 0 2 (opt_l _ _ _ (s177_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c41_L3)).
  pose proof (use_s103 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s177_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c41_L3))) as Ho2.
  rewrite (tf_norm_game0 (s177_c41_R1)).
  pose proof (use_s73 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s177_c41_R) ltac:(cbn [In]; left; reflexivity) (s177_c41_R1))) as Ho3.
  rewrite (tf_norm_game (s177_c41_R2)).
  pose proof (use_s145 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s177_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c41_R2))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho1 ltac:(zlia)).
  rewrite (s103_p4 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s145_p2 Ho4 ltac:(zlia)).
  rewrite (s145_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s177_c42_L (d : nat) : lmoves (s177_board 1 1 1 (2 + d)) = [strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []; s177_board 1 1 0 (3 + d); strip [] (T :: F :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c42_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 2 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c42_L3 (d : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s147_board 1 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s147_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c42_R (d : nat) : rmoves (s177_board 1 1 1 (2 + d)) = [strip [] (T :: F :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c42_R1 (d : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 1 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s177_c42_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s177_board 1 1 1 (2 + d) -> fst (s177_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c42_L d), (s177_c42_R d); cbn [map].
  rewrite (tf_norm_game (s177_c42_L1 d)).
  pose proof (use_s113 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s177_c42_L d) ltac:(cbn [In]; left; reflexivity) (s177_c42_L1 d))) as Ho0.
  pose proof (use_s177 IH 1 1 0 (3 + d) (opt_l _ _ _ (s177_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c42_L3 d)).
  pose proof (use_s147 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c42_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s177_c42_R1 d)).
  pose proof (use_s73 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s177_c42_R d) ltac:(cbn [In]; left; reflexivity) (s177_c42_R1 d))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s147_p14 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s147_p22 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c43_L (c : nat) : lmoves (s177_board 1 1 (2 + c) 0) = [strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []; s177_board 1 1 (1 + c) 1].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c43_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []) (s113_board 0 2 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c43_R (c : nat) : rmoves (s177_board 1 1 (2 + c) 0) = [strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; F; E]) []; s145_board 1 1 (2 + c)].
Proof. unfold s145_board, s177_board, strip. tf_options. Qed.
Lemma s177_c43_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; F; E]) []) (s73_board 1 (2 + c) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ [E; F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==0 *)
Lemma s177_c43_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s177_board 1 1 (2 + c) 0 -> fst (s177_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s177_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q9] in Hc |- *.
  rewrite tf_game_eq, (s177_c43_L c), (s177_c43_R c); cbn [map].
  rewrite (tf_norm_game (s177_c43_L1 c)).
  pose proof (use_s113 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s177_c43_L c) ltac:(cbn [In]; left; reflexivity) (s177_c43_L1 c))) as Ho0.
  pose proof (use_s177 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s177_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c43_R1 c)).
  pose proof (use_s73 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s177_c43_R c) ltac:(cbn [In]; left; reflexivity) (s177_c43_R1 c))) as Ho2.
  pose proof (use_s145 IH 1 1 (2 + c) (opt_r _ _ _ (s177_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s145_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s177_c44_L (c : nat) : lmoves (s177_board 1 1 (2 + c) 1) = [strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []; s177_board 1 1 (1 + c) 2; strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c44_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []) (s113_board 0 2 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c44_L3 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s103_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s103_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c44_R (c : nat) : rmoves (s177_board 1 1 (2 + c) 1) = [strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c44_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []) (s73_board 1 (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ [E; T; F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s177_c44_R2 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s145_board 1 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s145_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s177_c44_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s177_board 1 1 (2 + c) 1 -> fst (s177_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c44_L c), (s177_c44_R c); cbn [map].
  rewrite (tf_norm_game (s177_c44_L1 c)).
  pose proof (use_s113 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s177_c44_L c) ltac:(cbn [In]; left; reflexivity) (s177_c44_L1 c))) as Ho0.
  pose proof (use_s177 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s177_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c44_L3 c)).
  pose proof (use_s103 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s177_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c44_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s177_c44_R1 c)).
  pose proof (use_s73 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s177_c44_R c) ltac:(cbn [In]; left; reflexivity) (s177_c44_R1 c))) as Ho3.
  rewrite (tf_norm_game (s177_c44_R2 c)).
  pose proof (use_s145 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s177_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c44_R2 c))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho1 ltac:(zlia)).
  rewrite (s103_p4 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s145_p2 Ho4 ltac:(zlia)).
  rewrite (s145_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s177_c45_L (c d : nat) : lmoves (s177_board 1 1 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []; s177_board 1 1 (1 + c) (3 + d); strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c45_L1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 2 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c45_L3 (c d : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s147_board 1 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s147_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c45_R (c d : nat) : rmoves (s177_board 1 1 (2 + c) (2 + d)) = [strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c45_R1 (c d : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 1 (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s177_c45_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s177_board 1 1 (2 + c) (2 + d) -> fst (s177_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c45_L c d), (s177_c45_R c d); cbn [map].
  rewrite (tf_norm_game (s177_c45_L1 c d)).
  pose proof (use_s113 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s177_c45_L c d) ltac:(cbn [In]; left; reflexivity) (s177_c45_L1 c d))) as Ho0.
  pose proof (use_s177 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s177_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c45_L3 c d)).
  pose proof (use_s147 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s177_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c45_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s177_c45_R1 c d)).
  pose proof (use_s73 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s177_c45_R c d) ltac:(cbn [In]; left; reflexivity) (s177_c45_R1 c d))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s147_p14 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s147_p22 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c46_L (b : nat) : lmoves (s177_board 1 (2 + b) 0 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; E; F; E]) []; s170_board 1 (1 + b) 0 1].
Proof. unfold s170_board, s177_board, strip. tf_options. Qed.
Lemma s177_c46_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; E; F; E]) []) (s113_board 0 (3 + b) 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c46_R (b : nat) : rmoves (s177_board 1 (2 + b) 0 0) = [s85_board 1 (2 + b)].
Proof. unfold s177_board, s85_board. tf_options. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==0 *)
Lemma s177_c46_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 1 (2 + b) 0 0 -> fst (s177_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s177_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q14] in Hc |- *.
  rewrite tf_game_eq, (s177_c46_L b), (s177_c46_R b); cbn [map].
  rewrite (tf_norm_game (s177_c46_L1 b)).
  pose proof (use_s113 IH 0 (3 + b) 0 0 (opt_norm_l _ _ _ _ _ (s177_c46_L b) ltac:(cbn [In]; left; reflexivity) (s177_c46_L1 b))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s177_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s85 IH 1 (2 + b) (opt_r _ _ _ (s177_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p12 Ho0 ltac:(zlia)).
  rewrite (s113_p12_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p20 Ho1 ltac:(zlia)).
  rewrite (s85_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s177_c46_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 1 (2 + b) 0 0 -> fst (s177_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s177_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q19] in Hc |- *.
  rewrite tf_game_eq, (s177_c46_L b), (s177_c46_R b); cbn [map].
  rewrite (tf_norm_game (s177_c46_L1 b)).
  pose proof (use_s113 IH 0 (3 + b) 0 0 (opt_norm_l _ _ _ _ _ (s177_c46_L b) ltac:(cbn [In]; left; reflexivity) (s177_c46_L1 b))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s177_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s85 IH 1 (2 + b) (opt_r _ _ _ (s177_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p13 Ho0 ltac:(zlia)).
  rewrite (s113_p13_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p26 Ho1 ltac:(zlia)).
  rewrite (s85_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s177_c46_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 1 (2 + b) 0 0 -> fst (s177_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s177_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q22] in Hc |- *.
  rewrite tf_game_eq, (s177_c46_L b), (s177_c46_R b); cbn [map].
  rewrite (tf_norm_game (s177_c46_L1 b)).
  pose proof (use_s113 IH 0 (3 + b) 0 0 (opt_norm_l _ _ _ _ _ (s177_c46_L b) ltac:(cbn [In]; left; reflexivity) (s177_c46_L1 b))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s177_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s85 IH 1 (2 + b) (opt_r _ _ _ (s177_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p11 Ho0 ltac:(zlia)).
  rewrite (s113_p11_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p31 Ho1 ltac:(zlia)).
  rewrite (s85_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s177_c47_L (b : nat) : lmoves (s177_board 1 (2 + b) 0 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; E; T; F; E]) []; s170_board 1 (1 + b) 0 2; strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s170_board, s177_board, strip. tf_options. Qed.
Lemma s177_c47_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; E; T; F; E]) []) (s113_board 0 (3 + b) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c47_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]) (s103_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s103_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c47_R (b : nat) : rmoves (s177_board 1 (2 + b) 0 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c47_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]) (s85_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s85_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==1 *)
Lemma s177_c47_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 1 (2 + b) 0 1 -> fst (s177_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c47_L b), (s177_c47_R b); cbn [map].
  rewrite (tf_norm_game (s177_c47_L1 b)).
  pose proof (use_s113 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s177_c47_L b) ltac:(cbn [In]; left; reflexivity) (s177_c47_L1 b))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s177_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c47_L3 b)).
  pose proof (use_s103 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s177_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c47_L3 b))) as Ho2.
  rewrite (tf_norm_game (s177_c47_R1 b)).
  pose proof (use_s85 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s177_c47_R b) ltac:(cbn [In]; left; reflexivity) (s177_c47_R1 b))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s170_p20 Ho1 ltac:(zlia)).
    rewrite (s103_p6 Ho2 ltac:(zlia)).
    rewrite (s85_p2 Ho3 ltac:(zlia)).
    rewrite (s85_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s170_p26 Ho1 ltac:(zlia)).
    rewrite (s103_p6 Ho2 ltac:(zlia)).
    rewrite (s85_p2 Ho3 ltac:(zlia)).
    rewrite (s85_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s170_p31 Ho1 ltac:(zlia)).
    rewrite (s103_p9 Ho2 ltac:(zlia)).
    rewrite (s85_p2 Ho3 ltac:(zlia)).
    rewrite (s85_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c48_L (b d : nat) : lmoves (s177_board 1 (2 + b) 0 (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []; s170_board 1 (1 + b) 0 (3 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, s177_board, strip. tf_options. Qed.
Lemma s177_c48_L1 (b d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 (3 + b) 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c48_L3 (b d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s147_board 1 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s147_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c48_R (b d : nat) : rmoves (s177_board 1 (2 + b) 0 (2 + d)) = [].
Proof. unfold s177_board. tf_options. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s177_c48_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s177_board 1 (2 + b) 0 (2 + d) -> fst (s177_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c48_L b d), (s177_c48_R b d); cbn [map].
  rewrite (tf_norm_game (s177_c48_L1 b d)).
  pose proof (use_s113 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s177_c48_L b d) ltac:(cbn [In]; left; reflexivity) (s177_c48_L1 b d))) as Ho0.
  pose proof (use_s170 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s177_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c48_L3 b d)).
  pose proof (use_s147 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c48_L3 b d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s170_p20 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s147_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s147_p24 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s170_p26 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s147_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s147_p25 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s170_p31 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s147_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s147_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
Qed.

Lemma s177_c49_L (b : nat) : lmoves (s177_board 1 (2 + b) 1 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; T; E; F; E]) []; s177_board 1 (2 + b) 0 1].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c49_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; T; E; F; E]) []) (s113_board 0 (3 + b) 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c49_R (b : nat) : rmoves (s177_board 1 (2 + b) 1 0) = [s145_board 1 (2 + b) 1].
Proof. unfold s145_board, s177_board. tf_options. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==0 *)
Lemma s177_c49_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 1 (2 + b) 1 0 -> fst (s177_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s177_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q9] in Hc |- *.
  rewrite tf_game_eq, (s177_c49_L b), (s177_c49_R b); cbn [map].
  rewrite (tf_norm_game (s177_c49_L1 b)).
  pose proof (use_s113 IH 0 (3 + b) 1 0 (opt_norm_l _ _ _ _ _ (s177_c49_L b) ltac:(cbn [In]; left; reflexivity) (s177_c49_L1 b))) as Ho0.
  pose proof (use_s177 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s177_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s145 IH 1 (2 + b) 1 (opt_r _ _ _ (s177_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho1 ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s177_c50_L (b : nat) : lmoves (s177_board 1 (2 + b) 1 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; T; E; T; F; E]) []; s177_board 1 (2 + b) 0 2; strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c50_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; T; E; T; F; E]) []) (s113_board 0 (3 + b) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c50_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]) (s103_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s103_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c50_R (b : nat) : rmoves (s177_board 1 (2 + b) 1 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c50_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]) (s145_board 1 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s145_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s177_c50_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s177_board 1 (2 + b) 1 1 -> fst (s177_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c50_L b), (s177_c50_R b); cbn [map].
  rewrite (tf_norm_game (s177_c50_L1 b)).
  pose proof (use_s113 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s177_c50_L b) ltac:(cbn [In]; left; reflexivity) (s177_c50_L1 b))) as Ho0.
  pose proof (use_s177 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s177_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c50_L3 b)).
  pose proof (use_s103 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s177_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c50_L3 b))) as Ho2.
  rewrite (tf_norm_game (s177_c50_R1 b)).
  pose proof (use_s145 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s177_c50_R b) ltac:(cbn [In]; left; reflexivity) (s177_c50_R1 b))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho1 ltac:(zlia)).
  rewrite (s103_p4 Ho2 ltac:(zlia)).
  rewrite (s145_p2 Ho3 ltac:(zlia)).
  rewrite (s145_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s177_c51_L (b d : nat) : lmoves (s177_board 1 (2 + b) 1 (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []; s177_board 1 (2 + b) 0 (3 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c51_L1 (b d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 (3 + b) 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c51_L3 (b d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s147_board 1 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s147_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c51_R (b d : nat) : rmoves (s177_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s177_board. tf_options. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s177_c51_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s177_board 1 (2 + b) 1 (2 + d) -> fst (s177_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c51_L b d), (s177_c51_R b d); cbn [map].
  rewrite (tf_norm_game (s177_c51_L1 b d)).
  pose proof (use_s113 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s177_c51_L b d) ltac:(cbn [In]; left; reflexivity) (s177_c51_L1 b d))) as Ho0.
  pose proof (use_s177 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s177_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c51_L3 b d)).
  pose proof (use_s147 IH 1 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c51_L3 b d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s147_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s147_p22 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s177_c52_L (b c : nat) : lmoves (s177_board 1 (2 + b) (2 + c) 0) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) []; s177_board 1 (2 + b) (1 + c) 1].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c52_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) []) (s113_board 0 (3 + b) (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c52_R (b c : nat) : rmoves (s177_board 1 (2 + b) (2 + c) 0) = [s145_board 1 (2 + b) (2 + c)].
Proof. unfold s145_board, s177_board. tf_options. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s177_c52_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s177_board 1 (2 + b) (2 + c) 0 -> fst (s177_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s177_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q9] in Hc |- *.
  rewrite tf_game_eq, (s177_c52_L b c), (s177_c52_R b c); cbn [map].
  rewrite (tf_norm_game (s177_c52_L1 b c)).
  pose proof (use_s113 IH 0 (3 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s177_c52_L b c) ltac:(cbn [In]; left; reflexivity) (s177_c52_L1 b c))) as Ho0.
  pose proof (use_s177 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s177_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s145 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s177_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho1 ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s177_c53_L (b c : nat) : lmoves (s177_board 1 (2 + b) (2 + c) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) []; s177_board 1 (2 + b) (1 + c) 2; strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c53_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) []) (s113_board 0 (3 + b) (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c53_L3 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s103_board 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s103_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c53_R (b c : nat) : rmoves (s177_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c53_R1 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s145_board 1 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s145_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s177_c53_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s177_board 1 (2 + b) (2 + c) 1 -> fst (s177_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c53_L b c), (s177_c53_R b c); cbn [map].
  rewrite (tf_norm_game (s177_c53_L1 b c)).
  pose proof (use_s113 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s177_c53_L b c) ltac:(cbn [In]; left; reflexivity) (s177_c53_L1 b c))) as Ho0.
  pose proof (use_s177 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s177_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c53_L3 b c)).
  pose proof (use_s103 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s177_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c53_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s177_c53_R1 b c)).
  pose proof (use_s145 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s177_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s177_c53_R1 b c))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho1 ltac:(zlia)).
  rewrite (s103_p4 Ho2 ltac:(zlia)).
  rewrite (s145_p2 Ho3 ltac:(zlia)).
  rewrite (s145_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s177_c54_L (b c d : nat) : lmoves (s177_board 1 (2 + b) (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []; s177_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c54_L1 (b c d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 (3 + b) (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s147_board 1 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s147_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c54_R (b c d : nat) : rmoves (s177_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s177_board. tf_options. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s177_c54_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s177_board 1 (2 + b) (2 + c) (2 + d) -> fst (s177_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c54_L b c d), (s177_c54_R b c d); cbn [map].
  rewrite (tf_norm_game (s177_c54_L1 b c d)).
  pose proof (use_s113 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s177_c54_L b c d) ltac:(cbn [In]; left; reflexivity) (s177_c54_L1 b c d))) as Ho0.
  pose proof (use_s177 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s177_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c54_L3 b c d)).
  pose proof (use_s147 IH 1 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s177_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c54_L3 b c d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s147_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s147_p22 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

