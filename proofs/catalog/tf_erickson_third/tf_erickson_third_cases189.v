(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s167_c89_L (d : nat) : lmoves (s167_board 1 0 0 (2 + d) 1) = [s167_board 0 1 0 (2 + d) 1; strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c89_L2 (d : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s113_board 1 0 0 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c89_R (d : nat) : rmoves (s167_board 1 0 0 (2 + d) 1) = [s144_board 1 (2 + d) 1; strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s144_board, s167_board, strip. tf_options. Qed.
Lemma s167_c89_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s165_board 1 0 0 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==0 && d>=2 && e==1 *)
Lemma s167_c89_p49 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s167_board 1 0 0 (2 + d) 1 -> fst (s167_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q49] in Hc |- *.
  rewrite tf_game_eq, (s167_c89_L d), (s167_c89_R d); cbn [map].
  pose proof (use_s167 IH 0 1 0 (2 + d) 1 (opt_l _ _ _ (s167_c89_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s167_c89_L2 d)).
  pose proof (use_s113 IH 1 0 0 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c89_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c89_L2 d))) as Ho1.
  pose proof (use_s144 IH 1 (2 + d) 1 (opt_r _ _ _ (s167_c89_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c89_R2 d)).
  pose proof (use_s165 IH 1 0 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c89_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c89_R2 d))) as Ho3.
  rewrite (s167_p53 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  rewrite (s144_p8 Ho2 ltac:(zlia)).
  rewrite (s165_p34 Ho3 ltac:(zlia)).
  rewrite (s165_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s167_c90_L (d e : nat) : lmoves (s167_board 1 0 0 (2 + d) (2 + e)) = [s167_board 0 1 0 (2 + d) (2 + e); strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c90_L2 (d e : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 0 0 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c90_R (d e : nat) : rmoves (s167_board 1 0 0 (2 + d) (2 + e)) = [s144_board 1 (2 + d) (2 + e); strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s144_board, s167_board, strip. tf_options. Qed.
Lemma s167_c90_R2 (d e : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 0 0 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==0 && d>=2 && e>=2 *)
Lemma s167_c90_p108 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s167_board 1 0 0 (2 + d) (2 + e) -> fst (s167_q108 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q108 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q108] in Hc |- *.
  rewrite tf_game_eq, (s167_c90_L d e), (s167_c90_R d e); cbn [map].
  pose proof (use_s167 IH 0 1 0 (2 + d) (2 + e) (opt_l _ _ _ (s167_c90_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c90_L2 d e)).
  pose proof (use_s113 IH 1 0 0 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c90_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c90_L2 d e))) as Ho1.
  pose proof (use_s144 IH 1 (2 + d) (2 + e) (opt_r _ _ _ (s167_c90_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c90_R2 d e)).
  pose proof (use_s165 IH 1 0 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c90_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c90_R2 d e))) as Ho3.
  rewrite (s167_p57 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p7 Ho2 ltac:(zlia)).
  rewrite (s165_p34 Ho3 ltac:(zlia)).
  rewrite (s165_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c90_p109 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s167_board 1 0 0 (2 + d) (2 + e) -> fst (s167_q109 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q109 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q109] in Hc |- *.
  rewrite tf_game_eq, (s167_c90_L d e), (s167_c90_R d e); cbn [map].
  pose proof (use_s167 IH 0 1 0 (2 + d) (2 + e) (opt_l _ _ _ (s167_c90_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s167_c90_L2 d e)).
  pose proof (use_s113 IH 1 0 0 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c90_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c90_L2 d e))) as Ho1.
  pose proof (use_s144 IH 1 (2 + d) (2 + e) (opt_r _ _ _ (s167_c90_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c90_R2 d e)).
  pose proof (use_s165 IH 1 0 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c90_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c90_R2 d e))) as Ho3.
  rewrite (s167_p61 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p9 Ho2 ltac:(zlia)).
  rewrite (s165_p34 Ho3 ltac:(zlia)).
  rewrite (s165_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c91_L : lmoves (s167_board 1 0 1 0 0) = [s167_board 0 1 1 0 0; s167_board 1 0 0 1 0].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c91_R : rmoves (s167_board 1 0 1 0 0) = [s171_board 1 1 0 0; s152_board 1 0 1 0; strip [] ([T; E; F; T; E; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, s171_board, strip. tf_options. Qed.
Lemma s167_c91_R3 : tf_norm (strip [] ([T; E; F; T; E; F; F]) [(1, 1)]) (s132_board 1 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==1 && d==0 && e==0 *)
Lemma s167_c91_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 0 1 0 0 -> fst (s167_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q10] in Hc |- *.
  rewrite tf_game_eq, (s167_c91_L), (s167_c91_R); cbn [map].
  pose proof (use_s167 IH 0 1 1 0 0 (opt_l _ _ _ (s167_c91_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 1 0 (opt_l _ _ _ (s167_c91_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH 1 1 0 0 (opt_r _ _ _ (s167_c91_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s152 IH 1 0 1 0 (opt_r _ _ _ (s167_c91_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c91_R3)).
  pose proof (use_s132 IH 1 0 1 0 (opt_norm_r _ _ _ _ _ (s167_c91_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c91_R3))) as Ho4.
  rewrite (s167_p33 Ho0 ltac:(zlia)).
  rewrite (s167_p16 Ho1 ltac:(zlia)).
  rewrite (s171_p7 Ho2 ltac:(zlia)).
  rewrite (s152_p27 Ho3 ltac:(zlia)).
  rewrite (s132_p35 Ho4 ltac:(zlia)).
  rewrite (s132_p35_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s167_c92_L : lmoves (s167_board 1 0 1 0 1) = [s167_board 0 1 1 0 1; s167_board 1 0 0 1 1; strip [] ([T; E; F; T; E; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c92_L3 : tf_norm (strip [] ([T; E; F; T; E; F; E; T; T; F]) []) (s113_board 1 0 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; T; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; T; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c92_R : rmoves (s167_board 1 0 1 0 1) = [s171_board 1 1 0 1; s182_board 1 0 1 0 1; strip [] ([T; E; F; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, s182_board, strip. tf_options. Qed.
Lemma s167_c92_R3 : tf_norm (strip [] ([T; E; F; T; E; F; T; F]) [(1, 1)]) (s165_board 1 0 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==1 && d==0 && e==1 *)
Lemma s167_c92_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 0 1 0 1 -> fst (s167_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q16] in Hc |- *.
  rewrite tf_game_eq, (s167_c92_L), (s167_c92_R); cbn [map].
  pose proof (use_s167 IH 0 1 1 0 1 (opt_l _ _ _ (s167_c92_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 1 1 (opt_l _ _ _ (s167_c92_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c92_L3)).
  pose proof (use_s113 IH 1 0 1 0 (opt_norm_l _ _ _ _ _ (s167_c92_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c92_L3))) as Ho2.
  pose proof (use_s171 IH 1 1 0 1 (opt_r _ _ _ (s167_c92_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 0 1 0 1 (opt_r _ _ _ (s167_c92_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c92_R3)).
  pose proof (use_s165 IH 1 0 1 0 1 (opt_norm_r _ _ _ _ _ (s167_c92_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c92_R3))) as Ho5.
  rewrite (s167_p48 Ho0 ltac:(zlia)).
  rewrite (s167_p48 Ho1 ltac:(zlia)).
  rewrite (s113_p3 Ho2 ltac:(zlia)).
  rewrite (s171_p30 Ho3 ltac:(zlia)).
  rewrite (s182_p28 Ho4 ltac:(zlia)).
  rewrite (s165_p5 Ho5 ltac:(zlia)).
  rewrite (s165_p5_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c93_L (e : nat) : lmoves (s167_board 1 0 1 0 (2 + e)) = [s167_board 0 1 1 0 (2 + e); s167_board 1 0 0 1 (2 + e); strip [] (T :: E :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c93_L3 (e : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 0 1 0) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; T; E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c93_R (e : nat) : rmoves (s167_board 1 0 1 0 (2 + e)) = [s171_board 1 1 0 (2 + e); s182_board 1 0 1 0 (2 + e); strip [] (T :: E :: F :: T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, s182_board, strip. tf_options. Qed.
Lemma s167_c93_R3 (e : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 0 1 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==1 && d==0 && e>=2 *)
Lemma s167_c93_p110 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 1 0 1 0 (2 + e) -> fst (s167_q110 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q110 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q110] in Hc |- *.
  rewrite tf_game_eq, (s167_c93_L e), (s167_c93_R e); cbn [map].
  pose proof (use_s167 IH 0 1 1 0 (2 + e) (opt_l _ _ _ (s167_c93_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 1 (2 + e) (opt_l _ _ _ (s167_c93_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c93_L3 e)).
  pose proof (use_s113 IH 1 0 1 0 (opt_norm_l _ _ _ _ _ (s167_c93_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c93_L3 e))) as Ho2.
  pose proof (use_s171 IH 1 1 0 (2 + e) (opt_r _ _ _ (s167_c93_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 0 1 0 (2 + e) (opt_r _ _ _ (s167_c93_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c93_R3 e)).
  pose proof (use_s165 IH 1 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c93_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c93_R3 e))) as Ho5.
  rewrite (s167_p63 Ho0 ltac:(zlia)).
  rewrite (s167_p107 Ho1 ltac:(zlia)).
  rewrite (s113_p3 Ho2 ltac:(zlia)).
  rewrite (s113_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p52 Ho3 ltac:(zlia)).
  rewrite (s182_p49 Ho4 ltac:(zlia)).
  rewrite (s165_p5 Ho5 ltac:(zlia)).
  rewrite (s165_p5_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c94_L : lmoves (s167_board 1 0 1 1 0) = [s167_board 0 1 1 1 0; s167_board 1 0 0 2 0; strip [] ([T; E; F; T; E; E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c94_L3 : tf_norm (strip [] ([T; E; F; T; E; E; F; T; T; F]) []) (s32_board 1 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; T; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; T; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s32_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c94_R : rmoves (s167_board 1 0 1 1 0) = [s171_board 1 1 1 0; s152_board 1 0 1 1; strip [] ([T; E; F; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, s171_board, strip. tf_options. Qed.
Lemma s167_c94_R3 : tf_norm (strip [] ([T; E; F; T; E; T; F; F]) [(1, 1)]) (s132_board 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==1 && d==1 && e==0 *)
Lemma s167_c94_p111 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 0 1 1 0 -> fst (s167_q111 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q111 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q111] in Hc |- *.
  rewrite tf_game_eq, (s167_c94_L), (s167_c94_R); cbn [map].
  pose proof (use_s167 IH 0 1 1 1 0 (opt_l _ _ _ (s167_c94_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 2 0 (opt_l _ _ _ (s167_c94_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c94_L3)).
  pose proof (use_s32 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s167_c94_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c94_L3))) as Ho2.
  pose proof (use_s171 IH 1 1 1 0 (opt_r _ _ _ (s167_c94_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s152 IH 1 0 1 1 (opt_r _ _ _ (s167_c94_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c94_R3)).
  pose proof (use_s132 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s167_c94_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c94_R3))) as Ho5.
  rewrite (s167_p12 Ho0 ltac:(zlia)).
  rewrite (s167_p13 Ho1 ltac:(zlia)).
  rewrite (s32_p9 Ho2 ltac:(zlia)).
  rewrite (s171_p27 Ho3 ltac:(zlia)).
  rewrite (s152_p8 Ho4 ltac:(zlia)).
  rewrite (s132_p36 Ho5 ltac:(zlia)).
  rewrite (s132_p36_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c95_L : lmoves (s167_board 1 0 1 1 1) = [s167_board 0 1 1 1 1; s167_board 1 0 0 2 1; strip [] ([T; E; F; T; E; T; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c95_L3 : tf_norm (strip [] ([T; E; F; T; E; T; F; E; T; T; F]) []) (s113_board 1 0 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; T; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; T; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c95_R : rmoves (s167_board 1 0 1 1 1) = [s171_board 1 1 1 1; s182_board 1 0 1 1 1; strip [] ([T; E; F; T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, s182_board, strip. tf_options. Qed.
Lemma s167_c95_R3 : tf_norm (strip [] ([T; E; F; T; E; T; F; T; F]) [(1, 1)]) (s165_board 1 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==1 && d==1 && e==1 *)
Lemma s167_c95_p112 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 0 1 1 1 -> fst (s167_q112 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q112 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q112] in Hc |- *.
  rewrite tf_game_eq, (s167_c95_L), (s167_c95_R); cbn [map].
  pose proof (use_s167 IH 0 1 1 1 1 (opt_l _ _ _ (s167_c95_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 2 1 (opt_l _ _ _ (s167_c95_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c95_L3)).
  pose proof (use_s113 IH 1 0 1 1 (opt_norm_l _ _ _ _ _ (s167_c95_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c95_L3))) as Ho2.
  pose proof (use_s171 IH 1 1 1 1 (opt_r _ _ _ (s167_c95_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 0 1 1 1 (opt_r _ _ _ (s167_c95_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c95_R3)).
  pose proof (use_s165 IH 1 0 1 1 1 (opt_norm_r _ _ _ _ _ (s167_c95_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c95_R3))) as Ho5.
  rewrite (s167_p65 Ho0 ltac:(zlia)).
  rewrite (s167_p49 Ho1 ltac:(zlia)).
  rewrite (s113_p8 Ho2 ltac:(zlia)).
  rewrite (s171_p28 Ho3 ltac:(zlia)).
  rewrite (s182_p49 Ho4 ltac:(zlia)).
  rewrite (s165_p72 Ho5 ltac:(zlia)).
  rewrite (s165_p72_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | num_cmp]]].
Qed.

Lemma s167_c96_L (e : nat) : lmoves (s167_board 1 0 1 1 (2 + e)) = [s167_board 0 1 1 1 (2 + e); s167_board 1 0 0 2 (2 + e); strip [] (T :: E :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c96_L3 (e : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 0 1 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; T; E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c96_R (e : nat) : rmoves (s167_board 1 0 1 1 (2 + e)) = [s171_board 1 1 1 (2 + e); s182_board 1 0 1 1 (2 + e); strip [] (T :: E :: F :: T :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, s182_board, strip. tf_options. Qed.
Lemma s167_c96_R3 (e : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 0 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s167_c96_p113 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 1 0 1 1 (2 + e) -> fst (s167_q113 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q113 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q113] in Hc |- *.
  rewrite tf_game_eq, (s167_c96_L e), (s167_c96_R e); cbn [map].
  pose proof (use_s167 IH 0 1 1 1 (2 + e) (opt_l _ _ _ (s167_c96_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 2 (2 + e) (opt_l _ _ _ (s167_c96_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c96_L3 e)).
  pose proof (use_s113 IH 1 0 1 1 (opt_norm_l _ _ _ _ _ (s167_c96_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c96_L3 e))) as Ho2.
  pose proof (use_s171 IH 1 1 1 (2 + e) (opt_r _ _ _ (s167_c96_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 0 1 1 (2 + e) (opt_r _ _ _ (s167_c96_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c96_R3 e)).
  pose proof (use_s165 IH 1 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c96_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c96_R3 e))) as Ho5.
  rewrite (s167_p67 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s167_p108 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s171_p29 Ho3 ltac:(zlia)).
    rewrite (s182_p49 Ho4 ltac:(zlia)).
    rewrite (s165_p72 Ho5 ltac:(zlia)).
    rewrite (s165_p72_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p109 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s171_p29 Ho3 ltac:(zlia)).
    rewrite (s182_p49 Ho4 ltac:(zlia)).
    rewrite (s165_p72 Ho5 ltac:(zlia)).
    rewrite (s165_p72_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c97_L (d : nat) : lmoves (s167_board 1 0 1 (2 + d) 0) = [s167_board 0 1 1 (2 + d) 0; s167_board 1 0 0 (3 + d) 0; strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c97_L3 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s79_board 1 0 1 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s79_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c97_R (d : nat) : rmoves (s167_board 1 0 1 (2 + d) 0) = [s171_board 1 1 (2 + d) 0; strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, strip. tf_options. Qed.
Lemma s167_c97_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s132_board 1 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==1 && d>=2 && e==0 *)
Lemma s167_c97_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s167_board 1 0 1 (2 + d) 0 -> fst (s167_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q13] in Hc |- *.
  rewrite tf_game_eq, (s167_c97_L d), (s167_c97_R d); cbn [map].
  pose proof (use_s167 IH 0 1 1 (2 + d) 0 (opt_l _ _ _ (s167_c97_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 (3 + d) 0 (opt_l _ _ _ (s167_c97_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c97_L3 d)).
  pose proof (use_s79 IH 1 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s167_c97_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c97_L3 d))) as Ho2.
  pose proof (use_s171 IH 1 1 (2 + d) 0 (opt_r _ _ _ (s167_c97_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c97_R2 d)).
  pose proof (use_s132 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s167_c97_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c97_R2 d))) as Ho4.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  rewrite (s167_p13 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p31 Ho2 ltac:(zlia)).
    rewrite (s171_p53 Ho3 ltac:(zlia)).
    rewrite (s132_p37 Ho4 ltac:(zlia)).
    rewrite (s132_p37_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p34 Ho2 ltac:(zlia)).
    rewrite (s171_p53 Ho3 ltac:(zlia)).
    rewrite (s132_p37 Ho4 ltac:(zlia)).
    rewrite (s132_p37_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s167_c98_L (d : nat) : lmoves (s167_board 1 0 1 (2 + d) 1) = [s167_board 0 1 1 (2 + d) 1; s167_board 1 0 0 (3 + d) 1; strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c98_L3 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s113_board 1 0 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c98_R (d : nat) : rmoves (s167_board 1 0 1 (2 + d) 1) = [s171_board 1 1 (2 + d) 1; strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, strip. tf_options. Qed.
Lemma s167_c98_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s165_board 1 0 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s167_c98_p49 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s167_board 1 0 1 (2 + d) 1 -> fst (s167_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q49] in Hc |- *.
  rewrite tf_game_eq, (s167_c98_L d), (s167_c98_R d); cbn [map].
  pose proof (use_s167 IH 0 1 1 (2 + d) 1 (opt_l _ _ _ (s167_c98_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 (3 + d) 1 (opt_l _ _ _ (s167_c98_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c98_L3 d)).
  pose proof (use_s113 IH 1 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c98_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c98_L3 d))) as Ho2.
  pose proof (use_s171 IH 1 1 (2 + d) 1 (opt_r _ _ _ (s167_c98_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c98_R2 d)).
  pose proof (use_s165 IH 1 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c98_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c98_R2 d))) as Ho4.
  rewrite (s167_p53 Ho0 ltac:(zlia)).
  rewrite (s167_p49 Ho1 ltac:(zlia)).
  rewrite (s113_p8 Ho2 ltac:(zlia)).
  rewrite (s171_p13 Ho3 ltac:(zlia)).
  rewrite (s165_p34 Ho4 ltac:(zlia)).
  rewrite (s165_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s167_c99_L (d e : nat) : lmoves (s167_board 1 0 1 (2 + d) (2 + e)) = [s167_board 0 1 1 (2 + d) (2 + e); s167_board 1 0 0 (3 + d) (2 + e); strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c99_L3 (d e : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 0 1 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c99_R (d e : nat) : rmoves (s167_board 1 0 1 (2 + d) (2 + e)) = [s171_board 1 1 (2 + d) (2 + e); strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, strip. tf_options. Qed.
Lemma s167_c99_R2 (d e : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 0 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s167_c99_p108 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s167_board 1 0 1 (2 + d) (2 + e) -> fst (s167_q108 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q108 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q108] in Hc |- *.
  rewrite tf_game_eq, (s167_c99_L d e), (s167_c99_R d e); cbn [map].
  pose proof (use_s167 IH 0 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s167_c99_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 (3 + d) (2 + e) (opt_l _ _ _ (s167_c99_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c99_L3 d e)).
  pose proof (use_s113 IH 1 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c99_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c99_L3 d e))) as Ho2.
  pose proof (use_s171 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s167_c99_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c99_R2 d e)).
  pose proof (use_s165 IH 1 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c99_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c99_R2 d e))) as Ho4.
  rewrite (s167_p57 Ho0 ltac:(zlia)).
  rewrite (s167_p108 Ho1 ltac:(zlia)).
  rewrite (s113_p8 Ho2 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p22 Ho3 ltac:(zlia)).
  rewrite (s165_p34 Ho4 ltac:(zlia)).
  rewrite (s165_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c99_p109 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s167_board 1 0 1 (2 + d) (2 + e) -> fst (s167_q109 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q109 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q109] in Hc |- *.
  rewrite tf_game_eq, (s167_c99_L d e), (s167_c99_R d e); cbn [map].
  pose proof (use_s167 IH 0 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s167_c99_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 0 (3 + d) (2 + e) (opt_l _ _ _ (s167_c99_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c99_L3 d e)).
  pose proof (use_s113 IH 1 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c99_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c99_L3 d e))) as Ho2.
  pose proof (use_s171 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s167_c99_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c99_R2 d e)).
  pose proof (use_s165 IH 1 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c99_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c99_R2 d e))) as Ho4.
  rewrite (s167_p61 Ho0 ltac:(zlia)).
  rewrite (s167_p109 Ho1 ltac:(zlia)).
  rewrite (s113_p8 Ho2 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p54 Ho3 ltac:(zlia)).
  rewrite (s165_p34 Ho4 ltac:(zlia)).
  rewrite (s165_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c100_L (c : nat) : lmoves (s167_board 1 0 (2 + c) 0 0) = [s167_board 0 1 (2 + c) 0 0; s167_board 1 0 (1 + c) 1 0].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c100_R (c : nat) : rmoves (s167_board 1 0 (2 + c) 0 0) = [s171_board 1 (2 + c) 0 0; s152_board 1 0 (2 + c) 0; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, s171_board, strip. tf_options. Qed.
Lemma s167_c100_R3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; F]) [(1, 1)]) (s132_board 1 0 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c>=2 && d==0 && e==0 *)
Lemma s167_c100_p114 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 1 0 (2 + c) 0 0 -> fst (s167_q114 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q114 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q114] in Hc |- *.
  rewrite tf_game_eq, (s167_c100_L c), (s167_c100_R c); cbn [map].
  pose proof (use_s167 IH 0 1 (2 + c) 0 0 (opt_l _ _ _ (s167_c100_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 1 0 (opt_l _ _ _ (s167_c100_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s171 IH 1 (2 + c) 0 0 (opt_r _ _ _ (s167_c100_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s152 IH 1 0 (2 + c) 0 (opt_r _ _ _ (s167_c100_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c100_R3 c)).
  pose proof (use_s132 IH 1 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s167_c100_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c100_R3 c))) as Ho4.
  rewrite (s167_p69 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s167_p111 Ho1 ltac:(zlia)).
    rewrite (s171_p31 Ho2 ltac:(zlia)).
    rewrite (s152_p29 Ho3 ltac:(zlia)).
    rewrite (s132_p38 Ho4 ltac:(zlia)).
    rewrite (s132_p38_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
  }
  {
    rewrite (s167_p117 Ho1 ltac:(zlia)).
    rewrite (s171_p31 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s152_p31 Ho3 ltac:(zlia)).
      rewrite (s132_p40 Ho4 ltac:(zlia)).
      rewrite (s132_p40_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
    }
    {
      rewrite (s152_p32 Ho3 ltac:(zlia)).
      rewrite (s132_p41 Ho4 ltac:(zlia)).
      rewrite (s132_p41_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
    }
  }
Qed.

Lemma s167_c101_L (c : nat) : lmoves (s167_board 1 0 (2 + c) 0 1) = [s167_board 0 1 (2 + c) 0 1; s167_board 1 0 (1 + c) 1 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c101_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E; T; T; F]) []) (s113_board 1 0 (2 + c) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c101_R (c : nat) : rmoves (s167_board 1 0 (2 + c) 0 1) = [s171_board 1 (2 + c) 0 1; s182_board 1 0 (2 + c) 0 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, s182_board, strip. tf_options. Qed.
Lemma s167_c101_R3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; T; F]) [(1, 1)]) (s165_board 1 0 (2 + c) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c>=2 && d==0 && e==1 *)
Lemma s167_c101_p115 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 1 0 (2 + c) 0 1 -> fst (s167_q115 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q115 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q115] in Hc |- *.
  rewrite tf_game_eq, (s167_c101_L c), (s167_c101_R c); cbn [map].
  pose proof (use_s167 IH 0 1 (2 + c) 0 1 (opt_l _ _ _ (s167_c101_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 1 1 (opt_l _ _ _ (s167_c101_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c101_L3 c)).
  pose proof (use_s113 IH 1 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c101_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c101_L3 c))) as Ho2.
  pose proof (use_s171 IH 1 (2 + c) 0 1 (opt_r _ _ _ (s167_c101_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 0 (2 + c) 0 1 (opt_r _ _ _ (s167_c101_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c101_R3 c)).
  pose proof (use_s165 IH 1 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c101_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c101_R3 c))) as Ho5.
  rewrite (s167_p72 Ho0 ltac:(zlia)).
  rewrite (s167_p112 Ho1 ltac:(zlia)).
  rewrite (s113_p3 Ho2 ltac:(zlia)).
  rewrite (s171_p32 Ho3 ltac:(zlia)).
  rewrite (s182_p49 Ho4 ltac:(zlia)).
  rewrite (s165_p75 Ho5 ltac:(zlia)).
  rewrite (s165_p75_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s167_c101_p119 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 1 0 (2 + c) 0 1 -> fst (s167_q119 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q119 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q119] in Hc |- *.
  rewrite tf_game_eq, (s167_c101_L c), (s167_c101_R c); cbn [map].
  pose proof (use_s167 IH 0 1 (2 + c) 0 1 (opt_l _ _ _ (s167_c101_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 1 1 (opt_l _ _ _ (s167_c101_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c101_L3 c)).
  pose proof (use_s113 IH 1 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c101_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c101_L3 c))) as Ho2.
  pose proof (use_s171 IH 1 (2 + c) 0 1 (opt_r _ _ _ (s167_c101_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 0 (2 + c) 0 1 (opt_r _ _ _ (s167_c101_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c101_R3 c)).
  pose proof (use_s165 IH 1 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c101_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c101_R3 c))) as Ho5.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p78 Ho0 ltac:(zlia)).
    rewrite (s167_p118 Ho1 ltac:(zlia)).
    rewrite (s113_p3 Ho2 ltac:(zlia)).
    rewrite (s171_p37 Ho3 ltac:(zlia)).
    rewrite (s182_p49 Ho4 ltac:(zlia)).
    rewrite (s165_p79 Ho5 ltac:(zlia)).
    rewrite (s165_p79_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s167_p84 Ho0 ltac:(zlia)).
    rewrite (s167_p118 Ho1 ltac:(zlia)).
    rewrite (s113_p3 Ho2 ltac:(zlia)).
    rewrite (s171_p37 Ho3 ltac:(zlia)).
    rewrite (s182_p49 Ho4 ltac:(zlia)).
    rewrite (s165_p79 Ho5 ltac:(zlia)).
    rewrite (s165_p79_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s167_c102_L (c e : nat) : lmoves (s167_board 1 0 (2 + c) 0 (2 + e)) = [s167_board 0 1 (2 + c) 0 (2 + e); s167_board 1 0 (1 + c) 1 (2 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c102_L3 (c e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 0 (2 + c) 0) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c102_R (c e : nat) : rmoves (s167_board 1 0 (2 + c) 0 (2 + e)) = [s171_board 1 (2 + c) 0 (2 + e); s182_board 1 0 (2 + c) 0 (2 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, s182_board, strip. tf_options. Qed.
Lemma s167_c102_R3 (c e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 0 (2 + c) 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c>=2 && d==0 && e>=2 *)
Lemma s167_c102_p116 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s167_board 1 0 (2 + c) 0 (2 + e) -> fst (s167_q116 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q116 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q116] in Hc |- *.
  rewrite tf_game_eq, (s167_c102_L c e), (s167_c102_R c e); cbn [map].
  pose proof (use_s167 IH 0 1 (2 + c) 0 (2 + e) (opt_l _ _ _ (s167_c102_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 1 (2 + e) (opt_l _ _ _ (s167_c102_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c102_L3 c e)).
  pose proof (use_s113 IH 1 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c102_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c102_L3 c e))) as Ho2.
  pose proof (use_s171 IH 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s167_c102_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 0 (2 + c) 0 (2 + e) (opt_r _ _ _ (s167_c102_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c102_R3 c e)).
  pose proof (use_s165 IH 1 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c102_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c102_R3 c e))) as Ho5.
  rewrite (s167_p72 Ho0 ltac:(zlia)).
  rewrite (s167_p113 Ho1 ltac:(zlia)).
  rewrite (s113_p3 Ho2 ltac:(zlia)).
  rewrite (s113_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p33 Ho3 ltac:(zlia)).
  rewrite (s182_p49 Ho4 ltac:(zlia)).
  rewrite (s165_p75 Ho5 ltac:(zlia)).
  rewrite (s165_p75_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s167_c102_p119 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s167_board 1 0 (2 + c) 0 (2 + e) -> fst (s167_q119 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q119 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q119] in Hc |- *.
  rewrite tf_game_eq, (s167_c102_L c e), (s167_c102_R c e); cbn [map].
  pose proof (use_s167 IH 0 1 (2 + c) 0 (2 + e) (opt_l _ _ _ (s167_c102_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 1 (2 + e) (opt_l _ _ _ (s167_c102_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c102_L3 c e)).
  pose proof (use_s113 IH 1 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c102_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c102_L3 c e))) as Ho2.
  pose proof (use_s171 IH 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s167_c102_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 0 (2 + c) 0 (2 + e) (opt_r _ _ _ (s167_c102_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c102_R3 c e)).
  pose proof (use_s165 IH 1 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c102_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c102_R3 c e))) as Ho5.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p78 Ho0 ltac:(zlia)).
    rewrite (s167_p118 Ho1 ltac:(zlia)).
    rewrite (s113_p3 Ho2 ltac:(zlia)).
    rewrite (s113_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s171_p42 Ho3 ltac:(zlia)).
    rewrite (s182_p49 Ho4 ltac:(zlia)).
    rewrite (s165_p79 Ho5 ltac:(zlia)).
    rewrite (s165_p79_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s167_p84 Ho0 ltac:(zlia)).
    rewrite (s167_p118 Ho1 ltac:(zlia)).
    rewrite (s113_p3 Ho2 ltac:(zlia)).
    rewrite (s113_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s171_p42 Ho3 ltac:(zlia)).
    rewrite (s182_p49 Ho4 ltac:(zlia)).
    rewrite (s165_p79 Ho5 ltac:(zlia)).
    rewrite (s165_p79_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s167_c103_L (c : nat) : lmoves (s167_board 1 0 (2 + c) 1 0) = [s167_board 0 1 (2 + c) 1 0; s167_board 1 0 (1 + c) 2 0; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c103_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F; T; T; F]) []) (s32_board 1 0 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s32_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c103_R (c : nat) : rmoves (s167_board 1 0 (2 + c) 1 0) = [s171_board 1 (2 + c) 1 0; s152_board 1 0 (2 + c) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, s171_board, strip. tf_options. Qed.
Lemma s167_c103_R3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; F]) [(1, 1)]) (s132_board 1 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c>=2 && d==1 && e==0 *)
Lemma s167_c103_p117 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 1 0 (2 + c) 1 0 -> fst (s167_q117 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q117 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q117] in Hc |- *.
  rewrite tf_game_eq, (s167_c103_L c), (s167_c103_R c); cbn [map].
  pose proof (use_s167 IH 0 1 (2 + c) 1 0 (opt_l _ _ _ (s167_c103_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 2 0 (opt_l _ _ _ (s167_c103_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c103_L3 c)).
  pose proof (use_s32 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s167_c103_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c103_L3 c))) as Ho2.
  pose proof (use_s171 IH 1 (2 + c) 1 0 (opt_r _ _ _ (s167_c103_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s152 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s167_c103_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c103_R3 c)).
  pose proof (use_s132 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s167_c103_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c103_R3 c))) as Ho5.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p29 Ho0 ltac:(zlia)).
    rewrite (s167_p13 Ho1 ltac:(zlia)).
    rewrite (s32_p9 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    rewrite (s152_p8 Ho4 ltac:(zlia)).
    rewrite (s132_p39 Ho5 ltac:(zlia)).
    rewrite (s132_p39_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s167_p80 Ho0 ltac:(zlia)).
    rewrite (s167_p13 Ho1 ltac:(zlia)).
    rewrite (s32_p9 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    rewrite (s152_p8 Ho4 ltac:(zlia)).
    rewrite (s132_p39 Ho5 ltac:(zlia)).
    rewrite (s132_p39_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s167_c104_L (c : nat) : lmoves (s167_board 1 0 (2 + c) 1 1) = [s167_board 0 1 (2 + c) 1 1; s167_board 1 0 (1 + c) 2 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c104_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E; T; T; F]) []) (s113_board 1 0 (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c104_R (c : nat) : rmoves (s167_board 1 0 (2 + c) 1 1) = [s171_board 1 (2 + c) 1 1; s182_board 1 0 (2 + c) 1 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, s182_board, strip. tf_options. Qed.
Lemma s167_c104_R3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; T; F]) [(1, 1)]) (s165_board 1 0 (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s167_c104_p118 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 1 0 (2 + c) 1 1 -> fst (s167_q118 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q118 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q118] in Hc |- *.
  rewrite tf_game_eq, (s167_c104_L c), (s167_c104_R c); cbn [map].
  pose proof (use_s167 IH 0 1 (2 + c) 1 1 (opt_l _ _ _ (s167_c104_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 2 1 (opt_l _ _ _ (s167_c104_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c104_L3 c)).
  pose proof (use_s113 IH 1 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c104_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c104_L3 c))) as Ho2.
  pose proof (use_s171 IH 1 (2 + c) 1 1 (opt_r _ _ _ (s167_c104_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 0 (2 + c) 1 1 (opt_r _ _ _ (s167_c104_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c104_R3 c)).
  pose proof (use_s165 IH 1 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s167_c104_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c104_R3 c))) as Ho5.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p74 Ho0 ltac:(zlia)).
    rewrite (s167_p49 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    rewrite (s171_p35 Ho3 ltac:(zlia)).
    rewrite (s182_p49 Ho4 ltac:(zlia)).
    rewrite (s165_p77 Ho5 ltac:(zlia)).
    rewrite (s165_p77_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s167_p82 Ho0 ltac:(zlia)).
    rewrite (s167_p49 Ho1 ltac:(zlia)).
    rewrite (s113_p8 Ho2 ltac:(zlia)).
    rewrite (s171_p35 Ho3 ltac:(zlia)).
    rewrite (s182_p49 Ho4 ltac:(zlia)).
    rewrite (s165_p77 Ho5 ltac:(zlia)).
    rewrite (s165_p77_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s167_c105_L (c e : nat) : lmoves (s167_board 1 0 (2 + c) 1 (2 + e)) = [s167_board 0 1 (2 + c) 1 (2 + e); s167_board 1 0 (1 + c) 2 (2 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c105_L3 (c e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 0 (2 + c) 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c105_R (c e : nat) : rmoves (s167_board 1 0 (2 + c) 1 (2 + e)) = [s171_board 1 (2 + c) 1 (2 + e); s182_board 1 0 (2 + c) 1 (2 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, s182_board, strip. tf_options. Qed.
Lemma s167_c105_R3 (c e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 0 (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s167_c105_p118 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s167_board 1 0 (2 + c) 1 (2 + e) -> fst (s167_q118 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q118 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q118] in Hc |- *.
  rewrite tf_game_eq, (s167_c105_L c e), (s167_c105_R c e); cbn [map].
  pose proof (use_s167 IH 0 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s167_c105_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) 2 (2 + e) (opt_l _ _ _ (s167_c105_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c105_L3 c e)).
  pose proof (use_s113 IH 1 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c105_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c105_L3 c e))) as Ho2.
  pose proof (use_s171 IH 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s167_c105_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 0 (2 + c) 1 (2 + e) (opt_r _ _ _ (s167_c105_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c105_R3 c e)).
  pose proof (use_s165 IH 1 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c105_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c105_R3 c e))) as Ho5.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p76 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s167_p108 Ho1 ltac:(zlia)).
      rewrite (s113_p8 Ho2 ltac:(zlia)).
      rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s171_p35 Ho3 ltac:(zlia)).
      rewrite (s182_p49 Ho4 ltac:(zlia)).
      rewrite (s165_p77 Ho5 ltac:(zlia)).
      rewrite (s165_p77_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
    }
    {
      rewrite (s167_p109 Ho1 ltac:(zlia)).
      rewrite (s113_p8 Ho2 ltac:(zlia)).
      rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s171_p35 Ho3 ltac:(zlia)).
      rewrite (s182_p49 Ho4 ltac:(zlia)).
      rewrite (s165_p77 Ho5 ltac:(zlia)).
      rewrite (s165_p77_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
    }
  }
  {
    rewrite (s167_p82 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s167_p108 Ho1 ltac:(zlia)).
      rewrite (s113_p8 Ho2 ltac:(zlia)).
      rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s171_p35 Ho3 ltac:(zlia)).
      rewrite (s182_p49 Ho4 ltac:(zlia)).
      rewrite (s165_p77 Ho5 ltac:(zlia)).
      rewrite (s165_p77_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
    }
    {
      rewrite (s167_p109 Ho1 ltac:(zlia)).
      rewrite (s113_p8 Ho2 ltac:(zlia)).
      rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s171_p35 Ho3 ltac:(zlia)).
      rewrite (s182_p49 Ho4 ltac:(zlia)).
      rewrite (s165_p77 Ho5 ltac:(zlia)).
      rewrite (s165_p77_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
    }
  }
Qed.

Lemma s167_c106_L (c d : nat) : lmoves (s167_board 1 0 (2 + c) (2 + d) 0) = [s167_board 0 1 (2 + c) (2 + d) 0; s167_board 1 0 (1 + c) (3 + d) 0; strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c106_L3 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s79_board 1 0 (2 + c) (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s79_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c106_R (c d : nat) : rmoves (s167_board 1 0 (2 + c) (2 + d) 0) = [s171_board 1 (2 + c) (2 + d) 0; strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, strip. tf_options. Qed.
Lemma s167_c106_R2 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s132_board 1 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c>=2 && d>=2 && e==0 *)
Lemma s167_c106_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s167_board 1 0 (2 + c) (2 + d) 0 -> fst (s167_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q13] in Hc |- *.
  rewrite tf_game_eq, (s167_c106_L c d), (s167_c106_R c d); cbn [map].
  pose proof (use_s167 IH 0 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s167_c106_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) (3 + d) 0 (opt_l _ _ _ (s167_c106_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c106_L3 c d)).
  pose proof (use_s79 IH 1 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s167_c106_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c106_L3 c d))) as Ho2.
  pose proof (use_s171 IH 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s167_c106_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c106_R2 c d)).
  pose proof (use_s132 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s167_c106_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c106_R2 c d))) as Ho4.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  rewrite (s167_p13 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p31 Ho2 ltac:(zlia)).
    rewrite (s171_p53 Ho3 ltac:(zlia)).
    rewrite (s132_p37 Ho4 ltac:(zlia)).
    rewrite (s132_p37_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p34 Ho2 ltac:(zlia)).
    rewrite (s171_p53 Ho3 ltac:(zlia)).
    rewrite (s132_p37 Ho4 ltac:(zlia)).
    rewrite (s132_p37_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s167_c107_L (c d : nat) : lmoves (s167_board 1 0 (2 + c) (2 + d) 1) = [s167_board 0 1 (2 + c) (2 + d) 1; s167_board 1 0 (1 + c) (3 + d) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c107_L3 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s113_board 1 0 (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c107_R (c d : nat) : rmoves (s167_board 1 0 (2 + c) (2 + d) 1) = [s171_board 1 (2 + c) (2 + d) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, strip. tf_options. Qed.
Lemma s167_c107_R2 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s165_board 1 0 (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s167_c107_p49 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s167_board 1 0 (2 + c) (2 + d) 1 -> fst (s167_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q49] in Hc |- *.
  rewrite tf_game_eq, (s167_c107_L c d), (s167_c107_R c d); cbn [map].
  pose proof (use_s167 IH 0 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s167_c107_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) (3 + d) 1 (opt_l _ _ _ (s167_c107_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c107_L3 c d)).
  pose proof (use_s113 IH 1 0 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c107_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c107_L3 c d))) as Ho2.
  pose proof (use_s171 IH 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s167_c107_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c107_R2 c d)).
  pose proof (use_s165 IH 1 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c107_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c107_R2 c d))) as Ho4.
  rewrite (s167_p53 Ho0 ltac:(zlia)).
  rewrite (s167_p49 Ho1 ltac:(zlia)).
  rewrite (s113_p8 Ho2 ltac:(zlia)).
  rewrite (s171_p13 Ho3 ltac:(zlia)).
  rewrite (s165_p34 Ho4 ltac:(zlia)).
  rewrite (s165_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s167_c108_L (c d e : nat) : lmoves (s167_board 1 0 (2 + c) (2 + d) (2 + e)) = [s167_board 0 1 (2 + c) (2 + d) (2 + e); s167_board 1 0 (1 + c) (3 + d) (2 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c108_L3 (c d e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 0 (2 + c) (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c108_R (c d e : nat) : rmoves (s167_board 1 0 (2 + c) (2 + d) (2 + e)) = [s171_board 1 (2 + c) (2 + d) (2 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s171_board, strip. tf_options. Qed.
Lemma s167_c108_R2 (c d e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 0 (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s167_c108_p108 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s167_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s167_q108 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q108 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q108] in Hc |- *.
  rewrite tf_game_eq, (s167_c108_L c d e), (s167_c108_R c d e); cbn [map].
  pose proof (use_s167 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s167_c108_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s167_c108_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c108_L3 c d e)).
  pose proof (use_s113 IH 1 0 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c108_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c108_L3 c d e))) as Ho2.
  pose proof (use_s171 IH 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s167_c108_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c108_R2 c d e)).
  pose proof (use_s165 IH 1 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c108_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c108_R2 c d e))) as Ho4.
  rewrite (s167_p55 Ho0 ltac:(zlia)).
  rewrite (s167_p108 Ho1 ltac:(zlia)).
  rewrite (s113_p8 Ho2 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p22 Ho3 ltac:(zlia)).
  rewrite (s165_p34 Ho4 ltac:(zlia)).
  rewrite (s165_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c108_p109 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s167_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s167_q109 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q109 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q109] in Hc |- *.
  rewrite tf_game_eq, (s167_c108_L c d e), (s167_c108_R c d e); cbn [map].
  pose proof (use_s167 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s167_c108_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 0 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s167_c108_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c108_L3 c d e)).
  pose proof (use_s113 IH 1 0 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c108_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c108_L3 c d e))) as Ho2.
  pose proof (use_s171 IH 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s167_c108_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c108_R2 c d e)).
  pose proof (use_s165 IH 1 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c108_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c108_R2 c d e))) as Ho4.
  rewrite (s167_p59 Ho0 ltac:(zlia)).
  rewrite (s167_p109 Ho1 ltac:(zlia)).
  rewrite (s113_p8 Ho2 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p54 Ho3 ltac:(zlia)).
  rewrite (s165_p34 Ho4 ltac:(zlia)).
  rewrite (s165_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c109_L : lmoves (s167_board 1 1 0 0 0) = [s167_board 0 2 0 0 0; s130_board 1 0 1 0].
Proof. unfold s130_board, s167_board. tf_options. Qed.
Lemma s167_c109_R : rmoves (s167_board 1 1 0 0 0) = [s162_board 1 0 0; s92_board 1 1 0; strip [] ([T; E; T; F; E; F; F]) [(1, 1)]].
Proof. unfold s162_board, s167_board, s92_board, strip. tf_options. Qed.
Lemma s167_c109_R3 : tf_norm (strip [] ([T; E; T; F; E; F; F]) [(1, 1)]) (s132_board 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==0 && d==0 && e==0 *)
Lemma s167_c109_p46 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 1 0 0 0 -> fst (s167_q46 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q46 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q46] in Hc |- *.
  rewrite tf_game_eq, (s167_c109_L), (s167_c109_R); cbn [map].
  pose proof (use_s167 IH 0 2 0 0 0 (opt_l _ _ _ (s167_c109_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 0 1 0 (opt_l _ _ _ (s167_c109_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH 1 0 0 (opt_r _ _ _ (s167_c109_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s92 IH 1 1 0 (opt_r _ _ _ (s167_c109_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c109_R3)).
  pose proof (use_s132 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s167_c109_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c109_R3))) as Ho4.
  rewrite (s167_p85 Ho0 ltac:(zlia)).
  rewrite (s130_p17 Ho1 ltac:(zlia)).
  rewrite (s162_p1 Ho2 ltac:(zlia)).
  rewrite (s92_p2 Ho3 ltac:(zlia)).
  rewrite (s132_p14 Ho4 ltac:(zlia)).
  rewrite (s132_p14_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s167_c110_L : lmoves (s167_board 1 1 0 0 1) = [s167_board 0 2 0 0 1; s130_board 1 0 1 1; strip [] ([T; E; T; F; E; F; E; T; T; F]) []].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s167_c110_L3 : tf_norm (strip [] ([T; E; T; F; E; F; E; T; T; F]) []) (s113_board 1 1 0 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c110_R : rmoves (s167_board 1 1 0 0 1) = [s162_board 1 0 1; s125_board 1 1 0 1; strip [] ([T; E; T; F; E; F; T; F]) [(1, 1)]].
Proof. unfold s125_board, s162_board, s167_board, strip. tf_options. Qed.
Lemma s167_c110_R3 : tf_norm (strip [] ([T; E; T; F; E; F; T; F]) [(1, 1)]) (s165_board 1 1 0 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==0 && d==0 && e==1 *)
Lemma s167_c110_p120 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 1 0 0 1 -> fst (s167_q120 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q120 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q120] in Hc |- *.
  rewrite tf_game_eq, (s167_c110_L), (s167_c110_R); cbn [map].
  pose proof (use_s167 IH 0 2 0 0 1 (opt_l _ _ _ (s167_c110_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 0 1 1 (opt_l _ _ _ (s167_c110_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c110_L3)).
  pose proof (use_s113 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s167_c110_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c110_L3))) as Ho2.
  pose proof (use_s162 IH 1 0 1 (opt_r _ _ _ (s167_c110_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s125 IH 1 1 0 1 (opt_r _ _ _ (s167_c110_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c110_R3)).
  pose proof (use_s165 IH 1 1 0 0 1 (opt_norm_r _ _ _ _ _ (s167_c110_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c110_R3))) as Ho5.
  rewrite (s167_p86 Ho0 ltac:(zlia)).
  rewrite (s130_p21 Ho1 ltac:(zlia)).
  rewrite (s113_p16 Ho2 ltac:(zlia)).
  rewrite (s162_p2 Ho3 ltac:(zlia)).
  rewrite (s125_p27 Ho4 ltac:(zlia)).
  rewrite (s165_p69 Ho5 ltac:(zlia)).
  rewrite (s165_p69_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c111_L (e : nat) : lmoves (s167_board 1 1 0 0 (2 + e)) = [s167_board 0 2 0 0 (2 + e); s130_board 1 0 1 (2 + e); strip [] (T :: E :: T :: F :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s167_c111_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 1 0 0) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c111_R (e : nat) : rmoves (s167_board 1 1 0 0 (2 + e)) = [s162_board 1 0 (2 + e); s125_board 1 1 0 (2 + e); strip [] (T :: E :: T :: F :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s162_board, s167_board, strip. tf_options. Qed.
Lemma s167_c111_R3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 1 0 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==0 && d==0 && e>=2 *)
Lemma s167_c111_p121 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 1 1 0 0 (2 + e) -> fst (s167_q121 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q121 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q121] in Hc |- *.
  rewrite tf_game_eq, (s167_c111_L e), (s167_c111_R e); cbn [map].
  pose proof (use_s167 IH 0 2 0 0 (2 + e) (opt_l _ _ _ (s167_c111_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 0 1 (2 + e) (opt_l _ _ _ (s167_c111_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c111_L3 e)).
  pose proof (use_s113 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s167_c111_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c111_L3 e))) as Ho2.
  pose proof (use_s162 IH 1 0 (2 + e) (opt_r _ _ _ (s167_c111_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s125 IH 1 1 0 (2 + e) (opt_r _ _ _ (s167_c111_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c111_R3 e)).
  pose proof (use_s165 IH 1 1 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c111_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c111_R3 e))) as Ho5.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p87 Ho0 ltac:(zlia)).
    rewrite (s130_p24 Ho1 ltac:(zlia)).
    rewrite (s113_p16 Ho2 ltac:(zlia)).
    rewrite (s113_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s162_p3 Ho3 ltac:(zlia)).
    rewrite (s125_p28 Ho4 ltac:(zlia)).
    rewrite (s165_p69 Ho5 ltac:(zlia)).
    rewrite (s165_p69_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p88 Ho0 ltac:(zlia)).
    rewrite (s130_p26 Ho1 ltac:(zlia)).
    rewrite (s113_p16 Ho2 ltac:(zlia)).
    rewrite (s113_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s162_p3 Ho3 ltac:(zlia)).
    rewrite (s125_p28 Ho4 ltac:(zlia)).
    rewrite (s165_p69 Ho5 ltac:(zlia)).
    rewrite (s165_p69_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s167_c112_L : lmoves (s167_board 1 1 0 1 0) = [s167_board 0 2 0 1 0; s130_board 1 0 2 0; strip [] ([T; E; T; F; E; E; F; T; T; F]) []].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s167_c112_L3 : tf_norm (strip [] ([T; E; T; F; E; E; F; T; T; F]) []) (s32_board 1 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s32_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c112_R : rmoves (s167_board 1 1 0 1 0) = [s162_board 1 1 0; s92_board 1 1 1; strip [] ([T; E; T; F; E; T; F; F]) [(1, 1)]].
Proof. unfold s162_board, s167_board, s92_board, strip. tf_options. Qed.
Lemma s167_c112_R3 : tf_norm (strip [] ([T; E; T; F; E; T; F; F]) [(1, 1)]) (s132_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==0 && d==1 && e==0 *)
Lemma s167_c112_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 1 0 1 0 -> fst (s167_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q14] in Hc |- *.
  rewrite tf_game_eq, (s167_c112_L), (s167_c112_R); cbn [map].
  pose proof (use_s167 IH 0 2 0 1 0 (opt_l _ _ _ (s167_c112_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 0 2 0 (opt_l _ _ _ (s167_c112_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c112_L3)).
  pose proof (use_s32 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s167_c112_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c112_L3))) as Ho2.
  pose proof (use_s162 IH 1 1 0 (opt_r _ _ _ (s167_c112_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s92 IH 1 1 1 (opt_r _ _ _ (s167_c112_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c112_R3)).
  pose proof (use_s132 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s167_c112_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c112_R3))) as Ho5.
  rewrite (s167_p51 Ho0 ltac:(zlia)).
  rewrite (s130_p19 Ho1 ltac:(zlia)).
  rewrite (s32_p4 Ho2 ltac:(zlia)).
  rewrite (s162_p6 Ho3 ltac:(zlia)).
  rewrite (s92_p10 Ho4 ltac:(zlia)).
  rewrite (s132_p16 Ho5 ltac:(zlia)).
  rewrite (s132_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]]].
Qed.

Lemma s167_c113_L : lmoves (s167_board 1 1 0 1 1) = [s167_board 0 2 0 1 1; s130_board 1 0 2 1; strip [] ([T; E; T; F; E; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s167_c113_L3 : tf_norm (strip [] ([T; E; T; F; E; T; F; E; T; T; F]) []) (s113_board 1 1 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c113_R : rmoves (s167_board 1 1 0 1 1) = [s162_board 1 1 1; s125_board 1 1 1 1; strip [] ([T; E; T; F; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s125_board, s162_board, s167_board, strip. tf_options. Qed.
Lemma s167_c113_R3 : tf_norm (strip [] ([T; E; T; F; E; T; F; T; F]) [(1, 1)]) (s165_board 1 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==0 && d==1 && e==1 *)
Lemma s167_c113_p24 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 1 0 1 1 -> fst (s167_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q24] in Hc |- *.
  rewrite tf_game_eq, (s167_c113_L), (s167_c113_R); cbn [map].
  pose proof (use_s167 IH 0 2 0 1 1 (opt_l _ _ _ (s167_c113_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 0 2 1 (opt_l _ _ _ (s167_c113_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c113_L3)).
  pose proof (use_s113 IH 1 1 0 1 (opt_norm_l _ _ _ _ _ (s167_c113_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c113_L3))) as Ho2.
  pose proof (use_s162 IH 1 1 1 (opt_r _ _ _ (s167_c113_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s125 IH 1 1 1 1 (opt_r _ _ _ (s167_c113_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c113_R3)).
  pose proof (use_s165 IH 1 1 0 1 1 (opt_norm_r _ _ _ _ _ (s167_c113_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c113_R3))) as Ho5.
  rewrite (s167_p54 Ho0 ltac:(zlia)).
  rewrite (s130_p22 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s162_p4 Ho3 ltac:(zlia)).
  rewrite (s125_p31 Ho4 ltac:(zlia)).
  rewrite (s165_p33 Ho5 ltac:(zlia)).
  rewrite (s165_p33_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s167_c114_L (e : nat) : lmoves (s167_board 1 1 0 1 (2 + e)) = [s167_board 0 2 0 1 (2 + e); s130_board 1 0 2 (2 + e); strip [] (T :: E :: T :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s167_c114_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 1 0 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c114_R (e : nat) : rmoves (s167_board 1 1 0 1 (2 + e)) = [s162_board 1 1 (2 + e); s125_board 1 1 1 (2 + e); strip [] (T :: E :: T :: F :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s162_board, s167_board, strip. tf_options. Qed.
Lemma s167_c114_R3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 1 0 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s167_c114_p122 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 1 1 0 1 (2 + e) -> fst (s167_q122 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q122 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q122] in Hc |- *.
  rewrite tf_game_eq, (s167_c114_L e), (s167_c114_R e); cbn [map].
  pose proof (use_s167 IH 0 2 0 1 (2 + e) (opt_l _ _ _ (s167_c114_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 0 2 (2 + e) (opt_l _ _ _ (s167_c114_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c114_L3 e)).
  pose proof (use_s113 IH 1 1 0 1 (opt_norm_l _ _ _ _ _ (s167_c114_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c114_L3 e))) as Ho2.
  pose proof (use_s162 IH 1 1 (2 + e) (opt_r _ _ _ (s167_c114_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s125 IH 1 1 1 (2 + e) (opt_r _ _ _ (s167_c114_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c114_R3 e)).
  pose proof (use_s165 IH 1 1 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c114_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c114_R3 e))) as Ho5.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p57 Ho0 ltac:(zlia)).
    rewrite (s130_p24 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s162_p4 Ho3 ltac:(zlia)).
    rewrite (s125_p31 Ho4 ltac:(zlia)).
    rewrite (s165_p33 Ho5 ltac:(zlia)).
    rewrite (s165_p33_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p61 Ho0 ltac:(zlia)).
    rewrite (s130_p26 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s162_p4 Ho3 ltac:(zlia)).
    rewrite (s125_p31 Ho4 ltac:(zlia)).
    rewrite (s165_p33 Ho5 ltac:(zlia)).
    rewrite (s165_p33_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c115_L (d : nat) : lmoves (s167_board 1 1 0 (2 + d) 0) = [s167_board 0 2 0 (2 + d) 0; s130_board 1 0 (3 + d) 0; strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s167_c115_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s79_board 1 1 0 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s79_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c115_R (d : nat) : rmoves (s167_board 1 1 0 (2 + d) 0) = [s162_board 1 (2 + d) 0; strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s162_board, s167_board, strip. tf_options. Qed.
Lemma s167_c115_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s132_board 1 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s167_c115_p50 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s167_board 1 1 0 (2 + d) 0 -> fst (s167_q50 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q50 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q50] in Hc |- *.
  rewrite tf_game_eq, (s167_c115_L d), (s167_c115_R d); cbn [map].
  pose proof (use_s167 IH 0 2 0 (2 + d) 0 (opt_l _ _ _ (s167_c115_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 0 (3 + d) 0 (opt_l _ _ _ (s167_c115_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c115_L3 d)).
  pose proof (use_s79 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s167_c115_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c115_L3 d))) as Ho2.
  pose proof (use_s162 IH 1 (2 + d) 0 (opt_r _ _ _ (s167_c115_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c115_R2 d)).
  pose proof (use_s132 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s167_c115_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c115_R2 d))) as Ho4.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  rewrite (s130_p19 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s79_p8 Ho2 ltac:(zlia)).
    rewrite (s162_p9 Ho3 ltac:(zlia)).
    rewrite (s132_p42 Ho4 ltac:(zlia)).
    rewrite (s132_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p19 Ho2 ltac:(zlia)).
    rewrite (s162_p9 Ho3 ltac:(zlia)).
    rewrite (s132_p42 Ho4 ltac:(zlia)).
    rewrite (s132_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p22 Ho2 ltac:(zlia)).
    rewrite (s162_p9 Ho3 ltac:(zlia)).
    rewrite (s132_p42 Ho4 ltac:(zlia)).
    rewrite (s132_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s167_c116_L (d : nat) : lmoves (s167_board 1 1 0 (2 + d) 1) = [s167_board 0 2 0 (2 + d) 1; s130_board 1 0 (3 + d) 1; strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s167_c116_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s113_board 1 1 0 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c116_R (d : nat) : rmoves (s167_board 1 1 0 (2 + d) 1) = [s162_board 1 (2 + d) 1; strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s162_board, s167_board, strip. tf_options. Qed.
Lemma s167_c116_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s165_board 1 1 0 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s167_c116_p53 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s167_board 1 1 0 (2 + d) 1 -> fst (s167_q53 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q53 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q53] in Hc |- *.
  rewrite tf_game_eq, (s167_c116_L d), (s167_c116_R d); cbn [map].
  pose proof (use_s167 IH 0 2 0 (2 + d) 1 (opt_l _ _ _ (s167_c116_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 0 (3 + d) 1 (opt_l _ _ _ (s167_c116_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c116_L3 d)).
  pose proof (use_s113 IH 1 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c116_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c116_L3 d))) as Ho2.
  pose proof (use_s162 IH 1 (2 + d) 1 (opt_r _ _ _ (s167_c116_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c116_R2 d)).
  pose proof (use_s165 IH 1 1 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c116_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c116_R2 d))) as Ho4.
  rewrite (s167_p53 Ho0 ltac:(zlia)).
  rewrite (s130_p22 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s162_p9 Ho3 ltac:(zlia)).
  rewrite (s165_p27 Ho4 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s167_c117_L (d e : nat) : lmoves (s167_board 1 1 0 (2 + d) (2 + e)) = [s167_board 0 2 0 (2 + d) (2 + e); s130_board 1 0 (3 + d) (2 + e); strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s167_c117_L3 (d e : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 1 0 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c117_R (d e : nat) : rmoves (s167_board 1 1 0 (2 + d) (2 + e)) = [s162_board 1 (2 + d) (2 + e); strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s162_board, s167_board, strip. tf_options. Qed.
Lemma s167_c117_R2 (d e : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 1 0 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s167_c117_p57 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s167_board 1 1 0 (2 + d) (2 + e) -> fst (s167_q57 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q57 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q57] in Hc |- *.
  rewrite tf_game_eq, (s167_c117_L d e), (s167_c117_R d e); cbn [map].
  pose proof (use_s167 IH 0 2 0 (2 + d) (2 + e) (opt_l _ _ _ (s167_c117_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s167_c117_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c117_L3 d e)).
  pose proof (use_s113 IH 1 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c117_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c117_L3 d e))) as Ho2.
  pose proof (use_s162 IH 1 (2 + d) (2 + e) (opt_r _ _ _ (s167_c117_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c117_R2 d e)).
  pose proof (use_s165 IH 1 1 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c117_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c117_R2 d e))) as Ho4.
  rewrite (s167_p57 Ho0 ltac:(zlia)).
  rewrite (s130_p24 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s162_p8 Ho3 ltac:(zlia)).
  rewrite (s165_p27 Ho4 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c117_p61 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s167_board 1 1 0 (2 + d) (2 + e) -> fst (s167_q61 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q61 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q61] in Hc |- *.
  rewrite tf_game_eq, (s167_c117_L d e), (s167_c117_R d e); cbn [map].
  pose proof (use_s167 IH 0 2 0 (2 + d) (2 + e) (opt_l _ _ _ (s167_c117_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s167_c117_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c117_L3 d e)).
  pose proof (use_s113 IH 1 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c117_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c117_L3 d e))) as Ho2.
  pose proof (use_s162 IH 1 (2 + d) (2 + e) (opt_r _ _ _ (s167_c117_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c117_R2 d e)).
  pose proof (use_s165 IH 1 1 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c117_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c117_R2 d e))) as Ho4.
  rewrite (s167_p61 Ho0 ltac:(zlia)).
  rewrite (s130_p26 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s162_p10 Ho3 ltac:(zlia)).
  rewrite (s165_p27 Ho4 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c118_L : lmoves (s167_board 1 1 1 0 0) = [s167_board 0 2 1 0 0; s167_board 1 1 0 1 0].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c118_R : rmoves (s167_board 1 1 1 0 0) = [s192_board 1 1 0 0; s152_board 1 1 1 0; strip [] ([T; E; T; F; T; E; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, s192_board, strip. tf_options. Qed.
Lemma s167_c118_R3 : tf_norm (strip [] ([T; E; T; F; T; E; F; F]) [(1, 1)]) (s132_board 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==1 && d==0 && e==0 *)
Lemma s167_c118_p111 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 1 1 0 0 -> fst (s167_q111 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q111 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q111] in Hc |- *.
  rewrite tf_game_eq, (s167_c118_L), (s167_c118_R); cbn [map].
  pose proof (use_s167 IH 0 2 1 0 0 (opt_l _ _ _ (s167_c118_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 1 0 (opt_l _ _ _ (s167_c118_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH 1 1 0 0 (opt_r _ _ _ (s167_c118_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s152 IH 1 1 1 0 (opt_r _ _ _ (s167_c118_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c118_R3)).
  pose proof (use_s132 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s167_c118_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c118_R3))) as Ho4.
  rewrite (s167_p25 Ho0 ltac:(zlia)).
  rewrite (s167_p14 Ho1 ltac:(zlia)).
  rewrite (s192_p3 Ho2 ltac:(zlia)).
  rewrite (s152_p34 Ho3 ltac:(zlia)).
  rewrite (s132_p43 Ho4 ltac:(zlia)).
  rewrite (s132_p43_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c119_L : lmoves (s167_board 1 1 1 0 1) = [s167_board 0 2 1 0 1; s167_board 1 1 0 1 1; strip [] ([T; E; T; F; T; E; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c119_L3 : tf_norm (strip [] ([T; E; T; F; T; E; F; E; T; T; F]) []) (s113_board 1 1 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; T; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; T; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c119_R : rmoves (s167_board 1 1 1 0 1) = [s192_board 1 1 0 1; s182_board 1 1 1 0 1; strip [] ([T; E; T; F; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, s192_board, strip. tf_options. Qed.
Lemma s167_c119_R3 : tf_norm (strip [] ([T; E; T; F; T; E; F; T; F]) [(1, 1)]) (s165_board 1 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==1 && d==0 && e==1 *)
Lemma s167_c119_p123 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 1 1 0 1 -> fst (s167_q123 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q123 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q123] in Hc |- *.
  rewrite tf_game_eq, (s167_c119_L), (s167_c119_R); cbn [map].
  pose proof (use_s167 IH 0 2 1 0 1 (opt_l _ _ _ (s167_c119_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 1 1 (opt_l _ _ _ (s167_c119_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c119_L3)).
  pose proof (use_s113 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s167_c119_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c119_L3))) as Ho2.
  pose proof (use_s192 IH 1 1 0 1 (opt_r _ _ _ (s167_c119_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 1 1 0 1 (opt_r _ _ _ (s167_c119_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c119_R3)).
  pose proof (use_s165 IH 1 1 1 0 1 (opt_norm_r _ _ _ _ _ (s167_c119_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c119_R3))) as Ho5.
  rewrite (s167_p51 Ho0 ltac:(zlia)).
  rewrite (s167_p24 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s192_p32 Ho3 ltac:(zlia)).
  rewrite (s182_p59 Ho4 ltac:(zlia)).
  rewrite (s165_p83 Ho5 ltac:(zlia)).
  rewrite (s165_p83_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c120_L (e : nat) : lmoves (s167_board 1 1 1 0 (2 + e)) = [s167_board 0 2 1 0 (2 + e); s167_board 1 1 0 1 (2 + e); strip [] (T :: E :: T :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c120_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 1 1 0) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; T; E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c120_R (e : nat) : rmoves (s167_board 1 1 1 0 (2 + e)) = [s192_board 1 1 0 (2 + e); s182_board 1 1 1 0 (2 + e); strip [] (T :: E :: T :: F :: T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, s192_board, strip. tf_options. Qed.
Lemma s167_c120_R3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 1 1 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s167_c120_p124 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 1 1 1 0 (2 + e) -> fst (s167_q124 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q124 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q124] in Hc |- *.
  rewrite tf_game_eq, (s167_c120_L e), (s167_c120_R e); cbn [map].
  pose proof (use_s167 IH 0 2 1 0 (2 + e) (opt_l _ _ _ (s167_c120_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 1 (2 + e) (opt_l _ _ _ (s167_c120_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c120_L3 e)).
  pose proof (use_s113 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s167_c120_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c120_L3 e))) as Ho2.
  pose proof (use_s192 IH 1 1 0 (2 + e) (opt_r _ _ _ (s167_c120_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 1 1 0 (2 + e) (opt_r _ _ _ (s167_c120_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c120_R3 e)).
  pose proof (use_s165 IH 1 1 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c120_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c120_R3 e))) as Ho5.
  rewrite (s167_p64 Ho0 ltac:(zlia)).
  rewrite (s167_p122 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s192_p32 Ho3 ltac:(zlia)).
  rewrite (s182_p59 Ho4 ltac:(zlia)).
  rewrite (s165_p83 Ho5 ltac:(zlia)).
  rewrite (s165_p83_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c121_L : lmoves (s167_board 1 1 1 1 0) = [s167_board 0 2 1 1 0; s167_board 1 1 0 2 0; strip [] ([T; E; T; F; T; E; E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c121_L3 : tf_norm (strip [] ([T; E; T; F; T; E; E; F; T; T; F]) []) (s32_board 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; T; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; T; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s32_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c121_R : rmoves (s167_board 1 1 1 1 0) = [s192_board 1 1 1 0; s152_board 1 1 1 1; strip [] ([T; E; T; F; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, s192_board, strip. tf_options. Qed.
Lemma s167_c121_R3 : tf_norm (strip [] ([T; E; T; F; T; E; T; F; F]) [(1, 1)]) (s132_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==1 && d==1 && e==0 *)
Lemma s167_c121_p24 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 1 1 1 0 -> fst (s167_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q24] in Hc |- *.
  rewrite tf_game_eq, (s167_c121_L), (s167_c121_R); cbn [map].
  pose proof (use_s167 IH 0 2 1 1 0 (opt_l _ _ _ (s167_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 2 0 (opt_l _ _ _ (s167_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c121_L3)).
  pose proof (use_s32 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s167_c121_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c121_L3))) as Ho2.
  pose proof (use_s192 IH 1 1 1 0 (opt_r _ _ _ (s167_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s152 IH 1 1 1 1 (opt_r _ _ _ (s167_c121_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c121_R3)).
  pose proof (use_s132 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s167_c121_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c121_R3))) as Ho5.
  rewrite (s167_p15 Ho0 ltac:(zlia)).
  rewrite (s167_p50 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s192_p33 Ho3 ltac:(zlia)).
  rewrite (s152_p36 Ho4 ltac:(zlia)).
  rewrite (s132_p44 Ho5 ltac:(zlia)).
  rewrite (s132_p44_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c122_L : lmoves (s167_board 1 1 1 1 1) = [s167_board 0 2 1 1 1; s167_board 1 1 0 2 1; strip [] ([T; E; T; F; T; E; T; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c122_L3 : tf_norm (strip [] ([T; E; T; F; T; E; T; F; E; T; T; F]) []) (s113_board 1 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; T; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; T; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c122_R : rmoves (s167_board 1 1 1 1 1) = [s192_board 1 1 1 1; s182_board 1 1 1 1 1; strip [] ([T; E; T; F; T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, s192_board, strip. tf_options. Qed.
Lemma s167_c122_R3 : tf_norm (strip [] ([T; E; T; F; T; E; T; F; T; F]) [(1, 1)]) (s165_board 1 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s167_c122_p125 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s167_board 1 1 1 1 1 -> fst (s167_q125 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q125 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q125] in Hc |- *.
  rewrite tf_game_eq, (s167_c122_L), (s167_c122_R); cbn [map].
  pose proof (use_s167 IH 0 2 1 1 1 (opt_l _ _ _ (s167_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 2 1 (opt_l _ _ _ (s167_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c122_L3)).
  pose proof (use_s113 IH 1 1 1 1 (opt_norm_l _ _ _ _ _ (s167_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c122_L3))) as Ho2.
  pose proof (use_s192 IH 1 1 1 1 (opt_r _ _ _ (s167_c122_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 1 1 1 1 (opt_r _ _ _ (s167_c122_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c122_R3)).
  pose proof (use_s165 IH 1 1 1 1 1 (opt_norm_r _ _ _ _ _ (s167_c122_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c122_R3))) as Ho5.
  rewrite (s167_p66 Ho0 ltac:(zlia)).
  rewrite (s167_p53 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s192_p22 Ho3 ltac:(zlia)).
  rewrite (s182_p60 Ho4 ltac:(zlia)).
  rewrite (s165_p31 Ho5 ltac:(zlia)).
  rewrite (s165_p31_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s167_c123_L (e : nat) : lmoves (s167_board 1 1 1 1 (2 + e)) = [s167_board 0 2 1 1 (2 + e); s167_board 1 1 0 2 (2 + e); strip [] (T :: E :: T :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c123_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 1 1 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; T; E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c123_R (e : nat) : rmoves (s167_board 1 1 1 1 (2 + e)) = [s192_board 1 1 1 (2 + e); s182_board 1 1 1 1 (2 + e); strip [] (T :: E :: T :: F :: T :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, s192_board, strip. tf_options. Qed.
Lemma s167_c123_R3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 1 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s167_c123_p126 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s167_board 1 1 1 1 (2 + e) -> fst (s167_q126 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q126 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q126] in Hc |- *.
  rewrite tf_game_eq, (s167_c123_L e), (s167_c123_R e); cbn [map].
  pose proof (use_s167 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s167_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 2 (2 + e) (opt_l _ _ _ (s167_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c123_L3 e)).
  pose proof (use_s113 IH 1 1 1 1 (opt_norm_l _ _ _ _ _ (s167_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c123_L3 e))) as Ho2.
  pose proof (use_s192 IH 1 1 1 (2 + e) (opt_r _ _ _ (s167_c123_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 1 1 1 (2 + e) (opt_r _ _ _ (s167_c123_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c123_R3 e)).
  pose proof (use_s165 IH 1 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c123_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c123_R3 e))) as Ho5.
  rewrite (s167_p68 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s167_p57 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s192_p22 Ho3 ltac:(zlia)).
    rewrite (s182_p60 Ho4 ltac:(zlia)).
    rewrite (s165_p31 Ho5 ltac:(zlia)).
    rewrite (s165_p31_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p61 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s192_p22 Ho3 ltac:(zlia)).
    rewrite (s182_p60 Ho4 ltac:(zlia)).
    rewrite (s165_p31 Ho5 ltac:(zlia)).
    rewrite (s165_p31_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c124_L (d : nat) : lmoves (s167_board 1 1 1 (2 + d) 0) = [s167_board 0 2 1 (2 + d) 0; s167_board 1 1 0 (3 + d) 0; strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c124_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s79_board 1 1 1 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s79_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c124_R (d : nat) : rmoves (s167_board 1 1 1 (2 + d) 0) = [s192_board 1 1 (2 + d) 0; strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s167_board, s192_board, strip. tf_options. Qed.
Lemma s167_c124_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s132_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s167_c124_p50 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s167_board 1 1 1 (2 + d) 0 -> fst (s167_q50 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q50 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q50] in Hc |- *.
  rewrite tf_game_eq, (s167_c124_L d), (s167_c124_R d); cbn [map].
  pose proof (use_s167 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s167_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 (3 + d) 0 (opt_l _ _ _ (s167_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c124_L3 d)).
  pose proof (use_s79 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s167_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c124_L3 d))) as Ho2.
  pose proof (use_s192 IH 1 1 (2 + d) 0 (opt_r _ _ _ (s167_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c124_R2 d)).
  pose proof (use_s132 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s167_c124_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c124_R2 d))) as Ho4.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  rewrite (s167_p50 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    rewrite (s192_p9 Ho3 ltac:(zlia)).
    rewrite (s132_p13 Ho4 ltac:(zlia)).
    rewrite (s132_p13_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    rewrite (s192_p9 Ho3 ltac:(zlia)).
    rewrite (s132_p13 Ho4 ltac:(zlia)).
    rewrite (s132_p13_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

