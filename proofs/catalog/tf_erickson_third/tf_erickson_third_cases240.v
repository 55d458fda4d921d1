(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s194_c54_L (c d e : nat) : lmoves (s194_board 0 1 (2 + c) (2 + d) (2 + e)) = [s194_board 0 1 (1 + c) (3 + d) (2 + e); s194_board 0 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c54_R (c d e : nat) : rmoves (s194_board 0 1 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c54_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []) (s53_board 1 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s194_c54_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s194_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c54_L c d e), (s194_c54_R c d e); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s194_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s194_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c54_R1 c d e)).
  pose proof (use_s53 IH 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s194_c54_R c d e) ltac:(cbn [In]; left; reflexivity) (s194_c54_R1 c d e))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s193 *)
Lemma s194_c55_p25 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 0 (2 + b) 0 0 0 -> fst (s194_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q25] in Hc |- *.
  pose proof (Hs193 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s194_c55_p36 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 0 (2 + b) 0 0 0 -> fst (s194_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q36] in Hc |- *.
  pose proof (Hs193 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c55_p79 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 0 (2 + b) 0 0 0 -> fst (s194_q79 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q79 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q79] in Hc |- *.
  pose proof (Hs193 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s193 *)
Lemma s194_c56_p39 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 0 (2 + b) 0 0 1 -> fst (s194_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q39] in Hc |- *.
  pose proof (Hs193 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s194_c56_p76 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 0 (2 + b) 0 0 1 -> fst (s194_q76 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q76 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q76] in Hc |- *.
  pose proof (Hs193 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c56_p81 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 0 (2 + b) 0 0 1 -> fst (s194_q81 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q81 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q81] in Hc |- *.
  pose proof (Hs193 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s193 *)
Lemma s194_c57_p3 x (Hs193 : s193_claim x) (b e : nat) :
  x = s194_board 0 (2 + b) 0 0 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c58_L (b : nat) : lmoves (s194_board 0 (2 + b) 0 1 0) = [s168_board 0 (1 + b) 0 2 0; s193_board 0 (2 + b) 0 1].
Proof. unfold s168_board, s193_board, s194_board. tf_options. Qed.
Lemma s194_c58_R (b : nat) : rmoves (s194_board 0 (2 + b) 0 1 0) = [s167_board 0 (2 + b) 0 1 0].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==0 && d==1 && e==0 *)
Lemma s194_c58_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s194_board 0 (2 + b) 0 1 0 -> fst (s194_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q25] in Hc |- *.
  rewrite tf_game_eq, (s194_c58_L b), (s194_c58_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 2 0 (opt_l _ _ _ (s194_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s194_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s194_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p30 Ho0 ltac:(zlia)).
  rewrite (s193_p26 Ho1 ltac:(zlia)).
  rewrite (s167_p51 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c58_p44 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s194_board 0 (2 + b) 0 1 0 -> fst (s194_q44 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q44 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q44] in Hc |- *.
  rewrite tf_game_eq, (s194_c58_L b), (s194_c58_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 2 0 (opt_l _ _ _ (s194_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s194_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s194_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p48 Ho0 ltac:(zlia)).
  rewrite (s193_p27 Ho1 ltac:(zlia)).
  rewrite (s167_p51 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c58_p83 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s194_board 0 (2 + b) 0 1 0 -> fst (s194_q83 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q83 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q83] in Hc |- *.
  rewrite tf_game_eq, (s194_c58_L b), (s194_c58_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 2 0 (opt_l _ _ _ (s194_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s194_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s194_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s168_p64 Ho0 ltac:(zlia)).
    rewrite (s193_p30 Ho1 ltac:(zlia)).
    rewrite (s167_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p70 Ho0 ltac:(zlia)).
    rewrite (s193_p30 Ho1 ltac:(zlia)).
    rewrite (s167_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c59_L (b : nat) : lmoves (s194_board 0 (2 + b) 0 1 1) = [s168_board 0 (1 + b) 0 2 1; s193_board 0 (2 + b) 0 2].
Proof. unfold s168_board, s193_board, s194_board. tf_options. Qed.
Lemma s194_c59_R (b : nat) : rmoves (s194_board 0 (2 + b) 0 1 1) = [s167_board 0 (2 + b) 0 1 1].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s194_c59_p41 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s194_board 0 (2 + b) 0 1 1 -> fst (s194_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q41] in Hc |- *.
  rewrite tf_game_eq, (s194_c59_L b), (s194_c59_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 2 1 (opt_l _ _ _ (s194_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s194_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s194_c59_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s168_p31 Ho0 ltac:(zlia)).
    rewrite (s193_p3 Ho1 ltac:(zlia)).
    rewrite (s167_p54 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p49 Ho0 ltac:(zlia)).
    rewrite (s193_p3 Ho1 ltac:(zlia)).
    rewrite (s167_p54 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p65 Ho0 ltac:(zlia)).
    rewrite (s193_p3 Ho1 ltac:(zlia)).
    rewrite (s167_p54 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p71 Ho0 ltac:(zlia)).
    rewrite (s193_p3 Ho1 ltac:(zlia)).
    rewrite (s167_p54 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c60_L (b e : nat) : lmoves (s194_board 0 (2 + b) 0 1 (2 + e)) = [s168_board 0 (1 + b) 0 2 (2 + e); s193_board 0 (2 + b) 0 (3 + e)].
Proof. unfold s168_board, s193_board, s194_board. tf_options. Qed.
Lemma s194_c60_R (b e : nat) : rmoves (s194_board 0 (2 + b) 0 1 (2 + e)) = [].
Proof. unfold s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s194_c60_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s194_board 0 (2 + b) 0 1 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c60_L b e), (s194_c60_R b e); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 2 (2 + e) (opt_l _ _ _ (s194_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 0 (3 + e) (opt_l _ _ _ (s194_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s194_c61_L (b d : nat) : lmoves (s194_board 0 (2 + b) 0 (2 + d) 0) = [s168_board 0 (1 + b) 0 (3 + d) 0; s194_board 0 (2 + b) 0 (1 + d) 1].
Proof. unfold s168_board, s194_board. tf_options. Qed.
Lemma s194_c61_R (b d : nat) : rmoves (s194_board 0 (2 + b) 0 (2 + d) 0) = [s167_board 0 (2 + b) 0 (2 + d) 0].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s194_c61_p47 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s194_board 0 (2 + b) 0 (2 + d) 0 -> fst (s194_q47 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q47 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q47] in Hc |- *.
  rewrite tf_game_eq, (s194_c61_L b d), (s194_c61_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 (3 + d) 0 (opt_l _ _ _ (s194_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s194_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s194_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s168_p32 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s194_p40 Ho1 ltac:(zlia)).
      rewrite (s167_p50 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s194_p41 Ho1 ltac:(zlia)).
      rewrite (s167_p50 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s168_p50 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s194_p40 Ho1 ltac:(zlia)).
      rewrite (s167_p50 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s194_p41 Ho1 ltac:(zlia)).
      rewrite (s167_p50 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s168_p66 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s194_p40 Ho1 ltac:(zlia)).
      rewrite (s167_p50 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s194_p41 Ho1 ltac:(zlia)).
      rewrite (s167_p50 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s168_p72 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s194_p40 Ho1 ltac:(zlia)).
      rewrite (s167_p50 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s194_p41 Ho1 ltac:(zlia)).
      rewrite (s167_p50 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s194_c62_L (b d : nat) : lmoves (s194_board 0 (2 + b) 0 (2 + d) 1) = [s168_board 0 (1 + b) 0 (3 + d) 1; s194_board 0 (2 + b) 0 (1 + d) 2].
Proof. unfold s168_board, s194_board. tf_options. Qed.
Lemma s194_c62_R (b d : nat) : rmoves (s194_board 0 (2 + b) 0 (2 + d) 1) = [s167_board 0 (2 + b) 0 (2 + d) 1].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s194_c62_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s194_board 0 (2 + b) 0 (2 + d) 1 -> fst (s194_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q40] in Hc |- *.
  rewrite tf_game_eq, (s194_c62_L b d), (s194_c62_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 (3 + d) 1 (opt_l _ _ _ (s194_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s194_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s194_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s168_p31 Ho0 ltac:(zlia)).
    rewrite (s194_p3 Ho1 ltac:(zlia)).
    rewrite (s167_p53 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p49 Ho0 ltac:(zlia)).
    rewrite (s194_p3 Ho1 ltac:(zlia)).
    rewrite (s167_p53 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p65 Ho0 ltac:(zlia)).
    rewrite (s194_p3 Ho1 ltac:(zlia)).
    rewrite (s167_p53 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p71 Ho0 ltac:(zlia)).
    rewrite (s194_p3 Ho1 ltac:(zlia)).
    rewrite (s167_p53 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c63_L (b d e : nat) : lmoves (s194_board 0 (2 + b) 0 (2 + d) (2 + e)) = [s168_board 0 (1 + b) 0 (3 + d) (2 + e); s194_board 0 (2 + b) 0 (1 + d) (3 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
Lemma s194_c63_R (b d e : nat) : rmoves (s194_board 0 (2 + b) 0 (2 + d) (2 + e)) = [].
Proof. unfold s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s194_c63_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s194_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c63_L b d e), (s194_c63_R b d e); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s194_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 (2 + b) 0 (1 + d) (3 + e) (opt_l _ _ _ (s194_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s193 *)
Lemma s194_c64_p50 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 0 (2 + b) 1 0 0 -> fst (s194_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q50] in Hc |- *.
  pose proof (Hs193 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==1 && d==0 && e==1: the board of s193 *)
Lemma s194_c65_p53 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 0 (2 + b) 1 0 1 -> fst (s194_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q53] in Hc |- *.
  pose proof (Hs193 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==1 && d==0 && e>=2: the board of s193 *)
Lemma s194_c66_p3 x (Hs193 : s193_claim x) (b e : nat) :
  x = s194_board 0 (2 + b) 1 0 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c67_L (b : nat) : lmoves (s194_board 0 (2 + b) 1 1 0) = [s194_board 0 (2 + b) 0 2 0; s193_board 0 (2 + b) 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c67_R (b : nat) : rmoves (s194_board 0 (2 + b) 1 1 0) = [s167_board 0 (2 + b) 1 1 0].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s194_c67_p55 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s194_board 0 (2 + b) 1 1 0 -> fst (s194_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q55] in Hc |- *.
  rewrite tf_game_eq, (s194_c67_L b), (s194_c67_R b); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) 0 2 0 (opt_l _ _ _ (s194_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s194_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 1 0 (opt_r _ _ _ (s194_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p47 Ho0 ltac:(zlia)).
  rewrite (s193_p19 Ho1 ltac:(zlia)).
  rewrite (s167_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c68_L (b : nat) : lmoves (s194_board 0 (2 + b) 1 1 1) = [s194_board 0 (2 + b) 0 2 1; s193_board 0 (2 + b) 1 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c68_R (b : nat) : rmoves (s194_board 0 (2 + b) 1 1 1) = [s167_board 0 (2 + b) 1 1 1].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s194_c68_p57 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s194_board 0 (2 + b) 1 1 1 -> fst (s194_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q57] in Hc |- *.
  rewrite tf_game_eq, (s194_c68_L b), (s194_c68_R b); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) 0 2 1 (opt_l _ _ _ (s194_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 1 2 (opt_l _ _ _ (s194_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s194_c68_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s167_p66 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c69_L (b e : nat) : lmoves (s194_board 0 (2 + b) 1 1 (2 + e)) = [s194_board 0 (2 + b) 0 2 (2 + e); s193_board 0 (2 + b) 1 (3 + e)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c69_R (b e : nat) : rmoves (s194_board 0 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s194_c69_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s194_board 0 (2 + b) 1 1 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c69_L b e), (s194_c69_R b e); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) 0 2 (2 + e) (opt_l _ _ _ (s194_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 1 (3 + e) (opt_l _ _ _ (s194_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s194_c70_L (b d : nat) : lmoves (s194_board 0 (2 + b) 1 (2 + d) 0) = [s194_board 0 (2 + b) 0 (3 + d) 0; s194_board 0 (2 + b) 1 (1 + d) 1].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c70_R (b d : nat) : rmoves (s194_board 0 (2 + b) 1 (2 + d) 0) = [s167_board 0 (2 + b) 1 (2 + d) 0].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s194_c70_p77 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s194_board 0 (2 + b) 1 (2 + d) 0 -> fst (s194_q77 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q77 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q77] in Hc |- *.
  rewrite tf_game_eq, (s194_c70_L b d), (s194_c70_R b d); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) 0 (3 + d) 0 (opt_l _ _ _ (s194_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s194_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s194_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p47 Ho0 ltac:(zlia)).
  rewrite (s194_p57 Ho1 ltac:(zlia)).
  rewrite (s167_p50 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c70_p78 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s194_board 0 (2 + b) 1 (2 + d) 0 -> fst (s194_q78 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q78 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q78] in Hc |- *.
  rewrite tf_game_eq, (s194_c70_L b d), (s194_c70_R b d); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) 0 (3 + d) 0 (opt_l _ _ _ (s194_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s194_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s194_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p47 Ho0 ltac:(zlia)).
  rewrite (s194_p40 Ho1 ltac:(zlia)).
  rewrite (s167_p50 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c71_L (b d : nat) : lmoves (s194_board 0 (2 + b) 1 (2 + d) 1) = [s194_board 0 (2 + b) 0 (3 + d) 1; s194_board 0 (2 + b) 1 (1 + d) 2].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c71_R (b d : nat) : rmoves (s194_board 0 (2 + b) 1 (2 + d) 1) = [s167_board 0 (2 + b) 1 (2 + d) 1].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s194_c71_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s194_board 0 (2 + b) 1 (2 + d) 1 -> fst (s194_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q40] in Hc |- *.
  rewrite tf_game_eq, (s194_c71_L b d), (s194_c71_R b d); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) 0 (3 + d) 1 (opt_l _ _ _ (s194_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s194_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s194_c71_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s167_p53 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c72_L (b d e : nat) : lmoves (s194_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s194_board 0 (2 + b) 0 (3 + d) (2 + e); s194_board 0 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c72_R (b d e : nat) : rmoves (s194_board 0 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s194_c72_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s194_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c72_L b d e), (s194_c72_R b d e); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s194_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s194_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s193 *)
Lemma s194_c73_p52 x (Hs193 : s193_claim x) (b c : nat) :
  x = s194_board 0 (2 + b) (2 + c) 0 0 -> fst (s194_q52 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q52 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q52] in Hc |- *.
  pose proof (Hs193 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c73_p67 x (Hs193 : s193_claim x) (b c : nat) :
  x = s194_board 0 (2 + b) (2 + c) 0 0 -> fst (s194_q67 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q67 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q67] in Hc |- *.
  pose proof (Hs193 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s194_c73_p75 x (Hs193 : s193_claim x) (b c : nat) :
  x = s194_board 0 (2 + b) (2 + c) 0 0 -> fst (s194_q75 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q75 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q75] in Hc |- *.
  pose proof (Hs193 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d==0 && e==1: the board of s193 *)
Lemma s194_c74_p37 x (Hs193 : s193_claim x) (b c : nat) :
  x = s194_board 0 (2 + b) (2 + c) 0 1 -> fst (s194_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q37] in Hc |- *.
  pose proof (Hs193 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d==0 && e>=2: the board of s193 *)
Lemma s194_c75_p3 x (Hs193 : s193_claim x) (b c e : nat) :
  x = s194_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 0 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c76_L (b c : nat) : lmoves (s194_board 0 (2 + b) (2 + c) 1 0) = [s194_board 0 (2 + b) (1 + c) 2 0; s193_board 0 (2 + b) (2 + c) 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c76_R (b c : nat) : rmoves (s194_board 0 (2 + b) (2 + c) 1 0) = [s167_board 0 (2 + b) (2 + c) 1 0].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s194_c76_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s194_board 0 (2 + b) (2 + c) 1 0 -> fst (s194_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q61] in Hc |- *.
  rewrite tf_game_eq, (s194_c76_L b c), (s194_c76_R b c); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s194_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) (2 + c) 1 (opt_l _ _ _ (s194_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s194_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p77 Ho0 ltac:(zlia)).
  rewrite (s193_p21 Ho1 ltac:(zlia)).
  rewrite (s167_p29 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s194_c76_p69 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s194_board 0 (2 + b) (2 + c) 1 0 -> fst (s194_q69 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q69 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q69] in Hc |- *.
  rewrite tf_game_eq, (s194_c76_L b c), (s194_c76_R b c); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s194_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) (2 + c) 1 (opt_l _ _ _ (s194_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s194_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p65 Ho0 ltac:(zlia)).
    rewrite (s193_p21 Ho1 ltac:(zlia)).
    rewrite (s167_p80 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s194_p73 Ho0 ltac:(zlia)).
    rewrite (s193_p21 Ho1 ltac:(zlia)).
    rewrite (s167_p80 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s194_c77_L (b c : nat) : lmoves (s194_board 0 (2 + b) (2 + c) 1 1) = [s194_board 0 (2 + b) (1 + c) 2 1; s193_board 0 (2 + b) (2 + c) 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c77_R (b c : nat) : rmoves (s194_board 0 (2 + b) (2 + c) 1 1) = [s167_board 0 (2 + b) (2 + c) 1 1].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s194_c77_p63 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s194_board 0 (2 + b) (2 + c) 1 1 -> fst (s194_q63 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q63 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q63] in Hc |- *.
  rewrite tf_game_eq, (s194_c77_L b c), (s194_c77_R b c); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s194_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) (2 + c) 2 (opt_l _ _ _ (s194_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s194_c77_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s167_p74 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s194_c77_p71 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s194_board 0 (2 + b) (2 + c) 1 1 -> fst (s194_q71 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q71 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q71] in Hc |- *.
  rewrite tf_game_eq, (s194_c77_L b c), (s194_c77_R b c); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s194_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) (2 + c) 2 (opt_l _ _ _ (s194_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s194_c77_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s167_p82 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s194_c78_L (b c e : nat) : lmoves (s194_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s194_board 0 (2 + b) (1 + c) 2 (2 + e); s193_board 0 (2 + b) (2 + c) (3 + e)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c78_R (b c e : nat) : rmoves (s194_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s194_c78_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s194_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c78_L b c e), (s194_c78_R b c e); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s194_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s194_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s194_c79_L (b c d : nat) : lmoves (s194_board 0 (2 + b) (2 + c) (2 + d) 0) = [s194_board 0 (2 + b) (1 + c) (3 + d) 0; s194_board 0 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c79_R (b c d : nat) : rmoves (s194_board 0 (2 + b) (2 + c) (2 + d) 0) = [s167_board 0 (2 + b) (2 + c) (2 + d) 0].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s194_c79_p42 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s194_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s194_q42 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q42 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q42] in Hc |- *.
  rewrite tf_game_eq, (s194_c79_L b c d), (s194_c79_R b c d); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p42 Ho0 ltac:(zlia)).
    rewrite (s194_p40 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p78 Ho0 ltac:(zlia)).
    rewrite (s194_p40 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c79_p65 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s194_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s194_q65 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q65 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q65] in Hc |- *.
  rewrite tf_game_eq, (s194_c79_L b c d), (s194_c79_R b c d); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p78 Ho0 ltac:(zlia)).
  rewrite (s194_p63 Ho1 ltac:(zlia)).
  rewrite (s167_p50 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c79_p73 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s194_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s194_q73 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q73 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q73] in Hc |- *.
  rewrite tf_game_eq, (s194_c79_L b c d), (s194_c79_R b c d); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p42 Ho0 ltac:(zlia)).
  rewrite (s194_p71 Ho1 ltac:(zlia)).
  rewrite (s167_p50 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c80_L (b c d : nat) : lmoves (s194_board 0 (2 + b) (2 + c) (2 + d) 1) = [s194_board 0 (2 + b) (1 + c) (3 + d) 1; s194_board 0 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c80_R (b c d : nat) : rmoves (s194_board 0 (2 + b) (2 + c) (2 + d) 1) = [s167_board 0 (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s194_c80_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s194_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s194_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q40] in Hc |- *.
  rewrite tf_game_eq, (s194_c80_L b c d), (s194_c80_R b c d); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s194_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s194_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s194_c80_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s167_p53 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c81_L (b c d e : nat) : lmoves (s194_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s194_board 0 (2 + b) (1 + c) (3 + d) (2 + e); s194_board 0 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c81_R (b c d e : nat) : rmoves (s194_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s194_c81_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s194_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c81_L b c d e), (s194_c81_R b c d e); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s194_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s194_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s193 *)
Lemma s194_c82_p11 x (Hs193 : s193_claim x) :
  x = s194_board 1 0 0 0 0 -> fst (s194_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q11] in Hc |- *.
  pose proof (Hs193 1 0 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s193 *)
Lemma s194_c83_p6 x (Hs193 : s193_claim x) :
  x = s194_board 1 0 0 0 1 -> fst (s194_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q6] in Hc |- *.
  pose proof (Hs193 1 0 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s193 *)
Lemma s194_c84_p3 x (Hs193 : s193_claim x) (e : nat) :
  x = s194_board 1 0 0 0 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 1 0 0 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c85_L : lmoves (s194_board 1 0 0 1 0) = [s194_board 0 1 0 1 0; s193_board 1 0 0 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c85_R : rmoves (s194_board 1 0 0 1 0) = [s184_board 1 1 0; s167_board 1 0 0 1 0].
Proof. unfold s167_board, s184_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==0 && d==1 && e==0 *)
Lemma s194_c85_p85 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 1 0 0 1 0 -> fst (s194_q85 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q85 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q85] in Hc |- *.
  rewrite tf_game_eq, (s194_c85_L), (s194_c85_R); cbn [map].
  pose proof (use_s194 IH 0 1 0 1 0 (opt_l _ _ _ (s194_c85_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 1 0 0 1 (opt_l _ _ _ (s194_c85_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH 1 1 0 (opt_r _ _ _ (s194_c85_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 0 0 1 0 (opt_r _ _ _ (s194_c85_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p36 Ho0 ltac:(zlia)).
  rewrite (s193_p5 Ho1 ltac:(zlia)).
  rewrite (s184_p1 Ho2 ltac:(zlia)).
  rewrite (s167_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s194_c86_L : lmoves (s194_board 1 0 0 1 1) = [s194_board 0 1 0 1 1; s193_board 1 0 0 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c86_R : rmoves (s194_board 1 0 0 1 1) = [s184_board 1 1 1; s167_board 1 0 0 1 1].
Proof. unfold s167_board, s184_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==0 && d==1 && e==1 *)
Lemma s194_c86_p27 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 1 0 0 1 1 -> fst (s194_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q27] in Hc |- *.
  rewrite tf_game_eq, (s194_c86_L), (s194_c86_R); cbn [map].
  pose proof (use_s194 IH 0 1 0 1 1 (opt_l _ _ _ (s194_c86_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 1 0 0 2 (opt_l _ _ _ (s194_c86_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH 1 1 1 (opt_r _ _ _ (s194_c86_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 0 0 1 1 (opt_r _ _ _ (s194_c86_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p21 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s184_p9 Ho2 ltac:(zlia)).
  rewrite (s167_p48 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c87_L (e : nat) : lmoves (s194_board 1 0 0 1 (2 + e)) = [s194_board 0 1 0 1 (2 + e); s193_board 1 0 0 (3 + e)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c87_R (e : nat) : rmoves (s194_board 1 0 0 1 (2 + e)) = [s184_board 1 1 (2 + e)].
Proof. unfold s184_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==0 && d==1 && e>=2 *)
Lemma s194_c87_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s194_board 1 0 0 1 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c87_L e), (s194_c87_R e); cbn [map].
  pose proof (use_s194 IH 0 1 0 1 (2 + e) (opt_l _ _ _ (s194_c87_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 1 0 0 (3 + e) (opt_l _ _ _ (s194_c87_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH 1 1 (2 + e) (opt_r _ _ _ (s194_c87_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s184_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c88_L (d : nat) : lmoves (s194_board 1 0 0 (2 + d) 0) = [s194_board 0 1 0 (2 + d) 0; s194_board 1 0 0 (1 + d) 1].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c88_R (d : nat) : rmoves (s194_board 1 0 0 (2 + d) 0) = [s184_board 1 (2 + d) 0; s167_board 1 0 0 (2 + d) 0].
Proof. unfold s167_board, s184_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==0 && d>=2 && e==0 *)
Lemma s194_c88_p86 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 1 0 0 (2 + d) 0 -> fst (s194_q86 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q86 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q86] in Hc |- *.
  rewrite tf_game_eq, (s194_c88_L d), (s194_c88_R d); cbn [map].
  pose proof (use_s194 IH 0 1 0 (2 + d) 0 (opt_l _ _ _ (s194_c88_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 (1 + d) 1 (opt_l _ _ _ (s194_c88_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH 1 (2 + d) 0 (opt_r _ _ _ (s194_c88_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 0 0 (2 + d) 0 (opt_r _ _ _ (s194_c88_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p38 Ho0 ltac:(zlia)).
  rewrite (s194_p27 Ho1 ltac:(zlia)).
  rewrite (s184_p4 Ho2 ltac:(zlia)).
  rewrite (s167_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c88_p89 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 1 0 0 (2 + d) 0 -> fst (s194_q89 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q89 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q89] in Hc |- *.
  rewrite tf_game_eq, (s194_c88_L d), (s194_c88_R d); cbn [map].
  pose proof (use_s194 IH 0 1 0 (2 + d) 0 (opt_l _ _ _ (s194_c88_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 (1 + d) 1 (opt_l _ _ _ (s194_c88_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH 1 (2 + d) 0 (opt_r _ _ _ (s194_c88_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 0 0 (2 + d) 0 (opt_r _ _ _ (s194_c88_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p43 Ho0 ltac:(zlia)).
  rewrite (s194_p87 Ho1 ltac:(zlia)).
  rewrite (s184_p7 Ho2 ltac:(zlia)).
  rewrite (s167_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c89_L (d : nat) : lmoves (s194_board 1 0 0 (2 + d) 1) = [s194_board 0 1 0 (2 + d) 1; s194_board 1 0 0 (1 + d) 2].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c89_R (d : nat) : rmoves (s194_board 1 0 0 (2 + d) 1) = [s184_board 1 (2 + d) 1; s167_board 1 0 0 (2 + d) 1].
Proof. unfold s167_board, s184_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==0 && d>=2 && e==1 *)
Lemma s194_c89_p87 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 1 0 0 (2 + d) 1 -> fst (s194_q87 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q87 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q87] in Hc |- *.
  rewrite tf_game_eq, (s194_c89_L d), (s194_c89_R d); cbn [map].
  pose proof (use_s194 IH 0 1 0 (2 + d) 1 (opt_l _ _ _ (s194_c89_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 (1 + d) 2 (opt_l _ _ _ (s194_c89_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH 1 (2 + d) 1 (opt_r _ _ _ (s194_c89_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 0 0 (2 + d) 1 (opt_r _ _ _ (s194_c89_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s184_p6 Ho2 ltac:(zlia)).
  rewrite (s167_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c90_L (d e : nat) : lmoves (s194_board 1 0 0 (2 + d) (2 + e)) = [s194_board 0 1 0 (2 + d) (2 + e); s194_board 1 0 0 (1 + d) (3 + e)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c90_R (d e : nat) : rmoves (s194_board 1 0 0 (2 + d) (2 + e)) = [s184_board 1 (2 + d) (2 + e)].
Proof. unfold s184_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==0 && d>=2 && e>=2 *)
Lemma s194_c90_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s194_board 1 0 0 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c90_L d e), (s194_c90_R d e); cbn [map].
  pose proof (use_s194 IH 0 1 0 (2 + d) (2 + e) (opt_l _ _ _ (s194_c90_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 (1 + d) (3 + e) (opt_l _ _ _ (s194_c90_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH 1 (2 + d) (2 + e) (opt_r _ _ _ (s194_c90_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s184_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s193 *)
Lemma s194_c91_p90 x (Hs193 : s193_claim x) :
  x = s194_board 1 0 1 0 0 -> fst (s194_q90 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q90 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q90] in Hc |- *.
  pose proof (Hs193 1 0 1 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==1 && d==0 && e==1: the board of s193 *)
Lemma s194_c92_p49 x (Hs193 : s193_claim x) :
  x = s194_board 1 0 1 0 1 -> fst (s194_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q49] in Hc |- *.
  pose proof (Hs193 1 0 1 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s193 *)
Lemma s194_c93_p3 x (Hs193 : s193_claim x) (e : nat) :
  x = s194_board 1 0 1 0 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 1 0 1 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c94_L : lmoves (s194_board 1 0 1 1 0) = [s194_board 0 1 1 1 0; s194_board 1 0 0 2 0; s193_board 1 0 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c94_R : rmoves (s194_board 1 0 1 1 0) = [s196_board 1 1 1 0; s167_board 1 0 1 1 0].
Proof. unfold s167_board, s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==1 && d==1 && e==0 *)
Lemma s194_c94_p27 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 1 0 1 1 0 -> fst (s194_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q27] in Hc |- *.
  rewrite tf_game_eq, (s194_c94_L), (s194_c94_R); cbn [map].
  pose proof (use_s194 IH 0 1 1 1 0 (opt_l _ _ _ (s194_c94_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 2 0 (opt_l _ _ _ (s194_c94_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 0 1 1 (opt_l _ _ _ (s194_c94_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 1 1 0 (opt_r _ _ _ (s194_c94_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 0 1 1 0 (opt_r _ _ _ (s194_c94_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p54 Ho0 ltac:(zlia)).
  rewrite (s194_p86 Ho1 ltac:(zlia)).
  rewrite (s193_p15 Ho2 ltac:(zlia)).
  rewrite (s196_p19 Ho3 ltac:(zlia)).
  rewrite (s167_p111 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c95_L : lmoves (s194_board 1 0 1 1 1) = [s194_board 0 1 1 1 1; s194_board 1 0 0 2 1; s193_board 1 0 1 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c95_R : rmoves (s194_board 1 0 1 1 1) = [s196_board 1 1 1 1; s167_board 1 0 1 1 1].
Proof. unfold s167_board, s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==1 && d==1 && e==1 *)
Lemma s194_c95_p91 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 1 0 1 1 1 -> fst (s194_q91 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q91 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q91] in Hc |- *.
  rewrite tf_game_eq, (s194_c95_L), (s194_c95_R); cbn [map].
  pose proof (use_s194 IH 0 1 1 1 1 (opt_l _ _ _ (s194_c95_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 2 1 (opt_l _ _ _ (s194_c95_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 0 1 2 (opt_l _ _ _ (s194_c95_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 1 1 1 (opt_r _ _ _ (s194_c95_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 0 1 1 1 (opt_r _ _ _ (s194_c95_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p56 Ho0 ltac:(zlia)).
  rewrite (s194_p87 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s196_p27 Ho3 ltac:(zlia)).
  rewrite (s167_p112 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c96_L (e : nat) : lmoves (s194_board 1 0 1 1 (2 + e)) = [s194_board 0 1 1 1 (2 + e); s194_board 1 0 0 2 (2 + e); s193_board 1 0 1 (3 + e)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c96_R (e : nat) : rmoves (s194_board 1 0 1 1 (2 + e)) = [s196_board 1 1 1 (2 + e)].
Proof. unfold s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s194_c96_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s194_board 1 0 1 1 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c96_L e), (s194_c96_R e); cbn [map].
  pose proof (use_s194 IH 0 1 1 1 (2 + e) (opt_l _ _ _ (s194_c96_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 2 (2 + e) (opt_l _ _ _ (s194_c96_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 0 1 (3 + e) (opt_l _ _ _ (s194_c96_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 1 1 (2 + e) (opt_r _ _ _ (s194_c96_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s196_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c97_L (d : nat) : lmoves (s194_board 1 0 1 (2 + d) 0) = [s194_board 0 1 1 (2 + d) 0; s194_board 1 0 0 (3 + d) 0; s194_board 1 0 1 (1 + d) 1].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c97_R (d : nat) : rmoves (s194_board 1 0 1 (2 + d) 0) = [s196_board 1 1 (2 + d) 0; s167_board 1 0 1 (2 + d) 0].
Proof. unfold s167_board, s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==1 && d>=2 && e==0 *)
Lemma s194_c97_p92 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 1 0 1 (2 + d) 0 -> fst (s194_q92 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q92 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q92] in Hc |- *.
  rewrite tf_game_eq, (s194_c97_L d), (s194_c97_R d); cbn [map].
  pose proof (use_s194 IH 0 1 1 (2 + d) 0 (opt_l _ _ _ (s194_c97_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 (3 + d) 0 (opt_l _ _ _ (s194_c97_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 1 (1 + d) 1 (opt_l _ _ _ (s194_c97_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 1 (2 + d) 0 (opt_r _ _ _ (s194_c97_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 0 1 (2 + d) 0 (opt_r _ _ _ (s194_c97_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p58 Ho0 ltac:(zlia)).
  rewrite (s194_p89 Ho1 ltac:(zlia)).
  rewrite (s194_p91 Ho2 ltac:(zlia)).
  rewrite (s196_p28 Ho3 ltac:(zlia)).
  rewrite (s167_p13 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c97_p93 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 1 0 1 (2 + d) 0 -> fst (s194_q93 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q93 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q93] in Hc |- *.
  rewrite tf_game_eq, (s194_c97_L d), (s194_c97_R d); cbn [map].
  pose proof (use_s194 IH 0 1 1 (2 + d) 0 (opt_l _ _ _ (s194_c97_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 (3 + d) 0 (opt_l _ _ _ (s194_c97_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 1 (1 + d) 1 (opt_l _ _ _ (s194_c97_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 1 (2 + d) 0 (opt_r _ _ _ (s194_c97_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 0 1 (2 + d) 0 (opt_r _ _ _ (s194_c97_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p59 Ho0 ltac:(zlia)).
  rewrite (s194_p89 Ho1 ltac:(zlia)).
  rewrite (s194_p87 Ho2 ltac:(zlia)).
  rewrite (s196_p11 Ho3 ltac:(zlia)).
  rewrite (s167_p13 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c98_L (d : nat) : lmoves (s194_board 1 0 1 (2 + d) 1) = [s194_board 0 1 1 (2 + d) 1; s194_board 1 0 0 (3 + d) 1; s194_board 1 0 1 (1 + d) 2].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c98_R (d : nat) : rmoves (s194_board 1 0 1 (2 + d) 1) = [s196_board 1 1 (2 + d) 1; s167_board 1 0 1 (2 + d) 1].
Proof. unfold s167_board, s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s194_c98_p87 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 1 0 1 (2 + d) 1 -> fst (s194_q87 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q87 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q87] in Hc |- *.
  rewrite tf_game_eq, (s194_c98_L d), (s194_c98_R d); cbn [map].
  pose proof (use_s194 IH 0 1 1 (2 + d) 1 (opt_l _ _ _ (s194_c98_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 (3 + d) 1 (opt_l _ _ _ (s194_c98_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 1 (1 + d) 2 (opt_l _ _ _ (s194_c98_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 1 (2 + d) 1 (opt_r _ _ _ (s194_c98_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 0 1 (2 + d) 1 (opt_r _ _ _ (s194_c98_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s194_p87 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  rewrite (s196_p9 Ho3 ltac:(zlia)).
  rewrite (s167_p49 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c99_L (d e : nat) : lmoves (s194_board 1 0 1 (2 + d) (2 + e)) = [s194_board 0 1 1 (2 + d) (2 + e); s194_board 1 0 0 (3 + d) (2 + e); s194_board 1 0 1 (1 + d) (3 + e)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c99_R (d e : nat) : rmoves (s194_board 1 0 1 (2 + d) (2 + e)) = [s196_board 1 1 (2 + d) (2 + e)].
Proof. unfold s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s194_c99_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s194_board 1 0 1 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c99_L d e), (s194_c99_R d e); cbn [map].
  pose proof (use_s194 IH 0 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s194_c99_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 (3 + d) (2 + e) (opt_l _ _ _ (s194_c99_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 1 (1 + d) (3 + e) (opt_l _ _ _ (s194_c99_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s194_c99_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  rewrite (s196_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s193 *)
Lemma s194_c100_p94 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 1 0 (2 + c) 0 0 -> fst (s194_q94 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q94 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q94] in Hc |- *.
  pose proof (Hs193 1 0 (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c100_p99 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 1 0 (2 + c) 0 0 -> fst (s194_q99 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q99 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q99] in Hc |- *.
  pose proof (Hs193 1 0 (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s193 *)
Lemma s194_c101_p49 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 1 0 (2 + c) 0 1 -> fst (s194_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q49] in Hc |- *.
  pose proof (Hs193 1 0 (2 + c) 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s193 *)
Lemma s194_c102_p3 x (Hs193 : s193_claim x) (c e : nat) :
  x = s194_board 1 0 (2 + c) 0 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 1 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c103_L (c : nat) : lmoves (s194_board 1 0 (2 + c) 1 0) = [s194_board 0 1 (2 + c) 1 0; s194_board 1 0 (1 + c) 2 0; s193_board 1 0 (2 + c) 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c103_R (c : nat) : rmoves (s194_board 1 0 (2 + c) 1 0) = [s196_board 1 (2 + c) 1 0; s167_board 1 0 (2 + c) 1 0].
Proof. unfold s167_board, s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c>=2 && d==1 && e==0 *)
Lemma s194_c103_p96 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 1 0 (2 + c) 1 0 -> fst (s194_q96 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q96 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q96] in Hc |- *.
  rewrite tf_game_eq, (s194_c103_L c), (s194_c103_R c); cbn [map].
  pose proof (use_s194 IH 0 1 (2 + c) 1 0 (opt_l _ _ _ (s194_c103_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 (1 + c) 2 0 (opt_l _ _ _ (s194_c103_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 0 (2 + c) 1 (opt_l _ _ _ (s194_c103_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 (2 + c) 1 0 (opt_r _ _ _ (s194_c103_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 0 (2 + c) 1 0 (opt_r _ _ _ (s194_c103_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p61 Ho0 ltac:(zlia)).
    rewrite (s194_p92 Ho1 ltac:(zlia)).
    rewrite (s193_p15 Ho2 ltac:(zlia)).
    rewrite (s196_p32 Ho3 ltac:(zlia)).
    rewrite (s167_p117 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s194_p69 Ho0 ltac:(zlia)).
    rewrite (s194_p98 Ho1 ltac:(zlia)).
    rewrite (s193_p15 Ho2 ltac:(zlia)).
    rewrite (s196_p40 Ho3 ltac:(zlia)).
    rewrite (s167_p117 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s194_c104_L (c : nat) : lmoves (s194_board 1 0 (2 + c) 1 1) = [s194_board 0 1 (2 + c) 1 1; s194_board 1 0 (1 + c) 2 1; s193_board 1 0 (2 + c) 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c104_R (c : nat) : rmoves (s194_board 1 0 (2 + c) 1 1) = [s196_board 1 (2 + c) 1 1; s167_board 1 0 (2 + c) 1 1].
Proof. unfold s167_board, s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s194_c104_p97 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 1 0 (2 + c) 1 1 -> fst (s194_q97 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q97 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q97] in Hc |- *.
  rewrite tf_game_eq, (s194_c104_L c), (s194_c104_R c); cbn [map].
  pose proof (use_s194 IH 0 1 (2 + c) 1 1 (opt_l _ _ _ (s194_c104_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 (1 + c) 2 1 (opt_l _ _ _ (s194_c104_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 0 (2 + c) 2 (opt_l _ _ _ (s194_c104_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 (2 + c) 1 1 (opt_r _ _ _ (s194_c104_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 0 (2 + c) 1 1 (opt_r _ _ _ (s194_c104_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p63 Ho0 ltac:(zlia)).
    rewrite (s194_p87 Ho1 ltac:(zlia)).
    rewrite (s193_p3 Ho2 ltac:(zlia)).
    rewrite (s196_p33 Ho3 ltac:(zlia)).
    rewrite (s167_p118 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
  {
    rewrite (s194_p71 Ho0 ltac:(zlia)).
    rewrite (s194_p87 Ho1 ltac:(zlia)).
    rewrite (s193_p3 Ho2 ltac:(zlia)).
    rewrite (s196_p33 Ho3 ltac:(zlia)).
    rewrite (s167_p118 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
Qed.

Lemma s194_c105_L (c e : nat) : lmoves (s194_board 1 0 (2 + c) 1 (2 + e)) = [s194_board 0 1 (2 + c) 1 (2 + e); s194_board 1 0 (1 + c) 2 (2 + e); s193_board 1 0 (2 + c) (3 + e)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c105_R (c e : nat) : rmoves (s194_board 1 0 (2 + c) 1 (2 + e)) = [s196_board 1 (2 + c) 1 (2 + e)].
Proof. unfold s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s194_c105_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s194_board 1 0 (2 + c) 1 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c105_L c e), (s194_c105_R c e); cbn [map].
  pose proof (use_s194 IH 0 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s194_c105_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 (1 + c) 2 (2 + e) (opt_l _ _ _ (s194_c105_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 0 (2 + c) (3 + e) (opt_l _ _ _ (s194_c105_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s194_c105_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s196_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c106_L (c d : nat) : lmoves (s194_board 1 0 (2 + c) (2 + d) 0) = [s194_board 0 1 (2 + c) (2 + d) 0; s194_board 1 0 (1 + c) (3 + d) 0; s194_board 1 0 (2 + c) (1 + d) 1].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c106_R (c d : nat) : rmoves (s194_board 1 0 (2 + c) (2 + d) 0) = [s196_board 1 (2 + c) (2 + d) 0; s167_board 1 0 (2 + c) (2 + d) 0].
Proof. unfold s167_board, s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c>=2 && d>=2 && e==0 *)
Lemma s194_c106_p88 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 1 0 (2 + c) (2 + d) 0 -> fst (s194_q88 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q88 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q88] in Hc |- *.
  rewrite tf_game_eq, (s194_c106_L c d), (s194_c106_R c d); cbn [map].
  pose proof (use_s194 IH 0 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s194_c106_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c106_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c106_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c106_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 0 (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c106_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p42 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s194_p88 Ho1 ltac:(zlia)).
    rewrite (s194_p87 Ho2 ltac:(zlia)).
    rewrite (s196_p11 Ho3 ltac:(zlia)).
    rewrite (s167_p13 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p93 Ho1 ltac:(zlia)).
    rewrite (s194_p87 Ho2 ltac:(zlia)).
    rewrite (s196_p11 Ho3 ltac:(zlia)).
    rewrite (s167_p13 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c106_p98 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 1 0 (2 + c) (2 + d) 0 -> fst (s194_q98 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q98 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q98] in Hc |- *.
  rewrite tf_game_eq, (s194_c106_L c d), (s194_c106_R c d); cbn [map].
  pose proof (use_s194 IH 0 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s194_c106_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c106_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c106_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c106_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 0 (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c106_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p65 Ho0 ltac:(zlia)).
    rewrite (s194_p93 Ho1 ltac:(zlia)).
    rewrite (s194_p97 Ho2 ltac:(zlia)).
    rewrite (s196_p35 Ho3 ltac:(zlia)).
    rewrite (s167_p13 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p73 Ho0 ltac:(zlia)).
    rewrite (s194_p88 Ho1 ltac:(zlia)).
    rewrite (s194_p97 Ho2 ltac:(zlia)).
    rewrite (s196_p35 Ho3 ltac:(zlia)).
    rewrite (s167_p13 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c107_L (c d : nat) : lmoves (s194_board 1 0 (2 + c) (2 + d) 1) = [s194_board 0 1 (2 + c) (2 + d) 1; s194_board 1 0 (1 + c) (3 + d) 1; s194_board 1 0 (2 + c) (1 + d) 2].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c107_R (c d : nat) : rmoves (s194_board 1 0 (2 + c) (2 + d) 1) = [s196_board 1 (2 + c) (2 + d) 1; s167_board 1 0 (2 + c) (2 + d) 1].
Proof. unfold s167_board, s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s194_c107_p87 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 1 0 (2 + c) (2 + d) 1 -> fst (s194_q87 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q87 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q87] in Hc |- *.
  rewrite tf_game_eq, (s194_c107_L c d), (s194_c107_R c d); cbn [map].
  pose proof (use_s194 IH 0 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s194_c107_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 (1 + c) (3 + d) 1 (opt_l _ _ _ (s194_c107_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 (2 + c) (1 + d) 2 (opt_l _ _ _ (s194_c107_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s194_c107_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 0 (2 + c) (2 + d) 1 (opt_r _ _ _ (s194_c107_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s194_p87 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  rewrite (s196_p9 Ho3 ltac:(zlia)).
  rewrite (s167_p49 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c108_L (c d e : nat) : lmoves (s194_board 1 0 (2 + c) (2 + d) (2 + e)) = [s194_board 0 1 (2 + c) (2 + d) (2 + e); s194_board 1 0 (1 + c) (3 + d) (2 + e); s194_board 1 0 (2 + c) (1 + d) (3 + e)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c108_R (c d e : nat) : rmoves (s194_board 1 0 (2 + c) (2 + d) (2 + e)) = [s196_board 1 (2 + c) (2 + d) (2 + e)].
Proof. unfold s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s194_c108_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s194_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c108_L c d e), (s194_c108_R c d e); cbn [map].
  pose proof (use_s194 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s194_c108_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s194_c108_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s194_c108_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s194_c108_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  rewrite (s196_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==0 && d==0 && e==0: the board of s193 *)
Lemma s194_c109_p12 x (Hs193 : s193_claim x) :
  x = s194_board 1 1 0 0 0 -> fst (s194_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q12] in Hc |- *.
  pose proof (Hs193 1 1 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==0 && d==0 && e==1: the board of s193 *)
Lemma s194_c110_p36 x (Hs193 : s193_claim x) :
  x = s194_board 1 1 0 0 1 -> fst (s194_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q36] in Hc |- *.
  pose proof (Hs193 1 1 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s193 *)
Lemma s194_c111_p3 x (Hs193 : s193_claim x) (e : nat) :
  x = s194_board 1 1 0 0 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 1 1 0 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c112_L : lmoves (s194_board 1 1 0 1 0) = [s194_board 0 2 0 1 0; s164_board 1 0 2 0; s193_board 1 1 0 1].
Proof. unfold s164_board, s193_board, s194_board. tf_options. Qed.
Lemma s194_c112_R : rmoves (s194_board 1 1 0 1 0) = [s189_board 1 1 0; s167_board 1 1 0 1 0].
Proof. unfold s167_board, s189_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==0 && d==1 && e==0 *)
Lemma s194_c112_p100 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 1 1 0 1 0 -> fst (s194_q100 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q100 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q100] in Hc |- *.
  rewrite tf_game_eq, (s194_c112_L), (s194_c112_R); cbn [map].
  pose proof (use_s194 IH 0 2 0 1 0 (opt_l _ _ _ (s194_c112_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 2 0 (opt_l _ _ _ (s194_c112_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 1 0 1 (opt_l _ _ _ (s194_c112_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s189 IH 1 1 0 (opt_r _ _ _ (s194_c112_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 0 1 0 (opt_r _ _ _ (s194_c112_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p25 Ho0 ltac:(zlia)).
  rewrite (s164_p29 Ho1 ltac:(zlia)).
  rewrite (s193_p20 Ho2 ltac:(zlia)).
  rewrite (s189_p7 Ho3 ltac:(zlia)).
  rewrite (s167_p14 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c113_L : lmoves (s194_board 1 1 0 1 1) = [s194_board 0 2 0 1 1; s164_board 1 0 2 1; s193_board 1 1 0 2].
Proof. unfold s164_board, s193_board, s194_board. tf_options. Qed.
Lemma s194_c113_R : rmoves (s194_board 1 1 0 1 1) = [s189_board 1 1 1; s167_board 1 1 0 1 1].
Proof. unfold s167_board, s189_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==0 && d==1 && e==1 *)
Lemma s194_c113_p102 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 1 1 0 1 1 -> fst (s194_q102 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q102 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q102] in Hc |- *.
  rewrite tf_game_eq, (s194_c113_L), (s194_c113_R); cbn [map].
  pose proof (use_s194 IH 0 2 0 1 1 (opt_l _ _ _ (s194_c113_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 2 1 (opt_l _ _ _ (s194_c113_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 1 0 2 (opt_l _ _ _ (s194_c113_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s189 IH 1 1 1 (opt_r _ _ _ (s194_c113_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 0 1 1 (opt_r _ _ _ (s194_c113_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p41 Ho0 ltac:(zlia)).
  rewrite (s164_p30 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s189_p12 Ho3 ltac:(zlia)).
  rewrite (s167_p24 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c114_L (e : nat) : lmoves (s194_board 1 1 0 1 (2 + e)) = [s194_board 0 2 0 1 (2 + e); s164_board 1 0 2 (2 + e); s193_board 1 1 0 (3 + e)].
Proof. unfold s164_board, s193_board, s194_board. tf_options. Qed.
Lemma s194_c114_R (e : nat) : rmoves (s194_board 1 1 0 1 (2 + e)) = [s189_board 1 1 (2 + e)].
Proof. unfold s189_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s194_c114_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s194_board 1 1 0 1 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c114_L e), (s194_c114_R e); cbn [map].
  pose proof (use_s194 IH 0 2 0 1 (2 + e) (opt_l _ _ _ (s194_c114_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 2 (2 + e) (opt_l _ _ _ (s194_c114_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 1 0 (3 + e) (opt_l _ _ _ (s194_c114_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s189 IH 1 1 (2 + e) (opt_r _ _ _ (s194_c114_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s189_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c115_L (d : nat) : lmoves (s194_board 1 1 0 (2 + d) 0) = [s194_board 0 2 0 (2 + d) 0; s164_board 1 0 (3 + d) 0; s194_board 1 1 0 (1 + d) 1].
Proof. unfold s164_board, s194_board. tf_options. Qed.
Lemma s194_c115_R (d : nat) : rmoves (s194_board 1 1 0 (2 + d) 0) = [s189_board 1 (2 + d) 0; s167_board 1 1 0 (2 + d) 0].
Proof. unfold s167_board, s189_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s194_c115_p58 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 1 1 0 (2 + d) 0 -> fst (s194_q58 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q58 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q58] in Hc |- *.
  rewrite tf_game_eq, (s194_c115_L d), (s194_c115_R d); cbn [map].
  pose proof (use_s194 IH 0 2 0 (2 + d) 0 (opt_l _ _ _ (s194_c115_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 (3 + d) 0 (opt_l _ _ _ (s194_c115_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 1 0 (1 + d) 1 (opt_l _ _ _ (s194_c115_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s189 IH 1 (2 + d) 0 (opt_r _ _ _ (s194_c115_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 0 (2 + d) 0 (opt_r _ _ _ (s194_c115_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p47 Ho0 ltac:(zlia)).
  rewrite (s164_p31 Ho1 ltac:(zlia)).
  rewrite (s194_p102 Ho2 ltac:(zlia)).
  rewrite (s189_p6 Ho3 ltac:(zlia)).
  rewrite (s167_p50 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c115_p59 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 1 1 0 (2 + d) 0 -> fst (s194_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q59] in Hc |- *.
  rewrite tf_game_eq, (s194_c115_L d), (s194_c115_R d); cbn [map].
  pose proof (use_s194 IH 0 2 0 (2 + d) 0 (opt_l _ _ _ (s194_c115_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 (3 + d) 0 (opt_l _ _ _ (s194_c115_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 1 0 (1 + d) 1 (opt_l _ _ _ (s194_c115_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s189 IH 1 (2 + d) 0 (opt_r _ _ _ (s194_c115_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 0 (2 + d) 0 (opt_r _ _ _ (s194_c115_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p47 Ho0 ltac:(zlia)).
  rewrite (s164_p31 Ho1 ltac:(zlia)).
  rewrite (s194_p40 Ho2 ltac:(zlia)).
  rewrite (s189_p9 Ho3 ltac:(zlia)).
  rewrite (s167_p50 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c116_L (d : nat) : lmoves (s194_board 1 1 0 (2 + d) 1) = [s194_board 0 2 0 (2 + d) 1; s164_board 1 0 (3 + d) 1; s194_board 1 1 0 (1 + d) 2].
Proof. unfold s164_board, s194_board. tf_options. Qed.
Lemma s194_c116_R (d : nat) : rmoves (s194_board 1 1 0 (2 + d) 1) = [s189_board 1 (2 + d) 1; s167_board 1 1 0 (2 + d) 1].
Proof. unfold s167_board, s189_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s194_c116_p40 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 1 1 0 (2 + d) 1 -> fst (s194_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q40] in Hc |- *.
  rewrite tf_game_eq, (s194_c116_L d), (s194_c116_R d); cbn [map].
  pose proof (use_s194 IH 0 2 0 (2 + d) 1 (opt_l _ _ _ (s194_c116_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 (3 + d) 1 (opt_l _ _ _ (s194_c116_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 1 0 (1 + d) 2 (opt_l _ _ _ (s194_c116_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s189 IH 1 (2 + d) 1 (opt_r _ _ _ (s194_c116_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 0 (2 + d) 1 (opt_r _ _ _ (s194_c116_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s164_p30 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  rewrite (s189_p8 Ho3 ltac:(zlia)).
  rewrite (s167_p53 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c117_L (d e : nat) : lmoves (s194_board 1 1 0 (2 + d) (2 + e)) = [s194_board 0 2 0 (2 + d) (2 + e); s164_board 1 0 (3 + d) (2 + e); s194_board 1 1 0 (1 + d) (3 + e)].
Proof. unfold s164_board, s194_board. tf_options. Qed.
Lemma s194_c117_R (d e : nat) : rmoves (s194_board 1 1 0 (2 + d) (2 + e)) = [s189_board 1 (2 + d) (2 + e)].
Proof. unfold s189_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s194_c117_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s194_board 1 1 0 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c117_L d e), (s194_c117_R d e); cbn [map].
  pose proof (use_s194 IH 0 2 0 (2 + d) (2 + e) (opt_l _ _ _ (s194_c117_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s194_c117_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 1 0 (1 + d) (3 + e) (opt_l _ _ _ (s194_c117_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s189 IH 1 (2 + d) (2 + e) (opt_r _ _ _ (s194_c117_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  rewrite (s189_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==1 && d==0 && e==0: the board of s193 *)
Lemma s194_c118_p19 x (Hs193 : s193_claim x) :
  x = s194_board 1 1 1 0 0 -> fst (s194_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q19] in Hc |- *.
  pose proof (Hs193 1 1 1 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==1 && d==0 && e==1: the board of s193 *)
Lemma s194_c119_p53 x (Hs193 : s193_claim x) :
  x = s194_board 1 1 1 0 1 -> fst (s194_q53 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q53 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q53] in Hc |- *.
  pose proof (Hs193 1 1 1 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==1 && d==0 && e>=2: the board of s193 *)
Lemma s194_c120_p3 x (Hs193 : s193_claim x) (e : nat) :
  x = s194_board 1 1 1 0 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c121_L : lmoves (s194_board 1 1 1 1 0) = [s194_board 0 2 1 1 0; s194_board 1 1 0 2 0; s193_board 1 1 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c121_R : rmoves (s194_board 1 1 1 1 0) = [s204_board 1 1 1 0; s167_board 1 1 1 1 0].
Proof. unfold s167_board, s194_board, s204_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==1 && d==1 && e==0 *)
Lemma s194_c121_p103 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 1 1 1 1 0 -> fst (s194_q103 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q103 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q103] in Hc |- *.
  rewrite tf_game_eq, (s194_c121_L), (s194_c121_R); cbn [map].
  pose proof (use_s194 IH 0 2 1 1 0 (opt_l _ _ _ (s194_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 0 2 0 (opt_l _ _ _ (s194_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 1 1 1 (opt_l _ _ _ (s194_c121_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 1 1 0 (opt_r _ _ _ (s194_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 1 1 0 (opt_r _ _ _ (s194_c121_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p55 Ho0 ltac:(zlia)).
  rewrite (s194_p58 Ho1 ltac:(zlia)).
  rewrite (s193_p19 Ho2 ltac:(zlia)).
  rewrite (s204_p17 Ho3 ltac:(zlia)).
  rewrite (s167_p24 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c122_L : lmoves (s194_board 1 1 1 1 1) = [s194_board 0 2 1 1 1; s194_board 1 1 0 2 1; s193_board 1 1 1 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c122_R : rmoves (s194_board 1 1 1 1 1) = [s204_board 1 1 1 1; s167_board 1 1 1 1 1].
Proof. unfold s167_board, s194_board, s204_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s194_c122_p104 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 1 1 1 1 1 -> fst (s194_q104 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q104 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q104] in Hc |- *.
  rewrite tf_game_eq, (s194_c122_L), (s194_c122_R); cbn [map].
  pose proof (use_s194 IH 0 2 1 1 1 (opt_l _ _ _ (s194_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 0 2 1 (opt_l _ _ _ (s194_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 1 1 2 (opt_l _ _ _ (s194_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 1 1 1 (opt_r _ _ _ (s194_c122_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 1 1 1 (opt_r _ _ _ (s194_c122_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p57 Ho0 ltac:(zlia)).
  rewrite (s194_p40 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s204_p22 Ho3 ltac:(zlia)).
  rewrite (s167_p125 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c123_L (e : nat) : lmoves (s194_board 1 1 1 1 (2 + e)) = [s194_board 0 2 1 1 (2 + e); s194_board 1 1 0 2 (2 + e); s193_board 1 1 1 (3 + e)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c123_R (e : nat) : rmoves (s194_board 1 1 1 1 (2 + e)) = [s204_board 1 1 1 (2 + e)].
Proof. unfold s194_board, s204_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s194_c123_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s194_board 1 1 1 1 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c123_L e), (s194_c123_R e); cbn [map].
  pose proof (use_s194 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s194_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 0 2 (2 + e) (opt_l _ _ _ (s194_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 1 1 (3 + e) (opt_l _ _ _ (s194_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 1 1 (2 + e) (opt_r _ _ _ (s194_c123_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s204_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c124_L (d : nat) : lmoves (s194_board 1 1 1 (2 + d) 0) = [s194_board 0 2 1 (2 + d) 0; s194_board 1 1 0 (3 + d) 0; s194_board 1 1 1 (1 + d) 1].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c124_R (d : nat) : rmoves (s194_board 1 1 1 (2 + d) 0) = [s204_board 1 1 (2 + d) 0; s167_board 1 1 1 (2 + d) 0].
Proof. unfold s167_board, s194_board, s204_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s194_c124_p105 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 1 1 1 (2 + d) 0 -> fst (s194_q105 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q105 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q105] in Hc |- *.
  rewrite tf_game_eq, (s194_c124_L d), (s194_c124_R d); cbn [map].
  pose proof (use_s194 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s194_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 0 (3 + d) 0 (opt_l _ _ _ (s194_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s194_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 1 (2 + d) 0 (opt_r _ _ _ (s194_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 1 (2 + d) 0 (opt_r _ _ _ (s194_c124_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p77 Ho0 ltac:(zlia)).
  rewrite (s194_p59 Ho1 ltac:(zlia)).
  rewrite (s194_p104 Ho2 ltac:(zlia)).
  rewrite (s204_p24 Ho3 ltac:(zlia)).
  rewrite (s167_p50 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c124_p106 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 1 1 1 (2 + d) 0 -> fst (s194_q106 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q106 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q106] in Hc |- *.
  rewrite tf_game_eq, (s194_c124_L d), (s194_c124_R d); cbn [map].
  pose proof (use_s194 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s194_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 0 (3 + d) 0 (opt_l _ _ _ (s194_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s194_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 1 (2 + d) 0 (opt_r _ _ _ (s194_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 1 (2 + d) 0 (opt_r _ _ _ (s194_c124_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p78 Ho0 ltac:(zlia)).
  rewrite (s194_p59 Ho1 ltac:(zlia)).
  rewrite (s194_p40 Ho2 ltac:(zlia)).
  rewrite (s204_p11 Ho3 ltac:(zlia)).
  rewrite (s167_p50 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c125_L (d : nat) : lmoves (s194_board 1 1 1 (2 + d) 1) = [s194_board 0 2 1 (2 + d) 1; s194_board 1 1 0 (3 + d) 1; s194_board 1 1 1 (1 + d) 2].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c125_R (d : nat) : rmoves (s194_board 1 1 1 (2 + d) 1) = [s204_board 1 1 (2 + d) 1; s167_board 1 1 1 (2 + d) 1].
Proof. unfold s167_board, s194_board, s204_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s194_c125_p40 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 1 1 1 (2 + d) 1 -> fst (s194_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q40] in Hc |- *.
  rewrite tf_game_eq, (s194_c125_L d), (s194_c125_R d); cbn [map].
  pose proof (use_s194 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s194_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 0 (3 + d) 1 (opt_l _ _ _ (s194_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 1 1 (1 + d) 2 (opt_l _ _ _ (s194_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 1 (2 + d) 1 (opt_r _ _ _ (s194_c125_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 1 (2 + d) 1 (opt_r _ _ _ (s194_c125_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s194_p40 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  rewrite (s204_p10 Ho3 ltac:(zlia)).
  rewrite (s167_p53 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c126_L (d e : nat) : lmoves (s194_board 1 1 1 (2 + d) (2 + e)) = [s194_board 0 2 1 (2 + d) (2 + e); s194_board 1 1 0 (3 + d) (2 + e); s194_board 1 1 1 (1 + d) (3 + e)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c126_R (d e : nat) : rmoves (s194_board 1 1 1 (2 + d) (2 + e)) = [s204_board 1 1 (2 + d) (2 + e)].
Proof. unfold s194_board, s204_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s194_c126_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s194_board 1 1 1 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c126_L d e), (s194_c126_R d e); cbn [map].
  pose proof (use_s194 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s194_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s194_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s194_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s194_c126_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  rewrite (s204_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

