(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


(* s74 = T^a _ T^b _ T^c _ T F on a>=2 && b==0 && c==1: the board of s64 *)
Lemma s74_c20_p5 x (Hs64 : s64_claim x) (a : nat) :
  x = s74_board (2 + a) 0 1 -> fst (s74_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s74_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s74_q5] in Hc |- *.
  pose proof (Hs64 (2 + a) 1 ltac:(rewrite Hx; unfold s74_board, s64_board; board_eq)) as Ho0.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s74 = T^a _ T^b _ T^c _ T F on a>=2 && b==0 && c>=2: the board of s64 *)
Lemma s74_c21_p5 x (Hs64 : s64_claim x) (a c : nat) :
  x = s74_board (2 + a) 0 (2 + c) -> fst (s74_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s74_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s74_q5] in Hc |- *.
  pose proof (Hs64 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s74_board, s64_board; board_eq)) as Ho0.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s74 = T^a _ T^b _ T^c _ T F on a>=2 && b==1 && c==0: the board of s72 *)
Lemma s74_c22_p6 x (Hs72 : s72_claim x) (a : nat) :
  x = s74_board (2 + a) 1 0 -> fst (s74_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s74_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s74_q6] in Hc |- *.
  pose proof (Hs72 (2 + a) 1 ltac:(rewrite Hx; unfold s74_board, s72_board; board_eq)) as Ho0.
  rewrite (s72_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s74_c23_L (a : nat) : lmoves (s74_board (2 + a) 1 1) = [s74_board (1 + a) 2 1; s64_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [E; T; E; E; T; T; F]) []].
Proof. unfold s64_board, s74_board, strip. tf_options. Qed.
Lemma s74_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; T; T; F]) []) (repeat E 3) (3 * Z.of_nat (2 + a) + 2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 1); (1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s74_c23_R (a : nat) : rmoves (s74_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s74_board, strip. tf_options. Qed.
Lemma s74_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 1)]) (s73_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s74 = T^a _ T^b _ T^c _ T F on a>=2 && b==1 && c==1 *)
Lemma s74_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s74_board (2 + a) 1 1 -> fst (s74_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s74_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s74_q5] in Hc |- *.
  rewrite tf_game_eq, (s74_c23_L a), (s74_c23_R a); cbn [map].
  pose proof (use_s74 IH (1 + a) 2 1 (opt_l _ _ _ (s74_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s64 IH (2 + a) 2 (opt_l _ _ _ (s74_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s74_c23_L3 a)).
  rewrite (tf_norm_game (s74_c23_R1 a)).
  pose proof (use_s73 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s74_c23_R a) ltac:(cbn [In]; left; reflexivity) (s74_c23_R1 a))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s74_c24_L (a c : nat) : lmoves (s74_board (2 + a) 1 (2 + c)) = [s74_board (1 + a) 2 (2 + c); s64_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s64_board, s74_board, strip. tf_options. Qed.
Lemma s74_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (repeat E 3) (3 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 1); (1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s74_c24_R (a c : nat) : rmoves (s74_board (2 + a) 1 (2 + c)) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s74_board, strip. tf_options. Qed.
Lemma s74_c24_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s73_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s74 = T^a _ T^b _ T^c _ T F on a>=2 && b==1 && c>=2 *)
Lemma s74_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s74_board (2 + a) 1 (2 + c) -> fst (s74_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s74_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s74_q5] in Hc |- *.
  rewrite tf_game_eq, (s74_c24_L a c), (s74_c24_R a c); cbn [map].
  pose proof (use_s74 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s74_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s64 IH (2 + a) (3 + c) (opt_l _ _ _ (s74_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s74_c24_L3 a c)).
  rewrite (tf_norm_game (s74_c24_R1 a c)).
  pose proof (use_s73 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s74_c24_R a c) ltac:(cbn [In]; left; reflexivity) (s74_c24_R1 a c))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s74 = T^a _ T^b _ T^c _ T F on a>=2 && b>=2 && c==0: the board of s72 *)
Lemma s74_c25_p6 x (Hs72 : s72_claim x) (a b : nat) :
  x = s74_board (2 + a) (2 + b) 0 -> fst (s74_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s74_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s74_q6] in Hc |- *.
  pose proof (Hs72 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s74_board, s72_board; board_eq)) as Ho0.
  rewrite (s72_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s74_c26_L (a b : nat) : lmoves (s74_board (2 + a) (2 + b) 1) = [s74_board (1 + a) (3 + b) 1; s74_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s74_board, strip. tf_options. Qed.
Lemma s74_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (repeat E 3) (3 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 1); (2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s74_c26_R (a b : nat) : rmoves (s74_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s74_board, strip. tf_options. Qed.
Lemma s74_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s73_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s74 = T^a _ T^b _ T^c _ T F on a>=2 && b>=2 && c==1 *)
Lemma s74_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s74_board (2 + a) (2 + b) 1 -> fst (s74_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s74_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s74_q5] in Hc |- *.
  rewrite tf_game_eq, (s74_c26_L a b), (s74_c26_R a b); cbn [map].
  pose proof (use_s74 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s74_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s74 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s74_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s74_c26_L3 a b)).
  rewrite (tf_norm_game (s74_c26_R1 a b)).
  pose proof (use_s73 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s74_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s74_c26_R1 a b))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s74_c27_L (a b c : nat) : lmoves (s74_board (2 + a) (2 + b) (2 + c)) = [s74_board (1 + a) (3 + b) (2 + c); s74_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s74_board, strip. tf_options. Qed.
Lemma s74_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (repeat E 3) (3 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 1); (2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s74_c27_R (a b c : nat) : rmoves (s74_board (2 + a) (2 + b) (2 + c)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s74_board, strip. tf_options. Qed.
Lemma s74_c27_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s73_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s74 = T^a _ T^b _ T^c _ T F on a>=2 && b>=2 && c>=2 *)
Lemma s74_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s74_board (2 + a) (2 + b) (2 + c) -> fst (s74_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s74_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s74_q5] in Hc |- *.
  rewrite tf_game_eq, (s74_c27_L a b c), (s74_c27_R a b c); cbn [map].
  pose proof (use_s74 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s74_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s74 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s74_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_blank (s74_c27_L3 a b c)).
  rewrite (tf_norm_game (s74_c27_R1 a b c)).
  pose proof (use_s73 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s74_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s74_c27_R1 a b c))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s75_c1_L : lmoves (s75_board 0 0) = [].
Proof. unfold s75_board. tf_options. Qed.
Lemma s75_c1_R : rmoves (s75_board 0 0) = [strip [(0, 1)] ([E; E; E]) []].
Proof. unfold s75_board, strip. tf_options. Qed.
Lemma s75_c1_R1 : tf_norm (strip [(0, 1)] ([E; E; E]) []) (repeat E 3) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s75 = T^a _ T^b F _^2 on a==0 && b==0 *)
Lemma s75_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s75_board 0 0 -> fst (s75_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s75_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s75_q1] in Hc |- *.
  rewrite tf_game_eq, (s75_c1_L), (s75_c1_R); cbn [map].
  rewrite (tf_norm_blank (s75_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s75_c2_L : lmoves (s75_board 0 1) = [strip [(2, 1)] ([]) [(1, 1)]].
Proof. unfold s75_board, strip. tf_options. Qed.
Lemma s75_c2_L1 : tf_norm (strip [(2, 1)] ([]) [(1, 1)]) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s75_c2_R : rmoves (s75_board 0 1) = [strip [(0, 1)] ([]) [(1, 3)]].
Proof. unfold s75_board, strip. tf_options. Qed.
Lemma s75_c2_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 3)]) (repeat E 3) (3).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 3)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s75 = T^a _ T^b F _^2 on a==0 && b==1 *)
Lemma s75_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s75_board 0 1 -> fst (s75_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s75_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s75_q1] in Hc |- *.
  rewrite tf_game_eq, (s75_c2_L), (s75_c2_R); cbn [map].
  rewrite (tf_norm_blank (s75_c2_L1)).
  rewrite (tf_norm_blank (s75_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s75_c3_L (b : nat) : lmoves (s75_board 0 (2 + b)) = [strip [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s75_board, strip. tf_options. Qed.
Lemma s75_c3_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s73_board 0 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s75_c3_R (b : nat) : rmoves (s75_board 0 (2 + b)) = [].
Proof. unfold s75_board. tf_options. Qed.
(* s75 = T^a _ T^b F _^2 on a==0 && b>=2 *)
Lemma s75_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s75_board 0 (2 + b) -> fst (s75_q1 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s75_q1 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s75_q1] in Hc |- *.
  rewrite tf_game_eq, (s75_c3_L b), (s75_c3_R b); cbn [map].
  rewrite (tf_norm_game (s75_c3_L1 b)).
  pose proof (use_s73 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s75_c3_L b) ltac:(cbn [In]; left; reflexivity) (s75_c3_L1 b))) as Ho0.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s75_c4_L : lmoves (s75_board 1 0) = [s75_board 0 1].
Proof. unfold s75_board. tf_options. Qed.
Lemma s75_c4_R : rmoves (s75_board 1 0) = [s76_board 1].
Proof. unfold s75_board, s76_board. tf_options. Qed.
(* s75 = T^a _ T^b F _^2 on a==1 && b==0 *)
Lemma s75_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s75_board 1 0 -> fst (s75_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s75_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s75_q1] in Hc |- *.
  rewrite tf_game_eq, (s75_c4_L), (s75_c4_R); cbn [map].
  pose proof (use_s75 IH 0 1 (opt_l _ _ _ (s75_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s76 IH 1 (opt_r _ _ _ (s75_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s75_p1 Ho0 I).
  rewrite (s76_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s75_c5_L : lmoves (s75_board 1 1) = [s75_board 0 2; strip [] ([T; E; E; F]) [(1, 1)]].
Proof. unfold s75_board, strip. tf_options. Qed.
Lemma s75_c5_L2 : tf_norm (strip [] ([T; E; E; F]) [(1, 1)]) (s63_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s75_c5_R : rmoves (s75_board 1 1) = [strip [] ([T; F]) [(1, 3)]].
Proof. unfold s75_board, strip. tf_options. Qed.
Lemma s75_c5_R1 : tf_norm (strip [] ([T; F]) [(1, 3)]) (s76_board 1) (3).
Proof. apply (tf_norm_by _ [] ([T; F]) [(1, 3)]); [reflexivity | unfold s76_board; strip_board_eq | strip_offset]. Qed.
(* s75 = T^a _ T^b F _^2 on a==1 && b==1 *)
Lemma s75_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s75_board 1 1 -> fst (s75_q1 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s75_q1 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s75_q1] in Hc |- *.
  rewrite tf_game_eq, (s75_c5_L), (s75_c5_R); cbn [map].
  pose proof (use_s75 IH 0 2 (opt_l _ _ _ (s75_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s75_c5_L2)).
  pose proof (use_s63 IH 1 0 (opt_norm_l _ _ _ _ _ (s75_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s75_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s75_c5_R1)).
  pose proof (use_s76 IH 1 (opt_norm_r _ _ _ _ _ (s75_c5_R) ltac:(cbn [In]; left; reflexivity) (s75_c5_R1))) as Ho2.
  rewrite (s75_p1 Ho0 I).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s75_c6_L (b : nat) : lmoves (s75_board 1 (2 + b)) = [s75_board 0 (3 + b); strip [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s75_board, strip. tf_options. Qed.
Lemma s75_c6_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s73_board 1 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s75_c6_R (b : nat) : rmoves (s75_board 1 (2 + b)) = [].
Proof. unfold s75_board. tf_options. Qed.
(* s75 = T^a _ T^b F _^2 on a==1 && b>=2 *)
Lemma s75_c6_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s75_board 1 (2 + b) -> fst (s75_q1 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s75_q1 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s75_q1] in Hc |- *.
  rewrite tf_game_eq, (s75_c6_L b), (s75_c6_R b); cbn [map].
  pose proof (use_s75 IH 0 (3 + b) (opt_l _ _ _ (s75_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s75_c6_L2 b)).
  pose proof (use_s73 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s75_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s75_c6_L2 b))) as Ho1.
  rewrite (s75_p1 Ho0 I).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s75_c7_L (a : nat) : lmoves (s75_board (2 + a) 0) = [s75_board (1 + a) 1].
Proof. unfold s75_board. tf_options. Qed.
Lemma s75_c7_R (a : nat) : rmoves (s75_board (2 + a) 0) = [s76_board (2 + a)].
Proof. unfold s75_board, s76_board. tf_options. Qed.
(* s75 = T^a _ T^b F _^2 on a>=2 && b==0 *)
Lemma s75_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s75_board (2 + a) 0 -> fst (s75_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s75_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s75_q1] in Hc |- *.
  rewrite tf_game_eq, (s75_c7_L a), (s75_c7_R a); cbn [map].
  pose proof (use_s75 IH (1 + a) 1 (opt_l _ _ _ (s75_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s76 IH (2 + a) (opt_r _ _ _ (s75_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s75_p1 Ho0 I).
  rewrite (s76_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s75_c8_L (a : nat) : lmoves (s75_board (2 + a) 1) = [s75_board (1 + a) 2; strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s75_board, strip. tf_options. Qed.
Lemma s75_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]) (s63_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s75_c8_R (a : nat) : rmoves (s75_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F]) [(1, 3)]].
Proof. unfold s75_board, strip. tf_options. Qed.
Lemma s75_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F]) [(1, 3)]) (s76_board (2 + a)) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F]) [(1, 3)]); [reflexivity | unfold s76_board; strip_board_eq | strip_offset]. Qed.
(* s75 = T^a _ T^b F _^2 on a>=2 && b==1 *)
Lemma s75_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s75_board (2 + a) 1 -> fst (s75_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s75_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s75_q1] in Hc |- *.
  rewrite tf_game_eq, (s75_c8_L a), (s75_c8_R a); cbn [map].
  pose proof (use_s75 IH (1 + a) 2 (opt_l _ _ _ (s75_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s75_c8_L2 a)).
  pose proof (use_s63 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s75_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s75_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s75_c8_R1 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_r _ _ _ _ _ (s75_c8_R a) ltac:(cbn [In]; left; reflexivity) (s75_c8_R1 a))) as Ho2.
  rewrite (s75_p1 Ho0 I).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s75_c9_L (a b : nat) : lmoves (s75_board (2 + a) (2 + b)) = [s75_board (1 + a) (3 + b); strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s75_board, strip. tf_options. Qed.
Lemma s75_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s73_board (2 + a) (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s75_c9_R (a b : nat) : rmoves (s75_board (2 + a) (2 + b)) = [].
Proof. unfold s75_board. tf_options. Qed.
(* s75 = T^a _ T^b F _^2 on a>=2 && b>=2 *)
Lemma s75_c9_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s75_board (2 + a) (2 + b) -> fst (s75_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s75_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s75_q1] in Hc |- *.
  rewrite tf_game_eq, (s75_c9_L a b), (s75_c9_R a b); cbn [map].
  pose proof (use_s75 IH (1 + a) (3 + b) (opt_l _ _ _ (s75_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s75_c9_L2 a b)).
  pose proof (use_s73 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s75_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s75_c9_L2 a b))) as Ho1.
  rewrite (s75_p1 Ho0 I).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s76_c1_L : lmoves (s76_board 0) = [].
Proof. unfold s76_board. tf_options. Qed.
Lemma s76_c1_R : rmoves (s76_board 0) = [].
Proof. unfold s76_board. tf_options. Qed.
(* s76 = T^a F _^3 on a==0 *)
Lemma s76_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s76_board 0 -> fst (s76_q1 (Z.of_nat 0)) -> tf_game x == snd (s76_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s76_q1] in Hc |- *.
  rewrite tf_game_eq, (s76_c1_L), (s76_c1_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s76_c2_L : lmoves (s76_board 1) = [strip [(1, 1)] ([]) [(1, 2)]].
Proof. unfold s76_board, strip. tf_options. Qed.
Lemma s76_c2_L1 : tf_norm (strip [(1, 1)] ([]) [(1, 2)]) (repeat E 3) (1).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s76_c2_R : rmoves (s76_board 1) = [].
Proof. unfold s76_board. tf_options. Qed.
(* s76 = T^a F _^3 on a==1 *)
Lemma s76_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s76_board 1 -> fst (s76_q1 (Z.of_nat 1)) -> tf_game x == snd (s76_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s76_q1] in Hc |- *.
  rewrite tf_game_eq, (s76_c2_L), (s76_c2_R); cbn [map].
  rewrite (tf_norm_blank (s76_c2_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s76_c3_L (a : nat) : lmoves (s76_board (2 + a)) = [strip [] (repeat T (1 + a) ++ [E; F]) [(1, 2)]].
Proof. unfold s76_board, strip. tf_options. Qed.
Lemma s76_c3_L1 (a : nat) : tf_norm (strip [] (repeat T (1 + a) ++ [E; F]) [(1, 2)]) (s75_board (1 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
Lemma s76_c3_R (a : nat) : rmoves (s76_board (2 + a)) = [].
Proof. unfold s76_board. tf_options. Qed.
(* s76 = T^a F _^3 on a>=2 *)
Lemma s76_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s76_board (2 + a) -> fst (s76_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s76_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s76_q1] in Hc |- *.
  rewrite tf_game_eq, (s76_c3_L a), (s76_c3_R a); cbn [map].
  rewrite (tf_norm_game (s76_c3_L1 a)).
  pose proof (use_s75 IH (1 + a) 0 (opt_norm_l _ _ _ _ _ (s76_c3_L a) ltac:(cbn [In]; left; reflexivity) (s76_c3_L1 a))) as Ho0.
  rewrite (s75_p1 Ho0 I).
  rewrite (s75_p1_add (Z.of_nat (1 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s77 = T^a F _^2 T^b _ F on a==0 && b==0: the board of s18 *)
Lemma s77_c1_p1 x (Hs18 : s18_claim x) :
  x = s77_board 0 0 -> fst (s77_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s77_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s77_q1] in Hc |- *.
  pose proof (Hs18 0 ltac:(rewrite Hx; unfold s77_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s77_c2_L : lmoves (s77_board 0 1) = [strip [(0, 1)] ([E; E; E; T; F]) []].
Proof. unfold s77_board, strip. tf_options. Qed.
Lemma s77_c2_L1 : tf_norm (strip [(0, 1)] ([E; E; E; T; F]) []) (s62_board 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s77_c2_R : rmoves (s77_board 0 1) = [strip [(0, 1)] ([E; E; T; F; E]) []].
Proof. unfold s77_board, strip. tf_options. Qed.
Lemma s77_c2_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F; E]) []) (s63_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s77 = T^a F _^2 T^b _ F on a==0 && b==1 *)
Lemma s77_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s77_board 0 1 -> fst (s77_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s77_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s77_q1] in Hc |- *.
  rewrite tf_game_eq, (s77_c2_L), (s77_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s77_c2_L1)).
  pose proof (use_s62 IH 0 (opt_norm_l _ _ _ _ _ (s77_c2_L) ltac:(cbn [In]; left; reflexivity) (s77_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s77_c2_R1)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s77_c2_R) ltac:(cbn [In]; left; reflexivity) (s77_c2_R1))) as Ho1.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s77_c3_L (b : nat) : lmoves (s77_board 0 (2 + b)) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; F]) []].
Proof. unfold s77_board, strip. tf_options. Qed.
Lemma s77_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; F]) []) (s64_board 0 (1 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s77_c3_R (b : nat) : rmoves (s77_board 0 (2 + b)) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E]) []].
Proof. unfold s77_board, strip. tf_options. Qed.
Lemma s77_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E]) []) (s63_board 0 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s77 = T^a F _^2 T^b _ F on a==0 && b>=2 *)
Lemma s77_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s77_board 0 (2 + b) -> fst (s77_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s77_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s77_q2] in Hc |- *.
  rewrite tf_game_eq, (s77_c3_L b), (s77_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s77_c3_L1 b)).
  pose proof (use_s64 IH 0 (1 + b) (opt_norm_l _ _ _ _ _ (s77_c3_L b) ltac:(cbn [In]; left; reflexivity) (s77_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s77_c3_R1 b)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s77_c3_R b) ltac:(cbn [In]; left; reflexivity) (s77_c3_R1 b))) as Ho1.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s77_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s77_board 0 (2 + b) -> fst (s77_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s77_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s77_q3] in Hc |- *.
  rewrite tf_game_eq, (s77_c3_L b), (s77_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s77_c3_L1 b)).
  pose proof (use_s64 IH 0 (1 + b) (opt_norm_l _ _ _ _ _ (s77_c3_L b) ltac:(cbn [In]; left; reflexivity) (s77_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s77_c3_R1 b)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s77_c3_R b) ltac:(cbn [In]; left; reflexivity) (s77_c3_R1 b))) as Ho1.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s77_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s77_board 0 (2 + b) -> fst (s77_q4 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s77_q4 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s77_q4] in Hc |- *.
  rewrite tf_game_eq, (s77_c3_L b), (s77_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s77_c3_L1 b)).
  pose proof (use_s64 IH 0 (1 + b) (opt_norm_l _ _ _ _ _ (s77_c3_L b) ltac:(cbn [In]; left; reflexivity) (s77_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s77_c3_R1 b)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s77_c3_R b) ltac:(cbn [In]; left; reflexivity) (s77_c3_R1 b))) as Ho1.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s77 = T^a F _^2 T^b _ F on a==1 && b==0: the board of s18 *)
Lemma s77_c4_p5 x (Hs18 : s18_claim x) :
  x = s77_board 1 0 -> fst (s77_q5 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s77_q5 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s77_q5] in Hc |- *.
  pose proof (Hs18 1 ltac:(rewrite Hx; unfold s77_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s77_c5_L : lmoves (s77_board 1 1) = [strip [(1, 1)] ([T; E; T; E; F]) []; s107_board 1].
Proof. unfold s107_board, s77_board, strip. tf_options. Qed.
Lemma s77_c5_L1 : tf_norm (strip [(1, 1)] ([T; E; T; E; F]) []) (s43_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s77_c5_R : rmoves (s77_board 1 1) = [s106_board 1 1].
Proof. unfold s106_board, s77_board. tf_options. Qed.
(* s77 = T^a F _^2 T^b _ F on a==1 && b==1 *)
Lemma s77_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s77_board 1 1 -> fst (s77_q7 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s77_q7 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s77_q7] in Hc |- *.
  rewrite tf_game_eq, (s77_c5_L), (s77_c5_R); cbn [map].
  rewrite (tf_norm_game (s77_c5_L1)).
  pose proof (use_s43 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s77_c5_L) ltac:(cbn [In]; left; reflexivity) (s77_c5_L1))) as Ho0.
  pose proof (use_s107 IH 1 (opt_l _ _ _ (s77_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s106 IH 1 1 (opt_r _ _ _ (s77_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s107_p2 Ho1 ltac:(zlia)).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s77_c6_L (b : nat) : lmoves (s77_board 1 (2 + b)) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) []; s108_board 1 (1 + b)].
Proof. unfold s108_board, s77_board, strip. tf_options. Qed.
Lemma s77_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) []) (s43_board 0 1 (2 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s77_c6_R (b : nat) : rmoves (s77_board 1 (2 + b)) = [s106_board 1 (2 + b)].
Proof. unfold s106_board, s77_board. tf_options. Qed.
(* s77 = T^a F _^2 T^b _ F on a==1 && b>=2 *)
Lemma s77_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s77_board 1 (2 + b) -> fst (s77_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s77_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s77_q3] in Hc |- *.
  rewrite tf_game_eq, (s77_c6_L b), (s77_c6_R b); cbn [map].
  rewrite (tf_norm_game (s77_c6_L1 b)).
  pose proof (use_s43 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s77_c6_L b) ltac:(cbn [In]; left; reflexivity) (s77_c6_L1 b))) as Ho0.
  pose proof (use_s108 IH 1 (1 + b) (opt_l _ _ _ (s77_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s106 IH 1 (2 + b) (opt_r _ _ _ (s77_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s43_p4 Ho0 ltac:(zlia)).
  rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s108_p4 Ho1 ltac:(zlia)).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s77_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s77_board 1 (2 + b) -> fst (s77_q4 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s77_q4 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s77_q4] in Hc |- *.
  rewrite tf_game_eq, (s77_c6_L b), (s77_c6_R b); cbn [map].
  rewrite (tf_norm_game (s77_c6_L1 b)).
  pose proof (use_s43 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s77_c6_L b) ltac:(cbn [In]; left; reflexivity) (s77_c6_L1 b))) as Ho0.
  pose proof (use_s108 IH 1 (1 + b) (opt_l _ _ _ (s77_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s106 IH 1 (2 + b) (opt_r _ _ _ (s77_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s108_p5 Ho1 ltac:(zlia)).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s77 = T^a F _^2 T^b _ F on a>=2 && b==0: the board of s18 *)
Lemma s77_c7_p8 x (Hs18 : s18_claim x) (a : nat) :
  x = s77_board (2 + a) 0 -> fst (s77_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s77_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s77_q8] in Hc |- *.
  pose proof (Hs18 (2 + a) ltac:(rewrite Hx; unfold s77_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s77_c8_L (a : nat) : lmoves (s77_board (2 + a) 1) = [s79_board (1 + a) 0 1 1; s107_board (2 + a)].
Proof. unfold s107_board, s77_board, s79_board. tf_options. Qed.
Lemma s77_c8_R (a : nat) : rmoves (s77_board (2 + a) 1) = [s106_board (2 + a) 1].
Proof. unfold s106_board, s77_board. tf_options. Qed.
(* s77 = T^a F _^2 T^b _ F on a>=2 && b==1 *)
Lemma s77_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s77_board (2 + a) 1 -> fst (s77_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s77_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s77_q6] in Hc |- *.
  rewrite tf_game_eq, (s77_c8_L a), (s77_c8_R a); cbn [map].
  pose proof (use_s79 IH (1 + a) 0 1 1 (opt_l _ _ _ (s77_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s107 IH (2 + a) (opt_l _ _ _ (s77_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s106 IH (2 + a) 1 (opt_r _ _ _ (s77_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s79_p34 Ho0 ltac:(zlia)).
  rewrite (s107_p3 Ho1 ltac:(zlia)).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s77_c9_L (a b : nat) : lmoves (s77_board (2 + a) (2 + b)) = [s79_board (1 + a) 0 1 (2 + b); s108_board (2 + a) (1 + b)].
Proof. unfold s108_board, s77_board, s79_board. tf_options. Qed.
Lemma s77_c9_R (a b : nat) : rmoves (s77_board (2 + a) (2 + b)) = [s106_board (2 + a) (2 + b)].
Proof. unfold s106_board, s77_board. tf_options. Qed.
(* s77 = T^a F _^2 T^b _ F on a>=2 && b>=2 *)
Lemma s77_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s77_board (2 + a) (2 + b) -> fst (s77_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s77_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s77_q4] in Hc |- *.
  rewrite tf_game_eq, (s77_c9_L a b), (s77_c9_R a b); cbn [map].
  pose proof (use_s79 IH (1 + a) 0 1 (2 + b) (opt_l _ _ _ (s77_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s108 IH (2 + a) (1 + b) (opt_l _ _ _ (s77_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s106 IH (2 + a) (2 + b) (opt_r _ _ _ (s77_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s79_p31 Ho0 ltac:(zlia)).
  rewrite (s108_p5 Ho1 ltac:(zlia)).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a==0 && b==0 && c==0: the board of s18 *)
Lemma s78_c1_p1 x (Hs18 : s18_claim x) :
  x = s78_board 0 0 0 -> fst (s78_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s78_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s78_q1] in Hc |- *.
  pose proof (Hs18 0 ltac:(rewrite Hx; unfold s78_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a==0 && b==0 && c==1: the board of s77 *)
Lemma s78_c2_p1 x (Hs77 : s77_claim x) :
  x = s78_board 0 0 1 -> fst (s78_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s78_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s78_q1] in Hc |- *.
  pose proof (Hs77 0 1 ltac:(rewrite Hx; unfold s78_board, s77_board; board_eq)) as Ho0.
  rewrite (s77_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a==0 && b==0 && c>=2: the board of s77 *)
Lemma s78_c3_p2 x (Hs77 : s77_claim x) (c : nat) :
  x = s78_board 0 0 (2 + c) -> fst (s78_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s78_q2] in Hc |- *.
  pose proof (Hs77 0 (2 + c) ltac:(rewrite Hx; unfold s78_board, s77_board; board_eq)) as Ho0.
  rewrite (s77_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s78_c3_p3 x (Hs77 : s77_claim x) (c : nat) :
  x = s78_board 0 0 (2 + c) -> fst (s78_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s78_q3] in Hc |- *.
  pose proof (Hs77 0 (2 + c) ltac:(rewrite Hx; unfold s78_board, s77_board; board_eq)) as Ho0.
  rewrite (s77_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s78_c3_p5 x (Hs77 : s77_claim x) (c : nat) :
  x = s78_board 0 0 (2 + c) -> fst (s78_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s78_q5] in Hc |- *.
  pose proof (Hs77 0 (2 + c) ltac:(rewrite Hx; unfold s78_board, s77_board; board_eq)) as Ho0.
  rewrite (s77_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a==0 && b==1 && c==0: the board of s46 *)
Lemma s78_c4_p6 x (Hs46 : s46_claim x) :
  x = s78_board 0 1 0 -> fst (s78_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s78_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s78_q6] in Hc |- *.
  pose proof (Hs46 0 1 ltac:(rewrite Hx; unfold s78_board, s46_board; board_eq)) as Ho0.
  rewrite (s46_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s78_c5_L : lmoves (s78_board 0 1 1) = [strip [(0, 1)] ([E; E; T; T; E; F]) []; strip [(0, 1)] ([E; T; E; E; T; F]) []].
Proof. unfold s78_board, strip. tf_options. Qed.
Lemma s78_c5_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; E; F]) []) (s37_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s78_c5_L2 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; F]) []) (s72_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s78_c5_R : rmoves (s78_board 0 1 1) = [strip [(0, 1)] ([E; T; E; T; F; E]) []].
Proof. unfold s78_board, strip. tf_options. Qed.
Lemma s78_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E]) []) (s73_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s78 = T^a F _ T^b _ T^c _ F on a==0 && b==1 && c==1 *)
Lemma s78_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s78_board 0 1 1 -> fst (s78_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s78_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s78_q7] in Hc |- *.
  rewrite tf_game_eq, (s78_c5_L), (s78_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s78_c5_L1)).
  pose proof (use_s37 IH 0 2 (opt_norm_l _ _ _ _ _ (s78_c5_L) ltac:(cbn [In]; left; reflexivity) (s78_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s78_c5_L2)).
  pose proof (use_s72 IH 0 1 (opt_norm_l _ _ _ _ _ (s78_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s78_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s78_c5_R1)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s78_c5_R) ltac:(cbn [In]; left; reflexivity) (s78_c5_R1))) as Ho2.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s72_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s78_c6_L (c : nat) : lmoves (s78_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; F]) []; strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s78_board, strip. tf_options. Qed.
Lemma s78_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; F]) []) (s37_board 0 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s78_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []) (s74_board 0 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s78_c6_R (c : nat) : rmoves (s78_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s78_board, strip. tf_options. Qed.
Lemma s78_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E]) []) (s73_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s78 = T^a F _ T^b _ T^c _ F on a==0 && b==1 && c>=2 *)
Lemma s78_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s78_board 0 1 (2 + c) -> fst (s78_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s78_q3] in Hc |- *.
  rewrite tf_game_eq, (s78_c6_L c), (s78_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s78_c6_L1 c)).
  pose proof (use_s37 IH 0 (3 + c) (opt_norm_l _ _ _ _ _ (s78_c6_L c) ltac:(cbn [In]; left; reflexivity) (s78_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s78_c6_L2 c)).
  pose proof (use_s74 IH 0 1 (1 + c) (opt_norm_l _ _ _ _ _ (s78_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s78_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s78_c6_R1 c)).
  pose proof (use_s73 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s78_c6_R c) ltac:(cbn [In]; left; reflexivity) (s78_c6_R1 c))) as Ho2.
  rewrite (s37_p4 Ho0 ltac:(zlia)).
  rewrite (s74_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s78_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s78_board 0 1 (2 + c) -> fst (s78_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s78_q5] in Hc |- *.
  rewrite tf_game_eq, (s78_c6_L c), (s78_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s78_c6_L1 c)).
  pose proof (use_s37 IH 0 (3 + c) (opt_norm_l _ _ _ _ _ (s78_c6_L c) ltac:(cbn [In]; left; reflexivity) (s78_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s78_c6_L2 c)).
  pose proof (use_s74 IH 0 1 (1 + c) (opt_norm_l _ _ _ _ _ (s78_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s78_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s78_c6_R1 c)).
  pose proof (use_s73 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s78_c6_R c) ltac:(cbn [In]; left; reflexivity) (s78_c6_R1 c))) as Ho2.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a==0 && b>=2 && c==0: the board of s46 *)
Lemma s78_c7_p6 x (Hs46 : s46_claim x) (b : nat) :
  x = s78_board 0 (2 + b) 0 -> fst (s78_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s78_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s78_q6] in Hc |- *.
  pose proof (Hs46 0 (2 + b) ltac:(rewrite Hx; unfold s78_board, s46_board; board_eq)) as Ho0.
  rewrite (s46_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s78_c8_L (b : nat) : lmoves (s78_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; F]) []].
Proof. unfold s78_board, strip. tf_options. Qed.
Lemma s78_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; F]) []) (s43_board 0 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s78_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; F]) []) (s72_board 0 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s78_c8_R (b : nat) : rmoves (s78_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E]) []].
Proof. unfold s78_board, strip. tf_options. Qed.
Lemma s78_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E]) []) (s73_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s78 = T^a F _ T^b _ T^c _ F on a==0 && b>=2 && c==1 *)
Lemma s78_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s78_board 0 (2 + b) 1 -> fst (s78_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s78_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s78_q7] in Hc |- *.
  rewrite tf_game_eq, (s78_c8_L b), (s78_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s78_c8_L1 b)).
  pose proof (use_s43 IH 0 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s78_c8_L b) ltac:(cbn [In]; left; reflexivity) (s78_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s78_c8_L2 b)).
  pose proof (use_s72 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s78_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s78_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s78_c8_R1 b)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s78_c8_R b) ltac:(cbn [In]; left; reflexivity) (s78_c8_R1 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s43_p4 Ho0 ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p6 Ho0 ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s78_c9_L (b c : nat) : lmoves (s78_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s78_board, strip. tf_options. Qed.
Lemma s78_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []) (s43_board 0 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s78_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []) (s74_board 0 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s78_c9_R (b c : nat) : rmoves (s78_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s78_board, strip. tf_options. Qed.
Lemma s78_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []) (s73_board 0 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s78 = T^a F _ T^b _ T^c _ F on a==0 && b>=2 && c>=2 *)
Lemma s78_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s78_board 0 (2 + b) (2 + c) -> fst (s78_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s78_q5] in Hc |- *.
  rewrite tf_game_eq, (s78_c9_L b c), (s78_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s78_c9_L1 b c)).
  pose proof (use_s43 IH 0 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s78_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s78_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s78_c9_L2 b c)).
  pose proof (use_s74 IH 0 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s78_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s78_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s78_c9_R1 b c)).
  pose proof (use_s73 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s78_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s78_c9_R1 b c))) as Ho2.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a==1 && b==0 && c==0: the board of s18 *)
Lemma s78_c10_p8 x (Hs18 : s18_claim x) :
  x = s78_board 1 0 0 -> fst (s78_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s78_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s78_q8] in Hc |- *.
  pose proof (Hs18 1 ltac:(rewrite Hx; unfold s78_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a==1 && b==0 && c==1: the board of s77 *)
Lemma s78_c11_p11 x (Hs77 : s77_claim x) :
  x = s78_board 1 0 1 -> fst (s78_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s78_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s78_q11] in Hc |- *.
  pose proof (Hs77 1 1 ltac:(rewrite Hx; unfold s78_board, s77_board; board_eq)) as Ho0.
  rewrite (s77_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a==1 && b==0 && c>=2: the board of s77 *)
Lemma s78_c12_p4 x (Hs77 : s77_claim x) (c : nat) :
  x = s78_board 1 0 (2 + c) -> fst (s78_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s78_q4] in Hc |- *.
  pose proof (Hs77 1 (2 + c) ltac:(rewrite Hx; unfold s78_board, s77_board; board_eq)) as Ho0.
  rewrite (s77_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s78_c12_p5 x (Hs77 : s77_claim x) (c : nat) :
  x = s78_board 1 0 (2 + c) -> fst (s78_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s78_q5] in Hc |- *.
  pose proof (Hs77 1 (2 + c) ltac:(rewrite Hx; unfold s78_board, s77_board; board_eq)) as Ho0.
  rewrite (s77_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a==1 && b==1 && c==0: the board of s46 *)
Lemma s78_c13_p10 x (Hs46 : s46_claim x) :
  x = s78_board 1 1 0 -> fst (s78_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s78_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s78_q10] in Hc |- *.
  pose proof (Hs46 1 1 ltac:(rewrite Hx; unfold s78_board, s46_board; board_eq)) as Ho0.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s78_c14_L : lmoves (s78_board 1 1 1) = [strip [(1, 1)] ([T; T; E; T; E; F]) []; s77_board 1 2; s109_board 1 1].
Proof. unfold s109_board, s77_board, s78_board, strip. tf_options. Qed.
Lemma s78_c14_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; E; F]) []) (s43_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s78_c14_R : rmoves (s78_board 1 1 1) = [s111_board 1 1 1].
Proof. unfold s111_board, s78_board. tf_options. Qed.
(* s78 = T^a F _ T^b _ T^c _ F on a==1 && b==1 && c==1 *)
Lemma s78_c14_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s78_board 1 1 1 -> fst (s78_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s78_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s78_q7] in Hc |- *.
  rewrite tf_game_eq, (s78_c14_L), (s78_c14_R); cbn [map].
  rewrite (tf_norm_game (s78_c14_L1)).
  pose proof (use_s43 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s78_c14_L) ltac:(cbn [In]; left; reflexivity) (s78_c14_L1))) as Ho0.
  pose proof (use_s77 IH 1 2 (opt_l _ _ _ (s78_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s109 IH 1 1 (opt_l _ _ _ (s78_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s111 IH 1 1 1 (opt_r _ _ _ (s78_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s77_p3 Ho1 ltac:(zlia)).
  rewrite (s109_p4 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s78_c15_L (c : nat) : lmoves (s78_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; F]) []; s77_board 1 (3 + c); s110_board 1 1 (1 + c)].
Proof. unfold s110_board, s77_board, s78_board, strip. tf_options. Qed.
Lemma s78_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; F]) []) (s43_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s78_c15_R (c : nat) : rmoves (s78_board 1 1 (2 + c)) = [s111_board 1 1 (2 + c)].
Proof. unfold s111_board, s78_board. tf_options. Qed.
(* s78 = T^a F _ T^b _ T^c _ F on a==1 && b==1 && c>=2 *)
Lemma s78_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s78_board 1 1 (2 + c) -> fst (s78_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s78_q5] in Hc |- *.
  rewrite tf_game_eq, (s78_c15_L c), (s78_c15_R c); cbn [map].
  rewrite (tf_norm_game (s78_c15_L1 c)).
  pose proof (use_s43 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s78_c15_L c) ltac:(cbn [In]; left; reflexivity) (s78_c15_L1 c))) as Ho0.
  pose proof (use_s77 IH 1 (3 + c) (opt_l _ _ _ (s78_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s110 IH 1 1 (1 + c) (opt_l _ _ _ (s78_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s111 IH 1 1 (2 + c) (opt_r _ _ _ (s78_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s77_p4 Ho1 ltac:(zlia)).
  rewrite (s110_p5 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a==1 && b>=2 && c==0: the board of s46 *)
Lemma s78_c16_p10 x (Hs46 : s46_claim x) (b : nat) :
  x = s78_board 1 (2 + b) 0 -> fst (s78_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s78_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s78_q10] in Hc |- *.
  pose proof (Hs46 1 (2 + b) ltac:(rewrite Hx; unfold s78_board, s46_board; board_eq)) as Ho0.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s78_c17_L (b : nat) : lmoves (s78_board 1 (2 + b) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; F]) []; s78_board 1 (1 + b) 2; s109_board 1 (2 + b)].
Proof. unfold s109_board, s78_board, strip. tf_options. Qed.
Lemma s78_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; F]) []) (s43_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s78_c17_R (b : nat) : rmoves (s78_board 1 (2 + b) 1) = [s111_board 1 (2 + b) 1].
Proof. unfold s111_board, s78_board. tf_options. Qed.
(* s78 = T^a F _ T^b _ T^c _ F on a==1 && b>=2 && c==1 *)
Lemma s78_c17_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s78_board 1 (2 + b) 1 -> fst (s78_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s78_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s78_q7] in Hc |- *.
  rewrite tf_game_eq, (s78_c17_L b), (s78_c17_R b); cbn [map].
  rewrite (tf_norm_game (s78_c17_L1 b)).
  pose proof (use_s43 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s78_c17_L b) ltac:(cbn [In]; left; reflexivity) (s78_c17_L1 b))) as Ho0.
  pose proof (use_s78 IH 1 (1 + b) 2 (opt_l _ _ _ (s78_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s109 IH 1 (2 + b) (opt_l _ _ _ (s78_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s111 IH 1 (2 + b) 1 (opt_r _ _ _ (s78_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s78_p5 Ho1 ltac:(zlia)).
  rewrite (s109_p4 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s78_c18_L (b c : nat) : lmoves (s78_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []; s78_board 1 (1 + b) (3 + c); s110_board 1 (2 + b) (1 + c)].
Proof. unfold s110_board, s78_board, strip. tf_options. Qed.
Lemma s78_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []) (s43_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s78_c18_R (b c : nat) : rmoves (s78_board 1 (2 + b) (2 + c)) = [s111_board 1 (2 + b) (2 + c)].
Proof. unfold s111_board, s78_board. tf_options. Qed.
(* s78 = T^a F _ T^b _ T^c _ F on a==1 && b>=2 && c>=2 *)
Lemma s78_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s78_board 1 (2 + b) (2 + c) -> fst (s78_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s78_q5] in Hc |- *.
  rewrite tf_game_eq, (s78_c18_L b c), (s78_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s78_c18_L1 b c)).
  pose proof (use_s43 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s78_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s78_c18_L1 b c))) as Ho0.
  pose proof (use_s78 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s78_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s110 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s78_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s111 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s78_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s78_p5 Ho1 ltac:(zlia)).
  rewrite (s110_p5 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a>=2 && b==0 && c==0: the board of s18 *)
Lemma s78_c19_p10 x (Hs18 : s18_claim x) (a : nat) :
  x = s78_board (2 + a) 0 0 -> fst (s78_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s78_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s78_q10] in Hc |- *.
  pose proof (Hs18 (2 + a) ltac:(rewrite Hx; unfold s78_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a>=2 && b==0 && c==1: the board of s77 *)
Lemma s78_c20_p9 x (Hs77 : s77_claim x) (a : nat) :
  x = s78_board (2 + a) 0 1 -> fst (s78_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s78_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s78_q9] in Hc |- *.
  pose proof (Hs77 (2 + a) 1 ltac:(rewrite Hx; unfold s78_board, s77_board; board_eq)) as Ho0.
  rewrite (s77_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a>=2 && b==0 && c>=2: the board of s77 *)
Lemma s78_c21_p5 x (Hs77 : s77_claim x) (a c : nat) :
  x = s78_board (2 + a) 0 (2 + c) -> fst (s78_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s78_q5] in Hc |- *.
  pose proof (Hs77 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s78_board, s77_board; board_eq)) as Ho0.
  rewrite (s77_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a>=2 && b==1 && c==0: the board of s46 *)
Lemma s78_c22_p10 x (Hs46 : s46_claim x) (a : nat) :
  x = s78_board (2 + a) 1 0 -> fst (s78_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s78_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s78_q10] in Hc |- *.
  pose proof (Hs46 (2 + a) 1 ltac:(rewrite Hx; unfold s78_board, s46_board; board_eq)) as Ho0.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s78_c23_L (a : nat) : lmoves (s78_board (2 + a) 1 1) = [s79_board (1 + a) 0 2 1; s77_board (2 + a) 2; s109_board (2 + a) 1].
Proof. unfold s109_board, s77_board, s78_board, s79_board. tf_options. Qed.
Lemma s78_c23_R (a : nat) : rmoves (s78_board (2 + a) 1 1) = [s111_board (2 + a) 1 1].
Proof. unfold s111_board, s78_board. tf_options. Qed.
(* s78 = T^a F _ T^b _ T^c _ F on a>=2 && b==1 && c==1 *)
Lemma s78_c23_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s78_board (2 + a) 1 1 -> fst (s78_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s78_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s78_q9] in Hc |- *.
  rewrite tf_game_eq, (s78_c23_L a), (s78_c23_R a); cbn [map].
  pose proof (use_s79 IH (1 + a) 0 2 1 (opt_l _ _ _ (s78_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s77 IH (2 + a) 2 (opt_l _ _ _ (s78_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s109 IH (2 + a) 1 (opt_l _ _ _ (s78_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s111 IH (2 + a) 1 1 (opt_r _ _ _ (s78_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p34 Ho0 ltac:(zlia)).
  rewrite (s77_p4 Ho1 ltac:(zlia)).
  rewrite (s109_p4 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s78_c24_L (a c : nat) : lmoves (s78_board (2 + a) 1 (2 + c)) = [s79_board (1 + a) 0 2 (2 + c); s77_board (2 + a) (3 + c); s110_board (2 + a) 1 (1 + c)].
Proof. unfold s110_board, s77_board, s78_board, s79_board. tf_options. Qed.
Lemma s78_c24_R (a c : nat) : rmoves (s78_board (2 + a) 1 (2 + c)) = [s111_board (2 + a) 1 (2 + c)].
Proof. unfold s111_board, s78_board. tf_options. Qed.
(* s78 = T^a F _ T^b _ T^c _ F on a>=2 && b==1 && c>=2 *)
Lemma s78_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s78_board (2 + a) 1 (2 + c) -> fst (s78_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s78_q5] in Hc |- *.
  rewrite tf_game_eq, (s78_c24_L a c), (s78_c24_R a c); cbn [map].
  pose proof (use_s79 IH (1 + a) 0 2 (2 + c) (opt_l _ _ _ (s78_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s77 IH (2 + a) (3 + c) (opt_l _ _ _ (s78_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s110 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s78_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s111 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s78_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p31 Ho0 ltac:(zlia)).
  rewrite (s77_p4 Ho1 ltac:(zlia)).
  rewrite (s110_p5 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s78 = T^a F _ T^b _ T^c _ F on a>=2 && b>=2 && c==0: the board of s46 *)
Lemma s78_c25_p10 x (Hs46 : s46_claim x) (a b : nat) :
  x = s78_board (2 + a) (2 + b) 0 -> fst (s78_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s78_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s78_q10] in Hc |- *.
  pose proof (Hs46 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s78_board, s46_board; board_eq)) as Ho0.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s78_c26_L (a b : nat) : lmoves (s78_board (2 + a) (2 + b) 1) = [s79_board (1 + a) 0 (3 + b) 1; s78_board (2 + a) (1 + b) 2; s109_board (2 + a) (2 + b)].
Proof. unfold s109_board, s78_board, s79_board. tf_options. Qed.
Lemma s78_c26_R (a b : nat) : rmoves (s78_board (2 + a) (2 + b) 1) = [s111_board (2 + a) (2 + b) 1].
Proof. unfold s111_board, s78_board. tf_options. Qed.
(* s78 = T^a F _ T^b _ T^c _ F on a>=2 && b>=2 && c==1 *)
Lemma s78_c26_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s78_board (2 + a) (2 + b) 1 -> fst (s78_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s78_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s78_q9] in Hc |- *.
  rewrite tf_game_eq, (s78_c26_L a b), (s78_c26_R a b); cbn [map].
  pose proof (use_s79 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s78_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s78 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s78_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s109 IH (2 + a) (2 + b) (opt_l _ _ _ (s78_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s111 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s78_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p34 Ho0 ltac:(zlia)).
  rewrite (s78_p5 Ho1 ltac:(zlia)).
  rewrite (s109_p4 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s78_c27_L (a b c : nat) : lmoves (s78_board (2 + a) (2 + b) (2 + c)) = [s79_board (1 + a) 0 (3 + b) (2 + c); s78_board (2 + a) (1 + b) (3 + c); s110_board (2 + a) (2 + b) (1 + c)].
Proof. unfold s110_board, s78_board, s79_board. tf_options. Qed.
Lemma s78_c27_R (a b c : nat) : rmoves (s78_board (2 + a) (2 + b) (2 + c)) = [s111_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s111_board, s78_board. tf_options. Qed.
(* s78 = T^a F _ T^b _ T^c _ F on a>=2 && b>=2 && c>=2 *)
Lemma s78_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s78_board (2 + a) (2 + b) (2 + c) -> fst (s78_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s78_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s78_q5] in Hc |- *.
  rewrite tf_game_eq, (s78_c27_L a b c), (s78_c27_R a b c); cbn [map].
  pose proof (use_s79 IH (1 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s78_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s78 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s78_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s110 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s78_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s111 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s78_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p31 Ho0 ltac:(zlia)).
  rewrite (s78_p5 Ho1 ltac:(zlia)).
  rewrite (s110_p5 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==0 && d==0: the board of s32 *)
Lemma s79_c1_p1 x (Hs32 : s32_claim x) :
  x = s79_board 0 0 0 0 -> fst (s79_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s79_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s79_q1] in Hc |- *.
  pose proof (Hs32 0 0 0 ltac:(rewrite Hx; unfold s79_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s79_c2_L : lmoves (s79_board 0 0 0 1) = [strip [(1, 1)] ([E; E; T; F]) []].
Proof. unfold s79_board, strip. tf_options. Qed.
Lemma s79_c2_L1 : tf_norm (strip [(1, 1)] ([E; E; T; F]) []) (s62_board 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c2_R : rmoves (s79_board 0 0 0 1) = [strip [(0, 1)] ([E; E; T; E; F]) []; strip [(1, 1)] ([E; T; F; E]) []].
Proof. unfold s79_board, strip. tf_options. Qed.
Lemma s79_c2_R1 : tf_norm (strip [(0, 1)] ([E; E; T; E; F]) []) (s37_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c2_R2 : tf_norm (strip [(1, 1)] ([E; T; F; E]) []) (s63_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==0 && d==1 *)
Lemma s79_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s79_board 0 0 0 1 -> fst (s79_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s79_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q2] in Hc |- *.
  rewrite tf_game_eq, (s79_c2_L), (s79_c2_R); cbn [map].
  rewrite (tf_norm_game (s79_c2_L1)).
  pose proof (use_s62 IH 0 (opt_norm_l _ _ _ _ _ (s79_c2_L) ltac:(cbn [In]; left; reflexivity) (s79_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s79_c2_R1)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s79_c2_R) ltac:(cbn [In]; left; reflexivity) (s79_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s79_c2_R2)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s79_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c2_R2))) as Ho2.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s79_c3_L (d : nat) : lmoves (s79_board 0 0 0 (2 + d)) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s79_board, strip. tf_options. Qed.
Lemma s79_c3_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; F]) []) (s64_board 0 (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c3_R (d : nat) : rmoves (s79_board 0 0 0 (2 + d)) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s79_board, strip. tf_options. Qed.
Lemma s79_c3_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; F]) []) (s37_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c3_R2 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; E]) []) (s63_board 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s79_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s79_board 0 0 0 (2 + d) -> fst (s79_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q3] in Hc |- *.
  rewrite tf_game_eq, (s79_c3_L d), (s79_c3_R d); cbn [map].
  rewrite (tf_norm_game (s79_c3_L1 d)).
  pose proof (use_s64 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s79_c3_L d) ltac:(cbn [In]; left; reflexivity) (s79_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s79_c3_R1 d)).
  pose proof (use_s37 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c3_R d) ltac:(cbn [In]; left; reflexivity) (s79_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s79_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c3_R2 d))) as Ho2.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s79_board 0 0 0 (2 + d) -> fst (s79_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q4] in Hc |- *.
  rewrite tf_game_eq, (s79_c3_L d), (s79_c3_R d); cbn [map].
  rewrite (tf_norm_game (s79_c3_L1 d)).
  pose proof (use_s64 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s79_c3_L d) ltac:(cbn [In]; left; reflexivity) (s79_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s79_c3_R1 d)).
  pose proof (use_s37 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c3_R d) ltac:(cbn [In]; left; reflexivity) (s79_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s79_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c3_R2 d))) as Ho2.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p4 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s79_board 0 0 0 (2 + d) -> fst (s79_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q5] in Hc |- *.
  rewrite tf_game_eq, (s79_c3_L d), (s79_c3_R d); cbn [map].
  rewrite (tf_norm_game (s79_c3_L1 d)).
  pose proof (use_s64 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s79_c3_L d) ltac:(cbn [In]; left; reflexivity) (s79_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s79_c3_R1 d)).
  pose proof (use_s37 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c3_R d) ltac:(cbn [In]; left; reflexivity) (s79_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s79_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c3_R2 d))) as Ho2.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p5 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==1 && d==0: the board of s32 *)
Lemma s79_c4_p6 x (Hs32 : s32_claim x) :
  x = s79_board 0 0 1 0 -> fst (s79_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s79_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s79_q6] in Hc |- *.
  pose proof (Hs32 0 0 1 ltac:(rewrite Hx; unfold s79_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s79_c5_L : lmoves (s79_board 0 0 1 1) = [strip [(1, 1)] ([E; T; T; E; F]) []; strip [(1, 1)] ([T; E; E; T; F]) []].
Proof. unfold s79_board, strip. tf_options. Qed.
Lemma s79_c5_L1 : tf_norm (strip [(1, 1)] ([E; T; T; E; F]) []) (s37_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c5_L2 : tf_norm (strip [(1, 1)] ([T; E; E; T; F]) []) (s72_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c5_R : rmoves (s79_board 0 0 1 1) = [strip [(0, 1)] ([E; T; E; T; E; F]) []; strip [(1, 1)] ([T; E; T; F; E]) []].
Proof. unfold s79_board, strip. tf_options. Qed.
Lemma s79_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; F]) []) (s43_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c5_R2 : tf_norm (strip [(1, 1)] ([T; E; T; F; E]) []) (s73_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==1 && d==1 *)
Lemma s79_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s79_board 0 0 1 1 -> fst (s79_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s79_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q7] in Hc |- *.
  rewrite tf_game_eq, (s79_c5_L), (s79_c5_R); cbn [map].
  rewrite (tf_norm_game (s79_c5_L1)).
  pose proof (use_s37 IH 0 2 (opt_norm_l _ _ _ _ _ (s79_c5_L) ltac:(cbn [In]; left; reflexivity) (s79_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s79_c5_L2)).
  pose proof (use_s72 IH 0 1 (opt_norm_l _ _ _ _ _ (s79_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s79_c5_R1)).
  pose proof (use_s43 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s79_c5_R) ltac:(cbn [In]; left; reflexivity) (s79_c5_R1))) as Ho2.
  rewrite (tf_norm_game (s79_c5_R2)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s79_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c5_R2))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s72_p2 Ho1 ltac:(zlia)).
  rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s43_p9 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c6_L (d : nat) : lmoves (s79_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; F]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s79_board, strip. tf_options. Qed.
Lemma s79_c6_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; F]) []) (s37_board 0 (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c6_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s74_board 0 1 (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c6_R (d : nat) : rmoves (s79_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s79_board, strip. tf_options. Qed.
Lemma s79_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c6_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s79_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s79_board 0 0 1 (2 + d) -> fst (s79_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q5] in Hc |- *.
  rewrite tf_game_eq, (s79_c6_L d), (s79_c6_R d); cbn [map].
  rewrite (tf_norm_game (s79_c6_L1 d)).
  pose proof (use_s37 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s79_c6_L d) ltac:(cbn [In]; left; reflexivity) (s79_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s79_c6_L2 d)).
  pose proof (use_s74 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s79_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s79_c6_R1 d)).
  pose proof (use_s43 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c6_R d) ltac:(cbn [In]; left; reflexivity) (s79_c6_R1 d))) as Ho2.
  rewrite (tf_norm_game (s79_c6_R2 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c6_R2 d))) as Ho3.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c6_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s79_board 0 0 1 (2 + d) -> fst (s79_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q10] in Hc |- *.
  rewrite tf_game_eq, (s79_c6_L d), (s79_c6_R d); cbn [map].
  rewrite (tf_norm_game (s79_c6_L1 d)).
  pose proof (use_s37 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s79_c6_L d) ltac:(cbn [In]; left; reflexivity) (s79_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s79_c6_L2 d)).
  pose proof (use_s74 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s79_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s79_c6_R1 d)).
  pose proof (use_s43 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c6_R d) ltac:(cbn [In]; left; reflexivity) (s79_c6_R1 d))) as Ho2.
  rewrite (tf_norm_game (s79_c6_R2 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c6_R2 d))) as Ho3.
  rewrite (s37_p4 Ho0 ltac:(zlia)).
  rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p3 Ho1 ltac:(zlia)).
  rewrite (s74_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s43_p4 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==0 && c>=2 && d==0: the board of s32 *)
Lemma s79_c7_p6 x (Hs32 : s32_claim x) (c : nat) :
  x = s79_board 0 0 (2 + c) 0 -> fst (s79_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s79_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s79_q6] in Hc |- *.
  pose proof (Hs32 0 0 (2 + c) ltac:(rewrite Hx; unfold s79_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s79_c8_L (c : nat) : lmoves (s79_board 0 0 (2 + c) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; F]) []].
Proof. unfold s79_board, strip. tf_options. Qed.
Lemma s79_c8_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F]) []) (s43_board 0 (1 + c) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c8_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; F]) []) (s72_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c8_R (c : nat) : rmoves (s79_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E]) []].
Proof. unfold s79_board, strip. tf_options. Qed.
Lemma s79_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; F]) []) (s43_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c8_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E]) []) (s73_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s79_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s79_board 0 0 (2 + c) 1 -> fst (s79_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s79_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q7] in Hc |- *.
  rewrite tf_game_eq, (s79_c8_L c), (s79_c8_R c); cbn [map].
  rewrite (tf_norm_game (s79_c8_L1 c)).
  pose proof (use_s43 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s79_c8_L c) ltac:(cbn [In]; left; reflexivity) (s79_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s79_c8_L2 c)).
  pose proof (use_s72 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s79_c8_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c8_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s79_c8_R1 c)).
  pose proof (use_s43 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s79_c8_R c) ltac:(cbn [In]; left; reflexivity) (s79_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game (s79_c8_R2 c)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s79_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c8_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s43_p4 Ho0 ltac:(zlia)).
    rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p6 Ho0 ltac:(zlia)).
    rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s79_c9_L (c d : nat) : lmoves (s79_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s79_board, strip. tf_options. Qed.
Lemma s79_c9_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []) (s43_board 0 (1 + c) (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c9_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []) (s74_board 0 (2 + c) (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c9_R (c d : nat) : rmoves (s79_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s79_board, strip. tf_options. Qed.
Lemma s79_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c9_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s79_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s79_board 0 0 (2 + c) (2 + d) -> fst (s79_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q5] in Hc |- *.
  rewrite tf_game_eq, (s79_c9_L c d), (s79_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s79_c9_L1 c d)).
  pose proof (use_s43 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s79_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s79_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s79_c9_L2 c d)).
  pose proof (use_s74 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s79_c9_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c9_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s79_c9_R1 c d)).
  pose proof (use_s43 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s79_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s79_c9_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s79_c9_R2 c d)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s79_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s79_c9_R2 c d))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==0 && d==0: the board of s32 *)
Lemma s79_c10_p2 x (Hs32 : s32_claim x) :
  x = s79_board 0 1 0 0 -> fst (s79_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s79_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s79_q2] in Hc |- *.
  pose proof (Hs32 0 1 0 ltac:(rewrite Hx; unfold s79_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s79_c11_L : lmoves (s79_board 0 1 0 1) = [strip [(2, 1)] ([T; T; E; F]) []; s84_board 0 1 0].
Proof. unfold s79_board, s84_board, strip. tf_options. Qed.
Lemma s79_c11_L1 : tf_norm (strip [(2, 1)] ([T; T; E; F]) []) (s37_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c11_R : rmoves (s79_board 0 1 0 1) = [strip [(0, 1)] ([T; E; E; T; E; F]) []; s113_board 0 1 0 1].
Proof. unfold s113_board, s79_board, strip. tf_options. Qed.
Lemma s79_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; F]) []) (s37_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==0 && d==1 *)
Lemma s79_c11_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s79_board 0 1 0 1 -> fst (s79_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s79_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q12] in Hc |- *.
  rewrite tf_game_eq, (s79_c11_L), (s79_c11_R); cbn [map].
  rewrite (tf_norm_game (s79_c11_L1)).
  pose proof (use_s37 IH 0 2 (opt_norm_l _ _ _ _ _ (s79_c11_L) ltac:(cbn [In]; left; reflexivity) (s79_c11_L1))) as Ho0.
  pose proof (use_s84 IH 0 1 0 (opt_l _ _ _ (s79_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s79_c11_R1)).
  pose proof (use_s37 IH 1 1 (opt_norm_r _ _ _ _ _ (s79_c11_R) ltac:(cbn [In]; left; reflexivity) (s79_c11_R1))) as Ho2.
  pose proof (use_s113 IH 0 1 0 1 (opt_r _ _ _ (s79_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s84_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p2 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s79_c12_L (d : nat) : lmoves (s79_board 0 1 0 (2 + d)) = [strip [(2, 1)] (repeat T (3 + d) ++ [E; F]) []; s112_board 0 1 0 (1 + d)].
Proof. unfold s112_board, s79_board, strip. tf_options. Qed.
Lemma s79_c12_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [E; F]) []) (s37_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s79_c12_R (d : nat) : rmoves (s79_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; F]) []; s113_board 0 1 0 (2 + d)].
Proof. unfold s113_board, s79_board, strip. tf_options. Qed.
Lemma s79_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; F]) []) (s37_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s79_c12_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s79_board 0 1 0 (2 + d) -> fst (s79_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q10] in Hc |- *.
  rewrite tf_game_eq, (s79_c12_L d), (s79_c12_R d); cbn [map].
  rewrite (tf_norm_game (s79_c12_L1 d)).
  pose proof (use_s37 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s79_c12_L d) ltac:(cbn [In]; left; reflexivity) (s79_c12_L1 d))) as Ho0.
  pose proof (use_s112 IH 0 1 0 (1 + d) (opt_l _ _ _ (s79_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s79_c12_R1 d)).
  pose proof (use_s37 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c12_R d) ltac:(cbn [In]; left; reflexivity) (s79_c12_R1 d))) as Ho2.
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_r _ _ _ (s79_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p7 Ho1 ltac:(zlia)).
  rewrite (s37_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c12_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s79_board 0 1 0 (2 + d) -> fst (s79_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q13] in Hc |- *.
  rewrite tf_game_eq, (s79_c12_L d), (s79_c12_R d); cbn [map].
  rewrite (tf_norm_game (s79_c12_L1 d)).
  pose proof (use_s37 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s79_c12_L d) ltac:(cbn [In]; left; reflexivity) (s79_c12_L1 d))) as Ho0.
  pose proof (use_s112 IH 0 1 0 (1 + d) (opt_l _ _ _ (s79_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s79_c12_R1 d)).
  pose proof (use_s37 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c12_R d) ltac:(cbn [In]; left; reflexivity) (s79_c12_R1 d))) as Ho2.
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_r _ _ _ (s79_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s37_p4 Ho0 ltac:(zlia)).
  rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c12_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s79_board 0 1 0 (2 + d) -> fst (s79_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q17] in Hc |- *.
  rewrite tf_game_eq, (s79_c12_L d), (s79_c12_R d); cbn [map].
  rewrite (tf_norm_game (s79_c12_L1 d)).
  pose proof (use_s37 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s79_c12_L d) ltac:(cbn [In]; left; reflexivity) (s79_c12_L1 d))) as Ho0.
  pose proof (use_s112 IH 0 1 0 (1 + d) (opt_l _ _ _ (s79_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s79_c12_R1 d)).
  pose proof (use_s37 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c12_R d) ltac:(cbn [In]; left; reflexivity) (s79_c12_R1 d))) as Ho2.
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_r _ _ _ (s79_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s37_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==1 && d==0: the board of s32 *)
Lemma s79_c13_p21 x (Hs32 : s32_claim x) :
  x = s79_board 0 1 1 0 -> fst (s79_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s79_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s79_q21] in Hc |- *.
  pose proof (Hs32 0 1 1 ltac:(rewrite Hx; unfold s79_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s79_c14_L : lmoves (s79_board 0 1 1 1) = [s79_board 0 1 0 2; s84_board 0 1 1].
Proof. unfold s79_board, s84_board. tf_options. Qed.
Lemma s79_c14_R : rmoves (s79_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; E; F]) []; s113_board 0 1 1 1].
Proof. unfold s113_board, s79_board, strip. tf_options. Qed.
Lemma s79_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; E; F]) []) (s43_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==1 && d==1 *)
Lemma s79_c14_p23 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s79_board 0 1 1 1 -> fst (s79_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s79_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q23] in Hc |- *.
  rewrite tf_game_eq, (s79_c14_L), (s79_c14_R); cbn [map].
  pose proof (use_s79 IH 0 1 0 2 (opt_l _ _ _ (s79_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s84 IH 0 1 1 (opt_l _ _ _ (s79_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s79_c14_R1)).
  pose proof (use_s43 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s79_c14_R) ltac:(cbn [In]; left; reflexivity) (s79_c14_R1))) as Ho2.
  pose proof (use_s113 IH 0 1 1 1 (opt_r _ _ _ (s79_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s79_p13 Ho0 ltac:(zlia)).
  rewrite (s84_p5 Ho1 ltac:(zlia)).
  rewrite (s43_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c15_L (d : nat) : lmoves (s79_board 0 1 1 (2 + d)) = [s79_board 0 1 0 (3 + d); s112_board 0 1 1 (1 + d)].
Proof. unfold s112_board, s79_board. tf_options. Qed.
Lemma s79_c15_R (d : nat) : rmoves (s79_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []; s113_board 0 1 1 (2 + d)].
Proof. unfold s113_board, s79_board, strip. tf_options. Qed.
Lemma s79_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s79_c15_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s79_board 0 1 1 (2 + d) -> fst (s79_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q15] in Hc |- *.
  rewrite tf_game_eq, (s79_c15_L d), (s79_c15_R d); cbn [map].
  pose proof (use_s79 IH 0 1 0 (3 + d) (opt_l _ _ _ (s79_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 0 1 1 (1 + d) (opt_l _ _ _ (s79_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s79_c15_R1 d)).
  pose proof (use_s43 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c15_R d) ltac:(cbn [In]; left; reflexivity) (s79_c15_R1 d))) as Ho2.
  pose proof (use_s113 IH 0 1 1 (2 + d) (opt_r _ _ _ (s79_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s79_p17 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c15_p24 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s79_board 0 1 1 (2 + d) -> fst (s79_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q24] in Hc |- *.
  rewrite tf_game_eq, (s79_c15_L d), (s79_c15_R d); cbn [map].
  pose proof (use_s79 IH 0 1 0 (3 + d) (opt_l _ _ _ (s79_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 0 1 1 (1 + d) (opt_l _ _ _ (s79_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s79_c15_R1 d)).
  pose proof (use_s43 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s79_c15_R d) ltac:(cbn [In]; left; reflexivity) (s79_c15_R1 d))) as Ho2.
  pose proof (use_s113 IH 0 1 1 (2 + d) (opt_r _ _ _ (s79_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s79_p10 Ho0 ltac:(zlia)).
  rewrite (s112_p15 Ho1 ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==1 && c>=2 && d==0: the board of s32 *)
Lemma s79_c16_p21 x (Hs32 : s32_claim x) (c : nat) :
  x = s79_board 0 1 (2 + c) 0 -> fst (s79_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s79_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s79_q21] in Hc |- *.
  pose proof (Hs32 0 1 (2 + c) ltac:(rewrite Hx; unfold s79_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s79_c17_L (c : nat) : lmoves (s79_board 0 1 (2 + c) 1) = [s79_board 0 1 (1 + c) 2; s84_board 0 1 (2 + c)].
Proof. unfold s79_board, s84_board. tf_options. Qed.
Lemma s79_c17_R (c : nat) : rmoves (s79_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []; s113_board 0 1 (2 + c) 1].
Proof. unfold s113_board, s79_board, strip. tf_options. Qed.
Lemma s79_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []) (s43_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s79_c17_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s79_board 0 1 (2 + c) 1 -> fst (s79_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s79_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q23] in Hc |- *.
  rewrite tf_game_eq, (s79_c17_L c), (s79_c17_R c); cbn [map].
  pose proof (use_s79 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s79_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s84 IH 0 1 (2 + c) (opt_l _ _ _ (s79_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s79_c17_R1 c)).
  pose proof (use_s43 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s79_c17_R c) ltac:(cbn [In]; left; reflexivity) (s79_c17_R1 c))) as Ho2.
  pose proof (use_s113 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s79_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p15 Ho0 ltac:(zlia)).
    rewrite (s84_p5 Ho1 ltac:(zlia)).
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p24 Ho0 ltac:(zlia)).
    rewrite (s84_p5 Ho1 ltac:(zlia)).
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s79_c18_L (c d : nat) : lmoves (s79_board 0 1 (2 + c) (2 + d)) = [s79_board 0 1 (1 + c) (3 + d); s112_board 0 1 (2 + c) (1 + d)].
Proof. unfold s112_board, s79_board. tf_options. Qed.
Lemma s79_c18_R (c d : nat) : rmoves (s79_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; s113_board 0 1 (2 + c) (2 + d)].
Proof. unfold s113_board, s79_board, strip. tf_options. Qed.
Lemma s79_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s79_c18_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s79_board 0 1 (2 + c) (2 + d) -> fst (s79_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q15] in Hc |- *.
  rewrite tf_game_eq, (s79_c18_L c d), (s79_c18_R c d); cbn [map].
  pose proof (use_s79 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s79_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 0 1 (2 + c) (1 + d) (opt_l _ _ _ (s79_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s79_c18_R1 c d)).
  pose proof (use_s43 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s79_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s79_c18_R1 c d))) as Ho2.
  pose proof (use_s113 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s79_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==0 && d==0: the board of s32 *)
Lemma s79_c19_p9 x (Hs32 : s32_claim x) (b : nat) :
  x = s79_board 0 (2 + b) 0 0 -> fst (s79_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s79_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s79_q9] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 0 ltac:(rewrite Hx; unfold s79_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s79_c19_p12 x (Hs32 : s32_claim x) (b : nat) :
  x = s79_board 0 (2 + b) 0 0 -> fst (s79_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s79_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s79_q12] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 0 ltac:(rewrite Hx; unfold s79_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s79_c19_p13 x (Hs32 : s32_claim x) (b : nat) :
  x = s79_board 0 (2 + b) 0 0 -> fst (s79_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s79_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s79_q13] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 0 ltac:(rewrite Hx; unfold s79_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s79_c20_L (b : nat) : lmoves (s79_board 0 (2 + b) 0 1) = [s48_board 0 (1 + b) 0 2; s84_board 0 (2 + b) 0].
Proof. unfold s48_board, s79_board, s84_board. tf_options. Qed.
Lemma s79_c20_R (b : nat) : rmoves (s79_board 0 (2 + b) 0 1) = [s113_board 0 (2 + b) 0 1].
Proof. unfold s113_board, s79_board. tf_options. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s79_c20_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s79_board 0 (2 + b) 0 1 -> fst (s79_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s79_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q8] in Hc |- *.
  rewrite tf_game_eq, (s79_c20_L b), (s79_c20_R b); cbn [map].
  pose proof (use_s48 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s79_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s84 IH 0 (2 + b) 0 (opt_l _ _ _ (s79_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s79_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p37 Ho0 ltac:(zlia)).
  rewrite (s84_p7 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c20_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s79_board 0 (2 + b) 0 1 -> fst (s79_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s79_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q13] in Hc |- *.
  rewrite tf_game_eq, (s79_c20_L b), (s79_c20_R b); cbn [map].
  pose proof (use_s48 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s79_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s84 IH 0 (2 + b) 0 (opt_l _ _ _ (s79_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s79_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p20 Ho0 ltac:(zlia)).
  rewrite (s84_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c20_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s79_board 0 (2 + b) 0 1 -> fst (s79_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s79_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q25] in Hc |- *.
  rewrite tf_game_eq, (s79_c20_L b), (s79_c20_R b); cbn [map].
  pose proof (use_s48 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s79_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s84 IH 0 (2 + b) 0 (opt_l _ _ _ (s79_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s79_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p47 Ho0 ltac:(zlia)).
  rewrite (s84_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c20_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s79_board 0 (2 + b) 0 1 -> fst (s79_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s79_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q26] in Hc |- *.
  rewrite tf_game_eq, (s79_c20_L b), (s79_c20_R b); cbn [map].
  pose proof (use_s48 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s79_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s84 IH 0 (2 + b) 0 (opt_l _ _ _ (s79_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s79_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p52 Ho0 ltac:(zlia)).
  rewrite (s84_p10 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c21_L (b d : nat) : lmoves (s79_board 0 (2 + b) 0 (2 + d)) = [s48_board 0 (1 + b) 0 (3 + d); s112_board 0 (2 + b) 0 (1 + d)].
Proof. unfold s112_board, s48_board, s79_board. tf_options. Qed.
Lemma s79_c21_R (b d : nat) : rmoves (s79_board 0 (2 + b) 0 (2 + d)) = [s113_board 0 (2 + b) 0 (2 + d)].
Proof. unfold s113_board, s79_board. tf_options. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s79_c21_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s79_board 0 (2 + b) 0 (2 + d) -> fst (s79_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q8] in Hc |- *.
  rewrite tf_game_eq, (s79_c21_L b d), (s79_c21_R b d); cbn [map].
  pose proof (use_s48 IH 0 (1 + b) 0 (3 + d) (opt_l _ _ _ (s79_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 0 (2 + b) 0 (1 + d) (opt_l _ _ _ (s79_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s79_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s48_p21 Ho0 ltac:(zlia)).
  rewrite (s112_p7 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c21_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s79_board 0 (2 + b) 0 (2 + d) -> fst (s79_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q16] in Hc |- *.
  rewrite tf_game_eq, (s79_c21_L b d), (s79_c21_R b d); cbn [map].
  pose proof (use_s48 IH 0 (1 + b) 0 (3 + d) (opt_l _ _ _ (s79_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 0 (2 + b) 0 (1 + d) (opt_l _ _ _ (s79_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s79_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s48_p21 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p38 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p48 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p53 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s79_c21_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s79_board 0 (2 + b) 0 (2 + d) -> fst (s79_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q17] in Hc |- *.
  rewrite tf_game_eq, (s79_c21_L b d), (s79_c21_R b d); cbn [map].
  pose proof (use_s48 IH 0 (1 + b) 0 (3 + d) (opt_l _ _ _ (s79_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 0 (2 + b) 0 (1 + d) (opt_l _ _ _ (s79_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s79_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s48_p21 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p38 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p48 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p53 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==1 && d==0: the board of s32 *)
Lemma s79_c22_p21 x (Hs32 : s32_claim x) (b : nat) :
  x = s79_board 0 (2 + b) 1 0 -> fst (s79_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s79_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s79_q21] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 1 ltac:(rewrite Hx; unfold s79_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s79_c23_L (b : nat) : lmoves (s79_board 0 (2 + b) 1 1) = [s79_board 0 (2 + b) 0 2; s84_board 0 (2 + b) 1].
Proof. unfold s79_board, s84_board. tf_options. Qed.
Lemma s79_c23_R (b : nat) : rmoves (s79_board 0 (2 + b) 1 1) = [s113_board 0 (2 + b) 1 1].
Proof. unfold s113_board, s79_board. tf_options. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s79_c23_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s79_board 0 (2 + b) 1 1 -> fst (s79_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s79_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q23] in Hc |- *.
  rewrite tf_game_eq, (s79_c23_L b), (s79_c23_R b); cbn [map].
  pose proof (use_s79 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s79_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s84 IH 0 (2 + b) 1 (opt_l _ _ _ (s79_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s79_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p8 Ho0 ltac:(zlia)).
    rewrite (s84_p5 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p16 Ho0 ltac:(zlia)).
    rewrite (s84_p5 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

