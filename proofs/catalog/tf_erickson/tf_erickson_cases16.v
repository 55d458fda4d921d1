(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s32_c4_L : lmoves (s32_board 0 1 0) = [strip [(0, 1)] ([E; E; T; F; E]) []].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c4_L1 : tf_norm (strip [(0, 1)] ([E; E; T; F; E]) []) (s11_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c4_R : rmoves (s32_board 0 1 0) = [strip [(0, 1)] ([E; T; F; E; E]) []].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c4_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E; E]) []) (s10_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a==0 && b==1 && c==0 *)
Lemma s32_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 0 1 0 -> fst (s32_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q3] in Hc |- *.
  rewrite tf_game_eq, (s32_c4_L), (s32_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s32_c4_L1)).
  pose proof (use_s11 IH 0 1 (opt_norm_l _ _ _ _ _ (s32_c4_L) ltac:(cbn [In]; left; reflexivity) (s32_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s32_c4_R1)).
  pose proof (use_s10 IH 0 1 (opt_norm_r _ _ _ _ _ (s32_c4_R) ltac:(cbn [In]; left; reflexivity) (s32_c4_R1))) as Ho1.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s32_c5_L : lmoves (s32_board 0 1 1) = [strip [(0, 1)] ([E; E; T; T; F; E]) []; strip [(0, 1)] ([E; T; E; E; F]) [(1, 0)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c5_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; F; E]) []) (s11_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c5_L2 : tf_norm (strip [(0, 1)] ([E; T; E; E; F]) [(1, 0)]) (s15_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c5_R : rmoves (s32_board 0 1 1) = [strip [(0, 1)] ([E; T; F]) [(1, 2)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; F]) [(1, 2)]) (s10_board 0 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a==0 && b==1 && c==1 *)
Lemma s32_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 0 1 1 -> fst (s32_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c5_L), (s32_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s32_c5_L1)).
  pose proof (use_s11 IH 0 2 (opt_norm_l _ _ _ _ _ (s32_c5_L) ltac:(cbn [In]; left; reflexivity) (s32_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s32_c5_L2)).
  pose proof (use_s15 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s32_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s32_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s32_c5_R1)).
  pose proof (use_s10 IH 0 1 (opt_norm_r _ _ _ _ _ (s32_c5_R) ltac:(cbn [In]; left; reflexivity) (s32_c5_R1))) as Ho2.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  rewrite (s10_p1_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c6_L (c : nat) : lmoves (s32_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; E]) []; strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; E]) []) (s11_board 0 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s16_board 0 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c6_R (c : nat) : rmoves (s32_board 0 1 (2 + c)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s32_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s32_board 0 1 (2 + c) -> fst (s32_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c6_L c), (s32_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s32_c6_L1 c)).
  pose proof (use_s11 IH 0 (3 + c) (opt_norm_l _ _ _ _ _ (s32_c6_L c) ltac:(cbn [In]; left; reflexivity) (s32_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s32_c6_L2 c)).
  pose proof (use_s16 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s32_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s32_c6_L2 c))) as Ho1.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s16_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s16_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s16_p19 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s32_c7_L (b : nat) : lmoves (s32_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; E]) []].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; E]) []) (s12_board 0 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c7_R (b : nat) : rmoves (s32_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E]) []].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E]) []) (s10_board 0 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a==0 && b>=2 && c==0 *)
Lemma s32_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 0 (2 + b) 0 -> fst (s32_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s32_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q3] in Hc |- *.
  rewrite tf_game_eq, (s32_c7_L b), (s32_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s32_c7_L1 b)).
  pose proof (use_s12 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s32_c7_L b) ltac:(cbn [In]; left; reflexivity) (s32_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s32_c7_R1 b)).
  pose proof (use_s10 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s32_c7_R b) ltac:(cbn [In]; left; reflexivity) (s32_c7_R1 b))) as Ho1.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s32_c8_L (b : nat) : lmoves (s32_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; E]) []) (s12_board 0 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s15_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c8_R (b : nat) : rmoves (s32_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s10_board 0 (2 + b)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s32_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 0 (2 + b) 1 -> fst (s32_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s32_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c8_L b), (s32_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s32_c8_L1 b)).
  pose proof (use_s12 IH 0 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s32_c8_L b) ltac:(cbn [In]; left; reflexivity) (s32_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s32_c8_L2 b)).
  pose proof (use_s15 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s32_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s32_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s32_c8_R1 b)).
  pose proof (use_s10 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s32_c8_R b) ltac:(cbn [In]; left; reflexivity) (s32_c8_R1 b))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  rewrite (s10_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c9_L (b c : nat) : lmoves (s32_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []) (s12_board 0 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s16_board 0 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c9_R (b c : nat) : rmoves (s32_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s32_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s32_board 0 (2 + b) (2 + c) -> fst (s32_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c9_L b c), (s32_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s32_c9_L1 b c)).
  pose proof (use_s12 IH 0 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s32_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s32_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s32_c9_L2 b c)).
  pose proof (use_s16 IH 0 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s32_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s32_c9_L2 b c))) as Ho1.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s16_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s16_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s32 = T^a F _ T^b _ T^c F _ on a==1 && b==0 && c==0: the board of s27 *)
Lemma s32_c10_p1 x (Hs27 : s27_claim x) :
  x = s32_board 1 0 0 -> fst (s32_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q1] in Hc |- *.
  pose proof (Hs27 1 0 ltac:(rewrite Hx; unfold s32_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a F _ T^b _ T^c F _ on a==1 && b==0 && c==1: the board of s27 *)
Lemma s32_c11_p2 x (Hs27 : s27_claim x) :
  x = s32_board 1 0 1 -> fst (s32_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q2] in Hc |- *.
  pose proof (Hs27 1 1 ltac:(rewrite Hx; unfold s32_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a F _ T^b _ T^c F _ on a==1 && b==0 && c>=2: the board of s27 *)
Lemma s32_c12_p2 x (Hs27 : s27_claim x) (c : nat) :
  x = s32_board 1 0 (2 + c) -> fst (s32_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q2] in Hc |- *.
  pose proof (Hs27 1 (2 + c) ltac:(rewrite Hx; unfold s32_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s32_c13_L : lmoves (s32_board 1 1 0) = [strip [(1, 1)] ([T; T; E; F; E]) []; s27_board 1 1].
Proof. unfold s27_board, s32_board, strip. tf_options. Qed.
Lemma s32_c13_L1 : tf_norm (strip [(1, 1)] ([T; T; E; F; E]) []) (s12_board 0 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c13_R : rmoves (s32_board 1 1 0) = [s18_board 1 1].
Proof. unfold s18_board, s32_board. tf_options. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a==1 && b==1 && c==0 *)
Lemma s32_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 1 1 0 -> fst (s32_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q3] in Hc |- *.
  rewrite tf_game_eq, (s32_c13_L), (s32_c13_R); cbn [map].
  rewrite (tf_norm_game (s32_c13_L1)).
  pose proof (use_s12 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s32_c13_L) ltac:(cbn [In]; left; reflexivity) (s32_c13_L1))) as Ho0.
  pose proof (use_s27 IH 1 1 (opt_l _ _ _ (s32_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 1 1 (opt_r _ _ _ (s32_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s27_p2 Ho1 ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c14_L : lmoves (s32_board 1 1 1) = [strip [(1, 1)] ([T; T; E; T; F; E]) []; s27_board 1 2; strip [] ([T; F; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s27_board, s32_board, strip. tf_options. Qed.
Lemma s32_c14_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; F; E]) []) (s12_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c14_L3 : tf_norm (strip [] ([T; F; E; T; E; E; F]) [(1, 0)]) (s36_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c14_R : rmoves (s32_board 1 1 1) = [strip [] ([T; F; E; T; F]) [(1, 2)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c14_R1 : tf_norm (strip [] ([T; F; E; T; F]) [(1, 2)]) (s18_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; F]) [(1, 2)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a==1 && b==1 && c==1 *)
Lemma s32_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 1 1 1 -> fst (s32_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c14_L), (s32_c14_R); cbn [map].
  rewrite (tf_norm_game (s32_c14_L1)).
  pose proof (use_s12 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s32_c14_L) ltac:(cbn [In]; left; reflexivity) (s32_c14_L1))) as Ho0.
  pose proof (use_s27 IH 1 2 (opt_l _ _ _ (s32_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s32_c14_L3)).
  pose proof (use_s36 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s32_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s32_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s32_c14_R1)).
  pose proof (use_s18 IH 1 1 (opt_norm_r _ _ _ _ _ (s32_c14_R) ltac:(cbn [In]; left; reflexivity) (s32_c14_R1))) as Ho3.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s27_p2 Ho1 ltac:(zlia)).
  rewrite (s36_p3 Ho2 ltac:(zlia)).
  rewrite (s18_p2 Ho3 ltac:(zlia)).
  rewrite (s18_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c15_L (c : nat) : lmoves (s32_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; E]) []; s27_board 1 (3 + c); strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s27_board, s32_board, strip. tf_options. Qed.
Lemma s32_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; E]) []) (s12_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c15_L3 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s41_board 1 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s41_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c15_R (c : nat) : rmoves (s32_board 1 1 (2 + c)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s32_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s32_board 1 1 (2 + c) -> fst (s32_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c15_L c), (s32_c15_R c); cbn [map].
  rewrite (tf_norm_game (s32_c15_L1 c)).
  pose proof (use_s12 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s32_c15_L c) ltac:(cbn [In]; left; reflexivity) (s32_c15_L1 c))) as Ho0.
  pose proof (use_s27 IH 1 (3 + c) (opt_l _ _ _ (s32_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s32_c15_L3 c)).
  pose proof (use_s41 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s32_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s32_c15_L3 c))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s27_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s41_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s41_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s32_c16_L (b : nat) : lmoves (s32_board 1 (2 + b) 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; F; E]) []; s32_board 1 (1 + b) 1].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c16_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; F; E]) []) (s12_board 0 (3 + b) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c16_R (b : nat) : rmoves (s32_board 1 (2 + b) 0) = [s18_board 1 (2 + b)].
Proof. unfold s18_board, s32_board. tf_options. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a==1 && b>=2 && c==0 *)
Lemma s32_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 1 (2 + b) 0 -> fst (s32_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s32_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q3] in Hc |- *.
  rewrite tf_game_eq, (s32_c16_L b), (s32_c16_R b); cbn [map].
  rewrite (tf_norm_game (s32_c16_L1 b)).
  pose proof (use_s12 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s32_c16_L b) ltac:(cbn [In]; left; reflexivity) (s32_c16_L1 b))) as Ho0.
  pose proof (use_s32 IH 1 (1 + b) 1 (opt_l _ _ _ (s32_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 1 (2 + b) (opt_r _ _ _ (s32_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p2 Ho1 ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c17_L (b : nat) : lmoves (s32_board 1 (2 + b) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; F; E]) []; s32_board 1 (1 + b) 2; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; F; E]) []) (s12_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c17_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s36_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c17_R (b : nat) : rmoves (s32_board 1 (2 + b) 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s18_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s32_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 1 (2 + b) 1 -> fst (s32_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s32_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c17_L b), (s32_c17_R b); cbn [map].
  rewrite (tf_norm_game (s32_c17_L1 b)).
  pose proof (use_s12 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s32_c17_L b) ltac:(cbn [In]; left; reflexivity) (s32_c17_L1 b))) as Ho0.
  pose proof (use_s32 IH 1 (1 + b) 2 (opt_l _ _ _ (s32_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s32_c17_L3 b)).
  pose proof (use_s36 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s32_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s32_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s32_c17_R1 b)).
  pose proof (use_s18 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s32_c17_R b) ltac:(cbn [In]; left; reflexivity) (s32_c17_R1 b))) as Ho3.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p2 Ho1 ltac:(zlia)).
  rewrite (s36_p3 Ho2 ltac:(zlia)).
  rewrite (s18_p2 Ho3 ltac:(zlia)).
  rewrite (s18_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c18_L (b c : nat) : lmoves (s32_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []; s32_board 1 (1 + b) (3 + c); strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []) (s12_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c18_L3 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s41_board 1 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s41_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c18_R (b c : nat) : rmoves (s32_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s32_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s32_board 1 (2 + b) (2 + c) -> fst (s32_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c18_L b c), (s32_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s32_c18_L1 b c)).
  pose proof (use_s12 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s32_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s32_c18_L1 b c))) as Ho0.
  pose proof (use_s32 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s32_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s32_c18_L3 b c)).
  pose proof (use_s41 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s32_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s32_c18_L3 b c))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s41_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s41_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s32 = T^a F _ T^b _ T^c F _ on a>=2 && b==0 && c==0: the board of s27 *)
Lemma s32_c19_p4 x (Hs27 : s27_claim x) (a : nat) :
  x = s32_board (2 + a) 0 0 -> fst (s32_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q4] in Hc |- *.
  pose proof (Hs27 (2 + a) 0 ltac:(rewrite Hx; unfold s32_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s32 = T^a F _ T^b _ T^c F _ on a>=2 && b==0 && c==1: the board of s27 *)
Lemma s32_c20_p2 x (Hs27 : s27_claim x) (a : nat) :
  x = s32_board (2 + a) 0 1 -> fst (s32_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q2] in Hc |- *.
  pose proof (Hs27 (2 + a) 1 ltac:(rewrite Hx; unfold s32_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a F _ T^b _ T^c F _ on a>=2 && b==0 && c>=2: the board of s27 *)
Lemma s32_c21_p2 x (Hs27 : s27_claim x) (a c : nat) :
  x = s32_board (2 + a) 0 (2 + c) -> fst (s32_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q2] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s32_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s32_c22_L (a : nat) : lmoves (s32_board (2 + a) 1 0) = [s31_board (1 + a) 0 2 0; s27_board (2 + a) 1].
Proof. unfold s27_board, s31_board, s32_board. tf_options. Qed.
Lemma s32_c22_R (a : nat) : rmoves (s32_board (2 + a) 1 0) = [s18_board (2 + a) 1].
Proof. unfold s18_board, s32_board. tf_options. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a>=2 && b==1 && c==0 *)
Lemma s32_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s32_board (2 + a) 1 0 -> fst (s32_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q4] in Hc |- *.
  rewrite tf_game_eq, (s32_c22_L a), (s32_c22_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 0 2 0 (opt_l _ _ _ (s32_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH (2 + a) 1 (opt_l _ _ _ (s32_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH (2 + a) 1 (opt_r _ _ _ (s32_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  rewrite (s27_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s18_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s18_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s32_c23_L (a : nat) : lmoves (s32_board (2 + a) 1 1) = [s31_board (1 + a) 0 2 1; s27_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s27_board, s31_board, s32_board, strip. tf_options. Qed.
Lemma s32_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; E; E; F]) [(1, 0)]) (s36_board (2 + a) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c23_R (a : nat) : rmoves (s32_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 2)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 2)]) (s18_board (2 + a) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 2)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s32_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s32_board (2 + a) 1 1 -> fst (s32_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c23_L a), (s32_c23_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 0 2 1 (opt_l _ _ _ (s32_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH (2 + a) 2 (opt_l _ _ _ (s32_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s32_c23_L3 a)).
  pose proof (use_s36 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s32_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s32_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s32_c23_R1 a)).
  pose proof (use_s18 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s32_c23_R a) ltac:(cbn [In]; left; reflexivity) (s32_c23_R1 a))) as Ho3.
  rewrite (s31_p8 Ho0 ltac:(zlia)).
  rewrite (s27_p2 Ho1 ltac:(zlia)).
  rewrite (s36_p4 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|Hp3]].
  {
    rewrite (s18_p2 Ho3 ltac:(zlia)).
    rewrite (s18_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s18_p5 Ho3 ltac:(zlia)).
    rewrite (s18_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s18_p7 Ho3 ltac:(zlia)).
    rewrite (s18_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s32_c24_L (a c : nat) : lmoves (s32_board (2 + a) 1 (2 + c)) = [s31_board (1 + a) 0 2 (2 + c); s27_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s27_board, s31_board, s32_board, strip. tf_options. Qed.
Lemma s32_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s41_board (2 + a) 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s41_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c24_R (a c : nat) : rmoves (s32_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s32_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s32_board (2 + a) 1 (2 + c) -> fst (s32_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c24_L a c), (s32_c24_R a c); cbn [map].
  pose proof (use_s31 IH (1 + a) 0 2 (2 + c) (opt_l _ _ _ (s32_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH (2 + a) (3 + c) (opt_l _ _ _ (s32_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s32_c24_L3 a c)).
  pose proof (use_s41 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s32_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s32_c24_L3 a c))) as Ho2.
  rewrite (s31_p8 Ho0 ltac:(zlia)).
  rewrite (s27_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s41_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s41_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s32_c25_L (a b : nat) : lmoves (s32_board (2 + a) (2 + b) 0) = [s31_board (1 + a) 0 (3 + b) 0; s32_board (2 + a) (1 + b) 1].
Proof. unfold s31_board, s32_board. tf_options. Qed.
Lemma s32_c25_R (a b : nat) : rmoves (s32_board (2 + a) (2 + b) 0) = [s18_board (2 + a) (2 + b)].
Proof. unfold s18_board, s32_board. tf_options. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a>=2 && b>=2 && c==0 *)
Lemma s32_c25_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s32_board (2 + a) (2 + b) 0 -> fst (s32_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s32_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q4] in Hc |- *.
  rewrite tf_game_eq, (s32_c25_L a b), (s32_c25_R a b); cbn [map].
  pose proof (use_s31 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s32_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s32_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH (2 + a) (2 + b) (opt_r _ _ _ (s32_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  rewrite (s32_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s18_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s32_c26_L (a b : nat) : lmoves (s32_board (2 + a) (2 + b) 1) = [s31_board (1 + a) 0 (3 + b) 1; s32_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s31_board, s32_board, strip. tf_options. Qed.
Lemma s32_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s36_board (2 + a) (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c26_R (a b : nat) : rmoves (s32_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s18_board (2 + a) (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s32_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s32_board (2 + a) (2 + b) 1 -> fst (s32_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s32_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c26_L a b), (s32_c26_R a b); cbn [map].
  pose proof (use_s31 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s32_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s32_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s32_c26_L3 a b)).
  pose proof (use_s36 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s32_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s32_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s32_c26_R1 a b)).
  pose proof (use_s18 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s32_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s32_c26_R1 a b))) as Ho3.
  rewrite (s31_p8 Ho0 ltac:(zlia)).
  rewrite (s32_p2 Ho1 ltac:(zlia)).
  rewrite (s36_p4 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s18_p2 Ho3 ltac:(zlia)).
    rewrite (s18_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s18_p3 Ho3 ltac:(zlia)).
    rewrite (s18_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s32_c27_L (a b c : nat) : lmoves (s32_board (2 + a) (2 + b) (2 + c)) = [s31_board (1 + a) 0 (3 + b) (2 + c); s32_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, s32_board, strip. tf_options. Qed.
Lemma s32_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s41_board (2 + a) (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s41_board; strip_board_eq | strip_offset]. Qed.
Lemma s32_c27_R (a b c : nat) : rmoves (s32_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a F _ T^b _ T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s32_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s32_board (2 + a) (2 + b) (2 + c) -> fst (s32_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s32_q2] in Hc |- *.
  rewrite tf_game_eq, (s32_c27_L a b c), (s32_c27_R a b c); cbn [map].
  pose proof (use_s31 IH (1 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s32_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s32_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s32_c27_L3 a b c)).
  pose proof (use_s41 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s32_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s32_c27_L3 a b c))) as Ho2.
  rewrite (s31_p8 Ho0 ltac:(zlia)).
  rewrite (s32_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s41_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s41_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s33_c1_L : lmoves (s33_board 0 0 0 0) = [].
Proof. unfold s33_board. tf_options. Qed.
Lemma s33_c1_R : rmoves (s33_board 0 0 0 0) = [strip [(0, 1); (3, 1)] ([]) []; strip [(1, 1); (1, 1)] ([E]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c1_R1 : tf_norm (strip [(0, 1); (3, 1)] ([]) []) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(0, 1); (3, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s33_c1_R2 : tf_norm (strip [(1, 1); (1, 1)] ([E]) []) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==0 && c==0 && d==0 *)
Lemma s33_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 0 0 0 -> fst (s33_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q1] in Hc |- *.
  rewrite tf_game_eq, (s33_c1_L), (s33_c1_R); cbn [map].
  rewrite (tf_norm_blank (s33_c1_R1)).
  rewrite (tf_norm_blank (s33_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c2_L : lmoves (s33_board 0 0 0 1) = [].
Proof. unfold s33_board. tf_options. Qed.
Lemma s33_c2_R : rmoves (s33_board 0 0 0 1) = [strip [(0, 1)] ([E; E; E; T; F]) []; strip [(1, 1); (1, 1)] ([]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c2_R1 : tf_norm (strip [(0, 1)] ([E; E; E; T; F]) []) (s13_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; E; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c2_R2 : tf_norm (strip [(1, 1); (1, 1)] ([]) [(1, 1)]) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==0 && c==0 && d==1 *)
Lemma s33_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 0 0 1 -> fst (s33_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q2] in Hc |- *.
  rewrite tf_game_eq, (s33_c2_L), (s33_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s33_c2_R1)).
  pose proof (use_s13 IH 0 1 (opt_norm_r _ _ _ _ _ (s33_c2_R) ltac:(cbn [In]; left; reflexivity) (s33_c2_R1))) as Ho0.
  rewrite (tf_norm_blank (s33_c2_R2)).
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c3_L (d : nat) : lmoves (s33_board 0 0 0 (2 + d)) = [].
Proof. unfold s33_board. tf_options. Qed.
Lemma s33_c3_R (d : nat) : rmoves (s33_board 0 0 0 (2 + d)) = [strip [(0, 1)] (E :: E :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c3_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: E :: repeat T (2 + d) ++ [F]) []) (s13_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s33_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s33_board 0 0 0 (2 + d) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c3_L d), (s33_c3_R d); cbn [map].
  rewrite (tf_norm_game0 (s33_c3_R1 d)).
  pose proof (use_s13 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s33_c3_R d) ltac:(cbn [In]; left; reflexivity) (s33_c3_R1 d))) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c4_L : lmoves (s33_board 0 0 1 0) = [strip [(1, 1)] ([E; T; E; F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c4_L1 : tf_norm (strip [(1, 1)] ([E; T; E; F]) []) (s14_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c4_R : rmoves (s33_board 0 0 1 0) = [strip [(0, 1)] ([E; T; E; E; F]) []; strip [(1, 1)] ([T; E; F; E]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c4_R1 : tf_norm (strip [(0, 1)] ([E; T; E; E; F]) []) (s15_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c4_R2 : tf_norm (strip [(1, 1)] ([T; E; F; E]) []) (s12_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==0 && c==1 && d==0 *)
Lemma s33_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 0 1 0 -> fst (s33_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q4] in Hc |- *.
  rewrite tf_game_eq, (s33_c4_L), (s33_c4_R); cbn [map].
  rewrite (tf_norm_game (s33_c4_L1)).
  pose proof (use_s14 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s33_c4_L) ltac:(cbn [In]; left; reflexivity) (s33_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s33_c4_R1)).
  pose proof (use_s15 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s33_c4_R) ltac:(cbn [In]; left; reflexivity) (s33_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s33_c4_R2)).
  pose proof (use_s12 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s33_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c4_R2))) as Ho2.
  rewrite (s14_p1 Ho0 ltac:(zlia)).
  rewrite (s14_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s12_p3 Ho2 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c5_L : lmoves (s33_board 0 0 1 1) = [strip [(1, 1)] ([E; T; E; T; F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c5_L1 : tf_norm (strip [(1, 1)] ([E; T; E; T; F]) []) (s14_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c5_R : rmoves (s33_board 0 0 1 1) = [strip [(0, 1)] ([E; T; E; E; T; F]) []; strip [(1, 1)] ([T; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; F]) []) (s15_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c5_R2 : tf_norm (strip [(1, 1)] ([T; E; F]) [(1, 1)]) (s12_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==0 && c==1 && d==1 *)
Lemma s33_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 0 1 1 -> fst (s33_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q7] in Hc |- *.
  rewrite tf_game_eq, (s33_c5_L), (s33_c5_R); cbn [map].
  rewrite (tf_norm_game (s33_c5_L1)).
  pose proof (use_s14 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s33_c5_L) ltac:(cbn [In]; left; reflexivity) (s33_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s33_c5_R1)).
  pose proof (use_s15 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s33_c5_R) ltac:(cbn [In]; left; reflexivity) (s33_c5_R1))) as Ho1.
  rewrite (tf_norm_game0 (s33_c5_R2)).
  pose proof (use_s12 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s33_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c5_R2))) as Ho2.
  rewrite (s14_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s12_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c6_L (d : nat) : lmoves (s33_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c6_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F]) []) (s14_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c6_R (d : nat) : rmoves (s33_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: E :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: E :: repeat T (2 + d) ++ [F]) []) (s15_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s33_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s33_board 0 0 1 (2 + d) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c6_L d), (s33_c6_R d); cbn [map].
  rewrite (tf_norm_game (s33_c6_L1 d)).
  pose proof (use_s14 IH 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s33_c6_L d) ltac:(cbn [In]; left; reflexivity) (s33_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s33_c6_R1 d)).
  pose proof (use_s15 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s33_c6_R d) ltac:(cbn [In]; left; reflexivity) (s33_c6_R1 d))) as Ho1.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c7_L (c : nat) : lmoves (s33_board 0 0 (2 + c) 0) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c7_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; F]) []) (s16_board 0 (1 + c) 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c7_R (c : nat) : rmoves (s33_board 0 0 (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c7_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; F]) []) (s15_board 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c7_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E]) []) (s12_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==0 && c>=2 && d==0 *)
Lemma s33_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 0 0 (2 + c) 0 -> fst (s33_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s33_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q4] in Hc |- *.
  rewrite tf_game_eq, (s33_c7_L c), (s33_c7_R c); cbn [map].
  rewrite (tf_norm_game (s33_c7_L1 c)).
  pose proof (use_s16 IH 0 (1 + c) 1 0 (opt_norm_l _ _ _ _ _ (s33_c7_L c) ltac:(cbn [In]; left; reflexivity) (s33_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s33_c7_R1 c)).
  pose proof (use_s15 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s33_c7_R c) ltac:(cbn [In]; left; reflexivity) (s33_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s33_c7_R2 c)).
  pose proof (use_s12 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s33_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c7_R2 c))) as Ho2.
  rewrite (s16_p15 Ho0 ltac:(zlia)).
  rewrite (s16_p15_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s12_p3 Ho2 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c8_L (c : nat) : lmoves (s33_board 0 0 (2 + c) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; T; F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c8_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; T; F]) []) (s16_board 0 (1 + c) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c8_R (c : nat) : rmoves (s33_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; T; F]) []) (s15_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c8_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s12_board 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s33_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 0 0 (2 + c) 1 -> fst (s33_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s33_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q7] in Hc |- *.
  rewrite tf_game_eq, (s33_c8_L c), (s33_c8_R c); cbn [map].
  rewrite (tf_norm_game (s33_c8_L1 c)).
  pose proof (use_s16 IH 0 (1 + c) 1 1 (opt_norm_l _ _ _ _ _ (s33_c8_L c) ltac:(cbn [In]; left; reflexivity) (s33_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s33_c8_R1 c)).
  pose proof (use_s15 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s33_c8_R c) ltac:(cbn [In]; left; reflexivity) (s33_c8_R1 c))) as Ho1.
  rewrite (tf_norm_game0 (s33_c8_R2 c)).
  pose proof (use_s12 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s33_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c8_R2 c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s16_p10 Ho0 ltac:(zlia)).
    rewrite (s16_p10_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s15_p3 Ho1 ltac:(zlia)).
    rewrite (s12_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s16_p16 Ho0 ltac:(zlia)).
    rewrite (s16_p16_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s15_p3 Ho1 ltac:(zlia)).
    rewrite (s12_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s33_c9_L (c d : nat) : lmoves (s33_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c9_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 (1 + c) 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c9_R (c d : nat) : rmoves (s33_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) []) (s15_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s33_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s33_board 0 0 (2 + c) (2 + d) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c9_L c d), (s33_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s33_c9_L1 c d)).
  pose proof (use_s16 IH 0 (1 + c) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s33_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s33_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s33_c9_R1 c d)).
  pose proof (use_s15 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s33_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s33_c9_R1 c d))) as Ho1.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c10_L : lmoves (s33_board 0 1 0 0) = [strip [(2, 1)] ([T; E; F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c10_L1 : tf_norm (strip [(2, 1)] ([T; E; F]) []) (s14_board 0 1 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c10_R : rmoves (s33_board 0 1 0 0) = [strip [(0, 1)] ([T; E; E; E; F]) []; s31_board 0 1 0 0].
Proof. unfold s31_board, s33_board, strip. tf_options. Qed.
Lemma s33_c10_R1 : tf_norm (strip [(0, 1)] ([T; E; E; E; F]) []) (s13_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==1 && c==0 && d==0 *)
Lemma s33_c10_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 1 0 0 -> fst (s33_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q5] in Hc |- *.
  rewrite tf_game_eq, (s33_c10_L), (s33_c10_R); cbn [map].
  rewrite (tf_norm_game (s33_c10_L1)).
  pose proof (use_s14 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s33_c10_L) ltac:(cbn [In]; left; reflexivity) (s33_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s33_c10_R1)).
  pose proof (use_s13 IH 1 0 (opt_norm_r _ _ _ _ _ (s33_c10_R) ltac:(cbn [In]; left; reflexivity) (s33_c10_R1))) as Ho1.
  pose proof (use_s31 IH 0 1 0 0 (opt_r _ _ _ (s33_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s14_p1 Ho0 ltac:(zlia)).
  rewrite (s14_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s33_c11_L : lmoves (s33_board 0 1 0 1) = [strip [(2, 1)] ([T; E; T; F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c11_L1 : tf_norm (strip [(2, 1)] ([T; E; T; F]) []) (s14_board 0 1 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c11_R : rmoves (s33_board 0 1 0 1) = [strip [(0, 1)] ([T; E; E; E; T; F]) []; strip [] ([E; T; F; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; E; E; T; F]) []) (s13_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c11_R2 : tf_norm (strip [] ([E; T; F; E; F]) [(1, 1)]) (s31_board 0 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==1 && c==0 && d==1 *)
Lemma s33_c11_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 1 0 1 -> fst (s33_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q6] in Hc |- *.
  rewrite tf_game_eq, (s33_c11_L), (s33_c11_R); cbn [map].
  rewrite (tf_norm_game (s33_c11_L1)).
  pose proof (use_s14 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s33_c11_L) ltac:(cbn [In]; left; reflexivity) (s33_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s33_c11_R1)).
  pose proof (use_s13 IH 1 1 (opt_norm_r _ _ _ _ _ (s33_c11_R) ltac:(cbn [In]; left; reflexivity) (s33_c11_R1))) as Ho1.
  rewrite (tf_norm_game (s33_c11_R2)).
  pose proof (use_s31 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s33_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c11_R2))) as Ho2.
  rewrite (s14_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s33_c12_L (d : nat) : lmoves (s33_board 0 1 0 (2 + d)) = [strip [(2, 1)] (T :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c12_L1 (d : nat) : tf_norm (strip [(2, 1)] (T :: E :: repeat T (2 + d) ++ [F]) []) (s14_board 0 1 (2 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c12_R (d : nat) : rmoves (s33_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: E :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: E :: repeat T (2 + d) ++ [F]) []) (s13_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s33_c12_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s33_board 0 1 0 (2 + d) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c12_L d), (s33_c12_R d); cbn [map].
  rewrite (tf_norm_game (s33_c12_L1 d)).
  pose proof (use_s14 IH 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s33_c12_L d) ltac:(cbn [In]; left; reflexivity) (s33_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s33_c12_R1 d)).
  pose proof (use_s13 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s33_c12_R d) ltac:(cbn [In]; left; reflexivity) (s33_c12_R1 d))) as Ho1.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s13_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c13_L : lmoves (s33_board 0 1 1 0) = [s39_board 0 1 0 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c13_R : rmoves (s33_board 0 1 1 0) = [strip [(0, 1)] ([T; E; T; E; E; F]) []; s31_board 0 1 1 0].
Proof. unfold s31_board, s33_board, strip. tf_options. Qed.
Lemma s33_c13_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; F]) []) (s15_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s33_c13_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 1 1 0 -> fst (s33_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c13_L), (s33_c13_R); cbn [map].
  pose proof (use_s39 IH 0 1 0 1 0 (opt_l _ _ _ (s33_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s33_c13_R1)).
  pose proof (use_s15 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s33_c13_R) ltac:(cbn [In]; left; reflexivity) (s33_c13_R1))) as Ho1.
  pose proof (use_s31 IH 0 1 1 0 (opt_r _ _ _ (s33_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s39_p6 Ho0 ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c14_L : lmoves (s33_board 0 1 1 1) = [s39_board 0 1 0 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c14_R : rmoves (s33_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; E; E; T; F]) []; strip [] ([E; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; T; F]) []) (s15_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c14_R2 : tf_norm (strip [] ([E; T; F; T; E; F]) [(1, 1)]) (s31_board 0 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s33_c14_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 1 1 1 -> fst (s33_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c14_L), (s33_c14_R); cbn [map].
  pose proof (use_s39 IH 0 1 0 1 1 (opt_l _ _ _ (s33_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s33_c14_R1)).
  pose proof (use_s15 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s33_c14_R) ltac:(cbn [In]; left; reflexivity) (s33_c14_R1))) as Ho1.
  rewrite (tf_norm_game (s33_c14_R2)).
  pose proof (use_s31 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s33_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c14_R2))) as Ho2.
  rewrite (s39_p25 Ho0 ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c15_L (d : nat) : lmoves (s33_board 0 1 1 (2 + d)) = [s39_board 0 1 0 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c15_R (d : nat) : rmoves (s33_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F]) []) (s15_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s33_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s33_board 0 1 1 (2 + d) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c15_L d), (s33_c15_R d); cbn [map].
  pose proof (use_s39 IH 0 1 0 1 (2 + d) (opt_l _ _ _ (s33_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s33_c15_R1 d)).
  pose proof (use_s15 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s33_c15_R d) ltac:(cbn [In]; left; reflexivity) (s33_c15_R1 d))) as Ho1.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c16_L (c : nat) : lmoves (s33_board 0 1 (2 + c) 0) = [s39_board 0 1 (1 + c) 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c16_R (c : nat) : rmoves (s33_board 0 1 (2 + c) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; F]) []; s31_board 0 1 (2 + c) 0].
Proof. unfold s31_board, s33_board, strip. tf_options. Qed.
Lemma s33_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; F]) []) (s15_board 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s33_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 0 1 (2 + c) 0 -> fst (s33_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s33_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c16_L c), (s33_c16_R c); cbn [map].
  pose proof (use_s39 IH 0 1 (1 + c) 1 0 (opt_l _ _ _ (s33_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s33_c16_R1 c)).
  pose proof (use_s15 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s33_c16_R c) ltac:(cbn [In]; left; reflexivity) (s33_c16_R1 c))) as Ho1.
  pose proof (use_s31 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s33_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c17_L (c : nat) : lmoves (s33_board 0 1 (2 + c) 1) = [s39_board 0 1 (1 + c) 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c17_R (c : nat) : rmoves (s33_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) (s15_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s33_c17_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s31_board 0 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s33_c17_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 0 1 (2 + c) 1 -> fst (s33_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s33_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c17_L c), (s33_c17_R c); cbn [map].
  pose proof (use_s39 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s33_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s33_c17_R1 c)).
  pose proof (use_s15 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s33_c17_R c) ltac:(cbn [In]; left; reflexivity) (s33_c17_R1 c))) as Ho1.
  rewrite (tf_norm_game (s33_c17_R2 c)).
  pose proof (use_s31 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s33_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c17_R2 c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p29 Ho0 ltac:(zlia)).
    rewrite (s15_p3 Ho1 ltac:(zlia)).
    rewrite (s31_p9 Ho2 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s39_p35 Ho0 ltac:(zlia)).
    rewrite (s15_p3 Ho1 ltac:(zlia)).
    rewrite (s31_p9 Ho2 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s33_c18_L (c d : nat) : lmoves (s33_board 0 1 (2 + c) (2 + d)) = [s39_board 0 1 (1 + c) 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c18_R (c d : nat) : rmoves (s33_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) []) (s15_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s33_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s33_board 0 1 (2 + c) (2 + d) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c18_L c d), (s33_c18_R c d); cbn [map].
  pose proof (use_s39 IH 0 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s33_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s33_c18_R1 c d)).
  pose proof (use_s15 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s33_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s33_c18_R1 c d))) as Ho1.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c19_L (b : nat) : lmoves (s33_board 0 (2 + b) 0 0) = [s30_board 0 (1 + b) 0 1 0].
Proof. unfold s30_board, s33_board. tf_options. Qed.
Lemma s33_c19_R (b : nat) : rmoves (s33_board 0 (2 + b) 0 0) = [s31_board 0 (2 + b) 0 0].
Proof. unfold s31_board, s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b>=2 && c==0 && d==0 *)
Lemma s33_c19_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 0 0 -> fst (s33_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q12] in Hc |- *.
  rewrite tf_game_eq, (s33_c19_L b), (s33_c19_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 1 0 (opt_l _ _ _ (s33_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s33_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c19_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 0 0 -> fst (s33_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q16] in Hc |- *.
  rewrite tf_game_eq, (s33_c19_L b), (s33_c19_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 1 0 (opt_l _ _ _ (s33_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s33_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s30_p55 Ho0 ltac:(zlia)).
  rewrite (s31_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c19_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 0 0 -> fst (s33_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q18] in Hc |- *.
  rewrite tf_game_eq, (s33_c19_L b), (s33_c19_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 1 0 (opt_l _ _ _ (s33_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s33_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s30_p69 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s31_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s31_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s33_c20_L (b : nat) : lmoves (s33_board 0 (2 + b) 0 1) = [s30_board 0 (1 + b) 0 1 1].
Proof. unfold s30_board, s33_board. tf_options. Qed.
Lemma s33_c20_R (b : nat) : rmoves (s33_board 0 (2 + b) 0 1) = [strip [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c20_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s31_board 0 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s33_c20_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 0 1 -> fst (s33_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q15] in Hc |- *.
  rewrite tf_game_eq, (s33_c20_L b), (s33_c20_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 1 1 (opt_l _ _ _ (s33_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s33_c20_R1 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s33_c20_R b) ltac:(cbn [In]; left; reflexivity) (s33_c20_R1 b))) as Ho1.
  rewrite (s30_p36 Ho0 ltac:(zlia)).
  rewrite (s31_p10 Ho1 ltac:(zlia)).
  rewrite (s31_p10_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c20_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 0 1 -> fst (s33_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q17] in Hc |- *.
  rewrite tf_game_eq, (s33_c20_L b), (s33_c20_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 1 1 (opt_l _ _ _ (s33_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s33_c20_R1 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s33_c20_R b) ltac:(cbn [In]; left; reflexivity) (s33_c20_R1 b))) as Ho1.
  rewrite (s30_p57 Ho0 ltac:(zlia)).
  rewrite (s31_p11 Ho1 ltac:(zlia)).
  rewrite (s31_p11_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c20_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 0 1 -> fst (s33_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q19] in Hc |- *.
  rewrite tf_game_eq, (s33_c20_L b), (s33_c20_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 1 1 (opt_l _ _ _ (s33_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s33_c20_R1 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s33_c20_R b) ltac:(cbn [In]; left; reflexivity) (s33_c20_R1 b))) as Ho1.
  rewrite (s30_p70 Ho0 ltac:(zlia)).
  rewrite (s31_p12 Ho1 ltac:(zlia)).
  rewrite (s31_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c20_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 0 1 -> fst (s33_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q20] in Hc |- *.
  rewrite tf_game_eq, (s33_c20_L b), (s33_c20_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 1 1 (opt_l _ _ _ (s33_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s33_c20_R1 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s33_c20_R b) ltac:(cbn [In]; left; reflexivity) (s33_c20_R1 b))) as Ho1.
  rewrite (s30_p79 Ho0 ltac:(zlia)).
  rewrite (s31_p13 Ho1 ltac:(zlia)).
  rewrite (s31_p13_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c21_L (b d : nat) : lmoves (s33_board 0 (2 + b) 0 (2 + d)) = [s30_board 0 (1 + b) 0 1 (2 + d)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
Lemma s33_c21_R (b d : nat) : rmoves (s33_board 0 (2 + b) 0 (2 + d)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s33_c21_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s33_board 0 (2 + b) 0 (2 + d) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c21_L b d), (s33_c21_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 1 (2 + d) (opt_l _ _ _ (s33_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s33_c22_L (b : nat) : lmoves (s33_board 0 (2 + b) 1 0) = [s39_board 0 (2 + b) 0 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c22_R (b : nat) : rmoves (s33_board 0 (2 + b) 1 0) = [s31_board 0 (2 + b) 1 0].
Proof. unfold s31_board, s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s33_c22_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 1 0 -> fst (s33_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c22_L b), (s33_c22_R b); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) 0 1 0 (opt_l _ _ _ (s33_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s33_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s39_p21 Ho0 ltac:(zlia)).
    rewrite (s31_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p26 Ho0 ltac:(zlia)).
    rewrite (s31_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p38 Ho0 ltac:(zlia)).
    rewrite (s31_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p40 Ho0 ltac:(zlia)).
    rewrite (s31_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s33_c23_L (b : nat) : lmoves (s33_board 0 (2 + b) 1 1) = [s39_board 0 (2 + b) 0 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c23_R (b : nat) : rmoves (s33_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]) (s31_board 0 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s33_c23_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 1 1 -> fst (s33_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c23_L b), (s33_c23_R b); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) 0 1 1 (opt_l _ _ _ (s33_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s33_c23_R1 b)).
  pose proof (use_s31 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s33_c23_R b) ltac:(cbn [In]; left; reflexivity) (s33_c23_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p27 Ho0 ltac:(zlia)).
    rewrite (s31_p9 Ho1 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p29 Ho0 ltac:(zlia)).
    rewrite (s31_p9 Ho1 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s33_c24_L (b d : nat) : lmoves (s33_board 0 (2 + b) 1 (2 + d)) = [s39_board 0 (2 + b) 0 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c24_R (b d : nat) : rmoves (s33_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s33_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s33_board 0 (2 + b) 1 (2 + d) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c24_L b d), (s33_c24_R b d); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) 0 1 (2 + d) (opt_l _ _ _ (s33_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s33_c25_L (b c : nat) : lmoves (s33_board 0 (2 + b) (2 + c) 0) = [s39_board 0 (2 + b) (1 + c) 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c25_R (b c : nat) : rmoves (s33_board 0 (2 + b) (2 + c) 0) = [s31_board 0 (2 + b) (2 + c) 0].
Proof. unfold s31_board, s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s33_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s33_board 0 (2 + b) (2 + c) 0 -> fst (s33_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s33_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c25_L b c), (s33_c25_R b c); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s33_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s33_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s31_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c26_L (b c : nat) : lmoves (s33_board 0 (2 + b) (2 + c) 1) = [s39_board 0 (2 + b) (1 + c) 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c26_R (b c : nat) : rmoves (s33_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s31_board 0 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s33_c26_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s33_board 0 (2 + b) (2 + c) 1 -> fst (s33_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s33_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c26_L b c), (s33_c26_R b c); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s33_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s33_c26_R1 b c)).
  pose proof (use_s31 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s33_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s33_c26_R1 b c))) as Ho1.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s31_p9 Ho1 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c27_L (b c d : nat) : lmoves (s33_board 0 (2 + b) (2 + c) (2 + d)) = [s39_board 0 (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c27_R (b c d : nat) : rmoves (s33_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s33_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s33_board 0 (2 + b) (2 + c) (2 + d) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c27_L b c d), (s33_c27_R b c d); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s33_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s33_c28_L : lmoves (s33_board 1 0 0 0) = [s33_board 0 1 0 0].
Proof. unfold s33_board. tf_options. Qed.
Lemma s33_c28_R : rmoves (s33_board 1 0 0 0) = [s34_board 1 0; s31_board 1 0 0 0].
Proof. unfold s31_board, s33_board, s34_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==0 && c==0 && d==0 *)
Lemma s33_c28_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 0 0 0 -> fst (s33_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q21] in Hc |- *.
  rewrite tf_game_eq, (s33_c28_L), (s33_c28_R); cbn [map].
  pose proof (use_s33 IH 0 1 0 0 (opt_l _ _ _ (s33_c28_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 0 (opt_r _ _ _ (s33_c28_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 1 0 0 0 (opt_r _ _ _ (s33_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s33_p5 Ho0 ltac:(zlia)).
  rewrite (s34_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c29_L : lmoves (s33_board 1 0 0 1) = [s33_board 0 1 0 1].
Proof. unfold s33_board. tf_options. Qed.
Lemma s33_c29_R : rmoves (s33_board 1 0 0 1) = [s34_board 1 1; strip [] ([T; E; F; E; F]) [(1, 1)]].
Proof. unfold s33_board, s34_board, strip. tf_options. Qed.
Lemma s33_c29_R2 : tf_norm (strip [] ([T; E; F; E; F]) [(1, 1)]) (s31_board 1 0 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==0 && c==0 && d==1 *)
Lemma s33_c29_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 0 0 1 -> fst (s33_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q6] in Hc |- *.
  rewrite tf_game_eq, (s33_c29_L), (s33_c29_R); cbn [map].
  pose proof (use_s33 IH 0 1 0 1 (opt_l _ _ _ (s33_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 1 (opt_r _ _ _ (s33_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c29_R2)).
  pose proof (use_s31 IH 1 0 0 0 (opt_norm_r _ _ _ _ _ (s33_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c29_R2))) as Ho2.
  rewrite (s33_p6 Ho0 ltac:(zlia)).
  rewrite (s34_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p14 Ho2 ltac:(zlia)).
  rewrite (s31_p14_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c30_L (d : nat) : lmoves (s33_board 1 0 0 (2 + d)) = [s33_board 0 1 0 (2 + d)].
Proof. unfold s33_board. tf_options. Qed.
Lemma s33_c30_R (d : nat) : rmoves (s33_board 1 0 0 (2 + d)) = [s34_board 1 (2 + d)].
Proof. unfold s33_board, s34_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==0 && c==0 && d>=2 *)
Lemma s33_c30_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s33_board 1 0 0 (2 + d) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c30_L d), (s33_c30_R d); cbn [map].
  pose proof (use_s33 IH 0 1 0 (2 + d) (opt_l _ _ _ (s33_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 (2 + d) (opt_r _ _ _ (s33_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s34_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c31_L : lmoves (s33_board 1 0 1 0) = [s33_board 0 1 1 0; s39_board 1 0 0 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c31_R : rmoves (s33_board 1 0 1 0) = [s36_board 1 1 0; s31_board 1 0 1 0].
Proof. unfold s31_board, s33_board, s36_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==0 && c==1 && d==0 *)
Lemma s33_c31_p23 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 0 1 0 -> fst (s33_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q23] in Hc |- *.
  rewrite tf_game_eq, (s33_c31_L), (s33_c31_R); cbn [map].
  pose proof (use_s33 IH 0 1 1 0 (opt_l _ _ _ (s33_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 1 0 (opt_l _ _ _ (s33_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 1 1 0 (opt_r _ _ _ (s33_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 0 1 0 (opt_r _ _ _ (s33_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s39_p42 Ho1 ltac:(zlia)).
  rewrite (s36_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c32_L : lmoves (s33_board 1 0 1 1) = [s33_board 0 1 1 1; s39_board 1 0 0 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c32_R : rmoves (s33_board 1 0 1 1) = [s36_board 1 1 1; strip [] ([T; E; F; T; E; F]) [(1, 1)]].
Proof. unfold s33_board, s36_board, strip. tf_options. Qed.
Lemma s33_c32_R2 : tf_norm (strip [] ([T; E; F; T; E; F]) [(1, 1)]) (s31_board 1 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==0 && c==1 && d==1 *)
Lemma s33_c32_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 0 1 1 -> fst (s33_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q14] in Hc |- *.
  rewrite tf_game_eq, (s33_c32_L), (s33_c32_R); cbn [map].
  pose proof (use_s33 IH 0 1 1 1 (opt_l _ _ _ (s33_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 1 1 (opt_l _ _ _ (s33_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 1 1 1 (opt_r _ _ _ (s33_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s33_c32_R2)).
  pose proof (use_s31 IH 1 0 1 0 (opt_norm_r _ _ _ _ _ (s33_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c32_R2))) as Ho3.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p43 Ho1 ltac:(zlia)).
  rewrite (s36_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  rewrite (s31_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c33_L (d : nat) : lmoves (s33_board 1 0 1 (2 + d)) = [s33_board 0 1 1 (2 + d); s39_board 1 0 0 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c33_R (d : nat) : rmoves (s33_board 1 0 1 (2 + d)) = [s36_board 1 1 (2 + d)].
Proof. unfold s33_board, s36_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s33_c33_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s33_board 1 0 1 (2 + d) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c33_L d), (s33_c33_R d); cbn [map].
  pose proof (use_s33 IH 0 1 1 (2 + d) (opt_l _ _ _ (s33_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 1 (2 + d) (opt_l _ _ _ (s33_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 1 1 (2 + d) (opt_r _ _ _ (s33_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c34_L (c : nat) : lmoves (s33_board 1 0 (2 + c) 0) = [s33_board 0 1 (2 + c) 0; s39_board 1 0 (1 + c) 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c34_R (c : nat) : rmoves (s33_board 1 0 (2 + c) 0) = [s36_board 1 (2 + c) 0; s31_board 1 0 (2 + c) 0].
Proof. unfold s31_board, s33_board, s36_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==0 && c>=2 && d==0 *)
Lemma s33_c34_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 1 0 (2 + c) 0 -> fst (s33_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s33_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q23] in Hc |- *.
  rewrite tf_game_eq, (s33_c34_L c), (s33_c34_R c); cbn [map].
  pose proof (use_s33 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s33_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 (1 + c) 1 0 (opt_l _ _ _ (s33_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 1 (2 + c) 0 (opt_r _ _ _ (s33_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 0 (2 + c) 0 (opt_r _ _ _ (s33_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s39_p50 Ho1 ltac:(zlia)).
  rewrite (s36_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c35_L (c : nat) : lmoves (s33_board 1 0 (2 + c) 1) = [s33_board 0 1 (2 + c) 1; s39_board 1 0 (1 + c) 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c35_R (c : nat) : rmoves (s33_board 1 0 (2 + c) 1) = [s36_board 1 (2 + c) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s33_board, s36_board, strip. tf_options. Qed.
Lemma s33_c35_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s31_board 1 0 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s33_c35_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 1 0 (2 + c) 1 -> fst (s33_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s33_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q14] in Hc |- *.
  rewrite tf_game_eq, (s33_c35_L c), (s33_c35_R c); cbn [map].
  pose proof (use_s33 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s33_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 (1 + c) 1 1 (opt_l _ _ _ (s33_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 1 (2 + c) 1 (opt_r _ _ _ (s33_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s33_c35_R2 c)).
  pose proof (use_s31 IH 1 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s33_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c35_R2 c))) as Ho3.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p45 Ho1 ltac:(zlia)).
  rewrite (s36_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  rewrite (s31_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c36_L (c d : nat) : lmoves (s33_board 1 0 (2 + c) (2 + d)) = [s33_board 0 1 (2 + c) (2 + d); s39_board 1 0 (1 + c) 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c36_R (c d : nat) : rmoves (s33_board 1 0 (2 + c) (2 + d)) = [s36_board 1 (2 + c) (2 + d)].
Proof. unfold s33_board, s36_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s33_c36_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s33_board 1 0 (2 + c) (2 + d) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c36_L c d), (s33_c36_R c d); cbn [map].
  pose proof (use_s33 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s33_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 (1 + c) 1 (2 + d) (opt_l _ _ _ (s33_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s33_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c37_L : lmoves (s33_board 1 1 0 0) = [s33_board 0 2 0 0; s28_board 1 0 1 0].
Proof. unfold s28_board, s33_board. tf_options. Qed.
Lemma s33_c37_R : rmoves (s33_board 1 1 0 0) = [s37_board 1 0; s31_board 1 1 0 0].
Proof. unfold s31_board, s33_board, s37_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==1 && c==0 && d==0 *)
Lemma s33_c37_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 1 0 0 -> fst (s33_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q8] in Hc |- *.
  rewrite tf_game_eq, (s33_c37_L), (s33_c37_R); cbn [map].
  pose proof (use_s33 IH 0 2 0 0 (opt_l _ _ _ (s33_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 1 0 (opt_l _ _ _ (s33_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 0 (opt_r _ _ _ (s33_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 1 0 0 (opt_r _ _ _ (s33_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p12 Ho0 ltac:(zlia)).
  rewrite (s28_p32 Ho1 ltac:(zlia)).
  rewrite (s37_p1 Ho2 ltac:(zlia)).
  rewrite (s31_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s33_c38_L : lmoves (s33_board 1 1 0 1) = [s33_board 0 2 0 1; s28_board 1 0 1 1].
Proof. unfold s28_board, s33_board. tf_options. Qed.
Lemma s33_c38_R : rmoves (s33_board 1 1 0 1) = [s37_board 1 1; strip [] ([T; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s33_board, s37_board, strip. tf_options. Qed.
Lemma s33_c38_R2 : tf_norm (strip [] ([T; E; T; F; E; F]) [(1, 1)]) (s31_board 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==1 && c==0 && d==1 *)
Lemma s33_c38_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 1 0 1 -> fst (s33_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q10] in Hc |- *.
  rewrite tf_game_eq, (s33_c38_L), (s33_c38_R); cbn [map].
  pose proof (use_s33 IH 0 2 0 1 (opt_l _ _ _ (s33_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 1 1 (opt_l _ _ _ (s33_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 1 (opt_r _ _ _ (s33_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s33_c38_R2)).
  pose proof (use_s31 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s33_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c38_R2))) as Ho3.
  rewrite (s33_p15 Ho0 ltac:(zlia)).
  rewrite (s28_p25 Ho1 ltac:(zlia)).
  rewrite (s37_p1 Ho2 ltac:(zlia)).
  rewrite (s31_p16 Ho3 ltac:(zlia)).
  rewrite (s31_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s33_c39_L (d : nat) : lmoves (s33_board 1 1 0 (2 + d)) = [s33_board 0 2 0 (2 + d); s28_board 1 0 1 (2 + d)].
Proof. unfold s28_board, s33_board. tf_options. Qed.
Lemma s33_c39_R (d : nat) : rmoves (s33_board 1 1 0 (2 + d)) = [s37_board 1 (2 + d)].
Proof. unfold s33_board, s37_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s33_c39_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s33_board 1 1 0 (2 + d) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c39_L d), (s33_c39_R d); cbn [map].
  pose proof (use_s33 IH 0 2 0 (2 + d) (opt_l _ _ _ (s33_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 1 (2 + d) (opt_l _ _ _ (s33_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH 1 (2 + d) (opt_r _ _ _ (s33_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  rewrite (s37_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c40_L : lmoves (s33_board 1 1 1 0) = [s33_board 0 2 1 0; s39_board 1 1 0 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c40_R : rmoves (s33_board 1 1 1 0) = [s42_board 1 1 0; s31_board 1 1 1 0].
Proof. unfold s31_board, s33_board, s42_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s33_c40_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 1 1 0 -> fst (s33_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c40_L), (s33_c40_R); cbn [map].
  pose proof (use_s33 IH 0 2 1 0 (opt_l _ _ _ (s33_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 0 1 0 (opt_l _ _ _ (s33_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH 1 1 0 (opt_r _ _ _ (s33_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 1 1 0 (opt_r _ _ _ (s33_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s42_p4 Ho2 ltac:(zlia)).
  rewrite (s31_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c41_L : lmoves (s33_board 1 1 1 1) = [s33_board 0 2 1 1; s39_board 1 1 0 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c41_R : rmoves (s33_board 1 1 1 1) = [s42_board 1 1 1; strip [] ([T; E; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s33_board, s42_board, strip. tf_options. Qed.
Lemma s33_c41_R2 : tf_norm (strip [] ([T; E; T; F; T; E; F]) [(1, 1)]) (s31_board 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s33_c41_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 1 1 1 -> fst (s33_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c41_L), (s33_c41_R); cbn [map].
  pose proof (use_s33 IH 0 2 1 1 (opt_l _ _ _ (s33_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 0 1 1 (opt_l _ _ _ (s33_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH 1 1 1 (opt_r _ _ _ (s33_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s33_c41_R2)).
  pose proof (use_s31 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s33_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c41_R2))) as Ho3.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p27 Ho1 ltac:(zlia)).
  rewrite (s42_p4 Ho2 ltac:(zlia)).
  rewrite (s31_p9 Ho3 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c42_L (d : nat) : lmoves (s33_board 1 1 1 (2 + d)) = [s33_board 0 2 1 (2 + d); s39_board 1 1 0 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c42_R (d : nat) : rmoves (s33_board 1 1 1 (2 + d)) = [s42_board 1 1 (2 + d)].
Proof. unfold s33_board, s42_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s33_c42_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s33_board 1 1 1 (2 + d) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c42_L d), (s33_c42_R d); cbn [map].
  pose proof (use_s33 IH 0 2 1 (2 + d) (opt_l _ _ _ (s33_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 0 1 (2 + d) (opt_l _ _ _ (s33_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH 1 1 (2 + d) (opt_r _ _ _ (s33_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s42_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c43_L (c : nat) : lmoves (s33_board 1 1 (2 + c) 0) = [s33_board 0 2 (2 + c) 0; s39_board 1 1 (1 + c) 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c43_R (c : nat) : rmoves (s33_board 1 1 (2 + c) 0) = [s42_board 1 (2 + c) 0; s31_board 1 1 (2 + c) 0].
Proof. unfold s31_board, s33_board, s42_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s33_c43_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 1 1 (2 + c) 0 -> fst (s33_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s33_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c43_L c), (s33_c43_R c); cbn [map].
  pose proof (use_s33 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s33_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (1 + c) 1 0 (opt_l _ _ _ (s33_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH 1 (2 + c) 0 (opt_r _ _ _ (s33_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s33_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s39_p12 Ho1 ltac:(zlia)).
  rewrite (s42_p4 Ho2 ltac:(zlia)).
  rewrite (s31_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c44_L (c : nat) : lmoves (s33_board 1 1 (2 + c) 1) = [s33_board 0 2 (2 + c) 1; s39_board 1 1 (1 + c) 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c44_R (c : nat) : rmoves (s33_board 1 1 (2 + c) 1) = [s42_board 1 (2 + c) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s33_board, s42_board, strip. tf_options. Qed.
Lemma s33_c44_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s31_board 1 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s33_c44_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 1 1 (2 + c) 1 -> fst (s33_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s33_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c44_L c), (s33_c44_R c); cbn [map].
  pose proof (use_s33 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s33_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (1 + c) 1 1 (opt_l _ _ _ (s33_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH 1 (2 + c) 1 (opt_r _ _ _ (s33_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s33_c44_R2 c)).
  pose proof (use_s31 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s33_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c44_R2 c))) as Ho3.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s42_p4 Ho2 ltac:(zlia)).
  rewrite (s31_p9 Ho3 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c45_L (c d : nat) : lmoves (s33_board 1 1 (2 + c) (2 + d)) = [s33_board 0 2 (2 + c) (2 + d); s39_board 1 1 (1 + c) 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c45_R (c d : nat) : rmoves (s33_board 1 1 (2 + c) (2 + d)) = [s42_board 1 (2 + c) (2 + d)].
Proof. unfold s33_board, s42_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s33_c45_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s33_board 1 1 (2 + c) (2 + d) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c45_L c d), (s33_c45_R c d); cbn [map].
  pose proof (use_s33 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s33_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s33_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s33_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s42_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c46_L (b : nat) : lmoves (s33_board 1 (2 + b) 0 0) = [s33_board 0 (3 + b) 0 0; s30_board 1 (1 + b) 0 1 0].
Proof. unfold s30_board, s33_board. tf_options. Qed.
Lemma s33_c46_R (b : nat) : rmoves (s33_board 1 (2 + b) 0 0) = [s31_board 1 (2 + b) 0 0].
Proof. unfold s31_board, s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b>=2 && c==0 && d==0 *)
Lemma s33_c46_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 0 0 -> fst (s33_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q18] in Hc |- *.
  rewrite tf_game_eq, (s33_c46_L b), (s33_c46_R b); cbn [map].
  pose proof (use_s33 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s33_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 1 0 (opt_l _ _ _ (s33_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s33_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p18 Ho0 ltac:(zlia)).
  rewrite (s30_p69 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s31_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s31_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s33_c46_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 0 0 -> fst (s33_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q24] in Hc |- *.
  rewrite tf_game_eq, (s33_c46_L b), (s33_c46_R b); cbn [map].
  pose proof (use_s33 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s33_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 1 0 (opt_l _ _ _ (s33_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s33_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c47_L (b : nat) : lmoves (s33_board 1 (2 + b) 0 1) = [s33_board 0 (3 + b) 0 1; s30_board 1 (1 + b) 0 1 1].
Proof. unfold s30_board, s33_board. tf_options. Qed.
Lemma s33_c47_R (b : nat) : rmoves (s33_board 1 (2 + b) 0 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c47_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s31_board 1 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s33_c47_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 0 1 -> fst (s33_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q20] in Hc |- *.
  rewrite tf_game_eq, (s33_c47_L b), (s33_c47_R b); cbn [map].
  pose proof (use_s33 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s33_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 1 1 (opt_l _ _ _ (s33_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c47_R1 b)).
  pose proof (use_s31 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s33_c47_R b) ltac:(cbn [In]; left; reflexivity) (s33_c47_R1 b))) as Ho2.
  rewrite (s33_p20 Ho0 ltac:(zlia)).
  rewrite (s30_p79 Ho1 ltac:(zlia)).
  rewrite (s31_p13 Ho2 ltac:(zlia)).
  rewrite (s31_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c47_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 0 1 -> fst (s33_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q25] in Hc |- *.
  rewrite tf_game_eq, (s33_c47_L b), (s33_c47_R b); cbn [map].
  pose proof (use_s33 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s33_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 1 1 (opt_l _ _ _ (s33_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c47_R1 b)).
  pose proof (use_s31 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s33_c47_R b) ltac:(cbn [In]; left; reflexivity) (s33_c47_R1 b))) as Ho2.
  rewrite (s33_p17 Ho0 ltac:(zlia)).
  rewrite (s30_p62 Ho1 ltac:(zlia)).
  rewrite (s31_p17 Ho2 ltac:(zlia)).
  rewrite (s31_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c47_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 0 1 -> fst (s33_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q26] in Hc |- *.
  rewrite tf_game_eq, (s33_c47_L b), (s33_c47_R b); cbn [map].
  pose proof (use_s33 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s33_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 1 1 (opt_l _ _ _ (s33_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c47_R1 b)).
  pose proof (use_s31 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s33_c47_R b) ltac:(cbn [In]; left; reflexivity) (s33_c47_R1 b))) as Ho2.
  rewrite (s33_p19 Ho0 ltac:(zlia)).
  rewrite (s30_p104 Ho1 ltac:(zlia)).
  rewrite (s31_p18 Ho2 ltac:(zlia)).
  rewrite (s31_p18_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c48_L (b d : nat) : lmoves (s33_board 1 (2 + b) 0 (2 + d)) = [s33_board 0 (3 + b) 0 (2 + d); s30_board 1 (1 + b) 0 1 (2 + d)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
Lemma s33_c48_R (b d : nat) : rmoves (s33_board 1 (2 + b) 0 (2 + d)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s33_c48_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s33_board 1 (2 + b) 0 (2 + d) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c48_L b d), (s33_c48_R b d); cbn [map].
  pose proof (use_s33 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s33_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 1 (2 + d) (opt_l _ _ _ (s33_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s33_c49_L (b : nat) : lmoves (s33_board 1 (2 + b) 1 0) = [s33_board 0 (3 + b) 1 0; s39_board 1 (2 + b) 0 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c49_R (b : nat) : rmoves (s33_board 1 (2 + b) 1 0) = [s31_board 1 (2 + b) 1 0].
Proof. unfold s31_board, s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s33_c49_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 1 0 -> fst (s33_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c49_L b), (s33_c49_R b); cbn [map].
  pose proof (use_s33 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s33_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) 0 1 0 (opt_l _ _ _ (s33_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s33_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s39_p21 Ho1 ltac:(zlia)).
    rewrite (s31_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p40 Ho1 ltac:(zlia)).
    rewrite (s31_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p53 Ho1 ltac:(zlia)).
    rewrite (s31_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s33_c50_L (b : nat) : lmoves (s33_board 1 (2 + b) 1 1) = [s33_board 0 (3 + b) 1 1; s39_board 1 (2 + b) 0 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c50_R (b : nat) : rmoves (s33_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]) (s31_board 1 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s33_c50_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 1 1 -> fst (s33_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c50_L b), (s33_c50_R b); cbn [map].
  pose proof (use_s33 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s33_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) 0 1 1 (opt_l _ _ _ (s33_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c50_R1 b)).
  pose proof (use_s31 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s33_c50_R b) ltac:(cbn [In]; left; reflexivity) (s33_c50_R1 b))) as Ho2.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c51_L (b d : nat) : lmoves (s33_board 1 (2 + b) 1 (2 + d)) = [s33_board 0 (3 + b) 1 (2 + d); s39_board 1 (2 + b) 0 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c51_R (b d : nat) : rmoves (s33_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s33_c51_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s33_board 1 (2 + b) 1 (2 + d) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c51_L b d), (s33_c51_R b d); cbn [map].
  pose proof (use_s33 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s33_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) 0 1 (2 + d) (opt_l _ _ _ (s33_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s33_c52_L (b c : nat) : lmoves (s33_board 1 (2 + b) (2 + c) 0) = [s33_board 0 (3 + b) (2 + c) 0; s39_board 1 (2 + b) (1 + c) 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c52_R (b c : nat) : rmoves (s33_board 1 (2 + b) (2 + c) 0) = [s31_board 1 (2 + b) (2 + c) 0].
Proof. unfold s31_board, s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s33_c52_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s33_board 1 (2 + b) (2 + c) 0 -> fst (s33_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s33_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c52_L b c), (s33_c52_R b c); cbn [map].
  pose proof (use_s33 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s33_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s33_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s33_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s39_p12 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c53_L (b c : nat) : lmoves (s33_board 1 (2 + b) (2 + c) 1) = [s33_board 0 (3 + b) (2 + c) 1; s39_board 1 (2 + b) (1 + c) 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c53_R (b c : nat) : rmoves (s33_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s31_board 1 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s33_c53_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s33_board 1 (2 + b) (2 + c) 1 -> fst (s33_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s33_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c53_L b c), (s33_c53_R b c); cbn [map].
  pose proof (use_s33 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s33_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s33_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c53_R1 b c)).
  pose proof (use_s31 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s33_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s33_c53_R1 b c))) as Ho2.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c54_L (b c d : nat) : lmoves (s33_board 1 (2 + b) (2 + c) (2 + d)) = [s33_board 0 (3 + b) (2 + c) (2 + d); s39_board 1 (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c54_R (b c d : nat) : rmoves (s33_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s33_c54_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s33_board 1 (2 + b) (2 + c) (2 + d) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c54_L b c d), (s33_c54_R b c d); cbn [map].
  pose proof (use_s33 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s33_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s33_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s33_c55_L (a : nat) : lmoves (s33_board (2 + a) 0 0 0) = [s33_board (1 + a) 1 0 0].
Proof. unfold s33_board. tf_options. Qed.
Lemma s33_c55_R (a : nat) : rmoves (s33_board (2 + a) 0 0 0) = [s34_board (2 + a) 0; s31_board (2 + a) 0 0 0].
Proof. unfold s31_board, s33_board, s34_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==0 && c==0 && d==0 *)
Lemma s33_c55_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 0 0 -> fst (s33_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q22] in Hc |- *.
  rewrite tf_game_eq, (s33_c55_L a), (s33_c55_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 0 0 (opt_l _ _ _ (s33_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 0 (opt_r _ _ _ (s33_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) 0 0 0 (opt_r _ _ _ (s33_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s33_p8 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  rewrite (s31_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c55_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 0 0 -> fst (s33_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q27] in Hc |- *.
  rewrite tf_game_eq, (s33_c55_L a), (s33_c55_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 0 0 (opt_l _ _ _ (s33_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 0 (opt_r _ _ _ (s33_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) 0 0 0 (opt_r _ _ _ (s33_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s33_p8 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  rewrite (s31_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c55_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 0 0 -> fst (s33_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q29] in Hc |- *.
  rewrite tf_game_eq, (s33_c55_L a), (s33_c55_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 0 0 (opt_l _ _ _ (s33_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 0 (opt_r _ _ _ (s33_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) 0 0 0 (opt_r _ _ _ (s33_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s33_p8 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  rewrite (s31_p21 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c55_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 0 0 -> fst (s33_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q31] in Hc |- *.
  rewrite tf_game_eq, (s33_c55_L a), (s33_c55_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 0 0 (opt_l _ _ _ (s33_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 0 (opt_r _ _ _ (s33_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) 0 0 0 (opt_r _ _ _ (s33_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s33_p8 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  rewrite (s31_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c55_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 0 0 -> fst (s33_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q33] in Hc |- *.
  rewrite tf_game_eq, (s33_c55_L a), (s33_c55_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 0 0 (opt_l _ _ _ (s33_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 0 (opt_r _ _ _ (s33_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) 0 0 0 (opt_r _ _ _ (s33_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s33_p8 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  rewrite (s31_p24 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

