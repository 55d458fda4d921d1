(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s181_c6_L (d : nat) : lmoves (s181_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: F :: E :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c6_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c6_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (3 + d) ++ [E; F]) []) (s79_board 1 0 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c6_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 1 0 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c6_R (d : nat) : rmoves (s181_board 0 0 1 (2 + d)) = [strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s78_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c6_R2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s181_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s181_board 0 0 1 (2 + d) -> fst (s181_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q4] in Hc |- *.
  rewrite tf_game_eq, (s181_c6_L d), (s181_c6_R d); cbn [map].
  rewrite (tf_norm_game0 (s181_c6_L1 d)).
  pose proof (use_s79 IH 0 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s181_c6_L d) ltac:(cbn [In]; left; reflexivity) (s181_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s181_c6_L2 d)).
  pose proof (use_s79 IH 1 0 0 (3 + d) (opt_norm_l _ _ _ _ _ (s181_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s181_c6_L3 d)).
  pose proof (use_s112 IH 1 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s181_c6_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c6_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s181_c6_R1 d)).
  pose proof (use_s78 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c6_R d) ltac:(cbn [In]; left; reflexivity) (s181_c6_R1 d))) as Ho3.
  rewrite (tf_norm_game0 (s181_c6_R2 d)).
  pose proof (use_s113 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c6_R2 d))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p15 Ho0 ltac:(zlia)).
    rewrite (s79_p31 Ho1 ltac:(zlia)).
    rewrite (s112_p21 Ho2 ltac:(zlia)).
    rewrite (s78_p5 Ho3 ltac:(zlia)).
    rewrite (s113_p8 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p24 Ho0 ltac:(zlia)).
    rewrite (s79_p31 Ho1 ltac:(zlia)).
    rewrite (s112_p21 Ho2 ltac:(zlia)).
    rewrite (s78_p5 Ho3 ltac:(zlia)).
    rewrite (s113_p8 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==0 && c>=2 && d==0: the board of s136 *)
Lemma s181_c7_p6 x (Hs136 : s136_claim x) (c : nat) :
  x = s181_board 0 0 (2 + c) 0 -> fst (s181_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s181_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q6] in Hc |- *.
  pose proof (Hs136 0 0 (2 + c) ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c8_L (c : nat) : lmoves (s181_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; E; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; T; E; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c8_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; E; F]) []) (s79_board 0 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c8_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; T; E; F]) []) (s79_board 1 0 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c8_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; F]) []) (s84_board 1 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c8_R (c : nat) : rmoves (s181_board 0 0 (2 + c) 1) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; T; E; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; T; E; F]) []) (s78_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c8_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E]) []) (s113_board 1 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s181_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s181_board 0 0 (2 + c) 1 -> fst (s181_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s181_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q8] in Hc |- *.
  rewrite tf_game_eq, (s181_c8_L c), (s181_c8_R c); cbn [map].
  rewrite (tf_norm_game0 (s181_c8_L1 c)).
  pose proof (use_s79 IH 0 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s181_c8_L c) ltac:(cbn [In]; left; reflexivity) (s181_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s181_c8_L2 c)).
  pose proof (use_s79 IH 1 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s181_c8_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c8_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s181_c8_L3 c)).
  pose proof (use_s84 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s181_c8_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c8_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s181_c8_R1 c)).
  pose proof (use_s78 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s181_c8_R c) ltac:(cbn [In]; left; reflexivity) (s181_c8_R1 c))) as Ho3.
  rewrite (tf_norm_game0 (s181_c8_R2 c)).
  pose proof (use_s113 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s181_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c8_R2 c))) as Ho4.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p31 Ho1 ltac:(zlia)).
  rewrite (s84_p11 Ho2 ltac:(zlia)).
  rewrite (s78_p7 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c9_L (c d : nat) : lmoves (s181_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c9_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c9_L2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []) (s79_board 1 0 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c9_L3 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 1 0 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c9_R (c d : nat) : rmoves (s181_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s78_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c9_R2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s181_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s181_board 0 0 (2 + c) (2 + d) -> fst (s181_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q4] in Hc |- *.
  rewrite tf_game_eq, (s181_c9_L c d), (s181_c9_R c d); cbn [map].
  rewrite (tf_norm_game0 (s181_c9_L1 c d)).
  pose proof (use_s79 IH 0 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s181_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s181_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s181_c9_L2 c d)).
  pose proof (use_s79 IH 1 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s181_c9_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c9_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s181_c9_L3 c d)).
  pose proof (use_s112 IH 1 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s181_c9_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c9_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s181_c9_R1 c d)).
  pose proof (use_s78 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s181_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s181_c9_R1 c d))) as Ho3.
  rewrite (tf_norm_game0 (s181_c9_R2 c d)).
  pose proof (use_s113 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s181_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c9_R2 c d))) as Ho4.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p31 Ho1 ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s78_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==0 && d==0: the board of s136 *)
Lemma s181_c10_p9 x (Hs136 : s136_claim x) :
  x = s181_board 0 1 0 0 -> fst (s181_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s181_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q9] in Hc |- *.
  pose proof (Hs136 0 1 0 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c11_L : lmoves (s181_board 0 1 0 1) = [strip [(0, 1)] ([E; T; T; F; E; T; E; F]) []; strip [(0, 1)] ([T; E; E; F; T; T; E; F]) []; strip [(0, 1)] ([T; E; T; F; E; E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c11_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; E; T; E; F]) []) (s79_board 0 2 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c11_L2 : tf_norm (strip [(0, 1)] ([T; E; E; F; T; T; E; F]) []) (s33_board 1 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c11_L3 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; E; T; F]) []) (s84_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c11_R : rmoves (s181_board 0 1 0 1) = [strip [(0, 1)] ([T; F; T; E; E; T; E; F]) []; strip [(0, 1)] ([T; E; T; F; E; T; F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c11_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; T; E; F]) []) (s80_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; T; E; F]) []); [reflexivity | unfold s80_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c11_R2 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; F; E]) []) (s113_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==0 && d==1 *)
Lemma s181_c11_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s181_board 0 1 0 1 -> fst (s181_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q11] in Hc |- *.
  rewrite tf_game_eq, (s181_c11_L), (s181_c11_R); cbn [map].
  rewrite (tf_norm_game0 (s181_c11_L1)).
  pose proof (use_s79 IH 0 2 0 1 (opt_norm_l _ _ _ _ _ (s181_c11_L) ltac:(cbn [In]; left; reflexivity) (s181_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s181_c11_L2)).
  pose proof (use_s33 IH 1 0 2 (opt_norm_l _ _ _ _ _ (s181_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s181_c11_L3)).
  pose proof (use_s84 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s181_c11_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c11_L3))) as Ho2.
  rewrite (tf_norm_game0 (s181_c11_R1)).
  pose proof (use_s80 IH 1 1 (opt_norm_r _ _ _ _ _ (s181_c11_R) ltac:(cbn [In]; left; reflexivity) (s181_c11_R1))) as Ho3.
  rewrite (tf_norm_game0 (s181_c11_R2)).
  pose proof (use_s113 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s181_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c11_R2))) as Ho4.
  rewrite (s79_p13 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s84_p4 Ho2 ltac:(zlia)).
  rewrite (s80_p3 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c12_L (d : nat) : lmoves (s181_board 0 1 0 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c12_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 2 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c12_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + d) ++ [E; F]) []) (s33_board 1 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c12_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 1 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c12_R (d : nat) : rmoves (s181_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; F]) []) (s80_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s80_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c12_R2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 1 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s181_c12_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s181_board 0 1 0 (2 + d) -> fst (s181_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q14] in Hc |- *.
  rewrite tf_game_eq, (s181_c12_L d), (s181_c12_R d); cbn [map].
  rewrite (tf_norm_game0 (s181_c12_L1 d)).
  pose proof (use_s79 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s181_c12_L d) ltac:(cbn [In]; left; reflexivity) (s181_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s181_c12_L2 d)).
  pose proof (use_s33 IH 1 0 (3 + d) (opt_norm_l _ _ _ _ _ (s181_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s181_c12_L3 d)).
  pose proof (use_s112 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s181_c12_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c12_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s181_c12_R1 d)).
  pose proof (use_s80 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c12_R d) ltac:(cbn [In]; left; reflexivity) (s181_c12_R1 d))) as Ho3.
  rewrite (tf_norm_game0 (s181_c12_R2 d)).
  pose proof (use_s113 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c12_R2 d))) as Ho4.
  rewrite (s79_p8 Ho0 ltac:(zlia)).
  rewrite (s33_p4 Ho1 ltac:(zlia)).
  rewrite (s112_p15 Ho2 ltac:(zlia)).
  rewrite (s80_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c12_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s181_board 0 1 0 (2 + d) -> fst (s181_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q16] in Hc |- *.
  rewrite tf_game_eq, (s181_c12_L d), (s181_c12_R d); cbn [map].
  rewrite (tf_norm_game0 (s181_c12_L1 d)).
  pose proof (use_s79 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s181_c12_L d) ltac:(cbn [In]; left; reflexivity) (s181_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s181_c12_L2 d)).
  pose proof (use_s33 IH 1 0 (3 + d) (opt_norm_l _ _ _ _ _ (s181_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s181_c12_L3 d)).
  pose proof (use_s112 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s181_c12_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c12_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s181_c12_R1 d)).
  pose proof (use_s80 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c12_R d) ltac:(cbn [In]; left; reflexivity) (s181_c12_R1 d))) as Ho3.
  rewrite (tf_norm_game0 (s181_c12_R2 d)).
  pose proof (use_s113 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c12_R2 d))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p16 Ho0 ltac:(zlia)).
    rewrite (s33_p18 Ho1 ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s80_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p17 Ho0 ltac:(zlia)).
    rewrite (s33_p18 Ho1 ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s80_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==1 && d==0: the board of s136 *)
Lemma s181_c13_p10 x (Hs136 : s136_claim x) :
  x = s181_board 0 1 1 0 -> fst (s181_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s181_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q10] in Hc |- *.
  pose proof (Hs136 0 1 1 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c14_L : lmoves (s181_board 0 1 1 1) = [strip [(0, 1)] ([E; T; T; F; T; E; T; E; F]) []; strip [(0, 1)] ([T; E; T; F; E; T; T; E; F]) []; strip [(0, 1)] ([T; E; T; F; T; E; E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c14_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; T; E; T; E; F]) []) (s79_board 0 2 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c14_L2 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; T; E; F]) []) (s79_board 1 1 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c14_L3 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; E; T; F]) []) (s84_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c14_R : rmoves (s181_board 0 1 1 1) = [strip [(0, 1)] ([T; F; T; E; T; E; T; E; F]) []; strip [(0, 1)] ([T; E; T; F; T; E; T; F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c14_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; T; E; F]) []) (s114_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; E; T; E; F]) []); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c14_R2 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; T; F; E]) []) (s113_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==1 && d==1 *)
Lemma s181_c14_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s181_board 0 1 1 1 -> fst (s181_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s181_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q12] in Hc |- *.
  rewrite tf_game_eq, (s181_c14_L), (s181_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s181_c14_L1)).
  pose proof (use_s79 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s181_c14_L) ltac:(cbn [In]; left; reflexivity) (s181_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s181_c14_L2)).
  pose proof (use_s79 IH 1 1 0 2 (opt_norm_l _ _ _ _ _ (s181_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s181_c14_L3)).
  pose proof (use_s84 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s181_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c14_L3))) as Ho2.
  rewrite (tf_norm_game0 (s181_c14_R1)).
  pose proof (use_s114 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s181_c14_R) ltac:(cbn [In]; left; reflexivity) (s181_c14_R1))) as Ho3.
  rewrite (tf_norm_game0 (s181_c14_R2)).
  pose proof (use_s113 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s181_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c14_R2))) as Ho4.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p8 Ho1 ltac:(zlia)).
  rewrite (s84_p5 Ho2 ltac:(zlia)).
  rewrite (s114_p10 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c15_L (d : nat) : lmoves (s181_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 2 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (3 + d) ++ [E; F]) []) (s79_board 1 1 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c15_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 1 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c15_R (d : nat) : rmoves (s181_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s114_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c15_R2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s181_c15_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s181_board 0 1 1 (2 + d) -> fst (s181_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q16] in Hc |- *.
  rewrite tf_game_eq, (s181_c15_L d), (s181_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s181_c15_L1 d)).
  pose proof (use_s79 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s181_c15_L d) ltac:(cbn [In]; left; reflexivity) (s181_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s181_c15_L2 d)).
  pose proof (use_s79 IH 1 1 0 (3 + d) (opt_norm_l _ _ _ _ _ (s181_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s181_c15_L3 d)).
  pose proof (use_s112 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s181_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c15_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s181_c15_R1 d)).
  pose proof (use_s114 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c15_R d) ltac:(cbn [In]; left; reflexivity) (s181_c15_R1 d))) as Ho3.
  rewrite (tf_norm_game0 (s181_c15_R2 d)).
  pose proof (use_s113 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c15_R2 d))) as Ho4.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p19 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s114_p9 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==1 && c>=2 && d==0: the board of s136 *)
Lemma s181_c16_p10 x (Hs136 : s136_claim x) (c : nat) :
  x = s181_board 0 1 (2 + c) 0 -> fst (s181_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s181_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q10] in Hc |- *.
  pose proof (Hs136 0 1 (2 + c) ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c17_L (c : nat) : lmoves (s181_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; T; E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; T; E; F]) []) (s79_board 0 2 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; E; F]) []) (s79_board 1 1 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c17_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []) (s84_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c17_R (c : nat) : rmoves (s181_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []) (s114_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c17_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []) (s113_board 1 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s181_c17_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s181_board 0 1 (2 + c) 1 -> fst (s181_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s181_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q12] in Hc |- *.
  rewrite tf_game_eq, (s181_c17_L c), (s181_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s181_c17_L1 c)).
  pose proof (use_s79 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s181_c17_L c) ltac:(cbn [In]; left; reflexivity) (s181_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s181_c17_L2 c)).
  pose proof (use_s79 IH 1 1 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s181_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s181_c17_L3 c)).
  pose proof (use_s84 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s181_c17_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c17_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s181_c17_R1 c)).
  pose proof (use_s114 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s181_c17_R c) ltac:(cbn [In]; left; reflexivity) (s181_c17_R1 c))) as Ho3.
  rewrite (tf_norm_game0 (s181_c17_R2 c)).
  pose proof (use_s113 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s181_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c17_R2 c))) as Ho4.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p15 Ho1 ltac:(zlia)).
  rewrite (s84_p5 Ho2 ltac:(zlia)).
  rewrite (s114_p10 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c18_L (c d : nat) : lmoves (s181_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 2 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []) (s79_board 1 1 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c18_L3 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 1 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c18_R (c d : nat) : rmoves (s181_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s114_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c18_R2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s181_c18_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s181_board 0 1 (2 + c) (2 + d) -> fst (s181_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q16] in Hc |- *.
  rewrite tf_game_eq, (s181_c18_L c d), (s181_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s181_c18_L1 c d)).
  pose proof (use_s79 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s181_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s181_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s181_c18_L2 c d)).
  pose proof (use_s79 IH 1 1 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s181_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s181_c18_L3 c d)).
  pose proof (use_s112 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s181_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c18_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s181_c18_R1 c d)).
  pose proof (use_s114 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s181_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s181_c18_R1 c d))) as Ho3.
  rewrite (tf_norm_game0 (s181_c18_R2 c d)).
  pose proof (use_s113 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s181_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c18_R2 c d))) as Ho4.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p15 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s114_p9 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==0 && d==0: the board of s136 *)
Lemma s181_c19_p11 x (Hs136 : s136_claim x) (b : nat) :
  x = s181_board 0 (2 + b) 0 0 -> fst (s181_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s181_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q11] in Hc |- *.
  pose proof (Hs136 0 (2 + b) 0 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s181_c19_p15 x (Hs136 : s136_claim x) (b : nat) :
  x = s181_board 0 (2 + b) 0 0 -> fst (s181_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s181_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q15] in Hc |- *.
  pose proof (Hs136 0 (2 + b) 0 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s181_c20_L (b : nat) : lmoves (s181_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c20_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; T; E; F]) []) (s79_board 0 (3 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c20_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; T; E; F]) []) (s48_board 1 (1 + b) 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c20_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; F]) []) (s84_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c20_R (b : nat) : rmoves (s181_board 0 (2 + b) 0 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c20_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E]) []) (s113_board 1 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s181_c20_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s181_board 0 (2 + b) 0 1 -> fst (s181_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q14] in Hc |- *.
  rewrite tf_game_eq, (s181_c20_L b), (s181_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s181_c20_L1 b)).
  pose proof (use_s79 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s181_c20_L b) ltac:(cbn [In]; left; reflexivity) (s181_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s181_c20_L2 b)).
  pose proof (use_s48 IH 1 (1 + b) 0 2 (opt_norm_l _ _ _ _ _ (s181_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s181_c20_L3 b)).
  pose proof (use_s84 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s181_c20_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c20_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s181_c20_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s181_c20_R b) ltac:(cbn [In]; left; reflexivity) (s181_c20_R1 b))) as Ho3.
  rewrite (s79_p8 Ho0 ltac:(zlia)).
  rewrite (s48_p65 Ho1 ltac:(zlia)).
  rewrite (s84_p8 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c20_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s181_board 0 (2 + b) 0 1 -> fst (s181_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q18] in Hc |- *.
  rewrite tf_game_eq, (s181_c20_L b), (s181_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s181_c20_L1 b)).
  pose proof (use_s79 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s181_c20_L b) ltac:(cbn [In]; left; reflexivity) (s181_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s181_c20_L2 b)).
  pose proof (use_s48 IH 1 (1 + b) 0 2 (opt_norm_l _ _ _ _ _ (s181_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s181_c20_L3 b)).
  pose proof (use_s84 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s181_c20_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c20_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s181_c20_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s181_c20_R b) ltac:(cbn [In]; left; reflexivity) (s181_c20_R1 b))) as Ho3.
  rewrite (s79_p25 Ho0 ltac:(zlia)).
  rewrite (s48_p74 Ho1 ltac:(zlia)).
  rewrite (s84_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c20_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s181_board 0 (2 + b) 0 1 -> fst (s181_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q19] in Hc |- *.
  rewrite tf_game_eq, (s181_c20_L b), (s181_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s181_c20_L1 b)).
  pose proof (use_s79 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s181_c20_L b) ltac:(cbn [In]; left; reflexivity) (s181_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s181_c20_L2 b)).
  pose proof (use_s48 IH 1 (1 + b) 0 2 (opt_norm_l _ _ _ _ _ (s181_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s181_c20_L3 b)).
  pose proof (use_s84 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s181_c20_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c20_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s181_c20_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s181_c20_R b) ltac:(cbn [In]; left; reflexivity) (s181_c20_R1 b))) as Ho3.
  rewrite (s79_p26 Ho0 ltac:(zlia)).
  rewrite (s48_p52 Ho1 ltac:(zlia)).
  rewrite (s84_p10 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c21_L (b d : nat) : lmoves (s181_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c21_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 (3 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c21_L2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [E; F]) []) (s48_board 1 (1 + b) 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c21_L3 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 1 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c21_R (b d : nat) : rmoves (s181_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c21_R1 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 (2 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s181_c21_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s181_board 0 (2 + b) 0 (2 + d) -> fst (s181_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q17] in Hc |- *.
  rewrite tf_game_eq, (s181_c21_L b d), (s181_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s181_c21_L1 b d)).
  pose proof (use_s79 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s181_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s181_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s181_c21_L2 b d)).
  pose proof (use_s48 IH 1 (1 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s181_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s181_c21_L3 b d)).
  pose proof (use_s112 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s181_c21_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c21_L3 b d))) as Ho2.
  rewrite (tf_norm_game0 (s181_c21_R1 b d)).
  pose proof (use_s113 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s181_c21_R1 b d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) <= 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p16 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s48_p53 Ho1 ltac:(zlia)).
      rewrite (s112_p12 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s48_p66 Ho1 ltac:(zlia)).
      rewrite (s112_p12 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s48_p75 Ho1 ltac:(zlia)).
      rewrite (s112_p12 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s79_p17 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s48_p53 Ho1 ltac:(zlia)).
      rewrite (s112_p12 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s48_p66 Ho1 ltac:(zlia)).
      rewrite (s112_p12 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s48_p75 Ho1 ltac:(zlia)).
      rewrite (s112_p12 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==1 && d==0: the board of s136 *)
Lemma s181_c22_p10 x (Hs136 : s136_claim x) (b : nat) :
  x = s181_board 0 (2 + b) 1 0 -> fst (s181_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s181_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q10] in Hc |- *.
  pose proof (Hs136 0 (2 + b) 1 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c23_L (b : nat) : lmoves (s181_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; T; E; F]) []) (s79_board 0 (3 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; T; E; F]) []) (s79_board 1 (2 + b) 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c23_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; F]) []) (s84_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c23_R (b : nat) : rmoves (s181_board 0 (2 + b) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) []) (s113_board 1 (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s181_c23_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s181_board 0 (2 + b) 1 1 -> fst (s181_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s181_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q12] in Hc |- *.
  rewrite tf_game_eq, (s181_c23_L b), (s181_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s181_c23_L1 b)).
  pose proof (use_s79 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s181_c23_L b) ltac:(cbn [In]; left; reflexivity) (s181_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s181_c23_L2 b)).
  pose proof (use_s79 IH 1 (2 + b) 0 2 (opt_norm_l _ _ _ _ _ (s181_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s181_c23_L3 b)).
  pose proof (use_s84 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s181_c23_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c23_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s181_c23_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s181_c23_R b) ltac:(cbn [In]; left; reflexivity) (s181_c23_R1 b))) as Ho3.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  assert (Hp1 : ((Z.of_nat (2 + b)) mod 2 = 1)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 0)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p14 Ho1 ltac:(zlia)).
    rewrite (s84_p5 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p18 Ho1 ltac:(zlia)).
    rewrite (s84_p5 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s181_c24_L (b d : nat) : lmoves (s181_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 (3 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [E; F]) []) (s79_board 1 (2 + b) 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c24_L3 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 1 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c24_R (b d : nat) : rmoves (s181_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c24_R1 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 (2 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s181_c24_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s181_board 0 (2 + b) 1 (2 + d) -> fst (s181_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q17] in Hc |- *.
  rewrite tf_game_eq, (s181_c24_L b d), (s181_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s181_c24_L1 b d)).
  pose proof (use_s79 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s181_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s181_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s181_c24_L2 b d)).
  pose proof (use_s79 IH 1 (2 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s181_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s181_c24_L3 b d)).
  pose proof (use_s112 IH 1 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s181_c24_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c24_L3 b d))) as Ho2.
  rewrite (tf_norm_game0 (s181_c24_R1 b d)).
  pose proof (use_s113 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s181_c24_R1 b d))) as Ho3.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : ((Z.of_nat (2 + b)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p18 Ho1 ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p19 Ho1 ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c>=2 && d==0: the board of s136 *)
Lemma s181_c25_p10 x (Hs136 : s136_claim x) (b c : nat) :
  x = s181_board 0 (2 + b) (2 + c) 0 -> fst (s181_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s181_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q10] in Hc |- *.
  pose proof (Hs136 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c26_L (b c : nat) : lmoves (s181_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; E; F]) []) (s79_board 0 (3 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; E; F]) []) (s79_board 1 (2 + b) (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c26_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; F]) []) (s84_board 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c26_R (b c : nat) : rmoves (s181_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c26_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) []) (s113_board 1 (2 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s181_c26_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s181_board 0 (2 + b) (2 + c) 1 -> fst (s181_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s181_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q12] in Hc |- *.
  rewrite tf_game_eq, (s181_c26_L b c), (s181_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s181_c26_L1 b c)).
  pose proof (use_s79 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s181_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s181_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s181_c26_L2 b c)).
  pose proof (use_s79 IH 1 (2 + b) (1 + c) 2 (opt_norm_l _ _ _ _ _ (s181_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s181_c26_L3 b c)).
  pose proof (use_s84 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s181_c26_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c26_L3 b c))) as Ho2.
  rewrite (tf_norm_game0 (s181_c26_R1 b c)).
  pose proof (use_s113 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s181_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s181_c26_R1 b c))) as Ho3.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p15 Ho1 ltac:(zlia)).
  rewrite (s84_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c27_L (b c d : nat) : lmoves (s181_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 (3 + b) (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []) (s79_board 1 (2 + b) (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c27_L3 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 1 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c27_R (b c d : nat) : rmoves (s181_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c27_R1 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 (2 + b) (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s181_c27_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s181_board 0 (2 + b) (2 + c) (2 + d) -> fst (s181_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q17] in Hc |- *.
  rewrite tf_game_eq, (s181_c27_L b c d), (s181_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s181_c27_L1 b c d)).
  pose proof (use_s79 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s181_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s181_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s181_c27_L2 b c d)).
  pose proof (use_s79 IH 1 (2 + b) (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s181_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game0 (s181_c27_L3 b c d)).
  pose proof (use_s112 IH 1 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s181_c27_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c27_L3 b c d))) as Ho2.
  rewrite (tf_norm_game0 (s181_c27_R1 b c d)).
  pose proof (use_s113 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s181_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s181_c27_R1 b c d))) as Ho3.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p15 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==0 && c==0 && d==0: the board of s136 *)
Lemma s181_c28_p5 x (Hs136 : s136_claim x) :
  x = s181_board 1 0 0 0 -> fst (s181_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s181_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q5] in Hc |- *.
  pose proof (Hs136 1 0 0 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c29_L : lmoves (s181_board 1 0 0 1) = [s147_board 1 1 0 1; s187_board 1 0 0].
Proof. unfold s147_board, s181_board, s187_board. tf_options. Qed.
Lemma s181_c29_R : rmoves (s181_board 1 0 0 1) = [s121_board 1 1; s198_board 1 0 0 1].
Proof. unfold s121_board, s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==0 && c==0 && d==1 *)
Lemma s181_c29_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s181_board 1 0 0 1 -> fst (s181_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q7] in Hc |- *.
  rewrite tf_game_eq, (s181_c29_L), (s181_c29_R); cbn [map].
  pose proof (use_s147 IH 1 1 0 1 (opt_l _ _ _ (s181_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s187 IH 1 0 0 (opt_l _ _ _ (s181_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s121 IH 1 1 (opt_r _ _ _ (s181_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 0 0 1 (opt_r _ _ _ (s181_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s147_p21 Ho0 ltac:(zlia)).
  rewrite (s187_p9 Ho1 ltac:(zlia)).
  rewrite (s121_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c30_L (d : nat) : lmoves (s181_board 1 0 0 (2 + d)) = [s147_board 1 1 0 (2 + d); s201_board 1 0 0 (1 + d)].
Proof. unfold s147_board, s181_board, s201_board. tf_options. Qed.
Lemma s181_c30_R (d : nat) : rmoves (s181_board 1 0 0 (2 + d)) = [s121_board 1 (2 + d); s198_board 1 0 0 (2 + d)].
Proof. unfold s121_board, s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==0 && c==0 && d>=2 *)
Lemma s181_c30_p22 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s181_board 1 0 0 (2 + d) -> fst (s181_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q22] in Hc |- *.
  rewrite tf_game_eq, (s181_c30_L d), (s181_c30_R d); cbn [map].
  pose proof (use_s147 IH 1 1 0 (2 + d) (opt_l _ _ _ (s181_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 0 0 (1 + d) (opt_l _ _ _ (s181_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s121 IH 1 (2 + d) (opt_r _ _ _ (s181_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 0 0 (2 + d) (opt_r _ _ _ (s181_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s147_p10 Ho0 ltac:(zlia)).
  rewrite (s201_p16 Ho1 ltac:(zlia)).
  rewrite (s121_p5 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c30_p23 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s181_board 1 0 0 (2 + d) -> fst (s181_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q23] in Hc |- *.
  rewrite tf_game_eq, (s181_c30_L d), (s181_c30_R d); cbn [map].
  pose proof (use_s147 IH 1 1 0 (2 + d) (opt_l _ _ _ (s181_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 0 0 (1 + d) (opt_l _ _ _ (s181_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s121 IH 1 (2 + d) (opt_r _ _ _ (s181_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 0 0 (2 + d) (opt_r _ _ _ (s181_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s147_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p17 Ho1 ltac:(zlia)).
  rewrite (s121_p6 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==0 && c==1 && d==0: the board of s136 *)
Lemma s181_c31_p6 x (Hs136 : s136_claim x) :
  x = s181_board 1 0 1 0 -> fst (s181_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s181_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q6] in Hc |- *.
  pose proof (Hs136 1 0 1 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c32_L : lmoves (s181_board 1 0 1 1) = [s147_board 1 1 1 1; s181_board 1 0 0 2; s187_board 1 0 1].
Proof. unfold s147_board, s181_board, s187_board. tf_options. Qed.
Lemma s181_c32_R : rmoves (s181_board 1 0 1 1) = [s153_board 1 1 1; s198_board 1 0 1 1].
Proof. unfold s153_board, s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==0 && c==1 && d==1 *)
Lemma s181_c32_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s181_board 1 0 1 1 -> fst (s181_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s181_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q8] in Hc |- *.
  rewrite tf_game_eq, (s181_c32_L), (s181_c32_R); cbn [map].
  pose proof (use_s147 IH 1 1 1 1 (opt_l _ _ _ (s181_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 0 0 2 (opt_l _ _ _ (s181_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 0 1 (opt_l _ _ _ (s181_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s153 IH 1 1 1 (opt_r _ _ _ (s181_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s198 IH 1 0 1 1 (opt_r _ _ _ (s181_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s147_p22 Ho0 ltac:(zlia)).
  rewrite (s181_p22 Ho1 ltac:(zlia)).
  rewrite (s187_p2 Ho2 ltac:(zlia)).
  rewrite (s153_p1 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c33_L (d : nat) : lmoves (s181_board 1 0 1 (2 + d)) = [s147_board 1 1 1 (2 + d); s181_board 1 0 0 (3 + d); s201_board 1 0 1 (1 + d)].
Proof. unfold s147_board, s181_board, s201_board. tf_options. Qed.
Lemma s181_c33_R (d : nat) : rmoves (s181_board 1 0 1 (2 + d)) = [s153_board 1 1 (2 + d); s198_board 1 0 1 (2 + d)].
Proof. unfold s153_board, s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s181_c33_p23 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s181_board 1 0 1 (2 + d) -> fst (s181_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q23] in Hc |- *.
  rewrite tf_game_eq, (s181_c33_L d), (s181_c33_R d); cbn [map].
  pose proof (use_s147 IH 1 1 1 (2 + d) (opt_l _ _ _ (s181_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 0 0 (3 + d) (opt_l _ _ _ (s181_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s201 IH 1 0 1 (1 + d) (opt_l _ _ _ (s181_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s153 IH 1 1 (2 + d) (opt_r _ _ _ (s181_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s198 IH 1 0 1 (2 + d) (opt_r _ _ _ (s181_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s147_p14 Ho0 ltac:(zlia)).
  rewrite (s181_p23 Ho1 ltac:(zlia)).
  rewrite (s201_p17 Ho2 ltac:(zlia)).
  rewrite (s153_p6 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==0 && c>=2 && d==0: the board of s136 *)
Lemma s181_c34_p6 x (Hs136 : s136_claim x) (c : nat) :
  x = s181_board 1 0 (2 + c) 0 -> fst (s181_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s181_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q6] in Hc |- *.
  pose proof (Hs136 1 0 (2 + c) ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c35_L (c : nat) : lmoves (s181_board 1 0 (2 + c) 1) = [s147_board 1 1 (2 + c) 1; s181_board 1 0 (1 + c) 2; s187_board 1 0 (2 + c)].
Proof. unfold s147_board, s181_board, s187_board. tf_options. Qed.
Lemma s181_c35_R (c : nat) : rmoves (s181_board 1 0 (2 + c) 1) = [s153_board 1 (2 + c) 1; s198_board 1 0 (2 + c) 1].
Proof. unfold s153_board, s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s181_c35_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s181_board 1 0 (2 + c) 1 -> fst (s181_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s181_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q8] in Hc |- *.
  rewrite tf_game_eq, (s181_c35_L c), (s181_c35_R c); cbn [map].
  pose proof (use_s147 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s181_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s181_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 0 (2 + c) (opt_l _ _ _ (s181_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s153 IH 1 (2 + c) 1 (opt_r _ _ _ (s181_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s198 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s181_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s147_p22 Ho0 ltac:(zlia)).
  rewrite (s181_p23 Ho1 ltac:(zlia)).
  rewrite (s187_p2 Ho2 ltac:(zlia)).
  rewrite (s153_p1 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c36_L (c d : nat) : lmoves (s181_board 1 0 (2 + c) (2 + d)) = [s147_board 1 1 (2 + c) (2 + d); s181_board 1 0 (1 + c) (3 + d); s201_board 1 0 (2 + c) (1 + d)].
Proof. unfold s147_board, s181_board, s201_board. tf_options. Qed.
Lemma s181_c36_R (c d : nat) : rmoves (s181_board 1 0 (2 + c) (2 + d)) = [s153_board 1 (2 + c) (2 + d); s198_board 1 0 (2 + c) (2 + d)].
Proof. unfold s153_board, s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s181_c36_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s181_board 1 0 (2 + c) (2 + d) -> fst (s181_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q23] in Hc |- *.
  rewrite tf_game_eq, (s181_c36_L c d), (s181_c36_R c d); cbn [map].
  pose proof (use_s147 IH 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s181_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s181_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s201 IH 1 0 (2 + c) (1 + d) (opt_l _ _ _ (s181_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s153 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s181_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s198 IH 1 0 (2 + c) (2 + d) (opt_r _ _ _ (s181_c36_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s147_p14 Ho0 ltac:(zlia)).
  rewrite (s181_p23 Ho1 ltac:(zlia)).
  rewrite (s201_p17 Ho2 ltac:(zlia)).
  rewrite (s153_p6 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==1 && c==0 && d==0: the board of s136 *)
Lemma s181_c37_p9 x (Hs136 : s136_claim x) :
  x = s181_board 1 1 0 0 -> fst (s181_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s181_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q9] in Hc |- *.
  pose proof (Hs136 1 1 0 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c38_L : lmoves (s181_board 1 1 0 1) = [s147_board 1 2 0 1; s127_board 1 0 2; s187_board 1 1 0].
Proof. unfold s127_board, s147_board, s181_board, s187_board. tf_options. Qed.
Lemma s181_c38_R : rmoves (s181_board 1 1 0 1) = [s180_board 1 1; s198_board 1 1 0 1].
Proof. unfold s180_board, s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==1 && c==0 && d==1 *)
Lemma s181_c38_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s181_board 1 1 0 1 -> fst (s181_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q11] in Hc |- *.
  rewrite tf_game_eq, (s181_c38_L), (s181_c38_R); cbn [map].
  pose proof (use_s147 IH 1 2 0 1 (opt_l _ _ _ (s181_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s127 IH 1 0 2 (opt_l _ _ _ (s181_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 1 0 (opt_l _ _ _ (s181_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s180 IH 1 1 (opt_r _ _ _ (s181_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s198 IH 1 1 0 1 (opt_r _ _ _ (s181_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s147_p8 Ho0 ltac:(zlia)).
  rewrite (s127_p5 Ho1 ltac:(zlia)).
  rewrite (s187_p3 Ho2 ltac:(zlia)).
  rewrite (s180_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c39_L (d : nat) : lmoves (s181_board 1 1 0 (2 + d)) = [s147_board 1 2 0 (2 + d); s127_board 1 0 (3 + d); s201_board 1 1 0 (1 + d)].
Proof. unfold s127_board, s147_board, s181_board, s201_board. tf_options. Qed.
Lemma s181_c39_R (d : nat) : rmoves (s181_board 1 1 0 (2 + d)) = [s180_board 1 (2 + d); s198_board 1 1 0 (2 + d)].
Proof. unfold s180_board, s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s181_c39_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s181_board 1 1 0 (2 + d) -> fst (s181_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q16] in Hc |- *.
  rewrite tf_game_eq, (s181_c39_L d), (s181_c39_R d); cbn [map].
  pose proof (use_s147 IH 1 2 0 (2 + d) (opt_l _ _ _ (s181_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s127 IH 1 0 (3 + d) (opt_l _ _ _ (s181_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s201 IH 1 1 0 (1 + d) (opt_l _ _ _ (s181_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s180 IH 1 (2 + d) (opt_r _ _ _ (s181_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s198 IH 1 1 0 (2 + d) (opt_r _ _ _ (s181_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s147_p18 Ho0 ltac:(zlia)).
  rewrite (s127_p7 Ho1 ltac:(zlia)).
  rewrite (s201_p10 Ho2 ltac:(zlia)).
  rewrite (s180_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==1 && c==1 && d==0: the board of s136 *)
Lemma s181_c40_p10 x (Hs136 : s136_claim x) :
  x = s181_board 1 1 1 0 -> fst (s181_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s181_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q10] in Hc |- *.
  pose proof (Hs136 1 1 1 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c41_L : lmoves (s181_board 1 1 1 1) = [s147_board 1 2 1 1; s181_board 1 1 0 2; s187_board 1 1 1].
Proof. unfold s147_board, s181_board, s187_board. tf_options. Qed.
Lemma s181_c41_R : rmoves (s181_board 1 1 1 1) = [s200_board 1 1 1; s198_board 1 1 1 1].
Proof. unfold s181_board, s198_board, s200_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==1 && c==1 && d==1 *)
Lemma s181_c41_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s181_board 1 1 1 1 -> fst (s181_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s181_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q12] in Hc |- *.
  rewrite tf_game_eq, (s181_c41_L), (s181_c41_R); cbn [map].
  pose proof (use_s147 IH 1 2 1 1 (opt_l _ _ _ (s181_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 1 0 2 (opt_l _ _ _ (s181_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 1 1 (opt_l _ _ _ (s181_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s200 IH 1 1 1 (opt_r _ _ _ (s181_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s198 IH 1 1 1 1 (opt_r _ _ _ (s181_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s147_p22 Ho0 ltac:(zlia)).
  rewrite (s181_p16 Ho1 ltac:(zlia)).
  rewrite (s187_p3 Ho2 ltac:(zlia)).
  rewrite (s200_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c42_L (d : nat) : lmoves (s181_board 1 1 1 (2 + d)) = [s147_board 1 2 1 (2 + d); s181_board 1 1 0 (3 + d); s201_board 1 1 1 (1 + d)].
Proof. unfold s147_board, s181_board, s201_board. tf_options. Qed.
Lemma s181_c42_R (d : nat) : rmoves (s181_board 1 1 1 (2 + d)) = [s200_board 1 1 (2 + d); s198_board 1 1 1 (2 + d)].
Proof. unfold s181_board, s198_board, s200_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s181_c42_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s181_board 1 1 1 (2 + d) -> fst (s181_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q16] in Hc |- *.
  rewrite tf_game_eq, (s181_c42_L d), (s181_c42_R d); cbn [map].
  pose proof (use_s147 IH 1 2 1 (2 + d) (opt_l _ _ _ (s181_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 1 0 (3 + d) (opt_l _ _ _ (s181_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s201 IH 1 1 1 (1 + d) (opt_l _ _ _ (s181_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s200 IH 1 1 (2 + d) (opt_r _ _ _ (s181_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s198 IH 1 1 1 (2 + d) (opt_r _ _ _ (s181_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s147_p18 Ho0 ltac:(zlia)).
  rewrite (s181_p16 Ho1 ltac:(zlia)).
  rewrite (s201_p10 Ho2 ltac:(zlia)).
  rewrite (s200_p5 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==1 && c>=2 && d==0: the board of s136 *)
Lemma s181_c43_p10 x (Hs136 : s136_claim x) (c : nat) :
  x = s181_board 1 1 (2 + c) 0 -> fst (s181_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s181_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q10] in Hc |- *.
  pose proof (Hs136 1 1 (2 + c) ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c44_L (c : nat) : lmoves (s181_board 1 1 (2 + c) 1) = [s147_board 1 2 (2 + c) 1; s181_board 1 1 (1 + c) 2; s187_board 1 1 (2 + c)].
Proof. unfold s147_board, s181_board, s187_board. tf_options. Qed.
Lemma s181_c44_R (c : nat) : rmoves (s181_board 1 1 (2 + c) 1) = [s200_board 1 (2 + c) 1; s198_board 1 1 (2 + c) 1].
Proof. unfold s181_board, s198_board, s200_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s181_c44_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s181_board 1 1 (2 + c) 1 -> fst (s181_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s181_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q12] in Hc |- *.
  rewrite tf_game_eq, (s181_c44_L c), (s181_c44_R c); cbn [map].
  pose proof (use_s147 IH 1 2 (2 + c) 1 (opt_l _ _ _ (s181_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s181_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 1 (2 + c) (opt_l _ _ _ (s181_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s200 IH 1 (2 + c) 1 (opt_r _ _ _ (s181_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s198 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s181_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s147_p22 Ho0 ltac:(zlia)).
  rewrite (s181_p16 Ho1 ltac:(zlia)).
  rewrite (s187_p3 Ho2 ltac:(zlia)).
  rewrite (s200_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c45_L (c d : nat) : lmoves (s181_board 1 1 (2 + c) (2 + d)) = [s147_board 1 2 (2 + c) (2 + d); s181_board 1 1 (1 + c) (3 + d); s201_board 1 1 (2 + c) (1 + d)].
Proof. unfold s147_board, s181_board, s201_board. tf_options. Qed.
Lemma s181_c45_R (c d : nat) : rmoves (s181_board 1 1 (2 + c) (2 + d)) = [s200_board 1 (2 + c) (2 + d); s198_board 1 1 (2 + c) (2 + d)].
Proof. unfold s181_board, s198_board, s200_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s181_c45_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s181_board 1 1 (2 + c) (2 + d) -> fst (s181_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q16] in Hc |- *.
  rewrite tf_game_eq, (s181_c45_L c d), (s181_c45_R c d); cbn [map].
  pose proof (use_s147 IH 1 2 (2 + c) (2 + d) (opt_l _ _ _ (s181_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s181_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s201 IH 1 1 (2 + c) (1 + d) (opt_l _ _ _ (s181_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s200 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s181_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s198 IH 1 1 (2 + c) (2 + d) (opt_r _ _ _ (s181_c45_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s147_p18 Ho0 ltac:(zlia)).
  rewrite (s181_p16 Ho1 ltac:(zlia)).
  rewrite (s201_p10 Ho2 ltac:(zlia)).
  rewrite (s200_p5 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c==0 && d==0: the board of s136 *)
Lemma s181_c46_p11 x (Hs136 : s136_claim x) (b : nat) :
  x = s181_board 1 (2 + b) 0 0 -> fst (s181_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s181_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q11] in Hc |- *.
  pose proof (Hs136 1 (2 + b) 0 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s181_c46_p15 x (Hs136 : s136_claim x) (b : nat) :
  x = s181_board 1 (2 + b) 0 0 -> fst (s181_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s181_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q15] in Hc |- *.
  pose proof (Hs136 1 (2 + b) 0 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s181_c47_L (b : nat) : lmoves (s181_board 1 (2 + b) 0 1) = [s147_board 1 (3 + b) 0 1; s166_board 1 (1 + b) 0 2; s187_board 1 (2 + b) 0].
Proof. unfold s147_board, s166_board, s181_board, s187_board. tf_options. Qed.
Lemma s181_c47_R (b : nat) : rmoves (s181_board 1 (2 + b) 0 1) = [s198_board 1 (2 + b) 0 1].
Proof. unfold s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s181_c47_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s181_board 1 (2 + b) 0 1 -> fst (s181_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q14] in Hc |- *.
  rewrite tf_game_eq, (s181_c47_L b), (s181_c47_R b); cbn [map].
  pose proof (use_s147 IH 1 (3 + b) 0 1 (opt_l _ _ _ (s181_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s166 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s181_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 (2 + b) 0 (opt_l _ _ _ (s181_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s181_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p24 Ho0 ltac:(zlia)).
  rewrite (s166_p51 Ho1 ltac:(zlia)).
  rewrite (s187_p5 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c47_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s181_board 1 (2 + b) 0 1 -> fst (s181_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q19] in Hc |- *.
  rewrite tf_game_eq, (s181_c47_L b), (s181_c47_R b); cbn [map].
  pose proof (use_s147 IH 1 (3 + b) 0 1 (opt_l _ _ _ (s181_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s166 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s181_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 (2 + b) 0 (opt_l _ _ _ (s181_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s181_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p25 Ho0 ltac:(zlia)).
  rewrite (s166_p40 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s187_p7 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s187_p8 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s181_c48_L (b d : nat) : lmoves (s181_board 1 (2 + b) 0 (2 + d)) = [s147_board 1 (3 + b) 0 (2 + d); s166_board 1 (1 + b) 0 (3 + d); s201_board 1 (2 + b) 0 (1 + d)].
Proof. unfold s147_board, s166_board, s181_board, s201_board. tf_options. Qed.
Lemma s181_c48_R (b d : nat) : rmoves (s181_board 1 (2 + b) 0 (2 + d)) = [s198_board 1 (2 + b) 0 (2 + d)].
Proof. unfold s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s181_c48_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s181_board 1 (2 + b) 0 (2 + d) -> fst (s181_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q17] in Hc |- *.
  rewrite tf_game_eq, (s181_c48_L b d), (s181_c48_R b d); cbn [map].
  pose proof (use_s147 IH 1 (3 + b) 0 (2 + d) (opt_l _ _ _ (s181_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s166 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s181_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s201 IH 1 (2 + b) 0 (1 + d) (opt_l _ _ _ (s181_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s181_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p18 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s166_p42 Ho1 ltac:(zlia)).
    rewrite (s201_p11 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p51 Ho1 ltac:(zlia)).
    rewrite (s201_p11 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c==1 && d==0: the board of s136 *)
Lemma s181_c49_p10 x (Hs136 : s136_claim x) (b : nat) :
  x = s181_board 1 (2 + b) 1 0 -> fst (s181_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s181_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q10] in Hc |- *.
  pose proof (Hs136 1 (2 + b) 1 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c50_L (b : nat) : lmoves (s181_board 1 (2 + b) 1 1) = [s147_board 1 (3 + b) 1 1; s181_board 1 (2 + b) 0 2; s187_board 1 (2 + b) 1].
Proof. unfold s147_board, s181_board, s187_board. tf_options. Qed.
Lemma s181_c50_R (b : nat) : rmoves (s181_board 1 (2 + b) 1 1) = [s198_board 1 (2 + b) 1 1].
Proof. unfold s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s181_c50_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s181_board 1 (2 + b) 1 1 -> fst (s181_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s181_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q12] in Hc |- *.
  rewrite tf_game_eq, (s181_c50_L b), (s181_c50_R b); cbn [map].
  pose proof (use_s147 IH 1 (3 + b) 1 1 (opt_l _ _ _ (s181_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s181_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 (2 + b) 1 (opt_l _ _ _ (s181_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s181_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p22 Ho0 ltac:(zlia)).
  rewrite (s181_p17 Ho1 ltac:(zlia)).
  rewrite (s187_p4 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c51_L (b d : nat) : lmoves (s181_board 1 (2 + b) 1 (2 + d)) = [s147_board 1 (3 + b) 1 (2 + d); s181_board 1 (2 + b) 0 (3 + d); s201_board 1 (2 + b) 1 (1 + d)].
Proof. unfold s147_board, s181_board, s201_board. tf_options. Qed.
Lemma s181_c51_R (b d : nat) : rmoves (s181_board 1 (2 + b) 1 (2 + d)) = [s198_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s181_c51_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s181_board 1 (2 + b) 1 (2 + d) -> fst (s181_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q17] in Hc |- *.
  rewrite tf_game_eq, (s181_c51_L b d), (s181_c51_R b d); cbn [map].
  pose proof (use_s147 IH 1 (3 + b) 1 (2 + d) (opt_l _ _ _ (s181_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s181_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s201 IH 1 (2 + b) 1 (1 + d) (opt_l _ _ _ (s181_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s181_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p18 Ho0 ltac:(zlia)).
  rewrite (s181_p17 Ho1 ltac:(zlia)).
  rewrite (s201_p11 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c>=2 && d==0: the board of s136 *)
Lemma s181_c52_p10 x (Hs136 : s136_claim x) (b c : nat) :
  x = s181_board 1 (2 + b) (2 + c) 0 -> fst (s181_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s181_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q10] in Hc |- *.
  pose proof (Hs136 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c53_L (b c : nat) : lmoves (s181_board 1 (2 + b) (2 + c) 1) = [s147_board 1 (3 + b) (2 + c) 1; s181_board 1 (2 + b) (1 + c) 2; s187_board 1 (2 + b) (2 + c)].
Proof. unfold s147_board, s181_board, s187_board. tf_options. Qed.
Lemma s181_c53_R (b c : nat) : rmoves (s181_board 1 (2 + b) (2 + c) 1) = [s198_board 1 (2 + b) (2 + c) 1].
Proof. unfold s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s181_c53_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s181_board 1 (2 + b) (2 + c) 1 -> fst (s181_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s181_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q12] in Hc |- *.
  rewrite tf_game_eq, (s181_c53_L b c), (s181_c53_R b c); cbn [map].
  pose proof (use_s147 IH 1 (3 + b) (2 + c) 1 (opt_l _ _ _ (s181_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s181_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 (2 + b) (2 + c) (opt_l _ _ _ (s181_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s181_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p22 Ho0 ltac:(zlia)).
  rewrite (s181_p17 Ho1 ltac:(zlia)).
  rewrite (s187_p4 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c54_L (b c d : nat) : lmoves (s181_board 1 (2 + b) (2 + c) (2 + d)) = [s147_board 1 (3 + b) (2 + c) (2 + d); s181_board 1 (2 + b) (1 + c) (3 + d); s201_board 1 (2 + b) (2 + c) (1 + d)].
Proof. unfold s147_board, s181_board, s201_board. tf_options. Qed.
Lemma s181_c54_R (b c d : nat) : rmoves (s181_board 1 (2 + b) (2 + c) (2 + d)) = [s198_board 1 (2 + b) (2 + c) (2 + d)].
Proof. unfold s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s181_c54_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s181_board 1 (2 + b) (2 + c) (2 + d) -> fst (s181_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q17] in Hc |- *.
  rewrite tf_game_eq, (s181_c54_L b c d), (s181_c54_R b c d); cbn [map].
  pose proof (use_s147 IH 1 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s181_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s181_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s201 IH 1 (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s181_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s181_c54_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p18 Ho0 ltac:(zlia)).
  rewrite (s181_p17 Ho1 ltac:(zlia)).
  rewrite (s201_p11 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

