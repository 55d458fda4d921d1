(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s100_c51_L (b d : nat) : lmoves (s100_board 1 (2 + b) 1 (2 + d)) = [s100_board 0 (3 + b) 1 (2 + d); s100_board 1 (2 + b) 0 (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c51_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 1 (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c51_R (b d : nat) : rmoves (s100_board 1 (2 + b) 1 (2 + d)) = [s131_board 1 (2 + b) 1 (2 + d) 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s100_c51_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s100_board 1 (2 + b) 1 (2 + d) -> fst (s100_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c51_L b d), (s100_c51_R b d); cbn [map].
  pose proof (use_s100 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s100_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s100_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c51_L3 b d)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c51_L3 b d))) as Ho2.
  pose proof (use_s131 IH 1 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s100_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p74 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b>=2 && c>=2 && d==0: the board of s71 *)
Lemma s100_c52_p21 x (Hs71 : s71_claim x) (b c : nat) :
  x = s100_board 1 (2 + b) (2 + c) 0 -> fst (s100_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q21] in Hc |- *.
  pose proof (Hs71 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s71_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [num_cmp | num_cmp].
  }
  {
    rewrite (s71_p14 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Lemma s100_c52_p27 x (Hs71 : s71_claim x) (b c : nat) :
  x = s100_board 1 (2 + b) (2 + c) 0 -> fst (s100_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q27] in Hc |- *.
  pose proof (Hs71 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c53_L (b c : nat) : lmoves (s100_board 1 (2 + b) (2 + c) 1) = [s100_board 0 (3 + b) (2 + c) 1; s100_board 1 (2 + b) (1 + c) 2; strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c53_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) (s75_board 1 (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c53_R (b c : nat) : rmoves (s100_board 1 (2 + b) (2 + c) 1) = [s131_board 1 (2 + b) (2 + c) 1 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s100_c53_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s100_board 1 (2 + b) (2 + c) 1 -> fst (s100_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q23] in Hc |- *.
  rewrite tf_game_eq, (s100_c53_L b c), (s100_c53_R b c); cbn [map].
  pose proof (use_s100 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s100_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s100_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c53_L3 b c)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c53_L3 b c))) as Ho2.
  pose proof (use_s131 IH 1 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s100_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p23 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p120 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s100_c53_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s100_board 1 (2 + b) (2 + c) 1 -> fst (s100_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q25] in Hc |- *.
  rewrite tf_game_eq, (s100_c53_L b c), (s100_c53_R b c); cbn [map].
  pose proof (use_s100 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s100_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s100_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c53_L3 b c)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c53_L3 b c))) as Ho2.
  pose proof (use_s131 IH 1 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s100_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p25 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p132 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s100_c54_L (b c d : nat) : lmoves (s100_board 1 (2 + b) (2 + c) (2 + d)) = [s100_board 0 (3 + b) (2 + c) (2 + d); s100_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board 1 (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c54_R (b c d : nat) : rmoves (s100_board 1 (2 + b) (2 + c) (2 + d)) = [s131_board 1 (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s100_c54_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s100_board 1 (2 + b) (2 + c) (2 + d) -> fst (s100_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c54_L b c d), (s100_c54_R b c d); cbn [map].
  pose proof (use_s100 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s100_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s100_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c54_L3 b c d)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s100_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c54_L3 b c d))) as Ho2.
  pose proof (use_s131 IH 1 (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s100_c54_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p74 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==0 && c==0 && d==0: the board of s71 *)
Lemma s100_c55_p9 x (Hs71 : s71_claim x) (a : nat) :
  x = s100_board (2 + a) 0 0 0 -> fst (s100_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q9] in Hc |- *.
  pose proof (Hs71 (2 + a) 0 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s100_c55_p36 x (Hs71 : s71_claim x) (a : nat) :
  x = s100_board (2 + a) 0 0 0 -> fst (s100_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q36] in Hc |- *.
  pose proof (Hs71 (2 + a) 0 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s100_c55_p60 x (Hs71 : s71_claim x) (a : nat) :
  x = s100_board (2 + a) 0 0 0 -> fst (s100_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q60] in Hc |- *.
  pose proof (Hs71 (2 + a) 0 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s100_c55_p72 x (Hs71 : s71_claim x) (a : nat) :
  x = s100_board (2 + a) 0 0 0 -> fst (s100_q72 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q72 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q72] in Hc |- *.
  pose proof (Hs71 (2 + a) 0 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s100_c56_L (a : nat) : lmoves (s100_board (2 + a) 0 0 1) = [s100_board (1 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; F; E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c56_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; E; T; T; F; F]) []) (s75_board (2 + a) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; F; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c56_R (a : nat) : rmoves (s100_board (2 + a) 0 0 1) = [s88_board (2 + a) 1; s131_board (2 + a) 0 0 1 1].
Proof. unfold s100_board, s131_board, s88_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==0 && c==0 && d==1 *)
Lemma s100_c56_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s100_board (2 + a) 0 0 1 -> fst (s100_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s100_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q34] in Hc |- *.
  rewrite tf_game_eq, (s100_c56_L a), (s100_c56_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 1 0 1 (opt_l _ _ _ (s100_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s100_c56_L2 a)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s100_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c56_L2 a))) as Ho1.
  pose proof (use_s88 IH (2 + a) 1 (opt_r _ _ _ (s100_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s100_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s100_p39 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s88_p5 Ho2 ltac:(zlia)).
  rewrite (s131_p257 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s100_c56_p61 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s100_board (2 + a) 0 0 1 -> fst (s100_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s100_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q61] in Hc |- *.
  rewrite tf_game_eq, (s100_c56_L a), (s100_c56_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 1 0 1 (opt_l _ _ _ (s100_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s100_c56_L2 a)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s100_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c56_L2 a))) as Ho1.
  pose proof (use_s88 IH (2 + a) 1 (opt_r _ _ _ (s100_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s100_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s100_p53 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s88_p7 Ho2 ltac:(zlia)).
  rewrite (s131_p313 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s100_c56_p73 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s100_board (2 + a) 0 0 1 -> fst (s100_q73 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s100_q73 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q73] in Hc |- *.
  rewrite tf_game_eq, (s100_c56_L a), (s100_c56_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 1 0 1 (opt_l _ _ _ (s100_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s100_c56_L2 a)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s100_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c56_L2 a))) as Ho1.
  pose proof (use_s88 IH (2 + a) 1 (opt_r _ _ _ (s100_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s100_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s100_p66 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  assert (Hp2 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s88_p8 Ho2 ltac:(zlia)).
    rewrite (s131_p357 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s88_p9 Ho2 ltac:(zlia)).
    rewrite (s131_p357 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s100_c57_L (a d : nat) : lmoves (s100_board (2 + a) 0 0 (2 + d)) = [s100_board (1 + a) 1 0 (2 + d); strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c57_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board (2 + a) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F; E]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c57_R (a d : nat) : rmoves (s100_board (2 + a) 0 0 (2 + d)) = [s88_board (2 + a) (2 + d); s131_board (2 + a) 0 0 (2 + d) 1].
Proof. unfold s100_board, s131_board, s88_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==0 && c==0 && d>=2 *)
Lemma s100_c57_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s100_board (2 + a) 0 0 (2 + d) -> fst (s100_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q33] in Hc |- *.
  rewrite tf_game_eq, (s100_c57_L a d), (s100_c57_R a d); cbn [map].
  pose proof (use_s100 IH (1 + a) 1 0 (2 + d) (opt_l _ _ _ (s100_c57_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s100_c57_L2 a d)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s100_c57_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s100_c57_L2 a d))) as Ho1.
  pose proof (use_s88 IH (2 + a) (2 + d) (opt_r _ _ _ (s100_c57_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) 0 0 (2 + d) 1 (opt_r _ _ _ (s100_c57_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s88_p3 Ho2 ltac:(zlia)).
  rewrite (s131_p102 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==0 && c==1 && d==0: the board of s71 *)
Lemma s100_c58_p35 x (Hs71 : s71_claim x) (a : nat) :
  x = s100_board (2 + a) 0 1 0 -> fst (s100_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s100_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q35] in Hc |- *.
  pose proof (Hs71 (2 + a) 0 1 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s100_c58_p62 x (Hs71 : s71_claim x) (a : nat) :
  x = s100_board (2 + a) 0 1 0 -> fst (s100_q62 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s100_q62 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q62] in Hc |- *.
  pose proof (Hs71 (2 + a) 0 1 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s100_c58_p74 x (Hs71 : s71_claim x) (a : nat) :
  x = s100_board (2 + a) 0 1 0 -> fst (s100_q74 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s100_q74 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q74] in Hc |- *.
  pose proof (Hs71 (2 + a) 0 1 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s100_c59_L (a : nat) : lmoves (s100_board (2 + a) 0 1 1) = [s100_board (1 + a) 1 1 1; s100_board (2 + a) 0 0 2; strip [] (repeat T (2 + a) ++ [E; F; T; E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c59_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; E; E; T; T; F; F]) []) (s75_board (2 + a) 0) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; F; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c59_R (a : nat) : rmoves (s100_board (2 + a) 0 1 1) = [s101_board (2 + a) 1 1; s131_board (2 + a) 0 1 1 1].
Proof. unfold s100_board, s101_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==0 && c==1 && d==1 *)
Lemma s100_c59_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s100_board (2 + a) 0 1 1 -> fst (s100_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s100_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q48] in Hc |- *.
  rewrite tf_game_eq, (s100_c59_L a), (s100_c59_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 1 1 1 (opt_l _ _ _ (s100_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 0 0 2 (opt_l _ _ _ (s100_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c59_L3 a)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s100_c59_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c59_L3 a))) as Ho2.
  pose proof (use_s101 IH (2 + a) 1 1 (opt_r _ _ _ (s100_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s100_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p41 Ho0 ltac:(zlia)).
  rewrite (s100_p33 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s101_p12 Ho3 ltac:(zlia)).
  rewrite (s131_p265 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s100_c59_p63 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s100_board (2 + a) 0 1 1 -> fst (s100_q63 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s100_q63 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q63] in Hc |- *.
  rewrite tf_game_eq, (s100_c59_L a), (s100_c59_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 1 1 1 (opt_l _ _ _ (s100_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 0 0 2 (opt_l _ _ _ (s100_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c59_L3 a)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s100_c59_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c59_L3 a))) as Ho2.
  pose proof (use_s101 IH (2 + a) 1 1 (opt_r _ _ _ (s100_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s100_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p55 Ho0 ltac:(zlia)).
  rewrite (s100_p33 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s101_p12 Ho3 ltac:(zlia)).
  rewrite (s131_p317 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s100_c59_p75 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s100_board (2 + a) 0 1 1 -> fst (s100_q75 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s100_q75 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q75] in Hc |- *.
  rewrite tf_game_eq, (s100_c59_L a), (s100_c59_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 1 1 1 (opt_l _ _ _ (s100_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 0 0 2 (opt_l _ _ _ (s100_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c59_L3 a)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s100_c59_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c59_L3 a))) as Ho2.
  pose proof (use_s101 IH (2 + a) 1 1 (opt_r _ _ _ (s100_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s100_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p67 Ho0 ltac:(zlia)).
  rewrite (s100_p33 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s101_p12 Ho3 ltac:(zlia)).
  rewrite (s131_p359 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s100_c60_L (a d : nat) : lmoves (s100_board (2 + a) 0 1 (2 + d)) = [s100_board (1 + a) 1 1 (2 + d); s100_board (2 + a) 0 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c60_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board (2 + a) 0) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F]) [(1, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c60_R (a d : nat) : rmoves (s100_board (2 + a) 0 1 (2 + d)) = [s101_board (2 + a) 1 (2 + d); s131_board (2 + a) 0 1 (2 + d) 1].
Proof. unfold s100_board, s101_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s100_c60_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s100_board (2 + a) 0 1 (2 + d) -> fst (s100_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q33] in Hc |- *.
  rewrite tf_game_eq, (s100_c60_L a d), (s100_c60_R a d); cbn [map].
  pose proof (use_s100 IH (1 + a) 1 1 (2 + d) (opt_l _ _ _ (s100_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 0 0 (3 + d) (opt_l _ _ _ (s100_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c60_L3 a d)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s100_c60_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c60_L3 a d))) as Ho2.
  pose proof (use_s101 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s100_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 0 1 (2 + d) 1 (opt_r _ _ _ (s100_c60_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s100_p33 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s101_p4 Ho3 ltac:(zlia)).
  rewrite (s131_p102 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==0 && c>=2 && d==0: the board of s71 *)
Lemma s100_c61_p49 x (Hs71 : s71_claim x) (a c : nat) :
  x = s100_board (2 + a) 0 (2 + c) 0 -> fst (s100_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q49] in Hc |- *.
  pose proof (Hs71 (2 + a) 0 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s100_c61_p51 x (Hs71 : s71_claim x) (a c : nat) :
  x = s100_board (2 + a) 0 (2 + c) 0 -> fst (s100_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q51] in Hc |- *.
  pose proof (Hs71 (2 + a) 0 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s100_c61_p64 x (Hs71 : s71_claim x) (a c : nat) :
  x = s100_board (2 + a) 0 (2 + c) 0 -> fst (s100_q64 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q64 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q64] in Hc |- *.
  pose proof (Hs71 (2 + a) 0 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s100_c61_p76 x (Hs71 : s71_claim x) (a c : nat) :
  x = s100_board (2 + a) 0 (2 + c) 0 -> fst (s100_q76 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q76 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q76] in Hc |- *.
  pose proof (Hs71 (2 + a) 0 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s100_c62_L (a c : nat) : lmoves (s100_board (2 + a) 0 (2 + c) 1) = [s100_board (1 + a) 1 (2 + c) 1; s100_board (2 + a) 0 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c62_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) (s75_board (2 + a) 0) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F]) [(2 + c, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c62_R (a c : nat) : rmoves (s100_board (2 + a) 0 (2 + c) 1) = [s101_board (2 + a) (2 + c) 1; s131_board (2 + a) 0 (2 + c) 1 1].
Proof. unfold s100_board, s101_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s100_c62_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s100_board (2 + a) 0 (2 + c) 1 -> fst (s100_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q50] in Hc |- *.
  rewrite tf_game_eq, (s100_c62_L a c), (s100_c62_R a c); cbn [map].
  pose proof (use_s100 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s100_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s100_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c62_L3 a c)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s100_c62_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c62_L3 a c))) as Ho2.
  pose proof (use_s101 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s100_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 0 (2 + c) 1 1 (opt_r _ _ _ (s100_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p43 Ho0 ltac:(zlia)).
  rewrite (s100_p33 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s101_p12 Ho3 ltac:(zlia)).
  rewrite (s131_p272 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s100_c62_p63 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s100_board (2 + a) 0 (2 + c) 1 -> fst (s100_q63 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q63 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q63] in Hc |- *.
  rewrite tf_game_eq, (s100_c62_L a c), (s100_c62_R a c); cbn [map].
  pose proof (use_s100 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s100_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s100_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c62_L3 a c)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s100_c62_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c62_L3 a c))) as Ho2.
  pose proof (use_s101 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s100_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 0 (2 + c) 1 1 (opt_r _ _ _ (s100_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p57 Ho0 ltac:(zlia)).
  rewrite (s100_p33 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s101_p12 Ho3 ltac:(zlia)).
  rewrite (s131_p317 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s100_c62_p75 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s100_board (2 + a) 0 (2 + c) 1 -> fst (s100_q75 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q75 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q75] in Hc |- *.
  rewrite tf_game_eq, (s100_c62_L a c), (s100_c62_R a c); cbn [map].
  pose proof (use_s100 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s100_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s100_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c62_L3 a c)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s100_c62_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c62_L3 a c))) as Ho2.
  pose proof (use_s101 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s100_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 0 (2 + c) 1 1 (opt_r _ _ _ (s100_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p69 Ho0 ltac:(zlia)).
  rewrite (s100_p33 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s101_p12 Ho3 ltac:(zlia)).
  rewrite (s131_p359 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s100_c63_L (a c d : nat) : lmoves (s100_board (2 + a) 0 (2 + c) (2 + d)) = [s100_board (1 + a) 1 (2 + c) (2 + d); s100_board (2 + a) 0 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c63_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board (2 + a) 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F]) [(2 + c, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c63_R (a c d : nat) : rmoves (s100_board (2 + a) 0 (2 + c) (2 + d)) = [s101_board (2 + a) (2 + c) (2 + d); s131_board (2 + a) 0 (2 + c) (2 + d) 1].
Proof. unfold s100_board, s101_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s100_c63_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s100_board (2 + a) 0 (2 + c) (2 + d) -> fst (s100_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q33] in Hc |- *.
  rewrite tf_game_eq, (s100_c63_L a c d), (s100_c63_R a c d); cbn [map].
  pose proof (use_s100 IH (1 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s100_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 0 (1 + c) (3 + d) (opt_l _ _ _ (s100_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c63_L3 a c d)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s100_c63_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c63_L3 a c d))) as Ho2.
  pose proof (use_s101 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s100_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 0 (2 + c) (2 + d) 1 (opt_r _ _ _ (s100_c63_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s100_p33 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s101_p4 Ho3 ltac:(zlia)).
  rewrite (s131_p102 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==1 && c==0 && d==0: the board of s71 *)
Lemma s100_c64_p52 x (Hs71 : s71_claim x) (a : nat) :
  x = s100_board (2 + a) 1 0 0 -> fst (s100_q52 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q52 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q52] in Hc |- *.
  pose proof (Hs71 (2 + a) 1 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s100_c64_p65 x (Hs71 : s71_claim x) (a : nat) :
  x = s100_board (2 + a) 1 0 0 -> fst (s100_q65 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q65 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q65] in Hc |- *.
  pose proof (Hs71 (2 + a) 1 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s100_c64_p77 x (Hs71 : s71_claim x) (a : nat) :
  x = s100_board (2 + a) 1 0 0 -> fst (s100_q77 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q77 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q77] in Hc |- *.
  pose proof (Hs71 (2 + a) 1 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c65_L (a : nat) : lmoves (s100_board (2 + a) 1 0 1) = [s100_board (1 + a) 2 0 1; s66_board (2 + a) 0 2; strip [] (repeat T (2 + a) ++ [E; T; F; E; E; T; T; F; F]) []].
Proof. unfold s100_board, s66_board, strip. tf_options. Qed.
Lemma s100_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; E; E; T; T; F; F]) []) (s75_board (2 + a) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; F; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c65_R (a : nat) : rmoves (s100_board (2 + a) 1 0 1) = [s95_board (2 + a) 1; s131_board (2 + a) 1 0 1 1].
Proof. unfold s100_board, s131_board, s95_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==1 && c==0 && d==1 *)
Lemma s100_c65_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s100_board (2 + a) 1 0 1 -> fst (s100_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s100_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q53] in Hc |- *.
  rewrite tf_game_eq, (s100_c65_L a), (s100_c65_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 2 0 1 (opt_l _ _ _ (s100_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 0 2 (opt_l _ _ _ (s100_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s100_c65_L3 a)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s100_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c65_L3 a))) as Ho2.
  pose proof (use_s95 IH (2 + a) 1 (opt_r _ _ _ (s100_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s100_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p16 Ho0 ltac:(zlia)).
  rewrite (s66_p8 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s95_p5 Ho3 ltac:(zlia)).
  rewrite (s131_p277 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s100_c65_p66 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s100_board (2 + a) 1 0 1 -> fst (s100_q66 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s100_q66 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q66] in Hc |- *.
  rewrite tf_game_eq, (s100_c65_L a), (s100_c65_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 2 0 1 (opt_l _ _ _ (s100_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 0 2 (opt_l _ _ _ (s100_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s100_c65_L3 a)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s100_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c65_L3 a))) as Ho2.
  pose proof (use_s95 IH (2 + a) 1 (opt_r _ _ _ (s100_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s100_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p16 Ho0 ltac:(zlia)).
  rewrite (s66_p8 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s95_p5 Ho3 ltac:(zlia)).
  rewrite (s131_p328 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s100_c66_L (a d : nat) : lmoves (s100_board (2 + a) 1 0 (2 + d)) = [s100_board (1 + a) 2 0 (2 + d); s66_board (2 + a) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, s66_board, strip. tf_options. Qed.
Lemma s100_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board (2 + a) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F; E]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c66_R (a d : nat) : rmoves (s100_board (2 + a) 1 0 (2 + d)) = [s95_board (2 + a) (2 + d); s131_board (2 + a) 1 0 (2 + d) 1].
Proof. unfold s100_board, s131_board, s95_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s100_c66_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s100_board (2 + a) 1 0 (2 + d) -> fst (s100_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c66_L a d), (s100_c66_R a d); cbn [map].
  pose proof (use_s100 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s100_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s100_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c66_L3 a d)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s100_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c66_L3 a d))) as Ho2.
  pose proof (use_s95 IH (2 + a) (2 + d) (opt_r _ _ _ (s100_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 1 0 (2 + d) 1 (opt_r _ _ _ (s100_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s66_p8 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s95_p3 Ho3 ltac:(zlia)).
  rewrite (s131_p74 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==1 && c==1 && d==0: the board of s71 *)
Lemma s100_c67_p54 x (Hs71 : s71_claim x) (a : nat) :
  x = s100_board (2 + a) 1 1 0 -> fst (s100_q54 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s100_q54 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q54] in Hc |- *.
  pose proof (Hs71 (2 + a) 1 1 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s100_c68_L (a : nat) : lmoves (s100_board (2 + a) 1 1 1) = [s100_board (1 + a) 2 1 1; s100_board (2 + a) 1 0 2; strip [] (repeat T (2 + a) ++ [E; T; F; T; E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; T; E; E; T; T; F; F]) []) (s75_board (2 + a) 1) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; F; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c68_R (a : nat) : rmoves (s100_board (2 + a) 1 1 1) = [s133_board (2 + a) 1 1; s131_board (2 + a) 1 1 1 1].
Proof. unfold s100_board, s131_board, s133_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==1 && c==1 && d==1 *)
Lemma s100_c68_p55 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s100_board (2 + a) 1 1 1 -> fst (s100_q55 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s100_q55 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q55] in Hc |- *.
  rewrite tf_game_eq, (s100_c68_L a), (s100_c68_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 2 1 1 (opt_l _ _ _ (s100_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 1 0 2 (opt_l _ _ _ (s100_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c68_L3 a)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s100_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c68_L3 a))) as Ho2.
  pose proof (use_s133 IH (2 + a) 1 1 (opt_r _ _ _ (s100_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 1 1 1 1 (opt_r _ _ _ (s100_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p19 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s133_p8 Ho3 ltac:(zlia)).
  rewrite (s131_p286 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s100_c68_p67 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s100_board (2 + a) 1 1 1 -> fst (s100_q67 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s100_q67 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q67] in Hc |- *.
  rewrite tf_game_eq, (s100_c68_L a), (s100_c68_R a); cbn [map].
  pose proof (use_s100 IH (1 + a) 2 1 1 (opt_l _ _ _ (s100_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 1 0 2 (opt_l _ _ _ (s100_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c68_L3 a)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s100_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c68_L3 a))) as Ho2.
  pose proof (use_s133 IH (2 + a) 1 1 (opt_r _ _ _ (s100_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 1 1 1 1 (opt_r _ _ _ (s100_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p19 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s133_p8 Ho3 ltac:(zlia)).
  rewrite (s131_p335 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s100_c69_L (a d : nat) : lmoves (s100_board (2 + a) 1 1 (2 + d)) = [s100_board (1 + a) 2 1 (2 + d); s100_board (2 + a) 1 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board (2 + a) 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F]) [(1, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c69_R (a d : nat) : rmoves (s100_board (2 + a) 1 1 (2 + d)) = [s133_board (2 + a) 1 (2 + d); s131_board (2 + a) 1 1 (2 + d) 1].
Proof. unfold s100_board, s131_board, s133_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s100_c69_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s100_board (2 + a) 1 1 (2 + d) -> fst (s100_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c69_L a d), (s100_c69_R a d); cbn [map].
  pose proof (use_s100 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s100_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s100_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c69_L3 a d)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s100_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c69_L3 a d))) as Ho2.
  pose proof (use_s133 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s100_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 1 1 (2 + d) 1 (opt_r _ _ _ (s100_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s133_p3 Ho3 ltac:(zlia)).
  rewrite (s131_p74 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==1 && c>=2 && d==0: the board of s71 *)
Lemma s100_c70_p56 x (Hs71 : s71_claim x) (a c : nat) :
  x = s100_board (2 + a) 1 (2 + c) 0 -> fst (s100_q56 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q56 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q56] in Hc |- *.
  pose proof (Hs71 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]].
Qed.

Lemma s100_c70_p58 x (Hs71 : s71_claim x) (a c : nat) :
  x = s100_board (2 + a) 1 (2 + c) 0 -> fst (s100_q58 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q58 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q58] in Hc |- *.
  pose proof (Hs71 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s100_c70_p68 x (Hs71 : s71_claim x) (a c : nat) :
  x = s100_board (2 + a) 1 (2 + c) 0 -> fst (s100_q68 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q68 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q68] in Hc |- *.
  pose proof (Hs71 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s100_c70_p70 x (Hs71 : s71_claim x) (a c : nat) :
  x = s100_board (2 + a) 1 (2 + c) 0 -> fst (s100_q70 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q70 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q70] in Hc |- *.
  pose proof (Hs71 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s100_c71_L (a c : nat) : lmoves (s100_board (2 + a) 1 (2 + c) 1) = [s100_board (1 + a) 2 (2 + c) 1; s100_board (2 + a) 1 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) (s75_board (2 + a) 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F]) [(2 + c, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c71_R (a c : nat) : rmoves (s100_board (2 + a) 1 (2 + c) 1) = [s133_board (2 + a) (2 + c) 1; s131_board (2 + a) 1 (2 + c) 1 1].
Proof. unfold s100_board, s131_board, s133_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s100_c71_p57 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s100_board (2 + a) 1 (2 + c) 1 -> fst (s100_q57 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q57 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q57] in Hc |- *.
  rewrite tf_game_eq, (s100_c71_L a c), (s100_c71_R a c); cbn [map].
  pose proof (use_s100 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s100_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s100_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c71_L3 a c)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s100_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c71_L3 a c))) as Ho2.
  pose proof (use_s133 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s100_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 1 (2 + c) 1 1 (opt_r _ _ _ (s100_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s100_p23 Ho0 ltac:(zlia)).
    rewrite (s100_p15 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s133_p8 Ho3 ltac:(zlia)).
    rewrite (s131_p291 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s100_p25 Ho0 ltac:(zlia)).
    rewrite (s100_p15 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s133_p8 Ho3 ltac:(zlia)).
    rewrite (s131_p291 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s100_c71_p69 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s100_board (2 + a) 1 (2 + c) 1 -> fst (s100_q69 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q69 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q69] in Hc |- *.
  rewrite tf_game_eq, (s100_c71_L a c), (s100_c71_R a c); cbn [map].
  pose proof (use_s100 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s100_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s100_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c71_L3 a c)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s100_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c71_L3 a c))) as Ho2.
  pose proof (use_s133 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s100_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 1 (2 + c) 1 1 (opt_r _ _ _ (s100_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s100_p22 Ho0 ltac:(zlia)).
    rewrite (s100_p15 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s133_p8 Ho3 ltac:(zlia)).
    rewrite (s131_p342 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
  {
    rewrite (s100_p24 Ho0 ltac:(zlia)).
    rewrite (s100_p15 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s133_p8 Ho3 ltac:(zlia)).
    rewrite (s131_p342 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
Qed.

Lemma s100_c72_L (a c d : nat) : lmoves (s100_board (2 + a) 1 (2 + c) (2 + d)) = [s100_board (1 + a) 2 (2 + c) (2 + d); s100_board (2 + a) 1 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board (2 + a) 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F]) [(2 + c, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c72_R (a c d : nat) : rmoves (s100_board (2 + a) 1 (2 + c) (2 + d)) = [s133_board (2 + a) (2 + c) (2 + d); s131_board (2 + a) 1 (2 + c) (2 + d) 1].
Proof. unfold s100_board, s131_board, s133_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s100_c72_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s100_board (2 + a) 1 (2 + c) (2 + d) -> fst (s100_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c72_L a c d), (s100_c72_R a c d); cbn [map].
  pose proof (use_s100 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s100_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s100_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c72_L3 a c d)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s100_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c72_L3 a c d))) as Ho2.
  pose proof (use_s133 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s100_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s131 IH (2 + a) 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s100_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s133_p3 Ho3 ltac:(zlia)).
  rewrite (s131_p74 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b>=2 && c==0 && d==0: the board of s71 *)
Lemma s100_c73_p31 x (Hs71 : s71_claim x) (a b : nat) :
  x = s100_board (2 + a) (2 + b) 0 0 -> fst (s100_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q31] in Hc |- *.
  pose proof (Hs71 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c73_p45 x (Hs71 : s71_claim x) (a b : nat) :
  x = s100_board (2 + a) (2 + b) 0 0 -> fst (s100_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q45] in Hc |- *.
  pose proof (Hs71 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s100_c73_p59 x (Hs71 : s71_claim x) (a b : nat) :
  x = s100_board (2 + a) (2 + b) 0 0 -> fst (s100_q59 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q59 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q59] in Hc |- *.
  pose proof (Hs71 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c73_p71 x (Hs71 : s71_claim x) (a b : nat) :
  x = s100_board (2 + a) (2 + b) 0 0 -> fst (s100_q71 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s100_q71 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q71] in Hc |- *.
  pose proof (Hs71 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c74_L (a b : nat) : lmoves (s100_board (2 + a) (2 + b) 0 1) = [s100_board (1 + a) (3 + b) 0 1; s67_board (2 + a) (1 + b) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E; T; T; F; F]) []].
Proof. unfold s100_board, s67_board, strip. tf_options. Qed.
Lemma s100_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E; T; T; F; F]) []) (s75_board (2 + a) (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c74_R (a b : nat) : rmoves (s100_board (2 + a) (2 + b) 0 1) = [s131_board (2 + a) (2 + b) 0 1 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s100_c74_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s100_board (2 + a) (2 + b) 0 1 -> fst (s100_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s100_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q16] in Hc |- *.
  rewrite tf_game_eq, (s100_c74_L a b), (s100_c74_R a b); cbn [map].
  pose proof (use_s100 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s100_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s100_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s100_c74_L3 a b)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s100_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c74_L3 a b))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) 0 1 1 (opt_r _ _ _ (s100_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p16 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s67_p27 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s131_p75 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p34 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s131_p75 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s100_c75_L (a b d : nat) : lmoves (s100_board (2 + a) (2 + b) 0 (2 + d)) = [s100_board (1 + a) (3 + b) 0 (2 + d); s67_board (2 + a) (1 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, s67_board, strip. tf_options. Qed.
Lemma s100_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board (2 + a) (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c75_R (a b d : nat) : rmoves (s100_board (2 + a) (2 + b) 0 (2 + d)) = [s131_board (2 + a) (2 + b) 0 (2 + d) 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s100_c75_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s100_board (2 + a) (2 + b) 0 (2 + d) -> fst (s100_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c75_L a b d), (s100_c75_R a b d); cbn [map].
  pose proof (use_s100 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s100_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s100_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c75_L3 a b d)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s100_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c75_L3 a b d))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s100_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s67_p27 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p74 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p34 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p74 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b>=2 && c==1 && d==0: the board of s71 *)
Lemma s100_c76_p28 x (Hs71 : s71_claim x) (a b : nat) :
  x = s100_board (2 + a) (2 + b) 1 0 -> fst (s100_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s100_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q28] in Hc |- *.
  pose proof (Hs71 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s100_c77_L (a b : nat) : lmoves (s100_board (2 + a) (2 + b) 1 1) = [s100_board (1 + a) (3 + b) 1 1; s100_board (2 + a) (2 + b) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F; F]) []) (s75_board (2 + a) (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c77_R (a b : nat) : rmoves (s100_board (2 + a) (2 + b) 1 1) = [s131_board (2 + a) (2 + b) 1 1 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s100_c77_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s100_board (2 + a) (2 + b) 1 1 -> fst (s100_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s100_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q19] in Hc |- *.
  rewrite tf_game_eq, (s100_c77_L a b), (s100_c77_R a b); cbn [map].
  pose proof (use_s100 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s100_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s100_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c77_L3 a b)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s100_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c77_L3 a b))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) 1 1 1 (opt_r _ _ _ (s100_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p19 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p104 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s100_c78_L (a b d : nat) : lmoves (s100_board (2 + a) (2 + b) 1 (2 + d)) = [s100_board (1 + a) (3 + b) 1 (2 + d); s100_board (2 + a) (2 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board (2 + a) (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c78_R (a b d : nat) : rmoves (s100_board (2 + a) (2 + b) 1 (2 + d)) = [s131_board (2 + a) (2 + b) 1 (2 + d) 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s100_c78_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s100_board (2 + a) (2 + b) 1 (2 + d) -> fst (s100_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c78_L a b d), (s100_c78_R a b d); cbn [map].
  pose proof (use_s100 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s100_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s100_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c78_L3 a b d)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s100_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c78_L3 a b d))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s100_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p74 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b>=2 && c>=2 && d==0: the board of s71 *)
Lemma s100_c79_p20 x (Hs71 : s71_claim x) (a b c : nat) :
  x = s100_board (2 + a) (2 + b) (2 + c) 0 -> fst (s100_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q20] in Hc |- *.
  pose proof (Hs71 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s71_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [num_cmp | num_cmp].
  }
  {
    rewrite (s71_p14 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Lemma s100_c79_p26 x (Hs71 : s71_claim x) (a b c : nat) :
  x = s100_board (2 + a) (2 + b) (2 + c) 0 -> fst (s100_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s100_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s100_q26] in Hc |- *.
  pose proof (Hs71 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s100_board, s71_board; board_eq)) as Ho0.
  rewrite (s71_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s100_c80_L (a b c : nat) : lmoves (s100_board (2 + a) (2 + b) (2 + c) 1) = [s100_board (1 + a) (3 + b) (2 + c) 1; s100_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) (s75_board (2 + a) (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(2 + c, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c80_R (a b c : nat) : rmoves (s100_board (2 + a) (2 + b) (2 + c) 1) = [s131_board (2 + a) (2 + b) (2 + c) 1 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s100_c80_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s100_board (2 + a) (2 + b) (2 + c) 1 -> fst (s100_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q22] in Hc |- *.
  rewrite tf_game_eq, (s100_c80_L a b c), (s100_c80_R a b c); cbn [map].
  pose proof (use_s100 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s100_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s100_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c80_L3 a b c)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s100_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c80_L3 a b c))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s100_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s100_p22 Ho0 ltac:(zlia)).
    rewrite (s100_p15 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p119 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s100_p23 Ho0 ltac:(zlia)).
    rewrite (s100_p15 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p119 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s100_c80_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s100_board (2 + a) (2 + b) (2 + c) 1 -> fst (s100_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s100_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s100_q24] in Hc |- *.
  rewrite tf_game_eq, (s100_c80_L a b c), (s100_c80_R a b c); cbn [map].
  pose proof (use_s100 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s100_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s100_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c80_L3 a b c)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s100_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c80_L3 a b c))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s100_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s100_p24 Ho0 ltac:(zlia)).
    rewrite (s100_p15 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p131 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s100_p25 Ho0 ltac:(zlia)).
    rewrite (s100_p15 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s131_p131 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s100_c81_L (a b c d : nat) : lmoves (s100_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s100_board (1 + a) (3 + b) (2 + c) (2 + d); s100_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s100_board, strip. tf_options. Qed.
Lemma s100_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s75_board (2 + a) (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(2 + c, 1); (1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s100_c81_R (a b c d : nat) : rmoves (s100_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s131_board (2 + a) (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s100_board, s131_board. tf_options. Qed.
(* s100 = T^a _ T^b F T^c _ T^d _ T F^2 on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s100_c81_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s100_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s100_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s100_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s100_q15] in Hc |- *.
  rewrite tf_game_eq, (s100_c81_L a b c d), (s100_c81_R a b c d); cbn [map].
  pose proof (use_s100 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s100_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s100_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s100_c81_L3 a b c d)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s100_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s100_c81_L3 a b c d))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s100_c81_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s100_p15 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s131_p74 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==0 && b==0 && c==0: the board of s25 *)
Lemma s101_c1_p1 x (Hs25 : s25_claim x) :
  x = s101_board 0 0 0 -> fst (s101_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s101_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q1] in Hc |- *.
  pose proof (Hs25 0 ltac:(rewrite Hx; unfold s101_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==0 && b==0 && c==1: the board of s88 *)
Lemma s101_c2_p3 x (Hs88 : s88_claim x) :
  x = s101_board 0 0 1 -> fst (s101_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s101_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q3] in Hc |- *.
  pose proof (Hs88 0 1 ltac:(rewrite Hx; unfold s101_board, s88_board; board_eq)) as Ho0.
  rewrite (s88_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==0 && b==0 && c>=2: the board of s88 *)
Lemma s101_c3_p4 x (Hs88 : s88_claim x) (c : nat) :
  x = s101_board 0 0 (2 + c) -> fst (s101_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s101_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s101_q4] in Hc |- *.
  pose proof (Hs88 0 (2 + c) ltac:(rewrite Hx; unfold s101_board, s88_board; board_eq)) as Ho0.
  rewrite (s88_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==0 && b==1 && c==0: the board of s70 *)
Lemma s101_c4_p6 x (Hs70 : s70_claim x) :
  x = s101_board 0 1 0 -> fst (s101_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s101_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q6] in Hc |- *.
  pose proof (Hs70 0 1 ltac:(rewrite Hx; unfold s101_board, s70_board; board_eq)) as Ho0.
  rewrite (s70_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s101_c5_L : lmoves (s101_board 0 1 1) = [strip [(0, 1)] ([E; E; T; T; E; T; F; F]) []; strip [(0, 1)] ([E; T; E; E; T; T; F; F]) []].
Proof. unfold s101_board, strip. tf_options. Qed.
Lemma s101_c5_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; E; T; F; F]) []) (s20_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s101_c5_L2 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; T; F; F]) []) (repeat E 3) (2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([E; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s101_c5_R : rmoves (s101_board 0 1 1) = [strip [(0, 1)] ([E; T; E; T; F; T; E; F]) []].
Proof. unfold s101_board, strip. tf_options. Qed.
Lemma s101_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; T; E; F]) []) (s48_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==0 && b==1 && c==1 *)
Lemma s101_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s101_board 0 1 1 -> fst (s101_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s101_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s101_q7] in Hc |- *.
  rewrite tf_game_eq, (s101_c5_L), (s101_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s101_c5_L1)).
  pose proof (use_s20 IH 0 2 (opt_norm_l _ _ _ _ _ (s101_c5_L) ltac:(cbn [In]; left; reflexivity) (s101_c5_L1))) as Ho0.
  rewrite (tf_norm_blank (s101_c5_L2)).
  rewrite (tf_norm_game0 (s101_c5_R1)).
  pose proof (use_s48 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s101_c5_R) ltac:(cbn [In]; left; reflexivity) (s101_c5_R1))) as Ho2.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s48_p24 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s101_c6_L (c : nat) : lmoves (s101_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; T; F; F]) []; strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s101_board, strip. tf_options. Qed.
Lemma s101_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; T; F; F]) []) (s20_board 0 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s101_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (repeat E 3) (Z.of_nat (2 + c) + 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s101_c6_R (c : nat) : rmoves (s101_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; T; E; F]) []].
Proof. unfold s101_board, strip. tf_options. Qed.
Lemma s101_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; T; E; F]) []) (s48_board 0 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==0 && b==1 && c>=2 *)
Lemma s101_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s101_board 0 1 (2 + c) -> fst (s101_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s101_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s101_q4] in Hc |- *.
  rewrite tf_game_eq, (s101_c6_L c), (s101_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s101_c6_L1 c)).
  pose proof (use_s20 IH 0 (3 + c) (opt_norm_l _ _ _ _ _ (s101_c6_L c) ltac:(cbn [In]; left; reflexivity) (s101_c6_L1 c))) as Ho0.
  rewrite (tf_norm_blank (s101_c6_L2 c)).
  rewrite (tf_norm_game0 (s101_c6_R1 c)).
  pose proof (use_s48 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s101_c6_R c) ltac:(cbn [In]; left; reflexivity) (s101_c6_R1 c))) as Ho2.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s48_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==0 && b>=2 && c==0: the board of s70 *)
Lemma s101_c7_p8 x (Hs70 : s70_claim x) (b : nat) :
  x = s101_board 0 (2 + b) 0 -> fst (s101_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s101_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q8] in Hc |- *.
  pose proof (Hs70 0 (2 + b) ltac:(rewrite Hx; unfold s101_board, s70_board; board_eq)) as Ho0.
  rewrite (s70_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s101_c7_p10 x (Hs70 : s70_claim x) (b : nat) :
  x = s101_board 0 (2 + b) 0 -> fst (s101_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s101_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q10] in Hc |- *.
  pose proof (Hs70 0 (2 + b) ltac:(rewrite Hx; unfold s101_board, s70_board; board_eq)) as Ho0.
  rewrite (s70_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s101_c7_p13 x (Hs70 : s70_claim x) (b : nat) :
  x = s101_board 0 (2 + b) 0 -> fst (s101_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s101_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q13] in Hc |- *.
  pose proof (Hs70 0 (2 + b) ltac:(rewrite Hx; unfold s101_board, s70_board; board_eq)) as Ho0.
  rewrite (s70_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s101_c8_L (b : nat) : lmoves (s101_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; T; F; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []].
Proof. unfold s101_board, strip. tf_options. Qed.
Lemma s101_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; T; F; F]) []) (s22_board 0 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s101_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) (repeat E 3) (2 * Z.of_nat (2 + b)).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + b, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s101_c8_R (b : nat) : rmoves (s101_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; T; E; F]) []].
Proof. unfold s101_board, strip. tf_options. Qed.
Lemma s101_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; T; E; F]) []) (s48_board 0 (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==0 && b>=2 && c==1 *)
Lemma s101_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s101_board 0 (2 + b) 1 -> fst (s101_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s101_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s101_q9] in Hc |- *.
  rewrite tf_game_eq, (s101_c8_L b), (s101_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s101_c8_L1 b)).
  pose proof (use_s22 IH 0 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s101_c8_L b) ltac:(cbn [In]; left; reflexivity) (s101_c8_L1 b))) as Ho0.
  rewrite (tf_norm_blank (s101_c8_L2 b)).
  rewrite (tf_norm_game0 (s101_c8_R1 b)).
  pose proof (use_s48 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s101_c8_R b) ltac:(cbn [In]; left; reflexivity) (s101_c8_R1 b))) as Ho2.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s48_p40 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s101_c8_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s101_board 0 (2 + b) 1 -> fst (s101_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s101_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s101_q12] in Hc |- *.
  rewrite tf_game_eq, (s101_c8_L b), (s101_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s101_c8_L1 b)).
  pose proof (use_s22 IH 0 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s101_c8_L b) ltac:(cbn [In]; left; reflexivity) (s101_c8_L1 b))) as Ho0.
  rewrite (tf_norm_blank (s101_c8_L2 b)).
  rewrite (tf_norm_game0 (s101_c8_R1 b)).
  pose proof (use_s48 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s101_c8_R b) ltac:(cbn [In]; left; reflexivity) (s101_c8_R1 b))) as Ho2.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s48_p49 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s101_c9_L (b c : nat) : lmoves (s101_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s101_board, strip. tf_options. Qed.
Lemma s101_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F; F]) []) (s22_board 0 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s101_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (repeat E 3) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + b, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s101_c9_R (b c : nat) : rmoves (s101_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; F]) []].
Proof. unfold s101_board, strip. tf_options. Qed.
Lemma s101_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; F]) []) (s48_board 0 (2 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==0 && b>=2 && c>=2 *)
Lemma s101_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s101_board 0 (2 + b) (2 + c) -> fst (s101_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s101_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s101_q4] in Hc |- *.
  rewrite tf_game_eq, (s101_c9_L b c), (s101_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s101_c9_L1 b c)).
  pose proof (use_s22 IH 0 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s101_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s101_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_blank (s101_c9_L2 b c)).
  rewrite (tf_norm_game0 (s101_c9_R1 b c)).
  pose proof (use_s48 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s101_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s101_c9_R1 b c))) as Ho2.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s48_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==1 && b==0 && c==0: the board of s25 *)
Lemma s101_c10_p1 x (Hs25 : s25_claim x) :
  x = s101_board 1 0 0 -> fst (s101_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s101_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q1] in Hc |- *.
  pose proof (Hs25 1 ltac:(rewrite Hx; unfold s101_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==1 && b==0 && c==1: the board of s88 *)
Lemma s101_c11_p2 x (Hs88 : s88_claim x) :
  x = s101_board 1 0 1 -> fst (s101_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s101_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q2] in Hc |- *.
  pose proof (Hs88 1 1 ltac:(rewrite Hx; unfold s101_board, s88_board; board_eq)) as Ho0.
  rewrite (s88_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==1 && b==0 && c>=2: the board of s88 *)
Lemma s101_c12_p4 x (Hs88 : s88_claim x) (c : nat) :
  x = s101_board 1 0 (2 + c) -> fst (s101_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s101_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s101_q4] in Hc |- *.
  pose proof (Hs88 1 (2 + c) ltac:(rewrite Hx; unfold s101_board, s88_board; board_eq)) as Ho0.
  rewrite (s88_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==1 && b==1 && c==0: the board of s70 *)
Lemma s101_c13_p5 x (Hs70 : s70_claim x) :
  x = s101_board 1 1 0 -> fst (s101_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s101_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q5] in Hc |- *.
  pose proof (Hs70 1 1 ltac:(rewrite Hx; unfold s101_board, s70_board; board_eq)) as Ho0.
  rewrite (s70_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s101_c14_L : lmoves (s101_board 1 1 1) = [strip [(1, 1)] ([T; T; E; T; E; T; F; F]) []; s88_board 1 2; strip [] ([T; F; E; T; E; E; T; T; F; F]) []].
Proof. unfold s101_board, s88_board, strip. tf_options. Qed.
Lemma s101_c14_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; E; T; F; F]) []) (s22_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s101_c14_L3 : tf_norm (strip [] ([T; F; E; T; E; E; T; T; F; F]) []) (s76_board 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; T; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E]) [(1, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s101_c14_R : rmoves (s101_board 1 1 1) = [s134_board 1 1 1 1].
Proof. unfold s101_board, s134_board. tf_options. Qed.
(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==1 && b==1 && c==1 *)
Lemma s101_c14_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s101_board 1 1 1 -> fst (s101_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s101_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s101_q9] in Hc |- *.
  rewrite tf_game_eq, (s101_c14_L), (s101_c14_R); cbn [map].
  rewrite (tf_norm_game (s101_c14_L1)).
  pose proof (use_s22 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s101_c14_L) ltac:(cbn [In]; left; reflexivity) (s101_c14_L1))) as Ho0.
  pose proof (use_s88 IH 1 2 (opt_l _ _ _ (s101_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s101_c14_L3)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s101_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s101_c14_L3))) as Ho2.
  pose proof (use_s134 IH 1 1 1 1 (opt_r _ _ _ (s101_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p7_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s88_p3 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) I).
  rewrite (s134_p43 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s101_c15_L (c : nat) : lmoves (s101_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F; F]) []; s88_board 1 (3 + c); strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s101_board, s88_board, strip. tf_options. Qed.
Lemma s101_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F; F]) []) (s22_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s101_c15_L3 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s76_board 1) (Z.of_nat (2 + c) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E]) [(1, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s101_c15_R (c : nat) : rmoves (s101_board 1 1 (2 + c)) = [s134_board 1 1 (2 + c) 1].
Proof. unfold s101_board, s134_board. tf_options. Qed.
(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==1 && b==1 && c>=2 *)
Lemma s101_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s101_board 1 1 (2 + c) -> fst (s101_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s101_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s101_q4] in Hc |- *.
  rewrite tf_game_eq, (s101_c15_L c), (s101_c15_R c); cbn [map].
  rewrite (tf_norm_game (s101_c15_L1 c)).
  pose proof (use_s22 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s101_c15_L c) ltac:(cbn [In]; left; reflexivity) (s101_c15_L1 c))) as Ho0.
  pose proof (use_s88 IH 1 (3 + c) (opt_l _ _ _ (s101_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s101_c15_L3 c)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s101_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s101_c15_L3 c))) as Ho2.
  pose proof (use_s134 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s101_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s88_p3 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (Z.of_nat (2 + c) + 1) (Nat2Z.is_nonneg _) I).
  rewrite (s134_p76 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==1 && b>=2 && c==0: the board of s70 *)
Lemma s101_c16_p10 x (Hs70 : s70_claim x) (b : nat) :
  x = s101_board 1 (2 + b) 0 -> fst (s101_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s101_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q10] in Hc |- *.
  pose proof (Hs70 1 (2 + b) ltac:(rewrite Hx; unfold s101_board, s70_board; board_eq)) as Ho0.
  rewrite (s70_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s101_c16_p13 x (Hs70 : s70_claim x) (b : nat) :
  x = s101_board 1 (2 + b) 0 -> fst (s101_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s101_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q13] in Hc |- *.
  pose proof (Hs70 1 (2 + b) ltac:(rewrite Hx; unfold s101_board, s70_board; board_eq)) as Ho0.
  rewrite (s70_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s101_c17_L (b : nat) : lmoves (s101_board 1 (2 + b) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F; F]) []; s101_board 1 (1 + b) 2; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []].
Proof. unfold s101_board, strip. tf_options. Qed.
Lemma s101_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F; F]) []) (s22_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s101_c17_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) (s76_board 1) (2 * Z.of_nat (2 + b)).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E]) [(2 + b, 2)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s101_c17_R (b : nat) : rmoves (s101_board 1 (2 + b) 1) = [s134_board 1 (2 + b) 1 1].
Proof. unfold s101_board, s134_board. tf_options. Qed.
(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==1 && b>=2 && c==1 *)
Lemma s101_c17_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s101_board 1 (2 + b) 1 -> fst (s101_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s101_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s101_q12] in Hc |- *.
  rewrite tf_game_eq, (s101_c17_L b), (s101_c17_R b); cbn [map].
  rewrite (tf_norm_game (s101_c17_L1 b)).
  pose proof (use_s22 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s101_c17_L b) ltac:(cbn [In]; left; reflexivity) (s101_c17_L1 b))) as Ho0.
  pose proof (use_s101 IH 1 (1 + b) 2 (opt_l _ _ _ (s101_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s101_c17_L3 b)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s101_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s101_c17_L3 b))) as Ho2.
  pose proof (use_s134 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s101_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p9 Ho0 ltac:(zlia)).
  rewrite (s22_p9_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s101_p4 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
  rewrite (s134_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s101_c18_L (b c : nat) : lmoves (s101_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F; F]) []; s101_board 1 (1 + b) (3 + c); strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s101_board, strip. tf_options. Qed.
Lemma s101_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F; F]) []) (s22_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s101_c18_L3 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s76_board 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E]) [(2 + b, 1); (1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s101_c18_R (b c : nat) : rmoves (s101_board 1 (2 + b) (2 + c)) = [s134_board 1 (2 + b) (2 + c) 1].
Proof. unfold s101_board, s134_board. tf_options. Qed.
(* s101 = T^a F _ T^b _ T^c _ T F^2 on a==1 && b>=2 && c>=2 *)
Lemma s101_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s101_board 1 (2 + b) (2 + c) -> fst (s101_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s101_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s101_q4] in Hc |- *.
  rewrite tf_game_eq, (s101_c18_L b c), (s101_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s101_c18_L1 b c)).
  pose proof (use_s22 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s101_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s101_c18_L1 b c))) as Ho0.
  pose proof (use_s101 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s101_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s101_c18_L3 b c)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s101_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s101_c18_L3 b c))) as Ho2.
  pose proof (use_s134 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s101_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s101_p4 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) I).
  rewrite (s134_p76 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s101 = T^a F _ T^b _ T^c _ T F^2 on a>=2 && b==0 && c==0: the board of s25 *)
Lemma s101_c19_p5 x (Hs25 : s25_claim x) (a : nat) :
  x = s101_board (2 + a) 0 0 -> fst (s101_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s101_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q5] in Hc |- *.
  pose proof (Hs25 (2 + a) ltac:(rewrite Hx; unfold s101_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s101_c19_p11 x (Hs25 : s25_claim x) (a : nat) :
  x = s101_board (2 + a) 0 0 -> fst (s101_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s101_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s101_q11] in Hc |- *.
  pose proof (Hs25 (2 + a) ltac:(rewrite Hx; unfold s101_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

