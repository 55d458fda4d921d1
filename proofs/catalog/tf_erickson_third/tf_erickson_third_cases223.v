(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s179_c66_L (a d : nat) : lmoves (s179_board (2 + a) 1 0 (2 + d)) = [s182_board (1 + a) 0 2 0 (2 + d); s144_board (2 + a) 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s144_board, s179_board, s182_board, strip. tf_options. Qed.
Lemma s179_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board (2 + a) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c66_R (a d : nat) : rmoves (s179_board (2 + a) 1 0 (2 + d)) = [strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c66_R1 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s64_board 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s64_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c66_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board (2 + a) 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s179_c66_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s179_board (2 + a) 1 0 (2 + d) -> fst (s179_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q12] in Hc |- *.
  rewrite tf_game_eq, (s179_c66_L a d), (s179_c66_R a d); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 0 (2 + d) (opt_l _ _ _ (s179_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s144 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s179_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c66_L3 a d)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c66_L3 a d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c66_R1 a d)).
  pose proof (use_s64 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c66_R a d) ltac:(cbn [In]; left; reflexivity) (s179_c66_R1 a d))) as Ho3.
  rewrite (tf_norm_game (s179_c66_R2 a d)).
  pose proof (use_s177 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c66_R2 a d))) as Ho4.
  rewrite (s182_p49 Ho0 ltac:(zlia)).
  rewrite (s144_p15 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s64_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c66_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s179_board (2 + a) 1 0 (2 + d) -> fst (s179_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q40] in Hc |- *.
  rewrite tf_game_eq, (s179_c66_L a d), (s179_c66_R a d); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 0 (2 + d) (opt_l _ _ _ (s179_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s144 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s179_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c66_L3 a d)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c66_L3 a d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c66_R1 a d)).
  pose proof (use_s64 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c66_R a d) ltac:(cbn [In]; left; reflexivity) (s179_c66_R1 a d))) as Ho3.
  rewrite (tf_norm_game (s179_c66_R2 a d)).
  pose proof (use_s177 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c66_R2 a d))) as Ho4.
  rewrite (s182_p74 Ho0 ltac:(zlia)).
  rewrite (s144_p18 Ho1 ltac:(zlia)).
  rewrite (s105_p7 Ho2 ltac:(zlia)).
  rewrite (s105_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s64_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c66_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s179_board (2 + a) 1 0 (2 + d) -> fst (s179_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q49] in Hc |- *.
  rewrite tf_game_eq, (s179_c66_L a d), (s179_c66_R a d); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 0 (2 + d) (opt_l _ _ _ (s179_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s144 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s179_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c66_L3 a d)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c66_L3 a d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c66_R1 a d)).
  pose proof (use_s64 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c66_R a d) ltac:(cbn [In]; left; reflexivity) (s179_c66_R1 a d))) as Ho3.
  rewrite (tf_norm_game (s179_c66_R2 a d)).
  pose proof (use_s177 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c66_R2 a d))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s182_p93 Ho0 ltac:(zlia)).
    rewrite (s144_p21 Ho1 ltac:(zlia)).
    rewrite (s105_p5 Ho2 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s64_p5 Ho3 ltac:(zlia)).
    rewrite (s177_p6 Ho4 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p112 Ho0 ltac:(zlia)).
    rewrite (s144_p21 Ho1 ltac:(zlia)).
    rewrite (s105_p5 Ho2 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s64_p5 Ho3 ltac:(zlia)).
    rewrite (s177_p6 Ho4 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==1 && d==0: the board of s150 *)
Lemma s179_c67_p16 x (Hs150 : s150_claim x) (a : nat) :
  x = s179_board (2 + a) 1 1 0 -> fst (s179_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s179_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q16] in Hc |- *.
  pose proof (Hs150 (2 + a) 1 1 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c68_L (a : nat) : lmoves (s179_board (2 + a) 1 1 1) = [s182_board (1 + a) 0 2 1 1; s179_board (2 + a) 1 0 2; strip [] (repeat T (2 + a) ++ [F; E; T; F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s179_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; F; T; E; E; T; T; F]) []) (s105_board (2 + a) 1) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; E; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c68_R (a : nat) : rmoves (s179_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [F; F; T; E; T; E; T; E; T; F]) []; strip [] (repeat T (2 + a) ++ [F; E; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; T; E; T; E; T; E; T; F]) []) (s74_board 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; T; E; T; E; T; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; T; E; T; E; T; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s74_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c68_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; F; T; E; T; F]) [(1, 1)]) (s177_board (2 + a) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s179_c68_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s179_board (2 + a) 1 1 1 -> fst (s179_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s179_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q12] in Hc |- *.
  rewrite tf_game_eq, (s179_c68_L a), (s179_c68_R a); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 1 1 (opt_l _ _ _ (s179_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 0 2 (opt_l _ _ _ (s179_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c68_L3 a)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c68_L3 a))) as Ho2.
  rewrite (tf_norm_game0 (s179_c68_R1 a)).
  pose proof (use_s74 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s179_c68_R a) ltac:(cbn [In]; left; reflexivity) (s179_c68_R1 a))) as Ho3.
  rewrite (tf_norm_game (s179_c68_R2 a)).
  pose proof (use_s177 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s179_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c68_R2 a))) as Ho4.
  rewrite (s182_p49 Ho0 ltac:(zlia)).
  rewrite (s179_p12 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c68_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s179_board (2 + a) 1 1 1 -> fst (s179_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s179_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q40] in Hc |- *.
  rewrite tf_game_eq, (s179_c68_L a), (s179_c68_R a); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 1 1 (opt_l _ _ _ (s179_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 0 2 (opt_l _ _ _ (s179_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c68_L3 a)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c68_L3 a))) as Ho2.
  rewrite (tf_norm_game0 (s179_c68_R1 a)).
  pose proof (use_s74 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s179_c68_R a) ltac:(cbn [In]; left; reflexivity) (s179_c68_R1 a))) as Ho3.
  rewrite (tf_norm_game (s179_c68_R2 a)).
  pose proof (use_s177 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s179_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c68_R2 a))) as Ho4.
  rewrite (s182_p74 Ho0 ltac:(zlia)).
  rewrite (s179_p40 Ho1 ltac:(zlia)).
  rewrite (s105_p7 Ho2 ltac:(zlia)).
  rewrite (s105_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c68_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s179_board (2 + a) 1 1 1 -> fst (s179_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s179_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q49] in Hc |- *.
  rewrite tf_game_eq, (s179_c68_L a), (s179_c68_R a); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 1 1 (opt_l _ _ _ (s179_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 0 2 (opt_l _ _ _ (s179_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c68_L3 a)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c68_L3 a))) as Ho2.
  rewrite (tf_norm_game0 (s179_c68_R1 a)).
  pose proof (use_s74 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s179_c68_R a) ltac:(cbn [In]; left; reflexivity) (s179_c68_R1 a))) as Ho3.
  rewrite (tf_norm_game (s179_c68_R2 a)).
  pose proof (use_s177 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s179_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c68_R2 a))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s182_p93 Ho0 ltac:(zlia)).
    rewrite (s179_p49 Ho1 ltac:(zlia)).
    rewrite (s105_p5 Ho2 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s74_p5 Ho3 ltac:(zlia)).
    rewrite (s177_p6 Ho4 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p112 Ho0 ltac:(zlia)).
    rewrite (s179_p49 Ho1 ltac:(zlia)).
    rewrite (s105_p5 Ho2 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s74_p5 Ho3 ltac:(zlia)).
    rewrite (s177_p6 Ho4 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s179_c69_L (a d : nat) : lmoves (s179_board (2 + a) 1 1 (2 + d)) = [s182_board (1 + a) 0 2 1 (2 + d); s179_board (2 + a) 1 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s179_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board (2 + a) 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c69_R (a d : nat) : rmoves (s179_board (2 + a) 1 1 (2 + d)) = [strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c69_R1 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 1 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s74_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c69_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board (2 + a) 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s179_c69_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s179_board (2 + a) 1 1 (2 + d) -> fst (s179_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q12] in Hc |- *.
  rewrite tf_game_eq, (s179_c69_L a d), (s179_c69_R a d); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 1 (2 + d) (opt_l _ _ _ (s179_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s179_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c69_L3 a d)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c69_L3 a d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c69_R1 a d)).
  pose proof (use_s74 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c69_R a d) ltac:(cbn [In]; left; reflexivity) (s179_c69_R1 a d))) as Ho3.
  rewrite (tf_norm_game (s179_c69_R2 a d)).
  pose proof (use_s177 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c69_R2 a d))) as Ho4.
  rewrite (s182_p49 Ho0 ltac:(zlia)).
  rewrite (s179_p12 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c69_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s179_board (2 + a) 1 1 (2 + d) -> fst (s179_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q40] in Hc |- *.
  rewrite tf_game_eq, (s179_c69_L a d), (s179_c69_R a d); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 1 (2 + d) (opt_l _ _ _ (s179_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s179_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c69_L3 a d)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c69_L3 a d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c69_R1 a d)).
  pose proof (use_s74 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c69_R a d) ltac:(cbn [In]; left; reflexivity) (s179_c69_R1 a d))) as Ho3.
  rewrite (tf_norm_game (s179_c69_R2 a d)).
  pose proof (use_s177 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c69_R2 a d))) as Ho4.
  rewrite (s182_p74 Ho0 ltac:(zlia)).
  rewrite (s179_p40 Ho1 ltac:(zlia)).
  rewrite (s105_p7 Ho2 ltac:(zlia)).
  rewrite (s105_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c69_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s179_board (2 + a) 1 1 (2 + d) -> fst (s179_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q49] in Hc |- *.
  rewrite tf_game_eq, (s179_c69_L a d), (s179_c69_R a d); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 1 (2 + d) (opt_l _ _ _ (s179_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s179_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c69_L3 a d)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c69_L3 a d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c69_R1 a d)).
  pose proof (use_s74 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c69_R a d) ltac:(cbn [In]; left; reflexivity) (s179_c69_R1 a d))) as Ho3.
  rewrite (tf_norm_game (s179_c69_R2 a d)).
  pose proof (use_s177 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c69_R2 a d))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s182_p93 Ho0 ltac:(zlia)).
    rewrite (s179_p49 Ho1 ltac:(zlia)).
    rewrite (s105_p5 Ho2 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s74_p5 Ho3 ltac:(zlia)).
    rewrite (s177_p6 Ho4 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p112 Ho0 ltac:(zlia)).
    rewrite (s179_p49 Ho1 ltac:(zlia)).
    rewrite (s105_p5 Ho2 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s74_p5 Ho3 ltac:(zlia)).
    rewrite (s177_p6 Ho4 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c>=2 && d==0: the board of s150 *)
Lemma s179_c70_p16 x (Hs150 : s150_claim x) (a c : nat) :
  x = s179_board (2 + a) 1 (2 + c) 0 -> fst (s179_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s179_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q16] in Hc |- *.
  pose proof (Hs150 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c71_L (a c : nat) : lmoves (s179_board (2 + a) 1 (2 + c) 1) = [s182_board (1 + a) 0 2 (2 + c) 1; s179_board (2 + a) 1 (1 + c) 2; strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s179_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s105_board (2 + a) 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; T; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c71_R (a c : nat) : rmoves (s179_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s74_board 1 (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s74_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c71_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s177_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s179_c71_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s179_board (2 + a) 1 (2 + c) 1 -> fst (s179_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s179_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q12] in Hc |- *.
  rewrite tf_game_eq, (s179_c71_L a c), (s179_c71_R a c); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 (2 + c) 1 (opt_l _ _ _ (s179_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s179_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c71_L3 a c)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c71_L3 a c))) as Ho2.
  rewrite (tf_norm_game0 (s179_c71_R1 a c)).
  pose proof (use_s74 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s179_c71_R1 a c))) as Ho3.
  rewrite (tf_norm_game (s179_c71_R2 a c)).
  pose proof (use_s177 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c71_R2 a c))) as Ho4.
  rewrite (s182_p49 Ho0 ltac:(zlia)).
  rewrite (s179_p12 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c71_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s179_board (2 + a) 1 (2 + c) 1 -> fst (s179_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s179_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q40] in Hc |- *.
  rewrite tf_game_eq, (s179_c71_L a c), (s179_c71_R a c); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 (2 + c) 1 (opt_l _ _ _ (s179_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s179_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c71_L3 a c)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c71_L3 a c))) as Ho2.
  rewrite (tf_norm_game0 (s179_c71_R1 a c)).
  pose proof (use_s74 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s179_c71_R1 a c))) as Ho3.
  rewrite (tf_norm_game (s179_c71_R2 a c)).
  pose proof (use_s177 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c71_R2 a c))) as Ho4.
  rewrite (s182_p74 Ho0 ltac:(zlia)).
  rewrite (s179_p40 Ho1 ltac:(zlia)).
  rewrite (s105_p7 Ho2 ltac:(zlia)).
  rewrite (s105_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c71_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s179_board (2 + a) 1 (2 + c) 1 -> fst (s179_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s179_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q49] in Hc |- *.
  rewrite tf_game_eq, (s179_c71_L a c), (s179_c71_R a c); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 (2 + c) 1 (opt_l _ _ _ (s179_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s179_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c71_L3 a c)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c71_L3 a c))) as Ho2.
  rewrite (tf_norm_game0 (s179_c71_R1 a c)).
  pose proof (use_s74 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s179_c71_R1 a c))) as Ho3.
  rewrite (tf_norm_game (s179_c71_R2 a c)).
  pose proof (use_s177 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c71_R2 a c))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s182_p93 Ho0 ltac:(zlia)).
    rewrite (s179_p49 Ho1 ltac:(zlia)).
    rewrite (s105_p5 Ho2 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s74_p5 Ho3 ltac:(zlia)).
    rewrite (s177_p6 Ho4 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p112 Ho0 ltac:(zlia)).
    rewrite (s179_p49 Ho1 ltac:(zlia)).
    rewrite (s105_p5 Ho2 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s74_p5 Ho3 ltac:(zlia)).
    rewrite (s177_p6 Ho4 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s179_c72_L (a c d : nat) : lmoves (s179_board (2 + a) 1 (2 + c) (2 + d)) = [s182_board (1 + a) 0 2 (2 + c) (2 + d); s179_board (2 + a) 1 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s179_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board (2 + a) 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; T; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c72_R (a c d : nat) : rmoves (s179_board (2 + a) 1 (2 + c) (2 + d)) = [strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c72_R1 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 1 (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s74_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c72_R2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s179_c72_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s179_board (2 + a) 1 (2 + c) (2 + d) -> fst (s179_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q12] in Hc |- *.
  rewrite tf_game_eq, (s179_c72_L a c d), (s179_c72_R a c d); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s179_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s179_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c72_L3 a c d)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c72_L3 a c d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c72_R1 a c d)).
  pose proof (use_s74 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c72_R a c d) ltac:(cbn [In]; left; reflexivity) (s179_c72_R1 a c d))) as Ho3.
  rewrite (tf_norm_game (s179_c72_R2 a c d)).
  pose proof (use_s177 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c72_R2 a c d))) as Ho4.
  rewrite (s182_p49 Ho0 ltac:(zlia)).
  rewrite (s179_p12 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c72_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s179_board (2 + a) 1 (2 + c) (2 + d) -> fst (s179_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q40] in Hc |- *.
  rewrite tf_game_eq, (s179_c72_L a c d), (s179_c72_R a c d); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s179_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s179_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c72_L3 a c d)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c72_L3 a c d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c72_R1 a c d)).
  pose proof (use_s74 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c72_R a c d) ltac:(cbn [In]; left; reflexivity) (s179_c72_R1 a c d))) as Ho3.
  rewrite (tf_norm_game (s179_c72_R2 a c d)).
  pose proof (use_s177 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c72_R2 a c d))) as Ho4.
  rewrite (s182_p74 Ho0 ltac:(zlia)).
  rewrite (s179_p40 Ho1 ltac:(zlia)).
  rewrite (s105_p7 Ho2 ltac:(zlia)).
  rewrite (s105_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c72_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s179_board (2 + a) 1 (2 + c) (2 + d) -> fst (s179_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q49] in Hc |- *.
  rewrite tf_game_eq, (s179_c72_L a c d), (s179_c72_R a c d); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s179_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s179_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c72_L3 a c d)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s179_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c72_L3 a c d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c72_R1 a c d)).
  pose proof (use_s74 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c72_R a c d) ltac:(cbn [In]; left; reflexivity) (s179_c72_R1 a c d))) as Ho3.
  rewrite (tf_norm_game (s179_c72_R2 a c d)).
  pose proof (use_s177 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c72_R2 a c d))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s182_p93 Ho0 ltac:(zlia)).
    rewrite (s179_p49 Ho1 ltac:(zlia)).
    rewrite (s105_p5 Ho2 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s74_p5 Ho3 ltac:(zlia)).
    rewrite (s177_p6 Ho4 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p112 Ho0 ltac:(zlia)).
    rewrite (s179_p49 Ho1 ltac:(zlia)).
    rewrite (s105_p5 Ho2 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s74_p5 Ho3 ltac:(zlia)).
    rewrite (s177_p6 Ho4 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==0 && d==0: the board of s150 *)
Lemma s179_c73_p18 x (Hs150 : s150_claim x) (a b : nat) :
  x = s179_board (2 + a) (2 + b) 0 0 -> fst (s179_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q18] in Hc |- *.
  pose proof (Hs150 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c73_p19 x (Hs150 : s150_claim x) (a b : nat) :
  x = s179_board (2 + a) (2 + b) 0 0 -> fst (s179_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q19] in Hc |- *.
  pose proof (Hs150 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c73_p20 x (Hs150 : s150_claim x) (a b : nat) :
  x = s179_board (2 + a) (2 + b) 0 0 -> fst (s179_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q20] in Hc |- *.
  pose proof (Hs150 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c73_p41 x (Hs150 : s150_claim x) (a b : nat) :
  x = s179_board (2 + a) (2 + b) 0 0 -> fst (s179_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q41] in Hc |- *.
  pose proof (Hs150 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c73_p48 x (Hs150 : s150_claim x) (a b : nat) :
  x = s179_board (2 + a) (2 + b) 0 0 -> fst (s179_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q48] in Hc |- *.
  pose proof (Hs150 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c73_p50 x (Hs150 : s150_claim x) (a b : nat) :
  x = s179_board (2 + a) (2 + b) 0 0 -> fst (s179_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q50] in Hc |- *.
  pose proof (Hs150 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c73_p56 x (Hs150 : s150_claim x) (a b : nat) :
  x = s179_board (2 + a) (2 + b) 0 0 -> fst (s179_q56 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q56 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q56] in Hc |- *.
  pose proof (Hs150 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c74_L (a b : nat) : lmoves (s179_board (2 + a) (2 + b) 0 1) = [s182_board (1 + a) 0 (3 + b) 0 1; s171_board (2 + a) (1 + b) 0 2; strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []].
Proof. unfold s171_board, s179_board, s182_board, strip. tf_options. Qed.
Lemma s179_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) (s105_board (2 + a) (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c74_R (a b : nat) : rmoves (s179_board (2 + a) (2 + b) 0 1) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c74_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]) (s177_board (2 + a) (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s179_c74_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s179_board (2 + a) (2 + b) 0 1 -> fst (s179_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s179_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q14] in Hc |- *.
  rewrite tf_game_eq, (s179_c74_L a b), (s179_c74_R a b); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 (3 + b) 0 1 (opt_l _ _ _ (s179_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s171 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s179_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s179_c74_L3 a b)).
  pose proof (use_s105 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s179_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c74_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s179_c74_R1 a b)).
  pose proof (use_s177 IH (2 + a) (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s179_c74_R a b) ltac:(cbn [In]; left; reflexivity) (s179_c74_R1 a b))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s182_p49 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s171_p33 Ho1 ltac:(zlia)).
      rewrite (s105_p2 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p41 Ho1 ltac:(zlia)).
      rewrite (s105_p2 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s182_p74 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s171_p39 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p42 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p58 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s182_p93 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s171_p41 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p62 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s182_p112 Ho0 ltac:(zlia)).
    assert (Hp1 : ((Z.of_nat (2 + a)) mod 2 = 1 /\ Z.of_nat (2 + b) = 3)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 0 /\ Z.of_nat (2 + b) >= 3)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1 /\ Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s171_p39 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p41 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p42 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p66 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s179_c75_L (a b d : nat) : lmoves (s179_board (2 + a) (2 + b) 0 (2 + d)) = [s182_board (1 + a) 0 (3 + b) 0 (2 + d); s171_board (2 + a) (1 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, s179_board, s182_board, strip. tf_options. Qed.
Lemma s179_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board (2 + a) (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c75_R (a b d : nat) : rmoves (s179_board (2 + a) (2 + b) 0 (2 + d)) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c75_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board (2 + a) (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s179_c75_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s179_board (2 + a) (2 + b) 0 (2 + d) -> fst (s179_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q14] in Hc |- *.
  rewrite tf_game_eq, (s179_c75_L a b d), (s179_c75_R a b d); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s179_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s171 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s179_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c75_L3 a b d)).
  pose proof (use_s105 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s179_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c75_L3 a b d))) as Ho2.
  rewrite (tf_norm_game (s179_c75_R1 a b d)).
  pose proof (use_s177 IH (2 + a) (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c75_R a b d) ltac:(cbn [In]; left; reflexivity) (s179_c75_R1 a b d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s182_p49 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s171_p33 Ho1 ltac:(zlia)).
      rewrite (s105_p2 Ho2 ltac:(zlia)).
      rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p41 Ho1 ltac:(zlia)).
      rewrite (s105_p2 Ho2 ltac:(zlia)).
      rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s182_p74 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s171_p39 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p42 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p58 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s182_p93 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s171_p41 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p62 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s182_p112 Ho0 ltac:(zlia)).
    assert (Hp1 : ((Z.of_nat (2 + a)) mod 2 = 1 /\ Z.of_nat (2 + b) = 3)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 0 /\ Z.of_nat (2 + b) >= 3)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1 /\ Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s171_p39 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p41 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p42 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s171_p66 Ho1 ltac:(zlia)).
      rewrite (s105_p3 Ho2 ltac:(zlia)).
      rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==1 && d==0: the board of s150 *)
Lemma s179_c76_p16 x (Hs150 : s150_claim x) (a b : nat) :
  x = s179_board (2 + a) (2 + b) 1 0 -> fst (s179_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s179_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q16] in Hc |- *.
  pose proof (Hs150 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c77_L (a b : nat) : lmoves (s179_board (2 + a) (2 + b) 1 1) = [s182_board (1 + a) 0 (3 + b) 1 1; s179_board (2 + a) (2 + b) 0 2; strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s179_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) (s105_board (2 + a) (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c77_R (a b : nat) : rmoves (s179_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]) (s177_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s179_c77_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s179_board (2 + a) (2 + b) 1 1 -> fst (s179_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s179_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q14] in Hc |- *.
  rewrite tf_game_eq, (s179_c77_L a b), (s179_c77_R a b); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 (3 + b) 1 1 (opt_l _ _ _ (s179_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s179_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c77_L3 a b)).
  pose proof (use_s105 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s179_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c77_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s179_c77_R1 a b)).
  pose proof (use_s177 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s179_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s179_c77_R1 a b))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s182_p49 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p2 Ho2 ltac:(zlia)).
    rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p74 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p93 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p112 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s179_c78_L (a b d : nat) : lmoves (s179_board (2 + a) (2 + b) 1 (2 + d)) = [s182_board (1 + a) 0 (3 + b) 1 (2 + d); s179_board (2 + a) (2 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s179_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board (2 + a) (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c78_R (a b d : nat) : rmoves (s179_board (2 + a) (2 + b) 1 (2 + d)) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c78_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s179_c78_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s179_board (2 + a) (2 + b) 1 (2 + d) -> fst (s179_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q14] in Hc |- *.
  rewrite tf_game_eq, (s179_c78_L a b d), (s179_c78_R a b d); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s179_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s179_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c78_L3 a b d)).
  pose proof (use_s105 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s179_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c78_L3 a b d))) as Ho2.
  rewrite (tf_norm_game (s179_c78_R1 a b d)).
  pose proof (use_s177 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c78_R a b d) ltac:(cbn [In]; left; reflexivity) (s179_c78_R1 a b d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s182_p49 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p2 Ho2 ltac:(zlia)).
    rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p74 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p93 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p112 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c>=2 && d==0: the board of s150 *)
Lemma s179_c79_p16 x (Hs150 : s150_claim x) (a b c : nat) :
  x = s179_board (2 + a) (2 + b) (2 + c) 0 -> fst (s179_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s179_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q16] in Hc |- *.
  pose proof (Hs150 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c80_L (a b c : nat) : lmoves (s179_board (2 + a) (2 + b) (2 + c) 1) = [s182_board (1 + a) 0 (3 + b) (2 + c) 1; s179_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s179_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s105_board (2 + a) (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c80_R (a b c : nat) : rmoves (s179_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s177_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s179_c80_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s179_board (2 + a) (2 + b) (2 + c) 1 -> fst (s179_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s179_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q14] in Hc |- *.
  rewrite tf_game_eq, (s179_c80_L a b c), (s179_c80_R a b c); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s179_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s179_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c80_L3 a b c)).
  pose proof (use_s105 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s179_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c80_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s179_c80_R1 a b c)).
  pose proof (use_s177 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s179_c80_R1 a b c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s182_p49 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p2 Ho2 ltac:(zlia)).
    rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p74 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p93 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p112 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s179_c81_L (a b c d : nat) : lmoves (s179_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s182_board (1 + a) 0 (3 + b) (2 + c) (2 + d); s179_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s179_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board (2 + a) (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c81_R (a b c d : nat) : rmoves (s179_board (2 + a) (2 + b) (2 + c) (2 + d)) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c81_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s179_c81_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s179_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s179_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q14] in Hc |- *.
  rewrite tf_game_eq, (s179_c81_L a b c d), (s179_c81_R a b c d); cbn [map].
  pose proof (use_s182 IH (1 + a) 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s179_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s179_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c81_L3 a b c d)).
  pose proof (use_s105 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s179_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c81_L3 a b c d))) as Ho2.
  rewrite (tf_norm_game (s179_c81_R1 a b c d)).
  pose proof (use_s177 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c81_R a b c d) ltac:(cbn [In]; left; reflexivity) (s179_c81_R1 a b c d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s182_p49 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p2 Ho2 ltac:(zlia)).
    rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p74 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p93 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s182_p112 Ho0 ltac:(zlia)).
    rewrite (s179_p14 Ho1 ltac:(zlia)).
    rewrite (s105_p3 Ho2 ltac:(zlia)).
    rewrite (s105_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s180 = T^a F T F T _^2 T^b _ F on a==0 && b==0: the board of s57 *)
Lemma s180_c1_p1 x (Hs57 : s57_claim x) :
  x = s180_board 0 0 -> fst (s180_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s180_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s180_q1] in Hc |- *.
  pose proof (Hs57 0 ltac:(rewrite Hx; unfold s180_board, s57_board; board_eq)) as Ho0.
  rewrite (s57_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s180_c2_L : lmoves (s180_board 0 1) = [strip [(0, 1)] ([T; F; E; T; E; T; E; F]) []; strip [(0, 1)] ([T; F; T; E; E; E; T; F]) []].
Proof. unfold s180_board, strip. tf_options. Qed.
Lemma s180_c2_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; T; E; F]) []) (s78_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; T; E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s180_c2_L2 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; E; T; F]) []) (s117_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; E; T; F]) []); [reflexivity | unfold s117_board; strip_board_eq | strip_offset]. Qed.
Lemma s180_c2_R : rmoves (s180_board 0 1) = [strip [(0, 1)] ([T; F; T; E; E; T; F; E]) []].
Proof. unfold s180_board, strip. tf_options. Qed.
Lemma s180_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; T; F; E]) []) (s116_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; T; F; E]) []); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s180 = T^a F T F T _^2 T^b _ F on a==0 && b==1 *)
Lemma s180_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s180_board 0 1 -> fst (s180_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s180_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s180_q2] in Hc |- *.
  rewrite tf_game_eq, (s180_c2_L), (s180_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s180_c2_L1)).
  pose proof (use_s78 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s180_c2_L) ltac:(cbn [In]; left; reflexivity) (s180_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s180_c2_L2)).
  pose proof (use_s117 IH 1 (opt_norm_l _ _ _ _ _ (s180_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s180_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s180_c2_R1)).
  pose proof (use_s116 IH 1 1 (opt_norm_r _ _ _ _ _ (s180_c2_R) ltac:(cbn [In]; left; reflexivity) (s180_c2_R1))) as Ho2.
  rewrite (s78_p7 Ho0 ltac:(zlia)).
  rewrite (s117_p1 Ho1 I).
  rewrite (s116_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s180_c3_L (b : nat) : lmoves (s180_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + b) ++ [E; F]) []; strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; F]) []].
Proof. unfold s180_board, strip. tf_options. Qed.
Lemma s180_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + b) ++ [E; F]) []) (s78_board 1 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + b) ++ [E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s180_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; F]) []) (s118_board 1 (1 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; F]) []); [reflexivity | unfold s118_board; strip_board_eq | strip_offset]. Qed.
Lemma s180_c3_R (b : nat) : rmoves (s180_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; E]) []].
Proof. unfold s180_board, strip. tf_options. Qed.
Lemma s180_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; E]) []) (s116_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s180 = T^a F T F T _^2 T^b _ F on a==0 && b>=2 *)
Lemma s180_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s180_board 0 (2 + b) -> fst (s180_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s180_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s180_q3] in Hc |- *.
  rewrite tf_game_eq, (s180_c3_L b), (s180_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s180_c3_L1 b)).
  pose proof (use_s78 IH 1 1 (2 + b) (opt_norm_l _ _ _ _ _ (s180_c3_L b) ltac:(cbn [In]; left; reflexivity) (s180_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s180_c3_L2 b)).
  pose proof (use_s118 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s180_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s180_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s180_c3_R1 b)).
  pose proof (use_s116 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s180_c3_R b) ltac:(cbn [In]; left; reflexivity) (s180_c3_R1 b))) as Ho2.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s118_p3 Ho1 ltac:(zlia)).
    rewrite (s116_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s118_p4 Ho1 ltac:(zlia)).
    rewrite (s116_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s180 = T^a F T F T _^2 T^b _ F on a==1 && b==0: the board of s57 *)
Lemma s180_c4_p1 x (Hs57 : s57_claim x) :
  x = s180_board 1 0 -> fst (s180_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s180_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s180_q1] in Hc |- *.
  pose proof (Hs57 1 ltac:(rewrite Hx; unfold s180_board, s57_board; board_eq)) as Ho0.
  rewrite (s57_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s180_c5_L : lmoves (s180_board 1 1) = [s153_board 1 1 1; s176_board 1].
Proof. unfold s153_board, s176_board, s180_board. tf_options. Qed.
Lemma s180_c5_R : rmoves (s180_board 1 1) = [s197_board 1 1].
Proof. unfold s180_board, s197_board. tf_options. Qed.
(* s180 = T^a F T F T _^2 T^b _ F on a==1 && b==1 *)
Lemma s180_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s180_board 1 1 -> fst (s180_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s180_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s180_q2] in Hc |- *.
  rewrite tf_game_eq, (s180_c5_L), (s180_c5_R); cbn [map].
  pose proof (use_s153 IH 1 1 1 (opt_l _ _ _ (s180_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s176 IH 1 (opt_l _ _ _ (s180_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s197 IH 1 1 (opt_r _ _ _ (s180_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s153_p1 Ho0 ltac:(zlia)).
  rewrite (s176_p1 Ho1 I).
  rewrite (s197_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s180_c6_L (b : nat) : lmoves (s180_board 1 (2 + b)) = [s153_board 1 1 (2 + b); s199_board 1 (1 + b)].
Proof. unfold s153_board, s180_board, s199_board. tf_options. Qed.
Lemma s180_c6_R (b : nat) : rmoves (s180_board 1 (2 + b)) = [s197_board 1 (2 + b)].
Proof. unfold s180_board, s197_board. tf_options. Qed.
(* s180 = T^a F T F T _^2 T^b _ F on a==1 && b>=2 *)
Lemma s180_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s180_board 1 (2 + b) -> fst (s180_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s180_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s180_q3] in Hc |- *.
  rewrite tf_game_eq, (s180_c6_L b), (s180_c6_R b); cbn [map].
  pose proof (use_s153 IH 1 1 (2 + b) (opt_l _ _ _ (s180_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s199 IH 1 (1 + b) (opt_l _ _ _ (s180_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s197 IH 1 (2 + b) (opt_r _ _ _ (s180_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s153_p6 Ho0 ltac:(zlia)).
  rewrite (s199_p2 Ho1 ltac:(zlia)).
  rewrite (s197_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s180 = T^a F T F T _^2 T^b _ F on a>=2 && b==0: the board of s57 *)
Lemma s180_c7_p1 x (Hs57 : s57_claim x) (a : nat) :
  x = s180_board (2 + a) 0 -> fst (s180_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s180_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s180_q1] in Hc |- *.
  pose proof (Hs57 (2 + a) ltac:(rewrite Hx; unfold s180_board, s57_board; board_eq)) as Ho0.
  rewrite (s57_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s180_c8_L (a : nat) : lmoves (s180_board (2 + a) 1) = [s153_board (2 + a) 1 1; s176_board (2 + a)].
Proof. unfold s153_board, s176_board, s180_board. tf_options. Qed.
Lemma s180_c8_R (a : nat) : rmoves (s180_board (2 + a) 1) = [s197_board (2 + a) 1].
Proof. unfold s180_board, s197_board. tf_options. Qed.
(* s180 = T^a F T F T _^2 T^b _ F on a>=2 && b==1 *)
Lemma s180_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s180_board (2 + a) 1 -> fst (s180_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s180_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s180_q2] in Hc |- *.
  rewrite tf_game_eq, (s180_c8_L a), (s180_c8_R a); cbn [map].
  pose proof (use_s153 IH (2 + a) 1 1 (opt_l _ _ _ (s180_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s176 IH (2 + a) (opt_l _ _ _ (s180_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s197 IH (2 + a) 1 (opt_r _ _ _ (s180_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s153_p1 Ho0 ltac:(zlia)).
  rewrite (s176_p1 Ho1 I).
  rewrite (s197_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s180_c9_L (a b : nat) : lmoves (s180_board (2 + a) (2 + b)) = [s153_board (2 + a) 1 (2 + b); s199_board (2 + a) (1 + b)].
Proof. unfold s153_board, s180_board, s199_board. tf_options. Qed.
Lemma s180_c9_R (a b : nat) : rmoves (s180_board (2 + a) (2 + b)) = [s197_board (2 + a) (2 + b)].
Proof. unfold s180_board, s197_board. tf_options. Qed.
(* s180 = T^a F T F T _^2 T^b _ F on a>=2 && b>=2 *)
Lemma s180_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s180_board (2 + a) (2 + b) -> fst (s180_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s180_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s180_q3] in Hc |- *.
  rewrite tf_game_eq, (s180_c9_L a b), (s180_c9_R a b); cbn [map].
  pose proof (use_s153 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s180_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s199 IH (2 + a) (1 + b) (opt_l _ _ _ (s180_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s197 IH (2 + a) (2 + b) (opt_r _ _ _ (s180_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s153_p6 Ho0 ltac:(zlia)).
  rewrite (s199_p2 Ho1 ltac:(zlia)).
  rewrite (s197_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==0 && d==0: the board of s136 *)
Lemma s181_c1_p1 x (Hs136 : s136_claim x) :
  x = s181_board 0 0 0 0 -> fst (s181_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s181_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q1] in Hc |- *.
  pose proof (Hs136 0 0 0 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c2_L : lmoves (s181_board 0 0 0 1) = [strip [(0, 1)] ([E; T; F; E; T; E; F]) []; strip [(0, 1)] ([T; E; F; E; E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; E; F]) []) (s79_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; F; E; E; T; F]) []) (s84_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c2_R : rmoves (s181_board 0 0 0 1) = [strip [(0, 1)] ([T; F; E; E; T; E; F]) []; strip [(0, 1)] ([T; E; F; E; T; F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E; T; E; F]) []) (s77_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; E; F]) []); [reflexivity | unfold s77_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c2_R2 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; F; E]) []) (s113_board 1 0 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==0 && d==1 *)
Lemma s181_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s181_board 0 0 0 1 -> fst (s181_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q2] in Hc |- *.
  rewrite tf_game_eq, (s181_c2_L), (s181_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s181_c2_L1)).
  pose proof (use_s79 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s181_c2_L) ltac:(cbn [In]; left; reflexivity) (s181_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s181_c2_L2)).
  pose proof (use_s84 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s181_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s181_c2_R1)).
  pose proof (use_s77 IH 1 1 (opt_norm_r _ _ _ _ _ (s181_c2_R) ltac:(cbn [In]; left; reflexivity) (s181_c2_R1))) as Ho2.
  rewrite (tf_norm_game0 (s181_c2_R2)).
  pose proof (use_s113 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s181_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c2_R2))) as Ho3.
  rewrite (s79_p12 Ho0 ltac:(zlia)).
  rewrite (s84_p1 Ho1 ltac:(zlia)).
  rewrite (s77_p7 Ho2 ltac:(zlia)).
  rewrite (s113_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c3_L (d : nat) : lmoves (s181_board 0 0 0 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c3_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 1 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c3_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 1 0 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c3_R (d : nat) : rmoves (s181_board 0 0 0 (2 + d)) = [strip [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c3_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ [E; F]) []) (s77_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s77_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c3_R2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 0 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s181_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s181_board 0 0 0 (2 + d) -> fst (s181_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q3] in Hc |- *.
  rewrite tf_game_eq, (s181_c3_L d), (s181_c3_R d); cbn [map].
  rewrite (tf_norm_game0 (s181_c3_L1 d)).
  pose proof (use_s79 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s181_c3_L d) ltac:(cbn [In]; left; reflexivity) (s181_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s181_c3_L2 d)).
  pose proof (use_s112 IH 1 0 0 (1 + d) (opt_norm_l _ _ _ _ _ (s181_c3_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c3_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s181_c3_R1 d)).
  pose proof (use_s77 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c3_R d) ltac:(cbn [In]; left; reflexivity) (s181_c3_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s181_c3_R2 d)).
  pose proof (use_s113 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c3_R2 d))) as Ho3.
  rewrite (s79_p13 Ho0 ltac:(zlia)).
  rewrite (s112_p20 Ho1 ltac:(zlia)).
  rewrite (s77_p3 Ho2 ltac:(zlia)).
  rewrite (s113_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s181_board 0 0 0 (2 + d) -> fst (s181_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q4] in Hc |- *.
  rewrite tf_game_eq, (s181_c3_L d), (s181_c3_R d); cbn [map].
  rewrite (tf_norm_game0 (s181_c3_L1 d)).
  pose proof (use_s79 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s181_c3_L d) ltac:(cbn [In]; left; reflexivity) (s181_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s181_c3_L2 d)).
  pose proof (use_s112 IH 1 0 0 (1 + d) (opt_norm_l _ _ _ _ _ (s181_c3_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c3_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s181_c3_R1 d)).
  pose proof (use_s77 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c3_R d) ltac:(cbn [In]; left; reflexivity) (s181_c3_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s181_c3_R2 d)).
  pose proof (use_s113 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s181_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c3_R2 d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p10 Ho0 ltac:(zlia)).
    rewrite (s112_p21 Ho1 ltac:(zlia)).
    rewrite (s77_p4 Ho2 ltac:(zlia)).
    rewrite (s113_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p17 Ho0 ltac:(zlia)).
    rewrite (s112_p21 Ho1 ltac:(zlia)).
    rewrite (s77_p4 Ho2 ltac:(zlia)).
    rewrite (s113_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==1 && d==0: the board of s136 *)
Lemma s181_c4_p6 x (Hs136 : s136_claim x) :
  x = s181_board 0 0 1 0 -> fst (s181_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s181_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q6] in Hc |- *.
  pose proof (Hs136 0 0 1 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c5_L : lmoves (s181_board 0 0 1 1) = [strip [(0, 1)] ([E; T; F; T; E; T; E; F]) []; strip [(0, 1)] ([T; E; F; E; T; T; E; F]) []; strip [(0, 1)] ([T; E; F; T; E; E; T; F]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; T; E; F]) []) (s79_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; T; E; F]) []) (s79_board 1 0 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c5_L3 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; E; T; F]) []) (s84_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c5_R : rmoves (s181_board 0 0 1 1) = [strip [(0, 1)] ([T; F; E; T; E; T; E; F]) []; strip [(0, 1)] ([T; E; F; T; E; T; F; E]) []].
Proof. unfold s181_board, strip. tf_options. Qed.
Lemma s181_c5_R1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; T; E; F]) []) (s78_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; T; E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s181_c5_R2 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; T; F; E]) []) (s113_board 1 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==1 && d==1 *)
Lemma s181_c5_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s181_board 0 0 1 1 -> fst (s181_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s181_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q8] in Hc |- *.
  rewrite tf_game_eq, (s181_c5_L), (s181_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s181_c5_L1)).
  pose proof (use_s79 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s181_c5_L) ltac:(cbn [In]; left; reflexivity) (s181_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s181_c5_L2)).
  pose proof (use_s79 IH 1 0 0 2 (opt_norm_l _ _ _ _ _ (s181_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s181_c5_L3)).
  pose proof (use_s84 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s181_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s181_c5_L3))) as Ho2.
  rewrite (tf_norm_game0 (s181_c5_R1)).
  pose proof (use_s78 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s181_c5_R) ltac:(cbn [In]; left; reflexivity) (s181_c5_R1))) as Ho3.
  rewrite (tf_norm_game0 (s181_c5_R2)).
  pose proof (use_s113 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s181_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s181_c5_R2))) as Ho4.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p30 Ho1 ltac:(zlia)).
  rewrite (s84_p11 Ho2 ltac:(zlia)).
  rewrite (s78_p7 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

