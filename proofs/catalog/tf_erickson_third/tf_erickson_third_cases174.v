(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s165_c24_L (c e : nat) : lmoves (s165_board 0 0 (2 + c) 1 (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: T :: F :: repeat T (2 + e) ++ [F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c24_L1 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 0 (1 + c) 2 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: T :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c24_L2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s48_board 0 (2 + c) 1 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c24_R (c e : nat) : rmoves (s165_board 0 0 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c24_R1 (c e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 0 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c24_R2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 (2 + c) 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s165_c24_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 0 0 (2 + c) 1 (2 + e) -> fst (s165_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q17] in Hc |- *.
  rewrite tf_game_eq, (s165_c24_L c e), (s165_c24_R c e); cbn [map].
  rewrite (tf_norm_game (s165_c24_L1 c e)).
  pose proof (use_s82 IH 0 (1 + c) 2 (2 + e) (opt_norm_l _ _ _ _ _ (s165_c24_L c e) ltac:(cbn [In]; left; reflexivity) (s165_c24_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s165_c24_L2 c e)).
  pose proof (use_s48 IH 0 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c24_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c24_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c24_R1 c e)).
  pose proof (use_s82 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c24_R c e) ltac:(cbn [In]; left; reflexivity) (s165_c24_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s165_c24_R2 c e)).
  pose proof (use_s113 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c24_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c24_R2 c e))) as Ho3.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p40 Ho1 ltac:(zlia)).
    rewrite (s48_p40_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p14 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p41 Ho1 ltac:(zlia)).
    rewrite (s48_p41_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p14 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p42 Ho1 ltac:(zlia)).
    rewrite (s48_p42_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p14 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c24_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 0 0 (2 + c) 1 (2 + e) -> fst (s165_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q22] in Hc |- *.
  rewrite tf_game_eq, (s165_c24_L c e), (s165_c24_R c e); cbn [map].
  rewrite (tf_norm_game (s165_c24_L1 c e)).
  pose proof (use_s82 IH 0 (1 + c) 2 (2 + e) (opt_norm_l _ _ _ _ _ (s165_c24_L c e) ltac:(cbn [In]; left; reflexivity) (s165_c24_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s165_c24_L2 c e)).
  pose proof (use_s48 IH 0 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c24_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c24_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c24_R1 c e)).
  pose proof (use_s82 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c24_R c e) ltac:(cbn [In]; left; reflexivity) (s165_c24_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s165_c24_R2 c e)).
  pose proof (use_s113 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c24_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c24_R2 c e))) as Ho3.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s48_p49 Ho1 ltac:(zlia)).
    rewrite (s48_p49_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p17 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p50 Ho1 ltac:(zlia)).
    rewrite (s48_p50_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p17 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s132 *)
Lemma s165_c25_p6 x (Hs132 : s132_claim x) (c d : nat) :
  x = s165_board 0 0 (2 + c) (2 + d) 0 -> fst (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q6] in Hc |- *.
  pose proof (Hs132 0 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c26_L (c d : nat) : lmoves (s165_board 0 0 (2 + c) (2 + d) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c26_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F; E]) []) (s82_board 0 (1 + c) (3 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c26_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s48_board 0 (2 + c) (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c26_R (c d : nat) : rmoves (s165_board 0 0 (2 + c) (2 + d) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c26_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F; E]) []) (s82_board 0 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s165_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s165_board 0 0 (2 + c) (2 + d) 1 -> fst (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q6] in Hc |- *.
  rewrite tf_game_eq, (s165_c26_L c d), (s165_c26_R c d); cbn [map].
  rewrite (tf_norm_game (s165_c26_L1 c d)).
  pose proof (use_s82 IH 0 (1 + c) (3 + d) 1 (opt_norm_l _ _ _ _ _ (s165_c26_L c d) ltac:(cbn [In]; left; reflexivity) (s165_c26_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s165_c26_L2 c d)).
  pose proof (use_s48 IH 0 (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c26_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c26_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s165_c26_R1 c d)).
  pose proof (use_s82 IH 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s165_c26_R c d) ltac:(cbn [In]; left; reflexivity) (s165_c26_R1 c d))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s48_p23 Ho1 ltac:(zlia)).
    rewrite (s48_p23_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p34 Ho1 ltac:(zlia)).
    rewrite (s48_p34_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p43 Ho1 ltac:(zlia)).
    rewrite (s48_p43_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p51 Ho1 ltac:(zlia)).
    rewrite (s48_p51_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c27_L (c d e : nat) : lmoves (s165_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c27_L1 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 0 (1 + c) (3 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c27_L2 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s48_board 0 (2 + c) (2 + d) (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c27_R (c d e : nat) : rmoves (s165_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c27_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 0 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s165_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s165_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q6] in Hc |- *.
  rewrite tf_game_eq, (s165_c27_L c d e), (s165_c27_R c d e); cbn [map].
  rewrite (tf_norm_game (s165_c27_L1 c d e)).
  pose proof (use_s82 IH 0 (1 + c) (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s165_c27_L c d e) ltac:(cbn [In]; left; reflexivity) (s165_c27_L1 c d e))) as Ho0.
  rewrite (tf_norm_game (s165_c27_L2 c d e)).
  pose proof (use_s48 IH 0 (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c27_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c27_L2 c d e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c27_R1 c d e)).
  pose proof (use_s82 IH 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s165_c27_R c d e) ltac:(cbn [In]; left; reflexivity) (s165_c27_R1 c d e))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s48_p27 Ho1 ltac:(zlia)).
    rewrite (s48_p27_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p29 Ho1 ltac:(zlia)).
    rewrite (s48_p29_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p31 Ho1 ltac:(zlia)).
    rewrite (s48_p31_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p32 Ho1 ltac:(zlia)).
    rewrite (s48_p32_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==0 && d==0 && e==0: the board of s132 *)
Lemma s165_c28_p4 x (Hs132 : s132_claim x) :
  x = s165_board 0 1 0 0 0 -> fst (s165_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q4] in Hc |- *.
  pose proof (Hs132 0 1 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c29_L : lmoves (s165_board 0 1 0 0 1) = [strip [(2, 1)] ([T; F; T; F; E]) []; strip [] ([E; T; F; E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c29_L1 : tf_norm (strip [(2, 1)] ([T; F; T; F; E]) []) (s55_board 0 1 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c29_L2 : tf_norm (strip [] ([E; T; F; E; F; E; F]) [(1, 0)]) (s131_board 0 1 0 0 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c29_R : rmoves (s165_board 0 1 0 0 1) = [strip [(0, 1)] ([T; E; E; F; T; F; E]) []; s124_board 0 1 0 1].
Proof. unfold s124_board, s165_board, strip. tf_options. Qed.
Lemma s165_c29_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F; T; F; E]) []) (s55_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==0 && d==0 && e==1 *)
Lemma s165_c29_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 0 1 0 0 1 -> fst (s165_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q5] in Hc |- *.
  rewrite tf_game_eq, (s165_c29_L), (s165_c29_R); cbn [map].
  rewrite (tf_norm_game (s165_c29_L1)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s165_c29_L) ltac:(cbn [In]; left; reflexivity) (s165_c29_L1))) as Ho0.
  rewrite (tf_norm_game0 (s165_c29_L2)).
  pose proof (use_s131 IH 0 1 0 0 0 (opt_norm_l _ _ _ _ _ (s165_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c29_L2))) as Ho1.
  rewrite (tf_norm_game0 (s165_c29_R1)).
  pose proof (use_s55 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s165_c29_R) ltac:(cbn [In]; left; reflexivity) (s165_c29_R1))) as Ho2.
  pose proof (use_s124 IH 0 1 0 1 (opt_r _ _ _ (s165_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s131_p65 Ho1 ltac:(zlia)).
  rewrite (s55_p4 Ho2 ltac:(zlia)).
  rewrite (s124_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s165_c30_L (e : nat) : lmoves (s165_board 0 1 0 0 (2 + e)) = [strip [(2, 1)] (T :: F :: repeat T (2 + e) ++ [F; E]) []; strip [] (E :: T :: F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c30_L1 (e : nat) : tf_norm (strip [(2, 1)] (T :: F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 0 1 (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c30_L2 (e : nat) : tf_norm (strip [] (E :: T :: F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 1 0 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c30_R (e : nat) : rmoves (s165_board 0 1 0 0 (2 + e)) = [strip [(0, 1)] (T :: E :: E :: F :: repeat T (2 + e) ++ [F; E]) []; s124_board 0 1 0 (2 + e)].
Proof. unfold s124_board, s165_board, strip. tf_options. Qed.
Lemma s165_c30_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==0 && d==0 && e>=2 *)
Lemma s165_c30_p5 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 0 1 0 0 (2 + e) -> fst (s165_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q5] in Hc |- *.
  rewrite tf_game_eq, (s165_c30_L e), (s165_c30_R e); cbn [map].
  rewrite (tf_norm_game (s165_c30_L1 e)).
  pose proof (use_s55 IH 0 1 (2 + e) (opt_norm_l _ _ _ _ _ (s165_c30_L e) ltac:(cbn [In]; left; reflexivity) (s165_c30_L1 e))) as Ho0.
  rewrite (tf_norm_game0 (s165_c30_L2 e)).
  pose proof (use_s131 IH 0 1 0 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c30_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c30_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c30_R1 e)).
  pose proof (use_s55 IH 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c30_R e) ltac:(cbn [In]; left; reflexivity) (s165_c30_R1 e))) as Ho2.
  pose proof (use_s124 IH 0 1 0 (2 + e) (opt_r _ _ _ (s165_c30_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p66 Ho1 ltac:(zlia)).
    rewrite (s55_p4 Ho2 ltac:(zlia)).
    rewrite (s124_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s131_p67 Ho1 ltac:(zlia)).
    rewrite (s55_p4 Ho2 ltac:(zlia)).
    rewrite (s124_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s131_p68 Ho1 ltac:(zlia)).
    rewrite (s55_p4 Ho2 ltac:(zlia)).
    rewrite (s124_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s131_p69 Ho1 ltac:(zlia)).
    rewrite (s55_p4 Ho2 ltac:(zlia)).
    rewrite (s124_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==0 && d==1 && e==0: the board of s132 *)
Lemma s165_c31_p26 x (Hs132 : s132_claim x) :
  x = s165_board 0 1 0 1 0 -> fst (s165_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q26] in Hc |- *.
  pose proof (Hs132 0 1 0 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c32_L : lmoves (s165_board 0 1 0 1 1) = [strip [(2, 1)] ([T; T; F; T; F; E]) []; strip [] ([E; T; F; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c32_L1 : tf_norm (strip [(2, 1)] ([T; T; F; T; F; E]) []) (s55_board 0 2 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c32_L2 : tf_norm (strip [] ([E; T; F; E; T; F; E; F]) [(1, 0)]) (s131_board 0 1 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c32_R : rmoves (s165_board 0 1 0 1 1) = [strip [(0, 1)] ([T; E; E; T; F; T; F; E]) []; s124_board 0 1 1 1].
Proof. unfold s124_board, s165_board, strip. tf_options. Qed.
Lemma s165_c32_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; T; F; E]) []) (s55_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==0 && d==1 && e==1 *)
Lemma s165_c32_p26 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 0 1 0 1 1 -> fst (s165_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q26] in Hc |- *.
  rewrite tf_game_eq, (s165_c32_L), (s165_c32_R); cbn [map].
  rewrite (tf_norm_game (s165_c32_L1)).
  pose proof (use_s55 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s165_c32_L) ltac:(cbn [In]; left; reflexivity) (s165_c32_L1))) as Ho0.
  rewrite (tf_norm_game0 (s165_c32_L2)).
  pose proof (use_s131 IH 0 1 0 1 0 (opt_norm_l _ _ _ _ _ (s165_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c32_L2))) as Ho1.
  rewrite (tf_norm_game0 (s165_c32_R1)).
  pose proof (use_s55 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s165_c32_R) ltac:(cbn [In]; left; reflexivity) (s165_c32_R1))) as Ho2.
  pose proof (use_s124 IH 0 1 1 1 (opt_r _ _ _ (s165_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s131_p70 Ho1 ltac:(zlia)).
  rewrite (s55_p4 Ho2 ltac:(zlia)).
  rewrite (s124_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s165_c33_L (e : nat) : lmoves (s165_board 0 1 0 1 (2 + e)) = [strip [(2, 1)] (T :: T :: F :: repeat T (2 + e) ++ [F; E]) []; strip [] (E :: T :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c33_L1 (e : nat) : tf_norm (strip [(2, 1)] (T :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 0 2 (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c33_L2 (e : nat) : tf_norm (strip [] (E :: T :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 1 0 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c33_R (e : nat) : rmoves (s165_board 0 1 0 1 (2 + e)) = [strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []; s124_board 0 1 1 (2 + e)].
Proof. unfold s124_board, s165_board, strip. tf_options. Qed.
Lemma s165_c33_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s165_c33_p26 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 0 1 0 1 (2 + e) -> fst (s165_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q26] in Hc |- *.
  rewrite tf_game_eq, (s165_c33_L e), (s165_c33_R e); cbn [map].
  rewrite (tf_norm_game (s165_c33_L1 e)).
  pose proof (use_s55 IH 0 2 (2 + e) (opt_norm_l _ _ _ _ _ (s165_c33_L e) ltac:(cbn [In]; left; reflexivity) (s165_c33_L1 e))) as Ho0.
  rewrite (tf_norm_game0 (s165_c33_L2 e)).
  pose proof (use_s131 IH 0 1 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c33_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c33_R1 e)).
  pose proof (use_s55 IH 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c33_R e) ltac:(cbn [In]; left; reflexivity) (s165_c33_R1 e))) as Ho2.
  pose proof (use_s124 IH 0 1 1 (2 + e) (opt_r _ _ _ (s165_c33_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p73 Ho1 ltac:(zlia)).
    rewrite (s55_p4 Ho2 ltac:(zlia)).
    rewrite (s124_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s131_p78 Ho1 ltac:(zlia)).
    rewrite (s55_p4 Ho2 ltac:(zlia)).
    rewrite (s124_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s131_p82 Ho1 ltac:(zlia)).
    rewrite (s55_p4 Ho2 ltac:(zlia)).
    rewrite (s124_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s131_p86 Ho1 ltac:(zlia)).
    rewrite (s55_p4 Ho2 ltac:(zlia)).
    rewrite (s124_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s132 *)
Lemma s165_c34_p27 x (Hs132 : s132_claim x) (d : nat) :
  x = s165_board 0 1 0 (2 + d) 0 -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q27] in Hc |- *.
  pose proof (Hs132 0 1 0 (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c35_L (d : nat) : lmoves (s165_board 0 1 0 (2 + d) 1) = [strip [(2, 1)] (repeat T (3 + d) ++ [F; T; F; E]) []; strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c35_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [F; T; F; E]) []) (s55_board 0 (3 + d) 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c35_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board 0 1 0 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c35_R (d : nat) : rmoves (s165_board 0 1 0 (2 + d) 1) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; T; F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c35_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; T; F; E]) []) (s55_board 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s165_c35_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s165_board 0 1 0 (2 + d) 1 -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c35_L d), (s165_c35_R d); cbn [map].
  rewrite (tf_norm_game (s165_c35_L1 d)).
  pose proof (use_s55 IH 0 (3 + d) 1 (opt_norm_l _ _ _ _ _ (s165_c35_L d) ltac:(cbn [In]; left; reflexivity) (s165_c35_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s165_c35_L2 d)).
  pose proof (use_s131 IH 0 1 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c35_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c35_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s165_c35_R1 d)).
  pose proof (use_s55 IH 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s165_c35_R d) ltac:(cbn [In]; left; reflexivity) (s165_c35_R1 d))) as Ho2.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s131_p88 Ho1 ltac:(zlia)).
    rewrite (s55_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p89 Ho1 ltac:(zlia)).
    rewrite (s55_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p95 Ho1 ltac:(zlia)).
    rewrite (s55_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c36_L (d e : nat) : lmoves (s165_board 0 1 0 (2 + d) (2 + e)) = [strip [(2, 1)] (repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []; strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c36_L1 (d e : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 0 (3 + d) (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c36_L2 (d e : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 1 0 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c36_R (d e : nat) : rmoves (s165_board 0 1 0 (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c36_R1 (d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s165_c36_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s165_board 0 1 0 (2 + d) (2 + e) -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c36_L d e), (s165_c36_R d e); cbn [map].
  rewrite (tf_norm_game (s165_c36_L1 d e)).
  pose proof (use_s55 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s165_c36_L d e) ltac:(cbn [In]; left; reflexivity) (s165_c36_L1 d e))) as Ho0.
  rewrite (tf_norm_game0 (s165_c36_L2 d e)).
  pose proof (use_s131 IH 0 1 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c36_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c36_R1 d e)).
  pose proof (use_s55 IH 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s165_c36_R d e) ltac:(cbn [In]; left; reflexivity) (s165_c36_R1 d e))) as Ho2.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p74 Ho1 ltac:(zlia)).
    rewrite (s55_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p78 Ho1 ltac:(zlia)).
    rewrite (s55_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p82 Ho1 ltac:(zlia)).
    rewrite (s55_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p86 Ho1 ltac:(zlia)).
    rewrite (s55_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==1 && d==0 && e==0: the board of s132 *)
Lemma s165_c37_p29 x (Hs132 : s132_claim x) :
  x = s165_board 0 1 1 0 0 -> fst (s165_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q29] in Hc |- *.
  pose proof (Hs132 0 1 1 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c38_L : lmoves (s165_board 0 1 1 0 1) = [s165_board 0 1 0 1 1; strip [] ([E; T; F; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c38_L2 : tf_norm (strip [] ([E; T; F; T; E; F; E; F]) [(1, 0)]) (s131_board 0 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c38_R : rmoves (s165_board 0 1 1 0 1) = [strip [(0, 1)] ([T; E; T; E; F; T; F; E]) []; s178_board 0 1 1 0 1].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s165_c38_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; T; F; E]) []) (s82_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==1 && d==0 && e==1 *)
Lemma s165_c38_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 0 1 1 0 1 -> fst (s165_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q17] in Hc |- *.
  rewrite tf_game_eq, (s165_c38_L), (s165_c38_R); cbn [map].
  pose proof (use_s165 IH 0 1 0 1 1 (opt_l _ _ _ (s165_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c38_L2)).
  pose proof (use_s131 IH 0 1 1 0 0 (opt_norm_l _ _ _ _ _ (s165_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c38_L2))) as Ho1.
  rewrite (tf_norm_game0 (s165_c38_R1)).
  pose proof (use_s82 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s165_c38_R) ltac:(cbn [In]; left; reflexivity) (s165_c38_R1))) as Ho2.
  pose proof (use_s178 IH 0 1 1 0 1 (opt_r _ _ _ (s165_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p26 Ho0 ltac:(zlia)).
  rewrite (s131_p96 Ho1 ltac:(zlia)).
  rewrite (s82_p24 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c39_L (e : nat) : lmoves (s165_board 0 1 1 0 (2 + e)) = [s165_board 0 1 0 1 (2 + e); strip [] (E :: T :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c39_L2 (e : nat) : tf_norm (strip [] (E :: T :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 1 1 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c39_R (e : nat) : rmoves (s165_board 0 1 1 0 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + e) ++ [F; E]) []; s178_board 0 1 1 0 (2 + e)].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s165_c39_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 1 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s165_c39_p17 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 0 1 1 0 (2 + e) -> fst (s165_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q17] in Hc |- *.
  rewrite tf_game_eq, (s165_c39_L e), (s165_c39_R e); cbn [map].
  pose proof (use_s165 IH 0 1 0 1 (2 + e) (opt_l _ _ _ (s165_c39_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c39_L2 e)).
  pose proof (use_s131 IH 0 1 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c39_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c39_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c39_R1 e)).
  pose proof (use_s82 IH 1 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c39_R e) ltac:(cbn [In]; left; reflexivity) (s165_c39_R1 e))) as Ho2.
  pose proof (use_s178 IH 0 1 1 0 (2 + e) (opt_r _ _ _ (s165_c39_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p26 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s131_p48 Ho1 ltac:(zlia)).
    rewrite (s82_p24 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p98 Ho1 ltac:(zlia)).
    rewrite (s82_p24 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p100 Ho1 ltac:(zlia)).
    rewrite (s82_p24 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==1 && d==1 && e==0: the board of s132 *)
Lemma s165_c40_p30 x (Hs132 : s132_claim x) :
  x = s165_board 0 1 1 1 0 -> fst (s165_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q30] in Hc |- *.
  pose proof (Hs132 0 1 1 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c41_L : lmoves (s165_board 0 1 1 1 1) = [s165_board 0 1 0 2 1; strip [] ([E; T; F; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c41_L2 : tf_norm (strip [] ([E; T; F; T; E; T; F; E; F]) [(1, 0)]) (s131_board 0 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c41_R : rmoves (s165_board 0 1 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; F; T; F; E]) []; s178_board 0 1 1 1 1].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s165_c41_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; T; F; E]) []) (s82_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s165_c41_p33 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 0 1 1 1 1 -> fst (s165_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q33] in Hc |- *.
  rewrite tf_game_eq, (s165_c41_L), (s165_c41_R); cbn [map].
  pose proof (use_s165 IH 0 1 0 2 1 (opt_l _ _ _ (s165_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c41_L2)).
  pose proof (use_s131 IH 0 1 1 1 0 (opt_norm_l _ _ _ _ _ (s165_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c41_L2))) as Ho1.
  rewrite (tf_norm_game0 (s165_c41_R1)).
  pose proof (use_s82 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s165_c41_R) ltac:(cbn [In]; left; reflexivity) (s165_c41_R1))) as Ho2.
  pose proof (use_s178 IH 0 1 1 1 1 (opt_r _ _ _ (s165_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s131_p33 Ho1 ltac:(zlia)).
  rewrite (s82_p25 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s165_c42_L (e : nat) : lmoves (s165_board 0 1 1 1 (2 + e)) = [s165_board 0 1 0 2 (2 + e); strip [] (E :: T :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c42_L2 (e : nat) : tf_norm (strip [] (E :: T :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 1 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c42_R (e : nat) : rmoves (s165_board 0 1 1 1 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []; s178_board 0 1 1 1 (2 + e)].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s165_c42_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 1 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s165_c42_p33 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 0 1 1 1 (2 + e) -> fst (s165_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q33] in Hc |- *.
  rewrite tf_game_eq, (s165_c42_L e), (s165_c42_R e); cbn [map].
  pose proof (use_s165 IH 0 1 0 2 (2 + e) (opt_l _ _ _ (s165_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c42_L2 e)).
  pose proof (use_s131 IH 0 1 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c42_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c42_R1 e)).
  pose proof (use_s82 IH 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c42_R e) ltac:(cbn [In]; left; reflexivity) (s165_c42_R1 e))) as Ho2.
  pose proof (use_s178 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s165_c42_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s131_p101 Ho1 ltac:(zlia)).
    rewrite (s82_p25 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s131_p106 Ho1 ltac:(zlia)).
    rewrite (s82_p25 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s131_p108 Ho1 ltac:(zlia)).
    rewrite (s82_p25 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==1 && d>=2 && e==0: the board of s132 *)
Lemma s165_c43_p27 x (Hs132 : s132_claim x) (d : nat) :
  x = s165_board 0 1 1 (2 + d) 0 -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q27] in Hc |- *.
  pose proof (Hs132 0 1 1 (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c44_L (d : nat) : lmoves (s165_board 0 1 1 (2 + d) 1) = [s165_board 0 1 0 (3 + d) 1; strip [] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c44_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board 0 1 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c44_R (d : nat) : rmoves (s165_board 0 1 1 (2 + d) 1) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c44_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; F; E]) []) (s82_board 1 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s165_c44_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s165_board 0 1 1 (2 + d) 1 -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c44_L d), (s165_c44_R d); cbn [map].
  pose proof (use_s165 IH 0 1 0 (3 + d) 1 (opt_l _ _ _ (s165_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c44_L2 d)).
  pose proof (use_s131 IH 0 1 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c44_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s165_c44_R1 d)).
  pose proof (use_s82 IH 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s165_c44_R d) ltac:(cbn [In]; left; reflexivity) (s165_c44_R1 d))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s131_p109 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p111 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p112 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c45_L (d e : nat) : lmoves (s165_board 0 1 1 (2 + d) (2 + e)) = [s165_board 0 1 0 (3 + d) (2 + e); strip [] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c45_L2 (d e : nat) : tf_norm (strip [] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 1 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c45_R (d e : nat) : rmoves (s165_board 0 1 1 (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c45_R1 (d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 1 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s165_c45_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s165_board 0 1 1 (2 + d) (2 + e) -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c45_L d e), (s165_c45_R d e); cbn [map].
  pose proof (use_s165 IH 0 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s165_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c45_L2 d e)).
  pose proof (use_s131 IH 0 1 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c45_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c45_R1 d e)).
  pose proof (use_s82 IH 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s165_c45_R d e) ltac:(cbn [In]; left; reflexivity) (s165_c45_R1 d e))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p74 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p78 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p82 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p86 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s132 *)
Lemma s165_c46_p38 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 0 1 (2 + c) 0 0 -> fst (s165_q38 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q38 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q38] in Hc |- *.
  pose proof (Hs132 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c46_p47 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 0 1 (2 + c) 0 0 -> fst (s165_q47 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q47 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q47] in Hc |- *.
  pose proof (Hs132 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c46_p53 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 0 1 (2 + c) 0 0 -> fst (s165_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q53] in Hc |- *.
  pose proof (Hs132 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c46_p57 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 0 1 (2 + c) 0 0 -> fst (s165_q57 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q57 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q57] in Hc |- *.
  pose proof (Hs132 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c47_L (c : nat) : lmoves (s165_board 0 1 (2 + c) 0 1) = [s165_board 0 1 (1 + c) 1 1; strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c47_L2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]) (s131_board 0 1 (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c47_R (c : nat) : rmoves (s165_board 0 1 (2 + c) 0 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; T; F; E]) []; s178_board 0 1 (2 + c) 0 1].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s165_c47_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; T; F; E]) []) (s82_board 1 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s165_c47_p40 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 0 1 (2 + c) 0 1 -> fst (s165_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q40] in Hc |- *.
  rewrite tf_game_eq, (s165_c47_L c), (s165_c47_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s165_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c47_L2 c)).
  pose proof (use_s131 IH 0 1 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c47_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s165_c47_R1 c)).
  pose proof (use_s82 IH 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s165_c47_R c) ltac:(cbn [In]; left; reflexivity) (s165_c47_R1 c))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s165_c47_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p33 Ho0 ltac:(zlia)).
  rewrite (s131_p46 Ho1 ltac:(zlia)).
  rewrite (s82_p27 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c47_p49 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 0 1 (2 + c) 0 1 -> fst (s165_q49 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q49 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q49] in Hc |- *.
  rewrite tf_game_eq, (s165_c47_L c), (s165_c47_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s165_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c47_L2 c)).
  pose proof (use_s131 IH 0 1 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c47_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s165_c47_R1 c)).
  pose proof (use_s82 IH 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s165_c47_R c) ltac:(cbn [In]; left; reflexivity) (s165_c47_R1 c))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s165_c47_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p45 Ho0 ltac:(zlia)).
  rewrite (s131_p46 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c47_p55 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 0 1 (2 + c) 0 1 -> fst (s165_q55 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q55 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q55] in Hc |- *.
  rewrite tf_game_eq, (s165_c47_L c), (s165_c47_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s165_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c47_L2 c)).
  pose proof (use_s131 IH 0 1 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c47_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s165_c47_R1 c)).
  pose proof (use_s82 IH 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s165_c47_R c) ltac:(cbn [In]; left; reflexivity) (s165_c47_R1 c))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s165_c47_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p51 Ho0 ltac:(zlia)).
  rewrite (s131_p46 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c48_L (c e : nat) : lmoves (s165_board 0 1 (2 + c) 0 (2 + e)) = [s165_board 0 1 (1 + c) 1 (2 + e); strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c48_L2 (c e : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 1 (2 + c) 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c48_R (c e : nat) : rmoves (s165_board 0 1 (2 + c) 0 (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F; E]) []; s178_board 0 1 (2 + c) 0 (2 + e)].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s165_c48_R1 (c e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 1 (2 + c) 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s165_c48_p40 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 0 1 (2 + c) 0 (2 + e) -> fst (s165_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q40] in Hc |- *.
  rewrite tf_game_eq, (s165_c48_L c e), (s165_c48_R c e); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s165_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c48_L2 c e)).
  pose proof (use_s131 IH 0 1 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c48_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c48_R1 c e)).
  pose proof (use_s82 IH 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c48_R c e) ltac:(cbn [In]; left; reflexivity) (s165_c48_R1 c e))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c48_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p33 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s131_p114 Ho1 ltac:(zlia)).
    rewrite (s82_p27 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p116 Ho1 ltac:(zlia)).
    rewrite (s82_p27 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c48_p49 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 0 1 (2 + c) 0 (2 + e) -> fst (s165_q49 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q49 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q49] in Hc |- *.
  rewrite tf_game_eq, (s165_c48_L c e), (s165_c48_R c e); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s165_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c48_L2 c e)).
  pose proof (use_s131 IH 0 1 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c48_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c48_R1 c e)).
  pose proof (use_s82 IH 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c48_R c e) ltac:(cbn [In]; left; reflexivity) (s165_c48_R1 c e))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c48_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p45 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s131_p128 Ho1 ltac:(zlia)).
    rewrite (s82_p19 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p130 Ho1 ltac:(zlia)).
    rewrite (s82_p19 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c48_p55 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 0 1 (2 + c) 0 (2 + e) -> fst (s165_q55 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q55 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q55] in Hc |- *.
  rewrite tf_game_eq, (s165_c48_L c e), (s165_c48_R c e); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s165_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c48_L2 c e)).
  pose proof (use_s131 IH 0 1 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c48_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c48_R1 c e)).
  pose proof (use_s82 IH 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c48_R c e) ltac:(cbn [In]; left; reflexivity) (s165_c48_R1 c e))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c48_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p51 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s131_p128 Ho1 ltac:(zlia)).
    rewrite (s82_p19 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p138 Ho1 ltac:(zlia)).
    rewrite (s82_p19 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c>=2 && d==1 && e==0: the board of s132 *)
Lemma s165_c49_p41 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 0 1 (2 + c) 1 0 -> fst (s165_q41 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q41 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q41] in Hc |- *.
  pose proof (Hs132 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c50_L (c : nat) : lmoves (s165_board 0 1 (2 + c) 1 1) = [s165_board 0 1 (1 + c) 2 1; strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c50_L2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]) (s131_board 0 1 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c50_R (c : nat) : rmoves (s165_board 0 1 (2 + c) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; T; F; E]) []; s178_board 0 1 (2 + c) 1 1].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s165_c50_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; T; F; E]) []) (s82_board 1 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s165_c50_p45 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 0 1 (2 + c) 1 1 -> fst (s165_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q45] in Hc |- *.
  rewrite tf_game_eq, (s165_c50_L c), (s165_c50_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s165_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c50_L2 c)).
  pose proof (use_s131 IH 0 1 (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s165_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c50_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s165_c50_R1 c)).
  pose proof (use_s82 IH 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s165_c50_R c) ltac:(cbn [In]; left; reflexivity) (s165_c50_R1 c))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s165_c50_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s131_p117 Ho1 ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c50_p51 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 0 1 (2 + c) 1 1 -> fst (s165_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q51] in Hc |- *.
  rewrite tf_game_eq, (s165_c50_L c), (s165_c50_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s165_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c50_L2 c)).
  pose proof (use_s131 IH 0 1 (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s165_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c50_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s165_c50_R1 c)).
  pose proof (use_s82 IH 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s165_c50_R c) ltac:(cbn [In]; left; reflexivity) (s165_c50_R1 c))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s165_c50_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s131_p117 Ho1 ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c51_L (c e : nat) : lmoves (s165_board 0 1 (2 + c) 1 (2 + e)) = [s165_board 0 1 (1 + c) 2 (2 + e); strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c51_L2 (c e : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 1 (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c51_R (c e : nat) : rmoves (s165_board 0 1 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F; E]) []; s178_board 0 1 (2 + c) 1 (2 + e)].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s165_c51_R1 (c e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 1 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s165_c51_p45 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 0 1 (2 + c) 1 (2 + e) -> fst (s165_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q45] in Hc |- *.
  rewrite tf_game_eq, (s165_c51_L c e), (s165_c51_R c e); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s165_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c51_L2 c e)).
  pose proof (use_s131 IH 0 1 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c51_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c51_R1 c e)).
  pose proof (use_s82 IH 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c51_R c e) ltac:(cbn [In]; left; reflexivity) (s165_c51_R1 c e))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s165_c51_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s131_p120 Ho1 ltac:(zlia)).
    rewrite (s82_p17 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p122 Ho1 ltac:(zlia)).
    rewrite (s82_p17 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p124 Ho1 ltac:(zlia)).
    rewrite (s82_p17 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c51_p51 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 0 1 (2 + c) 1 (2 + e) -> fst (s165_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q51] in Hc |- *.
  rewrite tf_game_eq, (s165_c51_L c e), (s165_c51_R c e); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s165_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c51_L2 c e)).
  pose proof (use_s131 IH 0 1 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c51_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c51_R1 c e)).
  pose proof (use_s82 IH 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c51_R c e) ltac:(cbn [In]; left; reflexivity) (s165_c51_R1 c e))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s165_c51_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s131_p132 Ho1 ltac:(zlia)).
    rewrite (s82_p17 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p134 Ho1 ltac:(zlia)).
    rewrite (s82_p17 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c>=2 && d>=2 && e==0: the board of s132 *)
Lemma s165_c52_p27 x (Hs132 : s132_claim x) (c d : nat) :
  x = s165_board 0 1 (2 + c) (2 + d) 0 -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q27] in Hc |- *.
  pose proof (Hs132 0 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c53_L (c d : nat) : lmoves (s165_board 0 1 (2 + c) (2 + d) 1) = [s165_board 0 1 (1 + c) (3 + d) 1; strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c53_L2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board 0 1 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c53_R (c d : nat) : rmoves (s165_board 0 1 (2 + c) (2 + d) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c53_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F; E]) []) (s82_board 1 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s165_c53_p27 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s165_board 0 1 (2 + c) (2 + d) 1 -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c53_L c d), (s165_c53_R c d); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s165_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c53_L2 c d)).
  pose proof (use_s131 IH 0 1 (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c53_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s165_c53_R1 c d)).
  pose proof (use_s82 IH 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s165_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s165_c53_R1 c d))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p90 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p110 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p126 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p136 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c54_L (c d e : nat) : lmoves (s165_board 0 1 (2 + c) (2 + d) (2 + e)) = [s165_board 0 1 (1 + c) (3 + d) (2 + e); strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c54_L2 (c d e : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 1 (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c54_R (c d e : nat) : rmoves (s165_board 0 1 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c54_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 1 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s165_c54_p27 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s165_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c54_L c d e), (s165_c54_R c d e); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s165_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c54_L2 c d e)).
  pose proof (use_s131 IH 0 1 (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c54_L2 c d e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c54_R1 c d e)).
  pose proof (use_s82 IH 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s165_c54_R c d e) ltac:(cbn [In]; left; reflexivity) (s165_c54_R1 c d e))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p74 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p76 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p80 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p84 Ho1 ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s132 *)
Lemma s165_c55_p14 x (Hs132 : s132_claim x) (b : nat) :
  x = s165_board 0 (2 + b) 0 0 0 -> fst (s165_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q14] in Hc |- *.
  pose proof (Hs132 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c55_p60 x (Hs132 : s132_claim x) (b : nat) :
  x = s165_board 0 (2 + b) 0 0 0 -> fst (s165_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q60] in Hc |- *.
  pose proof (Hs132 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c55_p63 x (Hs132 : s132_claim x) (b : nat) :
  x = s165_board 0 (2 + b) 0 0 0 -> fst (s165_q63 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q63 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q63] in Hc |- *.
  pose proof (Hs132 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c56_L (b : nat) : lmoves (s165_board 0 (2 + b) 0 0 1) = [s159_board 0 (1 + b) 0 1 1; strip [] (E :: repeat T (2 + b) ++ [F; E; F; E; F]) [(1, 0)]].
Proof. unfold s159_board, s165_board, strip. tf_options. Qed.
Lemma s165_c56_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; F; E; F]) [(1, 0)]) (s131_board 0 (2 + b) 0 0 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c56_R (b : nat) : rmoves (s165_board 0 (2 + b) 0 0 1) = [s124_board 0 (2 + b) 0 1].
Proof. unfold s124_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==0 && d==0 && e==1 *)
Lemma s165_c56_p58 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s165_board 0 (2 + b) 0 0 1 -> fst (s165_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q58] in Hc |- *.
  rewrite tf_game_eq, (s165_c56_L b), (s165_c56_R b); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 0 1 1 (opt_l _ _ _ (s165_c56_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c56_L2 b)).
  pose proof (use_s131 IH 0 (2 + b) 0 0 0 (opt_norm_l _ _ _ _ _ (s165_c56_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c56_L2 b))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s165_c56_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p16 Ho0 ltac:(zlia)).
  rewrite (s131_p139 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s165_c56_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s165_board 0 (2 + b) 0 0 1 -> fst (s165_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q61] in Hc |- *.
  rewrite tf_game_eq, (s165_c56_L b), (s165_c56_R b); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 0 1 1 (opt_l _ _ _ (s165_c56_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c56_L2 b)).
  pose proof (use_s131 IH 0 (2 + b) 0 0 0 (opt_norm_l _ _ _ _ _ (s165_c56_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c56_L2 b))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s165_c56_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p30 Ho0 ltac:(zlia)).
  rewrite (s131_p149 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c56_p64 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s165_board 0 (2 + b) 0 0 1 -> fst (s165_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q64] in Hc |- *.
  rewrite tf_game_eq, (s165_c56_L b), (s165_c56_R b); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 0 1 1 (opt_l _ _ _ (s165_c56_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c56_L2 b)).
  pose proof (use_s131 IH 0 (2 + b) 0 0 0 (opt_norm_l _ _ _ _ _ (s165_c56_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c56_L2 b))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s165_c56_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p46 Ho0 ltac:(zlia)).
  rewrite (s131_p157 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c57_L (b e : nat) : lmoves (s165_board 0 (2 + b) 0 0 (2 + e)) = [s159_board 0 (1 + b) 0 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, s165_board, strip. tf_options. Qed.
Lemma s165_c57_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 (2 + b) 0 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c57_R (b e : nat) : rmoves (s165_board 0 (2 + b) 0 0 (2 + e)) = [s124_board 0 (2 + b) 0 (2 + e)].
Proof. unfold s124_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==0 && d==0 && e>=2 *)
Lemma s165_c57_p58 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s165_board 0 (2 + b) 0 0 (2 + e) -> fst (s165_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q58] in Hc |- *.
  rewrite tf_game_eq, (s165_c57_L b e), (s165_c57_R b e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 0 1 (2 + e) (opt_l _ _ _ (s165_c57_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c57_L2 b e)).
  pose proof (use_s131 IH 0 (2 + b) 0 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c57_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c57_L2 b e))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) 0 (2 + e) (opt_r _ _ _ (s165_c57_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p16 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p140 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p141 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p142 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p143 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c57_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s165_board 0 (2 + b) 0 0 (2 + e) -> fst (s165_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q61] in Hc |- *.
  rewrite tf_game_eq, (s165_c57_L b e), (s165_c57_R b e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 0 1 (2 + e) (opt_l _ _ _ (s165_c57_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c57_L2 b e)).
  pose proof (use_s131 IH 0 (2 + b) 0 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c57_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c57_L2 b e))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) 0 (2 + e) (opt_r _ _ _ (s165_c57_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p30 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p150 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p151 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p152 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p153 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c57_p64 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s165_board 0 (2 + b) 0 0 (2 + e) -> fst (s165_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q64] in Hc |- *.
  rewrite tf_game_eq, (s165_c57_L b e), (s165_c57_R b e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 0 1 (2 + e) (opt_l _ _ _ (s165_c57_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c57_L2 b e)).
  pose proof (use_s131 IH 0 (2 + b) 0 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c57_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c57_L2 b e))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) 0 (2 + e) (opt_r _ _ _ (s165_c57_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p46 Ho0 ltac:(zlia)).
  assert (Hp1s0 : (Z.of_nat (2 + e) >= 5)%Z \/ ~ ((Z.of_nat (2 + e) >= 5)%Z)) by zlia.
  destruct Hp1s0 as [Hp1s0|Hp1s0].
  {
    assert (Hp1 : (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + e) = 5)%Z \/ (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + e) >= 6)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) = 0)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 1 /\ Z.of_nat (2 + b) >= 5)%Z \/ (Z.of_nat (2 + b) >= 5 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + e) >= 2)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) = 1)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]].
    {
      rewrite (s131_p161 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p162 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p168 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p169 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p170 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p175 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p178 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + b) >= 5 /\ Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) = 5 /\ Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + b) >= 6 /\ Z.of_nat (2 + e) = 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]].
    {
      rewrite (s131_p158 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p159 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p160 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p166 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p167 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p174 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s132 *)
Lemma s165_c58_p28 x (Hs132 : s132_claim x) (b : nat) :
  x = s165_board 0 (2 + b) 0 1 0 -> fst (s165_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q28] in Hc |- *.
  pose proof (Hs132 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c59_L (b : nat) : lmoves (s165_board 0 (2 + b) 0 1 1) = [s159_board 0 (1 + b) 0 2 1; strip [] (E :: repeat T (2 + b) ++ [F; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s159_board, s165_board, strip. tf_options. Qed.
Lemma s165_c59_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; T; F; E; F]) [(1, 0)]) (s131_board 0 (2 + b) 0 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c59_R (b : nat) : rmoves (s165_board 0 (2 + b) 0 1 1) = [s124_board 0 (2 + b) 1 1].
Proof. unfold s124_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s165_c59_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s165_board 0 (2 + b) 0 1 1 -> fst (s165_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q28] in Hc |- *.
  rewrite tf_game_eq, (s165_c59_L b), (s165_c59_R b); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 0 2 1 (opt_l _ _ _ (s165_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c59_L2 b)).
  pose proof (use_s131 IH 0 (2 + b) 0 1 0 (opt_norm_l _ _ _ _ _ (s165_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c59_L2 b))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s165_c59_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s159_p16 Ho0 ltac:(zlia)).
    rewrite (s131_p88 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s159_p31 Ho0 ltac:(zlia)).
    rewrite (s131_p154 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s159_p48 Ho0 ltac:(zlia)).
    rewrite (s131_p163 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s159_p51 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 5)%Z \/ (Z.of_nat (2 + b) >= 6)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s131_p171 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p176 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s165_c60_L (b e : nat) : lmoves (s165_board 0 (2 + b) 0 1 (2 + e)) = [s159_board 0 (1 + b) 0 2 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, s165_board, strip. tf_options. Qed.
Lemma s165_c60_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 (2 + b) 0 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c60_R (b e : nat) : rmoves (s165_board 0 (2 + b) 0 1 (2 + e)) = [s124_board 0 (2 + b) 1 (2 + e)].
Proof. unfold s124_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s165_c60_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s165_board 0 (2 + b) 0 1 (2 + e) -> fst (s165_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q28] in Hc |- *.
  rewrite tf_game_eq, (s165_c60_L b e), (s165_c60_R b e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 0 2 (2 + e) (opt_l _ _ _ (s165_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c60_L2 b e)).
  pose proof (use_s131 IH 0 (2 + b) 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c60_L2 b e))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) 1 (2 + e) (opt_r _ _ _ (s165_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s159_p16 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s131_p75 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p78 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p82 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p86 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s159_p31 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s131_p75 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p78 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p82 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p86 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s159_p48 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s131_p75 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p78 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p82 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p86 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s159_p51 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s131_p75 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p78 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p82 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s131_p86 Ho1 ltac:(zlia)).
      rewrite (s124_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==0 && d>=2 && e==0: the board of s132 *)
Lemma s165_c61_p27 x (Hs132 : s132_claim x) (b d : nat) :
  x = s165_board 0 (2 + b) 0 (2 + d) 0 -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q27] in Hc |- *.
  pose proof (Hs132 0 (2 + b) 0 (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c62_L (b d : nat) : lmoves (s165_board 0 (2 + b) 0 (2 + d) 1) = [s159_board 0 (1 + b) 0 (3 + d) 1; strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s159_board, s165_board, strip. tf_options. Qed.
Lemma s165_c62_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board 0 (2 + b) 0 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c62_R (b d : nat) : rmoves (s165_board 0 (2 + b) 0 (2 + d) 1) = [].
Proof. unfold s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s165_c62_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s165_board 0 (2 + b) 0 (2 + d) 1 -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c62_L b d), (s165_c62_R b d); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 0 (3 + d) 1 (opt_l _ _ _ (s165_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c62_L2 b d)).
  pose proof (use_s131 IH 0 (2 + b) 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c62_L2 b d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s159_p16 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s131_p95 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p144 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s159_p31 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s131_p91 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p95 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s159_p48 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s131_p95 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p164 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s159_p51 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s131_p95 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p172 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
Qed.

Lemma s165_c63_L (b d e : nat) : lmoves (s165_board 0 (2 + b) 0 (2 + d) (2 + e)) = [s159_board 0 (1 + b) 0 (3 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, s165_board, strip. tf_options. Qed.
Lemma s165_c63_L2 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 (2 + b) 0 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c63_R (b d e : nat) : rmoves (s165_board 0 (2 + b) 0 (2 + d) (2 + e)) = [].
Proof. unfold s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s165_c63_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s165_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c63_L b d e), (s165_c63_R b d e); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s165_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c63_L2 b d e)).
  pose proof (use_s131 IH 0 (2 + b) 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c63_L2 b d e))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s159_p16 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s131_p74 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p78 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p82 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p86 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s159_p31 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s131_p74 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p78 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p82 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p86 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s159_p48 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s131_p74 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p78 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p82 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p86 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s159_p51 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s131_p74 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p78 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p82 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s131_p86 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s132 *)
Lemma s165_c64_p59 x (Hs132 : s132_claim x) (b : nat) :
  x = s165_board 0 (2 + b) 1 0 0 -> fst (s165_q59 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q59 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q59] in Hc |- *.
  pose proof (Hs132 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c64_p62 x (Hs132 : s132_claim x) (b : nat) :
  x = s165_board 0 (2 + b) 1 0 0 -> fst (s165_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q62] in Hc |- *.
  pose proof (Hs132 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c64_p66 x (Hs132 : s132_claim x) (b : nat) :
  x = s165_board 0 (2 + b) 1 0 0 -> fst (s165_q66 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q66 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q66] in Hc |- *.
  pose proof (Hs132 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

