(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s171_c19_L (b : nat) : lmoves (s171_board 0 (2 + b) 0 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; E; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c19_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; E; T; F]) []) (s81_board 0 (1 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c19_R (b : nat) : rmoves (s171_board 0 (2 + b) 0 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c19_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; T; F]) []) (s84_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c19_R2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]) (s31_board 0 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==0 && d==0 *)
Lemma s171_c19_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 0 (2 + b) 0 0 -> fst (s171_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s171_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s171_q24] in Hc |- *.
  rewrite tf_game_eq, (s171_c19_L b), (s171_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s171_c19_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s171_c19_L b) ltac:(cbn [In]; left; reflexivity) (s171_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s171_c19_R1 b)).
  pose proof (use_s84 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s171_c19_R b) ltac:(cbn [In]; left; reflexivity) (s171_c19_R1 b))) as Ho1.
  rewrite (tf_norm_game (s171_c19_R2 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s171_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c19_R2 b))) as Ho2.
  rewrite (s81_p16 Ho0 ltac:(zlia)).
  rewrite (s84_p6 Ho1 ltac:(zlia)).
  rewrite (s31_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s171_c19_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 0 (2 + b) 0 0 -> fst (s171_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s171_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s171_q31] in Hc |- *.
  rewrite tf_game_eq, (s171_c19_L b), (s171_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s171_c19_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s171_c19_L b) ltac:(cbn [In]; left; reflexivity) (s171_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s171_c19_R1 b)).
  pose proof (use_s84 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s171_c19_R b) ltac:(cbn [In]; left; reflexivity) (s171_c19_R1 b))) as Ho1.
  rewrite (tf_norm_game (s171_c19_R2 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s171_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c19_R2 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p27 Ho0 ltac:(zlia)).
    rewrite (s84_p7 Ho1 ltac:(zlia)).
    rewrite (s31_p7 Ho2 ltac:(zlia)).
    rewrite (s31_p7_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s81_p33 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s84_p9 Ho1 ltac:(zlia)).
      rewrite (s31_p8 Ho2 ltac:(zlia)).
      rewrite (s31_p8_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s84_p10 Ho1 ltac:(zlia)).
      rewrite (s31_p9 Ho2 ltac:(zlia)).
      rewrite (s31_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s171_c20_L (b : nat) : lmoves (s171_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; T; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c20_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; T; E; T; F]) []) (s81_board 0 (1 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c20_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) (s73_board 0 (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c20_R (b : nat) : rmoves (s171_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c20_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; E; T; F]) []) (s112_board 0 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c20_R2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]) (s82_board 0 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s171_c20_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 0 (2 + b) 0 1 -> fst (s171_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s171_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q25] in Hc |- *.
  rewrite tf_game_eq, (s171_c20_L b), (s171_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s171_c20_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s171_c20_L b) ltac:(cbn [In]; left; reflexivity) (s171_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s171_c20_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s171_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s171_c20_R1 b)).
  pose proof (use_s112 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s171_c20_R b) ltac:(cbn [In]; left; reflexivity) (s171_c20_R1 b))) as Ho2.
  rewrite (tf_norm_game (s171_c20_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s171_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c20_R2 b))) as Ho3.
  rewrite (s81_p17 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s112_p7 Ho2 ltac:(zlia)).
  rewrite (s82_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s171_c20_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 0 (2 + b) 0 1 -> fst (s171_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s171_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q32] in Hc |- *.
  rewrite tf_game_eq, (s171_c20_L b), (s171_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s171_c20_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s171_c20_L b) ltac:(cbn [In]; left; reflexivity) (s171_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s171_c20_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s171_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s171_c20_R1 b)).
  pose proof (use_s112 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s171_c20_R b) ltac:(cbn [In]; left; reflexivity) (s171_c20_R1 b))) as Ho2.
  rewrite (tf_norm_game (s171_c20_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s171_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c20_R2 b))) as Ho3.
  rewrite (s81_p28 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p16 Ho3 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c20_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 0 (2 + b) 0 1 -> fst (s171_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s171_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q37] in Hc |- *.
  rewrite tf_game_eq, (s171_c20_L b), (s171_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s171_c20_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s171_c20_L b) ltac:(cbn [In]; left; reflexivity) (s171_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s171_c20_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s171_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s171_c20_R1 b)).
  pose proof (use_s112 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s171_c20_R b) ltac:(cbn [In]; left; reflexivity) (s171_c20_R1 b))) as Ho2.
  rewrite (tf_norm_game (s171_c20_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s171_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c20_R2 b))) as Ho3.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p19 Ho3 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c21_L (b d : nat) : lmoves (s171_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c21_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 (1 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c21_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 0 (2 + b) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c21_R (b d : nat) : rmoves (s171_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c21_R1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 (2 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c21_R2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 0 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s171_c21_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s171_board 0 (2 + b) 0 (2 + d) -> fst (s171_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q26] in Hc |- *.
  rewrite tf_game_eq, (s171_c21_L b d), (s171_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s171_c21_L1 b d)).
  pose proof (use_s81 IH 0 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s171_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s171_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game (s171_c21_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s171_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s171_c21_R1 b d)).
  pose proof (use_s112 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s171_c21_R1 b d))) as Ho2.
  rewrite (tf_norm_game (s171_c21_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c21_R2 b d))) as Ho3.
  rewrite (s81_p18 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c21_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s171_board 0 (2 + b) 0 (2 + d) -> fst (s171_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q33] in Hc |- *.
  rewrite tf_game_eq, (s171_c21_L b d), (s171_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s171_c21_L1 b d)).
  pose proof (use_s81 IH 0 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s171_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s171_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game (s171_c21_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s171_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s171_c21_R1 b d)).
  pose proof (use_s112 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s171_c21_R1 b d))) as Ho2.
  rewrite (tf_norm_game (s171_c21_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c21_R2 b d))) as Ho3.
  rewrite (s81_p29 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p16 Ho3 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c21_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s171_board 0 (2 + b) 0 (2 + d) -> fst (s171_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q40] in Hc |- *.
  rewrite tf_game_eq, (s171_c21_L b d), (s171_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s171_c21_L1 b d)).
  pose proof (use_s81 IH 0 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s171_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s171_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game (s171_c21_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s171_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s171_c21_R1 b d)).
  pose proof (use_s112 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s171_c21_R1 b d))) as Ho2.
  rewrite (tf_norm_game (s171_c21_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c21_R2 b d))) as Ho3.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p19 Ho3 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c22_L (b : nat) : lmoves (s171_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c22_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; E; T; F]) []) (s81_board 0 (1 + b) 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c22_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) (s28_board 0 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c22_R (b : nat) : rmoves (s171_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c22_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; T; F]) []) (s84_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c22_R2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]) (s31_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s171_c22_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 0 (2 + b) 1 0 -> fst (s171_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s171_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s171_q27] in Hc |- *.
  rewrite tf_game_eq, (s171_c22_L b), (s171_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s171_c22_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 2 0 (opt_norm_l _ _ _ _ _ (s171_c22_L b) ltac:(cbn [In]; left; reflexivity) (s171_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s171_c22_L2 b)).
  pose proof (use_s28 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s171_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c22_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s171_c22_R1 b)).
  pose proof (use_s84 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s171_c22_R b) ltac:(cbn [In]; left; reflexivity) (s171_c22_R1 b))) as Ho2.
  rewrite (tf_norm_game (s171_c22_R2 b)).
  pose proof (use_s31 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s171_c22_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c22_R2 b))) as Ho3.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s84_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s171_c22_p34 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 0 (2 + b) 1 0 -> fst (s171_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s171_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s171_q34] in Hc |- *.
  rewrite tf_game_eq, (s171_c22_L b), (s171_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s171_c22_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 2 0 (opt_norm_l _ _ _ _ _ (s171_c22_L b) ltac:(cbn [In]; left; reflexivity) (s171_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s171_c22_L2 b)).
  pose proof (use_s28 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s171_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c22_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s171_c22_R1 b)).
  pose proof (use_s84 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s171_c22_R b) ltac:(cbn [In]; left; reflexivity) (s171_c22_R1 b))) as Ho2.
  rewrite (tf_norm_game (s171_c22_R2 b)).
  pose proof (use_s31 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s171_c22_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c22_R2 b))) as Ho3.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s84_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s171_c23_L (b : nat) : lmoves (s171_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; T; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; T; E; T; F]) []) (s81_board 0 (1 + b) 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) (s73_board 0 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c23_R (b : nat) : rmoves (s171_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; E; T; F]) []) (s112_board 0 (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c23_R2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]) (s82_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s171_c23_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 0 (2 + b) 1 1 -> fst (s171_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s171_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q28] in Hc |- *.
  rewrite tf_game_eq, (s171_c23_L b), (s171_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s171_c23_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s171_c23_L b) ltac:(cbn [In]; left; reflexivity) (s171_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s171_c23_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s171_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s171_c23_R1 b)).
  pose proof (use_s112 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s171_c23_R b) ltac:(cbn [In]; left; reflexivity) (s171_c23_R1 b))) as Ho2.
  rewrite (tf_norm_game (s171_c23_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s171_c23_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c23_R2 b))) as Ho3.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p14 Ho3 ltac:(zlia)).
  rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c23_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 0 (2 + b) 1 1 -> fst (s171_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s171_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q35] in Hc |- *.
  rewrite tf_game_eq, (s171_c23_L b), (s171_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s171_c23_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s171_c23_L b) ltac:(cbn [In]; left; reflexivity) (s171_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s171_c23_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s171_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s171_c23_R1 b)).
  pose proof (use_s112 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s171_c23_R b) ltac:(cbn [In]; left; reflexivity) (s171_c23_R1 b))) as Ho2.
  rewrite (tf_norm_game (s171_c23_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s171_c23_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c23_R2 b))) as Ho3.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p17 Ho3 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c24_L (b d : nat) : lmoves (s171_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 (1 + b) 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 0 (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c24_R (b d : nat) : rmoves (s171_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c24_R1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 (2 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c24_R2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s171_c24_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s171_board 0 (2 + b) 1 (2 + d) -> fst (s171_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q29] in Hc |- *.
  rewrite tf_game_eq, (s171_c24_L b d), (s171_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s171_c24_L1 b d)).
  pose proof (use_s81 IH 0 (1 + b) 2 (2 + d) (opt_norm_l _ _ _ _ _ (s171_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s171_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game (s171_c24_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s171_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s171_c24_R1 b d)).
  pose proof (use_s112 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s171_c24_R1 b d))) as Ho2.
  rewrite (tf_norm_game (s171_c24_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c24_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c24_R2 b d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p22 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s82_p14 Ho3 ltac:(zlia)).
    rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s81_p23 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s82_p14 Ho3 ltac:(zlia)).
    rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s171_c24_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s171_board 0 (2 + b) 1 (2 + d) -> fst (s171_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q35] in Hc |- *.
  rewrite tf_game_eq, (s171_c24_L b d), (s171_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s171_c24_L1 b d)).
  pose proof (use_s81 IH 0 (1 + b) 2 (2 + d) (opt_norm_l _ _ _ _ _ (s171_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s171_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game (s171_c24_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s171_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s171_c24_R1 b d)).
  pose proof (use_s112 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s171_c24_R1 b d))) as Ho2.
  rewrite (tf_norm_game (s171_c24_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c24_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c24_R2 b d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p22 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s82_p17 Ho3 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s81_p23 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s82_p17 Ho3 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s171_c25_L (b c : nat) : lmoves (s171_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c25_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E; T; F]) []) (s81_board 0 (1 + b) (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c25_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s43_board 0 (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c25_R (b c : nat) : rmoves (s171_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c25_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s31_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s171_c25_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s171_board 0 (2 + b) (2 + c) 0 -> fst (s171_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s171_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s171_q20] in Hc |- *.
  rewrite tf_game_eq, (s171_c25_L b c), (s171_c25_R b c); cbn [map].
  rewrite (tf_norm_game0 (s171_c25_L1 b c)).
  pose proof (use_s81 IH 0 (1 + b) (3 + c) 0 (opt_norm_l _ _ _ _ _ (s171_c25_L b c) ltac:(cbn [In]; left; reflexivity) (s171_c25_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s171_c25_L2 b c)).
  pose proof (use_s43 IH 0 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s171_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c25_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s171_c25_R1 b c)).
  pose proof (use_s31 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s171_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s171_c25_R1 b c))) as Ho2.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s31_p2 Ho2 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s31_p2 Ho2 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s171_c26_L (b c : nat) : lmoves (s171_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; E; T; F]) []) (s81_board 0 (1 + b) (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s73_board 0 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c26_R (b c : nat) : rmoves (s171_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c26_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s82_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s171_c26_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s171_board 0 (2 + b) (2 + c) 1 -> fst (s171_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s171_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q21] in Hc |- *.
  rewrite tf_game_eq, (s171_c26_L b c), (s171_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s171_c26_L1 b c)).
  pose proof (use_s81 IH 0 (1 + b) (3 + c) 1 (opt_norm_l _ _ _ _ _ (s171_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s171_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s171_c26_L2 b c)).
  pose proof (use_s73 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s171_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s171_c26_R1 b c)).
  pose proof (use_s82 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s171_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s171_c26_R1 b c))) as Ho2.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s171_c27_L (b c d : nat) : lmoves (s171_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 (1 + b) (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 0 (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c27_R (b c d : nat) : rmoves (s171_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c27_R1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s171_c27_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s171_board 0 (2 + b) (2 + c) (2 + d) -> fst (s171_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q22] in Hc |- *.
  rewrite tf_game_eq, (s171_c27_L b c d), (s171_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s171_c27_L1 b c d)).
  pose proof (use_s81 IH 0 (1 + b) (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s171_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s171_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game (s171_c27_L2 b c d)).
  pose proof (use_s73 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s171_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s171_c27_R1 b c d)).
  pose proof (use_s82 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s171_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s171_c27_R1 b c d))) as Ho2.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s171_c27_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s171_board 0 (2 + b) (2 + c) (2 + d) -> fst (s171_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q23] in Hc |- *.
  rewrite tf_game_eq, (s171_c27_L b c d), (s171_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s171_c27_L1 b c d)).
  pose proof (use_s81 IH 0 (1 + b) (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s171_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s171_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game (s171_c27_L2 b c d)).
  pose proof (use_s73 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s171_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s171_c27_R1 b c d)).
  pose proof (use_s82 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s171_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s171_c27_R1 b c d))) as Ho2.
  rewrite (s81_p23 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==0 && d==0: the board of s144 *)
Lemma s171_c28_p44 x (Hs144 : s144_claim x) :
  x = s171_board 1 0 0 0 -> fst (s171_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s171_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q44] in Hc |- *.
  pose proof (Hs144 1 0 0 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==0 && d==1: the board of s144 *)
Lemma s171_c29_p45 x (Hs144 : s144_claim x) :
  x = s171_board 1 0 0 1 -> fst (s171_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s171_q45 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q45] in Hc |- *.
  pose proof (Hs144 1 0 1 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==0 && d>=2: the board of s144 *)
Lemma s171_c30_p46 x (Hs144 : s144_claim x) (d : nat) :
  x = s171_board 1 0 0 (2 + d) -> fst (s171_q46 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q46 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s171_q46] in Hc |- *.
  pose proof (Hs144 1 0 (2 + d) ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s171_c30_p48 x (Hs144 : s144_claim x) (d : nat) :
  x = s171_board 1 0 0 (2 + d) -> fst (s171_q48 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q48 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s171_q48] in Hc |- *.
  pose proof (Hs144 1 0 (2 + d) ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==1 && d==0: the board of s144 *)
Lemma s171_c31_p11 x (Hs144 : s144_claim x) :
  x = s171_board 1 0 1 0 -> fst (s171_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s171_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q11] in Hc |- *.
  pose proof (Hs144 1 1 0 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==1 && d==1: the board of s144 *)
Lemma s171_c32_p8 x (Hs144 : s144_claim x) :
  x = s171_board 1 0 1 1 -> fst (s171_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s171_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q8] in Hc |- *.
  pose proof (Hs144 1 1 1 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==1 && d>=2: the board of s144 *)
Lemma s171_c33_p49 x (Hs144 : s144_claim x) (d : nat) :
  x = s171_board 1 0 1 (2 + d) -> fst (s171_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s171_q49] in Hc |- *.
  pose proof (Hs144 1 1 (2 + d) ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c>=2 && d==0: the board of s144 *)
Lemma s171_c34_p50 x (Hs144 : s144_claim x) (c : nat) :
  x = s171_board 1 0 (2 + c) 0 -> fst (s171_q50 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s171_q50 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q50] in Hc |- *.
  pose proof (Hs144 1 (2 + c) 0 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c>=2 && d==1: the board of s144 *)
Lemma s171_c35_p14 x (Hs144 : s144_claim x) (c : nat) :
  x = s171_board 1 0 (2 + c) 1 -> fst (s171_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s171_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q14] in Hc |- *.
  pose proof (Hs144 1 (2 + c) 1 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c>=2 && d>=2: the board of s144 *)
Lemma s171_c36_p9 x (Hs144 : s144_claim x) (c d : nat) :
  x = s171_board 1 0 (2 + c) (2 + d) -> fst (s171_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s171_q9] in Hc |- *.
  pose proof (Hs144 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s171_c36_p51 x (Hs144 : s144_claim x) (c d : nat) :
  x = s171_board 1 0 (2 + c) (2 + d) -> fst (s171_q51 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q51 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s171_q51] in Hc |- *.
  pose proof (Hs144 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s171_c37_L : lmoves (s171_board 1 1 0 0) = [strip [(1, 1)] ([T; T; E; F; E; T; F]) []; s144_board 1 1 0].
Proof. unfold s144_board, s171_board, strip. tf_options. Qed.
Lemma s171_c37_L1 : tf_norm (strip [(1, 1)] ([T; T; E; F; E; T; F]) []) (s81_board 0 2 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c37_R : rmoves (s171_board 1 1 0 0) = [s150_board 1 1 0; strip [] ([T; F; E; T; E; F; F]) [(1, 1)]].
Proof. unfold s150_board, s171_board, strip. tf_options. Qed.
Lemma s171_c37_R2 : tf_norm (strip [] ([T; F; E; T; E; F; F]) [(1, 1)]) (s135_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s135_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==0 && d==0 *)
Lemma s171_c37_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s171_board 1 1 0 0 -> fst (s171_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s171_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s171_q7] in Hc |- *.
  rewrite tf_game_eq, (s171_c37_L), (s171_c37_R); cbn [map].
  rewrite (tf_norm_game (s171_c37_L1)).
  pose proof (use_s81 IH 0 2 0 0 (opt_norm_l _ _ _ _ _ (s171_c37_L) ltac:(cbn [In]; left; reflexivity) (s171_c37_L1))) as Ho0.
  pose proof (use_s144 IH 1 1 0 (opt_l _ _ _ (s171_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 1 0 (opt_r _ _ _ (s171_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s171_c37_R2)).
  pose proof (use_s135 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s171_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c37_R2))) as Ho3.
  rewrite (s81_p24 Ho0 ltac:(zlia)).
  rewrite (s81_p24_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p11 Ho1 ltac:(zlia)).
  rewrite (s150_p3 Ho2 ltac:(zlia)).
  rewrite (s135_p4 Ho3 ltac:(zlia)).
  rewrite (s135_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s171_c38_L : lmoves (s171_board 1 1 0 1) = [strip [(1, 1)] ([T; T; E; F; T; E; T; F]) []; s144_board 1 1 1; strip [] ([T; F; E; T; E; F; E; T; T; F]) []].
Proof. unfold s144_board, s171_board, strip. tf_options. Qed.
Lemma s171_c38_L1 : tf_norm (strip [(1, 1)] ([T; T; E; F; T; E; T; F]) []) (s81_board 0 2 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c38_L3 : tf_norm (strip [] ([T; F; E; T; E; F; E; T; T; F]) []) (s111_board 1 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; T; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; T; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s111_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c38_R : rmoves (s171_board 1 1 0 1) = [s179_board 1 1 0 1; strip [] ([T; F; E; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s171_board, s179_board, strip. tf_options. Qed.
Lemma s171_c38_R2 : tf_norm (strip [] ([T; F; E; T; E; F; T; F]) [(1, 1)]) (s170_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s170_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==0 && d==1 *)
Lemma s171_c38_p30 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s171_board 1 1 0 1 -> fst (s171_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s171_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q30] in Hc |- *.
  rewrite tf_game_eq, (s171_c38_L), (s171_c38_R); cbn [map].
  rewrite (tf_norm_game (s171_c38_L1)).
  pose proof (use_s81 IH 0 2 0 1 (opt_norm_l _ _ _ _ _ (s171_c38_L) ltac:(cbn [In]; left; reflexivity) (s171_c38_L1))) as Ho0.
  pose proof (use_s144 IH 1 1 1 (opt_l _ _ _ (s171_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s171_c38_L3)).
  pose proof (use_s111 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s171_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c38_L3))) as Ho2.
  pose proof (use_s179 IH 1 1 0 1 (opt_r _ _ _ (s171_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s171_c38_R2)).
  pose proof (use_s170 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s171_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c38_R2))) as Ho4.
  rewrite (s81_p25 Ho0 ltac:(zlia)).
  rewrite (s81_p25_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p5 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  rewrite (s179_p8 Ho3 ltac:(zlia)).
  rewrite (s170_p31 Ho4 ltac:(zlia)).
  rewrite (s170_p31_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s171_c39_L (d : nat) : lmoves (s171_board 1 1 0 (2 + d)) = [strip [(1, 1)] (T :: T :: E :: F :: repeat T (2 + d) ++ [E; T; F]) []; s144_board 1 1 (2 + d); strip [] (T :: F :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s144_board, s171_board, strip. tf_options. Qed.
Lemma s171_c39_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 2 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c39_L3 (d : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s111_board 1 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; T; E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s111_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c39_R (d : nat) : rmoves (s171_board 1 1 0 (2 + d)) = [s179_board 1 1 0 (2 + d); strip [] (T :: F :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s171_board, s179_board, strip. tf_options. Qed.
Lemma s171_c39_R2 (d : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s170_board 1 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s170_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s171_c39_p52 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s171_board 1 1 0 (2 + d) -> fst (s171_q52 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q52 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q52] in Hc |- *.
  rewrite tf_game_eq, (s171_c39_L d), (s171_c39_R d); cbn [map].
  rewrite (tf_norm_game (s171_c39_L1 d)).
  pose proof (use_s81 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s171_c39_L d) ltac:(cbn [In]; left; reflexivity) (s171_c39_L1 d))) as Ho0.
  pose proof (use_s144 IH 1 1 (2 + d) (opt_l _ _ _ (s171_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s171_c39_L3 d)).
  pose proof (use_s111 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s171_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c39_L3 d))) as Ho2.
  pose proof (use_s179 IH 1 1 0 (2 + d) (opt_r _ _ _ (s171_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s171_c39_R2 d)).
  pose proof (use_s170 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c39_R2 d))) as Ho4.
  rewrite (s81_p26 Ho0 ltac:(zlia)).
  rewrite (s81_p26_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p4 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  rewrite (s111_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p12 Ho3 ltac:(zlia)).
  rewrite (s170_p31 Ho4 ltac:(zlia)).
  rewrite (s170_p31_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c40_L : lmoves (s171_board 1 1 1 0) = [strip [(1, 1)] ([T; T; E; T; F; E; T; F]) []; s144_board 1 2 0; strip [] ([T; F; E; T; E; E; F; T; T; F]) []].
Proof. unfold s144_board, s171_board, strip. tf_options. Qed.
Lemma s171_c40_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; F; E; T; F]) []) (s81_board 0 2 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c40_L3 : tf_norm (strip [] ([T; F; E; T; E; E; F; T; T; F]) []) (s46_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; T; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; T; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s46_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c40_R : rmoves (s171_board 1 1 1 0) = [s150_board 1 1 1; strip [] ([T; F; E; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s150_board, s171_board, strip. tf_options. Qed.
Lemma s171_c40_R2 : tf_norm (strip [] ([T; F; E; T; E; T; F; F]) [(1, 1)]) (s135_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s135_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==1 && d==0 *)
Lemma s171_c40_p27 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s171_board 1 1 1 0 -> fst (s171_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s171_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s171_q27] in Hc |- *.
  rewrite tf_game_eq, (s171_c40_L), (s171_c40_R); cbn [map].
  rewrite (tf_norm_game (s171_c40_L1)).
  pose proof (use_s81 IH 0 2 1 0 (opt_norm_l _ _ _ _ _ (s171_c40_L) ltac:(cbn [In]; left; reflexivity) (s171_c40_L1))) as Ho0.
  pose proof (use_s144 IH 1 2 0 (opt_l _ _ _ (s171_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s171_c40_L3)).
  pose proof (use_s46 IH 1 1 (opt_norm_l _ _ _ _ _ (s171_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c40_L3))) as Ho2.
  pose proof (use_s150 IH 1 1 1 (opt_r _ _ _ (s171_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s171_c40_R2)).
  pose proof (use_s135 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s171_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c40_R2))) as Ho4.
  rewrite (s81_p27 Ho0 ltac:(zlia)).
  rewrite (s81_p27_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p8 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  rewrite (s150_p4 Ho3 ltac:(zlia)).
  rewrite (s135_p6 Ho4 ltac:(zlia)).
  rewrite (s135_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s171_c41_L : lmoves (s171_board 1 1 1 1) = [strip [(1, 1)] ([T; T; E; T; F; T; E; T; F]) []; s144_board 1 2 1; strip [] ([T; F; E; T; E; T; F; E; T; T; F]) []].
Proof. unfold s144_board, s171_board, strip. tf_options. Qed.
Lemma s171_c41_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; F; T; E; T; F]) []) (s81_board 0 2 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c41_L3 : tf_norm (strip [] ([T; F; E; T; E; T; F; E; T; T; F]) []) (s111_board 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; T; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; T; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s111_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c41_R : rmoves (s171_board 1 1 1 1) = [s179_board 1 1 1 1; strip [] ([T; F; E; T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s171_board, s179_board, strip. tf_options. Qed.
Lemma s171_c41_R2 : tf_norm (strip [] ([T; F; E; T; E; T; F; T; F]) [(1, 1)]) (s170_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s170_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s171_c41_p28 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s171_board 1 1 1 1 -> fst (s171_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s171_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q28] in Hc |- *.
  rewrite tf_game_eq, (s171_c41_L), (s171_c41_R); cbn [map].
  rewrite (tf_norm_game (s171_c41_L1)).
  pose proof (use_s81 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s171_c41_L) ltac:(cbn [In]; left; reflexivity) (s171_c41_L1))) as Ho0.
  pose proof (use_s144 IH 1 2 1 (opt_l _ _ _ (s171_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s171_c41_L3)).
  pose proof (use_s111 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s171_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c41_L3))) as Ho2.
  pose proof (use_s179 IH 1 1 1 1 (opt_r _ _ _ (s171_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s171_c41_R2)).
  pose proof (use_s170 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s171_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c41_R2))) as Ho4.
  rewrite (s81_p28 Ho0 ltac:(zlia)).
  rewrite (s81_p28_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p8 Ho1 ltac:(zlia)).
  rewrite (s111_p2 Ho2 ltac:(zlia)).
  rewrite (s179_p12 Ho3 ltac:(zlia)).
  rewrite (s170_p17 Ho4 ltac:(zlia)).
  rewrite (s170_p17_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c42_L (d : nat) : lmoves (s171_board 1 1 1 (2 + d)) = [strip [(1, 1)] (T :: T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []; s144_board 1 2 (2 + d); strip [] (T :: F :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s144_board, s171_board, strip. tf_options. Qed.
Lemma s171_c42_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 2 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c42_L3 (d : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s111_board 1 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; T; E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s111_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c42_R (d : nat) : rmoves (s171_board 1 1 1 (2 + d)) = [s179_board 1 1 1 (2 + d); strip [] (T :: F :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s171_board, s179_board, strip. tf_options. Qed.
Lemma s171_c42_R2 (d : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s170_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s170_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s171_c42_p29 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s171_board 1 1 1 (2 + d) -> fst (s171_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q29] in Hc |- *.
  rewrite tf_game_eq, (s171_c42_L d), (s171_c42_R d); cbn [map].
  rewrite (tf_norm_game (s171_c42_L1 d)).
  pose proof (use_s81 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s171_c42_L d) ltac:(cbn [In]; left; reflexivity) (s171_c42_L1 d))) as Ho0.
  pose proof (use_s144 IH 1 2 (2 + d) (opt_l _ _ _ (s171_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s171_c42_L3 d)).
  pose proof (use_s111 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s171_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c42_L3 d))) as Ho2.
  pose proof (use_s179 IH 1 1 1 (2 + d) (opt_r _ _ _ (s171_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s171_c42_R2 d)).
  pose proof (use_s170 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c42_R2 d))) as Ho4.
  rewrite (s81_p29 Ho0 ltac:(zlia)).
  rewrite (s81_p29_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s144_p7 Ho1 ltac:(zlia)).
    rewrite (s111_p2 Ho2 ltac:(zlia)).
    rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s179_p12 Ho3 ltac:(zlia)).
    rewrite (s170_p17 Ho4 ltac:(zlia)).
    rewrite (s170_p17_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s144_p9 Ho1 ltac:(zlia)).
    rewrite (s111_p2 Ho2 ltac:(zlia)).
    rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s179_p12 Ho3 ltac:(zlia)).
    rewrite (s170_p17 Ho4 ltac:(zlia)).
    rewrite (s170_p17_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s171_c43_L (c : nat) : lmoves (s171_board 1 1 (2 + c) 0) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []; s144_board 1 (3 + c) 0; strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s144_board, s171_board, strip. tf_options. Qed.
Lemma s171_c43_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s81_board 0 2 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c43_L3 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s78_board 1 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s78_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c43_R (c : nat) : rmoves (s171_board 1 1 (2 + c) 0) = [strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c43_R1 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s135_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s135_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s171_c43_p53 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s171_board 1 1 (2 + c) 0 -> fst (s171_q53 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s171_q53 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s171_q53] in Hc |- *.
  rewrite tf_game_eq, (s171_c43_L c), (s171_c43_R c); cbn [map].
  rewrite (tf_norm_game (s171_c43_L1 c)).
  pose proof (use_s81 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s171_c43_L c) ltac:(cbn [In]; left; reflexivity) (s171_c43_L1 c))) as Ho0.
  pose proof (use_s144 IH 1 (3 + c) 0 (opt_l _ _ _ (s171_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s171_c43_L3 c)).
  pose proof (use_s78 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s171_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c43_L3 c))) as Ho2.
  rewrite (tf_norm_game (s171_c43_R1 c)).
  pose proof (use_s135 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s171_c43_R c) ltac:(cbn [In]; left; reflexivity) (s171_c43_R1 c))) as Ho3.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s78_p5 Ho2 ltac:(zlia)).
    rewrite (s135_p3 Ho3 ltac:(zlia)).
    rewrite (s135_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s78_p7 Ho2 ltac:(zlia)).
    rewrite (s135_p3 Ho3 ltac:(zlia)).
    rewrite (s135_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s171_c44_L (c : nat) : lmoves (s171_board 1 1 (2 + c) 1) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []; s144_board 1 (3 + c) 1; strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s144_board, s171_board, strip. tf_options. Qed.
Lemma s171_c44_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []) (s81_board 0 2 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c44_L3 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s111_board 1 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s111_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c44_R (c : nat) : rmoves (s171_board 1 1 (2 + c) 1) = [strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c44_R1 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s170_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s170_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s171_c44_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s171_board 1 1 (2 + c) 1 -> fst (s171_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s171_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q13] in Hc |- *.
  rewrite tf_game_eq, (s171_c44_L c), (s171_c44_R c); cbn [map].
  rewrite (tf_norm_game (s171_c44_L1 c)).
  pose proof (use_s81 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s171_c44_L c) ltac:(cbn [In]; left; reflexivity) (s171_c44_L1 c))) as Ho0.
  pose proof (use_s144 IH 1 (3 + c) 1 (opt_l _ _ _ (s171_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s171_c44_L3 c)).
  pose proof (use_s111 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s171_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c44_L3 c))) as Ho2.
  rewrite (tf_norm_game (s171_c44_R1 c)).
  pose proof (use_s170 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s171_c44_R c) ltac:(cbn [In]; left; reflexivity) (s171_c44_R1 c))) as Ho3.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s81_p20_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p8 Ho1 ltac:(zlia)).
  rewrite (s111_p2 Ho2 ltac:(zlia)).
  rewrite (s170_p33 Ho3 ltac:(zlia)).
  rewrite (s170_p33_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s171_c45_L (c d : nat) : lmoves (s171_board 1 1 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []; s144_board 1 (3 + c) (2 + d); strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s144_board, s171_board, strip. tf_options. Qed.
Lemma s171_c45_L1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 2 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c45_L3 (c d : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s111_board 1 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s111_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c45_R (c d : nat) : rmoves (s171_board 1 1 (2 + c) (2 + d)) = [strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c45_R1 (c d : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s170_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s170_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s171_c45_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s171_board 1 1 (2 + c) (2 + d) -> fst (s171_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q22] in Hc |- *.
  rewrite tf_game_eq, (s171_c45_L c d), (s171_c45_R c d); cbn [map].
  rewrite (tf_norm_game (s171_c45_L1 c d)).
  pose proof (use_s81 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s171_c45_L c d) ltac:(cbn [In]; left; reflexivity) (s171_c45_L1 c d))) as Ho0.
  pose proof (use_s144 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s171_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s171_c45_L3 c d)).
  pose proof (use_s111 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s171_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c45_L3 c d))) as Ho2.
  rewrite (tf_norm_game (s171_c45_R1 c d)).
  pose proof (use_s170 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s171_c45_R c d) ltac:(cbn [In]; left; reflexivity) (s171_c45_R1 c d))) as Ho3.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s81_p22_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p7 Ho1 ltac:(zlia)).
  rewrite (s111_p2 Ho2 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p33 Ho3 ltac:(zlia)).
  rewrite (s170_p33_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s171_c45_p54 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s171_board 1 1 (2 + c) (2 + d) -> fst (s171_q54 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q54 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q54] in Hc |- *.
  rewrite tf_game_eq, (s171_c45_L c d), (s171_c45_R c d); cbn [map].
  rewrite (tf_norm_game (s171_c45_L1 c d)).
  pose proof (use_s81 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s171_c45_L c d) ltac:(cbn [In]; left; reflexivity) (s171_c45_L1 c d))) as Ho0.
  pose proof (use_s144 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s171_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s171_c45_L3 c d)).
  pose proof (use_s111 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s171_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c45_L3 c d))) as Ho2.
  rewrite (tf_norm_game (s171_c45_R1 c d)).
  pose proof (use_s170 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s171_c45_R c d) ltac:(cbn [In]; left; reflexivity) (s171_c45_R1 c d))) as Ho3.
  rewrite (s81_p23 Ho0 ltac:(zlia)).
  rewrite (s81_p23_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p9 Ho1 ltac:(zlia)).
  rewrite (s111_p2 Ho2 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p33 Ho3 ltac:(zlia)).
  rewrite (s170_p33_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s171_c46_L (b : nat) : lmoves (s171_board 1 (2 + b) 0 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; F; E; T; F]) []; s171_board 1 (1 + b) 1 0].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c46_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; F; E; T; F]) []) (s81_board 0 (3 + b) 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c46_R (b : nat) : rmoves (s171_board 1 (2 + b) 0 0) = [s150_board 1 (2 + b) 0; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s150_board, s171_board, strip. tf_options. Qed.
Lemma s171_c46_R2 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]) (s135_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s135_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==0 && d==0 *)
Lemma s171_c46_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 1 (2 + b) 0 0 -> fst (s171_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s171_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s171_q31] in Hc |- *.
  rewrite tf_game_eq, (s171_c46_L b), (s171_c46_R b); cbn [map].
  rewrite (tf_norm_game (s171_c46_L1 b)).
  pose proof (use_s81 IH 0 (3 + b) 0 0 (opt_norm_l _ _ _ _ _ (s171_c46_L b) ltac:(cbn [In]; left; reflexivity) (s171_c46_L1 b))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s171_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 (2 + b) 0 (opt_r _ _ _ (s171_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s171_c46_R2 b)).
  pose proof (use_s135 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s171_c46_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c46_R2 b))) as Ho3.
  rewrite (s81_p30 Ho0 ltac:(zlia)).
  rewrite (s81_p30_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s171_p27 Ho1 ltac:(zlia)).
    rewrite (s150_p9 Ho2 ltac:(zlia)).
    rewrite (s135_p11 Ho3 ltac:(zlia)).
    rewrite (s135_p11_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s171_p34 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s150_p6 Ho2 ltac:(zlia)).
      rewrite (s135_p9 Ho3 ltac:(zlia)).
      rewrite (s135_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s150_p7 Ho2 ltac:(zlia)).
      rewrite (s135_p10 Ho3 ltac:(zlia)).
      rewrite (s135_p10_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s171_c47_L (b : nat) : lmoves (s171_board 1 (2 + b) 0 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; F; T; E; T; F]) []; s171_board 1 (1 + b) 1 1; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c47_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; F; T; E; T; F]) []) (s81_board 0 (3 + b) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c47_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) (s111_board 1 (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s111_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c47_R (b : nat) : rmoves (s171_board 1 (2 + b) 0 1) = [s179_board 1 (2 + b) 0 1; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s171_board, s179_board, strip. tf_options. Qed.
Lemma s171_c47_R2 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]) (s170_board 1 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s170_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s171_c47_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 1 (2 + b) 0 1 -> fst (s171_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s171_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q32] in Hc |- *.
  rewrite tf_game_eq, (s171_c47_L b), (s171_c47_R b); cbn [map].
  rewrite (tf_norm_game (s171_c47_L1 b)).
  pose proof (use_s81 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s171_c47_L b) ltac:(cbn [In]; left; reflexivity) (s171_c47_L1 b))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s171_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s171_c47_L3 b)).
  pose proof (use_s111 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s171_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c47_L3 b))) as Ho2.
  pose proof (use_s179 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s171_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s171_c47_R2 b)).
  pose proof (use_s170 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s171_c47_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c47_R2 b))) as Ho4.
  rewrite (s81_p31 Ho0 ltac:(zlia)).
  rewrite (s81_p31_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p28 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  rewrite (s179_p14 Ho3 ltac:(zlia)).
  rewrite (s170_p20 Ho4 ltac:(zlia)).
  rewrite (s170_p20_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c47_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 1 (2 + b) 0 1 -> fst (s171_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s171_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q37] in Hc |- *.
  rewrite tf_game_eq, (s171_c47_L b), (s171_c47_R b); cbn [map].
  rewrite (tf_norm_game (s171_c47_L1 b)).
  pose proof (use_s81 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s171_c47_L b) ltac:(cbn [In]; left; reflexivity) (s171_c47_L1 b))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s171_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s171_c47_L3 b)).
  pose proof (use_s111 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s171_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c47_L3 b))) as Ho2.
  pose proof (use_s179 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s171_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s171_c47_R2 b)).
  pose proof (use_s170 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s171_c47_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c47_R2 b))) as Ho4.
  rewrite (s81_p35 Ho0 ltac:(zlia)).
  rewrite (s81_p35_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p35 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  rewrite (s179_p14 Ho3 ltac:(zlia)).
  rewrite (s170_p26 Ho4 ltac:(zlia)).
  rewrite (s170_p26_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c48_L (b d : nat) : lmoves (s171_board 1 (2 + b) 0 (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: F :: repeat T (2 + d) ++ [E; T; F]) []; s171_board 1 (1 + b) 1 (2 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c48_L1 (b d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 (3 + b) 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c48_L3 (b d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s111_board 1 (2 + b) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ [E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s111_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c48_R (b d : nat) : rmoves (s171_board 1 (2 + b) 0 (2 + d)) = [s179_board 1 (2 + b) 0 (2 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s171_board, s179_board, strip. tf_options. Qed.
Lemma s171_c48_R2 (b d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s170_board 1 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s170_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s171_c48_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s171_board 1 (2 + b) 0 (2 + d) -> fst (s171_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q33] in Hc |- *.
  rewrite tf_game_eq, (s171_c48_L b d), (s171_c48_R b d); cbn [map].
  rewrite (tf_norm_game (s171_c48_L1 b d)).
  pose proof (use_s81 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s171_c48_L b d) ltac:(cbn [In]; left; reflexivity) (s171_c48_L1 b d))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s171_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s171_c48_L3 b d)).
  pose proof (use_s111 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s171_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c48_L3 b d))) as Ho2.
  pose proof (use_s179 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s171_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s171_c48_R2 b d)).
  pose proof (use_s170 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c48_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c48_R2 b d))) as Ho4.
  rewrite (s81_p32 Ho0 ltac:(zlia)).
  rewrite (s81_p32_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p29 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  rewrite (s111_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p14 Ho3 ltac:(zlia)).
  rewrite (s170_p20 Ho4 ltac:(zlia)).
  rewrite (s170_p20_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c48_p42 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s171_board 1 (2 + b) 0 (2 + d) -> fst (s171_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q42] in Hc |- *.
  rewrite tf_game_eq, (s171_c48_L b d), (s171_c48_R b d); cbn [map].
  rewrite (tf_norm_game (s171_c48_L1 b d)).
  pose proof (use_s81 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s171_c48_L b d) ltac:(cbn [In]; left; reflexivity) (s171_c48_L1 b d))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s171_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s171_c48_L3 b d)).
  pose proof (use_s111 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s171_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c48_L3 b d))) as Ho2.
  pose proof (use_s179 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s171_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s171_c48_R2 b d)).
  pose proof (use_s170 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c48_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c48_R2 b d))) as Ho4.
  rewrite (s81_p36 Ho0 ltac:(zlia)).
  rewrite (s81_p36_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p35 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  rewrite (s111_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p14 Ho3 ltac:(zlia)).
  rewrite (s170_p26 Ho4 ltac:(zlia)).
  rewrite (s170_p26_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c49_L (b : nat) : lmoves (s171_board 1 (2 + b) 1 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; F; E; T; F]) []; s171_board 1 (1 + b) 2 0; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c49_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; F; E; T; F]) []) (s81_board 0 (3 + b) 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c49_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) (s46_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s46_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c49_R (b : nat) : rmoves (s171_board 1 (2 + b) 1 0) = [s150_board 1 (2 + b) 1; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s150_board, s171_board, strip. tf_options. Qed.
Lemma s171_c49_R2 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]) (s135_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s135_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s171_c49_p34 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 1 (2 + b) 1 0 -> fst (s171_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s171_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s171_q34] in Hc |- *.
  rewrite tf_game_eq, (s171_c49_L b), (s171_c49_R b); cbn [map].
  rewrite (tf_norm_game (s171_c49_L1 b)).
  pose proof (use_s81 IH 0 (3 + b) 1 0 (opt_norm_l _ _ _ _ _ (s171_c49_L b) ltac:(cbn [In]; left; reflexivity) (s171_c49_L1 b))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s171_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s171_c49_L3 b)).
  pose proof (use_s46 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s171_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c49_L3 b))) as Ho2.
  pose proof (use_s150 IH 1 (2 + b) 1 (opt_r _ _ _ (s171_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s171_c49_R2 b)).
  pose proof (use_s135 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s171_c49_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c49_R2 b))) as Ho4.
  rewrite (s81_p33 Ho0 ltac:(zlia)).
  rewrite (s81_p33_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p53 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  rewrite (s150_p4 Ho3 ltac:(zlia)).
  rewrite (s135_p6 Ho4 ltac:(zlia)).
  rewrite (s135_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s171_c50_L (b : nat) : lmoves (s171_board 1 (2 + b) 1 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; F; T; E; T; F]) []; s171_board 1 (1 + b) 2 1; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c50_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; F; T; E; T; F]) []) (s81_board 0 (3 + b) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c50_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) (s111_board 1 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s111_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c50_R (b : nat) : rmoves (s171_board 1 (2 + b) 1 1) = [s179_board 1 (2 + b) 1 1; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s171_board, s179_board, strip. tf_options. Qed.
Lemma s171_c50_R2 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]) (s170_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s170_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s171_c50_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s171_board 1 (2 + b) 1 1 -> fst (s171_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s171_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q35] in Hc |- *.
  rewrite tf_game_eq, (s171_c50_L b), (s171_c50_R b); cbn [map].
  rewrite (tf_norm_game (s171_c50_L1 b)).
  pose proof (use_s81 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s171_c50_L b) ltac:(cbn [In]; left; reflexivity) (s171_c50_L1 b))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s171_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s171_c50_L3 b)).
  pose proof (use_s111 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s171_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c50_L3 b))) as Ho2.
  pose proof (use_s179 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s171_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s171_c50_R2 b)).
  pose proof (use_s170 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s171_c50_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c50_R2 b))) as Ho4.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  rewrite (s81_p34_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p13 Ho1 ltac:(zlia)).
  rewrite (s111_p2 Ho2 ltac:(zlia)).
  rewrite (s179_p14 Ho3 ltac:(zlia)).
  rewrite (s170_p22 Ho4 ltac:(zlia)).
  rewrite (s170_p22_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s171_c51_L (b d : nat) : lmoves (s171_board 1 (2 + b) 1 (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []; s171_board 1 (1 + b) 2 (2 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c51_L1 (b d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 (3 + b) 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c51_L3 (b d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s111_board 1 (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s111_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c51_R (b d : nat) : rmoves (s171_board 1 (2 + b) 1 (2 + d)) = [s179_board 1 (2 + b) 1 (2 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s171_board, s179_board, strip. tf_options. Qed.
Lemma s171_c51_R2 (b d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s170_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s170_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s171_c51_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s171_board 1 (2 + b) 1 (2 + d) -> fst (s171_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q35] in Hc |- *.
  rewrite tf_game_eq, (s171_c51_L b d), (s171_c51_R b d); cbn [map].
  rewrite (tf_norm_game (s171_c51_L1 b d)).
  pose proof (use_s81 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s171_c51_L b d) ltac:(cbn [In]; left; reflexivity) (s171_c51_L1 b d))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s171_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s171_c51_L3 b d)).
  pose proof (use_s111 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s171_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c51_L3 b d))) as Ho2.
  pose proof (use_s179 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s171_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s171_c51_R2 b d)).
  pose proof (use_s170 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s171_c51_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s171_c51_R2 b d))) as Ho4.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  rewrite (s81_p34_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s171_p22 Ho1 ltac:(zlia)).
    rewrite (s111_p2 Ho2 ltac:(zlia)).
    rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s179_p14 Ho3 ltac:(zlia)).
    rewrite (s170_p22 Ho4 ltac:(zlia)).
    rewrite (s170_p22_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s171_p54 Ho1 ltac:(zlia)).
    rewrite (s111_p2 Ho2 ltac:(zlia)).
    rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s179_p14 Ho3 ltac:(zlia)).
    rewrite (s170_p22 Ho4 ltac:(zlia)).
    rewrite (s170_p22_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s171_c52_L (b c : nat) : lmoves (s171_board 1 (2 + b) (2 + c) 0) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; F]) []; s171_board 1 (1 + b) (3 + c) 0; strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c52_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s81_board 0 (3 + b) (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c52_L3 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s78_board 1 (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s78_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c52_R (b c : nat) : rmoves (s171_board 1 (2 + b) (2 + c) 0) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c52_R1 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s135_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s135_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s171_c52_p53 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s171_board 1 (2 + b) (2 + c) 0 -> fst (s171_q53 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s171_q53 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s171_q53] in Hc |- *.
  rewrite tf_game_eq, (s171_c52_L b c), (s171_c52_R b c); cbn [map].
  rewrite (tf_norm_game (s171_c52_L1 b c)).
  pose proof (use_s81 IH 0 (3 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s171_c52_L b c) ltac:(cbn [In]; left; reflexivity) (s171_c52_L1 b c))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s171_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s171_c52_L3 b c)).
  pose proof (use_s78 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s171_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c52_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s171_c52_R1 b c)).
  pose proof (use_s135 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s171_c52_R b c) ltac:(cbn [In]; left; reflexivity) (s171_c52_R1 b c))) as Ho3.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p53 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s78_p5 Ho2 ltac:(zlia)).
    rewrite (s135_p3 Ho3 ltac:(zlia)).
    rewrite (s135_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s78_p7 Ho2 ltac:(zlia)).
    rewrite (s135_p3 Ho3 ltac:(zlia)).
    rewrite (s135_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s171_c53_L (b c : nat) : lmoves (s171_board 1 (2 + b) (2 + c) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; T; F]) []; s171_board 1 (1 + b) (3 + c) 1; strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c53_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; T; F]) []) (s81_board 0 (3 + b) (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c53_L3 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s111_board 1 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s111_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c53_R (b c : nat) : rmoves (s171_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c53_R1 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s170_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s170_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s171_c53_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s171_board 1 (2 + b) (2 + c) 1 -> fst (s171_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s171_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s171_q13] in Hc |- *.
  rewrite tf_game_eq, (s171_c53_L b c), (s171_c53_R b c); cbn [map].
  rewrite (tf_norm_game (s171_c53_L1 b c)).
  pose proof (use_s81 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s171_c53_L b c) ltac:(cbn [In]; left; reflexivity) (s171_c53_L1 b c))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s171_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s171_c53_L3 b c)).
  pose proof (use_s111 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s171_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c53_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s171_c53_R1 b c)).
  pose proof (use_s170 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s171_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s171_c53_R1 b c))) as Ho3.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s81_p20_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p13 Ho1 ltac:(zlia)).
  rewrite (s111_p2 Ho2 ltac:(zlia)).
  rewrite (s170_p33 Ho3 ltac:(zlia)).
  rewrite (s170_p33_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s171_c54_L (b c d : nat) : lmoves (s171_board 1 (2 + b) (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []; s171_board 1 (1 + b) (3 + c) (2 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c54_L1 (b c d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 (3 + b) (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s171_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s111_board 1 (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s111_board; strip_board_eq | strip_offset].
Qed.
Lemma s171_c54_R (b c d : nat) : rmoves (s171_board 1 (2 + b) (2 + c) (2 + d)) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s171_board, strip. tf_options. Qed.
Lemma s171_c54_R1 (b c d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s170_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s170_board; strip_board_eq | strip_offset]. Qed.
(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s171_c54_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s171_board 1 (2 + b) (2 + c) (2 + d) -> fst (s171_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q22] in Hc |- *.
  rewrite tf_game_eq, (s171_c54_L b c d), (s171_c54_R b c d); cbn [map].
  rewrite (tf_norm_game (s171_c54_L1 b c d)).
  pose proof (use_s81 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s171_c54_L b c d) ltac:(cbn [In]; left; reflexivity) (s171_c54_L1 b c d))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s171_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s171_c54_L3 b c d)).
  pose proof (use_s111 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s171_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c54_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s171_c54_R1 b c d)).
  pose proof (use_s170 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s171_c54_R b c d) ltac:(cbn [In]; left; reflexivity) (s171_c54_R1 b c d))) as Ho3.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s81_p22_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p22 Ho1 ltac:(zlia)).
  rewrite (s111_p2 Ho2 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p33 Ho3 ltac:(zlia)).
  rewrite (s170_p33_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s171_c54_p54 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s171_board 1 (2 + b) (2 + c) (2 + d) -> fst (s171_q54 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q54 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s171_q54] in Hc |- *.
  rewrite tf_game_eq, (s171_c54_L b c d), (s171_c54_R b c d); cbn [map].
  rewrite (tf_norm_game (s171_c54_L1 b c d)).
  pose proof (use_s81 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s171_c54_L b c d) ltac:(cbn [In]; left; reflexivity) (s171_c54_L1 b c d))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s171_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s171_c54_L3 b c d)).
  pose proof (use_s111 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s171_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s171_c54_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s171_c54_R1 b c d)).
  pose proof (use_s170 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s171_c54_R b c d) ltac:(cbn [In]; left; reflexivity) (s171_c54_R1 b c d))) as Ho3.
  rewrite (s81_p23 Ho0 ltac:(zlia)).
  rewrite (s81_p23_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p54 Ho1 ltac:(zlia)).
  rewrite (s111_p2 Ho2 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s170_p33 Ho3 ltac:(zlia)).
  rewrite (s170_p33_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==0 && d==0: the board of s144 *)
Lemma s171_c55_p31 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 0 0 -> fst (s171_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s171_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q31] in Hc |- *.
  pose proof (Hs144 (2 + a) 0 0 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s171_c55_p47 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 0 0 -> fst (s171_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s171_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q47] in Hc |- *.
  pose proof (Hs144 (2 + a) 0 0 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==0 && d==1: the board of s144 *)
Lemma s171_c56_p30 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 0 1 -> fst (s171_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s171_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q30] in Hc |- *.
  pose proof (Hs144 (2 + a) 0 1 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s171_c56_p55 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 0 1 -> fst (s171_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s171_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q55] in Hc |- *.
  pose proof (Hs144 (2 + a) 0 1 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s171_c56_p59 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 0 1 -> fst (s171_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s171_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q59] in Hc |- *.
  pose proof (Hs144 (2 + a) 0 1 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==0 && d>=2: the board of s144 *)
Lemma s171_c57_p52 x (Hs144 : s144_claim x) (a d : nat) :
  x = s171_board (2 + a) 0 0 (2 + d) -> fst (s171_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s171_q52] in Hc |- *.
  pose proof (Hs144 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s171_c57_p55 x (Hs144 : s144_claim x) (a d : nat) :
  x = s171_board (2 + a) 0 0 (2 + d) -> fst (s171_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s171_q55] in Hc |- *.
  pose proof (Hs144 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s171_c57_p59 x (Hs144 : s144_claim x) (a d : nat) :
  x = s171_board (2 + a) 0 0 (2 + d) -> fst (s171_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s171_q59] in Hc |- *.
  pose proof (Hs144 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==1 && d==0: the board of s144 *)
Lemma s171_c58_p7 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 1 0 -> fst (s171_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s171_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q7] in Hc |- *.
  pose proof (Hs144 (2 + a) 1 0 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s171_c58_p56 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 1 0 -> fst (s171_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s171_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q56] in Hc |- *.
  pose proof (Hs144 (2 + a) 1 0 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s171_c58_p60 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 1 0 -> fst (s171_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s171_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q60] in Hc |- *.
  pose proof (Hs144 (2 + a) 1 0 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s171_c58_p64 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 1 0 -> fst (s171_q64 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s171_q64 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q64] in Hc |- *.
  pose proof (Hs144 (2 + a) 1 0 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==1 && d==1: the board of s144 *)
Lemma s171_c59_p28 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 1 1 -> fst (s171_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s171_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q28] in Hc |- *.
  pose proof (Hs144 (2 + a) 1 1 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s171_c59_p57 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 1 1 -> fst (s171_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s171_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q57] in Hc |- *.
  pose proof (Hs144 (2 + a) 1 1 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s171_c59_p61 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 1 1 -> fst (s171_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s171_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q61] in Hc |- *.
  pose proof (Hs144 (2 + a) 1 1 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s171_c59_p65 x (Hs144 : s144_claim x) (a : nat) :
  x = s171_board (2 + a) 0 1 1 -> fst (s171_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s171_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q65] in Hc |- *.
  pose proof (Hs144 (2 + a) 1 1 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==1 && d>=2: the board of s144 *)
Lemma s171_c60_p29 x (Hs144 : s144_claim x) (a d : nat) :
  x = s171_board (2 + a) 0 1 (2 + d) -> fst (s171_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s171_q29] in Hc |- *.
  pose proof (Hs144 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s171_c60_p57 x (Hs144 : s144_claim x) (a d : nat) :
  x = s171_board (2 + a) 0 1 (2 + d) -> fst (s171_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s171_q57] in Hc |- *.
  pose proof (Hs144 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s171_c60_p61 x (Hs144 : s144_claim x) (a d : nat) :
  x = s171_board (2 + a) 0 1 (2 + d) -> fst (s171_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s171_q61] in Hc |- *.
  pose proof (Hs144 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s171_c60_p65 x (Hs144 : s144_claim x) (a d : nat) :
  x = s171_board (2 + a) 0 1 (2 + d) -> fst (s171_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s171_q65 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s171_q65] in Hc |- *.
  pose proof (Hs144 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c>=2 && d==0: the board of s144 *)
Lemma s171_c61_p50 x (Hs144 : s144_claim x) (a c : nat) :
  x = s171_board (2 + a) 0 (2 + c) 0 -> fst (s171_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s171_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q50] in Hc |- *.
  pose proof (Hs144 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s171 = T^a F _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c>=2 && d==1: the board of s144 *)
Lemma s171_c62_p14 x (Hs144 : s144_claim x) (a c : nat) :
  x = s171_board (2 + a) 0 (2 + c) 1 -> fst (s171_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s171_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s171_q14] in Hc |- *.
  pose proof (Hs144 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s171_board, s144_board; board_eq)) as Ho0.
  rewrite (s144_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

