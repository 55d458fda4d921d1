(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s137_c27_L (a b c : nat) : lmoves (s137_board (2 + a) (2 + b) (2 + c)) = [s110_board (2 + a) (3 + b) (2 + c); s137_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s110_board, s137_board, strip. tf_options. Qed.
Lemma s137_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s76_board (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F]) [(1, 1); (2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s137_c27_R (a b c : nat) : rmoves (s137_board (2 + a) (2 + b) (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c27_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s138_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s137 = T^a F T _ T^b _ T^c _ T F on a>=2 && b>=2 && c>=2 *)
Lemma s137_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s137_board (2 + a) (2 + b) (2 + c) -> fst (s137_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s137_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s137_q5] in Hc |- *.
  rewrite tf_game_eq, (s137_c27_L a b c), (s137_c27_R a b c); cbn [map].
  pose proof (use_s110 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s137_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s137 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s137_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s137_c27_L3 a b c)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s137_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s137_c27_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s137_c27_R1 a b c)).
  pose proof (use_s138 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s137_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s137_c27_R1 a b c))) as Ho3.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s137_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2) (Nat2Z.is_nonneg _) I).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    rewrite (s138_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s138_p3 Ho3 ltac:(zlia)).
    rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s138 = T^a F T _ T^b _ T^c F _ on a==0 && b==0 && c==0: the board of s116 *)
Lemma s138_c1_p1 x (Hs116 : s116_claim x) :
  x = s138_board 0 0 0 -> fst (s138_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s138_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s138_q1] in Hc |- *.
  pose proof (Hs116 0 0 ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s138 = T^a F T _ T^b _ T^c F _ on a==0 && b==0 && c==1: the board of s116 *)
Lemma s138_c2_p2 x (Hs116 : s116_claim x) :
  x = s138_board 0 0 1 -> fst (s138_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s138_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s138_q2] in Hc |- *.
  pose proof (Hs116 0 1 ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s138 = T^a F T _ T^b _ T^c F _ on a==0 && b==0 && c>=2: the board of s116 *)
Lemma s138_c3_p2 x (Hs116 : s116_claim x) (c : nat) :
  x = s138_board 0 0 (2 + c) -> fst (s138_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s138_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s138_q2] in Hc |- *.
  pose proof (Hs116 0 (2 + c) ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s138_c4_L : lmoves (s138_board 0 1 0) = [strip [(0, 1)] ([E; T; T; E; F; E]) []; strip [(0, 1)] ([T; E; E; T; F; E]) []].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; F; E]) []) (s73_board 0 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; E]) []) (s63_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c4_R : rmoves (s138_board 0 1 0) = [strip [(0, 1)] ([T; E; T; F; E; E]) []].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; E]) []) (s75_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a==0 && b==1 && c==0 *)
Lemma s138_c4_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s138_board 0 1 0 -> fst (s138_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s138_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s138_q5] in Hc |- *.
  rewrite tf_game_eq, (s138_c4_L), (s138_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s138_c4_L1)).
  pose proof (use_s73 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s138_c4_L) ltac:(cbn [In]; left; reflexivity) (s138_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s138_c4_L2)).
  pose proof (use_s63 IH 1 1 (opt_norm_l _ _ _ _ _ (s138_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s138_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s138_c4_R1)).
  pose proof (use_s75 IH 1 1 (opt_norm_r _ _ _ _ _ (s138_c4_R) ltac:(cbn [In]; left; reflexivity) (s138_c4_R1))) as Ho2.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s138_c5_L : lmoves (s138_board 0 1 1) = [strip [(0, 1)] ([E; T; T; E; T; F; E]) []; strip [(0, 1)] ([T; E; E; T; T; F; E]) []; strip [(0, 1)] ([T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; F; E]) []) (s73_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; F; E]) []) (s63_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c5_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; F]) [(1, 0)]) (s28_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c5_R : rmoves (s138_board 0 1 1) = [strip [(0, 1)] ([T; E; T; F]) [(1, 2)]].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F]) [(1, 2)]) (s75_board 1 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F]) [(1, 2)]); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a==0 && b==1 && c==1 *)
Lemma s138_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s138_board 0 1 1 -> fst (s138_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s138_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s138_q2] in Hc |- *.
  rewrite tf_game_eq, (s138_c5_L), (s138_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s138_c5_L1)).
  pose proof (use_s73 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s138_c5_L) ltac:(cbn [In]; left; reflexivity) (s138_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s138_c5_L2)).
  pose proof (use_s63 IH 1 2 (opt_norm_l _ _ _ _ _ (s138_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s138_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s138_c5_L3)).
  pose proof (use_s28 IH 1 1 (opt_norm_l _ _ _ _ _ (s138_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c5_L3))) as Ho2.
  rewrite (tf_norm_game (s138_c5_R1)).
  pose proof (use_s75 IH 1 1 (opt_norm_r _ _ _ _ _ (s138_c5_R) ltac:(cbn [In]; left; reflexivity) (s138_c5_R1))) as Ho3.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s75_p1 Ho3 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s138_c6_L (c : nat) : lmoves (s138_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; E]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; E]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; E]) []) (s73_board 0 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; E]) []) (s63_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c6_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s43_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c6_R (c : nat) : rmoves (s138_board 0 1 (2 + c)) = [].
Proof. unfold s138_board. tf_options. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s138_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s138_board 0 1 (2 + c) -> fst (s138_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s138_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s138_q2] in Hc |- *.
  rewrite tf_game_eq, (s138_c6_L c), (s138_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s138_c6_L1 c)).
  pose proof (use_s73 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s138_c6_L c) ltac:(cbn [In]; left; reflexivity) (s138_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s138_c6_L2 c)).
  pose proof (use_s63 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s138_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s138_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s138_c6_L3 c)).
  pose proof (use_s43 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s138_c6_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c6_L3 c))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s138_c7_L (b : nat) : lmoves (s138_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; E]) []].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; E]) []) (s73_board 0 (3 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; E]) []) (s73_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c7_R (b : nat) : rmoves (s138_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E]) []].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E]) []) (s75_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a==0 && b>=2 && c==0 *)
Lemma s138_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s138_board 0 (2 + b) 0 -> fst (s138_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s138_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s138_q5] in Hc |- *.
  rewrite tf_game_eq, (s138_c7_L b), (s138_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s138_c7_L1 b)).
  pose proof (use_s73 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s138_c7_L b) ltac:(cbn [In]; left; reflexivity) (s138_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s138_c7_L2 b)).
  pose proof (use_s73 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s138_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s138_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s138_c7_R1 b)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s138_c7_R b) ltac:(cbn [In]; left; reflexivity) (s138_c7_R1 b))) as Ho2.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s138_c8_L (b : nat) : lmoves (s138_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; E]) []) (s73_board 0 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; E]) []) (s73_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c8_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s28_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c8_R (b : nat) : rmoves (s138_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s75_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s138_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s138_board 0 (2 + b) 1 -> fst (s138_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s138_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s138_q2] in Hc |- *.
  rewrite tf_game_eq, (s138_c8_L b), (s138_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s138_c8_L1 b)).
  pose proof (use_s73 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s138_c8_L b) ltac:(cbn [In]; left; reflexivity) (s138_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s138_c8_L2 b)).
  pose proof (use_s73 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s138_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s138_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s138_c8_L3 b)).
  pose proof (use_s28 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s138_c8_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c8_L3 b))) as Ho2.
  rewrite (tf_norm_game (s138_c8_R1 b)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s138_c8_R b) ltac:(cbn [In]; left; reflexivity) (s138_c8_R1 b))) as Ho3.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s75_p1 Ho3 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s138_c9_L (b c : nat) : lmoves (s138_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []) (s73_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []) (s73_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c9_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s43_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c9_R (b c : nat) : rmoves (s138_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s138_board. tf_options. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s138_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s138_board 0 (2 + b) (2 + c) -> fst (s138_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s138_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s138_q2] in Hc |- *.
  rewrite tf_game_eq, (s138_c9_L b c), (s138_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s138_c9_L1 b c)).
  pose proof (use_s73 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s138_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s138_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s138_c9_L2 b c)).
  pose proof (use_s73 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s138_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s138_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s138_c9_L3 b c)).
  pose proof (use_s43 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s138_c9_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c9_L3 b c))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s138 = T^a F T _ T^b _ T^c F _ on a==1 && b==0 && c==0: the board of s116 *)
Lemma s138_c10_p1 x (Hs116 : s116_claim x) :
  x = s138_board 1 0 0 -> fst (s138_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s138_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s138_q1] in Hc |- *.
  pose proof (Hs116 1 0 ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s138 = T^a F T _ T^b _ T^c F _ on a==1 && b==0 && c==1: the board of s116 *)
Lemma s138_c11_p2 x (Hs116 : s116_claim x) :
  x = s138_board 1 0 1 -> fst (s138_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s138_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s138_q2] in Hc |- *.
  pose proof (Hs116 1 1 ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s138 = T^a F T _ T^b _ T^c F _ on a==1 && b==0 && c>=2: the board of s116 *)
Lemma s138_c12_p2 x (Hs116 : s116_claim x) (c : nat) :
  x = s138_board 1 0 (2 + c) -> fst (s138_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s138_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s138_q2] in Hc |- *.
  pose proof (Hs116 1 (2 + c) ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s138_c13_L : lmoves (s138_board 1 1 0) = [s111_board 1 2 0; s116_board 1 1].
Proof. unfold s111_board, s116_board, s138_board. tf_options. Qed.
Lemma s138_c13_R : rmoves (s138_board 1 1 0) = [s119_board 1 1].
Proof. unfold s119_board, s138_board. tf_options. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a==1 && b==1 && c==0 *)
Lemma s138_c13_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s138_board 1 1 0 -> fst (s138_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s138_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s138_q5] in Hc |- *.
  rewrite tf_game_eq, (s138_c13_L), (s138_c13_R); cbn [map].
  pose proof (use_s111 IH 1 2 0 (opt_l _ _ _ (s138_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s116 IH 1 1 (opt_l _ _ _ (s138_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s119 IH 1 1 (opt_r _ _ _ (s138_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s111_p3 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s138_c14_L : lmoves (s138_board 1 1 1) = [s111_board 1 2 1; s116_board 1 2; strip [] ([T; F; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s111_board, s116_board, s138_board, strip. tf_options. Qed.
Lemma s138_c14_L3 : tf_norm (strip [] ([T; F; T; E; T; E; E; F]) [(1, 0)]) (s51_board 1 1) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s51_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c14_R : rmoves (s138_board 1 1 1) = [strip [] ([T; F; T; E; T; F]) [(1, 2)]].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c14_R1 : tf_norm (strip [] ([T; F; T; E; T; F]) [(1, 2)]) (s119_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a==1 && b==1 && c==1 *)
Lemma s138_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s138_board 1 1 1 -> fst (s138_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s138_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s138_q2] in Hc |- *.
  rewrite tf_game_eq, (s138_c14_L), (s138_c14_R); cbn [map].
  pose proof (use_s111 IH 1 2 1 (opt_l _ _ _ (s138_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s116 IH 1 2 (opt_l _ _ _ (s138_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s138_c14_L3)).
  pose proof (use_s51 IH 1 1 (opt_norm_l _ _ _ _ _ (s138_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s138_c14_R1)).
  pose proof (use_s119 IH 1 1 (opt_norm_r _ _ _ _ _ (s138_c14_R) ltac:(cbn [In]; left; reflexivity) (s138_c14_R1))) as Ho3.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s116_p2 Ho1 ltac:(zlia)).
  rewrite (s51_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3 Ho3 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s138_c15_L (c : nat) : lmoves (s138_board 1 1 (2 + c)) = [s111_board 1 2 (2 + c); s116_board 1 (3 + c); strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s111_board, s116_board, s138_board, strip. tf_options. Qed.
Lemma s138_c15_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s114_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c15_R (c : nat) : rmoves (s138_board 1 1 (2 + c)) = [].
Proof. unfold s138_board. tf_options. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s138_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s138_board 1 1 (2 + c) -> fst (s138_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s138_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s138_q2] in Hc |- *.
  rewrite tf_game_eq, (s138_c15_L c), (s138_c15_R c); cbn [map].
  pose proof (use_s111 IH 1 2 (2 + c) (opt_l _ _ _ (s138_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s116 IH 1 (3 + c) (opt_l _ _ _ (s138_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s138_c15_L3 c)).
  pose proof (use_s114 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s138_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c15_L3 c))) as Ho2.
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

Lemma s138_c16_L (b : nat) : lmoves (s138_board 1 (2 + b) 0) = [s111_board 1 (3 + b) 0; s138_board 1 (1 + b) 1].
Proof. unfold s111_board, s138_board. tf_options. Qed.
Lemma s138_c16_R (b : nat) : rmoves (s138_board 1 (2 + b) 0) = [s119_board 1 (2 + b)].
Proof. unfold s119_board, s138_board. tf_options. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a==1 && b>=2 && c==0 *)
Lemma s138_c16_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s138_board 1 (2 + b) 0 -> fst (s138_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s138_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s138_q5] in Hc |- *.
  rewrite tf_game_eq, (s138_c16_L b), (s138_c16_R b); cbn [map].
  pose proof (use_s111 IH 1 (3 + b) 0 (opt_l _ _ _ (s138_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s138 IH 1 (1 + b) 1 (opt_l _ _ _ (s138_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s119 IH 1 (2 + b) (opt_r _ _ _ (s138_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s111_p3 Ho0 ltac:(zlia)).
  rewrite (s138_p2 Ho1 ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s138_c17_L (b : nat) : lmoves (s138_board 1 (2 + b) 1) = [s111_board 1 (3 + b) 1; s138_board 1 (1 + b) 2; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s111_board, s138_board, strip. tf_options. Qed.
Lemma s138_c17_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s51_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s51_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c17_R (b : nat) : rmoves (s138_board 1 (2 + b) 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s119_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s138_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s138_board 1 (2 + b) 1 -> fst (s138_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s138_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s138_q2] in Hc |- *.
  rewrite tf_game_eq, (s138_c17_L b), (s138_c17_R b); cbn [map].
  pose proof (use_s111 IH 1 (3 + b) 1 (opt_l _ _ _ (s138_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s138 IH 1 (1 + b) 2 (opt_l _ _ _ (s138_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s138_c17_L3 b)).
  pose proof (use_s51 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s138_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s138_c17_R1 b)).
  pose proof (use_s119 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s138_c17_R b) ltac:(cbn [In]; left; reflexivity) (s138_c17_R1 b))) as Ho3.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s138_p2 Ho1 ltac:(zlia)).
  rewrite (s51_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p2 Ho3 ltac:(zlia)).
  rewrite (s119_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s138_c18_L (b c : nat) : lmoves (s138_board 1 (2 + b) (2 + c)) = [s111_board 1 (3 + b) (2 + c); s138_board 1 (1 + b) (3 + c); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s111_board, s138_board, strip. tf_options. Qed.
Lemma s138_c18_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s114_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c18_R (b c : nat) : rmoves (s138_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s138_board. tf_options. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s138_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s138_board 1 (2 + b) (2 + c) -> fst (s138_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s138_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s138_q2] in Hc |- *.
  rewrite tf_game_eq, (s138_c18_L b c), (s138_c18_R b c); cbn [map].
  pose proof (use_s111 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s138_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s138 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s138_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s138_c18_L3 b c)).
  pose proof (use_s114 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s138_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c18_L3 b c))) as Ho2.
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

(* s138 = T^a F T _ T^b _ T^c F _ on a>=2 && b==0 && c==0: the board of s116 *)
Lemma s138_c19_p1 x (Hs116 : s116_claim x) (a : nat) :
  x = s138_board (2 + a) 0 0 -> fst (s138_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s138_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s138_q1] in Hc |- *.
  pose proof (Hs116 (2 + a) 0 ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s138_c19_p7 x (Hs116 : s116_claim x) (a : nat) :
  x = s138_board (2 + a) 0 0 -> fst (s138_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s138_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s138_q7] in Hc |- *.
  pose proof (Hs116 (2 + a) 0 ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s138_c19_p10 x (Hs116 : s116_claim x) (a : nat) :
  x = s138_board (2 + a) 0 0 -> fst (s138_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s138_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s138_q10] in Hc |- *.
  pose proof (Hs116 (2 + a) 0 ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s138 = T^a F T _ T^b _ T^c F _ on a>=2 && b==0 && c==1: the board of s116 *)
Lemma s138_c20_p2 x (Hs116 : s116_claim x) (a : nat) :
  x = s138_board (2 + a) 0 1 -> fst (s138_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s138_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s138_q2] in Hc |- *.
  pose proof (Hs116 (2 + a) 1 ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s138_c20_p4 x (Hs116 : s116_claim x) (a : nat) :
  x = s138_board (2 + a) 0 1 -> fst (s138_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s138_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s138_q4] in Hc |- *.
  pose proof (Hs116 (2 + a) 1 ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s138_c20_p8 x (Hs116 : s116_claim x) (a : nat) :
  x = s138_board (2 + a) 0 1 -> fst (s138_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s138_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s138_q8] in Hc |- *.
  pose proof (Hs116 (2 + a) 1 ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s138_c20_p12 x (Hs116 : s116_claim x) (a : nat) :
  x = s138_board (2 + a) 0 1 -> fst (s138_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s138_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s138_q12] in Hc |- *.
  pose proof (Hs116 (2 + a) 1 ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s138 = T^a F T _ T^b _ T^c F _ on a>=2 && b==0 && c>=2: the board of s116 *)
Lemma s138_c21_p2 x (Hs116 : s116_claim x) (a c : nat) :
  x = s138_board (2 + a) 0 (2 + c) -> fst (s138_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s138_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s138_q2] in Hc |- *.
  pose proof (Hs116 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s138_c21_p3 x (Hs116 : s116_claim x) (a c : nat) :
  x = s138_board (2 + a) 0 (2 + c) -> fst (s138_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s138_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s138_q3] in Hc |- *.
  pose proof (Hs116 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s138_board, s116_board; board_eq)) as Ho0.
  rewrite (s116_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s138_c22_L (a : nat) : lmoves (s138_board (2 + a) 1 0) = [s111_board (2 + a) 2 0; s116_board (2 + a) 1].
Proof. unfold s111_board, s116_board, s138_board. tf_options. Qed.
Lemma s138_c22_R (a : nat) : rmoves (s138_board (2 + a) 1 0) = [s119_board (2 + a) 1].
Proof. unfold s119_board, s138_board. tf_options. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a>=2 && b==1 && c==0 *)
Lemma s138_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s138_board (2 + a) 1 0 -> fst (s138_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s138_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s138_q4] in Hc |- *.
  rewrite tf_game_eq, (s138_c22_L a), (s138_c22_R a); cbn [map].
  pose proof (use_s111 IH (2 + a) 2 0 (opt_l _ _ _ (s138_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s116 IH (2 + a) 1 (opt_l _ _ _ (s138_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s119 IH (2 + a) 1 (opt_r _ _ _ (s138_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s111_p4 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s119_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s138_c22_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s138_board (2 + a) 1 0 -> fst (s138_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s138_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s138_q9] in Hc |- *.
  rewrite tf_game_eq, (s138_c22_L a), (s138_c22_R a); cbn [map].
  pose proof (use_s111 IH (2 + a) 2 0 (opt_l _ _ _ (s138_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s116 IH (2 + a) 1 (opt_l _ _ _ (s138_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s119 IH (2 + a) 1 (opt_r _ _ _ (s138_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s111_p4 Ho0 ltac:(zlia)).
  rewrite (s116_p4 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s138_c22_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s138_board (2 + a) 1 0 -> fst (s138_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s138_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s138_q11] in Hc |- *.
  rewrite tf_game_eq, (s138_c22_L a), (s138_c22_R a); cbn [map].
  pose proof (use_s111 IH (2 + a) 2 0 (opt_l _ _ _ (s138_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s116 IH (2 + a) 1 (opt_l _ _ _ (s138_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s119 IH (2 + a) 1 (opt_r _ _ _ (s138_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s111_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s116_p6 Ho1 ltac:(zlia)).
    rewrite (s119_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s116_p7 Ho1 ltac:(zlia)).
    rewrite (s119_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s138_c23_L (a : nat) : lmoves (s138_board (2 + a) 1 1) = [s111_board (2 + a) 2 1; s116_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s111_board, s116_board, s138_board, strip. tf_options. Qed.
Lemma s138_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; F]) [(1, 0)]) (s51_board (2 + a) 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s51_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c23_R (a : nat) : rmoves (s138_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(1, 2)]].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(1, 2)]) (s119_board (2 + a) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s138_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s138_board (2 + a) 1 1 -> fst (s138_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s138_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s138_q2] in Hc |- *.
  rewrite tf_game_eq, (s138_c23_L a), (s138_c23_R a); cbn [map].
  pose proof (use_s111 IH (2 + a) 2 1 (opt_l _ _ _ (s138_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s116 IH (2 + a) 2 (opt_l _ _ _ (s138_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s138_c23_L3 a)).
  pose proof (use_s51 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s138_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s138_c23_R1 a)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s138_c23_R a) ltac:(cbn [In]; left; reflexivity) (s138_c23_R1 a))) as Ho3.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s116_p2 Ho1 ltac:(zlia)).
  rewrite (s51_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p1 Ho3 ltac:(zlia)).
  rewrite (s119_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s138_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s138_board (2 + a) 1 1 -> fst (s138_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s138_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s138_q3] in Hc |- *.
  rewrite tf_game_eq, (s138_c23_L a), (s138_c23_R a); cbn [map].
  pose proof (use_s111 IH (2 + a) 2 1 (opt_l _ _ _ (s138_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s116 IH (2 + a) 2 (opt_l _ _ _ (s138_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s138_c23_L3 a)).
  pose proof (use_s51 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s138_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s138_c23_R1 a)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s138_c23_R a) ltac:(cbn [In]; left; reflexivity) (s138_c23_R1 a))) as Ho3.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s116_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s51_p1 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s119_p7 Ho3 ltac:(zlia)).
      rewrite (s119_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s119_p8 Ho3 ltac:(zlia)).
      rewrite (s119_p8_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s51_p5 Ho2 ltac:(zlia)).
    rewrite (s119_p3 Ho3 ltac:(zlia)).
    rewrite (s119_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s138_c24_L (a c : nat) : lmoves (s138_board (2 + a) 1 (2 + c)) = [s111_board (2 + a) 2 (2 + c); s116_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s111_board, s116_board, s138_board, strip. tf_options. Qed.
Lemma s138_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s114_board (2 + a) 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c24_R (a c : nat) : rmoves (s138_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s138_board. tf_options. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s138_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s138_board (2 + a) 1 (2 + c) -> fst (s138_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s138_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s138_q2] in Hc |- *.
  rewrite tf_game_eq, (s138_c24_L a c), (s138_c24_R a c); cbn [map].
  pose proof (use_s111 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s138_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s116 IH (2 + a) (3 + c) (opt_l _ _ _ (s138_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s138_c24_L3 a c)).
  pose proof (use_s114 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s138_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c24_L3 a c))) as Ho2.
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

Lemma s138_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s138_board (2 + a) 1 (2 + c) -> fst (s138_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s138_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s138_q3] in Hc |- *.
  rewrite tf_game_eq, (s138_c24_L a c), (s138_c24_R a c); cbn [map].
  pose proof (use_s111 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s138_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s116 IH (2 + a) (3 + c) (opt_l _ _ _ (s138_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s138_c24_L3 a c)).
  pose proof (use_s114 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s138_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c24_L3 a c))) as Ho2.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s116_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s114_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s114_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s114_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s138_c25_L (a b : nat) : lmoves (s138_board (2 + a) (2 + b) 0) = [s111_board (2 + a) (3 + b) 0; s138_board (2 + a) (1 + b) 1].
Proof. unfold s111_board, s138_board. tf_options. Qed.
Lemma s138_c25_R (a b : nat) : rmoves (s138_board (2 + a) (2 + b) 0) = [s119_board (2 + a) (2 + b)].
Proof. unfold s119_board, s138_board. tf_options. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a>=2 && b>=2 && c==0 *)
Lemma s138_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s138_board (2 + a) (2 + b) 0 -> fst (s138_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s138_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s138_q6] in Hc |- *.
  rewrite tf_game_eq, (s138_c25_L a b), (s138_c25_R a b); cbn [map].
  pose proof (use_s111 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s138_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s138 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s138_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s119 IH (2 + a) (2 + b) (opt_r _ _ _ (s138_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s111_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s138_p2 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s138_p3 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s138_c26_L (a b : nat) : lmoves (s138_board (2 + a) (2 + b) 1) = [s111_board (2 + a) (3 + b) 1; s138_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s111_board, s138_board, strip. tf_options. Qed.
Lemma s138_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s51_board (2 + a) (2 + b)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s51_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c26_R (a b : nat) : rmoves (s138_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s138_board, strip. tf_options. Qed.
Lemma s138_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s119_board (2 + a) (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s138_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s138_board (2 + a) (2 + b) 1 -> fst (s138_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s138_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s138_q2] in Hc |- *.
  rewrite tf_game_eq, (s138_c26_L a b), (s138_c26_R a b); cbn [map].
  pose proof (use_s111 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s138_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s138 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s138_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s138_c26_L3 a b)).
  pose proof (use_s51 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s138_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s138_c26_R1 a b)).
  pose proof (use_s119 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s138_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s138_c26_R1 a b))) as Ho3.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s138_p2 Ho1 ltac:(zlia)).
  rewrite (s51_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p2 Ho3 ltac:(zlia)).
  rewrite (s119_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s138_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s138_board (2 + a) (2 + b) 1 -> fst (s138_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s138_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s138_q3] in Hc |- *.
  rewrite tf_game_eq, (s138_c26_L a b), (s138_c26_R a b); cbn [map].
  pose proof (use_s111 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s138_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s138 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s138_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s138_c26_L3 a b)).
  pose proof (use_s51 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s138_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s138_c26_R1 a b)).
  pose proof (use_s119 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s138_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s138_c26_R1 a b))) as Ho3.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s138_p3 Ho1 ltac:(zlia)).
  rewrite (s51_p4 Ho2 ltac:(zlia)).
  rewrite (s119_p2 Ho3 ltac:(zlia)).
  rewrite (s119_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s138_c27_L (a b c : nat) : lmoves (s138_board (2 + a) (2 + b) (2 + c)) = [s111_board (2 + a) (3 + b) (2 + c); s138_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s111_board, s138_board, strip. tf_options. Qed.
Lemma s138_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s114_board (2 + a) (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s138_c27_R (a b c : nat) : rmoves (s138_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s138_board. tf_options. Qed.
(* s138 = T^a F T _ T^b _ T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s138_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s138_board (2 + a) (2 + b) (2 + c) -> fst (s138_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s138_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s138_q2] in Hc |- *.
  rewrite tf_game_eq, (s138_c27_L a b c), (s138_c27_R a b c); cbn [map].
  pose proof (use_s111 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s138_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s138 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s138_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s138_c27_L3 a b c)).
  pose proof (use_s114 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s138_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c27_L3 a b c))) as Ho2.
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

Lemma s138_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s138_board (2 + a) (2 + b) (2 + c) -> fst (s138_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s138_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s138_q3] in Hc |- *.
  rewrite tf_game_eq, (s138_c27_L a b c), (s138_c27_R a b c); cbn [map].
  pose proof (use_s111 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s138_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s138 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s138_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s138_c27_L3 a b c)).
  pose proof (use_s114 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s138_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s138_c27_L3 a b c))) as Ho2.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s138_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s114_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s114_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s139_c1_L : lmoves (s139_board 0) = [strip [(0, 1)] ([T; F; E; F]) [(1, 2)]].
Proof. unfold s139_board, strip. tf_options. Qed.
Lemma s139_c1_L1 : tf_norm (strip [(0, 1)] ([T; F; E; F]) [(1, 2)]) (s105_board 1 0) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; F]) [(1, 2)]); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
Lemma s139_c1_R : rmoves (s139_board 0) = [].
Proof. unfold s139_board. tf_options. Qed.
(* s139 = T^a F T F T F _^3 on a==0 *)
Lemma s139_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s139_board 0 -> fst (s139_q1 (Z.of_nat 0)) -> tf_game x == snd (s139_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s139_q1] in Hc |- *.
  rewrite tf_game_eq, (s139_c1_L), (s139_c1_R); cbn [map].
  rewrite (tf_norm_game (s139_c1_L1)).
  pose proof (use_s105 IH 1 0 (opt_norm_l _ _ _ _ _ (s139_c1_L) ltac:(cbn [In]; left; reflexivity) (s139_c1_L1))) as Ho0.
  rewrite (s105_p4 Ho0 ltac:(zlia)).
  rewrite (s105_p4_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s139_c2_L : lmoves (s139_board 1) = [strip [] ([T; F; T; F; E; F]) [(1, 2)]].
Proof. unfold s139_board, strip. tf_options. Qed.
Lemma s139_c2_L1 : tf_norm (strip [] ([T; F; T; F; E; F]) [(1, 2)]) (s149_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; E; F]) [(1, 2)]); [reflexivity | unfold s149_board; strip_board_eq | strip_offset]. Qed.
Lemma s139_c2_R : rmoves (s139_board 1) = [].
Proof. unfold s139_board. tf_options. Qed.
(* s139 = T^a F T F T F _^3 on a==1 *)
Lemma s139_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s139_board 1 -> fst (s139_q1 (Z.of_nat 1)) -> tf_game x == snd (s139_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s139_q1] in Hc |- *.
  rewrite tf_game_eq, (s139_c2_L), (s139_c2_R); cbn [map].
  rewrite (tf_norm_game (s139_c2_L1)).
  pose proof (use_s149 IH 1 0 (opt_norm_l _ _ _ _ _ (s139_c2_L) ltac:(cbn [In]; left; reflexivity) (s139_c2_L1))) as Ho0.
  rewrite (s149_p3 Ho0 ltac:(zlia)).
  rewrite (s149_p3_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s139_c3_L (a : nat) : lmoves (s139_board (2 + a)) = [strip [] (repeat T (2 + a) ++ [F; T; F; E; F]) [(1, 2)]].
Proof. unfold s139_board, strip. tf_options. Qed.
Lemma s139_c3_L1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; E; F]) [(1, 2)]) (s149_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; F]) [(1, 2)]); [reflexivity | unfold s149_board; strip_board_eq | strip_offset]. Qed.
Lemma s139_c3_R (a : nat) : rmoves (s139_board (2 + a)) = [].
Proof. unfold s139_board. tf_options. Qed.
(* s139 = T^a F T F T F _^3 on a>=2 *)
Lemma s139_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s139_board (2 + a) -> fst (s139_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s139_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s139_q1] in Hc |- *.
  rewrite tf_game_eq, (s139_c3_L a), (s139_c3_R a); cbn [map].
  rewrite (tf_norm_game (s139_c3_L1 a)).
  pose proof (use_s149 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s139_c3_L a) ltac:(cbn [In]; left; reflexivity) (s139_c3_L1 a))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s149_p4 Ho0 ltac:(zlia)).
    rewrite (s149_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s149_p5 Ho0 ltac:(zlia)).
    rewrite (s149_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s149_p6 Ho0 ltac:(zlia)).
    rewrite (s149_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s149_p7 Ho0 ltac:(zlia)).
    rewrite (s149_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
Qed.

Lemma s140_c1_L : lmoves (s140_board 0) = [strip [(0, 1); (1, 1)] ([T; E; E; T; F]) []].
Proof. unfold s140_board, strip. tf_options. Qed.
Lemma s140_c1_L1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; E; T; F]) []) (s72_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s140_c1_R : rmoves (s140_board 0) = [strip [(0, 1)] ([T; F; E; E; F]) [(1, 1)]].
Proof. unfold s140_board, strip. tf_options. Qed.
Lemma s140_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E; F]) [(1, 1)]) (s106_board 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; F]) [(1, 1)]); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s140 = T^a F T F _^3 T F on a==0 *)
Lemma s140_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s140_board 0 -> fst (s140_q1 (Z.of_nat 0)) -> tf_game x == snd (s140_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s140_q1] in Hc |- *.
  rewrite tf_game_eq, (s140_c1_L), (s140_c1_R); cbn [map].
  rewrite (tf_norm_game (s140_c1_L1)).
  pose proof (use_s72 IH 0 1 (opt_norm_l _ _ _ _ _ (s140_c1_L) ltac:(cbn [In]; left; reflexivity) (s140_c1_L1))) as Ho0.
  rewrite (tf_norm_game (s140_c1_R1)).
  pose proof (use_s106 IH 1 0 (opt_norm_r _ _ _ _ _ (s140_c1_R) ltac:(cbn [In]; left; reflexivity) (s140_c1_R1))) as Ho1.
  rewrite (s72_p2 Ho0 ltac:(zlia)).
  rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p1 Ho1 ltac:(zlia)).
  rewrite (s106_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s140_c2_L : lmoves (s140_board 1) = [s150_board 1 0 1].
Proof. unfold s140_board, s150_board. tf_options. Qed.
Lemma s140_c2_R : rmoves (s140_board 1) = [strip [] ([T; F; T; F; E; E; F]) [(1, 1)]].
Proof. unfold s140_board, strip. tf_options. Qed.
Lemma s140_c2_R1 : tf_norm (strip [] ([T; F; T; F; E; E; F]) [(1, 1)]) (s141_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; E; E; F]) [(1, 1)]); [reflexivity | unfold s141_board; strip_board_eq | strip_offset]. Qed.
(* s140 = T^a F T F _^3 T F on a==1 *)
Lemma s140_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s140_board 1 -> fst (s140_q2 (Z.of_nat 1)) -> tf_game x == snd (s140_q2 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s140_q2] in Hc |- *.
  rewrite tf_game_eq, (s140_c2_L), (s140_c2_R); cbn [map].
  pose proof (use_s150 IH 1 0 1 (opt_l _ _ _ (s140_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s140_c2_R1)).
  pose proof (use_s141 IH 1 0 (opt_norm_r _ _ _ _ _ (s140_c2_R) ltac:(cbn [In]; left; reflexivity) (s140_c2_R1))) as Ho1.
  rewrite (s150_p2 Ho0 ltac:(zlia)).
  rewrite (s141_p3 Ho1 ltac:(zlia)).
  rewrite (s141_p3_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s140_c3_L (a : nat) : lmoves (s140_board (2 + a)) = [s150_board (2 + a) 0 1].
Proof. unfold s140_board, s150_board. tf_options. Qed.
Lemma s140_c3_R (a : nat) : rmoves (s140_board (2 + a)) = [strip [] (repeat T (2 + a) ++ [F; T; F; E; E; F]) [(1, 1)]].
Proof. unfold s140_board, strip. tf_options. Qed.
Lemma s140_c3_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; E; E; F]) [(1, 1)]) (s141_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E; F]) [(1, 1)]); [reflexivity | unfold s141_board; strip_board_eq | strip_offset]. Qed.
(* s140 = T^a F T F _^3 T F on a>=2 *)
Lemma s140_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s140_board (2 + a) -> fst (s140_q2 (Z.of_nat (2 + a))) -> tf_game x == snd (s140_q2 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s140_q2] in Hc |- *.
  rewrite tf_game_eq, (s140_c3_L a), (s140_c3_R a); cbn [map].
  pose proof (use_s150 IH (2 + a) 0 1 (opt_l _ _ _ (s140_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s140_c3_R1 a)).
  pose proof (use_s141 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s140_c3_R a) ltac:(cbn [In]; left; reflexivity) (s140_c3_R1 a))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s150_p11 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s141_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s150_p14 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s141_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s150_p17 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s141_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s150_p21 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s141_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s141_c1_L : lmoves (s141_board 0 0) = [strip [(0, 1); (1, 1)] ([T; E; F; E]) []].
Proof. unfold s141_board, strip. tf_options. Qed.
Lemma s141_c1_L1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; F; E]) []) (s73_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s141_c1_R : rmoves (s141_board 0 0) = [strip [(0, 1)] ([T; F; E; F; E; E]) []].
Proof. unfold s141_board, strip. tf_options. Qed.
Lemma s141_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; E; F; E; E]) []) (s105_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; F; E; E]) []); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s141 = T^a F T F _^2 T^b F _ on a==0 && b==0 *)
Lemma s141_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s141_board 0 0 -> fst (s141_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s141_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s141_q1] in Hc |- *.
  rewrite tf_game_eq, (s141_c1_L), (s141_c1_R); cbn [map].
  rewrite (tf_norm_game (s141_c1_L1)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s141_c1_L) ltac:(cbn [In]; left; reflexivity) (s141_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s141_c1_R1)).
  pose proof (use_s105 IH 1 0 (opt_norm_r _ _ _ _ _ (s141_c1_R) ltac:(cbn [In]; left; reflexivity) (s141_c1_R1))) as Ho1.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s105_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s141_c2_L : lmoves (s141_board 0 1) = [strip [(0, 1); (1, 1)] ([T; E; T; F; E]) []; strip [(0, 1)] ([T; F; E; E; E; F]) [(1, 0)]].
Proof. unfold s141_board, strip. tf_options. Qed.
Lemma s141_c2_L1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; T; F; E]) []) (s73_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s141_c2_L2 : tf_norm (strip [(0, 1)] ([T; F; E; E; E; F]) [(1, 0)]) (s18_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s141_c2_R : rmoves (s141_board 0 1) = [strip [(0, 1)] ([T; F; E; F]) [(1, 2)]].
Proof. unfold s141_board, strip. tf_options. Qed.
Lemma s141_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; E; F]) [(1, 2)]) (s105_board 1 0) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; F]) [(1, 2)]); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s141 = T^a F T F _^2 T^b F _ on a==0 && b==1 *)
Lemma s141_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s141_board 0 1 -> fst (s141_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s141_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s141_q2] in Hc |- *.
  rewrite tf_game_eq, (s141_c2_L), (s141_c2_R); cbn [map].
  rewrite (tf_norm_game (s141_c2_L1)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s141_c2_L) ltac:(cbn [In]; left; reflexivity) (s141_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s141_c2_L2)).
  pose proof (use_s18 IH 1 (opt_norm_l _ _ _ _ _ (s141_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s141_c2_L2))) as Ho1.
  rewrite (tf_norm_game (s141_c2_R1)).
  pose proof (use_s105 IH 1 0 (opt_norm_r _ _ _ _ _ (s141_c2_R) ltac:(cbn [In]; left; reflexivity) (s141_c2_R1))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s18_p2 Ho1 ltac:(zlia)).
  rewrite (s105_p4 Ho2 ltac:(zlia)).
  rewrite (s105_p4_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s141_c3_L (b : nat) : lmoves (s141_board 0 (2 + b)) = [strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E]) []; strip [(0, 1)] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s141_board, strip. tf_options. Qed.
Lemma s141_c3_L1 (b : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E]) []) (s73_board 0 1 (2 + b)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s141_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s77_board 1 (1 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s77_board; strip_board_eq | strip_offset]. Qed.
Lemma s141_c3_R (b : nat) : rmoves (s141_board 0 (2 + b)) = [].
Proof. unfold s141_board. tf_options. Qed.
(* s141 = T^a F T F _^2 T^b F _ on a==0 && b>=2 *)
Lemma s141_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s141_board 0 (2 + b) -> fst (s141_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s141_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s141_q2] in Hc |- *.
  rewrite tf_game_eq, (s141_c3_L b), (s141_c3_R b); cbn [map].
  rewrite (tf_norm_game (s141_c3_L1 b)).
  pose proof (use_s73 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s141_c3_L b) ltac:(cbn [In]; left; reflexivity) (s141_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s141_c3_L2 b)).
  pose proof (use_s77 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s141_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s141_c3_L2 b))) as Ho1.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s77_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s77_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s77_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s141_c4_L : lmoves (s141_board 1 0) = [s177_board 1 0 1 0].
Proof. unfold s141_board, s177_board. tf_options. Qed.
Lemma s141_c4_R : rmoves (s141_board 1 0) = [s149_board 1 0].
Proof. unfold s141_board, s149_board. tf_options. Qed.
(* s141 = T^a F T F _^2 T^b F _ on a==1 && b==0 *)
Lemma s141_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s141_board 1 0 -> fst (s141_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s141_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s141_q3] in Hc |- *.
  rewrite tf_game_eq, (s141_c4_L), (s141_c4_R); cbn [map].
  pose proof (use_s177 IH 1 0 1 0 (opt_l _ _ _ (s141_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s149 IH 1 0 (opt_r _ _ _ (s141_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s177_p3 Ho0 ltac:(zlia)).
  rewrite (s149_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s141_c5_L : lmoves (s141_board 1 1) = [s177_board 1 0 1 1; strip [] ([T; F; T; F; E; E; E; F]) [(1, 0)]].
Proof. unfold s141_board, s177_board, strip. tf_options. Qed.
Lemma s141_c5_L2 : tf_norm (strip [] ([T; F; T; F; E; E; E; F]) [(1, 0)]) (s24_board 1) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s24_board; strip_board_eq | strip_offset]. Qed.
Lemma s141_c5_R : rmoves (s141_board 1 1) = [strip [] ([T; F; T; F; E; F]) [(1, 2)]].
Proof. unfold s141_board, strip. tf_options. Qed.
Lemma s141_c5_R1 : tf_norm (strip [] ([T; F; T; F; E; F]) [(1, 2)]) (s149_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; E; F]) [(1, 2)]); [reflexivity | unfold s149_board; strip_board_eq | strip_offset]. Qed.
(* s141 = T^a F T F _^2 T^b F _ on a==1 && b==1 *)
Lemma s141_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s141_board 1 1 -> fst (s141_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s141_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s141_q2] in Hc |- *.
  rewrite tf_game_eq, (s141_c5_L), (s141_c5_R); cbn [map].
  pose proof (use_s177 IH 1 0 1 1 (opt_l _ _ _ (s141_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s141_c5_L2)).
  pose proof (use_s24 IH 1 (opt_norm_l _ _ _ _ _ (s141_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s141_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s141_c5_R1)).
  pose proof (use_s149 IH 1 0 (opt_norm_r _ _ _ _ _ (s141_c5_R) ltac:(cbn [In]; left; reflexivity) (s141_c5_R1))) as Ho2.
  rewrite (s177_p7 Ho0 ltac:(zlia)).
  rewrite (s24_p2 Ho1 ltac:(zlia)).
  rewrite (s149_p3 Ho2 ltac:(zlia)).
  rewrite (s149_p3_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s141_c6_L (b : nat) : lmoves (s141_board 1 (2 + b)) = [s177_board 1 0 1 (2 + b); strip [] (T :: F :: T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s141_board, s177_board, strip. tf_options. Qed.
Lemma s141_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s121_board 1 (1 + b)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s121_board; strip_board_eq | strip_offset]. Qed.
Lemma s141_c6_R (b : nat) : rmoves (s141_board 1 (2 + b)) = [].
Proof. unfold s141_board. tf_options. Qed.
(* s141 = T^a F T F _^2 T^b F _ on a==1 && b>=2 *)
Lemma s141_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s141_board 1 (2 + b) -> fst (s141_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s141_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s141_q2] in Hc |- *.
  rewrite tf_game_eq, (s141_c6_L b), (s141_c6_R b); cbn [map].
  pose proof (use_s177 IH 1 0 1 (2 + b) (opt_l _ _ _ (s141_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s141_c6_L2 b)).
  pose proof (use_s121 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s141_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s141_c6_L2 b))) as Ho1.
  rewrite (s177_p7 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s121_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s121_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s121_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s141_c7_L (a : nat) : lmoves (s141_board (2 + a) 0) = [s177_board (2 + a) 0 1 0].
Proof. unfold s141_board, s177_board. tf_options. Qed.
Lemma s141_c7_R (a : nat) : rmoves (s141_board (2 + a) 0) = [s149_board (2 + a) 0].
Proof. unfold s141_board, s149_board. tf_options. Qed.
(* s141 = T^a F T F _^2 T^b F _ on a>=2 && b==0 *)
Lemma s141_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s141_board (2 + a) 0 -> fst (s141_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s141_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s141_q3] in Hc |- *.
  rewrite tf_game_eq, (s141_c7_L a), (s141_c7_R a); cbn [map].
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_l _ _ _ (s141_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s149 IH (2 + a) 0 (opt_r _ _ _ (s141_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s177_p25 Ho0 ltac:(zlia)).
    rewrite (s149_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s177_p27 Ho0 ltac:(zlia)).
    rewrite (s149_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s177_p30 Ho0 ltac:(zlia)).
    rewrite (s149_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s177_p34 Ho0 ltac:(zlia)).
    rewrite (s149_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s141_c8_L (a : nat) : lmoves (s141_board (2 + a) 1) = [s177_board (2 + a) 0 1 1; strip [] (repeat T (2 + a) ++ [F; T; F; E; E; E; F]) [(1, 0)]].
Proof. unfold s141_board, s177_board, strip. tf_options. Qed.
Lemma s141_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; E; E; E; F]) [(1, 0)]) (s24_board (2 + a)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s24_board; strip_board_eq | strip_offset]. Qed.
Lemma s141_c8_R (a : nat) : rmoves (s141_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; F; E; F]) [(1, 2)]].
Proof. unfold s141_board, strip. tf_options. Qed.
Lemma s141_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; E; F]) [(1, 2)]) (s149_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; F]) [(1, 2)]); [reflexivity | unfold s149_board; strip_board_eq | strip_offset]. Qed.
(* s141 = T^a F T F _^2 T^b F _ on a>=2 && b==1 *)
Lemma s141_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s141_board (2 + a) 1 -> fst (s141_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s141_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s141_q2] in Hc |- *.
  rewrite tf_game_eq, (s141_c8_L a), (s141_c8_R a); cbn [map].
  pose proof (use_s177 IH (2 + a) 0 1 1 (opt_l _ _ _ (s141_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s141_c8_L2 a)).
  pose proof (use_s24 IH (2 + a) (opt_norm_l _ _ _ _ _ (s141_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s141_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s141_c8_R1 a)).
  pose proof (use_s149 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s141_c8_R a) ltac:(cbn [In]; left; reflexivity) (s141_c8_R1 a))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s177_p12 Ho0 ltac:(zlia)).
    rewrite (s24_p2 Ho1 ltac:(zlia)).
    rewrite (s149_p5 Ho2 ltac:(zlia)).
    rewrite (s149_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s177_p15 Ho0 ltac:(zlia)).
    rewrite (s24_p2 Ho1 ltac:(zlia)).
    rewrite (s149_p6 Ho2 ltac:(zlia)).
    rewrite (s149_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s177_p23 Ho0 ltac:(zlia)).
    rewrite (s24_p2 Ho1 ltac:(zlia)).
    rewrite (s149_p4 Ho2 ltac:(zlia)).
    rewrite (s149_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s177_p33 Ho0 ltac:(zlia)).
    rewrite (s24_p2 Ho1 ltac:(zlia)).
    rewrite (s149_p7 Ho2 ltac:(zlia)).
    rewrite (s149_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s141_c9_L (a b : nat) : lmoves (s141_board (2 + a) (2 + b)) = [s177_board (2 + a) 0 1 (2 + b); strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s141_board, s177_board, strip. tf_options. Qed.
Lemma s141_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s121_board (2 + a) (1 + b)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s121_board; strip_board_eq | strip_offset]. Qed.
Lemma s141_c9_R (a b : nat) : rmoves (s141_board (2 + a) (2 + b)) = [].
Proof. unfold s141_board. tf_options. Qed.
(* s141 = T^a F T F _^2 T^b F _ on a>=2 && b>=2 *)
Lemma s141_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s141_board (2 + a) (2 + b) -> fst (s141_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s141_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s141_q2] in Hc |- *.
  rewrite tf_game_eq, (s141_c9_L a b), (s141_c9_R a b); cbn [map].
  pose proof (use_s177 IH (2 + a) 0 1 (2 + b) (opt_l _ _ _ (s141_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s141_c9_L2 a b)).
  pose proof (use_s121 IH (2 + a) (1 + b) (opt_norm_l _ _ _ _ _ (s141_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s141_c9_L2 a b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s177_p12 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s121_p2 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s121_p5 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s121_p6 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s177_p15 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s121_p2 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s121_p5 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s121_p6 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s177_p23 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s121_p2 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s121_p5 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s121_p6 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s177_p33 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s121_p2 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s121_p5 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s121_p6 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
Qed.

(* s142 = T^a F T F _^2 T^b _ T F on a==0 && b==0: the board of s140 *)
Lemma s142_c1_p1 x (Hs140 : s140_claim x) :
  x = s142_board 0 0 -> fst (s142_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s142_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s142_q1] in Hc |- *.
  pose proof (Hs140 0 ltac:(rewrite Hx; unfold s142_board, s140_board; board_eq)) as Ho0.
  rewrite (s140_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s142_c2_L : lmoves (s142_board 0 1) = [strip [(0, 1); (1, 1)] ([T; E; T; E; T; F]) []; strip [(0, 1)] ([T; F; E; E; E; T; T; F]) []].
Proof. unfold s142_board, strip. tf_options. Qed.
Lemma s142_c2_L1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; T; E; T; F]) []) (s74_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s142_c2_L2 : tf_norm (strip [(0, 1)] ([T; F; E; E; E; T; T; F]) []) (s76_board 1) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; F; E; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s142_c2_R : rmoves (s142_board 0 1) = [strip [(0, 1)] ([T; F; E; E; T; F]) [(1, 1)]].
Proof. unfold s142_board, strip. tf_options. Qed.
Lemma s142_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E; T; F]) [(1, 1)]) (s106_board 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s142 = T^a F T F _^2 T^b _ T F on a==0 && b==1 *)
Lemma s142_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s142_board 0 1 -> fst (s142_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s142_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s142_q1] in Hc |- *.
  rewrite tf_game_eq, (s142_c2_L), (s142_c2_R); cbn [map].
  rewrite (tf_norm_game (s142_c2_L1)).
  pose proof (use_s74 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s142_c2_L) ltac:(cbn [In]; left; reflexivity) (s142_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s142_c2_L2)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s142_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s142_c2_L2))) as Ho1.
  rewrite (tf_norm_game (s142_c2_R1)).
  pose proof (use_s106 IH 1 1 (opt_norm_r _ _ _ _ _ (s142_c2_R) ltac:(cbn [In]; left; reflexivity) (s142_c2_R1))) as Ho2.
  rewrite (s74_p3 Ho0 ltac:(zlia)).
  rewrite (s74_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s142_c3_L (b : nat) : lmoves (s142_board 0 (2 + b)) = [strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) []; strip [(0, 1)] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s142_board, strip. tf_options. Qed.
Lemma s142_c3_L1 (b : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) []) (s74_board 0 1 (2 + b)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s142_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s76_board 1) (Z.of_nat (2 + b) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; E]) [(1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s142_c3_R (b : nat) : rmoves (s142_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s142_board, strip. tf_options. Qed.
Lemma s142_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s106_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s142 = T^a F T F _^2 T^b _ T F on a==0 && b>=2 *)
Lemma s142_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s142_board 0 (2 + b) -> fst (s142_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s142_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s142_q3] in Hc |- *.
  rewrite tf_game_eq, (s142_c3_L b), (s142_c3_R b); cbn [map].
  rewrite (tf_norm_game (s142_c3_L1 b)).
  pose proof (use_s74 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s142_c3_L b) ltac:(cbn [In]; left; reflexivity) (s142_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game (s142_c3_L2 b)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s142_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s142_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game (s142_c3_R1 b)).
  pose proof (use_s106 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s142_c3_R b) ltac:(cbn [In]; left; reflexivity) (s142_c3_R1 b))) as Ho2.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat 1) (Z.of_nat (2 + b) - 1) (Nat2Z.is_nonneg _) I).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s142 = T^a F T F _^2 T^b _ T F on a==1 && b==0: the board of s140 *)
Lemma s142_c4_p4 x (Hs140 : s140_claim x) :
  x = s142_board 1 0 -> fst (s142_q4 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s142_q4 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s142_q4] in Hc |- *.
  pose proof (Hs140 1 ltac:(rewrite Hx; unfold s142_board, s140_board; board_eq)) as Ho0.
  rewrite (s140_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s142_c5_L : lmoves (s142_board 1 1) = [s179_board 1 0 1 1; strip [] ([T; F; T; F; E; E; E; T; T; F]) []].
Proof. unfold s142_board, s179_board, strip. tf_options. Qed.
Lemma s142_c5_L2 : tf_norm (strip [] ([T; F; T; F; E; E; E; T; T; F]) []) (s115_board 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; F; E; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; F; E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s142_c5_R : rmoves (s142_board 1 1) = [strip [] ([T; F; T; F; E; E; T; F]) [(1, 1)]].
Proof. unfold s142_board, strip. tf_options. Qed.
Lemma s142_c5_R1 : tf_norm (strip [] ([T; F; T; F; E; E; T; F]) [(1, 1)]) (s141_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s141_board; strip_board_eq | strip_offset]. Qed.
(* s142 = T^a F T F _^2 T^b _ T F on a==1 && b==1 *)
Lemma s142_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s142_board 1 1 -> fst (s142_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s142_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s142_q2] in Hc |- *.
  rewrite tf_game_eq, (s142_c5_L), (s142_c5_R); cbn [map].
  pose proof (use_s179 IH 1 0 1 1 (opt_l _ _ _ (s142_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s142_c5_L2)).
  pose proof (use_s115 IH 1 (opt_norm_l _ _ _ _ _ (s142_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s142_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s142_c5_R1)).
  pose proof (use_s141 IH 1 1 (opt_norm_r _ _ _ _ _ (s142_c5_R) ltac:(cbn [In]; left; reflexivity) (s142_c5_R1))) as Ho2.
  rewrite (s179_p24 Ho0 ltac:(zlia)).
  rewrite (s115_p1 Ho1 I).
  rewrite (s141_p2 Ho2 ltac:(zlia)).
  rewrite (s141_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s142_c6_L (b : nat) : lmoves (s142_board 1 (2 + b)) = [s179_board 1 0 1 (2 + b); strip [] (T :: F :: T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s142_board, s179_board, strip. tf_options. Qed.
Lemma s142_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s115_board 1) (Z.of_nat (2 + b) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; F; E; E]) [(1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s142_c6_R (b : nat) : rmoves (s142_board 1 (2 + b)) = [strip [] (T :: F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s142_board, strip. tf_options. Qed.
Lemma s142_c6_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s141_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s141_board; strip_board_eq | strip_offset]. Qed.
(* s142 = T^a F T F _^2 T^b _ T F on a==1 && b>=2 *)
Lemma s142_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s142_board 1 (2 + b) -> fst (s142_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s142_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s142_q3] in Hc |- *.
  rewrite tf_game_eq, (s142_c6_L b), (s142_c6_R b); cbn [map].
  pose proof (use_s179 IH 1 0 1 (2 + b) (opt_l _ _ _ (s142_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s142_c6_L2 b)).
  pose proof (use_s115 IH 1 (opt_norm_l _ _ _ _ _ (s142_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s142_c6_L2 b))) as Ho1.
  rewrite (tf_norm_game (s142_c6_R1 b)).
  pose proof (use_s141 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s142_c6_R b) ltac:(cbn [In]; left; reflexivity) (s142_c6_R1 b))) as Ho2.
  rewrite (s179_p25 Ho0 ltac:(zlia)).
  rewrite (s115_p1 Ho1 I).
  rewrite (s115_p1_add (Z.of_nat 1) (Z.of_nat (2 + b) - 1) (Nat2Z.is_nonneg _) I).
  rewrite (s141_p2 Ho2 ltac:(zlia)).
  rewrite (s141_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s142 = T^a F T F _^2 T^b _ T F on a>=2 && b==0: the board of s140 *)
Lemma s142_c7_p4 x (Hs140 : s140_claim x) (a : nat) :
  x = s142_board (2 + a) 0 -> fst (s142_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s142_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s142_q4] in Hc |- *.
  pose proof (Hs140 (2 + a) ltac:(rewrite Hx; unfold s142_board, s140_board; board_eq)) as Ho0.
  rewrite (s140_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s142_c8_L (a : nat) : lmoves (s142_board (2 + a) 1) = [s179_board (2 + a) 0 1 1; strip [] (repeat T (2 + a) ++ [F; T; F; E; E; E; T; T; F]) []].
Proof. unfold s142_board, s179_board, strip. tf_options. Qed.
Lemma s142_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; E; E; E; T; T; F]) []) (s115_board (2 + a)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; F; E; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; F; E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s142_c8_R (a : nat) : rmoves (s142_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; F; E; E; T; F]) [(1, 1)]].
Proof. unfold s142_board, strip. tf_options. Qed.
Lemma s142_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; E; E; T; F]) [(1, 1)]) (s141_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s141_board; strip_board_eq | strip_offset]. Qed.
(* s142 = T^a F T F _^2 T^b _ T F on a>=2 && b==1 *)
Lemma s142_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s142_board (2 + a) 1 -> fst (s142_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s142_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s142_q2] in Hc |- *.
  rewrite tf_game_eq, (s142_c8_L a), (s142_c8_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 0 1 1 (opt_l _ _ _ (s142_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s142_c8_L2 a)).
  pose proof (use_s115 IH (2 + a) (opt_norm_l _ _ _ _ _ (s142_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s142_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s142_c8_R1 a)).
  pose proof (use_s141 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s142_c8_R a) ltac:(cbn [In]; left; reflexivity) (s142_c8_R1 a))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s179_p31 Ho0 ltac:(zlia)).
    rewrite (s115_p1 Ho1 I).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    rewrite (s141_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p38 Ho0 ltac:(zlia)).
    rewrite (s115_p1 Ho1 I).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    rewrite (s141_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p46 Ho0 ltac:(zlia)).
    rewrite (s115_p1 Ho1 I).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    rewrite (s141_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p55 Ho0 ltac:(zlia)).
    rewrite (s115_p1 Ho1 I).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    rewrite (s141_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s142_c9_L (a b : nat) : lmoves (s142_board (2 + a) (2 + b)) = [s179_board (2 + a) 0 1 (2 + b); strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s142_board, s179_board, strip. tf_options. Qed.
Lemma s142_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s115_board (2 + a)) (Z.of_nat (2 + b) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; F; E; E]) [(1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s142_c9_R (a b : nat) : rmoves (s142_board (2 + a) (2 + b)) = [strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s142_board, strip. tf_options. Qed.
Lemma s142_c9_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s141_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s141_board; strip_board_eq | strip_offset]. Qed.
(* s142 = T^a F T F _^2 T^b _ T F on a>=2 && b>=2 *)
Lemma s142_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s142_board (2 + a) (2 + b) -> fst (s142_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s142_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s142_q3] in Hc |- *.
  rewrite tf_game_eq, (s142_c9_L a b), (s142_c9_R a b); cbn [map].
  pose proof (use_s179 IH (2 + a) 0 1 (2 + b) (opt_l _ _ _ (s142_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s142_c9_L2 a b)).
  pose proof (use_s115 IH (2 + a) (opt_norm_l _ _ _ _ _ (s142_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s142_c9_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s142_c9_R1 a b)).
  pose proof (use_s141 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s142_c9_R a b) ltac:(cbn [In]; left; reflexivity) (s142_c9_R1 a b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s179_p29 Ho0 ltac:(zlia)).
    rewrite (s115_p1 Ho1 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b) - 1) (Nat2Z.is_nonneg _) I).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    rewrite (s141_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p36 Ho0 ltac:(zlia)).
    rewrite (s115_p1 Ho1 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b) - 1) (Nat2Z.is_nonneg _) I).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    rewrite (s141_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p44 Ho0 ltac:(zlia)).
    rewrite (s115_p1 Ho1 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b) - 1) (Nat2Z.is_nonneg _) I).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    rewrite (s141_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p53 Ho0 ltac:(zlia)).
    rewrite (s115_p1 Ho1 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b) - 1) (Nat2Z.is_nonneg _) I).
    rewrite (s141_p2 Ho2 ltac:(zlia)).
    rewrite (s141_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s143 = T^a F _^2 T^b F T^c F _ on a==0 && b==0 && c==0: the board of s123 *)
Lemma s143_c1_p1 x (Hs123 : s123_claim x) :
  x = s143_board 0 0 0 -> fst (s143_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s143_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q1] in Hc |- *.
  pose proof (Hs123 0 0 ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s143_c2_L : lmoves (s143_board 0 0 1) = [strip [(0, 1); (2, 1); (1, 1)] ([]) [(1, 0)]].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c2_L1 : tf_norm (strip [(0, 1); (2, 1); (1, 1)] ([]) [(1, 0)]) (repeat E 3) (-5).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1); (1, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s143_c2_R : rmoves (s143_board 0 0 1) = [strip [(0, 1); (1, 1)] ([E; T; F; E]) []].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c2_R1 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; F; E]) []) (s63_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a==0 && b==0 && c==1 *)
Lemma s143_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s143_board 0 0 1 -> fst (s143_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s143_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q2] in Hc |- *.
  rewrite tf_game_eq, (s143_c2_L), (s143_c2_R); cbn [map].
  rewrite (tf_norm_blank (s143_c2_L1)).
  rewrite (tf_norm_game (s143_c2_R1)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s143_c2_R) ltac:(cbn [In]; left; reflexivity) (s143_c2_R1))) as Ho1.
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s143_c3_L (c : nat) : lmoves (s143_board 0 0 (2 + c)) = [strip [(0, 1); (2, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c3_L1 (c : nat) : tf_norm (strip [(0, 1); (2, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s37_board 0 (1 + c)) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c3_R (c : nat) : rmoves (s143_board 0 0 (2 + c)) = [strip [(0, 1); (1, 1)] (E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c3_R1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (2 + c) ++ [F; E]) []) (s63_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a==0 && b==0 && c>=2 *)
Lemma s143_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s143_board 0 0 (2 + c) -> fst (s143_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q2] in Hc |- *.
  rewrite tf_game_eq, (s143_c3_L c), (s143_c3_R c); cbn [map].
  rewrite (tf_norm_game (s143_c3_L1 c)).
  pose proof (use_s37 IH 0 (1 + c) (opt_norm_l _ _ _ _ _ (s143_c3_L c) ltac:(cbn [In]; left; reflexivity) (s143_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s143_c3_R1 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s143_c3_R c) ltac:(cbn [In]; left; reflexivity) (s143_c3_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s37_p1 Ho0 ltac:(zlia)).
    rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p3 Ho0 ltac:(zlia)).
    rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p4 Ho0 ltac:(zlia)).
    rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p5 Ho0 ltac:(zlia)).
    rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s143 = T^a F _^2 T^b F T^c F _ on a==0 && b==1 && c==0: the board of s123 *)
Lemma s143_c4_p2 x (Hs123 : s123_claim x) :
  x = s143_board 0 1 0 -> fst (s143_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s143_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q2] in Hc |- *.
  pose proof (Hs123 0 1 ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s143_c5_L : lmoves (s143_board 0 1 1) = [strip [(0, 1)] ([E; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c5_L1 : tf_norm (strip [(0, 1)] ([E; E; T; F; E; F]) [(1, 0)]) (s33_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c5_R : rmoves (s143_board 0 1 1) = [strip [(0, 1); (1, 1)] ([T; E; T; F; E]) []].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c5_R1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; T; F; E]) []) (s73_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a==0 && b==1 && c==1 *)
Lemma s143_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s143_board 0 1 1 -> fst (s143_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s143_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q2] in Hc |- *.
  rewrite tf_game_eq, (s143_c5_L), (s143_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s143_c5_L1)).
  pose proof (use_s33 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s143_c5_L) ltac:(cbn [In]; left; reflexivity) (s143_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s143_c5_R1)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s143_c5_R) ltac:(cbn [In]; left; reflexivity) (s143_c5_R1))) as Ho1.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s143_c6_L (c : nat) : lmoves (s143_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s33_board 0 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c6_R (c : nat) : rmoves (s143_board 0 1 (2 + c)) = [strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c6_R1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E]) []) (s73_board 0 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s143_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s143_board 0 1 (2 + c) -> fst (s143_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q2] in Hc |- *.
  rewrite tf_game_eq, (s143_c6_L c), (s143_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s143_c6_L1 c)).
  pose proof (use_s33 IH 0 1 (1 + c) (opt_norm_l _ _ _ _ _ (s143_c6_L c) ltac:(cbn [In]; left; reflexivity) (s143_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game (s143_c6_R1 c)).
  pose proof (use_s73 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s143_c6_R c) ltac:(cbn [In]; left; reflexivity) (s143_c6_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s33_p6 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p7 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p8 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s143 = T^a F _^2 T^b F T^c F _ on a==0 && b>=2 && c==0: the board of s123 *)
Lemma s143_c7_p3 x (Hs123 : s123_claim x) (b : nat) :
  x = s143_board 0 (2 + b) 0 -> fst (s143_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s143_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q3] in Hc |- *.
  pose proof (Hs123 0 (2 + b) ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s143_c8_L (b : nat) : lmoves (s143_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s33_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c8_R (b : nat) : rmoves (s143_board 0 (2 + b) 1) = [].
Proof. unfold s143_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s143_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s143_board 0 (2 + b) 1 -> fst (s143_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s143_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q3] in Hc |- *.
  rewrite tf_game_eq, (s143_c8_L b), (s143_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s143_c8_L1 b)).
  pose proof (use_s33 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s143_c8_L b) ltac:(cbn [In]; left; reflexivity) (s143_c8_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s33_p10 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s33_p15 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s33_p16 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s143_c9_L (b c : nat) : lmoves (s143_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s33_board 0 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c9_R (b c : nat) : rmoves (s143_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s143_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s143_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s143_board 0 (2 + b) (2 + c) -> fst (s143_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q3] in Hc |- *.
  rewrite tf_game_eq, (s143_c9_L b c), (s143_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s143_c9_L1 b c)).
  pose proof (use_s33 IH 0 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s143_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s143_c9_L1 b c))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s33_p9 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s33_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s33_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s33_p14 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

(* s143 = T^a F _^2 T^b F T^c F _ on a==1 && b==0 && c==0: the board of s123 *)
Lemma s143_c10_p1 x (Hs123 : s123_claim x) :
  x = s143_board 1 0 0 -> fst (s143_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s143_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q1] in Hc |- *.
  pose proof (Hs123 1 0 ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s143_c11_L : lmoves (s143_board 1 0 1) = [strip [(1, 1)] ([T; E; F; T; F; E]) []; strip [] ([T; F; E; E; F; E; F]) [(1, 0)]].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c11_L1 : tf_norm (strip [(1, 1)] ([T; E; F; T; F; E]) []) (s82_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c11_L2 : tf_norm (strip [] ([T; F; E; E; F; E; F]) [(1, 0)]) (s122_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s122_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c11_R : rmoves (s143_board 1 0 1) = [s177_board 1 0 0 1].
Proof. unfold s143_board, s177_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a==1 && b==0 && c==1 *)
Lemma s143_c11_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s143_board 1 0 1 -> fst (s143_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s143_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q2] in Hc |- *.
  rewrite tf_game_eq, (s143_c11_L), (s143_c11_R); cbn [map].
  rewrite (tf_norm_game (s143_c11_L1)).
  pose proof (use_s82 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s143_c11_L) ltac:(cbn [In]; left; reflexivity) (s143_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s143_c11_L2)).
  pose proof (use_s122 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s143_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c11_L2))) as Ho1.
  pose proof (use_s177 IH 1 0 0 1 (opt_r _ _ _ (s143_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p7 Ho0 ltac:(zlia)).
  rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s122_p1 Ho1 ltac:(zlia)).
  rewrite (s177_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s143_c12_L (c : nat) : lmoves (s143_board 1 0 (2 + c)) = [strip [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [F; E]) []; strip [] (T :: F :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c12_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [F; E]) []) (s82_board 0 1 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: F :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c12_L2 (c : nat) : tf_norm (strip [] (T :: F :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s122_board 1 0 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s122_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c12_R (c : nat) : rmoves (s143_board 1 0 (2 + c)) = [s177_board 1 0 0 (2 + c)].
Proof. unfold s143_board, s177_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a==1 && b==0 && c>=2 *)
Lemma s143_c12_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s143_board 1 0 (2 + c) -> fst (s143_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q2] in Hc |- *.
  rewrite tf_game_eq, (s143_c12_L c), (s143_c12_R c); cbn [map].
  rewrite (tf_norm_game (s143_c12_L1 c)).
  pose proof (use_s82 IH 0 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s143_c12_L c) ltac:(cbn [In]; left; reflexivity) (s143_c12_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s143_c12_L2 c)).
  pose proof (use_s122 IH 1 0 (1 + c) (opt_norm_l _ _ _ _ _ (s143_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c12_L2 c))) as Ho1.
  pose proof (use_s177 IH 1 0 0 (2 + c) (opt_r _ _ _ (s143_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p7 Ho0 ltac:(zlia)).
  rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s122_p3 Ho1 ltac:(zlia)).
    rewrite (s177_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s122_p4 Ho1 ltac:(zlia)).
    rewrite (s177_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s122_p5 Ho1 ltac:(zlia)).
    rewrite (s177_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s122_p17 Ho1 ltac:(zlia)).
    rewrite (s177_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s143 = T^a F _^2 T^b F T^c F _ on a==1 && b==1 && c==0: the board of s123 *)
Lemma s143_c13_p4 x (Hs123 : s123_claim x) :
  x = s143_board 1 1 0 -> fst (s143_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s143_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q4] in Hc |- *.
  pose proof (Hs123 1 1 ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s143_c14_L : lmoves (s143_board 1 1 1) = [strip [(1, 1)] ([T; E; T; F; T; F; E]) []; strip [] ([T; F; E; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c14_L1 : tf_norm (strip [(1, 1)] ([T; E; T; F; T; F; E]) []) (s82_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c14_L2 : tf_norm (strip [] ([T; F; E; E; T; F; E; F]) [(1, 0)]) (s122_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s122_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c14_R : rmoves (s143_board 1 1 1) = [s177_board 1 0 1 1].
Proof. unfold s143_board, s177_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a==1 && b==1 && c==1 *)
Lemma s143_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s143_board 1 1 1 -> fst (s143_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s143_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q2] in Hc |- *.
  rewrite tf_game_eq, (s143_c14_L), (s143_c14_R); cbn [map].
  rewrite (tf_norm_game (s143_c14_L1)).
  pose proof (use_s82 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s143_c14_L) ltac:(cbn [In]; left; reflexivity) (s143_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s143_c14_L2)).
  pose proof (use_s122 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s143_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c14_L2))) as Ho1.
  pose proof (use_s177 IH 1 0 1 1 (opt_r _ _ _ (s143_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p10 Ho0 ltac:(zlia)).
  rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s122_p10 Ho1 ltac:(zlia)).
  rewrite (s177_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s143_c15_L (c : nat) : lmoves (s143_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) []; strip [] (T :: F :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) []) (s82_board 0 1 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c15_L2 (c : nat) : tf_norm (strip [] (T :: F :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s122_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s122_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c15_R (c : nat) : rmoves (s143_board 1 1 (2 + c)) = [s177_board 1 0 1 (2 + c)].
Proof. unfold s143_board, s177_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s143_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s143_board 1 1 (2 + c) -> fst (s143_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q2] in Hc |- *.
  rewrite tf_game_eq, (s143_c15_L c), (s143_c15_R c); cbn [map].
  rewrite (tf_norm_game (s143_c15_L1 c)).
  pose proof (use_s82 IH 0 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s143_c15_L c) ltac:(cbn [In]; left; reflexivity) (s143_c15_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s143_c15_L2 c)).
  pose proof (use_s122 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s143_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c15_L2 c))) as Ho1.
  pose proof (use_s177 IH 1 0 1 (2 + c) (opt_r _ _ _ (s143_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p10 Ho0 ltac:(zlia)).
  rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s122_p5 Ho1 ltac:(zlia)).
    rewrite (s177_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s122_p6 Ho1 ltac:(zlia)).
    rewrite (s177_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s122_p8 Ho1 ltac:(zlia)).
    rewrite (s177_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s143 = T^a F _^2 T^b F T^c F _ on a==1 && b>=2 && c==0: the board of s123 *)
Lemma s143_c16_p3 x (Hs123 : s123_claim x) (b : nat) :
  x = s143_board 1 (2 + b) 0 -> fst (s143_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s143_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q3] in Hc |- *.
  pose proof (Hs123 1 (2 + b) ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s143_c17_L (b : nat) : lmoves (s143_board 1 (2 + b) 1) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; F; E]) []; strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; F; E]) []) (s82_board 0 1 (2 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c17_L2 (b : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s122_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s122_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c17_R (b : nat) : rmoves (s143_board 1 (2 + b) 1) = [].
Proof. unfold s143_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s143_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s143_board 1 (2 + b) 1 -> fst (s143_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s143_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q3] in Hc |- *.
  rewrite tf_game_eq, (s143_c17_L b), (s143_c17_R b); cbn [map].
  rewrite (tf_norm_game (s143_c17_L1 b)).
  pose proof (use_s82 IH 0 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s143_c17_L b) ltac:(cbn [In]; left; reflexivity) (s143_c17_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s143_c17_L2 b)).
  pose proof (use_s122 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s143_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c17_L2 b))) as Ho1.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s122_p14 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s122_p16 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s122_p18 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s143_c18_L (b c : nat) : lmoves (s143_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) []; strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s143_board, strip. tf_options. Qed.
Lemma s143_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) []) (s82_board 0 1 (2 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c18_L2 (b c : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s122_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s122_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c18_R (b c : nat) : rmoves (s143_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s143_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s143_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s143_board 1 (2 + b) (2 + c) -> fst (s143_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s143_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s143_q3] in Hc |- *.
  rewrite tf_game_eq, (s143_c18_L b c), (s143_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s143_c18_L1 b c)).
  pose proof (use_s82 IH 0 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s143_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s143_c18_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s143_c18_L2 b c)).
  pose proof (use_s122 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s143_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c18_L2 b c))) as Ho1.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s122_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s122_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s122_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s122_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s143 = T^a F _^2 T^b F T^c F _ on a>=2 && b==0 && c==0: the board of s123 *)
Lemma s143_c19_p5 x (Hs123 : s123_claim x) (a : nat) :
  x = s143_board (2 + a) 0 0 -> fst (s143_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s143_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q5] in Hc |- *.
  pose proof (Hs123 (2 + a) 0 ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s143_c19_p7 x (Hs123 : s123_claim x) (a : nat) :
  x = s143_board (2 + a) 0 0 -> fst (s143_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s143_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q7] in Hc |- *.
  pose proof (Hs123 (2 + a) 0 ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s143_c19_p10 x (Hs123 : s123_claim x) (a : nat) :
  x = s143_board (2 + a) 0 0 -> fst (s143_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s143_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q10] in Hc |- *.
  pose proof (Hs123 (2 + a) 0 ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s143_c19_p14 x (Hs123 : s123_claim x) (a : nat) :
  x = s143_board (2 + a) 0 0 -> fst (s143_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s143_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s143_q14] in Hc |- *.
  pose proof (Hs123 (2 + a) 0 ltac:(rewrite Hx; unfold s143_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s143_c20_L (a : nat) : lmoves (s143_board (2 + a) 0 1) = [s165_board (1 + a) 0 1 0 1; strip [] (repeat T (2 + a) ++ [F; E; E; F; E; F]) [(1, 0)]].
Proof. unfold s143_board, s165_board, strip. tf_options. Qed.
Lemma s143_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; F; E; F]) [(1, 0)]) (s122_board (2 + a) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s122_board; strip_board_eq | strip_offset]. Qed.
Lemma s143_c20_R (a : nat) : rmoves (s143_board (2 + a) 0 1) = [s177_board (2 + a) 0 0 1].
Proof. unfold s143_board, s177_board. tf_options. Qed.
(* s143 = T^a F _^2 T^b F T^c F _ on a>=2 && b==0 && c==1 *)
Lemma s143_c20_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s143_board (2 + a) 0 1 -> fst (s143_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s143_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q6] in Hc |- *.
  rewrite tf_game_eq, (s143_c20_L a), (s143_c20_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 0 1 (opt_l _ _ _ (s143_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c20_L2 a)).
  pose proof (use_s122 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s143_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c20_L2 a))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 0 1 (opt_r _ _ _ (s143_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p5 Ho0 ltac:(zlia)).
  rewrite (s122_p21 Ho1 ltac:(zlia)).
  rewrite (s177_p23 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s143_c20_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s143_board (2 + a) 0 1 -> fst (s143_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s143_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q8] in Hc |- *.
  rewrite tf_game_eq, (s143_c20_L a), (s143_c20_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 0 1 (opt_l _ _ _ (s143_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c20_L2 a)).
  pose proof (use_s122 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s143_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c20_L2 a))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 0 1 (opt_r _ _ _ (s143_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p100 Ho0 ltac:(zlia)).
  rewrite (s122_p20 Ho1 ltac:(zlia)).
  rewrite (s177_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s143_c20_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s143_board (2 + a) 0 1 -> fst (s143_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s143_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q11] in Hc |- *.
  rewrite tf_game_eq, (s143_c20_L a), (s143_c20_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 0 1 (opt_l _ _ _ (s143_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c20_L2 a)).
  pose proof (use_s122 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s143_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c20_L2 a))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 0 1 (opt_r _ _ _ (s143_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p110 Ho0 ltac:(zlia)).
  rewrite (s122_p20 Ho1 ltac:(zlia)).
  rewrite (s177_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s143_c20_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s143_board (2 + a) 0 1 -> fst (s143_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s143_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s143_q12] in Hc |- *.
  rewrite tf_game_eq, (s143_c20_L a), (s143_c20_R a); cbn [map].
  pose proof (use_s165 IH (1 + a) 0 1 0 1 (opt_l _ _ _ (s143_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s143_c20_L2 a)).
  pose proof (use_s122 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s143_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s143_c20_L2 a))) as Ho1.
  pose proof (use_s177 IH (2 + a) 0 0 1 (opt_r _ _ _ (s143_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p110 Ho0 ltac:(zlia)).
  rewrite (s122_p20 Ho1 ltac:(zlia)).
  rewrite (s177_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

