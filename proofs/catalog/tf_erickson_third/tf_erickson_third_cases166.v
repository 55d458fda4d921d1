(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s160_c117_L (d e : nat) : lmoves (s160_board 1 1 0 (2 + d) (2 + e)) = [s160_board 0 2 0 (2 + d) (2 + e); s130_board 1 1 (2 + d) (2 + e); strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c117_L3 (d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 1 1 0 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c117_R (d e : nat) : rmoves (s160_board 1 1 0 (2 + d) (2 + e)) = [s167_board 1 1 0 (2 + d) (2 + e); strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c117_R2 (d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 1 1 0 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s160_c117_p135 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s160_board 1 1 0 (2 + d) (2 + e) -> fst (s160_q135 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q135 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q135] in Hc |- *.
  rewrite tf_game_eq, (s160_c117_L d e), (s160_c117_R d e); cbn [map].
  pose proof (use_s160 IH 0 2 0 (2 + d) (2 + e) (opt_l _ _ _ (s160_c117_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c117_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c117_L3 d e)).
  pose proof (use_s82 IH 1 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c117_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c117_L3 d e))) as Ho2.
  pose proof (use_s167 IH 1 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c117_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c117_R2 d e)).
  pose proof (use_s159 IH 1 1 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c117_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c117_R2 d e))) as Ho4.
  rewrite (s160_p66 Ho0 ltac:(zlia)).
  rewrite (s130_p41 Ho1 ltac:(zlia)).
  rewrite (s82_p24 Ho2 ltac:(zlia)).
  rewrite (s82_p24_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho3 ltac:(zlia)).
  rewrite (s159_p42 Ho4 ltac:(zlia)).
  rewrite (s159_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c117_p136 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s160_board 1 1 0 (2 + d) (2 + e) -> fst (s160_q136 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q136 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q136] in Hc |- *.
  rewrite tf_game_eq, (s160_c117_L d e), (s160_c117_R d e); cbn [map].
  pose proof (use_s160 IH 0 2 0 (2 + d) (2 + e) (opt_l _ _ _ (s160_c117_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c117_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c117_L3 d e)).
  pose proof (use_s82 IH 1 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c117_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c117_L3 d e))) as Ho2.
  pose proof (use_s167 IH 1 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c117_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c117_R2 d e)).
  pose proof (use_s159 IH 1 1 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c117_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c117_R2 d e))) as Ho4.
  rewrite (s160_p67 Ho0 ltac:(zlia)).
  rewrite (s130_p42 Ho1 ltac:(zlia)).
  rewrite (s82_p24 Ho2 ltac:(zlia)).
  rewrite (s82_p24_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p42 Ho4 ltac:(zlia)).
  rewrite (s159_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==1 && d==0 && e==0: the board of s90 *)
Lemma s160_c118_p137 x (Hs90 : s90_claim x) :
  x = s160_board 1 1 1 0 0 -> fst (s160_q137 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q137 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q137] in Hc |- *.
  pose proof (Hs90 1 1 1 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p52 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==1 && d==0 && e==1: the board of s90 *)
Lemma s160_c119_p138 x (Hs90 : s90_claim x) :
  x = s160_board 1 1 1 0 1 -> fst (s160_q138 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q138 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q138] in Hc |- *.
  pose proof (Hs90 1 1 1 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p53 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==1 && d==0 && e>=2: the board of s90 *)
Lemma s160_c120_p139 x (Hs90 : s90_claim x) (e : nat) :
  x = s160_board 1 1 1 0 (2 + e) -> fst (s160_q139 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q139 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q139] in Hc |- *.
  pose proof (Hs90 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p54 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s160_c120_p140 x (Hs90 : s90_claim x) (e : nat) :
  x = s160_board 1 1 1 0 (2 + e) -> fst (s160_q140 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q140 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q140] in Hc |- *.
  pose proof (Hs90 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p55 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s160_c121_L : lmoves (s160_board 1 1 1 1 0) = [s160_board 0 2 1 1 0; s130_board 1 2 1 0; strip [] ([T; E; T; E; T; F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c121_L3 : tf_norm (strip [] ([T; E; T; E; T; F; E; F; T; T; F]) []) (s48_board 1 1 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; E; T; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; T; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c121_R : rmoves (s160_board 1 1 1 1 0) = [s167_board 1 1 1 1 0; strip [] ([T; E; T; E; T; F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c121_R2 : tf_norm (strip [] ([T; E; T; E; T; F; T; F; F]) [(1, 1)]) (s98_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==1 && d==1 && e==0 *)
Lemma s160_c121_p68 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s160_board 1 1 1 1 0 -> fst (s160_q68 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q68 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q68] in Hc |- *.
  rewrite tf_game_eq, (s160_c121_L), (s160_c121_R); cbn [map].
  pose proof (use_s160 IH 0 2 1 1 0 (opt_l _ _ _ (s160_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 2 1 0 (opt_l _ _ _ (s160_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c121_L3)).
  pose proof (use_s48 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s160_c121_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c121_L3))) as Ho2.
  pose proof (use_s167 IH 1 1 1 1 0 (opt_r _ _ _ (s160_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c121_R2)).
  pose proof (use_s98 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s160_c121_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c121_R2))) as Ho4.
  rewrite (s160_p62 Ho0 ltac:(zlia)).
  rewrite (s130_p28 Ho1 ltac:(zlia)).
  rewrite (s48_p28 Ho2 ltac:(zlia)).
  rewrite (s167_p24 Ho3 ltac:(zlia)).
  rewrite (s98_p40 Ho4 ltac:(zlia)).
  rewrite (s98_p40_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c122_L : lmoves (s160_board 1 1 1 1 1) = [s160_board 0 2 1 1 1; s130_board 1 2 1 1; strip [] ([T; E; T; E; T; F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c122_L3 : tf_norm (strip [] ([T; E; T; E; T; F; T; F; E; T; T; F]) []) (s82_board 1 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; E; T; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; T; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c122_R : rmoves (s160_board 1 1 1 1 1) = [s167_board 1 1 1 1 1; strip [] ([T; E; T; E; T; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c122_R2 : tf_norm (strip [] ([T; E; T; E; T; F; T; F; T; F]) [(1, 1)]) (s159_board 1 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s160_c122_p141 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s160_board 1 1 1 1 1 -> fst (s160_q141 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q141 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q141] in Hc |- *.
  rewrite tf_game_eq, (s160_c122_L), (s160_c122_R); cbn [map].
  pose proof (use_s160 IH 0 2 1 1 1 (opt_l _ _ _ (s160_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 2 1 1 (opt_l _ _ _ (s160_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c122_L3)).
  pose proof (use_s82 IH 1 1 1 1 (opt_norm_l _ _ _ _ _ (s160_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c122_L3))) as Ho2.
  pose proof (use_s167 IH 1 1 1 1 1 (opt_r _ _ _ (s160_c122_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c122_R2)).
  pose proof (use_s159 IH 1 1 1 1 1 (opt_norm_r _ _ _ _ _ (s160_c122_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c122_R2))) as Ho4.
  rewrite (s160_p73 Ho0 ltac:(zlia)).
  rewrite (s130_p29 Ho1 ltac:(zlia)).
  rewrite (s82_p25 Ho2 ltac:(zlia)).
  rewrite (s167_p125 Ho3 ltac:(zlia)).
  rewrite (s159_p35 Ho4 ltac:(zlia)).
  rewrite (s159_p35_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c123_L (e : nat) : lmoves (s160_board 1 1 1 1 (2 + e)) = [s160_board 0 2 1 1 (2 + e); s130_board 1 2 1 (2 + e); strip [] (T :: E :: T :: E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c123_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 1 1 1 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; T; F; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c123_R (e : nat) : rmoves (s160_board 1 1 1 1 (2 + e)) = [s167_board 1 1 1 1 (2 + e); strip [] (T :: E :: T :: E :: T :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c123_R2 (e : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 1 1 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s160_c123_p32 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s160_board 1 1 1 1 (2 + e) -> fst (s160_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q32] in Hc |- *.
  rewrite tf_game_eq, (s160_c123_L e), (s160_c123_R e); cbn [map].
  pose proof (use_s160 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s160_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 2 1 (2 + e) (opt_l _ _ _ (s160_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c123_L3 e)).
  pose proof (use_s82 IH 1 1 1 1 (opt_norm_l _ _ _ _ _ (s160_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c123_L3 e))) as Ho2.
  pose proof (use_s167 IH 1 1 1 1 (2 + e) (opt_r _ _ _ (s160_c123_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c123_R2 e)).
  pose proof (use_s159 IH 1 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c123_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c123_R2 e))) as Ho4.
  rewrite (s160_p32 Ho0 ltac:(zlia)).
  rewrite (s130_p30 Ho1 ltac:(zlia)).
  rewrite (s82_p25 Ho2 ltac:(zlia)).
  rewrite (s82_p25_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p126 Ho3 ltac:(zlia)).
  rewrite (s159_p35 Ho4 ltac:(zlia)).
  rewrite (s159_p35_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c123_p142 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s160_board 1 1 1 1 (2 + e) -> fst (s160_q142 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q142 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q142] in Hc |- *.
  rewrite tf_game_eq, (s160_c123_L e), (s160_c123_R e); cbn [map].
  pose proof (use_s160 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s160_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 2 1 (2 + e) (opt_l _ _ _ (s160_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c123_L3 e)).
  pose proof (use_s82 IH 1 1 1 1 (opt_norm_l _ _ _ _ _ (s160_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c123_L3 e))) as Ho2.
  pose proof (use_s167 IH 1 1 1 1 (2 + e) (opt_r _ _ _ (s160_c123_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c123_R2 e)).
  pose proof (use_s159 IH 1 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c123_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c123_R2 e))) as Ho4.
  rewrite (s160_p74 Ho0 ltac:(zlia)).
  rewrite (s130_p31 Ho1 ltac:(zlia)).
  rewrite (s82_p25 Ho2 ltac:(zlia)).
  rewrite (s82_p25_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p126 Ho3 ltac:(zlia)).
  rewrite (s159_p35 Ho4 ltac:(zlia)).
  rewrite (s159_p35_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c124_L (d : nat) : lmoves (s160_board 1 1 1 (2 + d) 0) = [s160_board 0 2 1 (2 + d) 0; s130_board 1 2 (2 + d) 0; strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c124_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s48_board 1 1 1 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c124_R (d : nat) : rmoves (s160_board 1 1 1 (2 + d) 0) = [s167_board 1 1 1 (2 + d) 0; strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c124_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s98_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s160_c124_p76 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s160_board 1 1 1 (2 + d) 0 -> fst (s160_q76 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q76 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q76] in Hc |- *.
  rewrite tf_game_eq, (s160_c124_L d), (s160_c124_R d); cbn [map].
  pose proof (use_s160 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s160_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 2 (2 + d) 0 (opt_l _ _ _ (s160_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c124_L3 d)).
  pose proof (use_s48 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s160_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c124_L3 d))) as Ho2.
  pose proof (use_s167 IH 1 1 1 (2 + d) 0 (opt_r _ _ _ (s160_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c124_R2 d)).
  pose proof (use_s98 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s160_c124_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c124_R2 d))) as Ho4.
  rewrite (s160_p76 Ho0 ltac:(zlia)).
  rewrite (s130_p28 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p67 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p41 Ho4 ltac:(zlia)).
    rewrite (s98_p41_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s48_p68 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p41 Ho4 ltac:(zlia)).
    rewrite (s98_p41_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s48_p69 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p41 Ho4 ltac:(zlia)).
    rewrite (s98_p41_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s160_c125_L (d : nat) : lmoves (s160_board 1 1 1 (2 + d) 1) = [s160_board 0 2 1 (2 + d) 1; s130_board 1 2 (2 + d) 1; strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c125_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s82_board 1 1 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c125_R (d : nat) : rmoves (s160_board 1 1 1 (2 + d) 1) = [s167_board 1 1 1 (2 + d) 1; strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c125_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s159_board 1 1 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s160_c125_p143 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s160_board 1 1 1 (2 + d) 1 -> fst (s160_q143 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q143 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q143] in Hc |- *.
  rewrite tf_game_eq, (s160_c125_L d), (s160_c125_R d); cbn [map].
  pose proof (use_s160 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s160_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 2 (2 + d) 1 (opt_l _ _ _ (s160_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c125_L3 d)).
  pose proof (use_s82 IH 1 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c125_L3 d))) as Ho2.
  pose proof (use_s167 IH 1 1 1 (2 + d) 1 (opt_r _ _ _ (s160_c125_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c125_R2 d)).
  pose proof (use_s159 IH 1 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c125_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c125_R2 d))) as Ho4.
  rewrite (s160_p53 Ho0 ltac:(zlia)).
  rewrite (s130_p29 Ho1 ltac:(zlia)).
  rewrite (s82_p25 Ho2 ltac:(zlia)).
  rewrite (s167_p53 Ho3 ltac:(zlia)).
  rewrite (s159_p62 Ho4 ltac:(zlia)).
  rewrite (s159_p62_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c126_L (d e : nat) : lmoves (s160_board 1 1 1 (2 + d) (2 + e)) = [s160_board 0 2 1 (2 + d) (2 + e); s130_board 1 2 (2 + d) (2 + e); strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c126_L3 (d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 1 1 1 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c126_R (d e : nat) : rmoves (s160_board 1 1 1 (2 + d) (2 + e)) = [s167_board 1 1 1 (2 + d) (2 + e); strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c126_R2 (d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 1 1 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s160_c126_p34 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s160_board 1 1 1 (2 + d) (2 + e) -> fst (s160_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q34] in Hc |- *.
  rewrite tf_game_eq, (s160_c126_L d e), (s160_c126_R d e); cbn [map].
  pose proof (use_s160 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c126_L3 d e)).
  pose proof (use_s82 IH 1 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c126_L3 d e))) as Ho2.
  pose proof (use_s167 IH 1 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c126_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c126_R2 d e)).
  pose proof (use_s159 IH 1 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c126_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c126_R2 d e))) as Ho4.
  rewrite (s160_p31 Ho0 ltac:(zlia)).
  rewrite (s130_p30 Ho1 ltac:(zlia)).
  rewrite (s82_p25 Ho2 ltac:(zlia)).
  rewrite (s82_p25_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p55 Ho3 ltac:(zlia)).
  rewrite (s159_p62 Ho4 ltac:(zlia)).
  rewrite (s159_p62_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c126_p144 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s160_board 1 1 1 (2 + d) (2 + e) -> fst (s160_q144 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q144 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q144] in Hc |- *.
  rewrite tf_game_eq, (s160_c126_L d e), (s160_c126_R d e); cbn [map].
  pose proof (use_s160 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c126_L3 d e)).
  pose proof (use_s82 IH 1 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c126_L3 d e))) as Ho2.
  pose proof (use_s167 IH 1 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c126_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c126_R2 d e)).
  pose proof (use_s159 IH 1 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c126_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c126_R2 d e))) as Ho4.
  rewrite (s160_p78 Ho0 ltac:(zlia)).
  rewrite (s130_p31 Ho1 ltac:(zlia)).
  rewrite (s82_p25 Ho2 ltac:(zlia)).
  rewrite (s82_p25_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p59 Ho3 ltac:(zlia)).
  rewrite (s159_p62 Ho4 ltac:(zlia)).
  rewrite (s159_p62_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s90 *)
Lemma s160_c127_p33 x (Hs90 : s90_claim x) (c : nat) :
  x = s160_board 1 1 (2 + c) 0 0 -> fst (s160_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs90 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c>=2 && d==0 && e==1: the board of s90 *)
Lemma s160_c128_p35 x (Hs90 : s90_claim x) (c : nat) :
  x = s160_board 1 1 (2 + c) 0 1 -> fst (s160_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs90 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c>=2 && d==0 && e>=2: the board of s90 *)
Lemma s160_c129_p36 x (Hs90 : s90_claim x) (c e : nat) :
  x = s160_board 1 1 (2 + c) 0 (2 + e) -> fst (s160_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs90 1 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c129_p37 x (Hs90 : s90_claim x) (c e : nat) :
  x = s160_board 1 1 (2 + c) 0 (2 + e) -> fst (s160_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs90 1 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c130_L (c : nat) : lmoves (s160_board 1 1 (2 + c) 1 0) = [s160_board 0 2 (2 + c) 1 0; s130_board 1 (3 + c) 1 0; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c130_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F; T; T; F]) []) (s48_board 1 1 (2 + c) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c130_R (c : nat) : rmoves (s160_board 1 1 (2 + c) 1 0) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c130_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; F]) [(1, 1)]) (s98_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s160_c130_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s160_board 1 1 (2 + c) 1 0 -> fst (s160_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q33] in Hc |- *.
  rewrite tf_game_eq, (s160_c130_L c), (s160_c130_R c); cbn [map].
  pose proof (use_s160 IH 0 2 (2 + c) 1 0 (opt_l _ _ _ (s160_c130_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 (3 + c) 1 0 (opt_l _ _ _ (s160_c130_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c130_L3 c)).
  pose proof (use_s48 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s160_c130_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c130_L3 c))) as Ho2.
  rewrite (tf_norm_game (s160_c130_R1 c)).
  pose proof (use_s98 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s160_c130_R c) ltac:(cbn [In]; left; reflexivity) (s160_c130_R1 c))) as Ho3.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  rewrite (s130_p28 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p16 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p70 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p73 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s160_c131_L (c : nat) : lmoves (s160_board 1 1 (2 + c) 1 1) = [s160_board 0 2 (2 + c) 1 1; s130_board 1 (3 + c) 1 1; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c131_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E; T; T; F]) []) (s82_board 1 1 (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c131_R (c : nat) : rmoves (s160_board 1 1 (2 + c) 1 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c131_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; T; F]) [(1, 1)]) (s159_board 1 1 (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s160_c131_p35 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s160_board 1 1 (2 + c) 1 1 -> fst (s160_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q35] in Hc |- *.
  rewrite tf_game_eq, (s160_c131_L c), (s160_c131_R c); cbn [map].
  pose proof (use_s160 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s160_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 (3 + c) 1 1 (opt_l _ _ _ (s160_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c131_L3 c)).
  pose proof (use_s82 IH 1 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s160_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c131_L3 c))) as Ho2.
  rewrite (tf_norm_game (s160_c131_R1 c)).
  pose proof (use_s159 IH 1 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s160_c131_R c) ltac:(cbn [In]; left; reflexivity) (s160_c131_R1 c))) as Ho3.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  rewrite (s130_p29 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s160_c132_L (c e : nat) : lmoves (s160_board 1 1 (2 + c) 1 (2 + e)) = [s160_board 0 2 (2 + c) 1 (2 + e); s130_board 1 (3 + c) 1 (2 + e); strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c132_L3 (c e : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 1 1 (2 + c) 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c132_R (c e : nat) : rmoves (s160_board 1 1 (2 + c) 1 (2 + e)) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c132_R1 (c e : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 1 1 (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s160_c132_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s160_board 1 1 (2 + c) 1 (2 + e) -> fst (s160_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q36] in Hc |- *.
  rewrite tf_game_eq, (s160_c132_L c e), (s160_c132_R c e); cbn [map].
  pose proof (use_s160 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s160_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 (3 + c) 1 (2 + e) (opt_l _ _ _ (s160_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c132_L3 c e)).
  pose proof (use_s82 IH 1 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s160_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c132_L3 c e))) as Ho2.
  rewrite (tf_norm_game (s160_c132_R1 c e)).
  pose proof (use_s159 IH 1 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c132_R c e) ltac:(cbn [In]; left; reflexivity) (s160_c132_R1 c e))) as Ho3.
  rewrite (s160_p36 Ho0 ltac:(zlia)).
  rewrite (s130_p30 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c132_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s160_board 1 1 (2 + c) 1 (2 + e) -> fst (s160_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q37] in Hc |- *.
  rewrite tf_game_eq, (s160_c132_L c e), (s160_c132_R c e); cbn [map].
  pose proof (use_s160 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s160_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 (3 + c) 1 (2 + e) (opt_l _ _ _ (s160_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c132_L3 c e)).
  pose proof (use_s82 IH 1 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s160_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c132_L3 c e))) as Ho2.
  rewrite (tf_norm_game (s160_c132_R1 c e)).
  pose proof (use_s159 IH 1 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c132_R c e) ltac:(cbn [In]; left; reflexivity) (s160_c132_R1 c e))) as Ho3.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s130_p31 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c133_L (c d : nat) : lmoves (s160_board 1 1 (2 + c) (2 + d) 0) = [s160_board 0 2 (2 + c) (2 + d) 0; s130_board 1 (3 + c) (2 + d) 0; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c133_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s48_board 1 1 (2 + c) (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c133_R (c d : nat) : rmoves (s160_board 1 1 (2 + c) (2 + d) 0) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c133_R1 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s98_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s160_c133_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s160_board 1 1 (2 + c) (2 + d) 0 -> fst (s160_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q33] in Hc |- *.
  rewrite tf_game_eq, (s160_c133_L c d), (s160_c133_R c d); cbn [map].
  pose proof (use_s160 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s160_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 (3 + c) (2 + d) 0 (opt_l _ _ _ (s160_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c133_L3 c d)).
  pose proof (use_s48 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s160_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c133_L3 c d))) as Ho2.
  rewrite (tf_norm_game (s160_c133_R1 c d)).
  pose proof (use_s98 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s160_c133_R c d) ltac:(cbn [In]; left; reflexivity) (s160_c133_R1 c d))) as Ho3.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  rewrite (s130_p28 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s48_p12 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p31 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p71 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p72 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s160_c134_L (c d : nat) : lmoves (s160_board 1 1 (2 + c) (2 + d) 1) = [s160_board 0 2 (2 + c) (2 + d) 1; s130_board 1 (3 + c) (2 + d) 1; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c134_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s82_board 1 1 (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c134_R (c d : nat) : rmoves (s160_board 1 1 (2 + c) (2 + d) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c134_R1 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s159_board 1 1 (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s160_c134_p35 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s160_board 1 1 (2 + c) (2 + d) 1 -> fst (s160_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q35] in Hc |- *.
  rewrite tf_game_eq, (s160_c134_L c d), (s160_c134_R c d); cbn [map].
  pose proof (use_s160 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s160_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 (3 + c) (2 + d) 1 (opt_l _ _ _ (s160_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c134_L3 c d)).
  pose proof (use_s82 IH 1 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s160_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c134_L3 c d))) as Ho2.
  rewrite (tf_norm_game (s160_c134_R1 c d)).
  pose proof (use_s159 IH 1 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c134_R c d) ltac:(cbn [In]; left; reflexivity) (s160_c134_R1 c d))) as Ho3.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  rewrite (s130_p29 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s160_c135_L (c d e : nat) : lmoves (s160_board 1 1 (2 + c) (2 + d) (2 + e)) = [s160_board 0 2 (2 + c) (2 + d) (2 + e); s130_board 1 (3 + c) (2 + d) (2 + e); strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c135_L3 (c d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 1 1 (2 + c) (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c135_R (c d e : nat) : rmoves (s160_board 1 1 (2 + c) (2 + d) (2 + e)) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c135_R1 (c d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 1 1 (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s160_c135_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s160_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s160_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q36] in Hc |- *.
  rewrite tf_game_eq, (s160_c135_L c d e), (s160_c135_R c d e); cbn [map].
  pose proof (use_s160 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s160_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s160_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c135_L3 c d e)).
  pose proof (use_s82 IH 1 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s160_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c135_L3 c d e))) as Ho2.
  rewrite (tf_norm_game (s160_c135_R1 c d e)).
  pose proof (use_s159 IH 1 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c135_R c d e) ltac:(cbn [In]; left; reflexivity) (s160_c135_R1 c d e))) as Ho3.
  rewrite (s160_p36 Ho0 ltac:(zlia)).
  rewrite (s130_p30 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c135_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s160_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s160_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q37] in Hc |- *.
  rewrite tf_game_eq, (s160_c135_L c d e), (s160_c135_R c d e); cbn [map].
  pose proof (use_s160 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s160_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s160_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c135_L3 c d e)).
  pose proof (use_s82 IH 1 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s160_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c135_L3 c d e))) as Ho2.
  rewrite (tf_norm_game (s160_c135_R1 c d e)).
  pose proof (use_s159 IH 1 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c135_R c d e) ltac:(cbn [In]; left; reflexivity) (s160_c135_R1 c d e))) as Ho3.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s130_p31 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s90 *)
Lemma s160_c136_p145 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 1 (2 + b) 0 0 0 -> fst (s160_q145 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q145 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q145] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p56 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c136_p165 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 1 (2 + b) 0 0 0 -> fst (s160_q165 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q165 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q165] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p63 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c136_p174 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 1 (2 + b) 0 0 0 -> fst (s160_q174 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q174 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q174] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p68 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s90 *)
Lemma s160_c137_p146 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 1 (2 + b) 0 0 1 -> fst (s160_q146 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q146 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q146] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p57 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c137_p166 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 1 (2 + b) 0 0 1 -> fst (s160_q166 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q166 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q166] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p64 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c137_p175 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 1 (2 + b) 0 0 1 -> fst (s160_q175 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q175 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q175] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p69 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s90 *)
Lemma s160_c138_p121 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 1 (2 + b) 0 0 (2 + e) -> fst (s160_q121 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q121 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q121] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c138_p122 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 1 (2 + b) 0 0 (2 + e) -> fst (s160_q122 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q122 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q122] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c138_p147 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 1 (2 + b) 0 0 (2 + e) -> fst (s160_q147 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q147 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q147] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p58 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c138_p148 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 1 (2 + b) 0 0 (2 + e) -> fst (s160_q148 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q148 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q148] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p59 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c138_p149 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 1 (2 + b) 0 0 (2 + e) -> fst (s160_q149 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q149 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q149] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p60 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c138_p167 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 1 (2 + b) 0 0 (2 + e) -> fst (s160_q167 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q167 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q167] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p65 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c138_p168 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 1 (2 + b) 0 0 (2 + e) -> fst (s160_q168 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q168 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q168] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p66 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c138_p169 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 1 (2 + b) 0 0 (2 + e) -> fst (s160_q169 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q169 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q169] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p67 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c139_L (b : nat) : lmoves (s160_board 1 (2 + b) 0 1 0) = [s160_board 0 (3 + b) 0 1 0; s160_board 1 (1 + b) 1 1 0; strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; F; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c139_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; F; T; T; F]) []) (s48_board 1 (2 + b) 0 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c139_R (b : nat) : rmoves (s160_board 1 (2 + b) 0 1 0) = [s167_board 1 (2 + b) 0 1 0; strip [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c139_R2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; F]) [(1, 1)]) (s98_board 1 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==0 && d==1 && e==0 *)
Lemma s160_c139_p150 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s160_board 1 (2 + b) 0 1 0 -> fst (s160_q150 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q150 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q150] in Hc |- *.
  rewrite tf_game_eq, (s160_c139_L b), (s160_c139_R b); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 1 0 (opt_l _ _ _ (s160_c139_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 1 0 (opt_l _ _ _ (s160_c139_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c139_L3 b)).
  pose proof (use_s48 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s160_c139_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c139_L3 b))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 0 (opt_r _ _ _ (s160_c139_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c139_R2 b)).
  pose proof (use_s98 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s160_c139_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c139_R2 b))) as Ho4.
  rewrite (s160_p85 Ho0 ltac:(zlia)).
  rewrite (s160_p68 Ho1 ltac:(zlia)).
  rewrite (s48_p44 Ho2 ltac:(zlia)).
  rewrite (s167_p51 Ho3 ltac:(zlia)).
  rewrite (s98_p27 Ho4 ltac:(zlia)).
  rewrite (s98_p27_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c139_p170 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s160_board 1 (2 + b) 0 1 0 -> fst (s160_q170 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q170 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q170] in Hc |- *.
  rewrite tf_game_eq, (s160_c139_L b), (s160_c139_R b); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 1 0 (opt_l _ _ _ (s160_c139_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 1 0 (opt_l _ _ _ (s160_c139_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c139_L3 b)).
  pose proof (use_s48 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s160_c139_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c139_L3 b))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 0 (opt_r _ _ _ (s160_c139_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c139_R2 b)).
  pose proof (use_s98 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s160_c139_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c139_R2 b))) as Ho4.
  rewrite (s160_p85 Ho0 ltac:(zlia)).
  rewrite (s160_p62 Ho1 ltac:(zlia)).
  rewrite (s48_p44 Ho2 ltac:(zlia)).
  rewrite (s167_p51 Ho3 ltac:(zlia)).
  rewrite (s98_p29 Ho4 ltac:(zlia)).
  rewrite (s98_p29_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c140_L (b : nat) : lmoves (s160_board 1 (2 + b) 0 1 1) = [s160_board 0 (3 + b) 0 1 1; s160_board 1 (1 + b) 1 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c140_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; E; T; T; F]) []) (s82_board 1 (2 + b) 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c140_R (b : nat) : rmoves (s160_board 1 (2 + b) 0 1 1) = [s167_board 1 (2 + b) 0 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c140_R2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; T; F]) [(1, 1)]) (s159_board 1 (2 + b) 0 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s160_c140_p151 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s160_board 1 (2 + b) 0 1 1 -> fst (s160_q151 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q151 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q151] in Hc |- *.
  rewrite tf_game_eq, (s160_c140_L b), (s160_c140_R b); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 1 1 (opt_l _ _ _ (s160_c140_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s160_c140_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c140_L3 b)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c140_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c140_L3 b))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s160_c140_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c140_R2 b)).
  pose proof (use_s159 IH 1 (2 + b) 0 1 1 (opt_norm_r _ _ _ _ _ (s160_c140_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c140_R2 b))) as Ho4.
  rewrite (s160_p87 Ho0 ltac:(zlia)).
  rewrite (s160_p141 Ho1 ltac:(zlia)).
  rewrite (s82_p27 Ho2 ltac:(zlia)).
  rewrite (s167_p54 Ho3 ltac:(zlia)).
  rewrite (s159_p64 Ho4 ltac:(zlia)).
  rewrite (s159_p64_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c140_p171 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s160_board 1 (2 + b) 0 1 1 -> fst (s160_q171 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q171 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q171] in Hc |- *.
  rewrite tf_game_eq, (s160_c140_L b), (s160_c140_R b); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 1 1 (opt_l _ _ _ (s160_c140_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s160_c140_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c140_L3 b)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c140_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c140_L3 b))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s160_c140_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c140_R2 b)).
  pose proof (use_s159 IH 1 (2 + b) 0 1 1 (opt_norm_r _ _ _ _ _ (s160_c140_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c140_R2 b))) as Ho4.
  rewrite (s160_p87 Ho0 ltac:(zlia)).
  rewrite (s160_p73 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s167_p54 Ho3 ltac:(zlia)).
  rewrite (s159_p67 Ho4 ltac:(zlia)).
  rewrite (s159_p67_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c141_L (b e : nat) : lmoves (s160_board 1 (2 + b) 0 1 (2 + e)) = [s160_board 0 (3 + b) 0 1 (2 + e); s160_board 1 (1 + b) 1 1 (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c141_L3 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 1 (2 + b) 0 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c141_R (b e : nat) : rmoves (s160_board 1 (2 + b) 0 1 (2 + e)) = [s167_board 1 (2 + b) 0 1 (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c141_R2 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 1 (2 + b) 0 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s160_c141_p109 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 1 (2 + b) 0 1 (2 + e) -> fst (s160_q109 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q109 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q109] in Hc |- *.
  rewrite tf_game_eq, (s160_c141_L b e), (s160_c141_R b e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c141_L3 b e)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c141_L3 b e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c141_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c141_R2 b e)).
  pose proof (use_s159 IH 1 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c141_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c141_R2 b e))) as Ho4.
  rewrite (s160_p109 Ho0 ltac:(zlia)).
  rewrite (s160_p161 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho3 ltac:(zlia)).
  rewrite (s159_p67 Ho4 ltac:(zlia)).
  rewrite (s159_p67_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s160_c141_p110 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 1 (2 + b) 0 1 (2 + e) -> fst (s160_q110 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q110 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q110] in Hc |- *.
  rewrite tf_game_eq, (s160_c141_L b e), (s160_c141_R b e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c141_L3 b e)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c141_L3 b e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c141_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c141_R2 b e)).
  pose proof (use_s159 IH 1 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c141_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c141_R2 b e))) as Ho4.
  rewrite (s160_p110 Ho0 ltac:(zlia)).
  rewrite (s160_p32 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p67 Ho4 ltac:(zlia)).
  rewrite (s159_p67_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c141_p111 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 1 (2 + b) 0 1 (2 + e) -> fst (s160_q111 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q111 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q111] in Hc |- *.
  rewrite tf_game_eq, (s160_c141_L b e), (s160_c141_R b e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c141_L3 b e)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c141_L3 b e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c141_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c141_R2 b e)).
  pose proof (use_s159 IH 1 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c141_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c141_R2 b e))) as Ho4.
  rewrite (s160_p111 Ho0 ltac:(zlia)).
  rewrite (s160_p162 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p67 Ho4 ltac:(zlia)).
  rewrite (s159_p67_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c141_p112 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 1 (2 + b) 0 1 (2 + e) -> fst (s160_q112 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q112 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q112] in Hc |- *.
  rewrite tf_game_eq, (s160_c141_L b e), (s160_c141_R b e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c141_L3 b e)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c141_L3 b e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c141_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c141_R2 b e)).
  pose proof (use_s159 IH 1 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c141_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c141_R2 b e))) as Ho4.
  rewrite (s160_p112 Ho0 ltac:(zlia)).
  rewrite (s160_p162 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p67 Ho4 ltac:(zlia)).
  rewrite (s159_p67_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c141_p123 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 1 (2 + b) 0 1 (2 + e) -> fst (s160_q123 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q123 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q123] in Hc |- *.
  rewrite tf_game_eq, (s160_c141_L b e), (s160_c141_R b e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c141_L3 b e)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c141_L3 b e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c141_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c141_R2 b e)).
  pose proof (use_s159 IH 1 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c141_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c141_R2 b e))) as Ho4.
  rewrite (s160_p123 Ho0 ltac:(zlia)).
  rewrite (s160_p172 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p67 Ho4 ltac:(zlia)).
  rewrite (s159_p67_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c141_p152 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 1 (2 + b) 0 1 (2 + e) -> fst (s160_q152 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q152 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q152] in Hc |- *.
  rewrite tf_game_eq, (s160_c141_L b e), (s160_c141_R b e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c141_L3 b e)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c141_L3 b e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c141_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c141_R2 b e)).
  pose proof (use_s159 IH 1 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c141_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c141_R2 b e))) as Ho4.
  rewrite (s160_p89 Ho0 ltac:(zlia)).
  rewrite (s160_p32 Ho1 ltac:(zlia)).
  rewrite (s82_p27 Ho2 ltac:(zlia)).
  rewrite (s82_p27_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho3 ltac:(zlia)).
  rewrite (s159_p64 Ho4 ltac:(zlia)).
  rewrite (s159_p64_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s160_c141_p153 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 1 (2 + b) 0 1 (2 + e) -> fst (s160_q153 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q153 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q153] in Hc |- *.
  rewrite tf_game_eq, (s160_c141_L b e), (s160_c141_R b e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c141_L3 b e)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c141_L3 b e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c141_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c141_R2 b e)).
  pose proof (use_s159 IH 1 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c141_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c141_R2 b e))) as Ho4.
  rewrite (s160_p90 Ho0 ltac:(zlia)).
  rewrite (s160_p142 Ho1 ltac:(zlia)).
  rewrite (s82_p27 Ho2 ltac:(zlia)).
  rewrite (s82_p27_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p64 Ho4 ltac:(zlia)).
  rewrite (s159_p64_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c141_p154 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 1 (2 + b) 0 1 (2 + e) -> fst (s160_q154 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q154 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q154] in Hc |- *.
  rewrite tf_game_eq, (s160_c141_L b e), (s160_c141_R b e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c141_L3 b e)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c141_L3 b e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c141_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c141_R2 b e)).
  pose proof (use_s159 IH 1 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c141_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c141_R2 b e))) as Ho4.
  rewrite (s160_p91 Ho0 ltac:(zlia)).
  rewrite (s160_p142 Ho1 ltac:(zlia)).
  rewrite (s82_p27 Ho2 ltac:(zlia)).
  rewrite (s82_p27_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p64 Ho4 ltac:(zlia)).
  rewrite (s159_p64_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c142_L (b d : nat) : lmoves (s160_board 1 (2 + b) 0 (2 + d) 0) = [s160_board 0 (3 + b) 0 (2 + d) 0; s160_board 1 (1 + b) 1 (2 + d) 0; strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c142_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s48_board 1 (2 + b) 0 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c142_R (b d : nat) : rmoves (s160_board 1 (2 + b) 0 (2 + d) 0) = [s167_board 1 (2 + b) 0 (2 + d) 0; strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c142_R2 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s98_board 1 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s160_c142_p113 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 1 (2 + b) 0 (2 + d) 0 -> fst (s160_q113 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q113 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q113] in Hc |- *.
  rewrite tf_game_eq, (s160_c142_L b d), (s160_c142_R b d); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s160_c142_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s160_c142_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c142_L3 b d)).
  pose proof (use_s48 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s160_c142_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c142_L3 b d))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s160_c142_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c142_R2 b d)).
  pose proof (use_s98 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s160_c142_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c142_R2 b d))) as Ho4.
  rewrite (s160_p113 Ho0 ltac:(zlia)).
  rewrite (s160_p98 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p46 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p33 Ho4 ltac:(zlia)).
    rewrite (s98_p33_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p52 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p33 Ho4 ltac:(zlia)).
    rewrite (s98_p33_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p53 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p33 Ho4 ltac:(zlia)).
    rewrite (s98_p33_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s160_c142_p155 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 1 (2 + b) 0 (2 + d) 0 -> fst (s160_q155 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q155 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q155] in Hc |- *.
  rewrite tf_game_eq, (s160_c142_L b d), (s160_c142_R b d); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s160_c142_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s160_c142_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c142_L3 b d)).
  pose proof (use_s48 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s160_c142_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c142_L3 b d))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s160_c142_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c142_R2 b d)).
  pose proof (use_s98 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s160_c142_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c142_R2 b d))) as Ho4.
  rewrite (s160_p92 Ho0 ltac:(zlia)).
  rewrite (s160_p76 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p46 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p43 Ho4 ltac:(zlia)).
    rewrite (s98_p43_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p74 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p43 Ho4 ltac:(zlia)).
    rewrite (s98_p43_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p75 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p43 Ho4 ltac:(zlia)).
    rewrite (s98_p43_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s160_c143_L (b d : nat) : lmoves (s160_board 1 (2 + b) 0 (2 + d) 1) = [s160_board 0 (3 + b) 0 (2 + d) 1; s160_board 1 (1 + b) 1 (2 + d) 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c143_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s82_board 1 (2 + b) 0 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c143_R (b d : nat) : rmoves (s160_board 1 (2 + b) 0 (2 + d) 1) = [s167_board 1 (2 + b) 0 (2 + d) 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c143_R2 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s159_board 1 (2 + b) 0 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s160_c143_p114 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 1 (2 + b) 0 (2 + d) 1 -> fst (s160_q114 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q114 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q114] in Hc |- *.
  rewrite tf_game_eq, (s160_c143_L b d), (s160_c143_R b d); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 (2 + d) 1 (opt_l _ _ _ (s160_c143_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s160_c143_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c143_L3 b d)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c143_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c143_L3 b d))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s160_c143_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c143_R2 b d)).
  pose proof (use_s159 IH 1 (2 + b) 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c143_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c143_R2 b d))) as Ho4.
  rewrite (s160_p114 Ho0 ltac:(zlia)).
  rewrite (s160_p99 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s167_p53 Ho3 ltac:(zlia)).
  rewrite (s159_p51 Ho4 ltac:(zlia)).
  rewrite (s159_p51_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c143_p156 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 1 (2 + b) 0 (2 + d) 1 -> fst (s160_q156 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q156 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q156] in Hc |- *.
  rewrite tf_game_eq, (s160_c143_L b d), (s160_c143_R b d); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 (2 + d) 1 (opt_l _ _ _ (s160_c143_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s160_c143_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c143_L3 b d)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c143_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c143_L3 b d))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s160_c143_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c143_R2 b d)).
  pose proof (use_s159 IH 1 (2 + b) 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c143_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c143_R2 b d))) as Ho4.
  rewrite (s160_p93 Ho0 ltac:(zlia)).
  rewrite (s160_p143 Ho1 ltac:(zlia)).
  rewrite (s82_p27 Ho2 ltac:(zlia)).
  rewrite (s167_p53 Ho3 ltac:(zlia)).
  rewrite (s159_p65 Ho4 ltac:(zlia)).
  rewrite (s159_p65_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

