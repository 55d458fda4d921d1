(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s111_c25_L (a b : nat) : lmoves (s111_board (2 + a) (2 + b) 0) = [s113_board (1 + a) 0 (3 + b) 0; s111_board (2 + a) (1 + b) 1].
Proof. unfold s111_board, s113_board. tf_options. Qed.
Lemma s111_c25_R (a b : nat) : rmoves (s111_board (2 + a) (2 + b) 0) = [s105_board (2 + a) (2 + b)].
Proof. unfold s105_board, s111_board. tf_options. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a>=2 && b>=2 && c==0 *)
Lemma s111_c25_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s111_board (2 + a) (2 + b) 0 -> fst (s111_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s111_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s111_q4] in Hc |- *.
  rewrite tf_game_eq, (s111_c25_L a b), (s111_c25_R a b); cbn [map].
  pose proof (use_s113 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s111_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s111 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s111_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s105 IH (2 + a) (2 + b) (opt_r _ _ _ (s111_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p3 Ho0 ltac:(zlia)).
  rewrite (s111_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s105_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s111_c26_L (a b : nat) : lmoves (s111_board (2 + a) (2 + b) 1) = [s113_board (1 + a) 0 (3 + b) 1; s111_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s111_board, s113_board, strip. tf_options. Qed.
Lemma s111_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s46_board (2 + a) (2 + b)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s46_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c26_R (a b : nat) : rmoves (s111_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s105_board (2 + a) (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s111_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s111_board (2 + a) (2 + b) 1 -> fst (s111_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s111_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s111_q2] in Hc |- *.
  rewrite tf_game_eq, (s111_c26_L a b), (s111_c26_R a b); cbn [map].
  pose proof (use_s113 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s111_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s111 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s111_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s111_c26_L3 a b)).
  pose proof (use_s46 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s111_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s111_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s111_c26_R1 a b)).
  pose proof (use_s105 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s111_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s111_c26_R1 a b))) as Ho3.
  rewrite (s113_p8 Ho0 ltac:(zlia)).
  rewrite (s111_p2 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s105_p2 Ho3 ltac:(zlia)).
    rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s105_p3 Ho3 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s111_c27_L (a b c : nat) : lmoves (s111_board (2 + a) (2 + b) (2 + c)) = [s113_board (1 + a) 0 (3 + b) (2 + c); s111_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s111_board, s113_board, strip. tf_options. Qed.
Lemma s111_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s78_board (2 + a) (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c27_R (a b c : nat) : rmoves (s111_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s111_board. tf_options. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s111_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s111_board (2 + a) (2 + b) (2 + c) -> fst (s111_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s111_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s111_q2] in Hc |- *.
  rewrite tf_game_eq, (s111_c27_L a b c), (s111_c27_R a b c); cbn [map].
  pose proof (use_s113 IH (1 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s111_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s111 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s111_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s111_c27_L3 a b c)).
  pose proof (use_s78 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s111_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s111_c27_L3 a b c))) as Ho2.
  rewrite (s113_p8 Ho0 ltac:(zlia)).
  rewrite (s111_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s78_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s78_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==0 && d==0: the board of s84 *)
Lemma s112_c1_p1 x (Hs84 : s84_claim x) :
  x = s112_board 0 0 0 0 -> fst (s112_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q1] in Hc |- *.
  pose proof (Hs84 0 0 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c2_L : lmoves (s112_board 0 0 0 1) = [strip [(1, 1)] ([E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c2_L1 : tf_norm (strip [(1, 1)] ([E; E; T; T; F]) []) (repeat E 3) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] ([E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s112_c2_R : rmoves (s112_board 0 0 0 1) = [strip [(0, 1)] ([E; E; T; E; T; F]) []; strip [(1, 1)] ([E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c2_R1 : tf_norm (strip [(0, 1)] ([E; E; T; E; T; F]) []) (s64_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c2_R2 : tf_norm (strip [(1, 1)] ([E; T; F]) [(1, 1)]) (s63_board 0 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==0 && d==1 *)
Lemma s112_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s112_board 0 0 0 1 -> fst (s112_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s112_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q2] in Hc |- *.
  rewrite tf_game_eq, (s112_c2_L), (s112_c2_R); cbn [map].
  rewrite (tf_norm_blank (s112_c2_L1)).
  rewrite (tf_norm_game0 (s112_c2_R1)).
  pose proof (use_s64 IH 0 1 (opt_norm_r _ _ _ _ _ (s112_c2_R) ltac:(cbn [In]; left; reflexivity) (s112_c2_R1))) as Ho1.
  rewrite (tf_norm_game0 (s112_c2_R2)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s112_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c2_R2))) as Ho2.
  rewrite (s64_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s112_c3_L (d : nat) : lmoves (s112_board 0 0 0 (2 + d)) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c3_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + d) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s112_c3_R (d : nat) : rmoves (s112_board 0 0 0 (2 + d)) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(1, 1)] (E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c3_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s64_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c3_R2 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s63_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s112_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s112_board 0 0 0 (2 + d) -> fst (s112_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q4] in Hc |- *.
  rewrite tf_game_eq, (s112_c3_L d), (s112_c3_R d); cbn [map].
  rewrite (tf_norm_blank (s112_c3_L1 d)).
  rewrite (tf_norm_game0 (s112_c3_R1 d)).
  pose proof (use_s64 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c3_R d) ltac:(cbn [In]; left; reflexivity) (s112_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game0 (s112_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c3_R2 d))) as Ho2.
  rewrite (s64_p3 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s112_board 0 0 0 (2 + d) -> fst (s112_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q5] in Hc |- *.
  rewrite tf_game_eq, (s112_c3_L d), (s112_c3_R d); cbn [map].
  rewrite (tf_norm_blank (s112_c3_L1 d)).
  rewrite (tf_norm_game0 (s112_c3_R1 d)).
  pose proof (use_s64 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c3_R d) ltac:(cbn [In]; left; reflexivity) (s112_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game0 (s112_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c3_R2 d))) as Ho2.
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==1 && d==0: the board of s84 *)
Lemma s112_c4_p6 x (Hs84 : s84_claim x) :
  x = s112_board 0 0 1 0 -> fst (s112_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s112_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q6] in Hc |- *.
  pose proof (Hs84 0 0 1 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c5_L : lmoves (s112_board 0 0 1 1) = [strip [(1, 1)] ([E; T; T; E; T; F]) []; strip [(1, 1)] ([T; E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c5_L1 : tf_norm (strip [(1, 1)] ([E; T; T; E; T; F]) []) (s64_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c5_L2 : tf_norm (strip [(1, 1)] ([T; E; E; T; T; F]) []) (repeat E 3) (1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] ([T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s112_c5_R : rmoves (s112_board 0 0 1 1) = [strip [(0, 1)] ([E; T; E; T; E; T; F]) []; strip [(1, 1)] ([T; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; T; F]) []) (s74_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c5_R2 : tf_norm (strip [(1, 1)] ([T; E; T; F]) [(1, 1)]) (s73_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==1 && d==1 *)
Lemma s112_c5_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s112_board 0 0 1 1 -> fst (s112_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s112_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q8] in Hc |- *.
  rewrite tf_game_eq, (s112_c5_L), (s112_c5_R); cbn [map].
  rewrite (tf_norm_game (s112_c5_L1)).
  pose proof (use_s64 IH 0 2 (opt_norm_l _ _ _ _ _ (s112_c5_L) ltac:(cbn [In]; left; reflexivity) (s112_c5_L1))) as Ho0.
  rewrite (tf_norm_blank (s112_c5_L2)).
  rewrite (tf_norm_game0 (s112_c5_R1)).
  pose proof (use_s74 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s112_c5_R) ltac:(cbn [In]; left; reflexivity) (s112_c5_R1))) as Ho2.
  rewrite (tf_norm_game0 (s112_c5_R2)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s112_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c5_R2))) as Ho3.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c6_L (d : nat) : lmoves (s112_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c6_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; T; F]) []) (s64_board 0 (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c6_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s112_c6_R (d : nat) : rmoves (s112_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c6_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s73_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s112_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s112_board 0 0 1 (2 + d) -> fst (s112_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q5] in Hc |- *.
  rewrite tf_game_eq, (s112_c6_L d), (s112_c6_R d); cbn [map].
  rewrite (tf_norm_game (s112_c6_L1 d)).
  pose proof (use_s64 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s112_c6_L d) ltac:(cbn [In]; left; reflexivity) (s112_c6_L1 d))) as Ho0.
  rewrite (tf_norm_blank (s112_c6_L2 d)).
  rewrite (tf_norm_game0 (s112_c6_R1 d)).
  pose proof (use_s74 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c6_R d) ltac:(cbn [In]; left; reflexivity) (s112_c6_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s112_c6_R2 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c6_R2 d))) as Ho3.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c>=2 && d==0: the board of s84 *)
Lemma s112_c7_p6 x (Hs84 : s84_claim x) (c : nat) :
  x = s112_board 0 0 (2 + c) 0 -> fst (s112_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s112_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q6] in Hc |- *.
  pose proof (Hs84 0 0 (2 + c) ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c8_L (c : nat) : lmoves (s112_board 0 0 (2 + c) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c8_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F]) []) (s74_board 0 (1 + c) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c8_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F]) []) (repeat E 3) (2 * Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s112_c8_R (c : nat) : rmoves (s112_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s74_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c8_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s73_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s112_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s112_board 0 0 (2 + c) 1 -> fst (s112_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s112_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q5] in Hc |- *.
  rewrite tf_game_eq, (s112_c8_L c), (s112_c8_R c); cbn [map].
  rewrite (tf_norm_game (s112_c8_L1 c)).
  pose proof (use_s74 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s112_c8_L c) ltac:(cbn [In]; left; reflexivity) (s112_c8_L1 c))) as Ho0.
  rewrite (tf_norm_blank (s112_c8_L2 c)).
  rewrite (tf_norm_game0 (s112_c8_R1 c)).
  pose proof (use_s74 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s112_c8_R c) ltac:(cbn [In]; left; reflexivity) (s112_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s112_c8_R2 c)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s112_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c8_R2 c))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c9_L (c d : nat) : lmoves (s112_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c9_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []) (s74_board 0 (1 + c) (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c9_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (repeat E 3) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s112_c9_R (c d : nat) : rmoves (s112_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c9_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s73_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s112_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s112_board 0 0 (2 + c) (2 + d) -> fst (s112_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q5] in Hc |- *.
  rewrite tf_game_eq, (s112_c9_L c d), (s112_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s112_c9_L1 c d)).
  pose proof (use_s74 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s112_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s112_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_blank (s112_c9_L2 c d)).
  rewrite (tf_norm_game0 (s112_c9_R1 c d)).
  pose proof (use_s74 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s112_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s112_c9_R1 c d))) as Ho2.
  rewrite (tf_norm_game0 (s112_c9_R2 c d)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s112_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c9_R2 c d))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==0 && d==0: the board of s84 *)
Lemma s112_c10_p10 x (Hs84 : s84_claim x) :
  x = s112_board 0 1 0 0 -> fst (s112_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q10] in Hc |- *.
  pose proof (Hs84 0 1 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c11_L : lmoves (s112_board 0 1 0 1) = [strip [(2, 1)] ([T; T; E; T; F]) []; strip [] ([E; T; F; E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c11_L1 : tf_norm (strip [(2, 1)] ([T; T; E; T; F]) []) (s64_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c11_L2 : tf_norm (strip [] ([E; T; F; E; E; T; T; F]) []) (s75_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c11_R : rmoves (s112_board 0 1 0 1) = [strip [(0, 1)] ([T; E; E; T; E; T; F]) []; strip [] ([E; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; T; F]) []) (s64_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c11_R2 : tf_norm (strip [] ([E; T; F; E; T; F]) [(1, 1)]) (s113_board 0 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==0 && d==1 *)
Lemma s112_c11_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s112_board 0 1 0 1 -> fst (s112_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s112_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q11] in Hc |- *.
  rewrite tf_game_eq, (s112_c11_L), (s112_c11_R); cbn [map].
  rewrite (tf_norm_game (s112_c11_L1)).
  pose proof (use_s64 IH 0 2 (opt_norm_l _ _ _ _ _ (s112_c11_L) ltac:(cbn [In]; left; reflexivity) (s112_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s112_c11_L2)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s112_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s112_c11_R1)).
  pose proof (use_s64 IH 1 1 (opt_norm_r _ _ _ _ _ (s112_c11_R) ltac:(cbn [In]; left; reflexivity) (s112_c11_R1))) as Ho2.
  rewrite (tf_norm_game (s112_c11_R2)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s112_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c11_R2))) as Ho3.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s64_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s112_c12_L (d : nat) : lmoves (s112_board 0 1 0 (2 + d)) = [strip [(2, 1)] (repeat T (3 + d) ++ [E; T; F]) []; strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c12_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [E; T; F]) []) (s64_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c12_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 0 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c12_R (d : nat) : rmoves (s112_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s64_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c12_R2 (d : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 0 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s112_c12_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s112_board 0 1 0 (2 + d) -> fst (s112_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q7] in Hc |- *.
  rewrite tf_game_eq, (s112_c12_L d), (s112_c12_R d); cbn [map].
  rewrite (tf_norm_game (s112_c12_L1 d)).
  pose proof (use_s64 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s112_c12_L d) ltac:(cbn [In]; left; reflexivity) (s112_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game (s112_c12_L2 d)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s112_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s112_c12_R1 d)).
  pose proof (use_s64 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c12_R d) ltac:(cbn [In]; left; reflexivity) (s112_c12_R1 d))) as Ho2.
  rewrite (tf_norm_game (s112_c12_R2 d)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c12_R2 d))) as Ho3.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s64_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c12_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s112_board 0 1 0 (2 + d) -> fst (s112_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c12_L d), (s112_c12_R d); cbn [map].
  rewrite (tf_norm_game (s112_c12_L1 d)).
  pose proof (use_s64 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s112_c12_L d) ltac:(cbn [In]; left; reflexivity) (s112_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game (s112_c12_L2 d)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s112_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s112_c12_R1 d)).
  pose proof (use_s64 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c12_R d) ltac:(cbn [In]; left; reflexivity) (s112_c12_R1 d))) as Ho2.
  rewrite (tf_norm_game (s112_c12_R2 d)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c12_R2 d))) as Ho3.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s64_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==1 && d==0: the board of s84 *)
Lemma s112_c13_p14 x (Hs84 : s84_claim x) :
  x = s112_board 0 1 1 0 -> fst (s112_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s112_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q14] in Hc |- *.
  pose proof (Hs84 0 1 1 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c14_L : lmoves (s112_board 0 1 1 1) = [s112_board 0 1 0 2; strip [] ([E; T; F; T; E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c14_L2 : tf_norm (strip [] ([E; T; F; T; E; E; T; T; F]) []) (s75_board 0 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c14_R : rmoves (s112_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; E; T; F]) []; strip [] ([E; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; E; T; F]) []) (s74_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c14_R2 : tf_norm (strip [] ([E; T; F; T; E; T; F]) [(1, 1)]) (s113_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s112_c14_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s112_board 0 1 1 1 -> fst (s112_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s112_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q15] in Hc |- *.
  rewrite tf_game_eq, (s112_c14_L), (s112_c14_R); cbn [map].
  pose proof (use_s112 IH 0 1 0 2 (opt_l _ _ _ (s112_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s112_c14_L2)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s112_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s112_c14_R1)).
  pose proof (use_s74 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s112_c14_R) ltac:(cbn [In]; left; reflexivity) (s112_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s112_c14_R2)).
  pose proof (use_s113 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s112_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c14_R2))) as Ho3.
  rewrite (s112_p7 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c15_L (d : nat) : lmoves (s112_board 0 1 1 (2 + d)) = [s112_board 0 1 0 (3 + d); strip [] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c15_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 0 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c15_R (d : nat) : rmoves (s112_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c15_R2 (d : nat) : tf_norm (strip [] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s112_c15_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s112_board 0 1 1 (2 + d) -> fst (s112_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c15_L d), (s112_c15_R d); cbn [map].
  pose proof (use_s112 IH 0 1 0 (3 + d) (opt_l _ _ _ (s112_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s112_c15_L2 d)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s112_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s112_c15_R1 d)).
  pose proof (use_s74 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c15_R d) ltac:(cbn [In]; left; reflexivity) (s112_c15_R1 d))) as Ho2.
  rewrite (tf_norm_game (s112_c15_R2 d)).
  pose proof (use_s113 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c15_R2 d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c>=2 && d==0: the board of s84 *)
Lemma s112_c16_p14 x (Hs84 : s84_claim x) (c : nat) :
  x = s112_board 0 1 (2 + c) 0 -> fst (s112_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s112_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q14] in Hc |- *.
  pose proof (Hs84 0 1 (2 + c) ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c17_L (c : nat) : lmoves (s112_board 0 1 (2 + c) 1) = [s112_board 0 1 (1 + c) 2; strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c17_L2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board 0 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c17_R (c : nat) : rmoves (s112_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s74_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c17_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s112_c17_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s112_board 0 1 (2 + c) 1 -> fst (s112_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c17_L c), (s112_c17_R c); cbn [map].
  pose proof (use_s112 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s112_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s112_c17_L2 c)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s112_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s112_c17_R1 c)).
  pose proof (use_s74 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s112_c17_R c) ltac:(cbn [In]; left; reflexivity) (s112_c17_R1 c))) as Ho2.
  rewrite (tf_norm_game (s112_c17_R2 c)).
  pose proof (use_s113 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s112_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c17_R2 c))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c18_L (c d : nat) : lmoves (s112_board 0 1 (2 + c) (2 + d)) = [s112_board 0 1 (1 + c) (3 + d); strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c18_L2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 0 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c18_R (c d : nat) : rmoves (s112_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s112_c18_R2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s112_c18_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s112_board 0 1 (2 + c) (2 + d) -> fst (s112_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c18_L c d), (s112_c18_R c d); cbn [map].
  pose proof (use_s112 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s112_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s112_c18_L2 c d)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s112_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s112_c18_R1 c d)).
  pose proof (use_s74 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s112_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s112_c18_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s112_c18_R2 c d)).
  pose proof (use_s113 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s112_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c18_R2 c d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==0 && d==0: the board of s84 *)
Lemma s112_c19_p7 x (Hs84 : s84_claim x) (b : nat) :
  x = s112_board 0 (2 + b) 0 0 -> fst (s112_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q7] in Hc |- *.
  pose proof (Hs84 0 (2 + b) 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s112_c19_p11 x (Hs84 : s84_claim x) (b : nat) :
  x = s112_board 0 (2 + b) 0 0 -> fst (s112_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q11] in Hc |- *.
  pose proof (Hs84 0 (2 + b) 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c19_p16 x (Hs84 : s84_claim x) (b : nat) :
  x = s112_board 0 (2 + b) 0 0 -> fst (s112_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q16] in Hc |- *.
  pose proof (Hs84 0 (2 + b) 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s112_c19_p17 x (Hs84 : s84_claim x) (b : nat) :
  x = s112_board 0 (2 + b) 0 0 -> fst (s112_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q17] in Hc |- *.
  pose proof (Hs84 0 (2 + b) 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s112_c20_L (b : nat) : lmoves (s112_board 0 (2 + b) 0 1) = [s81_board 0 (1 + b) 0 2; strip [] (E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s112_c20_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) (s75_board 0 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c20_R (b : nat) : rmoves (s112_board 0 (2 + b) 0 1) = [strip [] (E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c20_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]) (s113_board 0 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s112_c20_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s112_board 0 (2 + b) 0 1 -> fst (s112_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s112_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q7] in Hc |- *.
  rewrite tf_game_eq, (s112_c20_L b), (s112_c20_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s112_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s112_c20_L2 b)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game (s112_c20_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s112_c20_R b) ltac:(cbn [In]; left; reflexivity) (s112_c20_R1 b))) as Ho2.
  rewrite (s81_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c20_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s112_board 0 (2 + b) 0 1 -> fst (s112_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c20_L b), (s112_c20_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s112_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s112_c20_L2 b)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game (s112_c20_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s112_c20_R b) ltac:(cbn [In]; left; reflexivity) (s112_c20_R1 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s81_p26 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p32 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p36 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s112_c21_L (b d : nat) : lmoves (s112_board 0 (2 + b) 0 (2 + d)) = [s81_board 0 (1 + b) 0 (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s112_c21_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 0 (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c21_R (b d : nat) : rmoves (s112_board 0 (2 + b) 0 (2 + d)) = [strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c21_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 0 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s112_c21_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s112_board 0 (2 + b) 0 (2 + d) -> fst (s112_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c21_L b d), (s112_c21_R b d); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 0 (3 + d) (opt_l _ _ _ (s112_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s112_c21_L2 b d)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s112_c21_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s112_c21_R1 b d))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s81_p15 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p26 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p32 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p36 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==1 && d==0: the board of s84 *)
Lemma s112_c22_p14 x (Hs84 : s84_claim x) (b : nat) :
  x = s112_board 0 (2 + b) 1 0 -> fst (s112_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s112_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q14] in Hc |- *.
  pose proof (Hs84 0 (2 + b) 1 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c23_L (b : nat) : lmoves (s112_board 0 (2 + b) 1 1) = [s112_board 0 (2 + b) 0 2; strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c23_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) (s75_board 0 (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c23_R (b : nat) : rmoves (s112_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]) (s113_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s112_c23_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s112_board 0 (2 + b) 1 1 -> fst (s112_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c23_L b), (s112_c23_R b); cbn [map].
  pose proof (use_s112 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s112_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s112_c23_L2 b)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game (s112_c23_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s112_c23_R b) ltac:(cbn [In]; left; reflexivity) (s112_c23_R1 b))) as Ho2.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c24_L (b d : nat) : lmoves (s112_board 0 (2 + b) 1 (2 + d)) = [s112_board 0 (2 + b) 0 (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c24_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 0 (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c24_R (b d : nat) : rmoves (s112_board 0 (2 + b) 1 (2 + d)) = [strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c24_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s112_c24_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s112_board 0 (2 + b) 1 (2 + d) -> fst (s112_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c24_L b d), (s112_c24_R b d); cbn [map].
  pose proof (use_s112 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s112_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s112_c24_L2 b d)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s112_c24_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s112_c24_R1 b d))) as Ho2.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c>=2 && d==0: the board of s84 *)
Lemma s112_c25_p14 x (Hs84 : s84_claim x) (b c : nat) :
  x = s112_board 0 (2 + b) (2 + c) 0 -> fst (s112_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s112_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q14] in Hc |- *.
  pose proof (Hs84 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c26_L (b c : nat) : lmoves (s112_board 0 (2 + b) (2 + c) 1) = [s112_board 0 (2 + b) (1 + c) 2; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c26_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board 0 (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c26_R (b c : nat) : rmoves (s112_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s112_c26_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s112_board 0 (2 + b) (2 + c) 1 -> fst (s112_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c26_L b c), (s112_c26_R b c); cbn [map].
  pose proof (use_s112 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s112_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s112_c26_L2 b c)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s112_c26_R1 b c)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s112_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s112_c26_R1 b c))) as Ho2.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c27_L (b c d : nat) : lmoves (s112_board 0 (2 + b) (2 + c) (2 + d)) = [s112_board 0 (2 + b) (1 + c) (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c27_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 0 (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c27_R (b c d : nat) : rmoves (s112_board 0 (2 + b) (2 + c) (2 + d)) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c27_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s112_c27_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s112_board 0 (2 + b) (2 + c) (2 + d) -> fst (s112_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c27_L b c d), (s112_c27_R b c d); cbn [map].
  pose proof (use_s112 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s112_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s112_c27_L2 b c d)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s112_c27_R1 b c d)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s112_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s112_c27_R1 b c d))) as Ho2.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==0 && d==0: the board of s84 *)
Lemma s112_c28_p18 x (Hs84 : s84_claim x) :
  x = s112_board 1 0 0 0 -> fst (s112_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q18] in Hc |- *.
  pose proof (Hs84 1 0 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s112_c29_L : lmoves (s112_board 1 0 0 1) = [s112_board 0 1 0 1; strip [] ([T; E; F; E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c29_L2 : tf_norm (strip [] ([T; E; F; E; E; T; T; F]) []) (s75_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c29_R : rmoves (s112_board 1 0 0 1) = [s108_board 1 1; strip [] ([T; E; F; E; T; F]) [(1, 1)]].
Proof. unfold s108_board, s112_board, strip. tf_options. Qed.
Lemma s112_c29_R2 : tf_norm (strip [] ([T; E; F; E; T; F]) [(1, 1)]) (s113_board 1 0 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==0 && d==1 *)
Lemma s112_c29_p20 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s112_board 1 0 0 1 -> fst (s112_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s112_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q20] in Hc |- *.
  rewrite tf_game_eq, (s112_c29_L), (s112_c29_R); cbn [map].
  pose proof (use_s112 IH 0 1 0 1 (opt_l _ _ _ (s112_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s112_c29_L2)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s112_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c29_L2))) as Ho1.
  pose proof (use_s108 IH 1 1 (opt_r _ _ _ (s112_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s112_c29_R2)).
  pose proof (use_s113 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s112_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c29_R2))) as Ho3.
  rewrite (s112_p11 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s108_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p7 Ho3 ltac:(zlia)).
  rewrite (s113_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s112_c30_L (d : nat) : lmoves (s112_board 1 0 0 (2 + d)) = [s112_board 0 1 0 (2 + d); strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c30_L2 (d : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c30_R (d : nat) : rmoves (s112_board 1 0 0 (2 + d)) = [s108_board 1 (2 + d); strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s108_board, s112_board, strip. tf_options. Qed.
Lemma s112_c30_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 0 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==0 && d>=2 *)
Lemma s112_c30_p21 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s112_board 1 0 0 (2 + d) -> fst (s112_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q21] in Hc |- *.
  rewrite tf_game_eq, (s112_c30_L d), (s112_c30_R d); cbn [map].
  pose proof (use_s112 IH 0 1 0 (2 + d) (opt_l _ _ _ (s112_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s112_c30_L2 d)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s112_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c30_L2 d))) as Ho1.
  pose proof (use_s108 IH 1 (2 + d) (opt_r _ _ _ (s112_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s112_c30_R2 d)).
  pose proof (use_s113 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c30_R2 d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s112_p7 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s108_p5 Ho2 ltac:(zlia)).
    rewrite (s113_p8 Ho3 ltac:(zlia)).
    rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s112_p12 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s108_p5 Ho2 ltac:(zlia)).
    rewrite (s113_p8 Ho3 ltac:(zlia)).
    rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==1 && d==0: the board of s84 *)
Lemma s112_c31_p3 x (Hs84 : s84_claim x) :
  x = s112_board 1 0 1 0 -> fst (s112_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s112_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q3] in Hc |- *.
  pose proof (Hs84 1 0 1 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c32_L : lmoves (s112_board 1 0 1 1) = [s112_board 0 1 1 1; s112_board 1 0 0 2; strip [] ([T; E; F; T; E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c32_L3 : tf_norm (strip [] ([T; E; F; T; E; E; T; T; F]) []) (s75_board 1 0) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c32_R : rmoves (s112_board 1 0 1 1) = [s110_board 1 1 1; strip [] ([T; E; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s110_board, s112_board, strip. tf_options. Qed.
Lemma s112_c32_R2 : tf_norm (strip [] ([T; E; F; T; E; T; F]) [(1, 1)]) (s113_board 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==1 && d==1 *)
Lemma s112_c32_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s112_board 1 0 1 1 -> fst (s112_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s112_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q21] in Hc |- *.
  rewrite tf_game_eq, (s112_c32_L), (s112_c32_R); cbn [map].
  pose proof (use_s112 IH 0 1 1 1 (opt_l _ _ _ (s112_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 0 0 2 (opt_l _ _ _ (s112_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c32_L3)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s112_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c32_L3))) as Ho2.
  pose proof (use_s110 IH 1 1 1 (opt_r _ _ _ (s112_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c32_R2)).
  pose proof (use_s113 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s112_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c32_R2))) as Ho4.
  rewrite (s112_p15 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s110_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c33_L (d : nat) : lmoves (s112_board 1 0 1 (2 + d)) = [s112_board 0 1 1 (2 + d); s112_board 1 0 0 (3 + d); strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c33_L3 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 0) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c33_R (d : nat) : rmoves (s112_board 1 0 1 (2 + d)) = [s110_board 1 1 (2 + d); strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s110_board, s112_board, strip. tf_options. Qed.
Lemma s112_c33_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s112_c33_p21 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s112_board 1 0 1 (2 + d) -> fst (s112_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q21] in Hc |- *.
  rewrite tf_game_eq, (s112_c33_L d), (s112_c33_R d); cbn [map].
  pose proof (use_s112 IH 0 1 1 (2 + d) (opt_l _ _ _ (s112_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 0 0 (3 + d) (opt_l _ _ _ (s112_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c33_L3 d)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s112_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c33_L3 d))) as Ho2.
  pose proof (use_s110 IH 1 1 (2 + d) (opt_r _ _ _ (s112_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c33_R2 d)).
  pose proof (use_s113 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c33_R2 d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s110_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c>=2 && d==0: the board of s84 *)
Lemma s112_c34_p3 x (Hs84 : s84_claim x) (c : nat) :
  x = s112_board 1 0 (2 + c) 0 -> fst (s112_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s112_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q3] in Hc |- *.
  pose proof (Hs84 1 0 (2 + c) ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c35_L (c : nat) : lmoves (s112_board 1 0 (2 + c) 1) = [s112_board 0 1 (2 + c) 1; s112_board 1 0 (1 + c) 2; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c35_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board 1 0) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c35_R (c : nat) : rmoves (s112_board 1 0 (2 + c) 1) = [s110_board 1 (2 + c) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s110_board, s112_board, strip. tf_options. Qed.
Lemma s112_c35_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board 1 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s112_c35_p21 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s112_board 1 0 (2 + c) 1 -> fst (s112_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s112_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q21] in Hc |- *.
  rewrite tf_game_eq, (s112_c35_L c), (s112_c35_R c); cbn [map].
  pose proof (use_s112 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s112_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s112_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c35_L3 c)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s112_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c35_L3 c))) as Ho2.
  pose proof (use_s110 IH 1 (2 + c) 1 (opt_r _ _ _ (s112_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c35_R2 c)).
  pose proof (use_s113 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s112_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c35_R2 c))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s110_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c36_L (c d : nat) : lmoves (s112_board 1 0 (2 + c) (2 + d)) = [s112_board 0 1 (2 + c) (2 + d); s112_board 1 0 (1 + c) (3 + d); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c36_L3 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c36_R (c d : nat) : rmoves (s112_board 1 0 (2 + c) (2 + d)) = [s110_board 1 (2 + c) (2 + d); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s110_board, s112_board, strip. tf_options. Qed.
Lemma s112_c36_R2 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s112_c36_p21 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s112_board 1 0 (2 + c) (2 + d) -> fst (s112_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q21] in Hc |- *.
  rewrite tf_game_eq, (s112_c36_L c d), (s112_c36_R c d); cbn [map].
  pose proof (use_s112 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s112_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s112_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c36_L3 c d)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s112_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c36_L3 c d))) as Ho2.
  pose proof (use_s110 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s112_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c36_R2 c d)).
  pose proof (use_s113 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s112_c36_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c36_R2 c d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s110_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==0 && d==0: the board of s84 *)
Lemma s112_c37_p13 x (Hs84 : s84_claim x) :
  x = s112_board 1 1 0 0 -> fst (s112_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q13] in Hc |- *.
  pose proof (Hs84 1 1 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c38_L : lmoves (s112_board 1 1 0 1) = [s112_board 0 2 0 1; s54_board 1 0 2; strip [] ([T; E; T; F; E; E; T; T; F]) []].
Proof. unfold s112_board, s54_board, strip. tf_options. Qed.
Lemma s112_c38_L3 : tf_norm (strip [] ([T; E; T; F; E; E; T; T; F]) []) (s75_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c38_R : rmoves (s112_board 1 1 0 1) = [s118_board 1 1; strip [] ([T; E; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, s118_board, strip. tf_options. Qed.
Lemma s112_c38_R2 : tf_norm (strip [] ([T; E; T; F; E; T; F]) [(1, 1)]) (s113_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==0 && d==1 *)
Lemma s112_c38_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s112_board 1 1 0 1 -> fst (s112_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s112_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q15] in Hc |- *.
  rewrite tf_game_eq, (s112_c38_L), (s112_c38_R); cbn [map].
  pose proof (use_s112 IH 0 2 0 1 (opt_l _ _ _ (s112_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 0 2 (opt_l _ _ _ (s112_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s112_c38_L3)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s112_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c38_L3))) as Ho2.
  pose proof (use_s118 IH 1 1 (opt_r _ _ _ (s112_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c38_R2)).
  pose proof (use_s113 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s112_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c38_R2))) as Ho4.
  rewrite (s112_p7 Ho0 ltac:(zlia)).
  rewrite (s54_p3 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s118_p3 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c39_L (d : nat) : lmoves (s112_board 1 1 0 (2 + d)) = [s112_board 0 2 0 (2 + d); s54_board 1 0 (3 + d); strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, s54_board, strip. tf_options. Qed.
Lemma s112_c39_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c39_R (d : nat) : rmoves (s112_board 1 1 0 (2 + d)) = [s118_board 1 (2 + d); strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s118_board, strip. tf_options. Qed.
Lemma s112_c39_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s112_c39_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s112_board 1 1 0 (2 + d) -> fst (s112_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c39_L d), (s112_c39_R d); cbn [map].
  pose proof (use_s112 IH 0 2 0 (2 + d) (opt_l _ _ _ (s112_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 0 (3 + d) (opt_l _ _ _ (s112_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c39_L3 d)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s112_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c39_L3 d))) as Ho2.
  pose proof (use_s118 IH 1 (2 + d) (opt_r _ _ _ (s112_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c39_R2 d)).
  pose proof (use_s113 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c39_R2 d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s54_p11 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s118_p4 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==1 && d==0: the board of s84 *)
Lemma s112_c40_p14 x (Hs84 : s84_claim x) :
  x = s112_board 1 1 1 0 -> fst (s112_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s112_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q14] in Hc |- *.
  pose proof (Hs84 1 1 1 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c41_L : lmoves (s112_board 1 1 1 1) = [s112_board 0 2 1 1; s112_board 1 1 0 2; strip [] ([T; E; T; F; T; E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c41_L3 : tf_norm (strip [] ([T; E; T; F; T; E; E; T; T; F]) []) (s75_board 1 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c41_R : rmoves (s112_board 1 1 1 1) = [s137_board 1 1 1; strip [] ([T; E; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, s137_board, strip. tf_options. Qed.
Lemma s112_c41_R2 : tf_norm (strip [] ([T; E; T; F; T; E; T; F]) [(1, 1)]) (s113_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s112_c41_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s112_board 1 1 1 1 -> fst (s112_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c41_L), (s112_c41_R); cbn [map].
  pose proof (use_s112 IH 0 2 1 1 (opt_l _ _ _ (s112_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 1 0 2 (opt_l _ _ _ (s112_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c41_L3)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s112_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c41_L3))) as Ho2.
  pose proof (use_s137 IH 1 1 1 (opt_r _ _ _ (s112_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c41_R2)).
  pose proof (use_s113 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s112_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c41_R2))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s137_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c42_L (d : nat) : lmoves (s112_board 1 1 1 (2 + d)) = [s112_board 0 2 1 (2 + d); s112_board 1 1 0 (3 + d); strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c42_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c42_R (d : nat) : rmoves (s112_board 1 1 1 (2 + d)) = [s137_board 1 1 (2 + d); strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s137_board, strip. tf_options. Qed.
Lemma s112_c42_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s112_c42_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s112_board 1 1 1 (2 + d) -> fst (s112_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c42_L d), (s112_c42_R d); cbn [map].
  pose proof (use_s112 IH 0 2 1 (2 + d) (opt_l _ _ _ (s112_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 1 0 (3 + d) (opt_l _ _ _ (s112_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c42_L3 d)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s112_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c42_L3 d))) as Ho2.
  pose proof (use_s137 IH 1 1 (2 + d) (opt_r _ _ _ (s112_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c42_R2 d)).
  pose proof (use_s113 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c42_R2 d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s137_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c>=2 && d==0: the board of s84 *)
Lemma s112_c43_p14 x (Hs84 : s84_claim x) (c : nat) :
  x = s112_board 1 1 (2 + c) 0 -> fst (s112_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s112_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q14] in Hc |- *.
  pose proof (Hs84 1 1 (2 + c) ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c44_L (c : nat) : lmoves (s112_board 1 1 (2 + c) 1) = [s112_board 0 2 (2 + c) 1; s112_board 1 1 (1 + c) 2; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c44_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board 1 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c44_R (c : nat) : rmoves (s112_board 1 1 (2 + c) 1) = [s137_board 1 (2 + c) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s112_board, s137_board, strip. tf_options. Qed.
Lemma s112_c44_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s112_c44_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s112_board 1 1 (2 + c) 1 -> fst (s112_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c44_L c), (s112_c44_R c); cbn [map].
  pose proof (use_s112 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s112_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s112_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c44_L3 c)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s112_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c44_L3 c))) as Ho2.
  pose proof (use_s137 IH 1 (2 + c) 1 (opt_r _ _ _ (s112_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c44_R2 c)).
  pose proof (use_s113 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s112_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c44_R2 c))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s137_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c45_L (c d : nat) : lmoves (s112_board 1 1 (2 + c) (2 + d)) = [s112_board 0 2 (2 + c) (2 + d); s112_board 1 1 (1 + c) (3 + d); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c45_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c45_R (c d : nat) : rmoves (s112_board 1 1 (2 + c) (2 + d)) = [s137_board 1 (2 + c) (2 + d); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s137_board, strip. tf_options. Qed.
Lemma s112_c45_R2 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s112_c45_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s112_board 1 1 (2 + c) (2 + d) -> fst (s112_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c45_L c d), (s112_c45_R c d); cbn [map].
  pose proof (use_s112 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s112_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s112_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c45_L3 c d)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s112_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c45_L3 c d))) as Ho2.
  pose proof (use_s137 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s112_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c45_R2 c d)).
  pose proof (use_s113 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s112_c45_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c45_R2 c d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s137_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==0 && d==0: the board of s84 *)
Lemma s112_c46_p9 x (Hs84 : s84_claim x) (b : nat) :
  x = s112_board 1 (2 + b) 0 0 -> fst (s112_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q9] in Hc |- *.
  pose proof (Hs84 1 (2 + b) 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s112_c46_p17 x (Hs84 : s84_claim x) (b : nat) :
  x = s112_board 1 (2 + b) 0 0 -> fst (s112_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q17] in Hc |- *.
  pose proof (Hs84 1 (2 + b) 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s112_c46_p23 x (Hs84 : s84_claim x) (b : nat) :
  x = s112_board 1 (2 + b) 0 0 -> fst (s112_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q23] in Hc |- *.
  pose proof (Hs84 1 (2 + b) 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s112_c47_L (b : nat) : lmoves (s112_board 1 (2 + b) 0 1) = [s112_board 0 (3 + b) 0 1; s81_board 1 (1 + b) 0 2; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s112_c47_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) (s75_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c47_R (b : nat) : rmoves (s112_board 1 (2 + b) 0 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c47_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]) (s113_board 1 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s112_c47_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s112_board 1 (2 + b) 0 1 -> fst (s112_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c47_L b), (s112_c47_R b); cbn [map].
  pose proof (use_s112 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s112_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s112_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s112_c47_L3 b)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c47_L3 b))) as Ho2.
  rewrite (tf_norm_game (s112_c47_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s112_c47_R b) ltac:(cbn [In]; left; reflexivity) (s112_c47_R1 b))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s81_p36 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p45 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p52 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s112_c48_L (b d : nat) : lmoves (s112_board 1 (2 + b) 0 (2 + d)) = [s112_board 0 (3 + b) 0 (2 + d); s81_board 1 (1 + b) 0 (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s112_c48_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c48_R (b d : nat) : rmoves (s112_board 1 (2 + b) 0 (2 + d)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c48_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s112_c48_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s112_board 1 (2 + b) 0 (2 + d) -> fst (s112_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c48_L b d), (s112_c48_R b d); cbn [map].
  pose proof (use_s112 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s112_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s112_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c48_L3 b d)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c48_L3 b d))) as Ho2.
  rewrite (tf_norm_game (s112_c48_R1 b d)).
  pose proof (use_s113 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c48_R b d) ltac:(cbn [In]; left; reflexivity) (s112_c48_R1 b d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s81_p36 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p45 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p52 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==1 && d==0: the board of s84 *)
Lemma s112_c49_p14 x (Hs84 : s84_claim x) (b : nat) :
  x = s112_board 1 (2 + b) 1 0 -> fst (s112_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s112_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q14] in Hc |- *.
  pose proof (Hs84 1 (2 + b) 1 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c50_L (b : nat) : lmoves (s112_board 1 (2 + b) 1 1) = [s112_board 0 (3 + b) 1 1; s112_board 1 (2 + b) 0 2; strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c50_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) (s75_board 1 (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c50_R (b : nat) : rmoves (s112_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]) (s113_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s112_c50_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s112_board 1 (2 + b) 1 1 -> fst (s112_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c50_L b), (s112_c50_R b); cbn [map].
  pose proof (use_s112 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s112_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s112_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c50_L3 b)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c50_L3 b))) as Ho2.
  rewrite (tf_norm_game (s112_c50_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s112_c50_R b) ltac:(cbn [In]; left; reflexivity) (s112_c50_R1 b))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c51_L (b d : nat) : lmoves (s112_board 1 (2 + b) 1 (2 + d)) = [s112_board 0 (3 + b) 1 (2 + d); s112_board 1 (2 + b) 0 (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c51_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c51_R (b d : nat) : rmoves (s112_board 1 (2 + b) 1 (2 + d)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c51_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s112_c51_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s112_board 1 (2 + b) 1 (2 + d) -> fst (s112_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c51_L b d), (s112_c51_R b d); cbn [map].
  pose proof (use_s112 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s112_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s112_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c51_L3 b d)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c51_L3 b d))) as Ho2.
  rewrite (tf_norm_game (s112_c51_R1 b d)).
  pose proof (use_s113 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c51_R b d) ltac:(cbn [In]; left; reflexivity) (s112_c51_R1 b d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c>=2 && d==0: the board of s84 *)
Lemma s112_c52_p14 x (Hs84 : s84_claim x) (b c : nat) :
  x = s112_board 1 (2 + b) (2 + c) 0 -> fst (s112_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s112_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q14] in Hc |- *.
  pose proof (Hs84 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c53_L (b c : nat) : lmoves (s112_board 1 (2 + b) (2 + c) 1) = [s112_board 0 (3 + b) (2 + c) 1; s112_board 1 (2 + b) (1 + c) 2; strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c53_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board 1 (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c53_R (b c : nat) : rmoves (s112_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s112_c53_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s112_board 1 (2 + b) (2 + c) 1 -> fst (s112_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c53_L b c), (s112_c53_R b c); cbn [map].
  pose proof (use_s112 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s112_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s112_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c53_L3 b c)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c53_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s112_c53_R1 b c)).
  pose proof (use_s113 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s112_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s112_c53_R1 b c))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c54_L (b c d : nat) : lmoves (s112_board 1 (2 + b) (2 + c) (2 + d)) = [s112_board 0 (3 + b) (2 + c) (2 + d); s112_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c54_R (b c d : nat) : rmoves (s112_board 1 (2 + b) (2 + c) (2 + d)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c54_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s112_c54_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s112_board 1 (2 + b) (2 + c) (2 + d) -> fst (s112_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c54_L b c d), (s112_c54_R b c d); cbn [map].
  pose proof (use_s112 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s112_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s112_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c54_L3 b c d)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s112_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c54_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s112_c54_R1 b c d)).
  pose proof (use_s113 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s112_c54_R b c d) ltac:(cbn [In]; left; reflexivity) (s112_c54_R1 b c d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c==0 && d==0: the board of s84 *)
Lemma s112_c55_p19 x (Hs84 : s84_claim x) (a : nat) :
  x = s112_board (2 + a) 0 0 0 -> fst (s112_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q19] in Hc |- *.
  pose proof (Hs84 (2 + a) 0 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s112_c55_p24 x (Hs84 : s84_claim x) (a : nat) :
  x = s112_board (2 + a) 0 0 0 -> fst (s112_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q24] in Hc |- *.
  pose proof (Hs84 (2 + a) 0 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s112_c55_p25 x (Hs84 : s84_claim x) (a : nat) :
  x = s112_board (2 + a) 0 0 0 -> fst (s112_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q25] in Hc |- *.
  pose proof (Hs84 (2 + a) 0 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s112_c55_p26 x (Hs84 : s84_claim x) (a : nat) :
  x = s112_board (2 + a) 0 0 0 -> fst (s112_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q26] in Hc |- *.
  pose proof (Hs84 (2 + a) 0 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s112_c55_p27 x (Hs84 : s84_claim x) (a : nat) :
  x = s112_board (2 + a) 0 0 0 -> fst (s112_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q27] in Hc |- *.
  pose proof (Hs84 (2 + a) 0 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s112_c56_L (a : nat) : lmoves (s112_board (2 + a) 0 0 1) = [s112_board (1 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; F; E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c56_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; E; T; T; F]) []) (s75_board (2 + a) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c56_R (a : nat) : rmoves (s112_board (2 + a) 0 0 1) = [s108_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [E; F; E; T; F]) [(1, 1)]].
Proof. unfold s108_board, s112_board, strip. tf_options. Qed.
Lemma s112_c56_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; T; F]) [(1, 1)]) (s113_board (2 + a) 0 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c==0 && d==1 *)
Lemma s112_c56_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s112_board (2 + a) 0 0 1 -> fst (s112_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s112_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q22] in Hc |- *.
  rewrite tf_game_eq, (s112_c56_L a), (s112_c56_R a); cbn [map].
  pose proof (use_s112 IH (1 + a) 1 0 1 (opt_l _ _ _ (s112_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s112_c56_L2 a)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s112_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c56_L2 a))) as Ho1.
  pose proof (use_s108 IH (2 + a) 1 (opt_r _ _ _ (s112_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s112_c56_R2 a)).
  pose proof (use_s113 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s112_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c56_R2 a))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s112_p12 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s108_p5 Ho2 ltac:(zlia)).
    rewrite (s113_p7 Ho3 ltac:(zlia)).
    rewrite (s113_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s112_p15 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s108_p5 Ho2 ltac:(zlia)).
    rewrite (s113_p7 Ho3 ltac:(zlia)).
    rewrite (s113_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s112_c56_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s112_board (2 + a) 0 0 1 -> fst (s112_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s112_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q28] in Hc |- *.
  rewrite tf_game_eq, (s112_c56_L a), (s112_c56_R a); cbn [map].
  pose proof (use_s112 IH (1 + a) 1 0 1 (opt_l _ _ _ (s112_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s112_c56_L2 a)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s112_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c56_L2 a))) as Ho1.
  pose proof (use_s108 IH (2 + a) 1 (opt_r _ _ _ (s112_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s112_c56_R2 a)).
  pose proof (use_s113 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s112_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c56_R2 a))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s108_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p25 Ho3 ltac:(zlia)).
  rewrite (s113_p25_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s112_c56_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s112_board (2 + a) 0 0 1 -> fst (s112_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s112_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q29] in Hc |- *.
  rewrite tf_game_eq, (s112_c56_L a), (s112_c56_R a); cbn [map].
  pose proof (use_s112 IH (1 + a) 1 0 1 (opt_l _ _ _ (s112_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s112_c56_L2 a)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s112_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c56_L2 a))) as Ho1.
  pose proof (use_s108 IH (2 + a) 1 (opt_r _ _ _ (s112_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s112_c56_R2 a)).
  pose proof (use_s113 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s112_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c56_R2 a))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s108_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p26 Ho3 ltac:(zlia)).
  rewrite (s113_p26_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s112_c57_L (a d : nat) : lmoves (s112_board (2 + a) 0 0 (2 + d)) = [s112_board (1 + a) 1 0 (2 + d); strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c57_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board (2 + a) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c57_R (a d : nat) : rmoves (s112_board (2 + a) 0 0 (2 + d)) = [s108_board (2 + a) (2 + d); strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s108_board, s112_board, strip. tf_options. Qed.
Lemma s112_c57_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board (2 + a) 0 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c==0 && d>=2 *)
Lemma s112_c57_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s112_board (2 + a) 0 0 (2 + d) -> fst (s112_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q21] in Hc |- *.
  rewrite tf_game_eq, (s112_c57_L a d), (s112_c57_R a d); cbn [map].
  pose proof (use_s112 IH (1 + a) 1 0 (2 + d) (opt_l _ _ _ (s112_c57_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s112_c57_L2 a d)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s112_c57_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c57_L2 a d))) as Ho1.
  pose proof (use_s108 IH (2 + a) (2 + d) (opt_r _ _ _ (s112_c57_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s112_c57_R2 a d)).
  pose proof (use_s113 IH (2 + a) 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c57_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c57_R2 a d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s108_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p8 Ho3 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c==1 && d==0: the board of s84 *)
Lemma s112_c58_p3 x (Hs84 : s84_claim x) (a : nat) :
  x = s112_board (2 + a) 0 1 0 -> fst (s112_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s112_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q3] in Hc |- *.
  pose proof (Hs84 (2 + a) 0 1 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c59_L (a : nat) : lmoves (s112_board (2 + a) 0 1 1) = [s112_board (1 + a) 1 1 1; s112_board (2 + a) 0 0 2; strip [] (repeat T (2 + a) ++ [E; F; T; E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c59_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; E; E; T; T; F]) []) (s75_board (2 + a) 0) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c59_R (a : nat) : rmoves (s112_board (2 + a) 0 1 1) = [s110_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s110_board, s112_board, strip. tf_options. Qed.
Lemma s112_c59_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; E; T; F]) [(1, 1)]) (s113_board (2 + a) 0 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c==1 && d==1 *)
Lemma s112_c59_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s112_board (2 + a) 0 1 1 -> fst (s112_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s112_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q21] in Hc |- *.
  rewrite tf_game_eq, (s112_c59_L a), (s112_c59_R a); cbn [map].
  pose proof (use_s112 IH (1 + a) 1 1 1 (opt_l _ _ _ (s112_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) 0 0 2 (opt_l _ _ _ (s112_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c59_L3 a)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s112_c59_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c59_L3 a))) as Ho2.
  pose proof (use_s110 IH (2 + a) 1 1 (opt_r _ _ _ (s112_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c59_R2 a)).
  pose proof (use_s113 IH (2 + a) 0 1 1 (opt_norm_r _ _ _ _ _ (s112_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c59_R2 a))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s110_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c60_L (a d : nat) : lmoves (s112_board (2 + a) 0 1 (2 + d)) = [s112_board (1 + a) 1 1 (2 + d); s112_board (2 + a) 0 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c60_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board (2 + a) 0) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c60_R (a d : nat) : rmoves (s112_board (2 + a) 0 1 (2 + d)) = [s110_board (2 + a) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s110_board, s112_board, strip. tf_options. Qed.
Lemma s112_c60_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board (2 + a) 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s112_c60_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s112_board (2 + a) 0 1 (2 + d) -> fst (s112_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q21] in Hc |- *.
  rewrite tf_game_eq, (s112_c60_L a d), (s112_c60_R a d); cbn [map].
  pose proof (use_s112 IH (1 + a) 1 1 (2 + d) (opt_l _ _ _ (s112_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) 0 0 (3 + d) (opt_l _ _ _ (s112_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c60_L3 a d)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s112_c60_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c60_L3 a d))) as Ho2.
  pose proof (use_s110 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s112_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c60_R2 a d)).
  pose proof (use_s113 IH (2 + a) 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c60_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c60_R2 a d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s110_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c>=2 && d==0: the board of s84 *)
Lemma s112_c61_p3 x (Hs84 : s84_claim x) (a c : nat) :
  x = s112_board (2 + a) 0 (2 + c) 0 -> fst (s112_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s112_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q3] in Hc |- *.
  pose proof (Hs84 (2 + a) 0 (2 + c) ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c62_L (a c : nat) : lmoves (s112_board (2 + a) 0 (2 + c) 1) = [s112_board (1 + a) 1 (2 + c) 1; s112_board (2 + a) 0 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c62_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board (2 + a) 0) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c62_R (a c : nat) : rmoves (s112_board (2 + a) 0 (2 + c) 1) = [s110_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s110_board, s112_board, strip. tf_options. Qed.
Lemma s112_c62_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board (2 + a) 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s112_c62_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s112_board (2 + a) 0 (2 + c) 1 -> fst (s112_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s112_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q21] in Hc |- *.
  rewrite tf_game_eq, (s112_c62_L a c), (s112_c62_R a c); cbn [map].
  pose proof (use_s112 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s112_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s112_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c62_L3 a c)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s112_c62_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c62_L3 a c))) as Ho2.
  pose proof (use_s110 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s112_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c62_R2 a c)).
  pose proof (use_s113 IH (2 + a) 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s112_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c62_R2 a c))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s110_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

