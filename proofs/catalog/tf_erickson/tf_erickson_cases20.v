(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s39_c134_L (c d : nat) : lmoves (s39_board 1 1 (2 + c) (2 + d) 1) = [s39_board 0 2 (2 + c) (2 + d) 1; s39_board 1 1 (1 + c) (3 + d) 1; s39_board 1 1 (2 + c) (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c134_R (c d : nat) : rmoves (s39_board 1 1 (2 + c) (2 + d) 1) = [s43_board 1 (2 + c) (2 + d) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, s43_board, strip. tf_options. Qed.
Lemma s39_c134_R2 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s39_c134_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 1 1 (2 + c) (2 + d) 1 -> fst (s39_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c134_L c d), (s39_c134_R c d); cbn [map].
  pose proof (use_s39 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s39_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s39_c134_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c134_R2 c d)).
  pose proof (use_s31 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c134_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c134_R2 c d))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p11 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c135_L (c d e : nat) : lmoves (s39_board 1 1 (2 + c) (2 + d) (2 + e)) = [s39_board 0 2 (2 + c) (2 + d) (2 + e); s39_board 1 1 (1 + c) (3 + d) (2 + e); s39_board 1 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c135_R (c d e : nat) : rmoves (s39_board 1 1 (2 + c) (2 + d) (2 + e)) = [s43_board 1 (2 + c) (2 + d) (2 + e)].
Proof. unfold s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c135_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s39_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c135_L c d e), (s39_c135_R c d e); cbn [map].
  pose proof (use_s39 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s39_c135_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c136_p11 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 0 0 0 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c136_p22 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 0 0 0 -> fst (s39_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q22] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c137_p27 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 0 0 1 -> fst (s39_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q27] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c137_p39 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 0 0 1 -> fst (s39_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q39] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c137_p52 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 0 0 1 -> fst (s39_q52 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q52 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q52] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c138_p3 x (Hs33 : s33_claim x) (b e : nat) :
  x = s39_board 1 (2 + b) 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c139_L (b : nat) : lmoves (s39_board 1 (2 + b) 0 1 0) = [s39_board 0 (3 + b) 0 1 0; s30_board 1 (1 + b) 0 2 0; s33_board 1 (2 + b) 0 1].
Proof. unfold s30_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c139_R (b : nat) : rmoves (s39_board 1 (2 + b) 0 1 0) = [s31_board 1 (2 + b) 0 1].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e==0 *)
Lemma s39_c139_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 1 (2 + b) 0 1 0 -> fst (s39_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q21] in Hc |- *.
  rewrite tf_game_eq, (s39_c139_L b), (s39_c139_R b); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 0 1 0 (opt_l _ _ _ (s39_c139_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 2 0 (opt_l _ _ _ (s39_c139_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s39_c139_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s39_c139_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p21 Ho0 ltac:(zlia)).
  rewrite (s30_p95 Ho1 ltac:(zlia)).
  rewrite (s33_p25 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c139_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 1 (2 + b) 0 1 0 -> fst (s39_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q40] in Hc |- *.
  rewrite tf_game_eq, (s39_c139_L b), (s39_c139_R b); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 0 1 0 (opt_l _ _ _ (s39_c139_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 2 0 (opt_l _ _ _ (s39_c139_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s39_c139_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s39_c139_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p40 Ho0 ltac:(zlia)).
  rewrite (s30_p80 Ho1 ltac:(zlia)).
  rewrite (s33_p20 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c139_p53 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 1 (2 + b) 0 1 0 -> fst (s39_q53 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q53 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q53] in Hc |- *.
  rewrite tf_game_eq, (s39_c139_L b), (s39_c139_R b); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 0 1 0 (opt_l _ _ _ (s39_c139_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 2 0 (opt_l _ _ _ (s39_c139_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s39_c139_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s39_c139_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p38 Ho0 ltac:(zlia)).
  rewrite (s30_p105 Ho1 ltac:(zlia)).
  rewrite (s33_p26 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c140_L (b : nat) : lmoves (s39_board 1 (2 + b) 0 1 1) = [s39_board 0 (3 + b) 0 1 1; s30_board 1 (1 + b) 0 2 1; s33_board 1 (2 + b) 0 2].
Proof. unfold s30_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c140_R (b : nat) : rmoves (s39_board 1 (2 + b) 0 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c140_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]) (s31_board 1 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s39_c140_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 1 (2 + b) 0 1 1 -> fst (s39_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c140_L b), (s39_c140_R b); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 0 1 1 (opt_l _ _ _ (s39_c140_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 2 1 (opt_l _ _ _ (s39_c140_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s39_c140_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c140_R1 b)).
  pose proof (use_s31 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s39_c140_R b) ltac:(cbn [In]; left; reflexivity) (s39_c140_R1 b))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s30_p81 Ho1 ltac:(zlia)).
    rewrite (s33_p3 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p96 Ho1 ltac:(zlia)).
    rewrite (s33_p3 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p106 Ho1 ltac:(zlia)).
    rewrite (s33_p3 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c141_L (b e : nat) : lmoves (s39_board 1 (2 + b) 0 1 (2 + e)) = [s39_board 0 (3 + b) 0 1 (2 + e); s30_board 1 (1 + b) 0 2 (2 + e); s33_board 1 (2 + b) 0 (3 + e)].
Proof. unfold s30_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c141_R (b e : nat) : rmoves (s39_board 1 (2 + b) 0 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s39_c141_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s39_board 1 (2 + b) 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c141_L b e), (s39_c141_R b e); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s39_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 2 (2 + e) (opt_l _ _ _ (s39_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) 0 (3 + e) (opt_l _ _ _ (s39_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c142_L (b d : nat) : lmoves (s39_board 1 (2 + b) 0 (2 + d) 0) = [s39_board 0 (3 + b) 0 (2 + d) 0; s30_board 1 (1 + b) 0 (3 + d) 0; s39_board 1 (2 + b) 0 (1 + d) 1].
Proof. unfold s30_board, s39_board. tf_options. Qed.
Lemma s39_c142_R (b d : nat) : rmoves (s39_board 1 (2 + b) 0 (2 + d) 0) = [s31_board 1 (2 + b) 0 (2 + d)].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s39_c142_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 1 (2 + b) 0 (2 + d) 0 -> fst (s39_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c142_L b d), (s39_c142_R b d); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s39_c142_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 (3 + d) 0 (opt_l _ _ _ (s39_c142_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s39_c142_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s39_c142_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p32 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s30_p82 Ho1 ltac:(zlia)).
    rewrite (s39_p29 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p98 Ho1 ltac:(zlia)).
    rewrite (s39_p29 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p107 Ho1 ltac:(zlia)).
    rewrite (s39_p29 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c143_L (b d : nat) : lmoves (s39_board 1 (2 + b) 0 (2 + d) 1) = [s39_board 0 (3 + b) 0 (2 + d) 1; s30_board 1 (1 + b) 0 (3 + d) 1; s39_board 1 (2 + b) 0 (1 + d) 2].
Proof. unfold s30_board, s39_board. tf_options. Qed.
Lemma s39_c143_R (b d : nat) : rmoves (s39_board 1 (2 + b) 0 (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c143_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 1 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s39_c143_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 1 (2 + b) 0 (2 + d) 1 -> fst (s39_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c143_L b d), (s39_c143_R b d); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 0 (2 + d) 1 (opt_l _ _ _ (s39_c143_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 (3 + d) 1 (opt_l _ _ _ (s39_c143_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s39_c143_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c143_R1 b d)).
  pose proof (use_s31 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c143_R b d) ltac:(cbn [In]; left; reflexivity) (s39_c143_R1 b d))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s30_p81 Ho1 ltac:(zlia)).
    rewrite (s39_p3 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p96 Ho1 ltac:(zlia)).
    rewrite (s39_p3 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p106 Ho1 ltac:(zlia)).
    rewrite (s39_p3 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c144_L (b d e : nat) : lmoves (s39_board 1 (2 + b) 0 (2 + d) (2 + e)) = [s39_board 0 (3 + b) 0 (2 + d) (2 + e); s30_board 1 (1 + b) 0 (3 + d) (2 + e); s39_board 1 (2 + b) 0 (1 + d) (3 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
Lemma s39_c144_R (b d e : nat) : rmoves (s39_board 1 (2 + b) 0 (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s39_c144_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s39_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c144_L b d e), (s39_c144_R b d e); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s39_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) 0 (1 + d) (3 + e) (opt_l _ _ _ (s39_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s39_c145_p19 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 1 0 0 -> fst (s39_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s39_c146_p34 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 1 0 1 -> fst (s39_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q34] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s39_c147_p3 x (Hs33 : s33_claim x) (b e : nat) :
  x = s39_board 1 (2 + b) 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c148_L (b : nat) : lmoves (s39_board 1 (2 + b) 1 1 0) = [s39_board 0 (3 + b) 1 1 0; s39_board 1 (2 + b) 0 2 0; s33_board 1 (2 + b) 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c148_R (b : nat) : rmoves (s39_board 1 (2 + b) 1 1 0) = [s31_board 1 (2 + b) 1 1].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s39_c148_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 1 (2 + b) 1 1 0 -> fst (s39_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q12] in Hc |- *.
  rewrite tf_game_eq, (s39_c148_L b), (s39_c148_R b); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 1 1 0 (opt_l _ _ _ (s39_c148_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) 0 2 0 (opt_l _ _ _ (s39_c148_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s39_c148_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s39_c148_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s33_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c149_L (b : nat) : lmoves (s39_board 1 (2 + b) 1 1 1) = [s39_board 0 (3 + b) 1 1 1; s39_board 1 (2 + b) 0 2 1; s33_board 1 (2 + b) 1 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c149_R (b : nat) : rmoves (s39_board 1 (2 + b) 1 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c149_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]) (s31_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s39_c149_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 1 (2 + b) 1 1 1 -> fst (s39_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c149_L b), (s39_c149_R b); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s39_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) 0 2 1 (opt_l _ _ _ (s39_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) 1 2 (opt_l _ _ _ (s39_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c149_R1 b)).
  pose proof (use_s31 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s39_c149_R b) ltac:(cbn [In]; left; reflexivity) (s39_c149_R1 b))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c150_L (b e : nat) : lmoves (s39_board 1 (2 + b) 1 1 (2 + e)) = [s39_board 0 (3 + b) 1 1 (2 + e); s39_board 1 (2 + b) 0 2 (2 + e); s33_board 1 (2 + b) 1 (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c150_R (b e : nat) : rmoves (s39_board 1 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s39_c150_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s39_board 1 (2 + b) 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c150_L b e), (s39_c150_R b e); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s39_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) 0 2 (2 + e) (opt_l _ _ _ (s39_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) 1 (3 + e) (opt_l _ _ _ (s39_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c151_L (b d : nat) : lmoves (s39_board 1 (2 + b) 1 (2 + d) 0) = [s39_board 0 (3 + b) 1 (2 + d) 0; s39_board 1 (2 + b) 0 (3 + d) 0; s39_board 1 (2 + b) 1 (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c151_R (b d : nat) : rmoves (s39_board 1 (2 + b) 1 (2 + d) 0) = [s31_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s39_c151_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 1 (2 + b) 1 (2 + d) 0 -> fst (s39_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c151_L b d), (s39_c151_R b d); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s39_c151_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) 0 (3 + d) 0 (opt_l _ _ _ (s39_c151_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s39_c151_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s39_c151_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c152_L (b d : nat) : lmoves (s39_board 1 (2 + b) 1 (2 + d) 1) = [s39_board 0 (3 + b) 1 (2 + d) 1; s39_board 1 (2 + b) 0 (3 + d) 1; s39_board 1 (2 + b) 1 (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c152_R (b d : nat) : rmoves (s39_board 1 (2 + b) 1 (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c152_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s39_c152_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 1 (2 + b) 1 (2 + d) 1 -> fst (s39_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c152_L b d), (s39_c152_R b d); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s39_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) 0 (3 + d) 1 (opt_l _ _ _ (s39_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s39_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c152_R1 b d)).
  pose proof (use_s31 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c152_R b d) ltac:(cbn [In]; left; reflexivity) (s39_c152_R1 b d))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c153_L (b d e : nat) : lmoves (s39_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s39_board 0 (3 + b) 1 (2 + d) (2 + e); s39_board 1 (2 + b) 0 (3 + d) (2 + e); s39_board 1 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c153_R (b d e : nat) : rmoves (s39_board 1 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s39_c153_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s39_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c153_L b d e), (s39_c153_R b d e); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s39_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s39_c154_p19 x (Hs33 : s33_claim x) (b c : nat) :
  x = s39_board 1 (2 + b) (2 + c) 0 0 -> fst (s39_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs33 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s39_c155_p34 x (Hs33 : s33_claim x) (b c : nat) :
  x = s39_board 1 (2 + b) (2 + c) 0 1 -> fst (s39_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q34] in Hc |- *.
  pose proof (Hs33 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s39_c156_p3 x (Hs33 : s33_claim x) (b c e : nat) :
  x = s39_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 1 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c157_L (b c : nat) : lmoves (s39_board 1 (2 + b) (2 + c) 1 0) = [s39_board 0 (3 + b) (2 + c) 1 0; s39_board 1 (2 + b) (1 + c) 2 0; s33_board 1 (2 + b) (2 + c) 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c157_R (b c : nat) : rmoves (s39_board 1 (2 + b) (2 + c) 1 0) = [s31_board 1 (2 + b) (2 + c) 1].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s39_c157_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s39_board 1 (2 + b) (2 + c) 1 0 -> fst (s39_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q12] in Hc |- *.
  rewrite tf_game_eq, (s39_c157_L b c), (s39_c157_R b c); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s39_c157_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s39_c157_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s39_c157_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s39_c157_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s33_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c158_L (b c : nat) : lmoves (s39_board 1 (2 + b) (2 + c) 1 1) = [s39_board 0 (3 + b) (2 + c) 1 1; s39_board 1 (2 + b) (1 + c) 2 1; s33_board 1 (2 + b) (2 + c) 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c158_R (b c : nat) : rmoves (s39_board 1 (2 + b) (2 + c) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c158_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s31_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s39_c158_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s39_board 1 (2 + b) (2 + c) 1 1 -> fst (s39_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c158_L b c), (s39_c158_R b c); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s39_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s39_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) (2 + c) 2 (opt_l _ _ _ (s39_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c158_R1 b c)).
  pose proof (use_s31 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c158_R b c) ltac:(cbn [In]; left; reflexivity) (s39_c158_R1 b c))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c159_L (b c e : nat) : lmoves (s39_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s39_board 0 (3 + b) (2 + c) 1 (2 + e); s39_board 1 (2 + b) (1 + c) 2 (2 + e); s33_board 1 (2 + b) (2 + c) (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c159_R (b c e : nat) : rmoves (s39_board 1 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s39_c159_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s39_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c159_L b c e), (s39_c159_R b c e); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s39_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s39_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c160_L (b c d : nat) : lmoves (s39_board 1 (2 + b) (2 + c) (2 + d) 0) = [s39_board 0 (3 + b) (2 + c) (2 + d) 0; s39_board 1 (2 + b) (1 + c) (3 + d) 0; s39_board 1 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c160_R (b c d : nat) : rmoves (s39_board 1 (2 + b) (2 + c) (2 + d) 0) = [s31_board 1 (2 + b) (2 + c) (2 + d)].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s39_c160_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s39_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s39_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c160_L b c d), (s39_c160_R b c d); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s39_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s39_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c161_L (b c d : nat) : lmoves (s39_board 1 (2 + b) (2 + c) (2 + d) 1) = [s39_board 0 (3 + b) (2 + c) (2 + d) 1; s39_board 1 (2 + b) (1 + c) (3 + d) 1; s39_board 1 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c161_R (b c d : nat) : rmoves (s39_board 1 (2 + b) (2 + c) (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c161_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s39_c161_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s39_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s39_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c161_L b c d), (s39_c161_R b c d); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s39_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c161_R1 b c d)).
  pose proof (use_s31 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c161_R b c d) ltac:(cbn [In]; left; reflexivity) (s39_c161_R1 b c d))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c162_L (b c d e : nat) : lmoves (s39_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s39_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s39_board 1 (2 + b) (1 + c) (3 + d) (2 + e); s39_board 1 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c162_R (b c d e : nat) : rmoves (s39_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c162_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s39_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c162_L b c d e), (s39_c162_R b c d e); cbn [map].
  pose proof (use_s39 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c163_p54 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 0 0 0 0 -> fst (s39_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q54] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s33_p22 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s33_p27 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Lemma s39_c163_p56 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 0 0 0 0 -> fst (s39_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q56] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c163_p59 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 0 0 0 0 -> fst (s39_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q59] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s39_c163_p62 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 0 0 0 0 -> fst (s39_q62 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q62 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q62] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c164_p55 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 0 0 0 1 -> fst (s39_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q55] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s33_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s33_p28 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Lemma s39_c164_p57 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 0 0 0 1 -> fst (s39_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q57] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c164_p60 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 0 0 0 1 -> fst (s39_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q60] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s39_c164_p63 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 0 0 0 1 -> fst (s39_q63 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q63 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q63] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c165_p3 x (Hs33 : s33_claim x) (a e : nat) :
  x = s39_board (2 + a) 0 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c166_L (a : nat) : lmoves (s39_board (2 + a) 0 0 1 0) = [s39_board (1 + a) 1 0 1 0; s33_board (2 + a) 0 0 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c166_R (a : nat) : rmoves (s39_board (2 + a) 0 0 1 0) = [s35_board (2 + a) 1 0; s31_board (2 + a) 0 0 1].
Proof. unfold s31_board, s35_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e==0 *)
Lemma s39_c166_p51 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 0 0 1 0 -> fst (s39_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q51] in Hc |- *.
  rewrite tf_game_eq, (s39_c166_L a), (s39_c166_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s39_c166_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 1 (opt_l _ _ _ (s39_c166_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 0 (opt_r _ _ _ (s39_c166_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 0 0 1 (opt_r _ _ _ (s39_c166_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s33_p13 Ho1 ltac:(zlia)).
    rewrite (s35_p8 Ho2 ltac:(zlia)).
    rewrite (s31_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s33_p28 Ho1 ltac:(zlia)).
    rewrite (s35_p13 Ho2 ltac:(zlia)).
    rewrite (s31_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c166_p58 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 0 0 1 0 -> fst (s39_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q58] in Hc |- *.
  rewrite tf_game_eq, (s39_c166_L a), (s39_c166_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s39_c166_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 1 (opt_l _ _ _ (s39_c166_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 0 (opt_r _ _ _ (s39_c166_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 0 0 1 (opt_r _ _ _ (s39_c166_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s33_p30 Ho1 ltac:(zlia)).
  rewrite (s35_p8 Ho2 ltac:(zlia)).
  rewrite (s31_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s39_c166_p61 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 0 0 1 0 -> fst (s39_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q61] in Hc |- *.
  rewrite tf_game_eq, (s39_c166_L a), (s39_c166_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s39_c166_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 1 (opt_l _ _ _ (s39_c166_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 0 (opt_r _ _ _ (s39_c166_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 0 0 1 (opt_r _ _ _ (s39_c166_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s33_p32 Ho1 ltac:(zlia)).
  rewrite (s35_p13 Ho2 ltac:(zlia)).
  rewrite (s31_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s39_c166_p64 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 0 0 1 0 -> fst (s39_q64 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q64 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q64] in Hc |- *.
  rewrite tf_game_eq, (s39_c166_L a), (s39_c166_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s39_c166_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 1 (opt_l _ _ _ (s39_c166_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 0 (opt_r _ _ _ (s39_c166_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 0 0 1 (opt_r _ _ _ (s39_c166_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s33_p34 Ho1 ltac:(zlia)).
  rewrite (s35_p8 Ho2 ltac:(zlia)).
  rewrite (s31_p25 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s39_c166_p67 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 0 0 1 0 -> fst (s39_q67 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q67 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q67] in Hc |- *.
  rewrite tf_game_eq, (s39_c166_L a), (s39_c166_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s39_c166_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 1 (opt_l _ _ _ (s39_c166_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 0 (opt_r _ _ _ (s39_c166_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 0 0 1 (opt_r _ _ _ (s39_c166_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s33_p34 Ho1 ltac:(zlia)).
  assert (Hp2 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s35_p8 Ho2 ltac:(zlia)).
    rewrite (s31_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s35_p13 Ho2 ltac:(zlia)).
    rewrite (s31_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s39_c167_L (a : nat) : lmoves (s39_board (2 + a) 0 0 1 1) = [s39_board (1 + a) 1 0 1 1; s33_board (2 + a) 0 0 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c167_R (a : nat) : rmoves (s39_board (2 + a) 0 0 1 1) = [s35_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; F; E; T; F]) [(1, 1)]].
Proof. unfold s35_board, s39_board, strip. tf_options. Qed.
Lemma s39_c167_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; T; F]) [(1, 1)]) (s31_board (2 + a) 0 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e==1 *)
Lemma s39_c167_p46 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 0 0 1 1 -> fst (s39_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q46] in Hc |- *.
  rewrite tf_game_eq, (s39_c167_L a), (s39_c167_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s39_c167_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 2 (opt_l _ _ _ (s39_c167_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 1 (opt_r _ _ _ (s39_c167_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c167_R2 a)).
  pose proof (use_s31 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s39_c167_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c167_R2 a))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p27 Ho0 ltac:(zlia)).
    rewrite (s33_p3 Ho1 ltac:(zlia)).
    rewrite (s35_p10 Ho2 ltac:(zlia)).
    rewrite (s31_p7 Ho3 ltac:(zlia)).
    rewrite (s31_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p29 Ho0 ltac:(zlia)).
    rewrite (s33_p3 Ho1 ltac:(zlia)).
    rewrite (s35_p10 Ho2 ltac:(zlia)).
    rewrite (s31_p7 Ho3 ltac:(zlia)).
    rewrite (s31_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c167_p65 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 0 0 1 1 -> fst (s39_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q65] in Hc |- *.
  rewrite tf_game_eq, (s39_c167_L a), (s39_c167_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s39_c167_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 2 (opt_l _ _ _ (s39_c167_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 1 (opt_r _ _ _ (s39_c167_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c167_R2 a)).
  pose proof (use_s31 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s39_c167_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c167_R2 a))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p10 Ho2 ltac:(zlia)).
  rewrite (s31_p25 Ho3 ltac:(zlia)).
  rewrite (s31_p25_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s39_c167_p68 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 0 0 1 1 -> fst (s39_q68 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q68 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q68] in Hc |- *.
  rewrite tf_game_eq, (s39_c167_L a), (s39_c167_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s39_c167_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 2 (opt_l _ _ _ (s39_c167_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 1 (opt_r _ _ _ (s39_c167_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c167_R2 a)).
  pose proof (use_s31 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s39_c167_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c167_R2 a))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p10 Ho2 ltac:(zlia)).
  rewrite (s31_p26 Ho3 ltac:(zlia)).
  rewrite (s31_p26_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s39_c168_L (a e : nat) : lmoves (s39_board (2 + a) 0 0 1 (2 + e)) = [s39_board (1 + a) 1 0 1 (2 + e); s33_board (2 + a) 0 0 (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c168_R (a e : nat) : rmoves (s39_board (2 + a) 0 0 1 (2 + e)) = [s35_board (2 + a) 1 (2 + e)].
Proof. unfold s35_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e>=2 *)
Lemma s39_c168_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s39_board (2 + a) 0 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c168_L a e), (s39_c168_R a e); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 1 (2 + e) (opt_l _ _ _ (s39_c168_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 (3 + e) (opt_l _ _ _ (s39_c168_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 1 (2 + e) (opt_r _ _ _ (s39_c168_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c169_L (a d : nat) : lmoves (s39_board (2 + a) 0 0 (2 + d) 0) = [s39_board (1 + a) 1 0 (2 + d) 0; s39_board (2 + a) 0 0 (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c169_R (a d : nat) : rmoves (s39_board (2 + a) 0 0 (2 + d) 0) = [s35_board (2 + a) (2 + d) 0; s31_board (2 + a) 0 0 (2 + d)].
Proof. unfold s31_board, s35_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e==0 *)
Lemma s39_c169_p47 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 0 0 (2 + d) 0 -> fst (s39_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q47] in Hc |- *.
  rewrite tf_game_eq, (s39_c169_L a d), (s39_c169_R a d); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 (2 + d) 0 (opt_l _ _ _ (s39_c169_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 (1 + d) 1 (opt_l _ _ _ (s39_c169_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + d) 0 (opt_r _ _ _ (s39_c169_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 0 0 (2 + d) (opt_r _ _ _ (s39_c169_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p30 Ho0 ltac:(zlia)).
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

Lemma s39_c169_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 0 0 (2 + d) 0 -> fst (s39_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q48] in Hc |- *.
  rewrite tf_game_eq, (s39_c169_L a d), (s39_c169_R a d); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 (2 + d) 0 (opt_l _ _ _ (s39_c169_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 (1 + d) 1 (opt_l _ _ _ (s39_c169_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + d) 0 (opt_r _ _ _ (s39_c169_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 0 0 (2 + d) (opt_r _ _ _ (s39_c169_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p21 Ho0 ltac:(zlia)).
    rewrite (s39_p46 Ho1 ltac:(zlia)).
    rewrite (s35_p11 Ho2 ltac:(zlia)).
    rewrite (s31_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p30 Ho0 ltac:(zlia)).
    rewrite (s39_p46 Ho1 ltac:(zlia)).
    rewrite (s35_p11 Ho2 ltac:(zlia)).
    rewrite (s31_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c169_p66 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 0 0 (2 + d) 0 -> fst (s39_q66 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q66 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q66] in Hc |- *.
  rewrite tf_game_eq, (s39_c169_L a d), (s39_c169_R a d); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 (2 + d) 0 (opt_l _ _ _ (s39_c169_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 (1 + d) 1 (opt_l _ _ _ (s39_c169_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + d) 0 (opt_r _ _ _ (s39_c169_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 0 0 (2 + d) (opt_r _ _ _ (s39_c169_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p65 Ho1 ltac:(zlia)).
  rewrite (s35_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c169_p69 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 0 0 (2 + d) 0 -> fst (s39_q69 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q69 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q69] in Hc |- *.
  rewrite tf_game_eq, (s39_c169_L a d), (s39_c169_R a d); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 (2 + d) 0 (opt_l _ _ _ (s39_c169_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 (1 + d) 1 (opt_l _ _ _ (s39_c169_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + d) 0 (opt_r _ _ _ (s39_c169_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 0 0 (2 + d) (opt_r _ _ _ (s39_c169_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p68 Ho1 ltac:(zlia)).
  rewrite (s35_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c170_L (a d : nat) : lmoves (s39_board (2 + a) 0 0 (2 + d) 1) = [s39_board (1 + a) 1 0 (2 + d) 1; s39_board (2 + a) 0 0 (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c170_R (a d : nat) : rmoves (s39_board (2 + a) 0 0 (2 + d) 1) = [s35_board (2 + a) (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s35_board, s39_board, strip. tf_options. Qed.
Lemma s39_c170_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board (2 + a) 0 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e==1 *)
Lemma s39_c170_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 0 0 (2 + d) 1 -> fst (s39_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q45] in Hc |- *.
  rewrite tf_game_eq, (s39_c170_L a d), (s39_c170_R a d); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 (2 + d) 1 (opt_l _ _ _ (s39_c170_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 (1 + d) 2 (opt_l _ _ _ (s39_c170_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + d) 1 (opt_r _ _ _ (s39_c170_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c170_R2 a d)).
  pose proof (use_s31 IH (2 + a) 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c170_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c170_R2 a d))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p10 Ho2 ltac:(zlia)).
  rewrite (s31_p8 Ho3 ltac:(zlia)).
  rewrite (s31_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c171_L (a d e : nat) : lmoves (s39_board (2 + a) 0 0 (2 + d) (2 + e)) = [s39_board (1 + a) 1 0 (2 + d) (2 + e); s39_board (2 + a) 0 0 (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c171_R (a d e : nat) : rmoves (s39_board (2 + a) 0 0 (2 + d) (2 + e)) = [s35_board (2 + a) (2 + d) (2 + e)].
Proof. unfold s35_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e>=2 *)
Lemma s39_c171_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s39_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c171_L a d e), (s39_c171_R a d e); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 (2 + d) (2 + e) (opt_l _ _ _ (s39_c171_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 (1 + d) (3 + e) (opt_l _ _ _ (s39_c171_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + d) (2 + e) (opt_r _ _ _ (s39_c171_R a d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s39_c172_p49 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 0 1 0 0 -> fst (s39_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q49] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 1 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s39_c173_p8 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 0 1 0 1 -> fst (s39_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s39_c174_p3 x (Hs33 : s33_claim x) (a e : nat) :
  x = s39_board (2 + a) 0 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c175_L (a : nat) : lmoves (s39_board (2 + a) 0 1 1 0) = [s39_board (1 + a) 1 1 1 0; s39_board (2 + a) 0 0 2 0; s33_board (2 + a) 0 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c175_R (a : nat) : rmoves (s39_board (2 + a) 0 1 1 0) = [s41_board (2 + a) 1 1 0; s31_board (2 + a) 0 1 1].
Proof. unfold s31_board, s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e==0 *)
Lemma s39_c175_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 0 1 1 0 -> fst (s39_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q50] in Hc |- *.
  rewrite tf_game_eq, (s39_c175_L a), (s39_c175_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s39_c175_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 2 0 (opt_l _ _ _ (s39_c175_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 0 1 1 (opt_l _ _ _ (s39_c175_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH (2 + a) 1 1 0 (opt_r _ _ _ (s39_c175_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH (2 + a) 0 1 1 (opt_r _ _ _ (s39_c175_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s39_p48 Ho1 ltac:(zlia)).
    rewrite (s33_p14 Ho2 ltac:(zlia)).
    rewrite (s41_p18 Ho3 ltac:(zlia)).
    rewrite (s31_p8 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p66 Ho1 ltac:(zlia)).
    rewrite (s33_p14 Ho2 ltac:(zlia)).
    rewrite (s41_p18 Ho3 ltac:(zlia)).
    rewrite (s31_p8 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p69 Ho1 ltac:(zlia)).
    rewrite (s33_p14 Ho2 ltac:(zlia)).
    rewrite (s41_p18 Ho3 ltac:(zlia)).
    rewrite (s31_p8 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c176_L (a : nat) : lmoves (s39_board (2 + a) 0 1 1 1) = [s39_board (1 + a) 1 1 1 1; s39_board (2 + a) 0 0 2 1; s33_board (2 + a) 0 1 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c176_R (a : nat) : rmoves (s39_board (2 + a) 0 1 1 1) = [s41_board (2 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, s41_board, strip. tf_options. Qed.
Lemma s39_c176_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; E; T; F]) [(1, 1)]) (s31_board (2 + a) 0 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e==1 *)
Lemma s39_c176_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 0 1 1 1 -> fst (s39_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q45] in Hc |- *.
  rewrite tf_game_eq, (s39_c176_L a), (s39_c176_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s39_c176_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 2 1 (opt_l _ _ _ (s39_c176_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 0 1 2 (opt_l _ _ _ (s39_c176_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH (2 + a) 1 1 1 (opt_r _ _ _ (s39_c176_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c176_R2 a)).
  pose proof (use_s31 IH (2 + a) 0 1 1 (opt_norm_r _ _ _ _ _ (s39_c176_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c176_R2 a))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p45 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p12 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  rewrite (s31_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c177_L (a e : nat) : lmoves (s39_board (2 + a) 0 1 1 (2 + e)) = [s39_board (1 + a) 1 1 1 (2 + e); s39_board (2 + a) 0 0 2 (2 + e); s33_board (2 + a) 0 1 (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c177_R (a e : nat) : rmoves (s39_board (2 + a) 0 1 1 (2 + e)) = [s41_board (2 + a) 1 1 (2 + e)].
Proof. unfold s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s39_c177_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s39_board (2 + a) 0 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c177_L a e), (s39_c177_R a e); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 1 (2 + e) (opt_l _ _ _ (s39_c177_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 2 (2 + e) (opt_l _ _ _ (s39_c177_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 0 1 (3 + e) (opt_l _ _ _ (s39_c177_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH (2 + a) 1 1 (2 + e) (opt_r _ _ _ (s39_c177_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p20 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c178_L (a d : nat) : lmoves (s39_board (2 + a) 0 1 (2 + d) 0) = [s39_board (1 + a) 1 1 (2 + d) 0; s39_board (2 + a) 0 0 (3 + d) 0; s39_board (2 + a) 0 1 (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c178_R (a d : nat) : rmoves (s39_board (2 + a) 0 1 (2 + d) 0) = [s41_board (2 + a) 1 (2 + d) 0; s31_board (2 + a) 0 1 (2 + d)].
Proof. unfold s31_board, s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e==0 *)
Lemma s39_c178_p47 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 0 1 (2 + d) 0 -> fst (s39_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q47] in Hc |- *.
  rewrite tf_game_eq, (s39_c178_L a d), (s39_c178_R a d); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 (2 + d) 0 (opt_l _ _ _ (s39_c178_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 (3 + d) 0 (opt_l _ _ _ (s39_c178_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 1 (1 + d) 1 (opt_l _ _ _ (s39_c178_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH (2 + a) 1 (2 + d) 0 (opt_r _ _ _ (s39_c178_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH (2 + a) 0 1 (2 + d) (opt_r _ _ _ (s39_c178_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p47 Ho1 ltac:(zlia)).
  rewrite (s39_p45 Ho2 ltac:(zlia)).
  rewrite (s41_p13 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c179_L (a d : nat) : lmoves (s39_board (2 + a) 0 1 (2 + d) 1) = [s39_board (1 + a) 1 1 (2 + d) 1; s39_board (2 + a) 0 0 (3 + d) 1; s39_board (2 + a) 0 1 (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c179_R (a d : nat) : rmoves (s39_board (2 + a) 0 1 (2 + d) 1) = [s41_board (2 + a) 1 (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, s41_board, strip. tf_options. Qed.
Lemma s39_c179_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board (2 + a) 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s39_c179_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 0 1 (2 + d) 1 -> fst (s39_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q45] in Hc |- *.
  rewrite tf_game_eq, (s39_c179_L a d), (s39_c179_R a d); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 (2 + d) 1 (opt_l _ _ _ (s39_c179_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 (3 + d) 1 (opt_l _ _ _ (s39_c179_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 1 (1 + d) 2 (opt_l _ _ _ (s39_c179_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH (2 + a) 1 (2 + d) 1 (opt_r _ _ _ (s39_c179_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c179_R2 a d)).
  pose proof (use_s31 IH (2 + a) 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c179_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c179_R2 a d))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p45 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p12 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  rewrite (s31_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c180_L (a d e : nat) : lmoves (s39_board (2 + a) 0 1 (2 + d) (2 + e)) = [s39_board (1 + a) 1 1 (2 + d) (2 + e); s39_board (2 + a) 0 0 (3 + d) (2 + e); s39_board (2 + a) 0 1 (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c180_R (a d e : nat) : rmoves (s39_board (2 + a) 0 1 (2 + d) (2 + e)) = [s41_board (2 + a) 1 (2 + d) (2 + e)].
Proof. unfold s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s39_c180_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s39_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c180_L a d e), (s39_c180_R a d e); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s39_c180_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c180_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c180_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH (2 + a) 1 (2 + d) (2 + e) (opt_r _ _ _ (s39_c180_R a d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p20 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s39_c181_p49 x (Hs33 : s33_claim x) (a c : nat) :
  x = s39_board (2 + a) 0 (2 + c) 0 0 -> fst (s39_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q49] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s39_c182_p8 x (Hs33 : s33_claim x) (a c : nat) :
  x = s39_board (2 + a) 0 (2 + c) 0 1 -> fst (s39_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s39_c183_p3 x (Hs33 : s33_claim x) (a c e : nat) :
  x = s39_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c184_L (a c : nat) : lmoves (s39_board (2 + a) 0 (2 + c) 1 0) = [s39_board (1 + a) 1 (2 + c) 1 0; s39_board (2 + a) 0 (1 + c) 2 0; s33_board (2 + a) 0 (2 + c) 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c184_R (a c : nat) : rmoves (s39_board (2 + a) 0 (2 + c) 1 0) = [s41_board (2 + a) (2 + c) 1 0; s31_board (2 + a) 0 (2 + c) 1].
Proof. unfold s31_board, s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e==0 *)
Lemma s39_c184_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s39_board (2 + a) 0 (2 + c) 1 0 -> fst (s39_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q50] in Hc |- *.
  rewrite tf_game_eq, (s39_c184_L a c), (s39_c184_R a c); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + c) 1 0 (opt_l _ _ _ (s39_c184_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 (1 + c) 2 0 (opt_l _ _ _ (s39_c184_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 0 (2 + c) 1 (opt_l _ _ _ (s39_c184_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH (2 + a) (2 + c) 1 0 (opt_r _ _ _ (s39_c184_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH (2 + a) 0 (2 + c) 1 (opt_r _ _ _ (s39_c184_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p47 Ho1 ltac:(zlia)).
  rewrite (s33_p14 Ho2 ltac:(zlia)).
  rewrite (s41_p18 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c185_L (a c : nat) : lmoves (s39_board (2 + a) 0 (2 + c) 1 1) = [s39_board (1 + a) 1 (2 + c) 1 1; s39_board (2 + a) 0 (1 + c) 2 1; s33_board (2 + a) 0 (2 + c) 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c185_R (a c : nat) : rmoves (s39_board (2 + a) 0 (2 + c) 1 1) = [s41_board (2 + a) (2 + c) 1 1; strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, s41_board, strip. tf_options. Qed.
Lemma s39_c185_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s31_board (2 + a) 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s39_c185_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s39_board (2 + a) 0 (2 + c) 1 1 -> fst (s39_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q45] in Hc |- *.
  rewrite tf_game_eq, (s39_c185_L a c), (s39_c185_R a c); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + c) 1 1 (opt_l _ _ _ (s39_c185_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 (1 + c) 2 1 (opt_l _ _ _ (s39_c185_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 0 (2 + c) 2 (opt_l _ _ _ (s39_c185_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH (2 + a) (2 + c) 1 1 (opt_r _ _ _ (s39_c185_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c185_R2 a c)).
  pose proof (use_s31 IH (2 + a) 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c185_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c185_R2 a c))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p45 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p12 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  rewrite (s31_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c186_L (a c e : nat) : lmoves (s39_board (2 + a) 0 (2 + c) 1 (2 + e)) = [s39_board (1 + a) 1 (2 + c) 1 (2 + e); s39_board (2 + a) 0 (1 + c) 2 (2 + e); s33_board (2 + a) 0 (2 + c) (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c186_R (a c e : nat) : rmoves (s39_board (2 + a) 0 (2 + c) 1 (2 + e)) = [s41_board (2 + a) (2 + c) 1 (2 + e)].
Proof. unfold s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s39_c186_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s39_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c186_L a c e), (s39_c186_R a c e); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s39_c186_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c186_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 0 (2 + c) (3 + e) (opt_l _ _ _ (s39_c186_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH (2 + a) (2 + c) 1 (2 + e) (opt_r _ _ _ (s39_c186_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p20 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c187_L (a c d : nat) : lmoves (s39_board (2 + a) 0 (2 + c) (2 + d) 0) = [s39_board (1 + a) 1 (2 + c) (2 + d) 0; s39_board (2 + a) 0 (1 + c) (3 + d) 0; s39_board (2 + a) 0 (2 + c) (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c187_R (a c d : nat) : rmoves (s39_board (2 + a) 0 (2 + c) (2 + d) 0) = [s41_board (2 + a) (2 + c) (2 + d) 0; s31_board (2 + a) 0 (2 + c) (2 + d)].
Proof. unfold s31_board, s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==0 *)
Lemma s39_c187_p47 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s39_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s39_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q47] in Hc |- *.
  rewrite tf_game_eq, (s39_c187_L a c d), (s39_c187_R a c d); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s39_c187_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c187_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c187_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH (2 + a) (2 + c) (2 + d) 0 (opt_r _ _ _ (s39_c187_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s39_c187_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p47 Ho1 ltac:(zlia)).
  rewrite (s39_p45 Ho2 ltac:(zlia)).
  rewrite (s41_p13 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c188_L (a c d : nat) : lmoves (s39_board (2 + a) 0 (2 + c) (2 + d) 1) = [s39_board (1 + a) 1 (2 + c) (2 + d) 1; s39_board (2 + a) 0 (1 + c) (3 + d) 1; s39_board (2 + a) 0 (2 + c) (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c188_R (a c d : nat) : rmoves (s39_board (2 + a) 0 (2 + c) (2 + d) 1) = [s41_board (2 + a) (2 + c) (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, s41_board, strip. tf_options. Qed.
Lemma s39_c188_R2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board (2 + a) 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s39_c188_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s39_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s39_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q45] in Hc |- *.
  rewrite tf_game_eq, (s39_c188_L a c d), (s39_c188_R a c d); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s39_c188_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c188_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c188_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH (2 + a) (2 + c) (2 + d) 1 (opt_r _ _ _ (s39_c188_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c188_R2 a c d)).
  pose proof (use_s31 IH (2 + a) 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c188_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c188_R2 a c d))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p45 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p12 Ho3 ltac:(zlia)).
  rewrite (s31_p8 Ho4 ltac:(zlia)).
  rewrite (s31_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c189_L (a c d e : nat) : lmoves (s39_board (2 + a) 0 (2 + c) (2 + d) (2 + e)) = [s39_board (1 + a) 1 (2 + c) (2 + d) (2 + e); s39_board (2 + a) 0 (1 + c) (3 + d) (2 + e); s39_board (2 + a) 0 (2 + c) (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c189_R (a c d e : nat) : rmoves (s39_board (2 + a) 0 (2 + c) (2 + d) (2 + e)) = [s41_board (2 + a) (2 + c) (2 + d) (2 + e)].
Proof. unfold s39_board, s41_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c189_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s39_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c189_L a c d e), (s39_c189_R a c d e); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c189_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c189_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c189_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s41 IH (2 + a) (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s39_c189_R a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s41_p20 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c190_p18 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 1 0 0 0 -> fst (s39_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c191_p33 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 1 0 0 1 -> fst (s39_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q33] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c192_p3 x (Hs33 : s33_claim x) (a e : nat) :
  x = s39_board (2 + a) 1 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c193_L (a : nat) : lmoves (s39_board (2 + a) 1 0 1 0) = [s39_board (1 + a) 2 0 1 0; s28_board (2 + a) 0 2 0; s33_board (2 + a) 1 0 1].
Proof. unfold s28_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c193_R (a : nat) : rmoves (s39_board (2 + a) 1 0 1 0) = [s38_board (2 + a) 1 0; s31_board (2 + a) 1 0 1].
Proof. unfold s31_board, s38_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e==0 *)
Lemma s39_c193_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 1 0 1 0 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c193_L a), (s39_c193_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 0 1 0 (opt_l _ _ _ (s39_c193_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 2 0 (opt_l _ _ _ (s39_c193_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 0 1 (opt_l _ _ _ (s39_c193_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH (2 + a) 1 0 (opt_r _ _ _ (s39_c193_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH (2 + a) 1 0 1 (opt_r _ _ _ (s39_c193_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p21 Ho0 ltac:(zlia)).
    rewrite (s28_p36 Ho1 ltac:(zlia)).
    rewrite (s33_p10 Ho2 ltac:(zlia)).
    rewrite (s38_p4 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p24 Ho0 ltac:(zlia)).
    rewrite (s28_p38 Ho1 ltac:(zlia)).
    rewrite (s33_p10 Ho2 ltac:(zlia)).
    rewrite (s38_p4 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c194_L (a : nat) : lmoves (s39_board (2 + a) 1 0 1 1) = [s39_board (1 + a) 2 0 1 1; s28_board (2 + a) 0 2 1; s33_board (2 + a) 1 0 2].
Proof. unfold s28_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c194_R (a : nat) : rmoves (s39_board (2 + a) 1 0 1 1) = [s38_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s38_board, s39_board, strip. tf_options. Qed.
Lemma s39_c194_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) [(1, 1)]) (s31_board (2 + a) 1 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e==1 *)
Lemma s39_c194_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 1 0 1 1 -> fst (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c194_L a), (s39_c194_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 0 1 1 (opt_l _ _ _ (s39_c194_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 2 1 (opt_l _ _ _ (s39_c194_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 0 2 (opt_l _ _ _ (s39_c194_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH (2 + a) 1 1 (opt_r _ _ _ (s39_c194_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c194_R2 a)).
  pose proof (use_s31 IH (2 + a) 1 0 1 (opt_norm_r _ _ _ _ _ (s39_c194_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c194_R2 a))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s28_p37 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|[Hp3|Hp3]]].
  {
    rewrite (s38_p7 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s38_p11 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s38_p13 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s38_p14 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c195_L (a e : nat) : lmoves (s39_board (2 + a) 1 0 1 (2 + e)) = [s39_board (1 + a) 2 0 1 (2 + e); s28_board (2 + a) 0 2 (2 + e); s33_board (2 + a) 1 0 (3 + e)].
Proof. unfold s28_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c195_R (a e : nat) : rmoves (s39_board (2 + a) 1 0 1 (2 + e)) = [s38_board (2 + a) 1 (2 + e)].
Proof. unfold s38_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s39_c195_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s39_board (2 + a) 1 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c195_L a e), (s39_c195_R a e); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 0 1 (2 + e) (opt_l _ _ _ (s39_c195_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 2 (2 + e) (opt_l _ _ _ (s39_c195_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 0 (3 + e) (opt_l _ _ _ (s39_c195_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH (2 + a) 1 (2 + e) (opt_r _ _ _ (s39_c195_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c196_L (a d : nat) : lmoves (s39_board (2 + a) 1 0 (2 + d) 0) = [s39_board (1 + a) 2 0 (2 + d) 0; s28_board (2 + a) 0 (3 + d) 0; s39_board (2 + a) 1 0 (1 + d) 1].
Proof. unfold s28_board, s39_board. tf_options. Qed.
Lemma s39_c196_R (a d : nat) : rmoves (s39_board (2 + a) 1 0 (2 + d) 0) = [s38_board (2 + a) (2 + d) 0; s31_board (2 + a) 1 0 (2 + d)].
Proof. unfold s31_board, s38_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s39_c196_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 1 0 (2 + d) 0 -> fst (s39_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c196_L a d), (s39_c196_R a d); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 0 (2 + d) 0 (opt_l _ _ _ (s39_c196_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 (3 + d) 0 (opt_l _ _ _ (s39_c196_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 0 (1 + d) 1 (opt_l _ _ _ (s39_c196_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH (2 + a) (2 + d) 0 (opt_r _ _ _ (s39_c196_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s39_c196_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s28_p38 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|[Hp3|Hp3]]].
  {
    rewrite (s38_p1 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s38_p9 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s38_p10 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s38_p12 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

