(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s124_c77_L (a b : nat) : lmoves (s124_board (2 + a) (2 + b) 1 1) = [s124_board (1 + a) (3 + b) 1 1; s124_board (2 + a) (2 + b) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; E; E; F]) [(1, 0)]) (s36_board (2 + a) (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c77_R (a b : nat) : rmoves (s124_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 2)]) (s91_board (2 + a) (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; F]) [(1, 2)]); [reflexivity | unfold s91_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s124_c77_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s124_board (2 + a) (2 + b) 1 1 -> fst (s124_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s124_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q7] in Hc |- *.
  rewrite tf_game_eq, (s124_c77_L a b), (s124_c77_R a b); cbn [map].
  pose proof (use_s124 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s124_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s124_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c77_L3 a b)).
  pose proof (use_s36 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s124_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c77_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s124_c77_R1 a b)).
  pose proof (use_s91 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s124_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s124_c77_R1 a b))) as Ho3.
  rewrite (s124_p7 Ho0 ltac:(zlia)).
  rewrite (s124_p17 Ho1 ltac:(zlia)).
  rewrite (s36_p6 Ho2 ltac:(zlia)).
  rewrite (s91_p3 Ho3 ltac:(zlia)).
  rewrite (s91_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c78_L (a b d : nat) : lmoves (s124_board (2 + a) (2 + b) 1 (2 + d)) = [s124_board (1 + a) (3 + b) 1 (2 + d); s124_board (2 + a) (2 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board (2 + a) (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c78_R (a b d : nat) : rmoves (s124_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s124_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s124_c78_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s124_board (2 + a) (2 + b) 1 (2 + d) -> fst (s124_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q7] in Hc |- *.
  rewrite tf_game_eq, (s124_c78_L a b d), (s124_c78_R a b d); cbn [map].
  pose proof (use_s124 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s124_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s124_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c78_L3 a b d)).
  pose proof (use_s93 IH (2 + a) (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s124_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c78_L3 a b d))) as Ho2.
  rewrite (s124_p7 Ho0 ltac:(zlia)).
  rewrite (s124_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s93_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s93_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s93_p25 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s124_c79_L (a b c : nat) : lmoves (s124_board (2 + a) (2 + b) (2 + c) 0) = [s124_board (1 + a) (3 + b) (2 + c) 0; s124_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c79_R (a b c : nat) : rmoves (s124_board (2 + a) (2 + b) (2 + c) 0) = [s91_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s124_board, s91_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s124_c79_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s124_board (2 + a) (2 + b) (2 + c) 0 -> fst (s124_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s124_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s124_q9] in Hc |- *.
  rewrite tf_game_eq, (s124_c79_L a b c), (s124_c79_R a b c); cbn [map].
  pose proof (use_s124 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s124_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s124_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s91 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s124_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s124_p9 Ho0 ltac:(zlia)).
  rewrite (s124_p7 Ho1 ltac:(zlia)).
  rewrite (s91_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c80_L (a b c : nat) : lmoves (s124_board (2 + a) (2 + b) (2 + c) 1) = [s124_board (1 + a) (3 + b) (2 + c) 1; s124_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s36_board (2 + a) (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c80_R (a b c : nat) : rmoves (s124_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s91_board (2 + a) (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s91_board; strip_board_eq | strip_offset]. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s124_c80_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s124_board (2 + a) (2 + b) (2 + c) 1 -> fst (s124_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s124_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s124_q7] in Hc |- *.
  rewrite tf_game_eq, (s124_c80_L a b c), (s124_c80_R a b c); cbn [map].
  pose proof (use_s124 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s124_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s124_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c80_L3 a b c)).
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s124_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c80_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s124_c80_R1 a b c)).
  pose proof (use_s91 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s124_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s124_c80_R1 a b c))) as Ho3.
  rewrite (s124_p7 Ho0 ltac:(zlia)).
  rewrite (s124_p7 Ho1 ltac:(zlia)).
  rewrite (s36_p6 Ho2 ltac:(zlia)).
  rewrite (s91_p3 Ho3 ltac:(zlia)).
  rewrite (s91_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s124_c81_L (a b c d : nat) : lmoves (s124_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s124_board (1 + a) (3 + b) (2 + c) (2 + d); s124_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s124_board, strip. tf_options. Qed.
Lemma s124_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s93_board (2 + a) (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s93_board; strip_board_eq | strip_offset]. Qed.
Lemma s124_c81_R (a b c d : nat) : rmoves (s124_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s124_board. tf_options. Qed.
(* s124 = T^a _ T^b F^2 T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s124_c81_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s124_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s124_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s124_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s124_q7] in Hc |- *.
  rewrite tf_game_eq, (s124_c81_L a b c d), (s124_c81_R a b c d); cbn [map].
  pose proof (use_s124 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s124_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s124_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s124_c81_L3 a b c d)).
  pose proof (use_s93 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s124_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s124_c81_L3 a b c d))) as Ho2.
  rewrite (s124_p7 Ho0 ltac:(zlia)).
  rewrite (s124_p7 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s93_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s93_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==0 && c==0 && d==0: the board of s92 *)
Lemma s125_c1_p1 x (Hs92 : s92_claim x) :
  x = s125_board 0 0 0 0 -> fst (s125_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s125_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q1] in Hc |- *.
  pose proof (Hs92 0 0 0 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c2_L : lmoves (s125_board 0 0 0 1) = [strip [(1, 2)] ([E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c2_L1 : tf_norm (strip [(1, 2)] ([E; E; T; T; F]) []) (repeat E 3) (-2).
Proof.
  pose proof (tf_norm_strip [(1, 2)] ([E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s125_c2_R : rmoves (s125_board 0 0 0 1) = [strip [(0, 1); (1, 1)] ([E; T; E; T; F]) []; strip [(1, 2)] ([E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c2_R1 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; E; T; F]) []) (s64_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c2_R2 : tf_norm (strip [(1, 2)] ([E; T; F]) [(1, 1)]) (s63_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; T; F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==0 && c==0 && d==1 *)
Lemma s125_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s125_board 0 0 0 1 -> fst (s125_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s125_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q2] in Hc |- *.
  rewrite tf_game_eq, (s125_c2_L), (s125_c2_R); cbn [map].
  rewrite (tf_norm_blank (s125_c2_L1)).
  rewrite (tf_norm_game (s125_c2_R1)).
  pose proof (use_s64 IH 0 1 (opt_norm_r _ _ _ _ _ (s125_c2_R) ltac:(cbn [In]; left; reflexivity) (s125_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s125_c2_R2)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s125_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c2_R2))) as Ho2.
  rewrite (s64_p2 Ho1 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s125_c3_L (d : nat) : lmoves (s125_board 0 0 0 (2 + d)) = [strip [(1, 2)] (E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c3_L1 (d : nat) : tf_norm (strip [(1, 2)] (E :: repeat T (1 + d) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + d) - 3).
Proof.
  pose proof (tf_norm_strip [(1, 2)] (E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s125_c3_R (d : nat) : rmoves (s125_board 0 0 0 (2 + d)) = [strip [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(1, 2)] (E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c3_R1 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [E; T; F]) []) (s64_board 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c3_R2 (d : nat) : tf_norm (strip [(1, 2)] (E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s63_board 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 2)] (E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s125_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s125_board 0 0 0 (2 + d) -> fst (s125_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q3] in Hc |- *.
  rewrite tf_game_eq, (s125_c3_L d), (s125_c3_R d); cbn [map].
  rewrite (tf_norm_blank (s125_c3_L1 d)).
  rewrite (tf_norm_game (s125_c3_R1 d)).
  pose proof (use_s64 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c3_R d) ltac:(cbn [In]; left; reflexivity) (s125_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s125_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c3_R2 d))) as Ho2.
  rewrite (s64_p3 Ho1 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s125_board 0 0 0 (2 + d) -> fst (s125_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q4] in Hc |- *.
  rewrite tf_game_eq, (s125_c3_L d), (s125_c3_R d); cbn [map].
  rewrite (tf_norm_blank (s125_c3_L1 d)).
  rewrite (tf_norm_game (s125_c3_R1 d)).
  pose proof (use_s64 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c3_R d) ltac:(cbn [In]; left; reflexivity) (s125_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s125_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c3_R2 d))) as Ho2.
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==0 && c==1 && d==0: the board of s92 *)
Lemma s125_c4_p5 x (Hs92 : s92_claim x) :
  x = s125_board 0 0 1 0 -> fst (s125_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s125_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q5] in Hc |- *.
  pose proof (Hs92 0 0 1 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c5_L : lmoves (s125_board 0 0 1 1) = [strip [(1, 2)] ([E; T; T; E; T; F]) []; strip [(1, 2)] ([T; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c5_L1 : tf_norm (strip [(1, 2)] ([E; T; T; E; T; F]) []) (s64_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; T; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c5_L2 : tf_norm (strip [(1, 2)] ([T; E; E; T; T; F]) []) (repeat E 3) (0).
Proof.
  pose proof (tf_norm_strip [(1, 2)] ([T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s125_c5_R : rmoves (s125_board 0 0 1 1) = [strip [(0, 1); (1, 1)] ([T; E; T; E; T; F]) []; strip [(1, 2)] ([T; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c5_R1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; T; E; T; F]) []) (s74_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c5_R2 : tf_norm (strip [(1, 2)] ([T; E; T; F]) [(1, 1)]) (s73_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 2)] ([T; E; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==0 && c==1 && d==1 *)
Lemma s125_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s125_board 0 0 1 1 -> fst (s125_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s125_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q6] in Hc |- *.
  rewrite tf_game_eq, (s125_c5_L), (s125_c5_R); cbn [map].
  rewrite (tf_norm_game (s125_c5_L1)).
  pose proof (use_s64 IH 0 2 (opt_norm_l _ _ _ _ _ (s125_c5_L) ltac:(cbn [In]; left; reflexivity) (s125_c5_L1))) as Ho0.
  rewrite (tf_norm_blank (s125_c5_L2)).
  rewrite (tf_norm_game (s125_c5_R1)).
  pose proof (use_s74 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s125_c5_R) ltac:(cbn [In]; left; reflexivity) (s125_c5_R1))) as Ho2.
  rewrite (tf_norm_game (s125_c5_R2)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s125_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c5_R2))) as Ho3.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p3 Ho2 ltac:(zlia)).
  rewrite (s74_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c6_L (d : nat) : lmoves (s125_board 0 0 1 (2 + d)) = [strip [(1, 2)] (E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(1, 2)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c6_L1 (d : nat) : tf_norm (strip [(1, 2)] (E :: repeat T (3 + d) ++ [E; T; F]) []) (s64_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c6_L2 (d : nat) : tf_norm (strip [(1, 2)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(1, 2)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s125_c6_R (d : nat) : rmoves (s125_board 0 0 1 (2 + d)) = [strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(1, 2)] (T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c6_R1 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c6_R2 (d : nat) : tf_norm (strip [(1, 2)] (T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s73_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 2)] (T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s125_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s125_board 0 0 1 (2 + d) -> fst (s125_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q4] in Hc |- *.
  rewrite tf_game_eq, (s125_c6_L d), (s125_c6_R d); cbn [map].
  rewrite (tf_norm_game (s125_c6_L1 d)).
  pose proof (use_s64 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s125_c6_L d) ltac:(cbn [In]; left; reflexivity) (s125_c6_L1 d))) as Ho0.
  rewrite (tf_norm_blank (s125_c6_L2 d)).
  rewrite (tf_norm_game (s125_c6_R1 d)).
  pose proof (use_s74 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c6_R d) ltac:(cbn [In]; left; reflexivity) (s125_c6_R1 d))) as Ho2.
  rewrite (tf_norm_game (s125_c6_R2 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c6_R2 d))) as Ho3.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==0 && c>=2 && d==0: the board of s92 *)
Lemma s125_c7_p5 x (Hs92 : s92_claim x) (c : nat) :
  x = s125_board 0 0 (2 + c) 0 -> fst (s125_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s125_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q5] in Hc |- *.
  pose proof (Hs92 0 0 (2 + c) ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c8_L (c : nat) : lmoves (s125_board 0 0 (2 + c) 1) = [strip [(1, 2)] (repeat T (1 + c) ++ [E; T; T; E; T; F]) []; strip [(1, 2)] (repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c8_L1 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (1 + c) ++ [E; T; T; E; T; F]) []) (s74_board 0 (1 + c) 2) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (1 + c) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c8_L2 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ [E; E; T; T; F]) []) (repeat E 3) (2 * Z.of_nat (2 + c) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 2)] (repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s125_c8_R (c : nat) : rmoves (s125_board 0 0 (2 + c) 1) = [strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [(1, 2)] (repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c8_R1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; E; T; F]) []) (s74_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c8_R2 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s73_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s125_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s125_board 0 0 (2 + c) 1 -> fst (s125_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q4] in Hc |- *.
  rewrite tf_game_eq, (s125_c8_L c), (s125_c8_R c); cbn [map].
  rewrite (tf_norm_game (s125_c8_L1 c)).
  pose proof (use_s74 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s125_c8_L c) ltac:(cbn [In]; left; reflexivity) (s125_c8_L1 c))) as Ho0.
  rewrite (tf_norm_blank (s125_c8_L2 c)).
  rewrite (tf_norm_game (s125_c8_R1 c)).
  pose proof (use_s74 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c8_R c) ltac:(cbn [In]; left; reflexivity) (s125_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game (s125_c8_R2 c)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c8_R2 c))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c9_L (c d : nat) : lmoves (s125_board 0 0 (2 + c) (2 + d)) = [strip [(1, 2)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c9_L1 (c d : nat) : tf_norm (strip [(1, 2)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []) (s74_board 0 (1 + c) (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c9_L2 (c d : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (repeat E 3) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 3).
Proof.
  pose proof (tf_norm_strip [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s125_c9_R (c d : nat) : rmoves (s125_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c9_R1 (c d : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c9_R2 (c d : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s73_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s125_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s125_board 0 0 (2 + c) (2 + d) -> fst (s125_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q4] in Hc |- *.
  rewrite tf_game_eq, (s125_c9_L c d), (s125_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s125_c9_L1 c d)).
  pose proof (use_s74 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s125_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s125_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_blank (s125_c9_L2 c d)).
  rewrite (tf_norm_game (s125_c9_R1 c d)).
  pose proof (use_s74 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s125_c9_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s125_c9_R2 c d)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c9_R2 c d))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==1 && c==0 && d==0: the board of s92 *)
Lemma s125_c10_p8 x (Hs92 : s92_claim x) :
  x = s125_board 0 1 0 0 -> fst (s125_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s125_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q8] in Hc |- *.
  pose proof (Hs92 0 1 0 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c11_L : lmoves (s125_board 0 1 0 1) = [strip [] ([E; T; F; F; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c11_L1 : tf_norm (strip [] ([E; T; F; F; E; E; T; T; F]) []) (s47_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c11_R : rmoves (s125_board 0 1 0 1) = [strip [(0, 1)] ([T; E; F; E; T; E; T; F]) []; strip [] ([E; T; F; F; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; E; T; F]) []) (s112_board 1 0 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c11_R2 : tf_norm (strip [] ([E; T; F; F; E; T; F]) [(1, 1)]) (s124_board 0 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==1 && c==0 && d==1 *)
Lemma s125_c11_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s125_board 0 1 0 1 -> fst (s125_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s125_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q10] in Hc |- *.
  rewrite tf_game_eq, (s125_c11_L), (s125_c11_R); cbn [map].
  rewrite (tf_norm_game0 (s125_c11_L1)).
  pose proof (use_s47 IH 0 1 (opt_norm_l _ _ _ _ _ (s125_c11_L) ltac:(cbn [In]; left; reflexivity) (s125_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s125_c11_R1)).
  pose proof (use_s112 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s125_c11_R) ltac:(cbn [In]; left; reflexivity) (s125_c11_R1))) as Ho1.
  rewrite (tf_norm_game (s125_c11_R2)).
  pose proof (use_s124 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s125_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c11_R2))) as Ho2.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s112_p20 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s125_c12_L (d : nat) : lmoves (s125_board 0 1 0 (2 + d)) = [strip [] (E :: T :: F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c12_L1 (d : nat) : tf_norm (strip [] (E :: T :: F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 0 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c12_R (d : nat) : rmoves (s125_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (E :: T :: F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 1 0 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c12_R2 (d : nat) : tf_norm (strip [] (E :: T :: F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 0 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s125_c12_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s125_board 0 1 0 (2 + d) -> fst (s125_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q12] in Hc |- *.
  rewrite tf_game_eq, (s125_c12_L d), (s125_c12_R d); cbn [map].
  rewrite (tf_norm_game (s125_c12_L1 d)).
  pose proof (use_s47 IH 0 1 (opt_norm_l _ _ _ _ _ (s125_c12_L d) ltac:(cbn [In]; left; reflexivity) (s125_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s125_c12_R1 d)).
  pose proof (use_s112 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c12_R d) ltac:(cbn [In]; left; reflexivity) (s125_c12_R1 d))) as Ho1.
  rewrite (tf_norm_game (s125_c12_R2 d)).
  pose proof (use_s124 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c12_R2 d))) as Ho2.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c12_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s125_board 0 1 0 (2 + d) -> fst (s125_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q14] in Hc |- *.
  rewrite tf_game_eq, (s125_c12_L d), (s125_c12_R d); cbn [map].
  rewrite (tf_norm_game (s125_c12_L1 d)).
  pose proof (use_s47 IH 0 1 (opt_norm_l _ _ _ _ _ (s125_c12_L d) ltac:(cbn [In]; left; reflexivity) (s125_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s125_c12_R1 d)).
  pose proof (use_s112 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c12_R d) ltac:(cbn [In]; left; reflexivity) (s125_c12_R1 d))) as Ho1.
  rewrite (tf_norm_game (s125_c12_R2 d)).
  pose proof (use_s124 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c12_R2 d))) as Ho2.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==1 && c==1 && d==0: the board of s92 *)
Lemma s125_c13_p16 x (Hs92 : s92_claim x) :
  x = s125_board 0 1 1 0 -> fst (s125_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s125_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q16] in Hc |- *.
  pose proof (Hs92 0 1 1 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c14_L : lmoves (s125_board 0 1 1 1) = [s125_board 0 1 0 2; strip [] ([E; T; F; F; T; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c14_L2 : tf_norm (strip [] ([E; T; F; F; T; E; E; T; T; F]) []) (s47_board 0 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c14_R : rmoves (s125_board 0 1 1 1) = [strip [(0, 1)] ([T; E; F; T; E; T; E; T; F]) []; strip [] ([E; T; F; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; T; E; T; F]) []) (s112_board 1 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c14_R2 : tf_norm (strip [] ([E; T; F; F; T; E; T; F]) [(1, 1)]) (s124_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s125_c14_p18 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s125_board 0 1 1 1 -> fst (s125_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s125_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q18] in Hc |- *.
  rewrite tf_game_eq, (s125_c14_L), (s125_c14_R); cbn [map].
  pose proof (use_s125 IH 0 1 0 2 (opt_l _ _ _ (s125_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c14_L2)).
  pose proof (use_s47 IH 0 1 (opt_norm_l _ _ _ _ _ (s125_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s125_c14_R1)).
  pose proof (use_s112 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s125_c14_R) ltac:(cbn [In]; left; reflexivity) (s125_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s125_c14_R2)).
  pose proof (use_s124 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s125_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c14_R2))) as Ho3.
  rewrite (s125_p12 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s124_p6 Ho3 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c15_L (d : nat) : lmoves (s125_board 0 1 1 (2 + d)) = [s125_board 0 1 0 (3 + d); strip [] (E :: T :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c15_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 0 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c15_R (d : nat) : rmoves (s125_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (E :: T :: F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 1 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c15_R2 (d : nat) : tf_norm (strip [] (E :: T :: F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s125_c15_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s125_board 0 1 1 (2 + d) -> fst (s125_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q14] in Hc |- *.
  rewrite tf_game_eq, (s125_c15_L d), (s125_c15_R d); cbn [map].
  pose proof (use_s125 IH 0 1 0 (3 + d) (opt_l _ _ _ (s125_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c15_L2 d)).
  pose proof (use_s47 IH 0 1 (opt_norm_l _ _ _ _ _ (s125_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s125_c15_R1 d)).
  pose proof (use_s112 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c15_R d) ltac:(cbn [In]; left; reflexivity) (s125_c15_R1 d))) as Ho2.
  rewrite (tf_norm_game (s125_c15_R2 d)).
  pose proof (use_s124 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c15_R2 d))) as Ho3.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s124_p6 Ho3 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==1 && c>=2 && d==0: the board of s92 *)
Lemma s125_c16_p16 x (Hs92 : s92_claim x) (c : nat) :
  x = s125_board 0 1 (2 + c) 0 -> fst (s125_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s125_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q16] in Hc |- *.
  pose proof (Hs92 0 1 (2 + c) ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c17_L (c : nat) : lmoves (s125_board 0 1 (2 + c) 1) = [s125_board 0 1 (1 + c) 2; strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c17_L2 (c : nat) : tf_norm (strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s47_board 0 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c17_R (c : nat) : rmoves (s125_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s112_board 1 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c17_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s124_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s125_c17_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s125_board 0 1 (2 + c) 1 -> fst (s125_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q14] in Hc |- *.
  rewrite tf_game_eq, (s125_c17_L c), (s125_c17_R c); cbn [map].
  pose proof (use_s125 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s125_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c17_L2 c)).
  pose proof (use_s47 IH 0 1 (opt_norm_l _ _ _ _ _ (s125_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s125_c17_R1 c)).
  pose proof (use_s112 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c17_R c) ltac:(cbn [In]; left; reflexivity) (s125_c17_R1 c))) as Ho2.
  rewrite (tf_norm_game (s125_c17_R2 c)).
  pose proof (use_s124 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c17_R2 c))) as Ho3.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s124_p6 Ho3 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c18_L (c d : nat) : lmoves (s125_board 0 1 (2 + c) (2 + d)) = [s125_board 0 1 (1 + c) (3 + d); strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c18_L2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 0 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c18_R (c d : nat) : rmoves (s125_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 1 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s125_c18_R2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s125_c18_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s125_board 0 1 (2 + c) (2 + d) -> fst (s125_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q14] in Hc |- *.
  rewrite tf_game_eq, (s125_c18_L c d), (s125_c18_R c d); cbn [map].
  pose proof (use_s125 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s125_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c18_L2 c d)).
  pose proof (use_s47 IH 0 1 (opt_norm_l _ _ _ _ _ (s125_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s125_c18_R1 c d)).
  pose proof (use_s112 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s125_c18_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s125_c18_R2 c d)).
  pose proof (use_s124 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c18_R2 c d))) as Ho3.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p21 Ho2 ltac:(zlia)).
  rewrite (s124_p6 Ho3 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b>=2 && c==0 && d==0: the board of s92 *)
Lemma s125_c19_p8 x (Hs92 : s92_claim x) (b : nat) :
  x = s125_board 0 (2 + b) 0 0 -> fst (s125_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s125_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q8] in Hc |- *.
  pose proof (Hs92 0 (2 + b) 0 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c20_L (b : nat) : lmoves (s125_board 0 (2 + b) 0 1) = [strip [] (E :: repeat T (2 + b) ++ [F; F; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c20_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F; E; E; T; T; F]) []) (s47_board 0 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [F; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c20_R (b : nat) : rmoves (s125_board 0 (2 + b) 0 1) = [strip [] (E :: repeat T (2 + b) ++ [F; F; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c20_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F; E; T; F]) [(1, 1)]) (s124_board 0 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s125_c20_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s125_board 0 (2 + b) 0 1 -> fst (s125_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s125_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q10] in Hc |- *.
  rewrite tf_game_eq, (s125_c20_L b), (s125_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s125_c20_L1 b)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c20_L b) ltac:(cbn [In]; left; reflexivity) (s125_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game (s125_c20_R1 b)).
  pose proof (use_s124 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s125_c20_R b) ltac:(cbn [In]; left; reflexivity) (s125_c20_R1 b))) as Ho1.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s124_p6 Ho1 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s125_c21_L (b d : nat) : lmoves (s125_board 0 (2 + b) 0 (2 + d)) = [strip [] (E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c21_L1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 0 (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c21_R (b d : nat) : rmoves (s125_board 0 (2 + b) 0 (2 + d)) = [strip [] (E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c21_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 0 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s125_c21_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s125_board 0 (2 + b) 0 (2 + d) -> fst (s125_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q12] in Hc |- *.
  rewrite tf_game_eq, (s125_c21_L b d), (s125_c21_R b d); cbn [map].
  rewrite (tf_norm_game (s125_c21_L1 b d)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s125_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game (s125_c21_R1 b d)).
  pose proof (use_s124 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s125_c21_R1 b d))) as Ho1.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s124_p6 Ho1 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s125_c21_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s125_board 0 (2 + b) 0 (2 + d) -> fst (s125_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q14] in Hc |- *.
  rewrite tf_game_eq, (s125_c21_L b d), (s125_c21_R b d); cbn [map].
  rewrite (tf_norm_game (s125_c21_L1 b d)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s125_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game (s125_c21_R1 b d)).
  pose proof (use_s124 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s125_c21_R1 b d))) as Ho1.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s124_p6 Ho1 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b>=2 && c==1 && d==0: the board of s92 *)
Lemma s125_c22_p16 x (Hs92 : s92_claim x) (b : nat) :
  x = s125_board 0 (2 + b) 1 0 -> fst (s125_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s125_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q16] in Hc |- *.
  pose proof (Hs92 0 (2 + b) 1 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c23_L (b : nat) : lmoves (s125_board 0 (2 + b) 1 1) = [s125_board 0 (2 + b) 0 2; strip [] (E :: repeat T (2 + b) ++ [F; F; T; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c23_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F; T; E; E; T; T; F]) []) (s47_board 0 (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [F; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c23_R (b : nat) : rmoves (s125_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [F; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F; T; E; T; F]) [(1, 1)]) (s124_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s125_c23_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s125_board 0 (2 + b) 1 1 -> fst (s125_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s125_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q18] in Hc |- *.
  rewrite tf_game_eq, (s125_c23_L b), (s125_c23_R b); cbn [map].
  pose proof (use_s125 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s125_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c23_L2 b)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game (s125_c23_R1 b)).
  pose proof (use_s124 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s125_c23_R b) ltac:(cbn [In]; left; reflexivity) (s125_c23_R1 b))) as Ho2.
  rewrite (s125_p12 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c24_L (b d : nat) : lmoves (s125_board 0 (2 + b) 1 (2 + d)) = [s125_board 0 (2 + b) 0 (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c24_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 0 (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c24_R (b d : nat) : rmoves (s125_board 0 (2 + b) 1 (2 + d)) = [strip [] (E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c24_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s125_c24_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s125_board 0 (2 + b) 1 (2 + d) -> fst (s125_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q14] in Hc |- *.
  rewrite tf_game_eq, (s125_c24_L b d), (s125_c24_R b d); cbn [map].
  pose proof (use_s125 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s125_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c24_L2 b d)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s125_c24_R1 b d)).
  pose proof (use_s124 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s125_c24_R1 b d))) as Ho2.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b>=2 && c>=2 && d==0: the board of s92 *)
Lemma s125_c25_p16 x (Hs92 : s92_claim x) (b c : nat) :
  x = s125_board 0 (2 + b) (2 + c) 0 -> fst (s125_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s125_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q16] in Hc |- *.
  pose proof (Hs92 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c26_L (b c : nat) : lmoves (s125_board 0 (2 + b) (2 + c) 1) = [s125_board 0 (2 + b) (1 + c) 2; strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c26_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s47_board 0 (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c26_R (b c : nat) : rmoves (s125_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s124_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s125_c26_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s125_board 0 (2 + b) (2 + c) 1 -> fst (s125_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q14] in Hc |- *.
  rewrite tf_game_eq, (s125_c26_L b c), (s125_c26_R b c); cbn [map].
  pose proof (use_s125 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s125_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c26_L2 b c)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s125_c26_R1 b c)).
  pose proof (use_s124 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s125_c26_R1 b c))) as Ho2.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c27_L (b c d : nat) : lmoves (s125_board 0 (2 + b) (2 + c) (2 + d)) = [s125_board 0 (2 + b) (1 + c) (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c27_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 0 (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c27_R (b c d : nat) : rmoves (s125_board 0 (2 + b) (2 + c) (2 + d)) = [strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c27_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s125_c27_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s125_board 0 (2 + b) (2 + c) (2 + d) -> fst (s125_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q14] in Hc |- *.
  rewrite tf_game_eq, (s125_c27_L b c d), (s125_c27_R b c d); cbn [map].
  pose proof (use_s125 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s125_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c27_L2 b c d)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s125_c27_R1 b c d)).
  pose proof (use_s124 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s125_c27_R1 b c d))) as Ho2.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  rewrite (s124_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==0 && c==0 && d==0: the board of s92 *)
Lemma s125_c28_p20 x (Hs92 : s92_claim x) :
  x = s125_board 1 0 0 0 -> fst (s125_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s125_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q20] in Hc |- *.
  pose proof (Hs92 1 0 0 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s125_c29_L : lmoves (s125_board 1 0 0 1) = [s125_board 0 1 0 1; strip [] ([T; E; F; F; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c29_L2 : tf_norm (strip [] ([T; E; F; F; E; E; T; T; F]) []) (s47_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c29_R : rmoves (s125_board 1 0 0 1) = [s179_board 1 0 0 1; strip [] ([T; E; F; F; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, s179_board, strip. tf_options. Qed.
Lemma s125_c29_R2 : tf_norm (strip [] ([T; E; F; F; E; T; F]) [(1, 1)]) (s124_board 1 0 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==0 && c==0 && d==1 *)
Lemma s125_c29_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s125_board 1 0 0 1 -> fst (s125_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s125_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q21] in Hc |- *.
  rewrite tf_game_eq, (s125_c29_L), (s125_c29_R); cbn [map].
  pose proof (use_s125 IH 0 1 0 1 (opt_l _ _ _ (s125_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s125_c29_L2)).
  pose proof (use_s47 IH 1 0 (opt_norm_l _ _ _ _ _ (s125_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c29_L2))) as Ho1.
  pose proof (use_s179 IH 1 0 0 1 (opt_r _ _ _ (s125_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s125_c29_R2)).
  pose proof (use_s124 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s125_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c29_R2))) as Ho3.
  rewrite (s125_p10 Ho0 ltac:(zlia)).
  rewrite (s47_p4 Ho1 ltac:(zlia)).
  rewrite (s179_p15 Ho2 ltac:(zlia)).
  rewrite (s124_p11 Ho3 ltac:(zlia)).
  rewrite (s124_p11_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s125_c30_L (d : nat) : lmoves (s125_board 1 0 0 (2 + d)) = [s125_board 0 1 0 (2 + d); strip [] (T :: E :: F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c30_L2 (d : nat) : tf_norm (strip [] (T :: E :: F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c30_R (d : nat) : rmoves (s125_board 1 0 0 (2 + d)) = [s179_board 1 0 0 (2 + d); strip [] (T :: E :: F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s179_board, strip. tf_options. Qed.
Lemma s125_c30_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 1 0 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==0 && c==0 && d>=2 *)
Lemma s125_c30_p22 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s125_board 1 0 0 (2 + d) -> fst (s125_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q22] in Hc |- *.
  rewrite tf_game_eq, (s125_c30_L d), (s125_c30_R d); cbn [map].
  pose proof (use_s125 IH 0 1 0 (2 + d) (opt_l _ _ _ (s125_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c30_L2 d)).
  pose proof (use_s47 IH 1 0 (opt_norm_l _ _ _ _ _ (s125_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c30_L2 d))) as Ho1.
  pose proof (use_s179 IH 1 0 0 (2 + d) (opt_r _ _ _ (s125_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s125_c30_R2 d)).
  pose proof (use_s124 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c30_R2 d))) as Ho3.
  rewrite (s125_p12 Ho0 ltac:(zlia)).
  rewrite (s47_p4 Ho1 ltac:(zlia)).
  rewrite (s47_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p22 Ho2 ltac:(zlia)).
  rewrite (s124_p11 Ho3 ltac:(zlia)).
  rewrite (s124_p11_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c30_p23 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s125_board 1 0 0 (2 + d) -> fst (s125_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q23] in Hc |- *.
  rewrite tf_game_eq, (s125_c30_L d), (s125_c30_R d); cbn [map].
  pose proof (use_s125 IH 0 1 0 (2 + d) (opt_l _ _ _ (s125_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c30_L2 d)).
  pose proof (use_s47 IH 1 0 (opt_norm_l _ _ _ _ _ (s125_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c30_L2 d))) as Ho1.
  pose proof (use_s179 IH 1 0 0 (2 + d) (opt_r _ _ _ (s125_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s125_c30_R2 d)).
  pose proof (use_s124 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c30_R2 d))) as Ho3.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s47_p4 Ho1 ltac:(zlia)).
  rewrite (s47_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p23 Ho2 ltac:(zlia)).
  rewrite (s124_p11 Ho3 ltac:(zlia)).
  rewrite (s124_p11_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==0 && c==1 && d==0: the board of s92 *)
Lemma s125_c31_p24 x (Hs92 : s92_claim x) :
  x = s125_board 1 0 1 0 -> fst (s125_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s125_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q24] in Hc |- *.
  pose proof (Hs92 1 0 1 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s125_c32_L : lmoves (s125_board 1 0 1 1) = [s125_board 0 1 1 1; s125_board 1 0 0 2; strip [] ([T; E; F; F; T; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c32_L3 : tf_norm (strip [] ([T; E; F; F; T; E; E; T; T; F]) []) (s47_board 1 0) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; E; F; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c32_R : rmoves (s125_board 1 0 1 1) = [s179_board 1 0 1 1; strip [] ([T; E; F; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, s179_board, strip. tf_options. Qed.
Lemma s125_c32_R2 : tf_norm (strip [] ([T; E; F; F; T; E; T; F]) [(1, 1)]) (s124_board 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==0 && c==1 && d==1 *)
Lemma s125_c32_p25 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s125_board 1 0 1 1 -> fst (s125_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s125_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q25] in Hc |- *.
  rewrite tf_game_eq, (s125_c32_L), (s125_c32_R); cbn [map].
  pose proof (use_s125 IH 0 1 1 1 (opt_l _ _ _ (s125_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 0 0 2 (opt_l _ _ _ (s125_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c32_L3)).
  pose proof (use_s47 IH 1 0 (opt_norm_l _ _ _ _ _ (s125_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c32_L3))) as Ho2.
  pose proof (use_s179 IH 1 0 1 1 (opt_r _ _ _ (s125_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c32_R2)).
  pose proof (use_s124 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s125_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c32_R2))) as Ho4.
  rewrite (s125_p18 Ho0 ltac:(zlia)).
  rewrite (s125_p22 Ho1 ltac:(zlia)).
  rewrite (s47_p4 Ho2 ltac:(zlia)).
  rewrite (s47_p4_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p24 Ho3 ltac:(zlia)).
  rewrite (s124_p11 Ho4 ltac:(zlia)).
  rewrite (s124_p11_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c33_L (d : nat) : lmoves (s125_board 1 0 1 (2 + d)) = [s125_board 0 1 1 (2 + d); s125_board 1 0 0 (3 + d); strip [] (T :: E :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c33_L3 (d : nat) : tf_norm (strip [] (T :: E :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 1 0) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c33_R (d : nat) : rmoves (s125_board 1 0 1 (2 + d)) = [s179_board 1 0 1 (2 + d); strip [] (T :: E :: F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s179_board, strip. tf_options. Qed.
Lemma s125_c33_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 1 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s125_c33_p23 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s125_board 1 0 1 (2 + d) -> fst (s125_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q23] in Hc |- *.
  rewrite tf_game_eq, (s125_c33_L d), (s125_c33_R d); cbn [map].
  pose proof (use_s125 IH 0 1 1 (2 + d) (opt_l _ _ _ (s125_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 0 0 (3 + d) (opt_l _ _ _ (s125_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c33_L3 d)).
  pose proof (use_s47 IH 1 0 (opt_norm_l _ _ _ _ _ (s125_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c33_L3 d))) as Ho2.
  pose proof (use_s179 IH 1 0 1 (2 + d) (opt_r _ _ _ (s125_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c33_R2 d)).
  pose proof (use_s124 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c33_R2 d))) as Ho4.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s125_p23 Ho1 ltac:(zlia)).
  rewrite (s47_p4 Ho2 ltac:(zlia)).
  rewrite (s47_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p25 Ho3 ltac:(zlia)).
  rewrite (s124_p11 Ho4 ltac:(zlia)).
  rewrite (s124_p11_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==0 && c>=2 && d==0: the board of s92 *)
Lemma s125_c34_p24 x (Hs92 : s92_claim x) (c : nat) :
  x = s125_board 1 0 (2 + c) 0 -> fst (s125_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s125_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q24] in Hc |- *.
  pose proof (Hs92 1 0 (2 + c) ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s125_c35_L (c : nat) : lmoves (s125_board 1 0 (2 + c) 1) = [s125_board 0 1 (2 + c) 1; s125_board 1 0 (1 + c) 2; strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c35_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s47_board 1 0) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c35_R (c : nat) : rmoves (s125_board 1 0 (2 + c) 1) = [s179_board 1 0 (2 + c) 1; strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s125_board, s179_board, strip. tf_options. Qed.
Lemma s125_c35_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s124_board 1 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s125_c35_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s125_board 1 0 (2 + c) 1 -> fst (s125_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q23] in Hc |- *.
  rewrite tf_game_eq, (s125_c35_L c), (s125_c35_R c); cbn [map].
  pose proof (use_s125 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s125_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s125_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c35_L3 c)).
  pose proof (use_s47 IH 1 0 (opt_norm_l _ _ _ _ _ (s125_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c35_L3 c))) as Ho2.
  pose proof (use_s179 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s125_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c35_R2 c)).
  pose proof (use_s124 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c35_R2 c))) as Ho4.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s125_p23 Ho1 ltac:(zlia)).
  rewrite (s47_p4 Ho2 ltac:(zlia)).
  rewrite (s47_p4_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p25 Ho3 ltac:(zlia)).
  rewrite (s124_p11 Ho4 ltac:(zlia)).
  rewrite (s124_p11_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c36_L (c d : nat) : lmoves (s125_board 1 0 (2 + c) (2 + d)) = [s125_board 0 1 (2 + c) (2 + d); s125_board 1 0 (1 + c) (3 + d); strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c36_L3 (c d : nat) : tf_norm (strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 1 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c36_R (c d : nat) : rmoves (s125_board 1 0 (2 + c) (2 + d)) = [s179_board 1 0 (2 + c) (2 + d); strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s179_board, strip. tf_options. Qed.
Lemma s125_c36_R2 (c d : nat) : tf_norm (strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 1 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s125_c36_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s125_board 1 0 (2 + c) (2 + d) -> fst (s125_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q23] in Hc |- *.
  rewrite tf_game_eq, (s125_c36_L c d), (s125_c36_R c d); cbn [map].
  pose proof (use_s125 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s125_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s125_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c36_L3 c d)).
  pose proof (use_s47 IH 1 0 (opt_norm_l _ _ _ _ _ (s125_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c36_L3 c d))) as Ho2.
  pose proof (use_s179 IH 1 0 (2 + c) (2 + d) (opt_r _ _ _ (s125_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c36_R2 c d)).
  pose proof (use_s124 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c36_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c36_R2 c d))) as Ho4.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s125_p23 Ho1 ltac:(zlia)).
  rewrite (s47_p4 Ho2 ltac:(zlia)).
  rewrite (s47_p4_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p25 Ho3 ltac:(zlia)).
  rewrite (s124_p11 Ho4 ltac:(zlia)).
  rewrite (s124_p11_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==1 && c==0 && d==0: the board of s92 *)
Lemma s125_c37_p26 x (Hs92 : s92_claim x) :
  x = s125_board 1 1 0 0 -> fst (s125_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s125_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q26] in Hc |- *.
  pose proof (Hs92 1 1 0 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c38_L : lmoves (s125_board 1 1 0 1) = [s125_board 0 2 0 1; strip [] ([T; E; T; F; F; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c38_L2 : tf_norm (strip [] ([T; E; T; F; F; E; E; T; T; F]) []) (s47_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c38_R : rmoves (s125_board 1 1 0 1) = [s201_board 1 0 0 1; strip [] ([T; E; T; F; F; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, s201_board, strip. tf_options. Qed.
Lemma s125_c38_R2 : tf_norm (strip [] ([T; E; T; F; F; E; T; F]) [(1, 1)]) (s124_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==1 && c==0 && d==1 *)
Lemma s125_c38_p27 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s125_board 1 1 0 1 -> fst (s125_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s125_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q27] in Hc |- *.
  rewrite tf_game_eq, (s125_c38_L), (s125_c38_R); cbn [map].
  pose proof (use_s125 IH 0 2 0 1 (opt_l _ _ _ (s125_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s125_c38_L2)).
  pose proof (use_s47 IH 1 1 (opt_norm_l _ _ _ _ _ (s125_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c38_L2))) as Ho1.
  pose proof (use_s201 IH 1 0 0 1 (opt_r _ _ _ (s125_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s125_c38_R2)).
  pose proof (use_s124 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s125_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c38_R2))) as Ho3.
  rewrite (s125_p10 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  rewrite (s201_p16 Ho2 ltac:(zlia)).
  rewrite (s124_p14 Ho3 ltac:(zlia)).
  rewrite (s124_p14_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s125_c39_L (d : nat) : lmoves (s125_board 1 1 0 (2 + d)) = [s125_board 0 2 0 (2 + d); strip [] (T :: E :: T :: F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c39_L2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c39_R (d : nat) : rmoves (s125_board 1 1 0 (2 + d)) = [s201_board 1 0 0 (2 + d); strip [] (T :: E :: T :: F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s201_board, strip. tf_options. Qed.
Lemma s125_c39_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 1 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s125_c39_p28 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s125_board 1 1 0 (2 + d) -> fst (s125_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q28] in Hc |- *.
  rewrite tf_game_eq, (s125_c39_L d), (s125_c39_R d); cbn [map].
  pose proof (use_s125 IH 0 2 0 (2 + d) (opt_l _ _ _ (s125_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c39_L2 d)).
  pose proof (use_s47 IH 1 1 (opt_norm_l _ _ _ _ _ (s125_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c39_L2 d))) as Ho1.
  pose proof (use_s201 IH 1 0 0 (2 + d) (opt_r _ _ _ (s125_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s125_c39_R2 d)).
  pose proof (use_s124 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c39_R2 d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s125_p12 Ho0 ltac:(zlia)).
    rewrite (s47_p2 Ho1 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p17 Ho2 ltac:(zlia)).
    rewrite (s124_p14 Ho3 ltac:(zlia)).
    rewrite (s124_p14_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s125_p14 Ho0 ltac:(zlia)).
    rewrite (s47_p2 Ho1 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p17 Ho2 ltac:(zlia)).
    rewrite (s124_p14 Ho3 ltac:(zlia)).
    rewrite (s124_p14_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==1 && c==1 && d==0: the board of s92 *)
Lemma s125_c40_p30 x (Hs92 : s92_claim x) :
  x = s125_board 1 1 1 0 -> fst (s125_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s125_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q30] in Hc |- *.
  pose proof (Hs92 1 1 1 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c41_L : lmoves (s125_board 1 1 1 1) = [s125_board 0 2 1 1; s125_board 1 1 0 2; strip [] ([T; E; T; F; F; T; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c41_L3 : tf_norm (strip [] ([T; E; T; F; F; T; E; E; T; T; F]) []) (s47_board 1 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; F; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c41_R : rmoves (s125_board 1 1 1 1) = [s201_board 1 0 1 1; strip [] ([T; E; T; F; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, s201_board, strip. tf_options. Qed.
Lemma s125_c41_R2 : tf_norm (strip [] ([T; E; T; F; F; T; E; T; F]) [(1, 1)]) (s124_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s125_c41_p31 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s125_board 1 1 1 1 -> fst (s125_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s125_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q31] in Hc |- *.
  rewrite tf_game_eq, (s125_c41_L), (s125_c41_R); cbn [map].
  pose proof (use_s125 IH 0 2 1 1 (opt_l _ _ _ (s125_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 1 0 2 (opt_l _ _ _ (s125_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c41_L3)).
  pose proof (use_s47 IH 1 1 (opt_norm_l _ _ _ _ _ (s125_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c41_L3))) as Ho2.
  pose proof (use_s201 IH 1 0 1 1 (opt_r _ _ _ (s125_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c41_R2)).
  pose proof (use_s124 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s125_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c41_R2))) as Ho4.
  rewrite (s125_p18 Ho0 ltac:(zlia)).
  rewrite (s125_p28 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p17 Ho3 ltac:(zlia)).
  rewrite (s124_p16 Ho4 ltac:(zlia)).
  rewrite (s124_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c42_L (d : nat) : lmoves (s125_board 1 1 1 (2 + d)) = [s125_board 0 2 1 (2 + d); s125_board 1 1 0 (3 + d); strip [] (T :: E :: T :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c42_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 1 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c42_R (d : nat) : rmoves (s125_board 1 1 1 (2 + d)) = [s201_board 1 0 1 (2 + d); strip [] (T :: E :: T :: F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s201_board, strip. tf_options. Qed.
Lemma s125_c42_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s125_c42_p31 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s125_board 1 1 1 (2 + d) -> fst (s125_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q31] in Hc |- *.
  rewrite tf_game_eq, (s125_c42_L d), (s125_c42_R d); cbn [map].
  pose proof (use_s125 IH 0 2 1 (2 + d) (opt_l _ _ _ (s125_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 1 0 (3 + d) (opt_l _ _ _ (s125_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c42_L3 d)).
  pose proof (use_s47 IH 1 1 (opt_norm_l _ _ _ _ _ (s125_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c42_L3 d))) as Ho2.
  pose proof (use_s201 IH 1 0 1 (2 + d) (opt_r _ _ _ (s125_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c42_R2 d)).
  pose proof (use_s124 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c42_R2 d))) as Ho4.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s125_p28 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p17 Ho3 ltac:(zlia)).
  rewrite (s124_p16 Ho4 ltac:(zlia)).
  rewrite (s124_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==1 && c>=2 && d==0: the board of s92 *)
Lemma s125_c43_p30 x (Hs92 : s92_claim x) (c : nat) :
  x = s125_board 1 1 (2 + c) 0 -> fst (s125_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s125_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q30] in Hc |- *.
  pose proof (Hs92 1 1 (2 + c) ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c44_L (c : nat) : lmoves (s125_board 1 1 (2 + c) 1) = [s125_board 0 2 (2 + c) 1; s125_board 1 1 (1 + c) 2; strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c44_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s47_board 1 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c44_R (c : nat) : rmoves (s125_board 1 1 (2 + c) 1) = [s201_board 1 0 (2 + c) 1; strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s125_board, s201_board, strip. tf_options. Qed.
Lemma s125_c44_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s124_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s125_c44_p31 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s125_board 1 1 (2 + c) 1 -> fst (s125_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q31] in Hc |- *.
  rewrite tf_game_eq, (s125_c44_L c), (s125_c44_R c); cbn [map].
  pose proof (use_s125 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s125_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s125_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c44_L3 c)).
  pose proof (use_s47 IH 1 1 (opt_norm_l _ _ _ _ _ (s125_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c44_L3 c))) as Ho2.
  pose proof (use_s201 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s125_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c44_R2 c)).
  pose proof (use_s124 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c44_R2 c))) as Ho4.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s125_p31 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p17 Ho3 ltac:(zlia)).
  rewrite (s124_p16 Ho4 ltac:(zlia)).
  rewrite (s124_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c45_L (c d : nat) : lmoves (s125_board 1 1 (2 + c) (2 + d)) = [s125_board 0 2 (2 + c) (2 + d); s125_board 1 1 (1 + c) (3 + d); strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c45_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 1 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c45_R (c d : nat) : rmoves (s125_board 1 1 (2 + c) (2 + d)) = [s201_board 1 0 (2 + c) (2 + d); strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s201_board, strip. tf_options. Qed.
Lemma s125_c45_R2 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s125_c45_p31 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s125_board 1 1 (2 + c) (2 + d) -> fst (s125_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q31 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q31] in Hc |- *.
  rewrite tf_game_eq, (s125_c45_L c d), (s125_c45_R c d); cbn [map].
  pose proof (use_s125 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s125_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s125_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c45_L3 c d)).
  pose proof (use_s47 IH 1 1 (opt_norm_l _ _ _ _ _ (s125_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c45_L3 c d))) as Ho2.
  pose proof (use_s201 IH 1 0 (2 + c) (2 + d) (opt_r _ _ _ (s125_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c45_R2 c d)).
  pose proof (use_s124 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c45_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c45_R2 c d))) as Ho4.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s125_p31 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p17 Ho3 ltac:(zlia)).
  rewrite (s124_p16 Ho4 ltac:(zlia)).
  rewrite (s124_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b>=2 && c==0 && d==0: the board of s92 *)
Lemma s125_c46_p9 x (Hs92 : s92_claim x) (b : nat) :
  x = s125_board 1 (2 + b) 0 0 -> fst (s125_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s125_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q9] in Hc |- *.
  pose proof (Hs92 1 (2 + b) 0 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c47_L (b : nat) : lmoves (s125_board 1 (2 + b) 0 1) = [s125_board 0 (3 + b) 0 1; strip [] (T :: E :: repeat T (2 + b) ++ [F; F; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c47_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F; E; E; T; T; F]) []) (s47_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [F; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c47_R (b : nat) : rmoves (s125_board 1 (2 + b) 0 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; F; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c47_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F; E; T; F]) [(1, 1)]) (s124_board 1 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s125_c47_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s125_board 1 (2 + b) 0 1 -> fst (s125_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s125_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q11] in Hc |- *.
  rewrite tf_game_eq, (s125_c47_L b), (s125_c47_R b); cbn [map].
  pose proof (use_s125 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s125_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s125_c47_L2 b)).
  pose proof (use_s47 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c47_L2 b))) as Ho1.
  rewrite (tf_norm_game (s125_c47_R1 b)).
  pose proof (use_s124 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s125_c47_R b) ltac:(cbn [In]; left; reflexivity) (s125_c47_R1 b))) as Ho2.
  rewrite (s125_p10 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  rewrite (s124_p17 Ho2 ltac:(zlia)).
  rewrite (s124_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s125_c48_L (b d : nat) : lmoves (s125_board 1 (2 + b) 0 (2 + d)) = [s125_board 0 (3 + b) 0 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c48_L2 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 1 (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c48_R (b d : nat) : rmoves (s125_board 1 (2 + b) 0 (2 + d)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c48_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 1 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s125_c48_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s125_board 1 (2 + b) 0 (2 + d) -> fst (s125_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q13] in Hc |- *.
  rewrite tf_game_eq, (s125_c48_L b d), (s125_c48_R b d); cbn [map].
  pose proof (use_s125 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s125_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c48_L2 b d)).
  pose proof (use_s47 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c48_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s125_c48_R1 b d)).
  pose proof (use_s124 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c48_R b d) ltac:(cbn [In]; left; reflexivity) (s125_c48_R1 b d))) as Ho2.
  rewrite (s125_p12 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s124_p17 Ho2 ltac:(zlia)).
  rewrite (s124_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c48_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s125_board 1 (2 + b) 0 (2 + d) -> fst (s125_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q32] in Hc |- *.
  rewrite tf_game_eq, (s125_c48_L b d), (s125_c48_R b d); cbn [map].
  pose proof (use_s125 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s125_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c48_L2 b d)).
  pose proof (use_s47 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c48_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s125_c48_R1 b d)).
  pose proof (use_s124 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c48_R b d) ltac:(cbn [In]; left; reflexivity) (s125_c48_R1 b d))) as Ho2.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s124_p17 Ho2 ltac:(zlia)).
  rewrite (s124_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b>=2 && c==1 && d==0: the board of s92 *)
Lemma s125_c49_p17 x (Hs92 : s92_claim x) (b : nat) :
  x = s125_board 1 (2 + b) 1 0 -> fst (s125_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s125_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q17] in Hc |- *.
  pose proof (Hs92 1 (2 + b) 1 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c50_L (b : nat) : lmoves (s125_board 1 (2 + b) 1 1) = [s125_board 0 (3 + b) 1 1; s125_board 1 (2 + b) 0 2; strip [] (T :: E :: repeat T (2 + b) ++ [F; F; T; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c50_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F; T; E; E; T; T; F]) []) (s47_board 1 (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [F; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c50_R (b : nat) : rmoves (s125_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F; T; E; T; F]) [(1, 1)]) (s124_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s125_c50_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s125_board 1 (2 + b) 1 1 -> fst (s125_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s125_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q19] in Hc |- *.
  rewrite tf_game_eq, (s125_c50_L b), (s125_c50_R b); cbn [map].
  pose proof (use_s125 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s125_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s125_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c50_L3 b)).
  pose proof (use_s47 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c50_L3 b))) as Ho2.
  rewrite (tf_norm_game (s125_c50_R1 b)).
  pose proof (use_s124 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s125_c50_R b) ltac:(cbn [In]; left; reflexivity) (s125_c50_R1 b))) as Ho3.
  rewrite (s125_p18 Ho0 ltac:(zlia)).
  rewrite (s125_p13 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s124_p7 Ho3 ltac:(zlia)).
  rewrite (s124_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c51_L (b d : nat) : lmoves (s125_board 1 (2 + b) 1 (2 + d)) = [s125_board 0 (3 + b) 1 (2 + d); s125_board 1 (2 + b) 0 (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c51_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 1 (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c51_R (b d : nat) : rmoves (s125_board 1 (2 + b) 1 (2 + d)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c51_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s125_c51_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s125_board 1 (2 + b) 1 (2 + d) -> fst (s125_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q15] in Hc |- *.
  rewrite tf_game_eq, (s125_c51_L b d), (s125_c51_R b d); cbn [map].
  pose proof (use_s125 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s125_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s125_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c51_L3 b d)).
  pose proof (use_s47 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c51_L3 b d))) as Ho2.
  rewrite (tf_norm_game (s125_c51_R1 b d)).
  pose proof (use_s124 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c51_R b d) ltac:(cbn [In]; left; reflexivity) (s125_c51_R1 b d))) as Ho3.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s125_p32 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s124_p7 Ho3 ltac:(zlia)).
  rewrite (s124_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b>=2 && c>=2 && d==0: the board of s92 *)
Lemma s125_c52_p17 x (Hs92 : s92_claim x) (b c : nat) :
  x = s125_board 1 (2 + b) (2 + c) 0 -> fst (s125_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s125_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q17] in Hc |- *.
  pose proof (Hs92 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c53_L (b c : nat) : lmoves (s125_board 1 (2 + b) (2 + c) 1) = [s125_board 0 (3 + b) (2 + c) 1; s125_board 1 (2 + b) (1 + c) 2; strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c53_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s47_board 1 (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c53_R (b c : nat) : rmoves (s125_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s124_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s125_c53_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s125_board 1 (2 + b) (2 + c) 1 -> fst (s125_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q15] in Hc |- *.
  rewrite tf_game_eq, (s125_c53_L b c), (s125_c53_R b c); cbn [map].
  pose proof (use_s125 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s125_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s125_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c53_L3 b c)).
  pose proof (use_s47 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c53_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s125_c53_R1 b c)).
  pose proof (use_s124 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s125_c53_R1 b c))) as Ho3.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s125_p15 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s124_p7 Ho3 ltac:(zlia)).
  rewrite (s124_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s125_c54_L (b c d : nat) : lmoves (s125_board 1 (2 + b) (2 + c) (2 + d)) = [s125_board 0 (3 + b) (2 + c) (2 + d); s125_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board 1 (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c54_R (b c d : nat) : rmoves (s125_board 1 (2 + b) (2 + c) (2 + d)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c54_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s125_c54_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s125_board 1 (2 + b) (2 + c) (2 + d) -> fst (s125_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q15] in Hc |- *.
  rewrite tf_game_eq, (s125_c54_L b c d), (s125_c54_R b c d); cbn [map].
  pose proof (use_s125 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s125_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s125_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c54_L3 b c d)).
  pose proof (use_s47 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s125_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c54_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s125_c54_R1 b c d)).
  pose proof (use_s124 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c54_R b c d) ltac:(cbn [In]; left; reflexivity) (s125_c54_R1 b c d))) as Ho3.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s125_p15 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s124_p7 Ho3 ltac:(zlia)).
  rewrite (s124_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b==0 && c==0 && d==0: the board of s92 *)
Lemma s125_c55_p7 x (Hs92 : s92_claim x) (a : nat) :
  x = s125_board (2 + a) 0 0 0 -> fst (s125_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s125_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q7] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 0 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s125_c55_p43 x (Hs92 : s92_claim x) (a : nat) :
  x = s125_board (2 + a) 0 0 0 -> fst (s125_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s125_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q43] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 0 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c55_p54 x (Hs92 : s92_claim x) (a : nat) :
  x = s125_board (2 + a) 0 0 0 -> fst (s125_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s125_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q54] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 0 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s125_c55_p67 x (Hs92 : s92_claim x) (a : nat) :
  x = s125_board (2 + a) 0 0 0 -> fst (s125_q67 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s125_q67 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q67] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 0 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s125_c56_L (a : nat) : lmoves (s125_board (2 + a) 0 0 1) = [s125_board (1 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; F; F; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c56_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; F; E; E; T; T; F]) []) (s47_board (2 + a) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; F; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c56_R (a : nat) : rmoves (s125_board (2 + a) 0 0 1) = [s179_board (2 + a) 0 0 1; strip [] (repeat T (2 + a) ++ [E; F; F; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, s179_board, strip. tf_options. Qed.
Lemma s125_c56_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; F; E; T; F]) [(1, 1)]) (s124_board (2 + a) 0 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b==0 && c==0 && d==1 *)
Lemma s125_c56_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s125_board (2 + a) 0 0 1 -> fst (s125_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s125_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q33] in Hc |- *.
  rewrite tf_game_eq, (s125_c56_L a), (s125_c56_R a); cbn [map].
  pose proof (use_s125 IH (1 + a) 1 0 1 (opt_l _ _ _ (s125_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s125_c56_L2 a)).
  pose proof (use_s47 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s125_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c56_L2 a))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 0 1 (opt_r _ _ _ (s125_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s125_c56_R2 a)).
  pose proof (use_s124 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s125_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c56_R2 a))) as Ho3.
  rewrite (s125_p27 Ho0 ltac:(zlia)).
  rewrite (s47_p6 Ho1 ltac:(zlia)).
  rewrite (s179_p27 Ho2 ltac:(zlia)).
  rewrite (s124_p19 Ho3 ltac:(zlia)).
  rewrite (s124_p19_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s125_c56_p44 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s125_board (2 + a) 0 0 1 -> fst (s125_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s125_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q44] in Hc |- *.
  rewrite tf_game_eq, (s125_c56_L a), (s125_c56_R a); cbn [map].
  pose proof (use_s125 IH (1 + a) 1 0 1 (opt_l _ _ _ (s125_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s125_c56_L2 a)).
  pose proof (use_s47 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s125_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c56_L2 a))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 0 1 (opt_r _ _ _ (s125_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s125_c56_R2 a)).
  pose proof (use_s124 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s125_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c56_R2 a))) as Ho3.
  rewrite (s125_p39 Ho0 ltac:(zlia)).
  rewrite (s47_p5 Ho1 ltac:(zlia)).
  rewrite (s179_p34 Ho2 ltac:(zlia)).
  rewrite (s124_p25 Ho3 ltac:(zlia)).
  rewrite (s124_p25_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s125_c56_p55 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s125_board (2 + a) 0 0 1 -> fst (s125_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s125_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q55] in Hc |- *.
  rewrite tf_game_eq, (s125_c56_L a), (s125_c56_R a); cbn [map].
  pose proof (use_s125 IH (1 + a) 1 0 1 (opt_l _ _ _ (s125_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s125_c56_L2 a)).
  pose proof (use_s47 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s125_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c56_L2 a))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 0 1 (opt_r _ _ _ (s125_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s125_c56_R2 a)).
  pose proof (use_s124 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s125_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c56_R2 a))) as Ho3.
  rewrite (s125_p29 Ho0 ltac:(zlia)).
  rewrite (s47_p8 Ho1 ltac:(zlia)).
  rewrite (s179_p42 Ho2 ltac:(zlia)).
  rewrite (s124_p29 Ho3 ltac:(zlia)).
  rewrite (s124_p29_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c56_p69 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s125_board (2 + a) 0 0 1 -> fst (s125_q69 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s125_q69 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q69] in Hc |- *.
  rewrite tf_game_eq, (s125_c56_L a), (s125_c56_R a); cbn [map].
  pose proof (use_s125 IH (1 + a) 1 0 1 (opt_l _ _ _ (s125_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s125_c56_L2 a)).
  pose proof (use_s47 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s125_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c56_L2 a))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 0 1 (opt_r _ _ _ (s125_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s125_c56_R2 a)).
  pose proof (use_s124 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s125_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c56_R2 a))) as Ho3.
  rewrite (s125_p61 Ho0 ltac:(zlia)).
  rewrite (s47_p9 Ho1 ltac:(zlia)).
  rewrite (s179_p51 Ho2 ltac:(zlia)).
  rewrite (s124_p32 Ho3 ltac:(zlia)).
  rewrite (s124_p32_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

