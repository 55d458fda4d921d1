(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s204_c80_L (a b c : nat) : lmoves (s204_board (2 + a) (2 + b) (2 + c) 1) = [s196_board (2 + a) (3 + b) (2 + c) 1; s204_board (2 + a) (1 + b) (3 + c) 1; s204_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s196_board, s204_board. tf_options. Qed.
Lemma s204_c80_R (a b c : nat) : rmoves (s204_board (2 + a) (2 + b) (2 + c) 1) = [s192_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s192_board, s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s204_c80_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s204_board (2 + a) (2 + b) (2 + c) 1 -> fst (s204_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s204_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s204_q10] in Hc |- *.
  rewrite tf_game_eq, (s204_c80_L a b c), (s204_c80_R a b c); cbn [map].
  pose proof (use_s196 IH (2 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s204_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s204_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s204_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s192 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s204_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s196_p9 Ho0 ltac:(zlia)).
  rewrite (s204_p10 Ho1 ltac:(zlia)).
  rewrite (s204_p7 Ho2 ltac:(zlia)).
  rewrite (s192_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s204_c81_L (a b c d : nat) : lmoves (s204_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s196_board (2 + a) (3 + b) (2 + c) (2 + d); s204_board (2 + a) (1 + b) (3 + c) (2 + d); s204_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s196_board, s204_board. tf_options. Qed.
Lemma s204_c81_R (a b c d : nat) : rmoves (s204_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s204_board. tf_options. Qed.
(* s204 = T^a F T _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s204_c81_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s204_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s204_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s204_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s204_q7] in Hc |- *.
  rewrite tf_game_eq, (s204_c81_L a b c d), (s204_c81_R a b c d); cbn [map].
  pose proof (use_s196 IH (2 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s204_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s204_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s204 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s204_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s196_p6 Ho0 ltac:(zlia)).
  rewrite (s204_p7 Ho1 ltac:(zlia)).
  rewrite (s204_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s205 = T^a F T F T _ T^b _ T^c F _ on a==0 && b==0 && c==0: the board of s197 *)
Lemma s205_c1_p1 x (Hs197 : s197_claim x) :
  x = s205_board 0 0 0 -> fst (s205_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s205_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s205_q1] in Hc |- *.
  pose proof (Hs197 0 0 ltac:(rewrite Hx; unfold s205_board, s197_board; board_eq)) as Ho0.
  rewrite (s197_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s205 = T^a F T F T _ T^b _ T^c F _ on a==0 && b==0 && c==1: the board of s197 *)
Lemma s205_c2_p2 x (Hs197 : s197_claim x) :
  x = s205_board 0 0 1 -> fst (s205_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s205_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s205_q2] in Hc |- *.
  pose proof (Hs197 0 1 ltac:(rewrite Hx; unfold s205_board, s197_board; board_eq)) as Ho0.
  rewrite (s197_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s205 = T^a F T F T _ T^b _ T^c F _ on a==0 && b==0 && c>=2: the board of s197 *)
Lemma s205_c3_p2 x (Hs197 : s197_claim x) (c : nat) :
  x = s205_board 0 0 (2 + c) -> fst (s205_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s205_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s205_q2] in Hc |- *.
  pose proof (Hs197 0 (2 + c) ltac:(rewrite Hx; unfold s205_board, s197_board; board_eq)) as Ho0.
  rewrite (s197_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s205_c4_L : lmoves (s205_board 0 1 0) = [strip [(0, 1)] ([T; F; E; T; T; E; F; E]) []; strip [(0, 1)] ([T; F; T; E; E; T; F; E]) []].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c4_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; T; E; F; E]) []) (s111_board 1 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; T; E; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c4_L2 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; T; F; E]) []) (s116_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; T; F; E]) []); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c4_R : rmoves (s205_board 0 1 0) = [strip [(0, 1)] ([T; F; T; E; T; F; E; E]) []].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c4_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; F; E; E]) []) (s119_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; F; E; E]) []); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a==0 && b==1 && c==0 *)
Lemma s205_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s205_board 0 1 0 -> fst (s205_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s205_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s205_q3] in Hc |- *.
  rewrite tf_game_eq, (s205_c4_L), (s205_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s205_c4_L1)).
  pose proof (use_s111 IH 1 2 0 (opt_norm_l _ _ _ _ _ (s205_c4_L) ltac:(cbn [In]; left; reflexivity) (s205_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s205_c4_L2)).
  pose proof (use_s116 IH 1 1 (opt_norm_l _ _ _ _ _ (s205_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s205_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s205_c4_R1)).
  pose proof (use_s119 IH 1 1 (opt_norm_r _ _ _ _ _ (s205_c4_R) ltac:(cbn [In]; left; reflexivity) (s205_c4_R1))) as Ho2.
  rewrite (s111_p3 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s205_c5_L : lmoves (s205_board 0 1 1) = [strip [(0, 1)] ([T; F; E; T; T; E; T; F; E]) []; strip [(0, 1)] ([T; F; T; E; E; T; T; F; E]) []; strip [(0, 1)] ([T; F; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c5_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; T; E; T; F; E]) []) (s111_board 1 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; T; E; T; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c5_L2 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; T; T; F; E]) []) (s116_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; T; T; F; E]) []); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c5_L3 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; E; F]) [(1, 0)]) (s51_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s51_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c5_R : rmoves (s205_board 0 1 1) = [strip [(0, 1)] ([T; F; T; E; T; F]) [(1, 2)]].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c5_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; F]) [(1, 2)]) (s119_board 1 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a==0 && b==1 && c==1 *)
Lemma s205_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s205_board 0 1 1 -> fst (s205_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s205_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s205_q2] in Hc |- *.
  rewrite tf_game_eq, (s205_c5_L), (s205_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s205_c5_L1)).
  pose proof (use_s111 IH 1 2 1 (opt_norm_l _ _ _ _ _ (s205_c5_L) ltac:(cbn [In]; left; reflexivity) (s205_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s205_c5_L2)).
  pose proof (use_s116 IH 1 2 (opt_norm_l _ _ _ _ _ (s205_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s205_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s205_c5_L3)).
  pose proof (use_s51 IH 1 1 (opt_norm_l _ _ _ _ _ (s205_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s205_c5_L3))) as Ho2.
  rewrite (tf_norm_game (s205_c5_R1)).
  pose proof (use_s119 IH 1 1 (opt_norm_r _ _ _ _ _ (s205_c5_R) ltac:(cbn [In]; left; reflexivity) (s205_c5_R1))) as Ho3.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s116_p2 Ho1 ltac:(zlia)).
  rewrite (s51_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3 Ho3 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s205_c6_L (c : nat) : lmoves (s205_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: F :: E :: T :: T :: E :: repeat T (2 + c) ++ [F; E]) []; strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (3 + c) ++ [F; E]) []; strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: T :: E :: repeat T (2 + c) ++ [F; E]) []) (s111_board 1 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (3 + c) ++ [F; E]) []) (s116_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: E :: repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c6_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s114_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c6_R (c : nat) : rmoves (s205_board 0 1 (2 + c)) = [].
Proof. unfold s205_board. tf_options. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s205_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s205_board 0 1 (2 + c) -> fst (s205_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s205_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s205_q2] in Hc |- *.
  rewrite tf_game_eq, (s205_c6_L c), (s205_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s205_c6_L1 c)).
  pose proof (use_s111 IH 1 2 (2 + c) (opt_norm_l _ _ _ _ _ (s205_c6_L c) ltac:(cbn [In]; left; reflexivity) (s205_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s205_c6_L2 c)).
  pose proof (use_s116 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s205_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s205_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s205_c6_L3 c)).
  pose proof (use_s114 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s205_c6_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s205_c6_L3 c))) as Ho2.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s116_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s114_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s114_p10 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s205_c7_L (b : nat) : lmoves (s205_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; F; E]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; F; E]) []].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; F; E]) []) (s111_board 1 (3 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; F; E]) []) (s138_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c7_R (b : nat) : rmoves (s205_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; E]) []].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; E]) []) (s119_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; E]) []); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a==0 && b>=2 && c==0 *)
Lemma s205_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s205_board 0 (2 + b) 0 -> fst (s205_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s205_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s205_q3] in Hc |- *.
  rewrite tf_game_eq, (s205_c7_L b), (s205_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s205_c7_L1 b)).
  pose proof (use_s111 IH 1 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s205_c7_L b) ltac:(cbn [In]; left; reflexivity) (s205_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s205_c7_L2 b)).
  pose proof (use_s138 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s205_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s205_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s205_c7_R1 b)).
  pose proof (use_s119 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s205_c7_R b) ltac:(cbn [In]; left; reflexivity) (s205_c7_R1 b))) as Ho2.
  rewrite (s111_p3 Ho0 ltac:(zlia)).
  rewrite (s138_p2 Ho1 ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s205_c8_L (b : nat) : lmoves (s205_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; T; F; E]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; T; F; E]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; T; F; E]) []) (s111_board 1 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; T; F; E]) []) (s138_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; T; F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c8_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s51_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s51_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c8_R (b : nat) : rmoves (s205_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s119_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s205_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s205_board 0 (2 + b) 1 -> fst (s205_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s205_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s205_q2] in Hc |- *.
  rewrite tf_game_eq, (s205_c8_L b), (s205_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s205_c8_L1 b)).
  pose proof (use_s111 IH 1 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s205_c8_L b) ltac:(cbn [In]; left; reflexivity) (s205_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s205_c8_L2 b)).
  pose proof (use_s138 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s205_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s205_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s205_c8_L3 b)).
  pose proof (use_s51 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s205_c8_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s205_c8_L3 b))) as Ho2.
  rewrite (tf_norm_game (s205_c8_R1 b)).
  pose proof (use_s119 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s205_c8_R b) ltac:(cbn [In]; left; reflexivity) (s205_c8_R1 b))) as Ho3.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s138_p2 Ho1 ltac:(zlia)).
  rewrite (s51_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p2 Ho3 ltac:(zlia)).
  rewrite (s119_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s205_c9_L (b c : nat) : lmoves (s205_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []) (s111_board 1 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []) (s138_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c9_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s114_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c9_R (b c : nat) : rmoves (s205_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s205_board. tf_options. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s205_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s205_board 0 (2 + b) (2 + c) -> fst (s205_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s205_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s205_q2] in Hc |- *.
  rewrite tf_game_eq, (s205_c9_L b c), (s205_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s205_c9_L1 b c)).
  pose proof (use_s111 IH 1 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s205_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s205_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s205_c9_L2 b c)).
  pose proof (use_s138 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s205_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s205_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s205_c9_L3 b c)).
  pose proof (use_s114 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s205_c9_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s205_c9_L3 b c))) as Ho2.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s138_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s114_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s114_p10 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s205 = T^a F T F T _ T^b _ T^c F _ on a==1 && b==0 && c==0: the board of s197 *)
Lemma s205_c10_p1 x (Hs197 : s197_claim x) :
  x = s205_board 1 0 0 -> fst (s205_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s205_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s205_q1] in Hc |- *.
  pose proof (Hs197 1 0 ltac:(rewrite Hx; unfold s205_board, s197_board; board_eq)) as Ho0.
  rewrite (s197_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s205 = T^a F T F T _ T^b _ T^c F _ on a==1 && b==0 && c==1: the board of s197 *)
Lemma s205_c11_p2 x (Hs197 : s197_claim x) :
  x = s205_board 1 0 1 -> fst (s205_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s205_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s205_q2] in Hc |- *.
  pose proof (Hs197 1 1 ltac:(rewrite Hx; unfold s205_board, s197_board; board_eq)) as Ho0.
  rewrite (s197_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s205 = T^a F T F T _ T^b _ T^c F _ on a==1 && b==0 && c>=2: the board of s197 *)
Lemma s205_c12_p2 x (Hs197 : s197_claim x) (c : nat) :
  x = s205_board 1 0 (2 + c) -> fst (s205_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s205_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s205_q2] in Hc |- *.
  pose proof (Hs197 1 (2 + c) ltac:(rewrite Hx; unfold s205_board, s197_board; board_eq)) as Ho0.
  rewrite (s197_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s205_c13_L : lmoves (s205_board 1 1 0) = [s185_board 1 2 0; s197_board 1 1].
Proof. unfold s185_board, s197_board, s205_board. tf_options. Qed.
Lemma s205_c13_R : rmoves (s205_board 1 1 0) = [s190_board 1 1].
Proof. unfold s190_board, s205_board. tf_options. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a==1 && b==1 && c==0 *)
Lemma s205_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s205_board 1 1 0 -> fst (s205_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s205_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s205_q3] in Hc |- *.
  rewrite tf_game_eq, (s205_c13_L), (s205_c13_R); cbn [map].
  pose proof (use_s185 IH 1 2 0 (opt_l _ _ _ (s205_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s197 IH 1 1 (opt_l _ _ _ (s205_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s190 IH 1 1 (opt_r _ _ _ (s205_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s185_p3 Ho0 ltac:(zlia)).
  rewrite (s197_p2 Ho1 ltac:(zlia)).
  rewrite (s190_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s205_c14_L : lmoves (s205_board 1 1 1) = [s185_board 1 2 1; s197_board 1 2; strip [] ([T; F; T; F; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s185_board, s197_board, s205_board, strip. tf_options. Qed.
Lemma s205_c14_L3 : tf_norm (strip [] ([T; F; T; F; T; E; T; E; E; F]) [(1, 0)]) (s154_board 1 1) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s154_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c14_R : rmoves (s205_board 1 1 1) = [strip [] ([T; F; T; F; T; E; T; F]) [(1, 2)]].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c14_R1 : tf_norm (strip [] ([T; F; T; F; T; E; T; F]) [(1, 2)]) (s190_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s190_board; strip_board_eq | strip_offset]. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a==1 && b==1 && c==1 *)
Lemma s205_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s205_board 1 1 1 -> fst (s205_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s205_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s205_q2] in Hc |- *.
  rewrite tf_game_eq, (s205_c14_L), (s205_c14_R); cbn [map].
  pose proof (use_s185 IH 1 2 1 (opt_l _ _ _ (s205_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s197 IH 1 2 (opt_l _ _ _ (s205_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s205_c14_L3)).
  pose proof (use_s154 IH 1 1 (opt_norm_l _ _ _ _ _ (s205_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s205_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s205_c14_R1)).
  pose proof (use_s190 IH 1 1 (opt_norm_r _ _ _ _ _ (s205_c14_R) ltac:(cbn [In]; left; reflexivity) (s205_c14_R1))) as Ho3.
  rewrite (s185_p2 Ho0 ltac:(zlia)).
  rewrite (s197_p2 Ho1 ltac:(zlia)).
  rewrite (s154_p2 Ho2 ltac:(zlia)).
  rewrite (s190_p2 Ho3 ltac:(zlia)).
  rewrite (s190_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s205_c15_L (c : nat) : lmoves (s205_board 1 1 (2 + c)) = [s185_board 1 2 (2 + c); s197_board 1 (3 + c); strip [] (T :: F :: T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s185_board, s197_board, s205_board, strip. tf_options. Qed.
Lemma s205_c15_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s200_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s200_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c15_R (c : nat) : rmoves (s205_board 1 1 (2 + c)) = [].
Proof. unfold s205_board. tf_options. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s205_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s205_board 1 1 (2 + c) -> fst (s205_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s205_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s205_q2] in Hc |- *.
  rewrite tf_game_eq, (s205_c15_L c), (s205_c15_R c); cbn [map].
  pose proof (use_s185 IH 1 2 (2 + c) (opt_l _ _ _ (s205_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s197 IH 1 (3 + c) (opt_l _ _ _ (s205_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s205_c15_L3 c)).
  pose proof (use_s200 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s205_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s205_c15_L3 c))) as Ho2.
  rewrite (s185_p2 Ho0 ltac:(zlia)).
  rewrite (s197_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s200_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s200_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s205_c16_L (b : nat) : lmoves (s205_board 1 (2 + b) 0) = [s185_board 1 (3 + b) 0; s205_board 1 (1 + b) 1].
Proof. unfold s185_board, s205_board. tf_options. Qed.
Lemma s205_c16_R (b : nat) : rmoves (s205_board 1 (2 + b) 0) = [s190_board 1 (2 + b)].
Proof. unfold s190_board, s205_board. tf_options. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a==1 && b>=2 && c==0 *)
Lemma s205_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s205_board 1 (2 + b) 0 -> fst (s205_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s205_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s205_q3] in Hc |- *.
  rewrite tf_game_eq, (s205_c16_L b), (s205_c16_R b); cbn [map].
  pose proof (use_s185 IH 1 (3 + b) 0 (opt_l _ _ _ (s205_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s205 IH 1 (1 + b) 1 (opt_l _ _ _ (s205_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s190 IH 1 (2 + b) (opt_r _ _ _ (s205_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s185_p3 Ho0 ltac:(zlia)).
  rewrite (s205_p2 Ho1 ltac:(zlia)).
  rewrite (s190_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s205_c17_L (b : nat) : lmoves (s205_board 1 (2 + b) 1) = [s185_board 1 (3 + b) 1; s205_board 1 (1 + b) 2; strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s185_board, s205_board, strip. tf_options. Qed.
Lemma s205_c17_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s154_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s154_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c17_R (b : nat) : rmoves (s205_board 1 (2 + b) 1) = [strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s190_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s190_board; strip_board_eq | strip_offset]. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s205_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s205_board 1 (2 + b) 1 -> fst (s205_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s205_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s205_q2] in Hc |- *.
  rewrite tf_game_eq, (s205_c17_L b), (s205_c17_R b); cbn [map].
  pose proof (use_s185 IH 1 (3 + b) 1 (opt_l _ _ _ (s205_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s205 IH 1 (1 + b) 2 (opt_l _ _ _ (s205_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s205_c17_L3 b)).
  pose proof (use_s154 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s205_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s205_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s205_c17_R1 b)).
  pose proof (use_s190 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s205_c17_R b) ltac:(cbn [In]; left; reflexivity) (s205_c17_R1 b))) as Ho3.
  rewrite (s185_p2 Ho0 ltac:(zlia)).
  rewrite (s205_p2 Ho1 ltac:(zlia)).
  rewrite (s154_p2 Ho2 ltac:(zlia)).
  rewrite (s190_p2 Ho3 ltac:(zlia)).
  rewrite (s190_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s205_c18_L (b c : nat) : lmoves (s205_board 1 (2 + b) (2 + c)) = [s185_board 1 (3 + b) (2 + c); s205_board 1 (1 + b) (3 + c); strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s185_board, s205_board, strip. tf_options. Qed.
Lemma s205_c18_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s200_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s200_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c18_R (b c : nat) : rmoves (s205_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s205_board. tf_options. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s205_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s205_board 1 (2 + b) (2 + c) -> fst (s205_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s205_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s205_q2] in Hc |- *.
  rewrite tf_game_eq, (s205_c18_L b c), (s205_c18_R b c); cbn [map].
  pose proof (use_s185 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s205_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s205 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s205_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s205_c18_L3 b c)).
  pose proof (use_s200 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s205_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s205_c18_L3 b c))) as Ho2.
  rewrite (s185_p2 Ho0 ltac:(zlia)).
  rewrite (s205_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s200_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s200_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s205 = T^a F T F T _ T^b _ T^c F _ on a>=2 && b==0 && c==0: the board of s197 *)
Lemma s205_c19_p1 x (Hs197 : s197_claim x) (a : nat) :
  x = s205_board (2 + a) 0 0 -> fst (s205_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s205_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s205_q1] in Hc |- *.
  pose proof (Hs197 (2 + a) 0 ltac:(rewrite Hx; unfold s205_board, s197_board; board_eq)) as Ho0.
  rewrite (s197_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s205 = T^a F T F T _ T^b _ T^c F _ on a>=2 && b==0 && c==1: the board of s197 *)
Lemma s205_c20_p2 x (Hs197 : s197_claim x) (a : nat) :
  x = s205_board (2 + a) 0 1 -> fst (s205_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s205_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s205_q2] in Hc |- *.
  pose proof (Hs197 (2 + a) 1 ltac:(rewrite Hx; unfold s205_board, s197_board; board_eq)) as Ho0.
  rewrite (s197_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s205 = T^a F T F T _ T^b _ T^c F _ on a>=2 && b==0 && c>=2: the board of s197 *)
Lemma s205_c21_p2 x (Hs197 : s197_claim x) (a c : nat) :
  x = s205_board (2 + a) 0 (2 + c) -> fst (s205_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s205_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s205_q2] in Hc |- *.
  pose proof (Hs197 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s205_board, s197_board; board_eq)) as Ho0.
  rewrite (s197_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s205_c22_L (a : nat) : lmoves (s205_board (2 + a) 1 0) = [s185_board (2 + a) 2 0; s197_board (2 + a) 1].
Proof. unfold s185_board, s197_board, s205_board. tf_options. Qed.
Lemma s205_c22_R (a : nat) : rmoves (s205_board (2 + a) 1 0) = [s190_board (2 + a) 1].
Proof. unfold s190_board, s205_board. tf_options. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a>=2 && b==1 && c==0 *)
Lemma s205_c22_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s205_board (2 + a) 1 0 -> fst (s205_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s205_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s205_q3] in Hc |- *.
  rewrite tf_game_eq, (s205_c22_L a), (s205_c22_R a); cbn [map].
  pose proof (use_s185 IH (2 + a) 2 0 (opt_l _ _ _ (s205_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s197 IH (2 + a) 1 (opt_l _ _ _ (s205_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s190 IH (2 + a) 1 (opt_r _ _ _ (s205_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s185_p3 Ho0 ltac:(zlia)).
  rewrite (s197_p2 Ho1 ltac:(zlia)).
  rewrite (s190_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s205_c23_L (a : nat) : lmoves (s205_board (2 + a) 1 1) = [s185_board (2 + a) 2 1; s197_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; T; F; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s185_board, s197_board, s205_board, strip. tf_options. Qed.
Lemma s205_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; T; E; T; E; E; F]) [(1, 0)]) (s154_board (2 + a) 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s154_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c23_R (a : nat) : rmoves (s205_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; T; F; T; E; T; F]) [(1, 2)]].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; T; E; T; F]) [(1, 2)]) (s190_board (2 + a) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s190_board; strip_board_eq | strip_offset]. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s205_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s205_board (2 + a) 1 1 -> fst (s205_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s205_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s205_q2] in Hc |- *.
  rewrite tf_game_eq, (s205_c23_L a), (s205_c23_R a); cbn [map].
  pose proof (use_s185 IH (2 + a) 2 1 (opt_l _ _ _ (s205_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s197 IH (2 + a) 2 (opt_l _ _ _ (s205_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s205_c23_L3 a)).
  pose proof (use_s154 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s205_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s205_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s205_c23_R1 a)).
  pose proof (use_s190 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s205_c23_R a) ltac:(cbn [In]; left; reflexivity) (s205_c23_R1 a))) as Ho3.
  rewrite (s185_p2 Ho0 ltac:(zlia)).
  rewrite (s197_p2 Ho1 ltac:(zlia)).
  rewrite (s154_p2 Ho2 ltac:(zlia)).
  rewrite (s190_p2 Ho3 ltac:(zlia)).
  rewrite (s190_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s205_c24_L (a c : nat) : lmoves (s205_board (2 + a) 1 (2 + c)) = [s185_board (2 + a) 2 (2 + c); s197_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s185_board, s197_board, s205_board, strip. tf_options. Qed.
Lemma s205_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s200_board (2 + a) 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s200_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c24_R (a c : nat) : rmoves (s205_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s205_board. tf_options. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s205_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s205_board (2 + a) 1 (2 + c) -> fst (s205_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s205_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s205_q2] in Hc |- *.
  rewrite tf_game_eq, (s205_c24_L a c), (s205_c24_R a c); cbn [map].
  pose proof (use_s185 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s205_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s197 IH (2 + a) (3 + c) (opt_l _ _ _ (s205_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s205_c24_L3 a c)).
  pose proof (use_s200 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s205_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s205_c24_L3 a c))) as Ho2.
  rewrite (s185_p2 Ho0 ltac:(zlia)).
  rewrite (s197_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s200_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s200_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s205_c25_L (a b : nat) : lmoves (s205_board (2 + a) (2 + b) 0) = [s185_board (2 + a) (3 + b) 0; s205_board (2 + a) (1 + b) 1].
Proof. unfold s185_board, s205_board. tf_options. Qed.
Lemma s205_c25_R (a b : nat) : rmoves (s205_board (2 + a) (2 + b) 0) = [s190_board (2 + a) (2 + b)].
Proof. unfold s190_board, s205_board. tf_options. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a>=2 && b>=2 && c==0 *)
Lemma s205_c25_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s205_board (2 + a) (2 + b) 0 -> fst (s205_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s205_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s205_q3] in Hc |- *.
  rewrite tf_game_eq, (s205_c25_L a b), (s205_c25_R a b); cbn [map].
  pose proof (use_s185 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s205_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s205 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s205_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s190 IH (2 + a) (2 + b) (opt_r _ _ _ (s205_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s185_p3 Ho0 ltac:(zlia)).
  rewrite (s205_p2 Ho1 ltac:(zlia)).
  rewrite (s190_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s205_c26_L (a b : nat) : lmoves (s205_board (2 + a) (2 + b) 1) = [s185_board (2 + a) (3 + b) 1; s205_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s185_board, s205_board, strip. tf_options. Qed.
Lemma s205_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s154_board (2 + a) (2 + b)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s154_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c26_R (a b : nat) : rmoves (s205_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s205_board, strip. tf_options. Qed.
Lemma s205_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s190_board (2 + a) (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s190_board; strip_board_eq | strip_offset]. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s205_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s205_board (2 + a) (2 + b) 1 -> fst (s205_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s205_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s205_q2] in Hc |- *.
  rewrite tf_game_eq, (s205_c26_L a b), (s205_c26_R a b); cbn [map].
  pose proof (use_s185 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s205_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s205 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s205_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s205_c26_L3 a b)).
  pose proof (use_s154 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s205_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s205_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s205_c26_R1 a b)).
  pose proof (use_s190 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s205_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s205_c26_R1 a b))) as Ho3.
  rewrite (s185_p2 Ho0 ltac:(zlia)).
  rewrite (s205_p2 Ho1 ltac:(zlia)).
  rewrite (s154_p2 Ho2 ltac:(zlia)).
  rewrite (s190_p2 Ho3 ltac:(zlia)).
  rewrite (s190_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s205_c27_L (a b c : nat) : lmoves (s205_board (2 + a) (2 + b) (2 + c)) = [s185_board (2 + a) (3 + b) (2 + c); s205_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s185_board, s205_board, strip. tf_options. Qed.
Lemma s205_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s200_board (2 + a) (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s200_board; strip_board_eq | strip_offset]. Qed.
Lemma s205_c27_R (a b c : nat) : rmoves (s205_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s205_board. tf_options. Qed.
(* s205 = T^a F T F T _ T^b _ T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s205_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s205_board (2 + a) (2 + b) (2 + c) -> fst (s205_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s205_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s205_q2] in Hc |- *.
  rewrite tf_game_eq, (s205_c27_L a b c), (s205_c27_R a b c); cbn [map].
  pose proof (use_s185 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s205_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s205 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s205_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s205_c27_L3 a b c)).
  pose proof (use_s200 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s205_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s205_c27_L3 a b c))) as Ho2.
  rewrite (s185_p2 Ho0 ltac:(zlia)).
  rewrite (s205_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s200_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s200_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==0 && b==0 && c==0: the board of s176 *)
Lemma s206_c1_p1 x (Hs176 : s176_claim x) :
  x = s206_board 0 0 0 -> fst (s206_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s206_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s206_q1] in Hc |- *.
  pose proof (Hs176 0 ltac:(rewrite Hx; unfold s206_board, s176_board; board_eq)) as Ho0.
  rewrite (s176_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==0 && b==0 && c==1: the board of s199 *)
Lemma s206_c2_p2 x (Hs199 : s199_claim x) :
  x = s206_board 0 0 1 -> fst (s206_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s206_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s206_q2] in Hc |- *.
  pose proof (Hs199 0 1 ltac:(rewrite Hx; unfold s206_board, s199_board; board_eq)) as Ho0.
  rewrite (s199_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==0 && b==0 && c>=2: the board of s199 *)
Lemma s206_c3_p2 x (Hs199 : s199_claim x) (c : nat) :
  x = s206_board 0 0 (2 + c) -> fst (s206_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s206_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s206_q2] in Hc |- *.
  pose proof (Hs199 0 (2 + c) ltac:(rewrite Hx; unfold s206_board, s199_board; board_eq)) as Ho0.
  rewrite (s199_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==0 && b==1 && c==0: the board of s202 *)
Lemma s206_c4_p3 x (Hs202 : s202_claim x) :
  x = s206_board 0 1 0 -> fst (s206_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s206_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s206_q3] in Hc |- *.
  pose proof (Hs202 0 1 ltac:(rewrite Hx; unfold s206_board, s202_board; board_eq)) as Ho0.
  rewrite (s202_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s206_c5_L : lmoves (s206_board 0 1 1) = [strip [(0, 1)] ([T; F; E; T; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; F; T; E; E; T; T; E; T; F]) []; strip [(0, 1)] ([T; F; T; E; T; E; E; T; T; F]) []].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c5_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; T; E; T; E; T; F]) []) (s110_board 1 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; T; E; T; E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s206_c5_L2 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; T; T; E; T; F]) []) (s118_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; T; T; E; T; F]) []); [reflexivity | unfold s118_board; strip_board_eq | strip_offset]. Qed.
Lemma s206_c5_L3 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; E; T; T; F]) []) (s76_board 1) (5).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; F; T; E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 1); (1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s206_c5_R : rmoves (s206_board 0 1 1) = [strip [(0, 1)] ([T; F; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c5_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; T; F]) [(1, 1)]) (s138_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==0 && b==1 && c==1 *)
Lemma s206_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s206_board 0 1 1 -> fst (s206_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s206_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s206_q2] in Hc |- *.
  rewrite tf_game_eq, (s206_c5_L), (s206_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s206_c5_L1)).
  pose proof (use_s110 IH 1 2 1 (opt_norm_l _ _ _ _ _ (s206_c5_L) ltac:(cbn [In]; left; reflexivity) (s206_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s206_c5_L2)).
  pose proof (use_s118 IH 1 2 (opt_norm_l _ _ _ _ _ (s206_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s206_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s206_c5_L3)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s206_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s206_c5_L3))) as Ho2.
  rewrite (tf_norm_game (s206_c5_R1)).
  pose proof (use_s138 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s206_c5_R) ltac:(cbn [In]; left; reflexivity) (s206_c5_R1))) as Ho3.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s118_p4 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (5) (Nat2Z.is_nonneg _) I).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s206_c6_L (c : nat) : lmoves (s206_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: F :: E :: T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (3 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []) (s110_board 1 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s206_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (3 + c) ++ [E; T; F]) []) (s118_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: E :: repeat T (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s118_board; strip_board_eq | strip_offset]. Qed.
Lemma s206_c6_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s76_board 1) (Z.of_nat (2 + c) + 4).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 1); (1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s206_c6_R (c : nat) : rmoves (s206_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s138_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==0 && b==1 && c>=2 *)
Lemma s206_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s206_board 0 1 (2 + c) -> fst (s206_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s206_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s206_q2] in Hc |- *.
  rewrite tf_game_eq, (s206_c6_L c), (s206_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s206_c6_L1 c)).
  pose proof (use_s110 IH 1 2 (2 + c) (opt_norm_l _ _ _ _ _ (s206_c6_L c) ltac:(cbn [In]; left; reflexivity) (s206_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s206_c6_L2 c)).
  pose proof (use_s118 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s206_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s206_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game (s206_c6_L3 c)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s206_c6_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s206_c6_L3 c))) as Ho2.
  rewrite (tf_norm_game (s206_c6_R1 c)).
  pose proof (use_s138 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s206_c6_R c) ltac:(cbn [In]; left; reflexivity) (s206_c6_R1 c))) as Ho3.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s118_p4 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (Z.of_nat (2 + c) + 4) (Nat2Z.is_nonneg _) I).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==0 && b>=2 && c==0: the board of s202 *)
Lemma s206_c7_p3 x (Hs202 : s202_claim x) (b : nat) :
  x = s206_board 0 (2 + b) 0 -> fst (s206_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s206_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s206_q3] in Hc |- *.
  pose proof (Hs202 0 (2 + b) ltac:(rewrite Hx; unfold s206_board, s202_board; board_eq)) as Ho0.
  rewrite (s202_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s206_c8_L (b : nat) : lmoves (s206_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; T; E; T; F]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; T; E; T; F]) []) (s110_board 1 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s206_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []) (s137_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s137_board; strip_board_eq | strip_offset]. Qed.
Lemma s206_c8_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (s76_board 1) (2 * Z.of_nat (2 + b) + 3).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 1); (2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s206_c8_R (b : nat) : rmoves (s206_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s138_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==0 && b>=2 && c==1 *)
Lemma s206_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s206_board 0 (2 + b) 1 -> fst (s206_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s206_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s206_q2] in Hc |- *.
  rewrite tf_game_eq, (s206_c8_L b), (s206_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s206_c8_L1 b)).
  pose proof (use_s110 IH 1 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s206_c8_L b) ltac:(cbn [In]; left; reflexivity) (s206_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s206_c8_L2 b)).
  pose proof (use_s137 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s206_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s206_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s206_c8_L3 b)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s206_c8_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s206_c8_L3 b))) as Ho2.
  rewrite (tf_norm_game (s206_c8_R1 b)).
  pose proof (use_s138 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s206_c8_R b) ltac:(cbn [In]; left; reflexivity) (s206_c8_R1 b))) as Ho3.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s137_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b) + 3) (Nat2Z.is_nonneg _) I).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s206_c9_L (b c : nat) : lmoves (s206_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []) (s110_board 1 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s206_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []) (s137_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s137_board; strip_board_eq | strip_offset]. Qed.
Lemma s206_c9_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s76_board 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 1); (2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s206_c9_R (b c : nat) : rmoves (s206_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s138_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==0 && b>=2 && c>=2 *)
Lemma s206_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s206_board 0 (2 + b) (2 + c) -> fst (s206_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s206_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s206_q2] in Hc |- *.
  rewrite tf_game_eq, (s206_c9_L b c), (s206_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s206_c9_L1 b c)).
  pose proof (use_s110 IH 1 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s206_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s206_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s206_c9_L2 b c)).
  pose proof (use_s137 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s206_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s206_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s206_c9_L3 b c)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s206_c9_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s206_c9_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s206_c9_R1 b c)).
  pose proof (use_s138 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s206_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s206_c9_R1 b c))) as Ho3.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s137_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==1 && b==0 && c==0: the board of s176 *)
Lemma s206_c10_p1 x (Hs176 : s176_claim x) :
  x = s206_board 1 0 0 -> fst (s206_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s206_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s206_q1] in Hc |- *.
  pose proof (Hs176 1 ltac:(rewrite Hx; unfold s206_board, s176_board; board_eq)) as Ho0.
  rewrite (s176_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==1 && b==0 && c==1: the board of s199 *)
Lemma s206_c11_p2 x (Hs199 : s199_claim x) :
  x = s206_board 1 0 1 -> fst (s206_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s206_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s206_q2] in Hc |- *.
  pose proof (Hs199 1 1 ltac:(rewrite Hx; unfold s206_board, s199_board; board_eq)) as Ho0.
  rewrite (s199_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==1 && b==0 && c>=2: the board of s199 *)
Lemma s206_c12_p2 x (Hs199 : s199_claim x) (c : nat) :
  x = s206_board 1 0 (2 + c) -> fst (s206_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s206_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s206_q2] in Hc |- *.
  pose proof (Hs199 1 (2 + c) ltac:(rewrite Hx; unfold s206_board, s199_board; board_eq)) as Ho0.
  rewrite (s199_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==1 && b==1 && c==0: the board of s202 *)
Lemma s206_c13_p3 x (Hs202 : s202_claim x) :
  x = s206_board 1 1 0 -> fst (s206_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s206_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s206_q3] in Hc |- *.
  pose proof (Hs202 1 1 ltac:(rewrite Hx; unfold s206_board, s202_board; board_eq)) as Ho0.
  rewrite (s202_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s206_c14_L : lmoves (s206_board 1 1 1) = [s186_board 1 2 1; s199_board 1 2; strip [] ([T; F; T; F; T; E; T; E; E; T; T; F]) []].
Proof. unfold s186_board, s199_board, s206_board, strip. tf_options. Qed.
Lemma s206_c14_L3 : tf_norm (strip [] ([T; F; T; F; T; E; T; E; E; T; T; F]) []) (s115_board 1) (5).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; F; T; E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; F]) [(1, 1); (1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s206_c14_R : rmoves (s206_board 1 1 1) = [strip [] ([T; F; T; F; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c14_R1 : tf_norm (strip [] ([T; F; T; F; T; E; T; E; T; F]) [(1, 1)]) (s205_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==1 && b==1 && c==1 *)
Lemma s206_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s206_board 1 1 1 -> fst (s206_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s206_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s206_q2] in Hc |- *.
  rewrite tf_game_eq, (s206_c14_L), (s206_c14_R); cbn [map].
  pose proof (use_s186 IH 1 2 1 (opt_l _ _ _ (s206_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s199 IH 1 2 (opt_l _ _ _ (s206_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s206_c14_L3)).
  pose proof (use_s115 IH 1 (opt_norm_l _ _ _ _ _ (s206_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s206_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s206_c14_R1)).
  pose proof (use_s205 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s206_c14_R) ltac:(cbn [In]; left; reflexivity) (s206_c14_R1))) as Ho3.
  rewrite (s186_p3 Ho0 ltac:(zlia)).
  rewrite (s199_p2 Ho1 ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat 1) (5) (Nat2Z.is_nonneg _) I).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  rewrite (s205_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s206_c15_L (c : nat) : lmoves (s206_board 1 1 (2 + c)) = [s186_board 1 2 (2 + c); s199_board 1 (3 + c); strip [] (T :: F :: T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s186_board, s199_board, s206_board, strip. tf_options. Qed.
Lemma s206_c15_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s115_board 1) (Z.of_nat (2 + c) + 4).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; F]) [(1, 1); (1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s206_c15_R (c : nat) : rmoves (s206_board 1 1 (2 + c)) = [strip [] (T :: F :: T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c15_R1 (c : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s205_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==1 && b==1 && c>=2 *)
Lemma s206_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s206_board 1 1 (2 + c) -> fst (s206_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s206_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s206_q2] in Hc |- *.
  rewrite tf_game_eq, (s206_c15_L c), (s206_c15_R c); cbn [map].
  pose proof (use_s186 IH 1 2 (2 + c) (opt_l _ _ _ (s206_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s199 IH 1 (3 + c) (opt_l _ _ _ (s206_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s206_c15_L3 c)).
  pose proof (use_s115 IH 1 (opt_norm_l _ _ _ _ _ (s206_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s206_c15_L3 c))) as Ho2.
  rewrite (tf_norm_game (s206_c15_R1 c)).
  pose proof (use_s205 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s206_c15_R c) ltac:(cbn [In]; left; reflexivity) (s206_c15_R1 c))) as Ho3.
  rewrite (s186_p3 Ho0 ltac:(zlia)).
  rewrite (s199_p2 Ho1 ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat 1) (Z.of_nat (2 + c) + 4) (Nat2Z.is_nonneg _) I).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  rewrite (s205_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==1 && b>=2 && c==0: the board of s202 *)
Lemma s206_c16_p3 x (Hs202 : s202_claim x) (b : nat) :
  x = s206_board 1 (2 + b) 0 -> fst (s206_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s206_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s206_q3] in Hc |- *.
  pose proof (Hs202 1 (2 + b) ltac:(rewrite Hx; unfold s206_board, s202_board; board_eq)) as Ho0.
  rewrite (s202_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s206_c17_L (b : nat) : lmoves (s206_board 1 (2 + b) 1) = [s186_board 1 (3 + b) 1; s206_board 1 (1 + b) 2; strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s186_board, s206_board, strip. tf_options. Qed.
Lemma s206_c17_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (s115_board 1) (2 * Z.of_nat (2 + b) + 3).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; F]) [(1, 1); (2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s206_c17_R (b : nat) : rmoves (s206_board 1 (2 + b) 1) = [strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s205_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==1 && b>=2 && c==1 *)
Lemma s206_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s206_board 1 (2 + b) 1 -> fst (s206_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s206_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s206_q2] in Hc |- *.
  rewrite tf_game_eq, (s206_c17_L b), (s206_c17_R b); cbn [map].
  pose proof (use_s186 IH 1 (3 + b) 1 (opt_l _ _ _ (s206_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s206 IH 1 (1 + b) 2 (opt_l _ _ _ (s206_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s206_c17_L3 b)).
  pose proof (use_s115 IH 1 (opt_norm_l _ _ _ _ _ (s206_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s206_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s206_c17_R1 b)).
  pose proof (use_s205 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s206_c17_R b) ltac:(cbn [In]; left; reflexivity) (s206_c17_R1 b))) as Ho3.
  rewrite (s186_p3 Ho0 ltac:(zlia)).
  rewrite (s206_p2 Ho1 ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b) + 3) (Nat2Z.is_nonneg _) I).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  rewrite (s205_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s206_c18_L (b c : nat) : lmoves (s206_board 1 (2 + b) (2 + c)) = [s186_board 1 (3 + b) (2 + c); s206_board 1 (1 + b) (3 + c); strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s186_board, s206_board, strip. tf_options. Qed.
Lemma s206_c18_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s115_board 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; F]) [(1, 1); (2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s206_c18_R (b c : nat) : rmoves (s206_board 1 (2 + b) (2 + c)) = [strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c18_R1 (b c : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s205_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
(* s206 = T^a F T F T _ T^b _ T^c _ T F on a==1 && b>=2 && c>=2 *)
Lemma s206_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s206_board 1 (2 + b) (2 + c) -> fst (s206_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s206_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s206_q2] in Hc |- *.
  rewrite tf_game_eq, (s206_c18_L b c), (s206_c18_R b c); cbn [map].
  pose proof (use_s186 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s206_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s206 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s206_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s206_c18_L3 b c)).
  pose proof (use_s115 IH 1 (opt_norm_l _ _ _ _ _ (s206_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s206_c18_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s206_c18_R1 b c)).
  pose proof (use_s205 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s206_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s206_c18_R1 b c))) as Ho3.
  rewrite (s186_p3 Ho0 ltac:(zlia)).
  rewrite (s206_p2 Ho1 ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  rewrite (s205_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a>=2 && b==0 && c==0: the board of s176 *)
Lemma s206_c19_p1 x (Hs176 : s176_claim x) (a : nat) :
  x = s206_board (2 + a) 0 0 -> fst (s206_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s206_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s206_q1] in Hc |- *.
  pose proof (Hs176 (2 + a) ltac:(rewrite Hx; unfold s206_board, s176_board; board_eq)) as Ho0.
  rewrite (s176_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a>=2 && b==0 && c==1: the board of s199 *)
Lemma s206_c20_p2 x (Hs199 : s199_claim x) (a : nat) :
  x = s206_board (2 + a) 0 1 -> fst (s206_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s206_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s206_q2] in Hc |- *.
  pose proof (Hs199 (2 + a) 1 ltac:(rewrite Hx; unfold s206_board, s199_board; board_eq)) as Ho0.
  rewrite (s199_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a>=2 && b==0 && c>=2: the board of s199 *)
Lemma s206_c21_p2 x (Hs199 : s199_claim x) (a c : nat) :
  x = s206_board (2 + a) 0 (2 + c) -> fst (s206_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s206_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s206_q2] in Hc |- *.
  pose proof (Hs199 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s206_board, s199_board; board_eq)) as Ho0.
  rewrite (s199_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a>=2 && b==1 && c==0: the board of s202 *)
Lemma s206_c22_p3 x (Hs202 : s202_claim x) (a : nat) :
  x = s206_board (2 + a) 1 0 -> fst (s206_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s206_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s206_q3] in Hc |- *.
  pose proof (Hs202 (2 + a) 1 ltac:(rewrite Hx; unfold s206_board, s202_board; board_eq)) as Ho0.
  rewrite (s202_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s206_c23_L (a : nat) : lmoves (s206_board (2 + a) 1 1) = [s186_board (2 + a) 2 1; s199_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; T; F; T; E; T; E; E; T; T; F]) []].
Proof. unfold s186_board, s199_board, s206_board, strip. tf_options. Qed.
Lemma s206_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; T; E; T; E; E; T; T; F]) []) (s115_board (2 + a)) (5).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; F; T; E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; F]) [(1, 1); (1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s206_c23_R (a : nat) : rmoves (s206_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; T; F; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; T; E; T; E; T; F]) [(1, 1)]) (s205_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
(* s206 = T^a F T F T _ T^b _ T^c _ T F on a>=2 && b==1 && c==1 *)
Lemma s206_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s206_board (2 + a) 1 1 -> fst (s206_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s206_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s206_q2] in Hc |- *.
  rewrite tf_game_eq, (s206_c23_L a), (s206_c23_R a); cbn [map].
  pose proof (use_s186 IH (2 + a) 2 1 (opt_l _ _ _ (s206_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s199 IH (2 + a) 2 (opt_l _ _ _ (s206_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s206_c23_L3 a)).
  pose proof (use_s115 IH (2 + a) (opt_norm_l _ _ _ _ _ (s206_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s206_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s206_c23_R1 a)).
  pose proof (use_s205 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s206_c23_R a) ltac:(cbn [In]; left; reflexivity) (s206_c23_R1 a))) as Ho3.
  rewrite (s186_p3 Ho0 ltac:(zlia)).
  rewrite (s199_p2 Ho1 ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat (2 + a)) (5) (Nat2Z.is_nonneg _) I).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  rewrite (s205_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s206_c24_L (a c : nat) : lmoves (s206_board (2 + a) 1 (2 + c)) = [s186_board (2 + a) 2 (2 + c); s199_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s186_board, s199_board, s206_board, strip. tf_options. Qed.
Lemma s206_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s115_board (2 + a)) (Z.of_nat (2 + c) + 4).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; F]) [(1, 1); (1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s206_c24_R (a c : nat) : rmoves (s206_board (2 + a) 1 (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c24_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s205_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
(* s206 = T^a F T F T _ T^b _ T^c _ T F on a>=2 && b==1 && c>=2 *)
Lemma s206_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s206_board (2 + a) 1 (2 + c) -> fst (s206_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s206_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s206_q2] in Hc |- *.
  rewrite tf_game_eq, (s206_c24_L a c), (s206_c24_R a c); cbn [map].
  pose proof (use_s186 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s206_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s199 IH (2 + a) (3 + c) (opt_l _ _ _ (s206_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s206_c24_L3 a c)).
  pose proof (use_s115 IH (2 + a) (opt_norm_l _ _ _ _ _ (s206_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s206_c24_L3 a c))) as Ho2.
  rewrite (tf_norm_game (s206_c24_R1 a c)).
  pose proof (use_s205 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s206_c24_R a c) ltac:(cbn [In]; left; reflexivity) (s206_c24_R1 a c))) as Ho3.
  rewrite (s186_p3 Ho0 ltac:(zlia)).
  rewrite (s199_p2 Ho1 ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + c) + 4) (Nat2Z.is_nonneg _) I).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  rewrite (s205_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s206 = T^a F T F T _ T^b _ T^c _ T F on a>=2 && b>=2 && c==0: the board of s202 *)
Lemma s206_c25_p3 x (Hs202 : s202_claim x) (a b : nat) :
  x = s206_board (2 + a) (2 + b) 0 -> fst (s206_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s206_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s206_q3] in Hc |- *.
  pose proof (Hs202 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s206_board, s202_board; board_eq)) as Ho0.
  rewrite (s202_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s206_c26_L (a b : nat) : lmoves (s206_board (2 + a) (2 + b) 1) = [s186_board (2 + a) (3 + b) 1; s206_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s186_board, s206_board, strip. tf_options. Qed.
Lemma s206_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (s115_board (2 + a)) (2 * Z.of_nat (2 + b) + 3).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; F]) [(1, 1); (2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s206_c26_R (a b : nat) : rmoves (s206_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s205_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
(* s206 = T^a F T F T _ T^b _ T^c _ T F on a>=2 && b>=2 && c==1 *)
Lemma s206_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s206_board (2 + a) (2 + b) 1 -> fst (s206_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s206_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s206_q2] in Hc |- *.
  rewrite tf_game_eq, (s206_c26_L a b), (s206_c26_R a b); cbn [map].
  pose proof (use_s186 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s206_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s206 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s206_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s206_c26_L3 a b)).
  pose proof (use_s115 IH (2 + a) (opt_norm_l _ _ _ _ _ (s206_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s206_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s206_c26_R1 a b)).
  pose proof (use_s205 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s206_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s206_c26_R1 a b))) as Ho3.
  rewrite (s186_p3 Ho0 ltac:(zlia)).
  rewrite (s206_p2 Ho1 ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b) + 3) (Nat2Z.is_nonneg _) I).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  rewrite (s205_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s206_c27_L (a b c : nat) : lmoves (s206_board (2 + a) (2 + b) (2 + c)) = [s186_board (2 + a) (3 + b) (2 + c); s206_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s186_board, s206_board, strip. tf_options. Qed.
Lemma s206_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s115_board (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; F]) [(1, 1); (2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s206_c27_R (a b c : nat) : rmoves (s206_board (2 + a) (2 + b) (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s206_board, strip. tf_options. Qed.
Lemma s206_c27_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s205_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
(* s206 = T^a F T F T _ T^b _ T^c _ T F on a>=2 && b>=2 && c>=2 *)
Lemma s206_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s206_board (2 + a) (2 + b) (2 + c) -> fst (s206_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s206_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s206_q2] in Hc |- *.
  rewrite tf_game_eq, (s206_c27_L a b c), (s206_c27_R a b c); cbn [map].
  pose proof (use_s186 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s206_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s206 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s206_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s206_c27_L3 a b c)).
  pose proof (use_s115 IH (2 + a) (opt_norm_l _ _ _ _ _ (s206_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s206_c27_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s206_c27_R1 a b c)).
  pose proof (use_s205 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s206_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s206_c27_R1 a b c))) as Ho3.
  rewrite (s186_p3 Ho0 ltac:(zlia)).
  rewrite (s206_p2 Ho1 ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  rewrite (s205_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

