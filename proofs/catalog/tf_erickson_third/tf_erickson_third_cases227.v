(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s182_c53_L (c d : nat) : lmoves (s182_board 0 1 (2 + c) (2 + d) 1) = [s182_board 0 1 (2 + c) (1 + d) 2; strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c53_L2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board 0 1 (2 + c)) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c53_R (c d : nat) : rmoves (s182_board 0 1 (2 + c) (2 + d) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c53_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; E; T; F]) []) (s112_board 1 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c53_R2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board 0 1 (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s182_c53_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s182_board 0 1 (2 + c) (2 + d) 1 -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c53_L c d), (s182_c53_R c d); cbn [map].
  pose proof (use_s182 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s182_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c53_L2 c d)).
  pose proof (use_s83 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c53_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s182_c53_R1 c d)).
  pose proof (use_s112 IH 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s182_c53_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s182_c53_R2 c d)).
  pose proof (use_s178 IH 0 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c53_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c53_R2 c d))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c54_L (c d e : nat) : lmoves (s182_board 0 1 (2 + c) (2 + d) (2 + e)) = [s182_board 0 1 (2 + c) (1 + d) (3 + e); strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c54_L2 (c d e : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 0 1 (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c54_R (c d e : nat) : rmoves (s182_board 0 1 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c54_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 1 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c54_R2 (c d e : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 0 1 (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s182_c54_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s182_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c54_L c d e), (s182_c54_R c d e); cbn [map].
  pose proof (use_s182 IH 0 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s182_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c54_L2 c d e)).
  pose proof (use_s83 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c54_L2 c d e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c54_R1 c d e)).
  pose proof (use_s112 IH 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c54_R c d e) ltac:(cbn [In]; left; reflexivity) (s182_c54_R1 c d e))) as Ho2.
  rewrite (tf_norm_game (s182_c54_R2 c d e)).
  pose proof (use_s178 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c54_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c54_R2 c d e))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s92 *)
Lemma s182_c55_p21 x (Hs92 : s92_claim x) (b : nat) :
  x = s182_board 0 (2 + b) 0 0 0 -> fst (s182_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q21] in Hc |- *.
  pose proof (Hs92 0 (2 + b) 0 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s125 *)
Lemma s182_c56_p23 x (Hs125 : s125_claim x) (b : nat) :
  x = s182_board 0 (2 + b) 0 0 1 -> fst (s182_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q23] in Hc |- *.
  pose proof (Hs125 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s125 *)
Lemma s182_c57_p17 x (Hs125 : s125_claim x) (b e : nat) :
  x = s182_board 0 (2 + b) 0 0 (2 + e) -> fst (s182_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q17] in Hc |- *.
  pose proof (Hs125 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c57_p25 x (Hs125 : s125_claim x) (b e : nat) :
  x = s182_board 0 (2 + b) 0 0 (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q25] in Hc |- *.
  pose proof (Hs125 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s92 *)
Lemma s182_c58_p27 x (Hs92 : s92_claim x) (b : nat) :
  x = s182_board 0 (2 + b) 0 1 0 -> fst (s182_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q27] in Hc |- *.
  pose proof (Hs92 0 (2 + b) 1 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==0 && d==1 && e==1: the board of s125 *)
Lemma s182_c59_p30 x (Hs125 : s125_claim x) (b : nat) :
  x = s182_board 0 (2 + b) 0 1 1 -> fst (s182_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q30] in Hc |- *.
  pose proof (Hs125 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==0 && d==1 && e>=2: the board of s125 *)
Lemma s182_c60_p25 x (Hs125 : s125_claim x) (b e : nat) :
  x = s182_board 0 (2 + b) 0 1 (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q25] in Hc |- *.
  pose proof (Hs125 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==0 && d>=2 && e==0: the board of s92 *)
Lemma s182_c61_p27 x (Hs92 : s92_claim x) (b d : nat) :
  x = s182_board 0 (2 + b) 0 (2 + d) 0 -> fst (s182_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q27] in Hc |- *.
  pose proof (Hs92 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==0 && d>=2 && e==1: the board of s125 *)
Lemma s182_c62_p25 x (Hs125 : s125_claim x) (b d : nat) :
  x = s182_board 0 (2 + b) 0 (2 + d) 1 -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q25] in Hc |- *.
  pose proof (Hs125 0 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==0 && d>=2 && e>=2: the board of s125 *)
Lemma s182_c63_p25 x (Hs125 : s125_claim x) (b d e : nat) :
  x = s182_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q25] in Hc |- *.
  pose proof (Hs125 0 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s152 *)
Lemma s182_c64_p39 x (Hs152 : s152_claim x) (b : nat) :
  x = s182_board 0 (2 + b) 1 0 0 -> fst (s182_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q39] in Hc |- *.
  pose proof (Hs152 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c65_L (b : nat) : lmoves (s182_board 0 (2 + b) 1 0 1) = [s167_board 0 (2 + b) 0 0 2; strip [] (E :: repeat T (2 + b) ++ [F; T; F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c65_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; F; E; E; T; T; F]) []) (s83_board 0 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [F; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c65_R (b : nat) : rmoves (s182_board 0 (2 + b) 1 0 1) = [strip [] (E :: repeat T (2 + b) ++ [F; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c65_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; F; E; T; F]) [(1, 1)]) (s178_board 0 (2 + b) 1 0 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s182_c65_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s182_board 0 (2 + b) 1 0 1 -> fst (s182_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q17] in Hc |- *.
  rewrite tf_game_eq, (s182_c65_L b), (s182_c65_R b); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) 0 0 2 (opt_l _ _ _ (s182_c65_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s182_c65_L2 b)).
  pose proof (use_s83 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c65_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c65_L2 b))) as Ho1.
  rewrite (tf_norm_game (s182_c65_R1 b)).
  pose proof (use_s178 IH 0 (2 + b) 1 0 1 (opt_norm_r _ _ _ _ _ (s182_c65_R b) ltac:(cbn [In]; left; reflexivity) (s182_c65_R1 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s167_p87 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p91 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p95 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p98 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s182_c66_L (b e : nat) : lmoves (s182_board 0 (2 + b) 1 0 (2 + e)) = [s167_board 0 (2 + b) 0 0 (3 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c66_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 0 (2 + b) 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; T; F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c66_R (b e : nat) : rmoves (s182_board 0 (2 + b) 1 0 (2 + e)) = [strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c66_R1 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 0 (2 + b) 1 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s182_c66_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s182_board 0 (2 + b) 1 0 (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c66_L b e), (s182_c66_R b e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) 0 0 (3 + e) (opt_l _ _ _ (s182_c66_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c66_L2 b e)).
  pose proof (use_s83 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c66_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c66_L2 b e))) as Ho1.
  rewrite (tf_norm_game (s182_c66_R1 b e)).
  pose proof (use_s178 IH 0 (2 + b) 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c66_R b e) ltac:(cbn [In]; left; reflexivity) (s182_c66_R1 b e))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) = 2 /\ Z.of_nat (2 + b) >= 5)%Z \/ (Z.of_nat (2 + b) >= 5 /\ Z.of_nat (2 + b) - Z.of_nat (2 + e) <= 1)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]]]]].
  {
    rewrite (s167_p88 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p92 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p96 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p97 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p99 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p100 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p101 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p102 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==1 && d==1 && e==0: the board of s152 *)
Lemma s182_c67_p27 x (Hs152 : s152_claim x) (b : nat) :
  x = s182_board 0 (2 + b) 1 1 0 -> fst (s182_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q27] in Hc |- *.
  pose proof (Hs152 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c68_L (b : nat) : lmoves (s182_board 0 (2 + b) 1 1 1) = [s182_board 0 (2 + b) 1 0 2; strip [] (E :: repeat T (2 + b) ++ [F; T; F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c68_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; F; T; E; E; T; T; F]) []) (s83_board 0 (2 + b) 1) (2).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [F; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c68_R (b : nat) : rmoves (s182_board 0 (2 + b) 1 1 1) = [strip [] (E :: repeat T (2 + b) ++ [F; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c68_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; F; T; E; T; F]) [(1, 1)]) (s178_board 0 (2 + b) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s182_c68_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s182_board 0 (2 + b) 1 1 1 -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c68_L b), (s182_c68_R b); cbn [map].
  pose proof (use_s182 IH 0 (2 + b) 1 0 2 (opt_l _ _ _ (s182_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c68_L2 b)).
  pose proof (use_s83 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c68_L2 b))) as Ho1.
  rewrite (tf_norm_game (s182_c68_R1 b)).
  pose proof (use_s178 IH 0 (2 + b) 1 1 1 (opt_norm_r _ _ _ _ _ (s182_c68_R b) ltac:(cbn [In]; left; reflexivity) (s182_c68_R1 b))) as Ho2.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c69_L (b e : nat) : lmoves (s182_board 0 (2 + b) 1 1 (2 + e)) = [s182_board 0 (2 + b) 1 0 (3 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c69_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 0 (2 + b) 1) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c69_R (b e : nat) : rmoves (s182_board 0 (2 + b) 1 1 (2 + e)) = [strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c69_R1 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 0 (2 + b) 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s182_c69_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s182_board 0 (2 + b) 1 1 (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c69_L b e), (s182_c69_R b e); cbn [map].
  pose proof (use_s182 IH 0 (2 + b) 1 0 (3 + e) (opt_l _ _ _ (s182_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c69_L2 b e)).
  pose proof (use_s83 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c69_L2 b e))) as Ho1.
  rewrite (tf_norm_game (s182_c69_R1 b e)).
  pose proof (use_s178 IH 0 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c69_R b e) ltac:(cbn [In]; left; reflexivity) (s182_c69_R1 b e))) as Ho2.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==1 && d>=2 && e==0: the board of s152 *)
Lemma s182_c70_p27 x (Hs152 : s152_claim x) (b d : nat) :
  x = s182_board 0 (2 + b) 1 (2 + d) 0 -> fst (s182_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q27] in Hc |- *.
  pose proof (Hs152 0 (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c71_L (b d : nat) : lmoves (s182_board 0 (2 + b) 1 (2 + d) 1) = [s182_board 0 (2 + b) 1 (1 + d) 2; strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c71_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board 0 (2 + b) 1) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; T; F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c71_R (b d : nat) : rmoves (s182_board 0 (2 + b) 1 (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c71_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board 0 (2 + b) 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s182_c71_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s182_board 0 (2 + b) 1 (2 + d) 1 -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c71_L b d), (s182_c71_R b d); cbn [map].
  pose proof (use_s182 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s182_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c71_L2 b d)).
  pose proof (use_s83 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c71_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s182_c71_R1 b d)).
  pose proof (use_s178 IH 0 (2 + b) 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c71_R b d) ltac:(cbn [In]; left; reflexivity) (s182_c71_R1 b d))) as Ho2.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c72_L (b d e : nat) : lmoves (s182_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s182_board 0 (2 + b) 1 (1 + d) (3 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c72_L2 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 0 (2 + b) 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; T; F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c72_R (b d e : nat) : rmoves (s182_board 0 (2 + b) 1 (2 + d) (2 + e)) = [strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c72_R1 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 0 (2 + b) 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s182_c72_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s182_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c72_L b d e), (s182_c72_R b d e); cbn [map].
  pose proof (use_s182 IH 0 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s182_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c72_L2 b d e)).
  pose proof (use_s83 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c72_L2 b d e))) as Ho1.
  rewrite (tf_norm_game (s182_c72_R1 b d e)).
  pose proof (use_s178 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c72_R b d e) ltac:(cbn [In]; left; reflexivity) (s182_c72_R1 b d e))) as Ho2.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s152 *)
Lemma s182_c73_p17 x (Hs152 : s152_claim x) (b c : nat) :
  x = s182_board 0 (2 + b) (2 + c) 0 0 -> fst (s182_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q17] in Hc |- *.
  pose proof (Hs152 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c73_p33 x (Hs152 : s152_claim x) (b c : nat) :
  x = s182_board 0 (2 + b) (2 + c) 0 0 -> fst (s182_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q33] in Hc |- *.
  pose proof (Hs152 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c73_p35 x (Hs152 : s152_claim x) (b c : nat) :
  x = s182_board 0 (2 + b) (2 + c) 0 0 -> fst (s182_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q35] in Hc |- *.
  pose proof (Hs152 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c73_p37 x (Hs152 : s152_claim x) (b c : nat) :
  x = s182_board 0 (2 + b) (2 + c) 0 0 -> fst (s182_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q37] in Hc |- *.
  pose proof (Hs152 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c74_L (b c : nat) : lmoves (s182_board 0 (2 + b) (2 + c) 0 1) = [s167_board 0 (2 + b) (1 + c) 0 2; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c74_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []) (s83_board 0 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c74_R (b c : nat) : rmoves (s182_board 0 (2 + b) (2 + c) 0 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c74_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]) (s178_board 0 (2 + b) (2 + c) 0 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s182_c74_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s182_board 0 (2 + b) (2 + c) 0 1 -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c74_L b c), (s182_c74_R b c); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 0 2 (opt_l _ _ _ (s182_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s182_c74_L2 b c)).
  pose proof (use_s83 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c74_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s182_c74_R1 b c)).
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s182_c74_R b c) ltac:(cbn [In]; left; reflexivity) (s182_c74_R1 b c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s167_p64 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p72 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p78 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p84 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s182_c75_L (b c e : nat) : lmoves (s182_board 0 (2 + b) (2 + c) 0 (2 + e)) = [s167_board 0 (2 + b) (1 + c) 0 (3 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c75_L2 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 0 (2 + b) (2 + c)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c75_R (b c e : nat) : rmoves (s182_board 0 (2 + b) (2 + c) 0 (2 + e)) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c75_R1 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 0 (2 + b) (2 + c) 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s182_c75_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s182_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c75_L b c e), (s182_c75_R b c e); cbn [map].
  pose proof (use_s167 IH 0 (2 + b) (1 + c) 0 (3 + e) (opt_l _ _ _ (s182_c75_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c75_L2 b c e)).
  pose proof (use_s83 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c75_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c75_L2 b c e))) as Ho1.
  rewrite (tf_norm_game (s182_c75_R1 b c e)).
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c75_R b c e) ltac:(cbn [In]; left; reflexivity) (s182_c75_R1 b c e))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s167_p64 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p72 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p78 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p84 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c>=2 && d==1 && e==0: the board of s152 *)
Lemma s182_c76_p27 x (Hs152 : s152_claim x) (b c : nat) :
  x = s182_board 0 (2 + b) (2 + c) 1 0 -> fst (s182_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q27] in Hc |- *.
  pose proof (Hs152 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c77_L (b c : nat) : lmoves (s182_board 0 (2 + b) (2 + c) 1 1) = [s182_board 0 (2 + b) (2 + c) 0 2; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c77_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) (s83_board 0 (2 + b) (2 + c)) (2).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c77_R (b c : nat) : rmoves (s182_board 0 (2 + b) (2 + c) 1 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c77_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]) (s178_board 0 (2 + b) (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s182_c77_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s182_board 0 (2 + b) (2 + c) 1 1 -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c77_L b c), (s182_c77_R b c); cbn [map].
  pose proof (use_s182 IH 0 (2 + b) (2 + c) 0 2 (opt_l _ _ _ (s182_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c77_L2 b c)).
  pose proof (use_s83 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c77_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s182_c77_R1 b c)).
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s182_c77_R b c) ltac:(cbn [In]; left; reflexivity) (s182_c77_R1 b c))) as Ho2.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c78_L (b c e : nat) : lmoves (s182_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s182_board 0 (2 + b) (2 + c) 0 (3 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c78_L2 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 0 (2 + b) (2 + c)) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c78_R (b c e : nat) : rmoves (s182_board 0 (2 + b) (2 + c) 1 (2 + e)) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c78_R1 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 0 (2 + b) (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s182_c78_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s182_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c78_L b c e), (s182_c78_R b c e); cbn [map].
  pose proof (use_s182 IH 0 (2 + b) (2 + c) 0 (3 + e) (opt_l _ _ _ (s182_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c78_L2 b c e)).
  pose proof (use_s83 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c78_L2 b c e))) as Ho1.
  rewrite (tf_norm_game (s182_c78_R1 b c e)).
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c78_R b c e) ltac:(cbn [In]; left; reflexivity) (s182_c78_R1 b c e))) as Ho2.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c>=2 && d>=2 && e==0: the board of s152 *)
Lemma s182_c79_p27 x (Hs152 : s152_claim x) (b c d : nat) :
  x = s182_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s182_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q27] in Hc |- *.
  pose proof (Hs152 0 (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c80_L (b c d : nat) : lmoves (s182_board 0 (2 + b) (2 + c) (2 + d) 1) = [s182_board 0 (2 + b) (2 + c) (1 + d) 2; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c80_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board 0 (2 + b) (2 + c)) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c80_R (b c d : nat) : rmoves (s182_board 0 (2 + b) (2 + c) (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c80_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board 0 (2 + b) (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s182_c80_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s182_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c80_L b c d), (s182_c80_R b c d); cbn [map].
  pose proof (use_s182 IH 0 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s182_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c80_L2 b c d)).
  pose proof (use_s83 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c80_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s182_c80_R1 b c d)).
  pose proof (use_s178 IH 0 (2 + b) (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s182_c80_R1 b c d))) as Ho2.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c81_L (b c d e : nat) : lmoves (s182_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s182_board 0 (2 + b) (2 + c) (1 + d) (3 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c81_L2 (b c d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 0 (2 + b) (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c81_R (b c d e : nat) : rmoves (s182_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c81_R1 (b c d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s182_c81_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s182_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c81_L b c d e), (s182_c81_R b c d e); cbn [map].
  pose proof (use_s182 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s182_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c81_L2 b c d e)).
  pose proof (use_s83 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c81_L2 b c d e))) as Ho1.
  rewrite (tf_norm_game (s182_c81_R1 b c d e)).
  pose proof (use_s178 IH 0 (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c81_R b c d e) ltac:(cbn [In]; left; reflexivity) (s182_c81_R1 b c d e))) as Ho2.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s92 *)
Lemma s182_c82_p41 x (Hs92 : s92_claim x) :
  x = s182_board 1 0 0 0 0 -> fst (s182_q41 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q41 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q41] in Hc |- *.
  pose proof (Hs92 1 0 0 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s125 *)
Lemma s182_c83_p42 x (Hs125 : s125_claim x) :
  x = s182_board 1 0 0 0 1 -> fst (s182_q42 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q42 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q42] in Hc |- *.
  pose proof (Hs125 1 0 0 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s125 *)
Lemma s182_c84_p43 x (Hs125 : s125_claim x) (e : nat) :
  x = s182_board 1 0 0 0 (2 + e) -> fst (s182_q43 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q43 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q43] in Hc |- *.
  pose proof (Hs125 1 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s182_c84_p44 x (Hs125 : s125_claim x) (e : nat) :
  x = s182_board 1 0 0 0 (2 + e) -> fst (s182_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q44] in Hc |- *.
  pose proof (Hs125 1 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==0 && d==1 && e==0: the board of s92 *)
Lemma s182_c85_p45 x (Hs92 : s92_claim x) :
  x = s182_board 1 0 0 1 0 -> fst (s182_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q45] in Hc |- *.
  pose proof (Hs92 1 0 1 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==0 && d==1 && e==1: the board of s125 *)
Lemma s182_c86_p46 x (Hs125 : s125_claim x) :
  x = s182_board 1 0 0 1 1 -> fst (s182_q46 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q46 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q46] in Hc |- *.
  pose proof (Hs125 1 0 1 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s125 *)
Lemma s182_c87_p44 x (Hs125 : s125_claim x) (e : nat) :
  x = s182_board 1 0 0 1 (2 + e) -> fst (s182_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q44] in Hc |- *.
  pose proof (Hs125 1 0 1 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s92 *)
Lemma s182_c88_p45 x (Hs92 : s92_claim x) (d : nat) :
  x = s182_board 1 0 0 (2 + d) 0 -> fst (s182_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q45] in Hc |- *.
  pose proof (Hs92 1 0 (2 + d) ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s125 *)
Lemma s182_c89_p44 x (Hs125 : s125_claim x) (d : nat) :
  x = s182_board 1 0 0 (2 + d) 1 -> fst (s182_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q44] in Hc |- *.
  pose proof (Hs125 1 0 (2 + d) 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s125 *)
Lemma s182_c90_p44 x (Hs125 : s125_claim x) (d e : nat) :
  x = s182_board 1 0 0 (2 + d) (2 + e) -> fst (s182_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q44] in Hc |- *.
  pose proof (Hs125 1 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s152 *)
Lemma s182_c91_p47 x (Hs152 : s152_claim x) :
  x = s182_board 1 0 1 0 0 -> fst (s182_q47 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q47 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q47] in Hc |- *.
  pose proof (Hs152 1 0 1 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c92_L : lmoves (s182_board 1 0 1 0 1) = [s182_board 0 1 1 0 1; s167_board 1 0 0 0 2; strip [] ([T; E; F; T; F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c92_L3 : tf_norm (strip [] ([T; E; F; T; F; E; E; T; T; F]) []) (s83_board 1 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c92_R : rmoves (s182_board 1 0 1 0 1) = [s179_board 1 1 0 1; strip [] ([T; E; F; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c92_R2 : tf_norm (strip [] ([T; E; F; T; F; E; T; F]) [(1, 1)]) (s178_board 1 0 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==1 && d==0 && e==1 *)
Lemma s182_c92_p28 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s182_board 1 0 1 0 1 -> fst (s182_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q28] in Hc |- *.
  rewrite tf_game_eq, (s182_c92_L), (s182_c92_R); cbn [map].
  pose proof (use_s182 IH 0 1 1 0 1 (opt_l _ _ _ (s182_c92_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 0 2 (opt_l _ _ _ (s182_c92_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s182_c92_L3)).
  pose proof (use_s83 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s182_c92_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c92_L3))) as Ho2.
  pose proof (use_s179 IH 1 1 0 1 (opt_r _ _ _ (s182_c92_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c92_R2)).
  pose proof (use_s178 IH 1 0 1 0 1 (opt_norm_r _ _ _ _ _ (s182_c92_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c92_R2))) as Ho4.
  rewrite (s182_p17 Ho0 ltac:(zlia)).
  rewrite (s167_p104 Ho1 ltac:(zlia)).
  rewrite (s83_p6 Ho2 ltac:(zlia)).
  rewrite (s179_p8 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c93_L (e : nat) : lmoves (s182_board 1 0 1 0 (2 + e)) = [s182_board 0 1 1 0 (2 + e); s167_board 1 0 0 0 (3 + e); strip [] (T :: E :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c93_L3 (e : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 0 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; T; F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c93_R (e : nat) : rmoves (s182_board 1 0 1 0 (2 + e)) = [s179_board 1 1 0 (2 + e); strip [] (T :: E :: F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c93_R2 (e : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 0 1 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==1 && d==0 && e>=2 *)
Lemma s182_c93_p49 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s182_board 1 0 1 0 (2 + e) -> fst (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q49] in Hc |- *.
  rewrite tf_game_eq, (s182_c93_L e), (s182_c93_R e); cbn [map].
  pose proof (use_s182 IH 0 1 1 0 (2 + e) (opt_l _ _ _ (s182_c93_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 0 (3 + e) (opt_l _ _ _ (s182_c93_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c93_L3 e)).
  pose proof (use_s83 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s182_c93_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c93_L3 e))) as Ho2.
  pose proof (use_s179 IH 1 1 0 (2 + e) (opt_r _ _ _ (s182_c93_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c93_R2 e)).
  pose proof (use_s178 IH 1 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c93_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c93_R2 e))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s167_p106 Ho1 ltac:(zlia)).
  rewrite (s83_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==1 && d==1 && e==0: the board of s152 *)
Lemma s182_c94_p12 x (Hs152 : s152_claim x) :
  x = s182_board 1 0 1 1 0 -> fst (s182_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q12] in Hc |- *.
  pose proof (Hs152 1 0 1 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c95_L : lmoves (s182_board 1 0 1 1 1) = [s182_board 0 1 1 1 1; s182_board 1 0 1 0 2; strip [] ([T; E; F; T; F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c95_L3 : tf_norm (strip [] ([T; E; F; T; F; T; E; E; T; T; F]) []) (s83_board 1 0 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c95_R : rmoves (s182_board 1 0 1 1 1) = [s179_board 1 1 1 1; strip [] ([T; E; F; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c95_R2 : tf_norm (strip [] ([T; E; F; T; F; T; E; T; F]) [(1, 1)]) (s178_board 1 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==1 && d==1 && e==1 *)
Lemma s182_c95_p49 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s182_board 1 0 1 1 1 -> fst (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q49] in Hc |- *.
  rewrite tf_game_eq, (s182_c95_L), (s182_c95_R); cbn [map].
  pose proof (use_s182 IH 0 1 1 1 1 (opt_l _ _ _ (s182_c95_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 0 1 0 2 (opt_l _ _ _ (s182_c95_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c95_L3)).
  pose proof (use_s83 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s182_c95_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c95_L3))) as Ho2.
  pose proof (use_s179 IH 1 1 1 1 (opt_r _ _ _ (s182_c95_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c95_R2)).
  pose proof (use_s178 IH 1 0 1 1 1 (opt_norm_r _ _ _ _ _ (s182_c95_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c95_R2))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p49 Ho1 ltac:(zlia)).
  rewrite (s83_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s182_c96_L (e : nat) : lmoves (s182_board 1 0 1 1 (2 + e)) = [s182_board 0 1 1 1 (2 + e); s182_board 1 0 1 0 (3 + e); strip [] (T :: E :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c96_L3 (e : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 0 1) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; T; F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c96_R (e : nat) : rmoves (s182_board 1 0 1 1 (2 + e)) = [s179_board 1 1 1 (2 + e); strip [] (T :: E :: F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c96_R2 (e : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 0 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s182_c96_p49 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s182_board 1 0 1 1 (2 + e) -> fst (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q49] in Hc |- *.
  rewrite tf_game_eq, (s182_c96_L e), (s182_c96_R e); cbn [map].
  pose proof (use_s182 IH 0 1 1 1 (2 + e) (opt_l _ _ _ (s182_c96_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 0 1 0 (3 + e) (opt_l _ _ _ (s182_c96_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c96_L3 e)).
  pose proof (use_s83 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s182_c96_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c96_L3 e))) as Ho2.
  pose proof (use_s179 IH 1 1 1 (2 + e) (opt_r _ _ _ (s182_c96_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c96_R2 e)).
  pose proof (use_s178 IH 1 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c96_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c96_R2 e))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p49 Ho1 ltac:(zlia)).
  rewrite (s83_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s152 *)
Lemma s182_c97_p12 x (Hs152 : s152_claim x) (d : nat) :
  x = s182_board 1 0 1 (2 + d) 0 -> fst (s182_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q12] in Hc |- *.
  pose proof (Hs152 1 0 1 (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c98_L (d : nat) : lmoves (s182_board 1 0 1 (2 + d) 1) = [s182_board 0 1 1 (2 + d) 1; s182_board 1 0 1 (1 + d) 2; strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c98_L3 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board 1 0 1) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; T; F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c98_R (d : nat) : rmoves (s182_board 1 0 1 (2 + d) 1) = [s179_board 1 1 (2 + d) 1; strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c98_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board 1 0 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s182_c98_p49 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s182_board 1 0 1 (2 + d) 1 -> fst (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q49] in Hc |- *.
  rewrite tf_game_eq, (s182_c98_L d), (s182_c98_R d); cbn [map].
  pose proof (use_s182 IH 0 1 1 (2 + d) 1 (opt_l _ _ _ (s182_c98_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 0 1 (1 + d) 2 (opt_l _ _ _ (s182_c98_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c98_L3 d)).
  pose proof (use_s83 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s182_c98_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c98_L3 d))) as Ho2.
  pose proof (use_s179 IH 1 1 (2 + d) 1 (opt_r _ _ _ (s182_c98_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c98_R2 d)).
  pose proof (use_s178 IH 1 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c98_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c98_R2 d))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p49 Ho1 ltac:(zlia)).
  rewrite (s83_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s182_c99_L (d e : nat) : lmoves (s182_board 1 0 1 (2 + d) (2 + e)) = [s182_board 0 1 1 (2 + d) (2 + e); s182_board 1 0 1 (1 + d) (3 + e); strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c99_L3 (d e : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 0 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; T; F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c99_R (d e : nat) : rmoves (s182_board 1 0 1 (2 + d) (2 + e)) = [s179_board 1 1 (2 + d) (2 + e); strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c99_R2 (d e : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 0 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s182_c99_p49 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s182_board 1 0 1 (2 + d) (2 + e) -> fst (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q49] in Hc |- *.
  rewrite tf_game_eq, (s182_c99_L d e), (s182_c99_R d e); cbn [map].
  pose proof (use_s182 IH 0 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s182_c99_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 0 1 (1 + d) (3 + e) (opt_l _ _ _ (s182_c99_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c99_L3 d e)).
  pose proof (use_s83 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s182_c99_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c99_L3 d e))) as Ho2.
  pose proof (use_s179 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s182_c99_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c99_R2 d e)).
  pose proof (use_s178 IH 1 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c99_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c99_R2 d e))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p49 Ho1 ltac:(zlia)).
  rewrite (s83_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s152 *)
Lemma s182_c100_p50 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 1 0 (2 + c) 0 0 -> fst (s182_q50 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q50 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q50] in Hc |- *.
  pose proof (Hs152 1 0 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c100_p52 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 1 0 (2 + c) 0 0 -> fst (s182_q52 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q52 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q52] in Hc |- *.
  pose proof (Hs152 1 0 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s182_c100_p53 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 1 0 (2 + c) 0 0 -> fst (s182_q53 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q53 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q53] in Hc |- *.
  pose proof (Hs152 1 0 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s182_c101_L (c : nat) : lmoves (s182_board 1 0 (2 + c) 0 1) = [s182_board 0 1 (2 + c) 0 1; s167_board 1 0 (1 + c) 0 2; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c101_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []) (s83_board 1 0 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c101_R (c : nat) : rmoves (s182_board 1 0 (2 + c) 0 1) = [s179_board 1 (2 + c) 0 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c101_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]) (s178_board 1 0 (2 + c) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c>=2 && d==0 && e==1 *)
Lemma s182_c101_p49 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s182_board 1 0 (2 + c) 0 1 -> fst (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q49] in Hc |- *.
  rewrite tf_game_eq, (s182_c101_L c), (s182_c101_R c); cbn [map].
  pose proof (use_s182 IH 0 1 (2 + c) 0 1 (opt_l _ _ _ (s182_c101_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 0 2 (opt_l _ _ _ (s182_c101_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s182_c101_L3 c)).
  pose proof (use_s83 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c101_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c101_L3 c))) as Ho2.
  pose proof (use_s179 IH 1 (2 + c) 0 1 (opt_r _ _ _ (s182_c101_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c101_R2 c)).
  pose proof (use_s178 IH 1 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s182_c101_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c101_R2 c))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s167_p110 Ho1 ltac:(zlia)).
    rewrite (s83_p6 Ho2 ltac:(zlia)).
    rewrite (s179_p14 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p116 Ho1 ltac:(zlia)).
    rewrite (s83_p6 Ho2 ltac:(zlia)).
    rewrite (s179_p14 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p119 Ho1 ltac:(zlia)).
    rewrite (s83_p6 Ho2 ltac:(zlia)).
    rewrite (s179_p14 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s182_c102_L (c e : nat) : lmoves (s182_board 1 0 (2 + c) 0 (2 + e)) = [s182_board 0 1 (2 + c) 0 (2 + e); s167_board 1 0 (1 + c) 0 (3 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c102_L3 (c e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 0 (2 + c)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ [F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c102_R (c e : nat) : rmoves (s182_board 1 0 (2 + c) 0 (2 + e)) = [s179_board 1 (2 + c) 0 (2 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c102_R2 (c e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 0 (2 + c) 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c>=2 && d==0 && e>=2 *)
Lemma s182_c102_p49 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s182_board 1 0 (2 + c) 0 (2 + e) -> fst (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q49] in Hc |- *.
  rewrite tf_game_eq, (s182_c102_L c e), (s182_c102_R c e); cbn [map].
  pose proof (use_s182 IH 0 1 (2 + c) 0 (2 + e) (opt_l _ _ _ (s182_c102_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 0 (3 + e) (opt_l _ _ _ (s182_c102_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c102_L3 c e)).
  pose proof (use_s83 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c102_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c102_L3 c e))) as Ho2.
  pose proof (use_s179 IH 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s182_c102_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c102_R2 c e)).
  pose proof (use_s178 IH 1 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c102_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c102_R2 c e))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s167_p110 Ho1 ltac:(zlia)).
    rewrite (s83_p6 Ho2 ltac:(zlia)).
    rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s179_p14 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p116 Ho1 ltac:(zlia)).
    rewrite (s83_p6 Ho2 ltac:(zlia)).
    rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s179_p14 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p119 Ho1 ltac:(zlia)).
    rewrite (s83_p6 Ho2 ltac:(zlia)).
    rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s179_p14 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s152 *)
Lemma s182_c103_p12 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 1 0 (2 + c) 1 0 -> fst (s182_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q12] in Hc |- *.
  pose proof (Hs152 1 0 (2 + c) 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c104_L (c : nat) : lmoves (s182_board 1 0 (2 + c) 1 1) = [s182_board 0 1 (2 + c) 1 1; s182_board 1 0 (2 + c) 0 2; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c104_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) (s83_board 1 0 (2 + c)) (2).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c104_R (c : nat) : rmoves (s182_board 1 0 (2 + c) 1 1) = [s179_board 1 (2 + c) 1 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c104_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]) (s178_board 1 0 (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s182_c104_p49 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s182_board 1 0 (2 + c) 1 1 -> fst (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q49] in Hc |- *.
  rewrite tf_game_eq, (s182_c104_L c), (s182_c104_R c); cbn [map].
  pose proof (use_s182 IH 0 1 (2 + c) 1 1 (opt_l _ _ _ (s182_c104_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 0 (2 + c) 0 2 (opt_l _ _ _ (s182_c104_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c104_L3 c)).
  pose proof (use_s83 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c104_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c104_L3 c))) as Ho2.
  pose proof (use_s179 IH 1 (2 + c) 1 1 (opt_r _ _ _ (s182_c104_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c104_R2 c)).
  pose proof (use_s178 IH 1 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s182_c104_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c104_R2 c))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p49 Ho1 ltac:(zlia)).
  rewrite (s83_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p14 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s182_c105_L (c e : nat) : lmoves (s182_board 1 0 (2 + c) 1 (2 + e)) = [s182_board 0 1 (2 + c) 1 (2 + e); s182_board 1 0 (2 + c) 0 (3 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c105_L3 (c e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 0 (2 + c)) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c105_R (c e : nat) : rmoves (s182_board 1 0 (2 + c) 1 (2 + e)) = [s179_board 1 (2 + c) 1 (2 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c105_R2 (c e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 0 (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s182_c105_p49 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s182_board 1 0 (2 + c) 1 (2 + e) -> fst (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q49] in Hc |- *.
  rewrite tf_game_eq, (s182_c105_L c e), (s182_c105_R c e); cbn [map].
  pose proof (use_s182 IH 0 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s182_c105_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 0 (2 + c) 0 (3 + e) (opt_l _ _ _ (s182_c105_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c105_L3 c e)).
  pose proof (use_s83 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c105_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c105_L3 c e))) as Ho2.
  pose proof (use_s179 IH 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s182_c105_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c105_R2 c e)).
  pose proof (use_s178 IH 1 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c105_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c105_R2 c e))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p49 Ho1 ltac:(zlia)).
  rewrite (s83_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p14 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s152 *)
Lemma s182_c106_p12 x (Hs152 : s152_claim x) (c d : nat) :
  x = s182_board 1 0 (2 + c) (2 + d) 0 -> fst (s182_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q12] in Hc |- *.
  pose proof (Hs152 1 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c107_L (c d : nat) : lmoves (s182_board 1 0 (2 + c) (2 + d) 1) = [s182_board 0 1 (2 + c) (2 + d) 1; s182_board 1 0 (2 + c) (1 + d) 2; strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c107_L3 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board 1 0 (2 + c)) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c107_R (c d : nat) : rmoves (s182_board 1 0 (2 + c) (2 + d) 1) = [s179_board 1 (2 + c) (2 + d) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c107_R2 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board 1 0 (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s182_c107_p49 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s182_board 1 0 (2 + c) (2 + d) 1 -> fst (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q49] in Hc |- *.
  rewrite tf_game_eq, (s182_c107_L c d), (s182_c107_R c d); cbn [map].
  pose proof (use_s182 IH 0 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s182_c107_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 0 (2 + c) (1 + d) 2 (opt_l _ _ _ (s182_c107_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c107_L3 c d)).
  pose proof (use_s83 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c107_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c107_L3 c d))) as Ho2.
  pose proof (use_s179 IH 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s182_c107_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c107_R2 c d)).
  pose proof (use_s178 IH 1 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c107_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c107_R2 c d))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p49 Ho1 ltac:(zlia)).
  rewrite (s83_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p14 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s182_c108_L (c d e : nat) : lmoves (s182_board 1 0 (2 + c) (2 + d) (2 + e)) = [s182_board 0 1 (2 + c) (2 + d) (2 + e); s182_board 1 0 (2 + c) (1 + d) (3 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c108_L3 (c d e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 0 (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c108_R (c d e : nat) : rmoves (s182_board 1 0 (2 + c) (2 + d) (2 + e)) = [s179_board 1 (2 + c) (2 + d) (2 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c108_R2 (c d e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 0 (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s182_c108_p49 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s182_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q49] in Hc |- *.
  rewrite tf_game_eq, (s182_c108_L c d e), (s182_c108_R c d e); cbn [map].
  pose proof (use_s182 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s182_c108_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 0 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s182_c108_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c108_L3 c d e)).
  pose proof (use_s83 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c108_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c108_L3 c d e))) as Ho2.
  pose proof (use_s179 IH 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s182_c108_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c108_R2 c d e)).
  pose proof (use_s178 IH 1 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c108_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c108_R2 c d e))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p49 Ho1 ltac:(zlia)).
  rewrite (s83_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p14 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  rewrite (s178_p32_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==0 && d==0 && e==0: the board of s92 *)
Lemma s182_c109_p32 x (Hs92 : s92_claim x) :
  x = s182_board 1 1 0 0 0 -> fst (s182_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q32] in Hc |- *.
  pose proof (Hs92 1 1 0 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==0 && d==0 && e==1: the board of s125 *)
Lemma s182_c110_p54 x (Hs125 : s125_claim x) :
  x = s182_board 1 1 0 0 1 -> fst (s182_q54 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q54 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q54] in Hc |- *.
  pose proof (Hs125 1 1 0 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s125 *)
Lemma s182_c111_p55 x (Hs125 : s125_claim x) (e : nat) :
  x = s182_board 1 1 0 0 (2 + e) -> fst (s182_q55 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q55 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q55] in Hc |- *.
  pose proof (Hs125 1 1 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==0 && d==1 && e==0: the board of s92 *)
Lemma s182_c112_p57 x (Hs92 : s92_claim x) :
  x = s182_board 1 1 0 1 0 -> fst (s182_q57 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q57 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q57] in Hc |- *.
  pose proof (Hs92 1 1 1 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==0 && d==1 && e==1: the board of s125 *)
Lemma s182_c113_p58 x (Hs125 : s125_claim x) :
  x = s182_board 1 1 0 1 1 -> fst (s182_q58 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q58 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q58] in Hc |- *.
  pose proof (Hs125 1 1 1 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==0 && d==1 && e>=2: the board of s125 *)
Lemma s182_c114_p58 x (Hs125 : s125_claim x) (e : nat) :
  x = s182_board 1 1 0 1 (2 + e) -> fst (s182_q58 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q58 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q58] in Hc |- *.
  pose proof (Hs125 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==0 && d>=2 && e==0: the board of s92 *)
Lemma s182_c115_p57 x (Hs92 : s92_claim x) (d : nat) :
  x = s182_board 1 1 0 (2 + d) 0 -> fst (s182_q57 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q57 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q57] in Hc |- *.
  pose proof (Hs92 1 1 (2 + d) ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==0 && d>=2 && e==1: the board of s125 *)
Lemma s182_c116_p58 x (Hs125 : s125_claim x) (d : nat) :
  x = s182_board 1 1 0 (2 + d) 1 -> fst (s182_q58 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q58 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q58] in Hc |- *.
  pose proof (Hs125 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==0 && d>=2 && e>=2: the board of s125 *)
Lemma s182_c117_p58 x (Hs125 : s125_claim x) (d e : nat) :
  x = s182_board 1 1 0 (2 + d) (2 + e) -> fst (s182_q58 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q58 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q58] in Hc |- *.
  pose proof (Hs125 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==1 && d==0 && e==0: the board of s152 *)
Lemma s182_c118_p4 x (Hs152 : s152_claim x) :
  x = s182_board 1 1 1 0 0 -> fst (s182_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q4] in Hc |- *.
  pose proof (Hs152 1 1 1 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c119_L : lmoves (s182_board 1 1 1 0 1) = [s182_board 0 2 1 0 1; s167_board 1 1 0 0 2; strip [] ([T; E; T; F; T; F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c119_L3 : tf_norm (strip [] ([T; E; T; F; T; F; E; E; T; T; F]) []) (s83_board 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c119_R : rmoves (s182_board 1 1 1 0 1) = [s201_board 1 1 0 1; strip [] ([T; E; T; F; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c119_R2 : tf_norm (strip [] ([T; E; T; F; T; F; E; T; F]) [(1, 1)]) (s178_board 1 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==1 && d==0 && e==1 *)
Lemma s182_c119_p59 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s182_board 1 1 1 0 1 -> fst (s182_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q59] in Hc |- *.
  rewrite tf_game_eq, (s182_c119_L), (s182_c119_R); cbn [map].
  pose proof (use_s182 IH 0 2 1 0 1 (opt_l _ _ _ (s182_c119_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 0 2 (opt_l _ _ _ (s182_c119_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s182_c119_L3)).
  pose proof (use_s83 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s182_c119_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c119_L3))) as Ho2.
  pose proof (use_s201 IH 1 1 0 1 (opt_r _ _ _ (s182_c119_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c119_R2)).
  pose proof (use_s178 IH 1 1 1 0 1 (opt_norm_r _ _ _ _ _ (s182_c119_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c119_R2))) as Ho4.
  rewrite (s182_p17 Ho0 ltac:(zlia)).
  rewrite (s167_p121 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s201_p10 Ho3 ltac:(zlia)).
  rewrite (s178_p43 Ho4 ltac:(zlia)).
  rewrite (s178_p43_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c120_L (e : nat) : lmoves (s182_board 1 1 1 0 (2 + e)) = [s182_board 0 2 1 0 (2 + e); s167_board 1 1 0 0 (3 + e); strip [] (T :: E :: T :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c120_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 1 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; T; F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c120_R (e : nat) : rmoves (s182_board 1 1 1 0 (2 + e)) = [s201_board 1 1 0 (2 + e); strip [] (T :: E :: T :: F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c120_R2 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 1 1 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s182_c120_p59 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s182_board 1 1 1 0 (2 + e) -> fst (s182_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q59] in Hc |- *.
  rewrite tf_game_eq, (s182_c120_L e), (s182_c120_R e); cbn [map].
  pose proof (use_s182 IH 0 2 1 0 (2 + e) (opt_l _ _ _ (s182_c120_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 0 (3 + e) (opt_l _ _ _ (s182_c120_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c120_L3 e)).
  pose proof (use_s83 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s182_c120_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c120_L3 e))) as Ho2.
  pose proof (use_s201 IH 1 1 0 (2 + e) (opt_r _ _ _ (s182_c120_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c120_R2 e)).
  pose proof (use_s178 IH 1 1 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c120_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c120_R2 e))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s167_p121 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p10 Ho3 ltac:(zlia)).
  rewrite (s178_p43 Ho4 ltac:(zlia)).
  rewrite (s178_p43_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==1 && d==1 && e==0: the board of s152 *)
Lemma s182_c121_p24 x (Hs152 : s152_claim x) :
  x = s182_board 1 1 1 1 0 -> fst (s182_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q24] in Hc |- *.
  pose proof (Hs152 1 1 1 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c122_L : lmoves (s182_board 1 1 1 1 1) = [s182_board 0 2 1 1 1; s182_board 1 1 1 0 2; strip [] ([T; E; T; F; T; F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c122_L3 : tf_norm (strip [] ([T; E; T; F; T; F; T; E; E; T; T; F]) []) (s83_board 1 1 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c122_R : rmoves (s182_board 1 1 1 1 1) = [s201_board 1 1 1 1; strip [] ([T; E; T; F; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c122_R2 : tf_norm (strip [] ([T; E; T; F; T; F; T; E; T; F]) [(1, 1)]) (s178_board 1 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s182_c122_p60 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s182_board 1 1 1 1 1 -> fst (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q60] in Hc |- *.
  rewrite tf_game_eq, (s182_c122_L), (s182_c122_R); cbn [map].
  pose proof (use_s182 IH 0 2 1 1 1 (opt_l _ _ _ (s182_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 1 1 0 2 (opt_l _ _ _ (s182_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c122_L3)).
  pose proof (use_s83 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s182_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c122_L3))) as Ho2.
  pose proof (use_s201 IH 1 1 1 1 (opt_r _ _ _ (s182_c122_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c122_R2)).
  pose proof (use_s178 IH 1 1 1 1 1 (opt_norm_r _ _ _ _ _ (s182_c122_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c122_R2))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p59 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p10 Ho3 ltac:(zlia)).
  rewrite (s178_p45 Ho4 ltac:(zlia)).
  rewrite (s178_p45_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c123_L (e : nat) : lmoves (s182_board 1 1 1 1 (2 + e)) = [s182_board 0 2 1 1 (2 + e); s182_board 1 1 1 0 (3 + e); strip [] (T :: E :: T :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c123_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 1 1) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; T; F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c123_R (e : nat) : rmoves (s182_board 1 1 1 1 (2 + e)) = [s201_board 1 1 1 (2 + e); strip [] (T :: E :: T :: F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c123_R2 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 1 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s182_c123_p60 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s182_board 1 1 1 1 (2 + e) -> fst (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q60] in Hc |- *.
  rewrite tf_game_eq, (s182_c123_L e), (s182_c123_R e); cbn [map].
  pose proof (use_s182 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s182_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 1 1 0 (3 + e) (opt_l _ _ _ (s182_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c123_L3 e)).
  pose proof (use_s83 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s182_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c123_L3 e))) as Ho2.
  pose proof (use_s201 IH 1 1 1 (2 + e) (opt_r _ _ _ (s182_c123_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c123_R2 e)).
  pose proof (use_s178 IH 1 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c123_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c123_R2 e))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p59 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p10 Ho3 ltac:(zlia)).
  rewrite (s178_p45 Ho4 ltac:(zlia)).
  rewrite (s178_p45_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==1 && d>=2 && e==0: the board of s152 *)
Lemma s182_c124_p24 x (Hs152 : s152_claim x) (d : nat) :
  x = s182_board 1 1 1 (2 + d) 0 -> fst (s182_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q24] in Hc |- *.
  pose proof (Hs152 1 1 1 (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c125_L (d : nat) : lmoves (s182_board 1 1 1 (2 + d) 1) = [s182_board 0 2 1 (2 + d) 1; s182_board 1 1 1 (1 + d) 2; strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c125_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board 1 1 1) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; T; F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c125_R (d : nat) : rmoves (s182_board 1 1 1 (2 + d) 1) = [s201_board 1 1 (2 + d) 1; strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c125_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board 1 1 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s182_c125_p60 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s182_board 1 1 1 (2 + d) 1 -> fst (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q60] in Hc |- *.
  rewrite tf_game_eq, (s182_c125_L d), (s182_c125_R d); cbn [map].
  pose proof (use_s182 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s182_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 1 1 (1 + d) 2 (opt_l _ _ _ (s182_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c125_L3 d)).
  pose proof (use_s83 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s182_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c125_L3 d))) as Ho2.
  pose proof (use_s201 IH 1 1 (2 + d) 1 (opt_r _ _ _ (s182_c125_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c125_R2 d)).
  pose proof (use_s178 IH 1 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c125_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c125_R2 d))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p60 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p10 Ho3 ltac:(zlia)).
  rewrite (s178_p45 Ho4 ltac:(zlia)).
  rewrite (s178_p45_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

