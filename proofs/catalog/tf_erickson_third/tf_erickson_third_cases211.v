(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s175_c132_L (c e : nat) : lmoves (s175_board 1 1 (2 + c) 1 (2 + e)) = [s175_board 0 2 (2 + c) 1 (2 + e); s158_board 1 (3 + c) 1 (2 + e); s175_board 1 1 (1 + c) 2 (2 + e)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c132_R (c e : nat) : rmoves (s175_board 1 1 (2 + c) 1 (2 + e)) = [s168_board 1 1 (2 + c) 1 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s175_c132_p91 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s175_board 1 1 (2 + c) 1 (2 + e) -> fst (s175_q91 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q91 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q91] in Hc |- *.
  rewrite tf_game_eq, (s175_c132_L c e), (s175_c132_R c e); cbn [map].
  pose proof (use_s175 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s175_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (3 + c) 1 (2 + e) (opt_l _ _ _ (s175_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s175_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s175_c132_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p52 Ho0 ltac:(zlia)).
  rewrite (s158_p47 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c>=2 && d>=2 && e==0: the board of s174 *)
Lemma s175_c133_p19 x (Hs174 : s174_claim x) (c d : nat) :
  x = s175_board 1 1 (2 + c) (2 + d) 0 -> fst (s175_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q19] in Hc |- *.
  pose proof (Hs174 1 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c134_L (c d : nat) : lmoves (s175_board 1 1 (2 + c) (2 + d) 1) = [s175_board 0 2 (2 + c) (2 + d) 1; s158_board 1 (3 + c) (2 + d) 1; s175_board 1 1 (1 + c) (3 + d) 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c134_R (c d : nat) : rmoves (s175_board 1 1 (2 + c) (2 + d) 1) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s175_c134_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s175_board 1 1 (2 + c) (2 + d) 1 -> fst (s175_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c134_L c d), (s175_c134_R c d); cbn [map].
  pose proof (use_s175 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s175_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (3 + c) (2 + d) 1 (opt_l _ _ _ (s175_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s175_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s175_c135_L (c d e : nat) : lmoves (s175_board 1 1 (2 + c) (2 + d) (2 + e)) = [s175_board 0 2 (2 + c) (2 + d) (2 + e); s158_board 1 (3 + c) (2 + d) (2 + e); s175_board 1 1 (1 + c) (3 + d) (2 + e)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c135_R (c d e : nat) : rmoves (s175_board 1 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s175_c135_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s175_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s175_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c135_L c d e), (s175_c135_R c d e); cbn [map].
  pose proof (use_s175 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s175_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s175_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s175_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s172 *)
Lemma s175_c136_p62 x (Hs172 : s172_claim x) (b : nat) :
  x = s175_board 1 (2 + b) 0 0 0 -> fst (s175_q62 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q62 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q62] in Hc |- *.
  pose proof (Hs172 1 (2 + b) 0 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c136_p95 x (Hs172 : s172_claim x) (b : nat) :
  x = s175_board 1 (2 + b) 0 0 0 -> fst (s175_q95 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q95 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q95] in Hc |- *.
  pose proof (Hs172 1 (2 + b) 0 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s173 *)
Lemma s175_c137_p63 x (Hs173 : s173_claim x) (b : nat) :
  x = s175_board 1 (2 + b) 0 0 1 -> fst (s175_q63 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q63 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q63] in Hc |- *.
  pose proof (Hs173 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s173 *)
Lemma s175_c138_p43 x (Hs173 : s173_claim x) (b e : nat) :
  x = s175_board 1 (2 + b) 0 0 (2 + e) -> fst (s175_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q43] in Hc |- *.
  pose proof (Hs173 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==0 && d==1 && e==0: the board of s172 *)
Lemma s175_c139_p64 x (Hs172 : s172_claim x) (b : nat) :
  x = s175_board 1 (2 + b) 0 1 0 -> fst (s175_q64 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q64 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q64] in Hc |- *.
  pose proof (Hs172 1 (2 + b) 1 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s175_c139_p96 x (Hs172 : s172_claim x) (b : nat) :
  x = s175_board 1 (2 + b) 0 1 0 -> fst (s175_q96 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q96 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q96] in Hc |- *.
  pose proof (Hs172 1 (2 + b) 1 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==0 && d==1 && e==1: the board of s173 *)
Lemma s175_c140_p39 x (Hs173 : s173_claim x) (b : nat) :
  x = s175_board 1 (2 + b) 0 1 1 -> fst (s175_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q39] in Hc |- *.
  pose proof (Hs173 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==0 && d==1 && e>=2: the board of s173 *)
Lemma s175_c141_p86 x (Hs173 : s173_claim x) (b e : nat) :
  x = s175_board 1 (2 + b) 0 1 (2 + e) -> fst (s175_q86 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q86 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q86] in Hc |- *.
  pose proof (Hs173 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==0 && d>=2 && e==0: the board of s172 *)
Lemma s175_c142_p19 x (Hs172 : s172_claim x) (b d : nat) :
  x = s175_board 1 (2 + b) 0 (2 + d) 0 -> fst (s175_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q19] in Hc |- *.
  pose proof (Hs172 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==0 && d>=2 && e==1: the board of s173 *)
Lemma s175_c143_p87 x (Hs173 : s173_claim x) (b d : nat) :
  x = s175_board 1 (2 + b) 0 (2 + d) 1 -> fst (s175_q87 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q87 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q87] in Hc |- *.
  pose proof (Hs173 1 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==0 && d>=2 && e>=2: the board of s173 *)
Lemma s175_c144_p87 x (Hs173 : s173_claim x) (b d e : nat) :
  x = s175_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s175_q87 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q87 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q87] in Hc |- *.
  pose proof (Hs173 1 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s174 *)
Lemma s175_c145_p97 x (Hs174 : s174_claim x) (b : nat) :
  x = s175_board 1 (2 + b) 1 0 0 -> fst (s175_q97 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q97 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q97] in Hc |- *.
  pose proof (Hs174 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c146_L (b : nat) : lmoves (s175_board 1 (2 + b) 1 0 1) = [s175_board 0 (3 + b) 1 0 1; s175_board 1 (1 + b) 2 0 1; s173_board 1 (2 + b) 1 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c146_R (b : nat) : rmoves (s175_board 1 (2 + b) 1 0 1) = [s168_board 1 (2 + b) 1 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s175_c146_p44 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s175_board 1 (2 + b) 1 0 1 -> fst (s175_q44 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q44 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q44] in Hc |- *.
  rewrite tf_game_eq, (s175_c146_L b), (s175_c146_R b); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) 1 0 1 (opt_l _ _ _ (s175_c146_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) 2 0 1 (opt_l _ _ _ (s175_c146_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s175_c146_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) 1 0 1 (opt_r _ _ _ (s175_c146_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p44 Ho0 ltac:(zlia)).
  rewrite (s175_p26 Ho1 ltac:(zlia)).
  rewrite (s173_p13 Ho2 ltac:(zlia)).
  rewrite (s168_p52 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c147_L (b e : nat) : lmoves (s175_board 1 (2 + b) 1 0 (2 + e)) = [s175_board 0 (3 + b) 1 0 (2 + e); s175_board 1 (1 + b) 2 0 (2 + e); s173_board 1 (2 + b) 1 (2 + e)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c147_R (b e : nat) : rmoves (s175_board 1 (2 + b) 1 0 (2 + e)) = [s168_board 1 (2 + b) 1 0 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s175_c147_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s175_board 1 (2 + b) 1 0 (2 + e) -> fst (s175_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q27] in Hc |- *.
  rewrite tf_game_eq, (s175_c147_L b e), (s175_c147_R b e); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) 1 0 (2 + e) (opt_l _ _ _ (s175_c147_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) 2 0 (2 + e) (opt_l _ _ _ (s175_c147_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 (2 + b) 1 (2 + e) (opt_l _ _ _ (s175_c147_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) 1 0 (2 + e) (opt_r _ _ _ (s175_c147_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p27 Ho0 ltac:(zlia)).
  rewrite (s175_p92 Ho1 ltac:(zlia)).
  rewrite (s173_p32 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==1 && d==1 && e==0: the board of s174 *)
Lemma s175_c148_p60 x (Hs174 : s174_claim x) (b : nat) :
  x = s175_board 1 (2 + b) 1 1 0 -> fst (s175_q60 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q60 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q60] in Hc |- *.
  pose proof (Hs174 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s175_c149_L (b : nat) : lmoves (s175_board 1 (2 + b) 1 1 1) = [s175_board 0 (3 + b) 1 1 1; s175_board 1 (1 + b) 2 1 1; s173_board 1 (2 + b) 2 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c149_R (b : nat) : rmoves (s175_board 1 (2 + b) 1 1 1) = [s168_board 1 (2 + b) 1 1 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s175_c149_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s175_board 1 (2 + b) 1 1 1 -> fst (s175_q61 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q61 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q61] in Hc |- *.
  rewrite tf_game_eq, (s175_c149_L b), (s175_c149_R b); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s175_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) 2 1 1 (opt_l _ _ _ (s175_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 (2 + b) 2 1 (opt_l _ _ _ (s175_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) 1 1 1 (opt_r _ _ _ (s175_c149_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p61 Ho0 ltac:(zlia)).
  rewrite (s175_p93 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  rewrite (s168_p54 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s175_c150_L (b e : nat) : lmoves (s175_board 1 (2 + b) 1 1 (2 + e)) = [s175_board 0 (3 + b) 1 1 (2 + e); s175_board 1 (1 + b) 2 1 (2 + e); s173_board 1 (2 + b) 2 (2 + e)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c150_R (b e : nat) : rmoves (s175_board 1 (2 + b) 1 1 (2 + e)) = [s168_board 1 (2 + b) 1 1 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s175_c150_p91 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s175_board 1 (2 + b) 1 1 (2 + e) -> fst (s175_q91 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q91 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q91] in Hc |- *.
  rewrite tf_game_eq, (s175_c150_L b e), (s175_c150_R b e); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s175_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s175_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 (2 + b) 2 (2 + e) (opt_l _ _ _ (s175_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s175_c150_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p52 Ho0 ltac:(zlia)).
  rewrite (s175_p91 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==1 && d>=2 && e==0: the board of s174 *)
Lemma s175_c151_p19 x (Hs174 : s174_claim x) (b d : nat) :
  x = s175_board 1 (2 + b) 1 (2 + d) 0 -> fst (s175_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q19] in Hc |- *.
  pose proof (Hs174 1 (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c152_L (b d : nat) : lmoves (s175_board 1 (2 + b) 1 (2 + d) 1) = [s175_board 0 (3 + b) 1 (2 + d) 1; s175_board 1 (1 + b) 2 (2 + d) 1; s173_board 1 (2 + b) (3 + d) 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c152_R (b d : nat) : rmoves (s175_board 1 (2 + b) 1 (2 + d) 1) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s175_c152_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s175_board 1 (2 + b) 1 (2 + d) 1 -> fst (s175_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c152_L b d), (s175_c152_R b d); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s175_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s175_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 (2 + b) (3 + d) 1 (opt_l _ _ _ (s175_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s175_c153_L (b d e : nat) : lmoves (s175_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s175_board 0 (3 + b) 1 (2 + d) (2 + e); s175_board 1 (1 + b) 2 (2 + d) (2 + e); s173_board 1 (2 + b) (3 + d) (2 + e)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c153_R (b d e : nat) : rmoves (s175_board 1 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s175_c153_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s175_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s175_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c153_L b d e), (s175_c153_R b d e); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s175_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s175_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s175_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s174 *)
Lemma s175_c154_p24 x (Hs174 : s174_claim x) (b c : nat) :
  x = s175_board 1 (2 + b) (2 + c) 0 0 -> fst (s175_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q24] in Hc |- *.
  pose proof (Hs174 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c154_p97 x (Hs174 : s174_claim x) (b c : nat) :
  x = s175_board 1 (2 + b) (2 + c) 0 0 -> fst (s175_q97 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q97 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q97] in Hc |- *.
  pose proof (Hs174 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c155_L (b c : nat) : lmoves (s175_board 1 (2 + b) (2 + c) 0 1) = [s175_board 0 (3 + b) (2 + c) 0 1; s175_board 1 (1 + b) (3 + c) 0 1; s175_board 1 (2 + b) (1 + c) 1 1].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c155_R (b c : nat) : rmoves (s175_board 1 (2 + b) (2 + c) 0 1) = [s168_board 1 (2 + b) (2 + c) 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s175_c155_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s175_board 1 (2 + b) (2 + c) 0 1 -> fst (s175_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q26] in Hc |- *.
  rewrite tf_game_eq, (s175_c155_L b c), (s175_c155_R b c); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s175_c155_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s175_c155_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s175_c155_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s175_c155_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p25 Ho0 ltac:(zlia)).
  rewrite (s175_p94 Ho1 ltac:(zlia)).
  rewrite (s175_p61 Ho2 ltac:(zlia)).
  rewrite (s168_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c155_p94 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s175_board 1 (2 + b) (2 + c) 0 1 -> fst (s175_q94 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q94 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q94] in Hc |- *.
  rewrite tf_game_eq, (s175_c155_L b c), (s175_c155_R b c); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s175_c155_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s175_c155_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s175_c155_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s175_c155_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p53 Ho0 ltac:(zlia)).
  rewrite (s175_p94 Ho1 ltac:(zlia)).
  rewrite (s175_p93 Ho2 ltac:(zlia)).
  rewrite (s168_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c156_L (b c e : nat) : lmoves (s175_board 1 (2 + b) (2 + c) 0 (2 + e)) = [s175_board 0 (3 + b) (2 + c) 0 (2 + e); s175_board 1 (1 + b) (3 + c) 0 (2 + e); s175_board 1 (2 + b) (1 + c) 1 (2 + e)].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c156_R (b c e : nat) : rmoves (s175_board 1 (2 + b) (2 + c) 0 (2 + e)) = [s168_board 1 (2 + b) (2 + c) 0 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s175_c156_p92 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s175_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s175_q92 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q92 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q92] in Hc |- *.
  rewrite tf_game_eq, (s175_c156_L b c e), (s175_c156_R b c e); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s175_c156_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) (3 + c) 0 (2 + e) (opt_l _ _ _ (s175_c156_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s175_c156_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s175_c156_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p54 Ho0 ltac:(zlia)).
  rewrite (s175_p92 Ho1 ltac:(zlia)).
  rewrite (s175_p91 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c>=2 && d==1 && e==0: the board of s174 *)
Lemma s175_c157_p47 x (Hs174 : s174_claim x) (b c : nat) :
  x = s175_board 1 (2 + b) (2 + c) 1 0 -> fst (s175_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q47] in Hc |- *.
  pose proof (Hs174 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s175_c158_L (b c : nat) : lmoves (s175_board 1 (2 + b) (2 + c) 1 1) = [s175_board 0 (3 + b) (2 + c) 1 1; s175_board 1 (1 + b) (3 + c) 1 1; s175_board 1 (2 + b) (1 + c) 2 1].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c158_R (b c : nat) : rmoves (s175_board 1 (2 + b) (2 + c) 1 1) = [s168_board 1 (2 + b) (2 + c) 1 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s175_c158_p93 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s175_board 1 (2 + b) (2 + c) 1 1 -> fst (s175_q93 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q93 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q93] in Hc |- *.
  rewrite tf_game_eq, (s175_c158_L b c), (s175_c158_R b c); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s175_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s175_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s175_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s175_c158_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p51 Ho0 ltac:(zlia)).
  rewrite (s175_p93 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  rewrite (s168_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c159_L (b c e : nat) : lmoves (s175_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s175_board 0 (3 + b) (2 + c) 1 (2 + e); s175_board 1 (1 + b) (3 + c) 1 (2 + e); s175_board 1 (2 + b) (1 + c) 2 (2 + e)].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c159_R (b c e : nat) : rmoves (s175_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s168_board 1 (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s175_c159_p91 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s175_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s175_q91 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q91 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q91] in Hc |- *.
  rewrite tf_game_eq, (s175_c159_L b c e), (s175_c159_R b c e); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s175_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s175_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s175_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s175_c159_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p52 Ho0 ltac:(zlia)).
  rewrite (s175_p91 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c>=2 && d>=2 && e==0: the board of s174 *)
Lemma s175_c160_p19 x (Hs174 : s174_claim x) (b c d : nat) :
  x = s175_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s175_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q19] in Hc |- *.
  pose proof (Hs174 1 (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c161_L (b c d : nat) : lmoves (s175_board 1 (2 + b) (2 + c) (2 + d) 1) = [s175_board 0 (3 + b) (2 + c) (2 + d) 1; s175_board 1 (1 + b) (3 + c) (2 + d) 1; s175_board 1 (2 + b) (1 + c) (3 + d) 1].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c161_R (b c d : nat) : rmoves (s175_board 1 (2 + b) (2 + c) (2 + d) 1) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s175_c161_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s175_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s175_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c161_L b c d), (s175_c161_R b c d); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s175_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s175_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s175_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s175_c162_L (b c d e : nat) : lmoves (s175_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s175_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s175_board 1 (1 + b) (3 + c) (2 + d) (2 + e); s175_board 1 (2 + b) (1 + c) (3 + d) (2 + e)].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c162_R (b c d e : nat) : rmoves (s175_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s175_c162_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s175_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s175_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c162_L b c d e), (s175_c162_R b c d e); cbn [map].
  pose proof (use_s175 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s175_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s175_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s175_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s155 *)
Lemma s175_c163_p65 x (Hs155 : s155_claim x) (a : nat) :
  x = s175_board (2 + a) 0 0 0 0 -> fst (s175_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q65] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s175_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c163_p108 x (Hs155 : s155_claim x) (a : nat) :
  x = s175_board (2 + a) 0 0 0 0 -> fst (s175_q108 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q108 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q108] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s175_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c163_p115 x (Hs155 : s155_claim x) (a : nat) :
  x = s175_board (2 + a) 0 0 0 0 -> fst (s175_q115 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q115 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q115] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s175_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s156 *)
Lemma s175_c164_p98 x (Hs156 : s156_claim x) (a : nat) :
  x = s175_board (2 + a) 0 0 0 1 -> fst (s175_q98 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q98 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q98] in Hc |- *.
  pose proof (Hs156 (2 + a) 0 1 ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c164_p104 x (Hs156 : s156_claim x) (a : nat) :
  x = s175_board (2 + a) 0 0 0 1 -> fst (s175_q104 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q104 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q104] in Hc |- *.
  pose proof (Hs156 (2 + a) 0 1 ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c164_p113 x (Hs156 : s156_claim x) (a : nat) :
  x = s175_board (2 + a) 0 0 0 1 -> fst (s175_q113 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q113 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q113] in Hc |- *.
  pose proof (Hs156 (2 + a) 0 1 ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s156 *)
Lemma s175_c165_p66 x (Hs156 : s156_claim x) (a e : nat) :
  x = s175_board (2 + a) 0 0 0 (2 + e) -> fst (s175_q66 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q66 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q66] in Hc |- *.
  pose proof (Hs156 (2 + a) 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s155 *)
Lemma s175_c166_p99 x (Hs155 : s155_claim x) (a : nat) :
  x = s175_board (2 + a) 0 0 1 0 -> fst (s175_q99 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q99 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q99] in Hc |- *.
  pose proof (Hs155 (2 + a) 1 ltac:(rewrite Hx; unfold s175_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c166_p114 x (Hs155 : s155_claim x) (a : nat) :
  x = s175_board (2 + a) 0 0 1 0 -> fst (s175_q114 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q114 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q114] in Hc |- *.
  pose proof (Hs155 (2 + a) 1 ltac:(rewrite Hx; unfold s175_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s156 *)
Lemma s175_c167_p67 x (Hs156 : s156_claim x) (a : nat) :
  x = s175_board (2 + a) 0 0 1 1 -> fst (s175_q67 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q67 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q67] in Hc |- *.
  pose proof (Hs156 (2 + a) 1 1 ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s156 *)
Lemma s175_c168_p38 x (Hs156 : s156_claim x) (a e : nat) :
  x = s175_board (2 + a) 0 0 1 (2 + e) -> fst (s175_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q38] in Hc |- *.
  pose proof (Hs156 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s155 *)
Lemma s175_c169_p68 x (Hs155 : s155_claim x) (a d : nat) :
  x = s175_board (2 + a) 0 0 (2 + d) 0 -> fst (s175_q68 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q68 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q68] in Hc |- *.
  pose proof (Hs155 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s175_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s156 *)
Lemma s175_c170_p68 x (Hs156 : s156_claim x) (a d : nat) :
  x = s175_board (2 + a) 0 0 (2 + d) 1 -> fst (s175_q68 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q68 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q68] in Hc |- *.
  pose proof (Hs156 (2 + a) (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s156 *)
Lemma s175_c171_p68 x (Hs156 : s156_claim x) (a d e : nat) :
  x = s175_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s175_q68 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q68 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q68] in Hc |- *.
  pose proof (Hs156 (2 + a) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s157 *)
Lemma s175_c172_p101 x (Hs157 : s157_claim x) (a : nat) :
  x = s175_board (2 + a) 0 1 0 0 -> fst (s175_q101 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q101 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q101] in Hc |- *.
  pose proof (Hs157 (2 + a) 1 0 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s158 *)
Lemma s175_c173_p77 x (Hs158 : s158_claim x) (a : nat) :
  x = s175_board (2 + a) 0 1 0 1 -> fst (s175_q77 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q77 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q77] in Hc |- *.
  pose proof (Hs158 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s158 *)
Lemma s175_c174_p71 x (Hs158 : s158_claim x) (a e : nat) :
  x = s175_board (2 + a) 0 1 0 (2 + e) -> fst (s175_q71 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q71 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q71] in Hc |- *.
  pose proof (Hs158 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s157 *)
Lemma s175_c175_p73 x (Hs157 : s157_claim x) (a : nat) :
  x = s175_board (2 + a) 0 1 1 0 -> fst (s175_q73 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q73 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q73] in Hc |- *.
  pose proof (Hs157 (2 + a) 1 1 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s175_c175_p102 x (Hs157 : s157_claim x) (a : nat) :
  x = s175_board (2 + a) 0 1 1 0 -> fst (s175_q102 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q102 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q102] in Hc |- *.
  pose proof (Hs157 (2 + a) 1 1 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==1 && d==1 && e==1: the board of s158 *)
Lemma s175_c176_p74 x (Hs158 : s158_claim x) (a : nat) :
  x = s175_board (2 + a) 0 1 1 1 -> fst (s175_q74 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q74 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q74] in Hc |- *.
  pose proof (Hs158 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==1 && d==1 && e>=2: the board of s158 *)
Lemma s175_c177_p81 x (Hs158 : s158_claim x) (a e : nat) :
  x = s175_board (2 + a) 0 1 1 (2 + e) -> fst (s175_q81 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q81 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q81] in Hc |- *.
  pose proof (Hs158 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p47 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s157 *)
Lemma s175_c178_p18 x (Hs157 : s157_claim x) (a d : nat) :
  x = s175_board (2 + a) 0 1 (2 + d) 0 -> fst (s175_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q18] in Hc |- *.
  pose proof (Hs157 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==1 && d>=2 && e==1: the board of s158 *)
Lemma s175_c179_p18 x (Hs158 : s158_claim x) (a d : nat) :
  x = s175_board (2 + a) 0 1 (2 + d) 1 -> fst (s175_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q18] in Hc |- *.
  pose proof (Hs158 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c==1 && d>=2 && e>=2: the board of s158 *)
Lemma s175_c180_p18 x (Hs158 : s158_claim x) (a d e : nat) :
  x = s175_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s175_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q18] in Hc |- *.
  pose proof (Hs158 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s157 *)
Lemma s175_c181_p24 x (Hs157 : s157_claim x) (a c : nat) :
  x = s175_board (2 + a) 0 (2 + c) 0 0 -> fst (s175_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q24] in Hc |- *.
  pose proof (Hs157 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c181_p70 x (Hs157 : s157_claim x) (a c : nat) :
  x = s175_board (2 + a) 0 (2 + c) 0 0 -> fst (s175_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q70] in Hc |- *.
  pose proof (Hs157 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s158 *)
Lemma s175_c182_p77 x (Hs158 : s158_claim x) (a c : nat) :
  x = s175_board (2 + a) 0 (2 + c) 0 1 -> fst (s175_q77 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q77 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q77] in Hc |- *.
  pose proof (Hs158 (2 + a) (2 + c) 0 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c182_p82 x (Hs158 : s158_claim x) (a c : nat) :
  x = s175_board (2 + a) 0 (2 + c) 0 1 -> fst (s175_q82 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q82 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q82] in Hc |- *.
  pose proof (Hs158 (2 + a) (2 + c) 0 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p49 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s158 *)
Lemma s175_c183_p83 x (Hs158 : s158_claim x) (a c e : nat) :
  x = s175_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s175_q83 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q83 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q83] in Hc |- *.
  pose proof (Hs158 (2 + a) (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p50 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c>=2 && d==1 && e==0: the board of s157 *)
Lemma s175_c184_p79 x (Hs157 : s157_claim x) (a c : nat) :
  x = s175_board (2 + a) 0 (2 + c) 1 0 -> fst (s175_q79 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q79 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q79] in Hc |- *.
  pose proof (Hs157 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c>=2 && d==1 && e==1: the board of s158 *)
Lemma s175_c185_p80 x (Hs158 : s158_claim x) (a c : nat) :
  x = s175_board (2 + a) 0 (2 + c) 1 1 -> fst (s175_q80 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q80 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q80] in Hc |- *.
  pose proof (Hs158 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p46 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c>=2 && d==1 && e>=2: the board of s158 *)
Lemma s175_c186_p81 x (Hs158 : s158_claim x) (a c e : nat) :
  x = s175_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s175_q81 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q81 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q81] in Hc |- *.
  pose proof (Hs158 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p47 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c>=2 && d>=2 && e==0: the board of s157 *)
Lemma s175_c187_p18 x (Hs157 : s157_claim x) (a c d : nat) :
  x = s175_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s175_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q18] in Hc |- *.
  pose proof (Hs157 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s175_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c>=2 && d>=2 && e==1: the board of s158 *)
Lemma s175_c188_p18 x (Hs158 : s158_claim x) (a c d : nat) :
  x = s175_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s175_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q18] in Hc |- *.
  pose proof (Hs158 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==0 && c>=2 && d>=2 && e>=2: the board of s158 *)
Lemma s175_c189_p18 x (Hs158 : s158_claim x) (a c d e : nat) :
  x = s175_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s175_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q18] in Hc |- *.
  pose proof (Hs158 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s158_board; board_eq)) as Ho0.
  rewrite (s158_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==0 && d==0 && e==0: the board of s172 *)
Lemma s175_c190_p100 x (Hs172 : s172_claim x) (a : nat) :
  x = s175_board (2 + a) 1 0 0 0 -> fst (s175_q100 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q100 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q100] in Hc |- *.
  pose proof (Hs172 (2 + a) 1 0 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s172_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s172_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==0 && d==0 && e==1: the board of s173 *)
Lemma s175_c191_p103 x (Hs173 : s173_claim x) (a : nat) :
  x = s175_board (2 + a) 1 0 0 1 -> fst (s175_q103 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q103 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q103] in Hc |- *.
  pose proof (Hs173 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c191_p109 x (Hs173 : s173_claim x) (a : nat) :
  x = s175_board (2 + a) 1 0 0 1 -> fst (s175_q109 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q109 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q109] in Hc |- *.
  pose proof (Hs173 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==0 && d==0 && e>=2: the board of s173 *)
Lemma s175_c192_p43 x (Hs173 : s173_claim x) (a e : nat) :
  x = s175_board (2 + a) 1 0 0 (2 + e) -> fst (s175_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q43] in Hc |- *.
  pose proof (Hs173 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==0 && d==1 && e==0: the board of s172 *)
Lemma s175_c193_p85 x (Hs172 : s172_claim x) (a : nat) :
  x = s175_board (2 + a) 1 0 1 0 -> fst (s175_q85 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q85 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q85] in Hc |- *.
  pose proof (Hs172 (2 + a) 1 1 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) <= 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s172_p16 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s172_p17 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s175_c193_p104 x (Hs172 : s172_claim x) (a : nat) :
  x = s175_board (2 + a) 1 0 1 0 -> fst (s175_q104 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q104 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q104] in Hc |- *.
  pose proof (Hs172 (2 + a) 1 1 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==0 && d==1 && e==1: the board of s173 *)
Lemma s175_c194_p39 x (Hs173 : s173_claim x) (a : nat) :
  x = s175_board (2 + a) 1 0 1 1 -> fst (s175_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q39] in Hc |- *.
  pose proof (Hs173 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==0 && d==1 && e>=2: the board of s173 *)
Lemma s175_c195_p86 x (Hs173 : s173_claim x) (a e : nat) :
  x = s175_board (2 + a) 1 0 1 (2 + e) -> fst (s175_q86 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q86 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q86] in Hc |- *.
  pose proof (Hs173 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==0 && d>=2 && e==0: the board of s172 *)
Lemma s175_c196_p19 x (Hs172 : s172_claim x) (a d : nat) :
  x = s175_board (2 + a) 1 0 (2 + d) 0 -> fst (s175_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q19] in Hc |- *.
  pose proof (Hs172 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==0 && d>=2 && e==1: the board of s173 *)
Lemma s175_c197_p87 x (Hs173 : s173_claim x) (a d : nat) :
  x = s175_board (2 + a) 1 0 (2 + d) 1 -> fst (s175_q87 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q87 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q87] in Hc |- *.
  pose proof (Hs173 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==0 && d>=2 && e>=2: the board of s173 *)
Lemma s175_c198_p87 x (Hs173 : s173_claim x) (a d e : nat) :
  x = s175_board (2 + a) 1 0 (2 + d) (2 + e) -> fst (s175_q87 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q87 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q87] in Hc |- *.
  pose proof (Hs173 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==1 && d==0 && e==0: the board of s174 *)
Lemma s175_c199_p88 x (Hs174 : s174_claim x) (a : nat) :
  x = s175_board (2 + a) 1 1 0 0 -> fst (s175_q88 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q88 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q88] in Hc |- *.
  pose proof (Hs174 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c200_L (a : nat) : lmoves (s175_board (2 + a) 1 1 0 1) = [s175_board (1 + a) 2 1 0 1; s158_board (2 + a) 2 0 1; s173_board (2 + a) 1 1 1].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c200_R (a : nat) : rmoves (s175_board (2 + a) 1 1 0 1) = [s168_board (2 + a) 1 1 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==1 && d==0 && e==1 *)
Lemma s175_c200_p44 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s175_board (2 + a) 1 1 0 1 -> fst (s175_q44 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q44 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q44] in Hc |- *.
  rewrite tf_game_eq, (s175_c200_L a), (s175_c200_R a); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 1 0 1 (opt_l _ _ _ (s175_c200_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 2 0 1 (opt_l _ _ _ (s175_c200_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) 1 1 1 (opt_l _ _ _ (s175_c200_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 1 0 1 (opt_r _ _ _ (s175_c200_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p44 Ho0 ltac:(zlia)).
  rewrite (s158_p20 Ho1 ltac:(zlia)).
  rewrite (s173_p13 Ho2 ltac:(zlia)).
  rewrite (s168_p52 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c201_L (a e : nat) : lmoves (s175_board (2 + a) 1 1 0 (2 + e)) = [s175_board (1 + a) 2 1 0 (2 + e); s158_board (2 + a) 2 0 (2 + e); s173_board (2 + a) 1 1 (2 + e)].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c201_R (a e : nat) : rmoves (s175_board (2 + a) 1 1 0 (2 + e)) = [s168_board (2 + a) 1 1 0 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s175_c201_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s175_board (2 + a) 1 1 0 (2 + e) -> fst (s175_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q27] in Hc |- *.
  rewrite tf_game_eq, (s175_c201_L a e), (s175_c201_R a e); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 1 0 (2 + e) (opt_l _ _ _ (s175_c201_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 2 0 (2 + e) (opt_l _ _ _ (s175_c201_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) 1 1 (2 + e) (opt_l _ _ _ (s175_c201_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 1 0 (2 + e) (opt_r _ _ _ (s175_c201_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p27 Ho0 ltac:(zlia)).
  rewrite (s158_p50 Ho1 ltac:(zlia)).
  rewrite (s173_p32 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==1 && d==1 && e==0: the board of s174 *)
Lemma s175_c202_p105 x (Hs174 : s174_claim x) (a : nat) :
  x = s175_board (2 + a) 1 1 1 0 -> fst (s175_q105 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q105 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q105] in Hc |- *.
  pose proof (Hs174 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p45 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor]] | constructor]].
Qed.

Lemma s175_c202_p110 x (Hs174 : s174_claim x) (a : nat) :
  x = s175_board (2 + a) 1 1 1 0 -> fst (s175_q110 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q110 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q110] in Hc |- *.
  pose proof (Hs174 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p48 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor]] | constructor]].
Qed.

Lemma s175_c203_L (a : nat) : lmoves (s175_board (2 + a) 1 1 1 1) = [s175_board (1 + a) 2 1 1 1; s158_board (2 + a) 2 1 1; s173_board (2 + a) 1 2 1].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c203_R (a : nat) : rmoves (s175_board (2 + a) 1 1 1 1) = [s168_board (2 + a) 1 1 1 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==1 && d==1 && e==1 *)
Lemma s175_c203_p106 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s175_board (2 + a) 1 1 1 1 -> fst (s175_q106 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q106 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q106] in Hc |- *.
  rewrite tf_game_eq, (s175_c203_L a), (s175_c203_R a); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 1 1 1 (opt_l _ _ _ (s175_c203_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 2 1 1 (opt_l _ _ _ (s175_c203_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) 1 2 1 (opt_l _ _ _ (s175_c203_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 1 1 1 (opt_r _ _ _ (s175_c203_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p61 Ho0 ltac:(zlia)).
  rewrite (s158_p46 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  rewrite (s168_p119 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]]]]]].
Qed.

Lemma s175_c203_p111 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s175_board (2 + a) 1 1 1 1 -> fst (s175_q111 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q111 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q111] in Hc |- *.
  rewrite tf_game_eq, (s175_c203_L a), (s175_c203_R a); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 1 1 1 (opt_l _ _ _ (s175_c203_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 2 1 1 (opt_l _ _ _ (s175_c203_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) 1 2 1 (opt_l _ _ _ (s175_c203_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 1 1 1 (opt_r _ _ _ (s175_c203_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p61 Ho0 ltac:(zlia)).
  rewrite (s158_p46 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  rewrite (s168_p136 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]]]]]].
Qed.

Lemma s175_c204_L (a e : nat) : lmoves (s175_board (2 + a) 1 1 1 (2 + e)) = [s175_board (1 + a) 2 1 1 (2 + e); s158_board (2 + a) 2 1 (2 + e); s173_board (2 + a) 1 2 (2 + e)].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c204_R (a e : nat) : rmoves (s175_board (2 + a) 1 1 1 (2 + e)) = [s168_board (2 + a) 1 1 1 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s175_c204_p91 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s175_board (2 + a) 1 1 1 (2 + e) -> fst (s175_q91 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q91 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q91] in Hc |- *.
  rewrite tf_game_eq, (s175_c204_L a e), (s175_c204_R a e); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 1 1 (2 + e) (opt_l _ _ _ (s175_c204_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 2 1 (2 + e) (opt_l _ _ _ (s175_c204_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) 1 2 (2 + e) (opt_l _ _ _ (s175_c204_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 1 1 (2 + e) (opt_r _ _ _ (s175_c204_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p91 Ho0 ltac:(zlia)).
  rewrite (s158_p47 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==1 && d>=2 && e==0: the board of s174 *)
Lemma s175_c205_p19 x (Hs174 : s174_claim x) (a d : nat) :
  x = s175_board (2 + a) 1 1 (2 + d) 0 -> fst (s175_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q19] in Hc |- *.
  pose proof (Hs174 (2 + a) 1 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c206_L (a d : nat) : lmoves (s175_board (2 + a) 1 1 (2 + d) 1) = [s175_board (1 + a) 2 1 (2 + d) 1; s158_board (2 + a) 2 (2 + d) 1; s173_board (2 + a) 1 (3 + d) 1].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c206_R (a d : nat) : rmoves (s175_board (2 + a) 1 1 (2 + d) 1) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s175_c206_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s175_board (2 + a) 1 1 (2 + d) 1 -> fst (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c206_L a d), (s175_c206_R a d); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 1 (2 + d) 1 (opt_l _ _ _ (s175_c206_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 2 (2 + d) 1 (opt_l _ _ _ (s175_c206_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) 1 (3 + d) 1 (opt_l _ _ _ (s175_c206_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s175_c207_L (a d e : nat) : lmoves (s175_board (2 + a) 1 1 (2 + d) (2 + e)) = [s175_board (1 + a) 2 1 (2 + d) (2 + e); s158_board (2 + a) 2 (2 + d) (2 + e); s173_board (2 + a) 1 (3 + d) (2 + e)].
Proof. unfold s158_board, s173_board, s175_board. tf_options. Qed.
Lemma s175_c207_R (a d e : nat) : rmoves (s175_board (2 + a) 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s175_c207_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s175_board (2 + a) 1 1 (2 + d) (2 + e) -> fst (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c207_L a d e), (s175_c207_R a d e); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s175_c207_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 2 (2 + d) (2 + e) (opt_l _ _ _ (s175_c207_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) 1 (3 + d) (2 + e) (opt_l _ _ _ (s175_c207_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c>=2 && d==0 && e==0: the board of s174 *)
Lemma s175_c208_p24 x (Hs174 : s174_claim x) (a c : nat) :
  x = s175_board (2 + a) 1 (2 + c) 0 0 -> fst (s175_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q24] in Hc |- *.
  pose proof (Hs174 (2 + a) 1 (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c208_p88 x (Hs174 : s174_claim x) (a c : nat) :
  x = s175_board (2 + a) 1 (2 + c) 0 0 -> fst (s175_q88 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q88 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q88] in Hc |- *.
  pose proof (Hs174 (2 + a) 1 (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c209_L (a c : nat) : lmoves (s175_board (2 + a) 1 (2 + c) 0 1) = [s175_board (1 + a) 2 (2 + c) 0 1; s158_board (2 + a) (3 + c) 0 1; s175_board (2 + a) 1 (1 + c) 1 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c209_R (a c : nat) : rmoves (s175_board (2 + a) 1 (2 + c) 0 1) = [s168_board (2 + a) 1 (2 + c) 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s175_c209_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s175_board (2 + a) 1 (2 + c) 0 1 -> fst (s175_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q26] in Hc |- *.
  rewrite tf_game_eq, (s175_c209_L a c), (s175_c209_R a c); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 (2 + c) 0 1 (opt_l _ _ _ (s175_c209_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (3 + c) 0 1 (opt_l _ _ _ (s175_c209_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) 1 (1 + c) 1 1 (opt_l _ _ _ (s175_c209_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 (2 + c) 0 1 (opt_r _ _ _ (s175_c209_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p26 Ho0 ltac:(zlia)).
  rewrite (s158_p49 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s175_p106 Ho2 ltac:(zlia)).
    rewrite (s168_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s175_p111 Ho2 ltac:(zlia)).
    rewrite (s168_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s175_c209_p94 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s175_board (2 + a) 1 (2 + c) 0 1 -> fst (s175_q94 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q94 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q94] in Hc |- *.
  rewrite tf_game_eq, (s175_c209_L a c), (s175_c209_R a c); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 (2 + c) 0 1 (opt_l _ _ _ (s175_c209_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (3 + c) 0 1 (opt_l _ _ _ (s175_c209_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) 1 (1 + c) 1 1 (opt_l _ _ _ (s175_c209_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 (2 + c) 0 1 (opt_r _ _ _ (s175_c209_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p94 Ho0 ltac:(zlia)).
  rewrite (s158_p49 Ho1 ltac:(zlia)).
  rewrite (s175_p93 Ho2 ltac:(zlia)).
  rewrite (s168_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c210_L (a c e : nat) : lmoves (s175_board (2 + a) 1 (2 + c) 0 (2 + e)) = [s175_board (1 + a) 2 (2 + c) 0 (2 + e); s158_board (2 + a) (3 + c) 0 (2 + e); s175_board (2 + a) 1 (1 + c) 1 (2 + e)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c210_R (a c e : nat) : rmoves (s175_board (2 + a) 1 (2 + c) 0 (2 + e)) = [s168_board (2 + a) 1 (2 + c) 0 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s175_c210_p92 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s175_board (2 + a) 1 (2 + c) 0 (2 + e) -> fst (s175_q92 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q92 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q92] in Hc |- *.
  rewrite tf_game_eq, (s175_c210_L a c e), (s175_c210_R a c e); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 (2 + c) 0 (2 + e) (opt_l _ _ _ (s175_c210_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (3 + c) 0 (2 + e) (opt_l _ _ _ (s175_c210_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s175_c210_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s175_c210_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p92 Ho0 ltac:(zlia)).
  rewrite (s158_p50 Ho1 ltac:(zlia)).
  rewrite (s175_p91 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c>=2 && d==1 && e==0: the board of s174 *)
Lemma s175_c211_p47 x (Hs174 : s174_claim x) (a c : nat) :
  x = s175_board (2 + a) 1 (2 + c) 1 0 -> fst (s175_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q47] in Hc |- *.
  pose proof (Hs174 (2 + a) 1 (2 + c) 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s175_c212_L (a c : nat) : lmoves (s175_board (2 + a) 1 (2 + c) 1 1) = [s175_board (1 + a) 2 (2 + c) 1 1; s158_board (2 + a) (3 + c) 1 1; s175_board (2 + a) 1 (1 + c) 2 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c212_R (a c : nat) : rmoves (s175_board (2 + a) 1 (2 + c) 1 1) = [s168_board (2 + a) 1 (2 + c) 1 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s175_c212_p93 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s175_board (2 + a) 1 (2 + c) 1 1 -> fst (s175_q93 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q93 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q93] in Hc |- *.
  rewrite tf_game_eq, (s175_c212_L a c), (s175_c212_R a c); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s175_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (3 + c) 1 1 (opt_l _ _ _ (s175_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) 1 (1 + c) 2 1 (opt_l _ _ _ (s175_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 (2 + c) 1 1 (opt_r _ _ _ (s175_c212_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p93 Ho0 ltac:(zlia)).
  rewrite (s158_p46 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  rewrite (s168_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c213_L (a c e : nat) : lmoves (s175_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s175_board (1 + a) 2 (2 + c) 1 (2 + e); s158_board (2 + a) (3 + c) 1 (2 + e); s175_board (2 + a) 1 (1 + c) 2 (2 + e)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c213_R (a c e : nat) : rmoves (s175_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s168_board (2 + a) 1 (2 + c) 1 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s175_c213_p91 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s175_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s175_q91 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q91 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q91] in Hc |- *.
  rewrite tf_game_eq, (s175_c213_L a c e), (s175_c213_R a c e); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s175_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (3 + c) 1 (2 + e) (opt_l _ _ _ (s175_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s175_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s175_c213_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p91 Ho0 ltac:(zlia)).
  rewrite (s158_p47 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c>=2 && d>=2 && e==0: the board of s174 *)
Lemma s175_c214_p19 x (Hs174 : s174_claim x) (a c d : nat) :
  x = s175_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s175_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q19] in Hc |- *.
  pose proof (Hs174 (2 + a) 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c215_L (a c d : nat) : lmoves (s175_board (2 + a) 1 (2 + c) (2 + d) 1) = [s175_board (1 + a) 2 (2 + c) (2 + d) 1; s158_board (2 + a) (3 + c) (2 + d) 1; s175_board (2 + a) 1 (1 + c) (3 + d) 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c215_R (a c d : nat) : rmoves (s175_board (2 + a) 1 (2 + c) (2 + d) 1) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s175_c215_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s175_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c215_L a c d), (s175_c215_R a c d); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s175_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (3 + c) (2 + d) 1 (opt_l _ _ _ (s175_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s175_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s175_c216_L (a c d e : nat) : lmoves (s175_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s175_board (1 + a) 2 (2 + c) (2 + d) (2 + e); s158_board (2 + a) (3 + c) (2 + d) (2 + e); s175_board (2 + a) 1 (1 + c) (3 + d) (2 + e)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s175_c216_R (a c d e : nat) : rmoves (s175_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s175_c216_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s175_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c216_L a c d e), (s175_c216_R a c d e); cbn [map].
  pose proof (use_s175 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s175_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s175_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s175_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==0 && d==0 && e==0: the board of s172 *)
Lemma s175_c217_p62 x (Hs172 : s172_claim x) (a b : nat) :
  x = s175_board (2 + a) (2 + b) 0 0 0 -> fst (s175_q62 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q62 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q62] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c217_p95 x (Hs172 : s172_claim x) (a b : nat) :
  x = s175_board (2 + a) (2 + b) 0 0 0 -> fst (s175_q95 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q95 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q95] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==0 && d==0 && e==1: the board of s173 *)
Lemma s175_c218_p63 x (Hs173 : s173_claim x) (a b : nat) :
  x = s175_board (2 + a) (2 + b) 0 0 1 -> fst (s175_q63 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q63 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q63] in Hc |- *.
  pose proof (Hs173 (2 + a) (2 + b) 0 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==0 && d==0 && e>=2: the board of s173 *)
Lemma s175_c219_p43 x (Hs173 : s173_claim x) (a b e : nat) :
  x = s175_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s175_q43 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q43 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q43] in Hc |- *.
  pose proof (Hs173 (2 + a) (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==0 && d==1 && e==0: the board of s172 *)
Lemma s175_c220_p64 x (Hs172 : s172_claim x) (a b : nat) :
  x = s175_board (2 + a) (2 + b) 0 1 0 -> fst (s175_q64 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q64 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q64] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s175_c220_p107 x (Hs172 : s172_claim x) (a b : nat) :
  x = s175_board (2 + a) (2 + b) 0 1 0 -> fst (s175_q107 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q107 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q107] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s175_c220_p112 x (Hs172 : s172_claim x) (a b : nat) :
  x = s175_board (2 + a) (2 + b) 0 1 0 -> fst (s175_q112 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q112 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q112] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==0 && d==1 && e==1: the board of s173 *)
Lemma s175_c221_p39 x (Hs173 : s173_claim x) (a b : nat) :
  x = s175_board (2 + a) (2 + b) 0 1 1 -> fst (s175_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q39] in Hc |- *.
  pose proof (Hs173 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==0 && d==1 && e>=2: the board of s173 *)
Lemma s175_c222_p86 x (Hs173 : s173_claim x) (a b e : nat) :
  x = s175_board (2 + a) (2 + b) 0 1 (2 + e) -> fst (s175_q86 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q86 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q86] in Hc |- *.
  pose proof (Hs173 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==0 && d>=2 && e==0: the board of s172 *)
Lemma s175_c223_p19 x (Hs172 : s172_claim x) (a b d : nat) :
  x = s175_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s175_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q19] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s175_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==0 && d>=2 && e==1: the board of s173 *)
Lemma s175_c224_p87 x (Hs173 : s173_claim x) (a b d : nat) :
  x = s175_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s175_q87 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q87 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q87] in Hc |- *.
  pose proof (Hs173 (2 + a) (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==0 && d>=2 && e>=2: the board of s173 *)
Lemma s175_c225_p87 x (Hs173 : s173_claim x) (a b d e : nat) :
  x = s175_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s175_q87 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q87 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s175_q87] in Hc |- *.
  pose proof (Hs173 (2 + a) (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s175_board, s173_board; board_eq)) as Ho0.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==1 && d==0 && e==0: the board of s174 *)
Lemma s175_c226_p97 x (Hs174 : s174_claim x) (a b : nat) :
  x = s175_board (2 + a) (2 + b) 1 0 0 -> fst (s175_q97 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q97 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q97] in Hc |- *.
  pose proof (Hs174 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c227_L (a b : nat) : lmoves (s175_board (2 + a) (2 + b) 1 0 1) = [s175_board (1 + a) (3 + b) 1 0 1; s175_board (2 + a) (1 + b) 2 0 1; s173_board (2 + a) (2 + b) 1 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c227_R (a b : nat) : rmoves (s175_board (2 + a) (2 + b) 1 0 1) = [s168_board (2 + a) (2 + b) 1 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s175_c227_p44 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s175_board (2 + a) (2 + b) 1 0 1 -> fst (s175_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q44] in Hc |- *.
  rewrite tf_game_eq, (s175_c227_L a b), (s175_c227_R a b); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) 1 0 1 (opt_l _ _ _ (s175_c227_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) 2 0 1 (opt_l _ _ _ (s175_c227_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s175_c227_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 0 1 (opt_r _ _ _ (s175_c227_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p44 Ho0 ltac:(zlia)).
  rewrite (s175_p26 Ho1 ltac:(zlia)).
  rewrite (s173_p13 Ho2 ltac:(zlia)).
  rewrite (s168_p52 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c228_L (a b e : nat) : lmoves (s175_board (2 + a) (2 + b) 1 0 (2 + e)) = [s175_board (1 + a) (3 + b) 1 0 (2 + e); s175_board (2 + a) (1 + b) 2 0 (2 + e); s173_board (2 + a) (2 + b) 1 (2 + e)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c228_R (a b e : nat) : rmoves (s175_board (2 + a) (2 + b) 1 0 (2 + e)) = [s168_board (2 + a) (2 + b) 1 0 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s175_c228_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s175_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s175_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q27] in Hc |- *.
  rewrite tf_game_eq, (s175_c228_L a b e), (s175_c228_R a b e); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) 1 0 (2 + e) (opt_l _ _ _ (s175_c228_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) 2 0 (2 + e) (opt_l _ _ _ (s175_c228_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) (2 + b) 1 (2 + e) (opt_l _ _ _ (s175_c228_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 0 (2 + e) (opt_r _ _ _ (s175_c228_R a b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p27 Ho0 ltac:(zlia)).
  rewrite (s175_p92 Ho1 ltac:(zlia)).
  rewrite (s173_p32 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==1 && d==1 && e==0: the board of s174 *)
Lemma s175_c229_p60 x (Hs174 : s174_claim x) (a b : nat) :
  x = s175_board (2 + a) (2 + b) 1 1 0 -> fst (s175_q60 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q60 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q60] in Hc |- *.
  pose proof (Hs174 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s175_c230_L (a b : nat) : lmoves (s175_board (2 + a) (2 + b) 1 1 1) = [s175_board (1 + a) (3 + b) 1 1 1; s175_board (2 + a) (1 + b) 2 1 1; s173_board (2 + a) (2 + b) 2 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c230_R (a b : nat) : rmoves (s175_board (2 + a) (2 + b) 1 1 1) = [s168_board (2 + a) (2 + b) 1 1 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s175_c230_p61 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s175_board (2 + a) (2 + b) 1 1 1 -> fst (s175_q61 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q61 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q61] in Hc |- *.
  rewrite tf_game_eq, (s175_c230_L a b), (s175_c230_R a b); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) 1 1 1 (opt_l _ _ _ (s175_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) 2 1 1 (opt_l _ _ _ (s175_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) (2 + b) 2 1 (opt_l _ _ _ (s175_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 1 1 (opt_r _ _ _ (s175_c230_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p61 Ho0 ltac:(zlia)).
  rewrite (s175_p93 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  rewrite (s168_p54 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s175_c231_L (a b e : nat) : lmoves (s175_board (2 + a) (2 + b) 1 1 (2 + e)) = [s175_board (1 + a) (3 + b) 1 1 (2 + e); s175_board (2 + a) (1 + b) 2 1 (2 + e); s173_board (2 + a) (2 + b) 2 (2 + e)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c231_R (a b e : nat) : rmoves (s175_board (2 + a) (2 + b) 1 1 (2 + e)) = [s168_board (2 + a) (2 + b) 1 1 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s175_c231_p91 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s175_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s175_q91 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q91 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q91] in Hc |- *.
  rewrite tf_game_eq, (s175_c231_L a b e), (s175_c231_R a b e); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s175_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s175_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) (2 + b) 2 (2 + e) (opt_l _ _ _ (s175_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s175_c231_R a b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p91 Ho0 ltac:(zlia)).
  rewrite (s175_p91 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==1 && d>=2 && e==0: the board of s174 *)
Lemma s175_c232_p19 x (Hs174 : s174_claim x) (a b d : nat) :
  x = s175_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s175_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q19] in Hc |- *.
  pose proof (Hs174 (2 + a) (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c233_L (a b d : nat) : lmoves (s175_board (2 + a) (2 + b) 1 (2 + d) 1) = [s175_board (1 + a) (3 + b) 1 (2 + d) 1; s175_board (2 + a) (1 + b) 2 (2 + d) 1; s173_board (2 + a) (2 + b) (3 + d) 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c233_R (a b d : nat) : rmoves (s175_board (2 + a) (2 + b) 1 (2 + d) 1) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s175_c233_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s175_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c233_L a b d), (s175_c233_R a b d); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s175_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s175_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) (2 + b) (3 + d) 1 (opt_l _ _ _ (s175_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s175_c234_L (a b d e : nat) : lmoves (s175_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s175_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s175_board (2 + a) (1 + b) 2 (2 + d) (2 + e); s173_board (2 + a) (2 + b) (3 + d) (2 + e)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s175_c234_R (a b d e : nat) : rmoves (s175_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s175_c234_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s175_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c234_L a b d e), (s175_c234_R a b d e); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s175_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s175_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s175_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  rewrite (s173_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c>=2 && d==0 && e==0: the board of s174 *)
Lemma s175_c235_p24 x (Hs174 : s174_claim x) (a b c : nat) :
  x = s175_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s175_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q24] in Hc |- *.
  pose proof (Hs174 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s175_c235_p97 x (Hs174 : s174_claim x) (a b c : nat) :
  x = s175_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s175_q97 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s175_q97 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q97] in Hc |- *.
  pose proof (Hs174 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c236_L (a b c : nat) : lmoves (s175_board (2 + a) (2 + b) (2 + c) 0 1) = [s175_board (1 + a) (3 + b) (2 + c) 0 1; s175_board (2 + a) (1 + b) (3 + c) 0 1; s175_board (2 + a) (2 + b) (1 + c) 1 1].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c236_R (a b c : nat) : rmoves (s175_board (2 + a) (2 + b) (2 + c) 0 1) = [s168_board (2 + a) (2 + b) (2 + c) 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s175_c236_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s175_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s175_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q26] in Hc |- *.
  rewrite tf_game_eq, (s175_c236_L a b c), (s175_c236_R a b c); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s175_c236_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s175_c236_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s175_c236_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s175_c236_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p26 Ho0 ltac:(zlia)).
  rewrite (s175_p94 Ho1 ltac:(zlia)).
  rewrite (s175_p61 Ho2 ltac:(zlia)).
  rewrite (s168_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c236_p94 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s175_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s175_q94 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s175_q94 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q94] in Hc |- *.
  rewrite tf_game_eq, (s175_c236_L a b c), (s175_c236_R a b c); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s175_c236_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s175_c236_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s175_c236_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s175_c236_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p94 Ho0 ltac:(zlia)).
  rewrite (s175_p94 Ho1 ltac:(zlia)).
  rewrite (s175_p93 Ho2 ltac:(zlia)).
  rewrite (s168_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c237_L (a b c e : nat) : lmoves (s175_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [s175_board (1 + a) (3 + b) (2 + c) 0 (2 + e); s175_board (2 + a) (1 + b) (3 + c) 0 (2 + e); s175_board (2 + a) (2 + b) (1 + c) 1 (2 + e)].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c237_R (a b c e : nat) : rmoves (s175_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [s168_board (2 + a) (2 + b) (2 + c) 0 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s175_c237_p92 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s175_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s175_q92 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q92 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q92] in Hc |- *.
  rewrite tf_game_eq, (s175_c237_L a b c e), (s175_c237_R a b c e); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s175_c237_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) (3 + c) 0 (2 + e) (opt_l _ _ _ (s175_c237_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s175_c237_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s175_c237_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p92 Ho0 ltac:(zlia)).
  rewrite (s175_p92 Ho1 ltac:(zlia)).
  rewrite (s175_p91 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c>=2 && d==1 && e==0: the board of s174 *)
Lemma s175_c238_p47 x (Hs174 : s174_claim x) (a b c : nat) :
  x = s175_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s175_q47 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s175_q47 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q47] in Hc |- *.
  pose proof (Hs174 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s175_c239_L (a b c : nat) : lmoves (s175_board (2 + a) (2 + b) (2 + c) 1 1) = [s175_board (1 + a) (3 + b) (2 + c) 1 1; s175_board (2 + a) (1 + b) (3 + c) 1 1; s175_board (2 + a) (2 + b) (1 + c) 2 1].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c239_R (a b c : nat) : rmoves (s175_board (2 + a) (2 + b) (2 + c) 1 1) = [s168_board (2 + a) (2 + b) (2 + c) 1 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s175_c239_p93 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s175_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s175_q93 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s175_q93 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q93] in Hc |- *.
  rewrite tf_game_eq, (s175_c239_L a b c), (s175_c239_R a b c); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s175_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s175_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s175_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s175_c239_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p93 Ho0 ltac:(zlia)).
  rewrite (s175_p93 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  rewrite (s168_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s175_c240_L (a b c e : nat) : lmoves (s175_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s175_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s175_board (2 + a) (1 + b) (3 + c) 1 (2 + e); s175_board (2 + a) (2 + b) (1 + c) 2 (2 + e)].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c240_R (a b c e : nat) : rmoves (s175_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s168_board (2 + a) (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s175_c240_p91 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s175_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s175_q91 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q91 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q91] in Hc |- *.
  rewrite tf_game_eq, (s175_c240_L a b c e), (s175_c240_R a b c e); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s175_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s175_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s175_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s175_c240_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s175_p91 Ho0 ltac:(zlia)).
  rewrite (s175_p91 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  rewrite (s168_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c>=2 && d>=2 && e==0: the board of s174 *)
Lemma s175_c241_p19 x (Hs174 : s174_claim x) (a b c d : nat) :
  x = s175_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s175_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s175_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s175_q19] in Hc |- *.
  pose proof (Hs174 (2 + a) (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s175_board, s174_board; board_eq)) as Ho0.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s175_c242_L (a b c d : nat) : lmoves (s175_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s175_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s175_board (2 + a) (1 + b) (3 + c) (2 + d) 1; s175_board (2 + a) (2 + b) (1 + c) (3 + d) 1].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c242_R (a b c d : nat) : rmoves (s175_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s175_c242_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s175_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c242_L a b c d), (s175_c242_R a b c d); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s175_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s175_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s175_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s175_c243_L (a b c d e : nat) : lmoves (s175_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s175_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s175_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e); s175_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e)].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c243_R (a b c d e : nat) : rmoves (s175_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s175_board. tf_options. Qed.
(* s175 = T^a _ T^b _ T^c _ T^d F T^e F T F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s175_c243_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s175_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s175_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s175_q20] in Hc |- *.
  rewrite tf_game_eq, (s175_c243_L a b c d e), (s175_c243_R a b c d e); cbn [map].
  pose proof (use_s175 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s175_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s175_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s175_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  rewrite (s175_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s176_c1_L : lmoves (s176_board 0) = [strip [(0, 1)] ([T; F; E; T; E; E; T; F]) []].
Proof. unfold s176_board, strip. tf_options. Qed.
Lemma s176_c1_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; E; T; F]) []) (s109_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; E; T; F]) []); [reflexivity | unfold s109_board; strip_board_eq | strip_offset]. Qed.
Lemma s176_c1_R : rmoves (s176_board 0) = [strip [(0, 1)] ([T; F; T; E; E; F]) [(1, 1)]].
Proof. unfold s176_board, strip. tf_options. Qed.
Lemma s176_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; F]) [(1, 1)]) (s116_board 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s176 = T^a F T F T _^3 T F on a==0 *)
Lemma s176_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s176_board 0 -> fst (s176_q1 (Z.of_nat 0)) -> tf_game x == snd (s176_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s176_q1] in Hc |- *.
  rewrite tf_game_eq, (s176_c1_L), (s176_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s176_c1_L1)).
  pose proof (use_s109 IH 1 1 (opt_norm_l _ _ _ _ _ (s176_c1_L) ltac:(cbn [In]; left; reflexivity) (s176_c1_L1))) as Ho0.
  rewrite (tf_norm_game (s176_c1_R1)).
  pose proof (use_s116 IH 1 0 (opt_norm_r _ _ _ _ _ (s176_c1_R) ltac:(cbn [In]; left; reflexivity) (s176_c1_R1))) as Ho1.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s116_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s176_c2_L : lmoves (s176_board 1) = [s151_board 1 1].
Proof. unfold s151_board, s176_board. tf_options. Qed.
Lemma s176_c2_R : rmoves (s176_board 1) = [strip [] ([T; F; T; F; T; E; E; F]) [(1, 1)]].
Proof. unfold s176_board, strip. tf_options. Qed.
Lemma s176_c2_R1 : tf_norm (strip [] ([T; F; T; F; T; E; E; F]) [(1, 1)]) (s197_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s197_board; strip_board_eq | strip_offset]. Qed.
(* s176 = T^a F T F T _^3 T F on a==1 *)
Lemma s176_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s176_board 1 -> fst (s176_q1 (Z.of_nat 1)) -> tf_game x == snd (s176_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s176_q1] in Hc |- *.
  rewrite tf_game_eq, (s176_c2_L), (s176_c2_R); cbn [map].
  pose proof (use_s151 IH 1 1 (opt_l _ _ _ (s176_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s176_c2_R1)).
  pose proof (use_s197 IH 1 0 (opt_norm_r _ _ _ _ _ (s176_c2_R) ltac:(cbn [In]; left; reflexivity) (s176_c2_R1))) as Ho1.
  rewrite (s151_p2 Ho0 ltac:(zlia)).
  rewrite (s197_p1 Ho1 ltac:(zlia)).
  rewrite (s197_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s176_c3_L (a : nat) : lmoves (s176_board (2 + a)) = [s151_board (2 + a) 1].
Proof. unfold s151_board, s176_board. tf_options. Qed.
Lemma s176_c3_R (a : nat) : rmoves (s176_board (2 + a)) = [strip [] (repeat T (2 + a) ++ [F; T; F; T; E; E; F]) [(1, 1)]].
Proof. unfold s176_board, strip. tf_options. Qed.
Lemma s176_c3_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; T; E; E; F]) [(1, 1)]) (s197_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s197_board; strip_board_eq | strip_offset]. Qed.
(* s176 = T^a F T F T _^3 T F on a>=2 *)
Lemma s176_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s176_board (2 + a) -> fst (s176_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s176_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s176_q1] in Hc |- *.
  rewrite tf_game_eq, (s176_c3_L a), (s176_c3_R a); cbn [map].
  pose proof (use_s151 IH (2 + a) 1 (opt_l _ _ _ (s176_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s176_c3_R1 a)).
  pose proof (use_s197 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s176_c3_R a) ltac:(cbn [In]; left; reflexivity) (s176_c3_R1 a))) as Ho1.
  rewrite (s151_p2 Ho0 ltac:(zlia)).
  rewrite (s197_p1 Ho1 ltac:(zlia)).
  rewrite (s197_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s177_c1_L : lmoves (s177_board 0 0 0 0) = [].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c1_R : rmoves (s177_board 0 0 0 0) = [strip [(0, 2); (2, 1)] ([E]) []; strip [(0, 1); (1, 2)] ([E; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c1_R1 : tf_norm (strip [(0, 2); (2, 1)] ([E]) []) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(0, 2); (2, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s177_c1_R2 : tf_norm (strip [(0, 1); (1, 2)] ([E; E]) []) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (1, 2)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==0 && d==0 *)
Lemma s177_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 0 0 0 0 -> fst (s177_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s177_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q1] in Hc |- *.
  rewrite tf_game_eq, (s177_c1_L), (s177_c1_R); cbn [map].
  rewrite (tf_norm_blank (s177_c1_R1)).
  rewrite (tf_norm_blank (s177_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s177_c2_L : lmoves (s177_board 0 0 0 1) = [strip [(0, 1); (1, 1); (2, 1)] ([]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c2_L1 : tf_norm (strip [(0, 1); (1, 1); (2, 1)] ([]) [(1, 0)]) (repeat E 3) (-4).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1); (2, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s177_c2_R : rmoves (s177_board 0 0 0 1) = [strip [(0, 2)] ([E; E; T; F; E]) []; strip [(0, 1); (1, 2)] ([]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c2_R1 : tf_norm (strip [(0, 2)] ([E; E; T; F; E]) []) (s63_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c2_R2 : tf_norm (strip [(0, 1); (1, 2)] ([]) [(1, 2)]) (repeat E 3) (0).
Proof. apply (tf_norm_by _ [(0, 1); (1, 2)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==0 && d==1 *)
Lemma s177_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 0 0 0 1 -> fst (s177_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s177_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q2] in Hc |- *.
  rewrite tf_game_eq, (s177_c2_L), (s177_c2_R); cbn [map].
  rewrite (tf_norm_blank (s177_c2_L1)).
  rewrite (tf_norm_game0 (s177_c2_R1)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s177_c2_R) ltac:(cbn [In]; left; reflexivity) (s177_c2_R1))) as Ho1.
  rewrite (tf_norm_blank (s177_c2_R2)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s177_c3_L (d : nat) : lmoves (s177_board 0 0 0 (2 + d)) = [strip [(0, 1); (1, 1)] (E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c3_L1 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board 0 (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c3_R (d : nat) : rmoves (s177_board 0 0 0 (2 + d)) = [strip [(0, 2)] (E :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c3_R1 (d : nat) : tf_norm (strip [(0, 2)] (E :: E :: repeat T (2 + d) ++ [F; E]) []) (s63_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==0 && d>=2 *)
Lemma s177_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s177_board 0 0 0 (2 + d) -> fst (s177_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q2] in Hc |- *.
  rewrite tf_game_eq, (s177_c3_L d), (s177_c3_R d); cbn [map].
  rewrite (tf_norm_game (s177_c3_L1 d)).
  pose proof (use_s37 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c3_L d) ltac:(cbn [In]; left; reflexivity) (s177_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s177_c3_R1 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s177_c3_R d) ltac:(cbn [In]; left; reflexivity) (s177_c3_R1 d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s37_p1 Ho0 ltac:(zlia)).
    rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p3 Ho0 ltac:(zlia)).
    rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p4 Ho0 ltac:(zlia)).
    rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p5 Ho0 ltac:(zlia)).
    rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c4_L : lmoves (s177_board 0 0 1 0) = [strip [(0, 1); (1, 1)] ([E; T; F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c4_L1 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; F; E]) []) (s63_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c4_R : rmoves (s177_board 0 0 1 0) = [strip [(0, 2)] ([E; T; E; F; E]) []; strip [(0, 1); (1, 1)] ([T; F; E; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c4_R1 : tf_norm (strip [(0, 2)] ([E; T; E; F; E]) []) (s73_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c4_R2 : tf_norm (strip [(0, 1); (1, 1)] ([T; F; E; E]) []) (s75_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==1 && d==0 *)
Lemma s177_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 0 0 1 0 -> fst (s177_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s177_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q4] in Hc |- *.
  rewrite tf_game_eq, (s177_c4_L), (s177_c4_R); cbn [map].
  rewrite (tf_norm_game (s177_c4_L1)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s177_c4_L) ltac:(cbn [In]; left; reflexivity) (s177_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s177_c4_R1)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s177_c4_R) ltac:(cbn [In]; left; reflexivity) (s177_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s177_c4_R2)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s177_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c4_R2))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s177_c5_L : lmoves (s177_board 0 0 1 1) = [strip [(0, 1); (1, 1)] ([E; T; T; F; E]) []; strip [(0, 1); (1, 1)] ([T; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c5_L1 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; T; F; E]) []) (s63_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c5_L2 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; E; F]) [(1, 0)]) (s28_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c5_R : rmoves (s177_board 0 0 1 1) = [strip [(0, 2)] ([E; T; E; T; F; E]) []; strip [(0, 1); (1, 1)] ([T; F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c5_R1 : tf_norm (strip [(0, 2)] ([E; T; E; T; F; E]) []) (s73_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c5_R2 : tf_norm (strip [(0, 1); (1, 1)] ([T; F]) [(1, 2)]) (s75_board 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F]) [(1, 2)]); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==1 && d==1 *)
Lemma s177_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s177_board 0 0 1 1 -> fst (s177_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s177_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q2] in Hc |- *.
  rewrite tf_game_eq, (s177_c5_L), (s177_c5_R); cbn [map].
  rewrite (tf_norm_game (s177_c5_L1)).
  pose proof (use_s63 IH 0 2 (opt_norm_l _ _ _ _ _ (s177_c5_L) ltac:(cbn [In]; left; reflexivity) (s177_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s177_c5_L2)).
  pose proof (use_s28 IH 0 1 (opt_norm_l _ _ _ _ _ (s177_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s177_c5_R1)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s177_c5_R) ltac:(cbn [In]; left; reflexivity) (s177_c5_R1))) as Ho2.
  rewrite (tf_norm_game (s177_c5_R2)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s177_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c5_R2))) as Ho3.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s75_p1 Ho3 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s177_c6_L (d : nat) : lmoves (s177_board 0 0 1 (2 + d)) = [strip [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1); (1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c6_L1 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ [F; E]) []) (s63_board 0 (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c6_L2 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s43_board 0 1 (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c6_R (d : nat) : rmoves (s177_board 0 0 1 (2 + d)) = [strip [(0, 2)] (E :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c6_R1 (d : nat) : tf_norm (strip [(0, 2)] (E :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==1 && d>=2 *)
Lemma s177_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s177_board 0 0 1 (2 + d) -> fst (s177_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q2] in Hc |- *.
  rewrite tf_game_eq, (s177_c6_L d), (s177_c6_R d); cbn [map].
  rewrite (tf_norm_game (s177_c6_L1 d)).
  pose proof (use_s63 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s177_c6_L d) ltac:(cbn [In]; left; reflexivity) (s177_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s177_c6_L2 d)).
  pose proof (use_s43 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s177_c6_R1 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s177_c6_R d) ltac:(cbn [In]; left; reflexivity) (s177_c6_R1 d))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s43_p4 Ho1 ltac:(zlia)).
    rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c7_L (c : nat) : lmoves (s177_board 0 0 (2 + c) 0) = [strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; F; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c7_L1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; F; E]) []) (s73_board 0 (1 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c7_R (c : nat) : rmoves (s177_board 0 0 (2 + c) 0) = [strip [(0, 2)] (E :: repeat T (2 + c) ++ [E; F; E]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c7_R1 (c : nat) : tf_norm (strip [(0, 2)] (E :: repeat T (2 + c) ++ [E; F; E]) []) (s73_board 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c7_R2 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [F; E; E]) []) (s75_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==0 *)
Lemma s177_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s177_board 0 0 (2 + c) 0 -> fst (s177_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s177_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q4] in Hc |- *.
  rewrite tf_game_eq, (s177_c7_L c), (s177_c7_R c); cbn [map].
  rewrite (tf_norm_game (s177_c7_L1 c)).
  pose proof (use_s73 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s177_c7_L c) ltac:(cbn [In]; left; reflexivity) (s177_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s177_c7_R1 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s177_c7_R c) ltac:(cbn [In]; left; reflexivity) (s177_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s177_c7_R2 c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s177_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s177_c7_R2 c))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

