(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s130 *)
Lemma s160_c18_p26 x (Hs130 : s130_claim x) (d e : nat) :
  x = s160_board 0 0 1 (2 + d) (2 + e) -> fst (s160_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q26] in Hc |- *.
  pose proof (Hs130 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c18_p29 x (Hs130 : s130_claim x) (d e : nat) :
  x = s160_board 0 0 1 (2 + d) (2 + e) -> fst (s160_q29 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q29 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q29] in Hc |- *.
  pose proof (Hs130 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s59 *)
Lemma s160_c19_p33 x (Hs59 : s59_claim x) (c : nat) :
  x = s160_board 0 0 (2 + c) 0 0 -> fst (s160_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs59 0 (2 + c) 0 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s59 *)
Lemma s160_c20_p35 x (Hs59 : s59_claim x) (c : nat) :
  x = s160_board 0 0 (2 + c) 0 1 -> fst (s160_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs59 0 (2 + c) 1 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s59 *)
Lemma s160_c21_p36 x (Hs59 : s59_claim x) (c e : nat) :
  x = s160_board 0 0 (2 + c) 0 (2 + e) -> fst (s160_q36 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs59 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c21_p37 x (Hs59 : s59_claim x) (c e : nat) :
  x = s160_board 0 0 (2 + c) 0 (2 + e) -> fst (s160_q37 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs59 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s130 *)
Lemma s160_c22_p33 x (Hs130 : s130_claim x) (c : nat) :
  x = s160_board 0 0 (2 + c) 1 0 -> fst (s160_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs130 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s130 *)
Lemma s160_c23_p35 x (Hs130 : s130_claim x) (c : nat) :
  x = s160_board 0 0 (2 + c) 1 1 -> fst (s160_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs130 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s130 *)
Lemma s160_c24_p36 x (Hs130 : s130_claim x) (c e : nat) :
  x = s160_board 0 0 (2 + c) 1 (2 + e) -> fst (s160_q36 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs130 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c24_p37 x (Hs130 : s130_claim x) (c e : nat) :
  x = s160_board 0 0 (2 + c) 1 (2 + e) -> fst (s160_q37 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs130 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s130 *)
Lemma s160_c25_p33 x (Hs130 : s130_claim x) (c d : nat) :
  x = s160_board 0 0 (2 + c) (2 + d) 0 -> fst (s160_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs130 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s130 *)
Lemma s160_c26_p35 x (Hs130 : s130_claim x) (c d : nat) :
  x = s160_board 0 0 (2 + c) (2 + d) 1 -> fst (s160_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs130 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s130 *)
Lemma s160_c27_p36 x (Hs130 : s130_claim x) (c d e : nat) :
  x = s160_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s160_q36 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs130 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c27_p37 x (Hs130 : s130_claim x) (c d e : nat) :
  x = s160_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s160_q37 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs130 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s90 *)
Lemma s160_c28_p6 x (Hs90 : s90_claim x) :
  x = s160_board 0 1 0 0 0 -> fst (s160_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q6] in Hc |- *.
  pose proof (Hs90 0 1 0 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s90 *)
Lemma s160_c29_p17 x (Hs90 : s90_claim x) :
  x = s160_board 0 1 0 0 1 -> fst (s160_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q17] in Hc |- *.
  pose proof (Hs90 0 1 0 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s90 *)
Lemma s160_c30_p38 x (Hs90 : s90_claim x) (e : nat) :
  x = s160_board 0 1 0 0 (2 + e) -> fst (s160_q38 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q38 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q38] in Hc |- *.
  pose proof (Hs90 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c31_L : lmoves (s160_board 0 1 0 1 0) = [s130_board 0 1 1 0; strip [] ([E; T; E; F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c31_L2 : tf_norm (strip [] ([E; T; E; F; E; F; T; T; F]) []) (s48_board 0 1 0 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c31_R : rmoves (s160_board 0 1 0 1 0) = [s167_board 0 1 0 1 0; strip [] ([E; T; E; F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c31_R2 : tf_norm (strip [] ([E; T; E; F; T; F; F]) [(1, 1)]) (s98_board 0 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==0 && d==1 && e==0 *)
Lemma s160_c31_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s160_board 0 1 0 1 0 -> fst (s160_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q21] in Hc |- *.
  rewrite tf_game_eq, (s160_c31_L), (s160_c31_R); cbn [map].
  pose proof (use_s130 IH 0 1 1 0 (opt_l _ _ _ (s160_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c31_L2)).
  pose proof (use_s48 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s160_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c31_L2))) as Ho1.
  pose proof (use_s167 IH 0 1 0 1 0 (opt_r _ _ _ (s160_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c31_R2)).
  pose proof (use_s98 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s160_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c31_R2))) as Ho3.
  rewrite (s130_p18 Ho0 ltac:(zlia)).
  rewrite (s48_p18 Ho1 ltac:(zlia)).
  rewrite (s167_p48 Ho2 ltac:(zlia)).
  rewrite (s98_p12 Ho3 ltac:(zlia)).
  rewrite (s98_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s160_c32_L : lmoves (s160_board 0 1 0 1 1) = [s130_board 0 1 1 1; strip [] ([E; T; E; F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c32_L2 : tf_norm (strip [] ([E; T; E; F; T; F; E; T; T; F]) []) (s82_board 0 1 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c32_R : rmoves (s160_board 0 1 0 1 1) = [s167_board 0 1 0 1 1; strip [] ([E; T; E; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c32_R2 : tf_norm (strip [] ([E; T; E; F; T; F; T; F]) [(1, 1)]) (s159_board 0 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==0 && d==1 && e==1 *)
Lemma s160_c32_p39 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s160_board 0 1 0 1 1 -> fst (s160_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q39] in Hc |- *.
  rewrite tf_game_eq, (s160_c32_L), (s160_c32_R); cbn [map].
  pose proof (use_s130 IH 0 1 1 1 (opt_l _ _ _ (s160_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c32_L2)).
  pose proof (use_s82 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s160_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c32_L2))) as Ho1.
  pose proof (use_s167 IH 0 1 0 1 1 (opt_r _ _ _ (s160_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c32_R2)).
  pose proof (use_s159 IH 0 1 0 1 1 (opt_norm_r _ _ _ _ _ (s160_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c32_R2))) as Ho3.
  rewrite (s130_p20 Ho0 ltac:(zlia)).
  rewrite (s82_p7 Ho1 ltac:(zlia)).
  rewrite (s167_p52 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  rewrite (s159_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s160_c33_L (e : nat) : lmoves (s160_board 0 1 0 1 (2 + e)) = [s130_board 0 1 1 (2 + e); strip [] (E :: T :: E :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c33_L2 (e : nat) : tf_norm (strip [] (E :: T :: E :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 0 1 0 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; F; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c33_R (e : nat) : rmoves (s160_board 0 1 0 1 (2 + e)) = [s167_board 0 1 0 1 (2 + e); strip [] (E :: T :: E :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c33_R2 (e : nat) : tf_norm (strip [] (E :: T :: E :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 0 1 0 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s160_c33_p42 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s160_board 0 1 0 1 (2 + e) -> fst (s160_q42 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q42 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q42] in Hc |- *.
  rewrite tf_game_eq, (s160_c33_L e), (s160_c33_R e); cbn [map].
  pose proof (use_s130 IH 0 1 1 (2 + e) (opt_l _ _ _ (s160_c33_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c33_L2 e)).
  pose proof (use_s82 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s160_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c33_L2 e))) as Ho1.
  pose proof (use_s167 IH 0 1 0 1 (2 + e) (opt_r _ _ _ (s160_c33_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c33_R2 e)).
  pose proof (use_s159 IH 0 1 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c33_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c33_R2 e))) as Ho3.
  rewrite (s130_p24 Ho0 ltac:(zlia)).
  rewrite (s82_p7 Ho1 ltac:(zlia)).
  rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  rewrite (s159_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c33_p44 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s160_board 0 1 0 1 (2 + e) -> fst (s160_q44 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q44 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q44] in Hc |- *.
  rewrite tf_game_eq, (s160_c33_L e), (s160_c33_R e); cbn [map].
  pose proof (use_s130 IH 0 1 1 (2 + e) (opt_l _ _ _ (s160_c33_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c33_L2 e)).
  pose proof (use_s82 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s160_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c33_L2 e))) as Ho1.
  pose proof (use_s167 IH 0 1 0 1 (2 + e) (opt_r _ _ _ (s160_c33_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c33_R2 e)).
  pose proof (use_s159 IH 0 1 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c33_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c33_R2 e))) as Ho3.
  rewrite (s130_p26 Ho0 ltac:(zlia)).
  rewrite (s82_p7 Ho1 ltac:(zlia)).
  rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  rewrite (s159_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c34_L (d : nat) : lmoves (s160_board 0 1 0 (2 + d) 0) = [s130_board 0 1 (2 + d) 0; strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c34_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s48_board 0 1 0 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c34_R (d : nat) : rmoves (s160_board 0 1 0 (2 + d) 0) = [s167_board 0 1 0 (2 + d) 0; strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c34_R2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s98_board 0 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s160_c34_p21 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s160_board 0 1 0 (2 + d) 0 -> fst (s160_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q21] in Hc |- *.
  rewrite tf_game_eq, (s160_c34_L d), (s160_c34_R d); cbn [map].
  pose proof (use_s130 IH 0 1 (2 + d) 0 (opt_l _ _ _ (s160_c34_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c34_L2 d)).
  pose proof (use_s48 IH 0 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s160_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c34_L2 d))) as Ho1.
  pose proof (use_s167 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s160_c34_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c34_R2 d)).
  pose proof (use_s98 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s160_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c34_R2 d))) as Ho3.
  rewrite (s130_p18 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p19 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p12 Ho3 ltac:(zlia)).
    rewrite (s98_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s48_p20 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p12 Ho3 ltac:(zlia)).
    rewrite (s98_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s48_p21 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p12 Ho3 ltac:(zlia)).
    rewrite (s98_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s160_c35_L (d : nat) : lmoves (s160_board 0 1 0 (2 + d) 1) = [s130_board 0 1 (2 + d) 1; strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c35_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s82_board 0 1 0 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c35_R (d : nat) : rmoves (s160_board 0 1 0 (2 + d) 1) = [s167_board 0 1 0 (2 + d) 1; strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c35_R2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s159_board 0 1 0 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s160_c35_p39 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s160_board 0 1 0 (2 + d) 1 -> fst (s160_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q39] in Hc |- *.
  rewrite tf_game_eq, (s160_c35_L d), (s160_c35_R d); cbn [map].
  pose proof (use_s130 IH 0 1 (2 + d) 1 (opt_l _ _ _ (s160_c35_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c35_L2 d)).
  pose proof (use_s82 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c35_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c35_L2 d))) as Ho1.
  pose proof (use_s167 IH 0 1 0 (2 + d) 1 (opt_r _ _ _ (s160_c35_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c35_R2 d)).
  pose proof (use_s159 IH 0 1 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c35_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c35_R2 d))) as Ho3.
  rewrite (s130_p20 Ho0 ltac:(zlia)).
  rewrite (s82_p7 Ho1 ltac:(zlia)).
  rewrite (s167_p53 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  rewrite (s159_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s160_c36_L (d e : nat) : lmoves (s160_board 0 1 0 (2 + d) (2 + e)) = [s130_board 0 1 (2 + d) (2 + e); strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c36_L2 (d e : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 0 1 0 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c36_R (d e : nat) : rmoves (s160_board 0 1 0 (2 + d) (2 + e)) = [s167_board 0 1 0 (2 + d) (2 + e); strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c36_R2 (d e : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 0 1 0 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s160_c36_p42 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s160_board 0 1 0 (2 + d) (2 + e) -> fst (s160_q42 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q42 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q42] in Hc |- *.
  rewrite tf_game_eq, (s160_c36_L d e), (s160_c36_R d e); cbn [map].
  pose proof (use_s130 IH 0 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c36_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c36_L2 d e)).
  pose proof (use_s82 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c36_L2 d e))) as Ho1.
  pose proof (use_s167 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c36_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c36_R2 d e)).
  pose proof (use_s159 IH 0 1 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c36_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c36_R2 d e))) as Ho3.
  rewrite (s130_p24 Ho0 ltac:(zlia)).
  rewrite (s82_p7 Ho1 ltac:(zlia)).
  rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  rewrite (s159_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c36_p44 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s160_board 0 1 0 (2 + d) (2 + e) -> fst (s160_q44 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q44 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q44] in Hc |- *.
  rewrite tf_game_eq, (s160_c36_L d e), (s160_c36_R d e); cbn [map].
  pose proof (use_s130 IH 0 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c36_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c36_L2 d e)).
  pose proof (use_s82 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c36_L2 d e))) as Ho1.
  pose proof (use_s167 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c36_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c36_R2 d e)).
  pose proof (use_s159 IH 0 1 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c36_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c36_R2 d e))) as Ho3.
  rewrite (s130_p26 Ho0 ltac:(zlia)).
  rewrite (s82_p7 Ho1 ltac:(zlia)).
  rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  rewrite (s159_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s90 *)
Lemma s160_c37_p45 x (Hs90 : s90_claim x) :
  x = s160_board 0 1 1 0 0 -> fst (s160_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q45] in Hc |- *.
  pose proof (Hs90 0 1 1 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==1 && d==0 && e==1: the board of s90 *)
Lemma s160_c38_p46 x (Hs90 : s90_claim x) :
  x = s160_board 0 1 1 0 1 -> fst (s160_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q46] in Hc |- *.
  pose proof (Hs90 0 1 1 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==1 && d==0 && e>=2: the board of s90 *)
Lemma s160_c39_p47 x (Hs90 : s90_claim x) (e : nat) :
  x = s160_board 0 1 1 0 (2 + e) -> fst (s160_q47 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q47 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q47] in Hc |- *.
  pose proof (Hs90 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s160_c40_L : lmoves (s160_board 0 1 1 1 0) = [s130_board 0 2 1 0; strip [] ([E; T; E; T; F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c40_L2 : tf_norm (strip [] ([E; T; E; T; F; E; F; T; T; F]) []) (s48_board 0 1 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; T; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; T; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c40_R : rmoves (s160_board 0 1 1 1 0) = [s167_board 0 1 1 1 0; strip [] ([E; T; E; T; F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c40_R2 : tf_norm (strip [] ([E; T; E; T; F; T; F; F]) [(1, 1)]) (s98_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s160_c40_p48 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s160_board 0 1 1 1 0 -> fst (s160_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q48] in Hc |- *.
  rewrite tf_game_eq, (s160_c40_L), (s160_c40_R); cbn [map].
  pose proof (use_s130 IH 0 2 1 0 (opt_l _ _ _ (s160_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c40_L2)).
  pose proof (use_s48 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s160_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c40_L2))) as Ho1.
  pose proof (use_s167 IH 0 1 1 1 0 (opt_r _ _ _ (s160_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c40_R2)).
  pose proof (use_s98 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s160_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c40_R2))) as Ho3.
  rewrite (s130_p28 Ho0 ltac:(zlia)).
  rewrite (s48_p22 Ho1 ltac:(zlia)).
  rewrite (s167_p12 Ho2 ltac:(zlia)).
  rewrite (s98_p15 Ho3 ltac:(zlia)).
  rewrite (s98_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s160_c41_L : lmoves (s160_board 0 1 1 1 1) = [s130_board 0 2 1 1; strip [] ([E; T; E; T; F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c41_L2 : tf_norm (strip [] ([E; T; E; T; F; T; F; E; T; T; F]) []) (s82_board 0 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; T; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; T; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c41_R : rmoves (s160_board 0 1 1 1 1) = [s167_board 0 1 1 1 1; strip [] ([E; T; E; T; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c41_R2 : tf_norm (strip [] ([E; T; E; T; F; T; F; T; F]) [(1, 1)]) (s159_board 0 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s160_c41_p34 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s160_board 0 1 1 1 1 -> fst (s160_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q34] in Hc |- *.
  rewrite tf_game_eq, (s160_c41_L), (s160_c41_R); cbn [map].
  pose proof (use_s130 IH 0 2 1 1 (opt_l _ _ _ (s160_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c41_L2)).
  pose proof (use_s82 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s160_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c41_L2))) as Ho1.
  pose proof (use_s167 IH 0 1 1 1 1 (opt_r _ _ _ (s160_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c41_R2)).
  pose proof (use_s159 IH 0 1 1 1 1 (opt_norm_r _ _ _ _ _ (s160_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c41_R2))) as Ho3.
  rewrite (s130_p29 Ho0 ltac:(zlia)).
  rewrite (s82_p10 Ho1 ltac:(zlia)).
  rewrite (s167_p65 Ho2 ltac:(zlia)).
  rewrite (s159_p21 Ho3 ltac:(zlia)).
  rewrite (s159_p21_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s160_c42_L (e : nat) : lmoves (s160_board 0 1 1 1 (2 + e)) = [s130_board 0 2 1 (2 + e); strip [] (E :: T :: E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c42_L2 (e : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 0 1 1 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; T; F; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c42_R (e : nat) : rmoves (s160_board 0 1 1 1 (2 + e)) = [s167_board 0 1 1 1 (2 + e); strip [] (E :: T :: E :: T :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c42_R2 (e : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 0 1 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s160_c42_p50 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s160_board 0 1 1 1 (2 + e) -> fst (s160_q50 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q50 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q50] in Hc |- *.
  rewrite tf_game_eq, (s160_c42_L e), (s160_c42_R e); cbn [map].
  pose proof (use_s130 IH 0 2 1 (2 + e) (opt_l _ _ _ (s160_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c42_L2 e)).
  pose proof (use_s82 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s160_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c42_L2 e))) as Ho1.
  pose proof (use_s167 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s160_c42_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c42_R2 e)).
  pose proof (use_s159 IH 0 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c42_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c42_R2 e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s130_p30 Ho0 ltac:(zlia)).
    rewrite (s82_p10 Ho1 ltac:(zlia)).
    rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p67 Ho2 ltac:(zlia)).
    rewrite (s159_p21 Ho3 ltac:(zlia)).
    rewrite (s159_p21_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s130_p31 Ho0 ltac:(zlia)).
    rewrite (s82_p10 Ho1 ltac:(zlia)).
    rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p67 Ho2 ltac:(zlia)).
    rewrite (s159_p21 Ho3 ltac:(zlia)).
    rewrite (s159_p21_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s160_c43_L (d : nat) : lmoves (s160_board 0 1 1 (2 + d) 0) = [s130_board 0 2 (2 + d) 0; strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c43_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s48_board 0 1 1 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c43_R (d : nat) : rmoves (s160_board 0 1 1 (2 + d) 0) = [s167_board 0 1 1 (2 + d) 0; strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c43_R2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s98_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s160_c43_p51 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s160_board 0 1 1 (2 + d) 0 -> fst (s160_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q51] in Hc |- *.
  rewrite tf_game_eq, (s160_c43_L d), (s160_c43_R d); cbn [map].
  pose proof (use_s130 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s160_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c43_L2 d)).
  pose proof (use_s48 IH 0 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s160_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c43_L2 d))) as Ho1.
  pose proof (use_s167 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s160_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c43_R2 d)).
  pose proof (use_s98 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s160_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c43_R2 d))) as Ho3.
  rewrite (s130_p28 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p24 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p16 Ho3 ltac:(zlia)).
    rewrite (s98_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s48_p25 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p16 Ho3 ltac:(zlia)).
    rewrite (s98_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s48_p26 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p16 Ho3 ltac:(zlia)).
    rewrite (s98_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s160_c44_L (d : nat) : lmoves (s160_board 0 1 1 (2 + d) 1) = [s130_board 0 2 (2 + d) 1; strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c44_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s82_board 0 1 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c44_R (d : nat) : rmoves (s160_board 0 1 1 (2 + d) 1) = [s167_board 0 1 1 (2 + d) 1; strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c44_R2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s159_board 0 1 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s160_c44_p34 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s160_board 0 1 1 (2 + d) 1 -> fst (s160_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q34] in Hc |- *.
  rewrite tf_game_eq, (s160_c44_L d), (s160_c44_R d); cbn [map].
  pose proof (use_s130 IH 0 2 (2 + d) 1 (opt_l _ _ _ (s160_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c44_L2 d)).
  pose proof (use_s82 IH 0 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c44_L2 d))) as Ho1.
  pose proof (use_s167 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s160_c44_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c44_R2 d)).
  pose proof (use_s159 IH 0 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c44_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c44_R2 d))) as Ho3.
  rewrite (s130_p29 Ho0 ltac:(zlia)).
  rewrite (s82_p10 Ho1 ltac:(zlia)).
  rewrite (s167_p53 Ho2 ltac:(zlia)).
  rewrite (s159_p23 Ho3 ltac:(zlia)).
  rewrite (s159_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s160_c45_L (d e : nat) : lmoves (s160_board 0 1 1 (2 + d) (2 + e)) = [s130_board 0 2 (2 + d) (2 + e); strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c45_L2 (d e : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 0 1 1 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c45_R (d e : nat) : rmoves (s160_board 0 1 1 (2 + d) (2 + e)) = [s167_board 0 1 1 (2 + d) (2 + e); strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c45_R2 (d e : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 0 1 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s160_c45_p53 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s160_board 0 1 1 (2 + d) (2 + e) -> fst (s160_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q53] in Hc |- *.
  rewrite tf_game_eq, (s160_c45_L d e), (s160_c45_R d e); cbn [map].
  pose proof (use_s130 IH 0 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c45_L2 d e)).
  pose proof (use_s82 IH 0 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c45_L2 d e))) as Ho1.
  pose proof (use_s167 IH 0 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c45_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c45_R2 d e)).
  pose proof (use_s159 IH 0 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c45_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c45_R2 d e))) as Ho3.
  rewrite (s130_p30 Ho0 ltac:(zlia)).
  rewrite (s82_p10 Ho1 ltac:(zlia)).
  rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho2 ltac:(zlia)).
  rewrite (s159_p23 Ho3 ltac:(zlia)).
  rewrite (s159_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c45_p55 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s160_board 0 1 1 (2 + d) (2 + e) -> fst (s160_q55 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q55 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q55] in Hc |- *.
  rewrite tf_game_eq, (s160_c45_L d e), (s160_c45_R d e); cbn [map].
  pose proof (use_s130 IH 0 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c45_L2 d e)).
  pose proof (use_s82 IH 0 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c45_L2 d e))) as Ho1.
  pose proof (use_s167 IH 0 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c45_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c45_R2 d e)).
  pose proof (use_s159 IH 0 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c45_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c45_R2 d e))) as Ho3.
  rewrite (s130_p31 Ho0 ltac:(zlia)).
  rewrite (s82_p10 Ho1 ltac:(zlia)).
  rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p23 Ho3 ltac:(zlia)).
  rewrite (s159_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s90 *)
Lemma s160_c46_p33 x (Hs90 : s90_claim x) (c : nat) :
  x = s160_board 0 1 (2 + c) 0 0 -> fst (s160_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs90 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c>=2 && d==0 && e==1: the board of s90 *)
Lemma s160_c47_p35 x (Hs90 : s90_claim x) (c : nat) :
  x = s160_board 0 1 (2 + c) 0 1 -> fst (s160_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs90 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c>=2 && d==0 && e>=2: the board of s90 *)
Lemma s160_c48_p36 x (Hs90 : s90_claim x) (c e : nat) :
  x = s160_board 0 1 (2 + c) 0 (2 + e) -> fst (s160_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs90 0 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c48_p37 x (Hs90 : s90_claim x) (c e : nat) :
  x = s160_board 0 1 (2 + c) 0 (2 + e) -> fst (s160_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs90 0 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c49_L (c : nat) : lmoves (s160_board 0 1 (2 + c) 1 0) = [s130_board 0 (3 + c) 1 0; strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c49_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F; T; T; F]) []) (s48_board 0 1 (2 + c) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c49_R (c : nat) : rmoves (s160_board 0 1 (2 + c) 1 0) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c49_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; F]) [(1, 1)]) (s98_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s160_c49_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s160_board 0 1 (2 + c) 1 0 -> fst (s160_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q33] in Hc |- *.
  rewrite tf_game_eq, (s160_c49_L c), (s160_c49_R c); cbn [map].
  pose proof (use_s130 IH 0 (3 + c) 1 0 (opt_l _ _ _ (s160_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c49_L2 c)).
  pose proof (use_s48 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s160_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c49_L2 c))) as Ho1.
  rewrite (tf_norm_game (s160_c49_R1 c)).
  pose proof (use_s98 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s160_c49_R c) ltac:(cbn [In]; left; reflexivity) (s160_c49_R1 c))) as Ho2.
  rewrite (s130_p28 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p22 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p33 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p34 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s160_c50_L (c : nat) : lmoves (s160_board 0 1 (2 + c) 1 1) = [s130_board 0 (3 + c) 1 1; strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c50_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E; T; T; F]) []) (s82_board 0 1 (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c50_R (c : nat) : rmoves (s160_board 0 1 (2 + c) 1 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c50_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; T; F]) [(1, 1)]) (s159_board 0 1 (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s160_c50_p35 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s160_board 0 1 (2 + c) 1 1 -> fst (s160_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q35] in Hc |- *.
  rewrite tf_game_eq, (s160_c50_L c), (s160_c50_R c); cbn [map].
  pose proof (use_s130 IH 0 (3 + c) 1 1 (opt_l _ _ _ (s160_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c50_L2 c)).
  pose proof (use_s82 IH 0 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s160_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c50_L2 c))) as Ho1.
  rewrite (tf_norm_game (s160_c50_R1 c)).
  pose proof (use_s159 IH 0 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s160_c50_R c) ltac:(cbn [In]; left; reflexivity) (s160_c50_R1 c))) as Ho2.
  rewrite (s130_p29 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s159_p11 Ho2 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s160_c51_L (c e : nat) : lmoves (s160_board 0 1 (2 + c) 1 (2 + e)) = [s130_board 0 (3 + c) 1 (2 + e); strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c51_L2 (c e : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 0 1 (2 + c) 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c51_R (c e : nat) : rmoves (s160_board 0 1 (2 + c) 1 (2 + e)) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c51_R1 (c e : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 0 1 (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s160_c51_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s160_board 0 1 (2 + c) 1 (2 + e) -> fst (s160_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q36] in Hc |- *.
  rewrite tf_game_eq, (s160_c51_L c e), (s160_c51_R c e); cbn [map].
  pose proof (use_s130 IH 0 (3 + c) 1 (2 + e) (opt_l _ _ _ (s160_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c51_L2 c e)).
  pose proof (use_s82 IH 0 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s160_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c51_L2 c e))) as Ho1.
  rewrite (tf_norm_game (s160_c51_R1 c e)).
  pose proof (use_s159 IH 0 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c51_R c e) ltac:(cbn [In]; left; reflexivity) (s160_c51_R1 c e))) as Ho2.
  rewrite (s130_p30 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho2 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c51_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s160_board 0 1 (2 + c) 1 (2 + e) -> fst (s160_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q37] in Hc |- *.
  rewrite tf_game_eq, (s160_c51_L c e), (s160_c51_R c e); cbn [map].
  pose proof (use_s130 IH 0 (3 + c) 1 (2 + e) (opt_l _ _ _ (s160_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c51_L2 c e)).
  pose proof (use_s82 IH 0 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s160_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c51_L2 c e))) as Ho1.
  rewrite (tf_norm_game (s160_c51_R1 c e)).
  pose proof (use_s159 IH 0 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c51_R c e) ltac:(cbn [In]; left; reflexivity) (s160_c51_R1 c e))) as Ho2.
  rewrite (s130_p31 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho2 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c52_L (c d : nat) : lmoves (s160_board 0 1 (2 + c) (2 + d) 0) = [s130_board 0 (3 + c) (2 + d) 0; strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c52_L2 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s48_board 0 1 (2 + c) (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c52_R (c d : nat) : rmoves (s160_board 0 1 (2 + c) (2 + d) 0) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c52_R1 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s98_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s160_c52_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s160_board 0 1 (2 + c) (2 + d) 0 -> fst (s160_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q33] in Hc |- *.
  rewrite tf_game_eq, (s160_c52_L c d), (s160_c52_R c d); cbn [map].
  pose proof (use_s130 IH 0 (3 + c) (2 + d) 0 (opt_l _ _ _ (s160_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c52_L2 c d)).
  pose proof (use_s48 IH 0 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s160_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c52_L2 c d))) as Ho1.
  rewrite (tf_norm_game (s160_c52_R1 c d)).
  pose proof (use_s98 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s160_c52_R c d) ltac:(cbn [In]; left; reflexivity) (s160_c52_R1 c d))) as Ho2.
  rewrite (s130_p28 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s48_p27 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p29 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p31 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p32 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s160_c53_L (c d : nat) : lmoves (s160_board 0 1 (2 + c) (2 + d) 1) = [s130_board 0 (3 + c) (2 + d) 1; strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c53_L2 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s82_board 0 1 (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c53_R (c d : nat) : rmoves (s160_board 0 1 (2 + c) (2 + d) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c53_R1 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s159_board 0 1 (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s160_c53_p35 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s160_board 0 1 (2 + c) (2 + d) 1 -> fst (s160_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q35] in Hc |- *.
  rewrite tf_game_eq, (s160_c53_L c d), (s160_c53_R c d); cbn [map].
  pose proof (use_s130 IH 0 (3 + c) (2 + d) 1 (opt_l _ _ _ (s160_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c53_L2 c d)).
  pose proof (use_s82 IH 0 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s160_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c53_L2 c d))) as Ho1.
  rewrite (tf_norm_game (s160_c53_R1 c d)).
  pose proof (use_s159 IH 0 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s160_c53_R1 c d))) as Ho2.
  rewrite (s130_p29 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s159_p11 Ho2 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s160_c54_L (c d e : nat) : lmoves (s160_board 0 1 (2 + c) (2 + d) (2 + e)) = [s130_board 0 (3 + c) (2 + d) (2 + e); strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c54_L2 (c d e : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 0 1 (2 + c) (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c54_R (c d e : nat) : rmoves (s160_board 0 1 (2 + c) (2 + d) (2 + e)) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c54_R1 (c d e : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 0 1 (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s160_c54_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s160_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s160_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q36] in Hc |- *.
  rewrite tf_game_eq, (s160_c54_L c d e), (s160_c54_R c d e); cbn [map].
  pose proof (use_s130 IH 0 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s160_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c54_L2 c d e)).
  pose proof (use_s82 IH 0 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s160_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c54_L2 c d e))) as Ho1.
  rewrite (tf_norm_game (s160_c54_R1 c d e)).
  pose proof (use_s159 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c54_R c d e) ltac:(cbn [In]; left; reflexivity) (s160_c54_R1 c d e))) as Ho2.
  rewrite (s130_p30 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho2 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c54_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s160_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s160_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q37] in Hc |- *.
  rewrite tf_game_eq, (s160_c54_L c d e), (s160_c54_R c d e); cbn [map].
  pose proof (use_s130 IH 0 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s160_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c54_L2 c d e)).
  pose proof (use_s82 IH 0 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s160_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c54_L2 c d e))) as Ho1.
  rewrite (tf_norm_game (s160_c54_R1 c d e)).
  pose proof (use_s159 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c54_R c d e) ltac:(cbn [In]; left; reflexivity) (s160_c54_R1 c d e))) as Ho2.
  rewrite (s130_p31 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho2 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s90 *)
Lemma s160_c55_p56 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 0 (2 + b) 0 0 0 -> fst (s160_q56 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q56 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q56] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c55_p80 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 0 (2 + b) 0 0 0 -> fst (s160_q80 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q80 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q80] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c55_p101 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 0 (2 + b) 0 0 0 -> fst (s160_q101 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q101 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q101] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s90 *)
Lemma s160_c56_p57 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 0 (2 + b) 0 0 1 -> fst (s160_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q57] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c56_p81 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 0 (2 + b) 0 0 1 -> fst (s160_q81 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q81 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q81] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c56_p103 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 0 (2 + b) 0 0 1 -> fst (s160_q103 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q103 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q103] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s90 *)
Lemma s160_c57_p58 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 0 0 (2 + e) -> fst (s160_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q58] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c57_p59 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 0 0 (2 + e) -> fst (s160_q59 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q59 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q59] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c57_p82 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 0 0 (2 + e) -> fst (s160_q82 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q82 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q82] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s160_c57_p83 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 0 0 (2 + e) -> fst (s160_q83 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q83 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q83] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c57_p84 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 0 0 (2 + e) -> fst (s160_q84 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q84 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q84] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c57_p106 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 0 0 (2 + e) -> fst (s160_q106 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q106 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q106] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c57_p107 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 0 0 (2 + e) -> fst (s160_q107 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q107 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q107] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c57_p108 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 0 0 (2 + e) -> fst (s160_q108 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q108 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q108] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c57_p121 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 0 0 (2 + e) -> fst (s160_q121 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q121 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q121] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c57_p122 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 0 0 (2 + e) -> fst (s160_q122 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q122 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q122] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c58_L (b : nat) : lmoves (s160_board 0 (2 + b) 0 1 0) = [s160_board 0 (1 + b) 1 1 0; strip [] (E :: repeat T (2 + b) ++ [E; F; E; F; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c58_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; E; F; T; T; F]) []) (s48_board 0 (2 + b) 0 0) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [E; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c58_R (b : nat) : rmoves (s160_board 0 (2 + b) 0 1 0) = [s167_board 0 (2 + b) 0 1 0; strip [] (E :: repeat T (2 + b) ++ [E; F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c58_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; T; F; F]) [(1, 1)]) (s98_board 0 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==0 && d==1 && e==0 *)
Lemma s160_c58_p60 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s160_board 0 (2 + b) 0 1 0 -> fst (s160_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q60] in Hc |- *.
  rewrite tf_game_eq, (s160_c58_L b), (s160_c58_R b); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 0 (opt_l _ _ _ (s160_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c58_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s160_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c58_L2 b))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s160_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c58_R2 b)).
  pose proof (use_s98 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s160_c58_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c58_R2 b))) as Ho3.
  rewrite (s160_p48 Ho0 ltac:(zlia)).
  rewrite (s48_p35 Ho1 ltac:(zlia)).
  rewrite (s167_p51 Ho2 ltac:(zlia)).
  rewrite (s98_p19 Ho3 ltac:(zlia)).
  rewrite (s98_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c58_p85 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s160_board 0 (2 + b) 0 1 0 -> fst (s160_q85 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q85 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q85] in Hc |- *.
  rewrite tf_game_eq, (s160_c58_L b), (s160_c58_R b); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 0 (opt_l _ _ _ (s160_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c58_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s160_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c58_L2 b))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s160_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c58_R2 b)).
  pose proof (use_s98 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s160_c58_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c58_R2 b))) as Ho3.
  rewrite (s160_p62 Ho0 ltac:(zlia)).
  rewrite (s48_p44 Ho1 ltac:(zlia)).
  rewrite (s167_p51 Ho2 ltac:(zlia)).
  rewrite (s98_p29 Ho3 ltac:(zlia)).
  rewrite (s98_p29_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c59_L (b : nat) : lmoves (s160_board 0 (2 + b) 0 1 1) = [s160_board 0 (1 + b) 1 1 1; strip [] (E :: repeat T (2 + b) ++ [E; F; T; F; E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c59_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; T; F; E; T; T; F]) []) (s82_board 0 (2 + b) 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [E; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c59_R (b : nat) : rmoves (s160_board 0 (2 + b) 0 1 1) = [s167_board 0 (2 + b) 0 1 1; strip [] (E :: repeat T (2 + b) ++ [E; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c59_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; T; F; T; F]) [(1, 1)]) (s159_board 0 (2 + b) 0 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s160_c59_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s160_board 0 (2 + b) 0 1 1 -> fst (s160_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q61] in Hc |- *.
  rewrite tf_game_eq, (s160_c59_L b), (s160_c59_R b); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s160_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c59_L2 b)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c59_L2 b))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s160_c59_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c59_R2 b)).
  pose proof (use_s159 IH 0 (2 + b) 0 1 1 (opt_norm_r _ _ _ _ _ (s160_c59_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c59_R2 b))) as Ho3.
  rewrite (s160_p34 Ho0 ltac:(zlia)).
  rewrite (s82_p12 Ho1 ltac:(zlia)).
  rewrite (s167_p54 Ho2 ltac:(zlia)).
  rewrite (s159_p30 Ho3 ltac:(zlia)).
  rewrite (s159_p30_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c59_p87 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s160_board 0 (2 + b) 0 1 1 -> fst (s160_q87 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q87 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q87] in Hc |- *.
  rewrite tf_game_eq, (s160_c59_L b), (s160_c59_R b); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s160_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c59_L2 b)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c59_L2 b))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s160_c59_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c59_R2 b)).
  pose proof (use_s159 IH 0 (2 + b) 0 1 1 (opt_norm_r _ _ _ _ _ (s160_c59_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c59_R2 b))) as Ho3.
  rewrite (s160_p73 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s82_p16 Ho1 ltac:(zlia)).
    rewrite (s167_p54 Ho2 ltac:(zlia)).
    rewrite (s159_p46 Ho3 ltac:(zlia)).
    rewrite (s159_p46_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s82_p19 Ho1 ltac:(zlia)).
    rewrite (s167_p54 Ho2 ltac:(zlia)).
    rewrite (s159_p46 Ho3 ltac:(zlia)).
    rewrite (s159_p46_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s160_c60_L (b e : nat) : lmoves (s160_board 0 (2 + b) 0 1 (2 + e)) = [s160_board 0 (1 + b) 1 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c60_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 0 (2 + b) 0 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; F; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c60_R (b e : nat) : rmoves (s160_board 0 (2 + b) 0 1 (2 + e)) = [s167_board 0 (2 + b) 0 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c60_R2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 0 (2 + b) 0 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s160_c60_p63 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 0 1 (2 + e) -> fst (s160_q63 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q63 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q63] in Hc |- *.
  rewrite tf_game_eq, (s160_c60_L b e), (s160_c60_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c60_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c60_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c60_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_R2 b e))) as Ho3.
  rewrite (s160_p50 Ho0 ltac:(zlia)).
  rewrite (s82_p12 Ho1 ltac:(zlia)).
  rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho2 ltac:(zlia)).
  rewrite (s159_p30 Ho3 ltac:(zlia)).
  rewrite (s159_p30_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c60_p64 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 0 1 (2 + e) -> fst (s160_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q64] in Hc |- *.
  rewrite tf_game_eq, (s160_c60_L b e), (s160_c60_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c60_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c60_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c60_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_R2 b e))) as Ho3.
  rewrite (s160_p50 Ho0 ltac:(zlia)).
  rewrite (s82_p12 Ho1 ltac:(zlia)).
  rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p30 Ho3 ltac:(zlia)).
  rewrite (s159_p30_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c60_p89 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 0 1 (2 + e) -> fst (s160_q89 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q89 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q89] in Hc |- *.
  rewrite tf_game_eq, (s160_c60_L b e), (s160_c60_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c60_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c60_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c60_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_R2 b e))) as Ho3.
  rewrite (s160_p32 Ho0 ltac:(zlia)).
  rewrite (s82_p16 Ho1 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho2 ltac:(zlia)).
  rewrite (s159_p46 Ho3 ltac:(zlia)).
  rewrite (s159_p46_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s160_c60_p90 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 0 1 (2 + e) -> fst (s160_q90 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q90 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q90] in Hc |- *.
  rewrite tf_game_eq, (s160_c60_L b e), (s160_c60_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c60_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c60_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c60_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_R2 b e))) as Ho3.
  rewrite (s160_p74 Ho0 ltac:(zlia)).
  rewrite (s82_p16 Ho1 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p46 Ho3 ltac:(zlia)).
  rewrite (s159_p46_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c60_p91 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 0 1 (2 + e) -> fst (s160_q91 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q91 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q91] in Hc |- *.
  rewrite tf_game_eq, (s160_c60_L b e), (s160_c60_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c60_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c60_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c60_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_R2 b e))) as Ho3.
  rewrite (s160_p74 Ho0 ltac:(zlia)).
  rewrite (s82_p16 Ho1 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p46 Ho3 ltac:(zlia)).
  rewrite (s159_p46_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c60_p109 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 0 1 (2 + e) -> fst (s160_q109 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q109 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q109] in Hc |- *.
  rewrite tf_game_eq, (s160_c60_L b e), (s160_c60_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c60_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c60_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c60_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_R2 b e))) as Ho3.
  rewrite (s160_p75 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho2 ltac:(zlia)).
  rewrite (s159_p46 Ho3 ltac:(zlia)).
  rewrite (s159_p46_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s160_c60_p110 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 0 1 (2 + e) -> fst (s160_q110 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q110 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q110] in Hc |- *.
  rewrite tf_game_eq, (s160_c60_L b e), (s160_c60_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c60_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c60_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c60_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_R2 b e))) as Ho3.
  rewrite (s160_p32 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p46 Ho3 ltac:(zlia)).
  rewrite (s159_p46_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c60_p111 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 0 1 (2 + e) -> fst (s160_q111 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q111 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q111] in Hc |- *.
  rewrite tf_game_eq, (s160_c60_L b e), (s160_c60_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c60_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c60_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c60_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_R2 b e))) as Ho3.
  rewrite (s160_p97 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p46 Ho3 ltac:(zlia)).
  rewrite (s159_p46_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c60_p112 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 0 1 (2 + e) -> fst (s160_q112 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q112 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q112] in Hc |- *.
  rewrite tf_game_eq, (s160_c60_L b e), (s160_c60_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c60_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c60_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c60_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_R2 b e))) as Ho3.
  rewrite (s160_p97 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p46 Ho3 ltac:(zlia)).
  rewrite (s159_p46_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c60_p123 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 0 1 (2 + e) -> fst (s160_q123 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q123 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q123] in Hc |- *.
  rewrite tf_game_eq, (s160_c60_L b e), (s160_c60_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c60_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s160_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s160_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c60_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c60_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c60_R2 b e))) as Ho3.
  rewrite (s160_p119 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p46 Ho3 ltac:(zlia)).
  rewrite (s159_p46_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c61_L (b d : nat) : lmoves (s160_board 0 (2 + b) 0 (2 + d) 0) = [s160_board 0 (1 + b) 1 (2 + d) 0; strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c61_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s48_board 0 (2 + b) 0 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c61_R (b d : nat) : rmoves (s160_board 0 (2 + b) 0 (2 + d) 0) = [s167_board 0 (2 + b) 0 (2 + d) 0; strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c61_R2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s98_board 0 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s160_c61_p65 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) 0 -> fst (s160_q65 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q65 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q65] in Hc |- *.
  rewrite tf_game_eq, (s160_c61_L b d), (s160_c61_R b d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s160_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c61_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s160_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c61_L2 b d))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s160_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c61_R2 b d)).
  pose proof (use_s98 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s160_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c61_R2 b d))) as Ho3.
  rewrite (s160_p51 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p36 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p20 Ho3 ltac:(zlia)).
    rewrite (s98_p20_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s48_p37 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p20 Ho3 ltac:(zlia)).
    rewrite (s98_p20_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s48_p38 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p20 Ho3 ltac:(zlia)).
    rewrite (s98_p20_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s160_c61_p92 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) 0 -> fst (s160_q92 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q92 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q92] in Hc |- *.
  rewrite tf_game_eq, (s160_c61_L b d), (s160_c61_R b d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s160_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c61_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s160_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c61_L2 b d))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s160_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c61_R2 b d)).
  pose proof (use_s98 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s160_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c61_R2 b d))) as Ho3.
  rewrite (s160_p76 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p46 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p30 Ho3 ltac:(zlia)).
    rewrite (s98_p30_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p47 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p30 Ho3 ltac:(zlia)).
    rewrite (s98_p30_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p48 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p30 Ho3 ltac:(zlia)).
    rewrite (s98_p30_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s160_c61_p113 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) 0 -> fst (s160_q113 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q113 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q113] in Hc |- *.
  rewrite tf_game_eq, (s160_c61_L b d), (s160_c61_R b d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s160_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c61_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s160_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c61_L2 b d))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s160_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c61_R2 b d)).
  pose proof (use_s98 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s160_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c61_R2 b d))) as Ho3.
  rewrite (s160_p98 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p46 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p33 Ho3 ltac:(zlia)).
    rewrite (s98_p33_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p52 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p33 Ho3 ltac:(zlia)).
    rewrite (s98_p33_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p53 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p33 Ho3 ltac:(zlia)).
    rewrite (s98_p33_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s160_c62_L (b d : nat) : lmoves (s160_board 0 (2 + b) 0 (2 + d) 1) = [s160_board 0 (1 + b) 1 (2 + d) 1; strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c62_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s82_board 0 (2 + b) 0 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c62_R (b d : nat) : rmoves (s160_board 0 (2 + b) 0 (2 + d) 1) = [s167_board 0 (2 + b) 0 (2 + d) 1; strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c62_R2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s159_board 0 (2 + b) 0 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s160_c62_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) 1 -> fst (s160_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q61] in Hc |- *.
  rewrite tf_game_eq, (s160_c62_L b d), (s160_c62_R b d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s160_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c62_L2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c62_L2 b d))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s160_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c62_R2 b d)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c62_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c62_R2 b d))) as Ho3.
  rewrite (s160_p34 Ho0 ltac:(zlia)).
  rewrite (s82_p12 Ho1 ltac:(zlia)).
  rewrite (s167_p53 Ho2 ltac:(zlia)).
  rewrite (s159_p31 Ho3 ltac:(zlia)).
  rewrite (s159_p31_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c62_p93 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) 1 -> fst (s160_q93 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q93 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q93] in Hc |- *.
  rewrite tf_game_eq, (s160_c62_L b d), (s160_c62_R b d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s160_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c62_L2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c62_L2 b d))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s160_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c62_R2 b d)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c62_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c62_R2 b d))) as Ho3.
  rewrite (s160_p53 Ho0 ltac:(zlia)).
  rewrite (s82_p16 Ho1 ltac:(zlia)).
  rewrite (s167_p53 Ho2 ltac:(zlia)).
  rewrite (s159_p48 Ho3 ltac:(zlia)).
  rewrite (s159_p48_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c62_p114 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) 1 -> fst (s160_q114 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q114 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q114] in Hc |- *.
  rewrite tf_game_eq, (s160_c62_L b d), (s160_c62_R b d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s160_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c62_L2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c62_L2 b d))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s160_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c62_R2 b d)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c62_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c62_R2 b d))) as Ho3.
  rewrite (s160_p99 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s167_p53 Ho2 ltac:(zlia)).
  rewrite (s159_p51 Ho3 ltac:(zlia)).
  rewrite (s159_p51_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

