(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s39_c52_L (c d : nat) : lmoves (s39_board 0 1 (2 + c) (2 + d) 0) = [s39_board 0 1 (1 + c) (3 + d) 0; s39_board 0 1 (2 + c) (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c52_R (c d : nat) : rmoves (s39_board 0 1 (2 + c) (2 + d) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; s31_board 0 1 (2 + c) (2 + d)].
Proof. unfold s31_board, s39_board, strip. tf_options. Qed.
Lemma s39_c52_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s16_board 1 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s39_c52_p30 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 0 1 (2 + c) (2 + d) 0 -> fst (s39_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c52_L c d), (s39_c52_R c d); cbn [map].
  pose proof (use_s39 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c52_R1 c d)).
  pose proof (use_s16 IH 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s39_c52_R c d) ltac:(cbn [In]; left; reflexivity) (s39_c52_R1 c d))) as Ho2.
  pose proof (use_s31 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s39_c52_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p30 Ho0 ltac:(zlia)).
    rewrite (s39_p29 Ho1 ltac:(zlia)).
    rewrite (s16_p11 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p31 Ho0 ltac:(zlia)).
    rewrite (s39_p29 Ho1 ltac:(zlia)).
    rewrite (s16_p11 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c53_L (c d : nat) : lmoves (s39_board 0 1 (2 + c) (2 + d) 1) = [s39_board 0 1 (1 + c) (3 + d) 1; s39_board 0 1 (2 + c) (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c53_R (c d : nat) : rmoves (s39_board 0 1 (2 + c) (2 + d) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c53_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s16_board 1 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c53_R2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s39_c53_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 0 1 (2 + c) (2 + d) 1 -> fst (s39_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c53_L c d), (s39_c53_R c d); cbn [map].
  pose proof (use_s39 IH 0 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c53_R1 c d)).
  pose proof (use_s16 IH 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s39_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s39_c53_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s39_c53_R2 c d)).
  pose proof (use_s31 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c53_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c53_R2 c d))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s16_p10 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c54_L (c d e : nat) : lmoves (s39_board 0 1 (2 + c) (2 + d) (2 + e)) = [s39_board 0 1 (1 + c) (3 + d) (2 + e); s39_board 0 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c54_R (c d e : nat) : rmoves (s39_board 0 1 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c54_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []) (s16_board 1 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c54_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s39_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c54_L c d e), (s39_c54_R c d e); cbn [map].
  pose proof (use_s39 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c54_R1 c d e)).
  pose proof (use_s16 IH 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s39_c54_R c d e) ltac:(cbn [In]; left; reflexivity) (s39_c54_R1 c d e))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c55_p7 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 0 0 0 -> fst (s39_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c55_p22 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 0 0 0 -> fst (s39_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q22] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c55_p26 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 0 0 0 -> fst (s39_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q26] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c56_p25 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 0 0 1 -> fst (s39_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q25] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c56_p27 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 0 0 1 -> fst (s39_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q27] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c56_p37 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 0 0 1 -> fst (s39_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q37] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c56_p39 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 0 0 1 -> fst (s39_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q39] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c57_p3 x (Hs33 : s33_claim x) (b e : nat) :
  x = s39_board 0 (2 + b) 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c58_L (b : nat) : lmoves (s39_board 0 (2 + b) 0 1 0) = [s30_board 0 (1 + b) 0 2 0; s33_board 0 (2 + b) 0 1].
Proof. unfold s30_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c58_R (b : nat) : rmoves (s39_board 0 (2 + b) 0 1 0) = [s31_board 0 (2 + b) 0 1].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e==0 *)
Lemma s39_c58_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 0 (2 + b) 0 1 0 -> fst (s39_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q21] in Hc |- *.
  rewrite tf_game_eq, (s39_c58_L b), (s39_c58_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 2 0 (opt_l _ _ _ (s39_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s39_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s39_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p58 Ho0 ltac:(zlia)).
  rewrite (s33_p17 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c58_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 0 (2 + b) 0 1 0 -> fst (s39_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q26] in Hc |- *.
  rewrite tf_game_eq, (s39_c58_L b), (s39_c58_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 2 0 (opt_l _ _ _ (s39_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s39_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s39_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p40 Ho0 ltac:(zlia)).
  rewrite (s33_p15 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c58_p38 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 0 (2 + b) 0 1 0 -> fst (s39_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q38] in Hc |- *.
  rewrite tf_game_eq, (s39_c58_L b), (s39_c58_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 2 0 (opt_l _ _ _ (s39_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s39_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s39_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p71 Ho0 ltac:(zlia)).
  rewrite (s33_p19 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c58_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 0 (2 + b) 0 1 0 -> fst (s39_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q40] in Hc |- *.
  rewrite tf_game_eq, (s39_c58_L b), (s39_c58_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 2 0 (opt_l _ _ _ (s39_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s39_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s39_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p80 Ho0 ltac:(zlia)).
  rewrite (s33_p20 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c59_L (b : nat) : lmoves (s39_board 0 (2 + b) 0 1 1) = [s30_board 0 (1 + b) 0 2 1; s33_board 0 (2 + b) 0 2].
Proof. unfold s30_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c59_R (b : nat) : rmoves (s39_board 0 (2 + b) 0 1 1) = [strip [] (E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c59_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]) (s31_board 0 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s39_c59_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 0 (2 + b) 0 1 1 -> fst (s39_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q27] in Hc |- *.
  rewrite tf_game_eq, (s39_c59_L b), (s39_c59_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 2 1 (opt_l _ _ _ (s39_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s39_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s39_c59_R1 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s39_c59_R b) ltac:(cbn [In]; left; reflexivity) (s39_c59_R1 b))) as Ho2.
  rewrite (s30_p41 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c59_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 0 (2 + b) 0 1 1 -> fst (s39_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c59_L b), (s39_c59_R b); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 2 1 (opt_l _ _ _ (s39_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s39_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s39_c59_R1 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s39_c59_R b) ltac:(cbn [In]; left; reflexivity) (s39_c59_R1 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s30_p59 Ho0 ltac:(zlia)).
    rewrite (s33_p3 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p72 Ho0 ltac:(zlia)).
    rewrite (s33_p3 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p81 Ho0 ltac:(zlia)).
    rewrite (s33_p3 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c60_L (b e : nat) : lmoves (s39_board 0 (2 + b) 0 1 (2 + e)) = [s30_board 0 (1 + b) 0 2 (2 + e); s33_board 0 (2 + b) 0 (3 + e)].
Proof. unfold s30_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c60_R (b e : nat) : rmoves (s39_board 0 (2 + b) 0 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s39_c60_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s39_board 0 (2 + b) 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c60_L b e), (s39_c60_R b e); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 2 (2 + e) (opt_l _ _ _ (s39_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 0 (3 + e) (opt_l _ _ _ (s39_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s39_c61_L (b d : nat) : lmoves (s39_board 0 (2 + b) 0 (2 + d) 0) = [s30_board 0 (1 + b) 0 (3 + d) 0; s39_board 0 (2 + b) 0 (1 + d) 1].
Proof. unfold s30_board, s39_board. tf_options. Qed.
Lemma s39_c61_R (b d : nat) : rmoves (s39_board 0 (2 + b) 0 (2 + d) 0) = [s31_board 0 (2 + b) 0 (2 + d)].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s39_c61_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 0 (2 + b) 0 (2 + d) 0 -> fst (s39_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q21] in Hc |- *.
  rewrite tf_game_eq, (s39_c61_L b d), (s39_c61_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 (3 + d) 0 (opt_l _ _ _ (s39_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s39_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s39_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p42 Ho0 ltac:(zlia)).
  rewrite (s39_p27 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c61_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 0 (2 + b) 0 (2 + d) 0 -> fst (s39_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q32] in Hc |- *.
  rewrite tf_game_eq, (s39_c61_L b d), (s39_c61_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 (3 + d) 0 (opt_l _ _ _ (s39_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s39_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s39_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s30_p42 Ho0 ltac:(zlia)).
    rewrite (s39_p29 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p60 Ho0 ltac:(zlia)).
    rewrite (s39_p29 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p73 Ho0 ltac:(zlia)).
    rewrite (s39_p29 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p82 Ho0 ltac:(zlia)).
    rewrite (s39_p29 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c62_L (b d : nat) : lmoves (s39_board 0 (2 + b) 0 (2 + d) 1) = [s30_board 0 (1 + b) 0 (3 + d) 1; s39_board 0 (2 + b) 0 (1 + d) 2].
Proof. unfold s30_board, s39_board. tf_options. Qed.
Lemma s39_c62_R (b d : nat) : rmoves (s39_board 0 (2 + b) 0 (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c62_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 0 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s39_c62_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 0 (2 + b) 0 (2 + d) 1 -> fst (s39_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c62_L b d), (s39_c62_R b d); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 (3 + d) 1 (opt_l _ _ _ (s39_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s39_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s39_c62_R1 b d)).
  pose proof (use_s31 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c62_R b d) ltac:(cbn [In]; left; reflexivity) (s39_c62_R1 b d))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s30_p41 Ho0 ltac:(zlia)).
    rewrite (s39_p3 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p59 Ho0 ltac:(zlia)).
    rewrite (s39_p3 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p72 Ho0 ltac:(zlia)).
    rewrite (s39_p3 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p81 Ho0 ltac:(zlia)).
    rewrite (s39_p3 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c63_L (b d e : nat) : lmoves (s39_board 0 (2 + b) 0 (2 + d) (2 + e)) = [s30_board 0 (1 + b) 0 (3 + d) (2 + e); s39_board 0 (2 + b) 0 (1 + d) (3 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
Lemma s39_c63_R (b d e : nat) : rmoves (s39_board 0 (2 + b) 0 (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s39_c63_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s39_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c63_L b d e), (s39_c63_R b d e); cbn [map].
  pose proof (use_s30 IH 0 (1 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) 0 (1 + d) (3 + e) (opt_l _ _ _ (s39_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s39_c64_p19 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 1 0 0 -> fst (s39_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s39_c65_p34 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 1 0 1 -> fst (s39_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q34] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s39_c66_p3 x (Hs33 : s33_claim x) (b e : nat) :
  x = s39_board 0 (2 + b) 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c67_L (b : nat) : lmoves (s39_board 0 (2 + b) 1 1 0) = [s39_board 0 (2 + b) 0 2 0; s33_board 0 (2 + b) 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c67_R (b : nat) : rmoves (s39_board 0 (2 + b) 1 1 0) = [s31_board 0 (2 + b) 1 1].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s39_c67_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 0 (2 + b) 1 1 0 -> fst (s39_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q12] in Hc |- *.
  rewrite tf_game_eq, (s39_c67_L b), (s39_c67_R b); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) 0 2 0 (opt_l _ _ _ (s39_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s39_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s39_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p21 Ho0 ltac:(zlia)).
    rewrite (s33_p11 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p32 Ho0 ltac:(zlia)).
    rewrite (s33_p11 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c68_L (b : nat) : lmoves (s39_board 0 (2 + b) 1 1 1) = [s39_board 0 (2 + b) 0 2 1; s33_board 0 (2 + b) 1 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c68_R (b : nat) : rmoves (s39_board 0 (2 + b) 1 1 1) = [strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c68_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]) (s31_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s39_c68_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 0 (2 + b) 1 1 1 -> fst (s39_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c68_L b), (s39_c68_R b); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) 0 2 1 (opt_l _ _ _ (s39_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 1 2 (opt_l _ _ _ (s39_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s39_c68_R1 b)).
  pose proof (use_s31 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s39_c68_R b) ltac:(cbn [In]; left; reflexivity) (s39_c68_R1 b))) as Ho2.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c69_L (b e : nat) : lmoves (s39_board 0 (2 + b) 1 1 (2 + e)) = [s39_board 0 (2 + b) 0 2 (2 + e); s33_board 0 (2 + b) 1 (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c69_R (b e : nat) : rmoves (s39_board 0 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s39_c69_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s39_board 0 (2 + b) 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c69_L b e), (s39_c69_R b e); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) 0 2 (2 + e) (opt_l _ _ _ (s39_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 1 (3 + e) (opt_l _ _ _ (s39_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c70_L (b d : nat) : lmoves (s39_board 0 (2 + b) 1 (2 + d) 0) = [s39_board 0 (2 + b) 0 (3 + d) 0; s39_board 0 (2 + b) 1 (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c70_R (b d : nat) : rmoves (s39_board 0 (2 + b) 1 (2 + d) 0) = [s31_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s39_c70_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 0 (2 + b) 1 (2 + d) 0 -> fst (s39_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c70_L b d), (s39_c70_R b d); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) 0 (3 + d) 0 (opt_l _ _ _ (s39_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s39_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s39_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p32 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c71_L (b d : nat) : lmoves (s39_board 0 (2 + b) 1 (2 + d) 1) = [s39_board 0 (2 + b) 0 (3 + d) 1; s39_board 0 (2 + b) 1 (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c71_R (b d : nat) : rmoves (s39_board 0 (2 + b) 1 (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c71_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s39_c71_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 0 (2 + b) 1 (2 + d) 1 -> fst (s39_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c71_L b d), (s39_c71_R b d); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) 0 (3 + d) 1 (opt_l _ _ _ (s39_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s39_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s39_c71_R1 b d)).
  pose proof (use_s31 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c71_R b d) ltac:(cbn [In]; left; reflexivity) (s39_c71_R1 b d))) as Ho2.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c72_L (b d e : nat) : lmoves (s39_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s39_board 0 (2 + b) 0 (3 + d) (2 + e); s39_board 0 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c72_R (b d e : nat) : rmoves (s39_board 0 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s39_c72_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s39_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c72_L b d e), (s39_c72_R b d e); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s39_c73_p19 x (Hs33 : s33_claim x) (b c : nat) :
  x = s39_board 0 (2 + b) (2 + c) 0 0 -> fst (s39_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs33 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s39_c74_p34 x (Hs33 : s33_claim x) (b c : nat) :
  x = s39_board 0 (2 + b) (2 + c) 0 1 -> fst (s39_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q34] in Hc |- *.
  pose proof (Hs33 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s39_c75_p3 x (Hs33 : s33_claim x) (b c e : nat) :
  x = s39_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 0 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c76_L (b c : nat) : lmoves (s39_board 0 (2 + b) (2 + c) 1 0) = [s39_board 0 (2 + b) (1 + c) 2 0; s33_board 0 (2 + b) (2 + c) 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c76_R (b c : nat) : rmoves (s39_board 0 (2 + b) (2 + c) 1 0) = [s31_board 0 (2 + b) (2 + c) 1].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s39_c76_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s39_board 0 (2 + b) (2 + c) 1 0 -> fst (s39_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q12] in Hc |- *.
  rewrite tf_game_eq, (s39_c76_L b c), (s39_c76_R b c); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s39_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) (2 + c) 1 (opt_l _ _ _ (s39_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s39_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s33_p11 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c77_L (b c : nat) : lmoves (s39_board 0 (2 + b) (2 + c) 1 1) = [s39_board 0 (2 + b) (1 + c) 2 1; s33_board 0 (2 + b) (2 + c) 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c77_R (b c : nat) : rmoves (s39_board 0 (2 + b) (2 + c) 1 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c77_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s31_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s39_c77_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s39_board 0 (2 + b) (2 + c) 1 1 -> fst (s39_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c77_L b c), (s39_c77_R b c); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s39_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) (2 + c) 2 (opt_l _ _ _ (s39_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s39_c77_R1 b c)).
  pose proof (use_s31 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c77_R b c) ltac:(cbn [In]; left; reflexivity) (s39_c77_R1 b c))) as Ho2.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c78_L (b c e : nat) : lmoves (s39_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s39_board 0 (2 + b) (1 + c) 2 (2 + e); s33_board 0 (2 + b) (2 + c) (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c78_R (b c e : nat) : rmoves (s39_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s39_c78_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s39_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c78_L b c e), (s39_c78_R b c e); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s39_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c79_L (b c d : nat) : lmoves (s39_board 0 (2 + b) (2 + c) (2 + d) 0) = [s39_board 0 (2 + b) (1 + c) (3 + d) 0; s39_board 0 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c79_R (b c d : nat) : rmoves (s39_board 0 (2 + b) (2 + c) (2 + d) 0) = [s31_board 0 (2 + b) (2 + c) (2 + d)].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s39_c79_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s39_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s39_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c79_L b c d), (s39_c79_R b c d); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s39_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c80_L (b c d : nat) : lmoves (s39_board 0 (2 + b) (2 + c) (2 + d) 1) = [s39_board 0 (2 + b) (1 + c) (3 + d) 1; s39_board 0 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c80_R (b c d : nat) : rmoves (s39_board 0 (2 + b) (2 + c) (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c80_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s39_c80_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s39_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s39_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c80_L b c d), (s39_c80_R b c d); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s39_c80_R1 b c d)).
  pose proof (use_s31 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s39_c80_R1 b c d))) as Ho2.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c81_L (b c d e : nat) : lmoves (s39_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s39_board 0 (2 + b) (1 + c) (3 + d) (2 + e); s39_board 0 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c81_R (b c d e : nat) : rmoves (s39_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c81_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s39_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c81_L b c d e), (s39_c81_R b c d e); cbn [map].
  pose proof (use_s39 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c82_p41 x (Hs33 : s33_claim x) :
  x = s39_board 1 0 0 0 0 -> fst (s39_q41 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q41 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q41] in Hc |- *.
  pose proof (Hs33 1 0 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c83_p16 x (Hs33 : s33_claim x) :
  x = s39_board 1 0 0 0 1 -> fst (s39_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q16] in Hc |- *.
  pose proof (Hs33 1 0 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c84_p3 x (Hs33 : s33_claim x) (e : nat) :
  x = s39_board 1 0 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 1 0 0 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c85_L : lmoves (s39_board 1 0 0 1 0) = [s39_board 0 1 0 1 0; s33_board 1 0 0 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c85_R : rmoves (s39_board 1 0 0 1 0) = [s35_board 1 1 0; s31_board 1 0 0 1].
Proof. unfold s31_board, s35_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e==0 *)
Lemma s39_c85_p42 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 1 0 0 1 0 -> fst (s39_q42 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q42 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q42] in Hc |- *.
  rewrite tf_game_eq, (s39_c85_L), (s39_c85_R); cbn [map].
  pose proof (use_s39 IH 0 1 0 1 0 (opt_l _ _ _ (s39_c85_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 0 0 1 (opt_l _ _ _ (s39_c85_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 1 0 (opt_r _ _ _ (s39_c85_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 0 0 1 (opt_r _ _ _ (s39_c85_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p6 Ho0 ltac:(zlia)).
  rewrite (s33_p6 Ho1 ltac:(zlia)).
  rewrite (s35_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c86_L : lmoves (s39_board 1 0 0 1 1) = [s39_board 0 1 0 1 1; s33_board 1 0 0 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c86_R : rmoves (s39_board 1 0 0 1 1) = [s35_board 1 1 1; strip [] ([T; E; F; E; T; F]) [(1, 1)]].
Proof. unfold s35_board, s39_board, strip. tf_options. Qed.
Lemma s39_c86_R2 : tf_norm (strip [] ([T; E; F; E; T; F]) [(1, 1)]) (s31_board 1 0 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e==1 *)
Lemma s39_c86_p43 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 1 0 0 1 1 -> fst (s39_q43 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q43 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q43] in Hc |- *.
  rewrite tf_game_eq, (s39_c86_L), (s39_c86_R); cbn [map].
  pose proof (use_s39 IH 0 1 0 1 1 (opt_l _ _ _ (s39_c86_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 0 0 2 (opt_l _ _ _ (s39_c86_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 1 1 (opt_r _ _ _ (s39_c86_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c86_R2)).
  pose proof (use_s31 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s39_c86_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c86_R2))) as Ho3.
  rewrite (s39_p25 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p12 Ho2 ltac:(zlia)).
  rewrite (s31_p7 Ho3 ltac:(zlia)).
  rewrite (s31_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s39_c87_L (e : nat) : lmoves (s39_board 1 0 0 1 (2 + e)) = [s39_board 0 1 0 1 (2 + e); s33_board 1 0 0 (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c87_R (e : nat) : rmoves (s39_board 1 0 0 1 (2 + e)) = [s35_board 1 1 (2 + e)].
Proof. unfold s35_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e>=2 *)
Lemma s39_c87_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s39_board 1 0 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c87_L e), (s39_c87_R e); cbn [map].
  pose proof (use_s39 IH 0 1 0 1 (2 + e) (opt_l _ _ _ (s39_c87_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 0 0 (3 + e) (opt_l _ _ _ (s39_c87_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 1 (2 + e) (opt_r _ _ _ (s39_c87_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c88_L (d : nat) : lmoves (s39_board 1 0 0 (2 + d) 0) = [s39_board 0 1 0 (2 + d) 0; s39_board 1 0 0 (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c88_R (d : nat) : rmoves (s39_board 1 0 0 (2 + d) 0) = [s35_board 1 (2 + d) 0; s31_board 1 0 0 (2 + d)].
Proof. unfold s31_board, s35_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e==0 *)
Lemma s39_c88_p44 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 1 0 0 (2 + d) 0 -> fst (s39_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q44] in Hc |- *.
  rewrite tf_game_eq, (s39_c88_L d), (s39_c88_R d); cbn [map].
  pose proof (use_s39 IH 0 1 0 (2 + d) 0 (opt_l _ _ _ (s39_c88_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 (1 + d) 1 (opt_l _ _ _ (s39_c88_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + d) 0 (opt_r _ _ _ (s39_c88_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 0 0 (2 + d) (opt_r _ _ _ (s39_c88_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p43 Ho1 ltac:(zlia)).
  rewrite (s35_p9 Ho2 ltac:(zlia)).
  rewrite (s31_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c88_p47 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 1 0 0 (2 + d) 0 -> fst (s39_q47 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q47 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q47] in Hc |- *.
  rewrite tf_game_eq, (s39_c88_L d), (s39_c88_R d); cbn [map].
  pose proof (use_s39 IH 0 1 0 (2 + d) 0 (opt_l _ _ _ (s39_c88_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 (1 + d) 1 (opt_l _ _ _ (s39_c88_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + d) 0 (opt_r _ _ _ (s39_c88_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 0 0 (2 + d) (opt_r _ _ _ (s39_c88_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p23 Ho0 ltac:(zlia)).
    rewrite (s39_p45 Ho1 ltac:(zlia)).
    rewrite (s35_p11 Ho2 ltac:(zlia)).
    rewrite (s31_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p31 Ho0 ltac:(zlia)).
    rewrite (s39_p45 Ho1 ltac:(zlia)).
    rewrite (s35_p11 Ho2 ltac:(zlia)).
    rewrite (s31_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c89_L (d : nat) : lmoves (s39_board 1 0 0 (2 + d) 1) = [s39_board 0 1 0 (2 + d) 1; s39_board 1 0 0 (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c89_R (d : nat) : rmoves (s39_board 1 0 0 (2 + d) 1) = [s35_board 1 (2 + d) 1; strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s35_board, s39_board, strip. tf_options. Qed.
Lemma s39_c89_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 1 0 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e==1 *)
Lemma s39_c89_p45 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 1 0 0 (2 + d) 1 -> fst (s39_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q45] in Hc |- *.
  rewrite tf_game_eq, (s39_c89_L d), (s39_c89_R d); cbn [map].
  pose proof (use_s39 IH 0 1 0 (2 + d) 1 (opt_l _ _ _ (s39_c89_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 (1 + d) 2 (opt_l _ _ _ (s39_c89_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + d) 1 (opt_r _ _ _ (s39_c89_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c89_R2 d)).
  pose proof (use_s31 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c89_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c89_R2 d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p27 Ho0 ltac:(zlia)).
    rewrite (s39_p3 Ho1 ltac:(zlia)).
    rewrite (s35_p10 Ho2 ltac:(zlia)).
    rewrite (s31_p8 Ho3 ltac:(zlia)).
    rewrite (s31_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p29 Ho0 ltac:(zlia)).
    rewrite (s39_p3 Ho1 ltac:(zlia)).
    rewrite (s35_p10 Ho2 ltac:(zlia)).
    rewrite (s31_p8 Ho3 ltac:(zlia)).
    rewrite (s31_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c90_L (d e : nat) : lmoves (s39_board 1 0 0 (2 + d) (2 + e)) = [s39_board 0 1 0 (2 + d) (2 + e); s39_board 1 0 0 (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c90_R (d e : nat) : rmoves (s39_board 1 0 0 (2 + d) (2 + e)) = [s35_board 1 (2 + d) (2 + e)].
Proof. unfold s35_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e>=2 *)
Lemma s39_c90_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s39_board 1 0 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c90_L d e), (s39_c90_R d e); cbn [map].
  pose proof (use_s39 IH 0 1 0 (2 + d) (2 + e) (opt_l _ _ _ (s39_c90_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 (1 + d) (3 + e) (opt_l _ _ _ (s39_c90_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + d) (2 + e) (opt_r _ _ _ (s39_c90_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s39_c91_p49 x (Hs33 : s33_claim x) :
  x = s39_board 1 0 1 0 0 -> fst (s39_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q49] in Hc |- *.
  pose proof (Hs33 1 0 1 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s39_c92_p8 x (Hs33 : s33_claim x) :
  x = s39_board 1 0 1 0 1 -> fst (s39_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs33 1 0 1 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s39_c93_p3 x (Hs33 : s33_claim x) (e : nat) :
  x = s39_board 1 0 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 1 0 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c94_L : lmoves (s39_board 1 0 1 1 0) = [s39_board 0 1 1 1 0; s39_board 1 0 0 2 0; s33_board 1 0 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c94_R : rmoves (s39_board 1 0 1 1 0) = [s41_board 1 1 1 0; s31_board 1 0 1 1].
Proof. unfold s31_board, s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e==0 *)
Lemma s39_c94_p50 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 1 0 1 1 0 -> fst (s39_q50 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q50 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q50] in Hc |- *.
  rewrite tf_game_eq, (s39_c94_L), (s39_c94_R); cbn [map].
  pose proof (use_s39 IH 0 1 1 1 0 (opt_l _ _ _ (s39_c94_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 2 0 (opt_l _ _ _ (s39_c94_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 0 1 1 (opt_l _ _ _ (s39_c94_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH 1 1 1 0 (opt_r _ _ _ (s39_c94_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH 1 0 1 1 (opt_r _ _ _ (s39_c94_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p44 Ho1 ltac:(zlia)).
  rewrite (s33_p14 Ho2 ltac:(zlia)).
  rewrite (s41_p18 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c95_L : lmoves (s39_board 1 0 1 1 1) = [s39_board 0 1 1 1 1; s39_board 1 0 0 2 1; s33_board 1 0 1 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c95_R : rmoves (s39_board 1 0 1 1 1) = [s41_board 1 1 1 1; strip [] ([T; E; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, s41_board, strip. tf_options. Qed.
Lemma s39_c95_R2 : tf_norm (strip [] ([T; E; F; T; E; T; F]) [(1, 1)]) (s31_board 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e==1 *)
Lemma s39_c95_p45 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 1 0 1 1 1 -> fst (s39_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q45] in Hc |- *.
  rewrite tf_game_eq, (s39_c95_L), (s39_c95_R); cbn [map].
  pose proof (use_s39 IH 0 1 1 1 1 (opt_l _ _ _ (s39_c95_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 2 1 (opt_l _ _ _ (s39_c95_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 0 1 2 (opt_l _ _ _ (s39_c95_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH 1 1 1 1 (opt_r _ _ _ (s39_c95_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c95_R2)).
  pose proof (use_s31 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s39_c95_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c95_R2))) as Ho4.
  rewrite (s39_p35 Ho0 ltac:(zlia)).
  rewrite (s39_p45 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p12 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  rewrite (s31_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c96_L (e : nat) : lmoves (s39_board 1 0 1 1 (2 + e)) = [s39_board 0 1 1 1 (2 + e); s39_board 1 0 0 2 (2 + e); s33_board 1 0 1 (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c96_R (e : nat) : rmoves (s39_board 1 0 1 1 (2 + e)) = [s41_board 1 1 1 (2 + e)].
Proof. unfold s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s39_c96_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s39_board 1 0 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c96_L e), (s39_c96_R e); cbn [map].
  pose proof (use_s39 IH 0 1 1 1 (2 + e) (opt_l _ _ _ (s39_c96_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 2 (2 + e) (opt_l _ _ _ (s39_c96_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 0 1 (3 + e) (opt_l _ _ _ (s39_c96_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH 1 1 1 (2 + e) (opt_r _ _ _ (s39_c96_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p20 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c97_L (d : nat) : lmoves (s39_board 1 0 1 (2 + d) 0) = [s39_board 0 1 1 (2 + d) 0; s39_board 1 0 0 (3 + d) 0; s39_board 1 0 1 (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c97_R (d : nat) : rmoves (s39_board 1 0 1 (2 + d) 0) = [s41_board 1 1 (2 + d) 0; s31_board 1 0 1 (2 + d)].
Proof. unfold s31_board, s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e==0 *)
Lemma s39_c97_p47 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 1 0 1 (2 + d) 0 -> fst (s39_q47 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q47 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q47] in Hc |- *.
  rewrite tf_game_eq, (s39_c97_L d), (s39_c97_R d); cbn [map].
  pose proof (use_s39 IH 0 1 1 (2 + d) 0 (opt_l _ _ _ (s39_c97_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 (3 + d) 0 (opt_l _ _ _ (s39_c97_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 1 (1 + d) 1 (opt_l _ _ _ (s39_c97_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH 1 1 (2 + d) 0 (opt_r _ _ _ (s39_c97_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH 1 0 1 (2 + d) (opt_r _ _ _ (s39_c97_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p31 Ho0 ltac:(zlia)).
    rewrite (s39_p47 Ho1 ltac:(zlia)).
    rewrite (s39_p45 Ho2 ltac:(zlia)).
    rewrite (s41_p13 Ho3 ltac:(zlia)).
    rewrite (s31_p8 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p36 Ho0 ltac:(zlia)).
    rewrite (s39_p47 Ho1 ltac:(zlia)).
    rewrite (s39_p45 Ho2 ltac:(zlia)).
    rewrite (s41_p13 Ho3 ltac:(zlia)).
    rewrite (s31_p8 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c98_L (d : nat) : lmoves (s39_board 1 0 1 (2 + d) 1) = [s39_board 0 1 1 (2 + d) 1; s39_board 1 0 0 (3 + d) 1; s39_board 1 0 1 (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c98_R (d : nat) : rmoves (s39_board 1 0 1 (2 + d) 1) = [s41_board 1 1 (2 + d) 1; strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, s41_board, strip. tf_options. Qed.
Lemma s39_c98_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 1 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s39_c98_p45 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 1 0 1 (2 + d) 1 -> fst (s39_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q45] in Hc |- *.
  rewrite tf_game_eq, (s39_c98_L d), (s39_c98_R d); cbn [map].
  pose proof (use_s39 IH 0 1 1 (2 + d) 1 (opt_l _ _ _ (s39_c98_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 (3 + d) 1 (opt_l _ _ _ (s39_c98_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 1 (1 + d) 2 (opt_l _ _ _ (s39_c98_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH 1 1 (2 + d) 1 (opt_r _ _ _ (s39_c98_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c98_R2 d)).
  pose proof (use_s31 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c98_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c98_R2 d))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p45 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p12 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  rewrite (s31_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c99_L (d e : nat) : lmoves (s39_board 1 0 1 (2 + d) (2 + e)) = [s39_board 0 1 1 (2 + d) (2 + e); s39_board 1 0 0 (3 + d) (2 + e); s39_board 1 0 1 (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c99_R (d e : nat) : rmoves (s39_board 1 0 1 (2 + d) (2 + e)) = [s41_board 1 1 (2 + d) (2 + e)].
Proof. unfold s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s39_c99_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s39_board 1 0 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c99_L d e), (s39_c99_R d e); cbn [map].
  pose proof (use_s39 IH 0 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s39_c99_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c99_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c99_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s39_c99_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p20 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s39_c100_p49 x (Hs33 : s33_claim x) (c : nat) :
  x = s39_board 1 0 (2 + c) 0 0 -> fst (s39_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q49] in Hc |- *.
  pose proof (Hs33 1 0 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s39_c101_p8 x (Hs33 : s33_claim x) (c : nat) :
  x = s39_board 1 0 (2 + c) 0 1 -> fst (s39_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs33 1 0 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s39_c102_p3 x (Hs33 : s33_claim x) (c e : nat) :
  x = s39_board 1 0 (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 1 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c103_L (c : nat) : lmoves (s39_board 1 0 (2 + c) 1 0) = [s39_board 0 1 (2 + c) 1 0; s39_board 1 0 (1 + c) 2 0; s33_board 1 0 (2 + c) 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c103_R (c : nat) : rmoves (s39_board 1 0 (2 + c) 1 0) = [s41_board 1 (2 + c) 1 0; s31_board 1 0 (2 + c) 1].
Proof. unfold s31_board, s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e==0 *)
Lemma s39_c103_p50 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 1 0 (2 + c) 1 0 -> fst (s39_q50 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q50 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q50] in Hc |- *.
  rewrite tf_game_eq, (s39_c103_L c), (s39_c103_R c); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + c) 1 0 (opt_l _ _ _ (s39_c103_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 (1 + c) 2 0 (opt_l _ _ _ (s39_c103_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 0 (2 + c) 1 (opt_l _ _ _ (s39_c103_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH 1 (2 + c) 1 0 (opt_r _ _ _ (s39_c103_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s39_c103_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p47 Ho1 ltac:(zlia)).
  rewrite (s33_p14 Ho2 ltac:(zlia)).
  rewrite (s41_p18 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c104_L (c : nat) : lmoves (s39_board 1 0 (2 + c) 1 1) = [s39_board 0 1 (2 + c) 1 1; s39_board 1 0 (1 + c) 2 1; s33_board 1 0 (2 + c) 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c104_R (c : nat) : rmoves (s39_board 1 0 (2 + c) 1 1) = [s41_board 1 (2 + c) 1 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, s41_board, strip. tf_options. Qed.
Lemma s39_c104_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s31_board 1 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s39_c104_p45 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 1 0 (2 + c) 1 1 -> fst (s39_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q45] in Hc |- *.
  rewrite tf_game_eq, (s39_c104_L c), (s39_c104_R c); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + c) 1 1 (opt_l _ _ _ (s39_c104_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 (1 + c) 2 1 (opt_l _ _ _ (s39_c104_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 0 (2 + c) 2 (opt_l _ _ _ (s39_c104_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH 1 (2 + c) 1 1 (opt_r _ _ _ (s39_c104_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c104_R2 c)).
  pose proof (use_s31 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c104_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c104_R2 c))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p45 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p12 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  rewrite (s31_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c105_L (c e : nat) : lmoves (s39_board 1 0 (2 + c) 1 (2 + e)) = [s39_board 0 1 (2 + c) 1 (2 + e); s39_board 1 0 (1 + c) 2 (2 + e); s33_board 1 0 (2 + c) (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c105_R (c e : nat) : rmoves (s39_board 1 0 (2 + c) 1 (2 + e)) = [s41_board 1 (2 + c) 1 (2 + e)].
Proof. unfold s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s39_c105_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s39_board 1 0 (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c105_L c e), (s39_c105_R c e); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s39_c105_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c105_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 0 (2 + c) (3 + e) (opt_l _ _ _ (s39_c105_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s39_c105_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p20 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c106_L (c d : nat) : lmoves (s39_board 1 0 (2 + c) (2 + d) 0) = [s39_board 0 1 (2 + c) (2 + d) 0; s39_board 1 0 (1 + c) (3 + d) 0; s39_board 1 0 (2 + c) (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c106_R (c d : nat) : rmoves (s39_board 1 0 (2 + c) (2 + d) 0) = [s41_board 1 (2 + c) (2 + d) 0; s31_board 1 0 (2 + c) (2 + d)].
Proof. unfold s31_board, s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e==0 *)
Lemma s39_c106_p47 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 1 0 (2 + c) (2 + d) 0 -> fst (s39_q47 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q47 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q47] in Hc |- *.
  rewrite tf_game_eq, (s39_c106_L c d), (s39_c106_R c d); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s39_c106_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c106_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c106_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s39_c106_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH 1 0 (2 + c) (2 + d) (opt_r _ _ _ (s39_c106_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p47 Ho1 ltac:(zlia)).
  rewrite (s39_p45 Ho2 ltac:(zlia)).
  rewrite (s41_p13 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c107_L (c d : nat) : lmoves (s39_board 1 0 (2 + c) (2 + d) 1) = [s39_board 0 1 (2 + c) (2 + d) 1; s39_board 1 0 (1 + c) (3 + d) 1; s39_board 1 0 (2 + c) (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c107_R (c d : nat) : rmoves (s39_board 1 0 (2 + c) (2 + d) 1) = [s41_board 1 (2 + c) (2 + d) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, s41_board, strip. tf_options. Qed.
Lemma s39_c107_R2 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 1 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s39_c107_p45 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 1 0 (2 + c) (2 + d) 1 -> fst (s39_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q45] in Hc |- *.
  rewrite tf_game_eq, (s39_c107_L c d), (s39_c107_R c d); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s39_c107_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c107_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c107_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s39_c107_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c107_R2 c d)).
  pose proof (use_s31 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c107_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c107_R2 c d))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p45 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p12 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  rewrite (s31_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c108_L (c d e : nat) : lmoves (s39_board 1 0 (2 + c) (2 + d) (2 + e)) = [s39_board 0 1 (2 + c) (2 + d) (2 + e); s39_board 1 0 (1 + c) (3 + d) (2 + e); s39_board 1 0 (2 + c) (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c108_R (c d e : nat) : rmoves (s39_board 1 0 (2 + c) (2 + d) (2 + e)) = [s41_board 1 (2 + c) (2 + d) (2 + e)].
Proof. unfold s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c108_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s39_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c108_L c d e), (s39_c108_R c d e); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c108_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 0 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c108_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c108_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s39_c108_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p20 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c109_p18 x (Hs33 : s33_claim x) :
  x = s39_board 1 1 0 0 0 -> fst (s39_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs33 1 1 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c110_p33 x (Hs33 : s33_claim x) :
  x = s39_board 1 1 0 0 1 -> fst (s39_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q33] in Hc |- *.
  pose proof (Hs33 1 1 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c111_p3 x (Hs33 : s33_claim x) (e : nat) :
  x = s39_board 1 1 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 1 1 0 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c112_L : lmoves (s39_board 1 1 0 1 0) = [s39_board 0 2 0 1 0; s28_board 1 0 2 0; s33_board 1 1 0 1].
Proof. unfold s28_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c112_R : rmoves (s39_board 1 1 0 1 0) = [s38_board 1 1 0; s31_board 1 1 0 1].
Proof. unfold s31_board, s38_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e==0 *)
Lemma s39_c112_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 1 1 0 1 0 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c112_L), (s39_c112_R); cbn [map].
  pose proof (use_s39 IH 0 2 0 1 0 (opt_l _ _ _ (s39_c112_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 2 0 (opt_l _ _ _ (s39_c112_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 0 1 (opt_l _ _ _ (s39_c112_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 1 1 0 (opt_r _ _ _ (s39_c112_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH 1 1 0 1 (opt_r _ _ _ (s39_c112_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p26 Ho0 ltac:(zlia)).
  rewrite (s28_p34 Ho1 ltac:(zlia)).
  rewrite (s33_p10 Ho2 ltac:(zlia)).
  rewrite (s38_p4 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c113_L : lmoves (s39_board 1 1 0 1 1) = [s39_board 0 2 0 1 1; s28_board 1 0 2 1; s33_board 1 1 0 2].
Proof. unfold s28_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c113_R : rmoves (s39_board 1 1 0 1 1) = [s38_board 1 1 1; strip [] ([T; E; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s38_board, s39_board, strip. tf_options. Qed.
Lemma s39_c113_R2 : tf_norm (strip [] ([T; E; T; F; E; T; F]) [(1, 1)]) (s31_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e==1 *)
Lemma s39_c113_p27 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 1 1 0 1 1 -> fst (s39_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q27] in Hc |- *.
  rewrite tf_game_eq, (s39_c113_L), (s39_c113_R); cbn [map].
  pose proof (use_s39 IH 0 2 0 1 1 (opt_l _ _ _ (s39_c113_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 2 1 (opt_l _ _ _ (s39_c113_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 0 2 (opt_l _ _ _ (s39_c113_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 1 1 1 (opt_r _ _ _ (s39_c113_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c113_R2)).
  pose proof (use_s31 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s39_c113_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c113_R2))) as Ho4.
  rewrite (s39_p27 Ho0 ltac:(zlia)).
  rewrite (s28_p35 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s38_p7 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c114_L (e : nat) : lmoves (s39_board 1 1 0 1 (2 + e)) = [s39_board 0 2 0 1 (2 + e); s28_board 1 0 2 (2 + e); s33_board 1 1 0 (3 + e)].
Proof. unfold s28_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c114_R (e : nat) : rmoves (s39_board 1 1 0 1 (2 + e)) = [s38_board 1 1 (2 + e)].
Proof. unfold s38_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s39_c114_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s39_board 1 1 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c114_L e), (s39_c114_R e); cbn [map].
  pose proof (use_s39 IH 0 2 0 1 (2 + e) (opt_l _ _ _ (s39_c114_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 2 (2 + e) (opt_l _ _ _ (s39_c114_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 0 (3 + e) (opt_l _ _ _ (s39_c114_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 1 1 (2 + e) (opt_r _ _ _ (s39_c114_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c115_L (d : nat) : lmoves (s39_board 1 1 0 (2 + d) 0) = [s39_board 0 2 0 (2 + d) 0; s28_board 1 0 (3 + d) 0; s39_board 1 1 0 (1 + d) 1].
Proof. unfold s28_board, s39_board. tf_options. Qed.
Lemma s39_c115_R (d : nat) : rmoves (s39_board 1 1 0 (2 + d) 0) = [s38_board 1 (2 + d) 0; s31_board 1 1 0 (2 + d)].
Proof. unfold s31_board, s38_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s39_c115_p21 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 1 1 0 (2 + d) 0 -> fst (s39_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q21] in Hc |- *.
  rewrite tf_game_eq, (s39_c115_L d), (s39_c115_R d); cbn [map].
  pose proof (use_s39 IH 0 2 0 (2 + d) 0 (opt_l _ _ _ (s39_c115_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 (3 + d) 0 (opt_l _ _ _ (s39_c115_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 0 (1 + d) 1 (opt_l _ _ _ (s39_c115_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 1 (2 + d) 0 (opt_r _ _ _ (s39_c115_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH 1 1 0 (2 + d) (opt_r _ _ _ (s39_c115_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p21 Ho0 ltac:(zlia)).
  rewrite (s28_p36 Ho1 ltac:(zlia)).
  rewrite (s39_p27 Ho2 ltac:(zlia)).
  rewrite (s38_p9 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c115_p31 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 1 1 0 (2 + d) 0 -> fst (s39_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q31] in Hc |- *.
  rewrite tf_game_eq, (s39_c115_L d), (s39_c115_R d); cbn [map].
  pose proof (use_s39 IH 0 2 0 (2 + d) 0 (opt_l _ _ _ (s39_c115_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 (3 + d) 0 (opt_l _ _ _ (s39_c115_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 0 (1 + d) 1 (opt_l _ _ _ (s39_c115_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 1 (2 + d) 0 (opt_r _ _ _ (s39_c115_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH 1 1 0 (2 + d) (opt_r _ _ _ (s39_c115_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p32 Ho0 ltac:(zlia)).
  rewrite (s28_p38 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s38_p10 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c116_L (d : nat) : lmoves (s39_board 1 1 0 (2 + d) 1) = [s39_board 0 2 0 (2 + d) 1; s28_board 1 0 (3 + d) 1; s39_board 1 1 0 (1 + d) 2].
Proof. unfold s28_board, s39_board. tf_options. Qed.
Lemma s39_c116_R (d : nat) : rmoves (s39_board 1 1 0 (2 + d) 1) = [s38_board 1 (2 + d) 1; strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s38_board, s39_board, strip. tf_options. Qed.
Lemma s39_c116_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 1 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s39_c116_p29 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 1 1 0 (2 + d) 1 -> fst (s39_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c116_L d), (s39_c116_R d); cbn [map].
  pose proof (use_s39 IH 0 2 0 (2 + d) 1 (opt_l _ _ _ (s39_c116_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 (3 + d) 1 (opt_l _ _ _ (s39_c116_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 0 (1 + d) 2 (opt_l _ _ _ (s39_c116_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 1 (2 + d) 1 (opt_r _ _ _ (s39_c116_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c116_R2 d)).
  pose proof (use_s31 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c116_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c116_R2 d))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s28_p37 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s38_p8 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c117_L (d e : nat) : lmoves (s39_board 1 1 0 (2 + d) (2 + e)) = [s39_board 0 2 0 (2 + d) (2 + e); s28_board 1 0 (3 + d) (2 + e); s39_board 1 1 0 (1 + d) (3 + e)].
Proof. unfold s28_board, s39_board. tf_options. Qed.
Lemma s39_c117_R (d e : nat) : rmoves (s39_board 1 1 0 (2 + d) (2 + e)) = [s38_board 1 (2 + d) (2 + e)].
Proof. unfold s38_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s39_c117_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s39_board 1 1 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c117_L d e), (s39_c117_R d e); cbn [map].
  pose proof (use_s39 IH 0 2 0 (2 + d) (2 + e) (opt_l _ _ _ (s39_c117_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c117_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 0 (1 + d) (3 + e) (opt_l _ _ _ (s39_c117_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 1 (2 + d) (2 + e) (opt_r _ _ _ (s39_c117_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s39_c118_p19 x (Hs33 : s33_claim x) :
  x = s39_board 1 1 1 0 0 -> fst (s39_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs33 1 1 1 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s39_c119_p34 x (Hs33 : s33_claim x) :
  x = s39_board 1 1 1 0 1 -> fst (s39_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q34] in Hc |- *.
  pose proof (Hs33 1 1 1 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s39_c120_p3 x (Hs33 : s33_claim x) (e : nat) :
  x = s39_board 1 1 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c121_L : lmoves (s39_board 1 1 1 1 0) = [s39_board 0 2 1 1 0; s39_board 1 1 0 2 0; s33_board 1 1 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c121_R : rmoves (s39_board 1 1 1 1 0) = [s43_board 1 1 1 0; s31_board 1 1 1 1].
Proof. unfold s31_board, s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e==0 *)
Lemma s39_c121_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 1 1 1 1 0 -> fst (s39_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q12] in Hc |- *.
  rewrite tf_game_eq, (s39_c121_L), (s39_c121_R); cbn [map].
  pose proof (use_s39 IH 0 2 1 1 0 (opt_l _ _ _ (s39_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 0 2 0 (opt_l _ _ _ (s39_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 1 1 (opt_l _ _ _ (s39_c121_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH 1 1 1 0 (opt_r _ _ _ (s39_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH 1 1 1 1 (opt_r _ _ _ (s39_c121_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p21 Ho1 ltac:(zlia)).
  rewrite (s33_p11 Ho2 ltac:(zlia)).
  rewrite (s43_p16 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c122_L : lmoves (s39_board 1 1 1 1 1) = [s39_board 0 2 1 1 1; s39_board 1 1 0 2 1; s33_board 1 1 1 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c122_R : rmoves (s39_board 1 1 1 1 1) = [s43_board 1 1 1 1; strip [] ([T; E; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, s43_board, strip. tf_options. Qed.
Lemma s39_c122_R2 : tf_norm (strip [] ([T; E; T; F; T; E; T; F]) [(1, 1)]) (s31_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s39_c122_p29 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 1 1 1 1 1 -> fst (s39_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c122_L), (s39_c122_R); cbn [map].
  pose proof (use_s39 IH 0 2 1 1 1 (opt_l _ _ _ (s39_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 0 2 1 (opt_l _ _ _ (s39_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 1 2 (opt_l _ _ _ (s39_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH 1 1 1 1 (opt_r _ _ _ (s39_c122_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c122_R2)).
  pose proof (use_s31 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s39_c122_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c122_R2))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p11 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c123_L (e : nat) : lmoves (s39_board 1 1 1 1 (2 + e)) = [s39_board 0 2 1 1 (2 + e); s39_board 1 1 0 2 (2 + e); s33_board 1 1 1 (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c123_R (e : nat) : rmoves (s39_board 1 1 1 1 (2 + e)) = [s43_board 1 1 1 (2 + e)].
Proof. unfold s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s39_c123_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s39_board 1 1 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c123_L e), (s39_c123_R e); cbn [map].
  pose proof (use_s39 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s39_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 0 2 (2 + e) (opt_l _ _ _ (s39_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 1 (3 + e) (opt_l _ _ _ (s39_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH 1 1 1 (2 + e) (opt_r _ _ _ (s39_c123_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c124_L (d : nat) : lmoves (s39_board 1 1 1 (2 + d) 0) = [s39_board 0 2 1 (2 + d) 0; s39_board 1 1 0 (3 + d) 0; s39_board 1 1 1 (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c124_R (d : nat) : rmoves (s39_board 1 1 1 (2 + d) 0) = [s43_board 1 1 (2 + d) 0; s31_board 1 1 1 (2 + d)].
Proof. unfold s31_board, s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s39_c124_p30 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 1 1 1 (2 + d) 0 -> fst (s39_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c124_L d), (s39_c124_R d); cbn [map].
  pose proof (use_s39 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s39_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 0 (3 + d) 0 (opt_l _ _ _ (s39_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s39_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH 1 1 (2 + d) 0 (opt_r _ _ _ (s39_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH 1 1 1 (2 + d) (opt_r _ _ _ (s39_c124_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p31 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s43_p13 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c125_L (d : nat) : lmoves (s39_board 1 1 1 (2 + d) 1) = [s39_board 0 2 1 (2 + d) 1; s39_board 1 1 0 (3 + d) 1; s39_board 1 1 1 (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c125_R (d : nat) : rmoves (s39_board 1 1 1 (2 + d) 1) = [s43_board 1 1 (2 + d) 1; strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, s43_board, strip. tf_options. Qed.
Lemma s39_c125_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s39_c125_p29 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 1 1 1 (2 + d) 1 -> fst (s39_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c125_L d), (s39_c125_R d); cbn [map].
  pose proof (use_s39 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s39_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 0 (3 + d) 1 (opt_l _ _ _ (s39_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 1 (1 + d) 2 (opt_l _ _ _ (s39_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH 1 1 (2 + d) 1 (opt_r _ _ _ (s39_c125_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c125_R2 d)).
  pose proof (use_s31 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c125_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c125_R2 d))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p11 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c126_L (d e : nat) : lmoves (s39_board 1 1 1 (2 + d) (2 + e)) = [s39_board 0 2 1 (2 + d) (2 + e); s39_board 1 1 0 (3 + d) (2 + e); s39_board 1 1 1 (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c126_R (d e : nat) : rmoves (s39_board 1 1 1 (2 + d) (2 + e)) = [s43_board 1 1 (2 + d) (2 + e)].
Proof. unfold s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s39_c126_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s39_board 1 1 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c126_L d e), (s39_c126_R d e); cbn [map].
  pose proof (use_s39 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s39_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s39_c126_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s39_c127_p19 x (Hs33 : s33_claim x) (c : nat) :
  x = s39_board 1 1 (2 + c) 0 0 -> fst (s39_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs33 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s39_c128_p34 x (Hs33 : s33_claim x) (c : nat) :
  x = s39_board 1 1 (2 + c) 0 1 -> fst (s39_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q34] in Hc |- *.
  pose proof (Hs33 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s39_c129_p3 x (Hs33 : s33_claim x) (c e : nat) :
  x = s39_board 1 1 (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 1 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c130_L (c : nat) : lmoves (s39_board 1 1 (2 + c) 1 0) = [s39_board 0 2 (2 + c) 1 0; s39_board 1 1 (1 + c) 2 0; s33_board 1 1 (2 + c) 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c130_R (c : nat) : rmoves (s39_board 1 1 (2 + c) 1 0) = [s43_board 1 (2 + c) 1 0; s31_board 1 1 (2 + c) 1].
Proof. unfold s31_board, s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s39_c130_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 1 1 (2 + c) 1 0 -> fst (s39_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q12] in Hc |- *.
  rewrite tf_game_eq, (s39_c130_L c), (s39_c130_R c); cbn [map].
  pose proof (use_s39 IH 0 2 (2 + c) 1 0 (opt_l _ _ _ (s39_c130_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (1 + c) 2 0 (opt_l _ _ _ (s39_c130_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s39_c130_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH 1 (2 + c) 1 0 (opt_r _ _ _ (s39_c130_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s39_c130_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s33_p11 Ho2 ltac:(zlia)).
  rewrite (s43_p17 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c131_L (c : nat) : lmoves (s39_board 1 1 (2 + c) 1 1) = [s39_board 0 2 (2 + c) 1 1; s39_board 1 1 (1 + c) 2 1; s33_board 1 1 (2 + c) 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c131_R (c : nat) : rmoves (s39_board 1 1 (2 + c) 1 1) = [s43_board 1 (2 + c) 1 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, s43_board, strip. tf_options. Qed.
Lemma s39_c131_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s31_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s39_c131_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 1 1 (2 + c) 1 1 -> fst (s39_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c131_L c), (s39_c131_R c); cbn [map].
  pose proof (use_s39 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s39_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (1 + c) 2 1 (opt_l _ _ _ (s39_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 (2 + c) 2 (opt_l _ _ _ (s39_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH 1 (2 + c) 1 1 (opt_r _ _ _ (s39_c131_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c131_R2 c)).
  pose proof (use_s31 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c131_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c131_R2 c))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p11 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c132_L (c e : nat) : lmoves (s39_board 1 1 (2 + c) 1 (2 + e)) = [s39_board 0 2 (2 + c) 1 (2 + e); s39_board 1 1 (1 + c) 2 (2 + e); s33_board 1 1 (2 + c) (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c132_R (c e : nat) : rmoves (s39_board 1 1 (2 + c) 1 (2 + e)) = [s43_board 1 (2 + c) 1 (2 + e)].
Proof. unfold s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s39_c132_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s39_board 1 1 (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c132_L c e), (s39_c132_R c e); cbn [map].
  pose proof (use_s39 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s39_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 (2 + c) (3 + e) (opt_l _ _ _ (s39_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s39_c132_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c133_L (c d : nat) : lmoves (s39_board 1 1 (2 + c) (2 + d) 0) = [s39_board 0 2 (2 + c) (2 + d) 0; s39_board 1 1 (1 + c) (3 + d) 0; s39_board 1 1 (2 + c) (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c133_R (c d : nat) : rmoves (s39_board 1 1 (2 + c) (2 + d) 0) = [s43_board 1 (2 + c) (2 + d) 0; s31_board 1 1 (2 + c) (2 + d)].
Proof. unfold s31_board, s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s39_c133_p30 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 1 1 (2 + c) (2 + d) 0 -> fst (s39_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c133_L c d), (s39_c133_R c d); cbn [map].
  pose proof (use_s39 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s39_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s39_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH 1 1 (2 + c) (2 + d) (opt_r _ _ _ (s39_c133_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s43_p13 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

