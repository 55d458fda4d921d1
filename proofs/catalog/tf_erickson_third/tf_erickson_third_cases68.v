(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s113_c48_L (b d : nat) : lmoves (s113_board 1 (2 + b) 0 (2 + d)) = [s113_board 0 (3 + b) 0 (2 + d); s82_board 1 (1 + b) 0 (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, s82_board, strip. tf_options. Qed.
Lemma s113_c48_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c48_R (b d : nat) : rmoves (s113_board 1 (2 + b) 0 (2 + d)) = [].
Proof. unfold s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s113_c48_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s113_board 1 (2 + b) 0 (2 + d) -> fst (s113_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c48_L b d), (s113_c48_R b d); cbn [map].
  pose proof (use_s113 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s113_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s113_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c48_L3 b d)).
  pose proof (use_s79 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c48_L3 b d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s82_p19 Ho1 ltac:(zlia)).
    assert (Hp2 : ((Z.of_nat (2 + b)) mod 2 = 1 /\ Z.of_nat (2 + d) = 3)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 3)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
    {
      rewrite (s79_p14 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p19 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p26 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s82_p24 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s79_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s82_p27 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s79_p14 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p19 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p35 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

Lemma s113_c49_L (b : nat) : lmoves (s113_board 1 (2 + b) 1 0) = [s113_board 0 (3 + b) 1 0; s113_board 1 (2 + b) 0 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c49_R (b : nat) : rmoves (s113_board 1 (2 + b) 1 0) = [s83_board 1 (2 + b) 1].
Proof. unfold s113_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==0 *)
Lemma s113_c49_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 1 (2 + b) 1 0 -> fst (s113_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s113_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q9] in Hc |- *.
  rewrite tf_game_eq, (s113_c49_L b), (s113_c49_R b); cbn [map].
  pose proof (use_s113 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s113_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s113_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s83 IH 1 (2 + b) 1 (opt_r _ _ _ (s113_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s113_c50_L (b : nat) : lmoves (s113_board 1 (2 + b) 1 1) = [s113_board 0 (3 + b) 1 1; s113_board 1 (2 + b) 0 2; strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c50_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]) (s32_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c50_R (b : nat) : rmoves (s113_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]) (s83_board 1 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s113_c50_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 1 (2 + b) 1 1 -> fst (s113_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c50_L b), (s113_c50_R b); cbn [map].
  pose proof (use_s113 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s113_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s113_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c50_L3 b)).
  pose proof (use_s32 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s113_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c50_L3 b))) as Ho2.
  rewrite (tf_norm_game (s113_c50_R1 b)).
  pose proof (use_s83 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s113_c50_R b) ltac:(cbn [In]; left; reflexivity) (s113_c50_R1 b))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s113_c51_L (b d : nat) : lmoves (s113_board 1 (2 + b) 1 (2 + d)) = [s113_board 0 (3 + b) 1 (2 + d); s113_board 1 (2 + b) 0 (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c51_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c51_R (b d : nat) : rmoves (s113_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s113_c51_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s113_board 1 (2 + b) 1 (2 + d) -> fst (s113_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c51_L b d), (s113_c51_R b d); cbn [map].
  pose proof (use_s113 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s113_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s113_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c51_L3 b d)).
  pose proof (use_s79 IH 1 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c51_L3 b d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s113_c52_L (b c : nat) : lmoves (s113_board 1 (2 + b) (2 + c) 0) = [s113_board 0 (3 + b) (2 + c) 0; s113_board 1 (2 + b) (1 + c) 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c52_R (b c : nat) : rmoves (s113_board 1 (2 + b) (2 + c) 0) = [s83_board 1 (2 + b) (2 + c)].
Proof. unfold s113_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s113_c52_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s113_board 1 (2 + b) (2 + c) 0 -> fst (s113_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s113_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q9] in Hc |- *.
  rewrite tf_game_eq, (s113_c52_L b c), (s113_c52_R b c); cbn [map].
  pose proof (use_s113 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s113_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s113_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s83 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s113_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s113_c53_L (b c : nat) : lmoves (s113_board 1 (2 + b) (2 + c) 1) = [s113_board 0 (3 + b) (2 + c) 1; s113_board 1 (2 + b) (1 + c) 2; strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c53_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c53_R (b c : nat) : rmoves (s113_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board 1 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s113_c53_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s113_board 1 (2 + b) (2 + c) 1 -> fst (s113_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c53_L b c), (s113_c53_R b c); cbn [map].
  pose proof (use_s113 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s113_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s113_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c53_L3 b c)).
  pose proof (use_s32 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s113_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c53_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s113_c53_R1 b c)).
  pose proof (use_s83 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s113_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s113_c53_R1 b c))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s113_c54_L (b c d : nat) : lmoves (s113_board 1 (2 + b) (2 + c) (2 + d)) = [s113_board 0 (3 + b) (2 + c) (2 + d); s113_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c54_R (b c d : nat) : rmoves (s113_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s113_c54_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s113_board 1 (2 + b) (2 + c) (2 + d) -> fst (s113_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c54_L b c d), (s113_c54_R b c d); cbn [map].
  pose proof (use_s113 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s113_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s113_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c54_L3 b c d)).
  pose proof (use_s79 IH 1 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s113_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c54_L3 b c d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s113_c55_L (a : nat) : lmoves (s113_board (2 + a) 0 0 0) = [s113_board (1 + a) 1 0 0].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c55_R (a : nat) : rmoves (s113_board (2 + a) 0 0 0) = [s106_board (2 + a) 0; s47_board (2 + a) 0].
Proof. unfold s106_board, s113_board, s47_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==0 && d==0 *)
Lemma s113_c55_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 0 0 0 -> fst (s113_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q15] in Hc |- *.
  rewrite tf_game_eq, (s113_c55_L a), (s113_c55_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 0 0 (opt_l _ _ _ (s113_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s106 IH (2 + a) 0 (opt_r _ _ _ (s113_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s47 IH (2 + a) 0 (opt_r _ _ _ (s113_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s113_p22 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  rewrite (s47_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c55_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 0 0 0 -> fst (s113_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q19] in Hc |- *.
  rewrite tf_game_eq, (s113_c55_L a), (s113_c55_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 0 0 (opt_l _ _ _ (s113_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s106 IH (2 + a) 0 (opt_r _ _ _ (s113_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s47 IH (2 + a) 0 (opt_r _ _ _ (s113_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s113_p16 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s47_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s47_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s113_c55_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 0 0 0 -> fst (s113_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q21] in Hc |- *.
  rewrite tf_game_eq, (s113_c55_L a), (s113_c55_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 0 0 (opt_l _ _ _ (s113_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s106 IH (2 + a) 0 (opt_r _ _ _ (s113_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s47 IH (2 + a) 0 (opt_r _ _ _ (s113_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s113_p20 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  rewrite (s47_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s113_c55_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 0 0 0 -> fst (s113_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q24] in Hc |- *.
  rewrite tf_game_eq, (s113_c55_L a), (s113_c55_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 0 0 (opt_l _ _ _ (s113_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s106 IH (2 + a) 0 (opt_r _ _ _ (s113_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s47 IH (2 + a) 0 (opt_r _ _ _ (s113_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s113_p23 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  rewrite (s47_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c56_L (a : nat) : lmoves (s113_board (2 + a) 0 0 1) = [s113_board (1 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; F; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c56_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; E; F]) [(1, 0)]) (s32_board (2 + a) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c56_R (a : nat) : rmoves (s113_board (2 + a) 0 0 1) = [s106_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [E; F; F]) [(1, 2)]].
Proof. unfold s106_board, s113_board, strip. tf_options. Qed.
Lemma s113_c56_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; F]) [(1, 2)]) (s47_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==0 && d==1 *)
Lemma s113_c56_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 0 0 1 -> fst (s113_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s113_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q7] in Hc |- *.
  rewrite tf_game_eq, (s113_c56_L a), (s113_c56_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 0 1 (opt_l _ _ _ (s113_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c56_L2 a)).
  pose proof (use_s32 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s113_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c56_L2 a))) as Ho1.
  pose proof (use_s106 IH (2 + a) 1 (opt_r _ _ _ (s113_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s113_c56_R2 a)).
  pose proof (use_s47 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s113_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c56_R2 a))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s32_p10 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s47_p5 Ho3 ltac:(zlia)).
      rewrite (s47_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s47_p6 Ho3 ltac:(zlia)).
      rewrite (s47_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s32_p12 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p8 Ho3 ltac:(zlia)).
    rewrite (s47_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s32_p13 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p9 Ho3 ltac:(zlia)).
    rewrite (s47_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s113_c56_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 0 0 1 -> fst (s113_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s113_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q25] in Hc |- *.
  rewrite tf_game_eq, (s113_c56_L a), (s113_c56_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 0 1 (opt_l _ _ _ (s113_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c56_L2 a)).
  pose proof (use_s32 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s113_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c56_L2 a))) as Ho1.
  pose proof (use_s106 IH (2 + a) 1 (opt_r _ _ _ (s113_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s113_c56_R2 a)).
  pose proof (use_s47 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s113_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c56_R2 a))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p14 Ho1 ltac:(zlia)).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p9 Ho3 ltac:(zlia)).
  rewrite (s47_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c56_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 0 0 1 -> fst (s113_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s113_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q26] in Hc |- *.
  rewrite tf_game_eq, (s113_c56_L a), (s113_c56_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 0 1 (opt_l _ _ _ (s113_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c56_L2 a)).
  pose proof (use_s32 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s113_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c56_L2 a))) as Ho1.
  pose proof (use_s106 IH (2 + a) 1 (opt_r _ _ _ (s113_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s113_c56_R2 a)).
  pose proof (use_s47 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s113_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c56_R2 a))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p14 Ho1 ltac:(zlia)).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p9 Ho3 ltac:(zlia)).
  rewrite (s47_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c57_L (a d : nat) : lmoves (s113_board (2 + a) 0 0 (2 + d)) = [s113_board (1 + a) 1 0 (2 + d); strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c57_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board (2 + a) 0 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c57_R (a d : nat) : rmoves (s113_board (2 + a) 0 0 (2 + d)) = [s106_board (2 + a) (2 + d)].
Proof. unfold s106_board, s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==0 && d>=2 *)
Lemma s113_c57_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s113_board (2 + a) 0 0 (2 + d) -> fst (s113_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q8] in Hc |- *.
  rewrite tf_game_eq, (s113_c57_L a d), (s113_c57_R a d); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 0 (2 + d) (opt_l _ _ _ (s113_c57_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c57_L2 a d)).
  pose proof (use_s79 IH (2 + a) 0 0 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c57_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c57_L2 a d))) as Ho1.
  pose proof (use_s106 IH (2 + a) (2 + d) (opt_r _ _ _ (s113_c57_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + a) <= 5 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 5 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 6 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 6 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]]]].
  {
    rewrite (s79_p31 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p32 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p38 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p39 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p41 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p43 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p44 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p45 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p46 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c58_L (a : nat) : lmoves (s113_board (2 + a) 0 1 0) = [s113_board (1 + a) 1 1 0; s113_board (2 + a) 0 0 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c58_R (a : nat) : rmoves (s113_board (2 + a) 0 1 0) = [s111_board (2 + a) 1 0; s83_board (2 + a) 0 1].
Proof. unfold s111_board, s113_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==1 && d==0 *)
Lemma s113_c58_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 0 1 0 -> fst (s113_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s113_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q3] in Hc |- *.
  rewrite tf_game_eq, (s113_c58_L a), (s113_c58_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 1 0 (opt_l _ _ _ (s113_c58_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 0 0 1 (opt_l _ _ _ (s113_c58_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s111 IH (2 + a) 1 0 (opt_r _ _ _ (s113_c58_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s83 IH (2 + a) 0 1 (opt_r _ _ _ (s113_c58_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s113_p7 Ho1 ltac:(zlia)).
    rewrite (s111_p4 Ho2 ltac:(zlia)).
    rewrite (s83_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s113_p25 Ho1 ltac:(zlia)).
    rewrite (s111_p4 Ho2 ltac:(zlia)).
    rewrite (s83_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s113_p26 Ho1 ltac:(zlia)).
    rewrite (s111_p4 Ho2 ltac:(zlia)).
    rewrite (s83_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s113_c59_L (a : nat) : lmoves (s113_board (2 + a) 0 1 1) = [s113_board (1 + a) 1 1 1; s113_board (2 + a) 0 0 2; strip [] (repeat T (2 + a) ++ [E; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c59_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; E; E; F]) [(1, 0)]) (s32_board (2 + a) 0 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c59_R (a : nat) : rmoves (s113_board (2 + a) 0 1 1) = [s111_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; F; T; F]) [(1, 2)]].
Proof. unfold s111_board, s113_board, strip. tf_options. Qed.
Lemma s113_c59_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; F]) [(1, 2)]) (s83_board (2 + a) 0 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==1 && d==1 *)
Lemma s113_c59_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 0 1 1 -> fst (s113_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s113_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q8] in Hc |- *.
  rewrite tf_game_eq, (s113_c59_L a), (s113_c59_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 1 1 (opt_l _ _ _ (s113_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 0 0 2 (opt_l _ _ _ (s113_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c59_L3 a)).
  pose proof (use_s32 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s113_c59_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c59_L3 a))) as Ho2.
  pose proof (use_s111 IH (2 + a) 1 1 (opt_r _ _ _ (s113_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s113_c59_R2 a)).
  pose proof (use_s83 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s113_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c59_R2 a))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  rewrite (s32_p9 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p6 Ho4 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c60_L (a d : nat) : lmoves (s113_board (2 + a) 0 1 (2 + d)) = [s113_board (1 + a) 1 1 (2 + d); s113_board (2 + a) 0 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c60_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board (2 + a) 0 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c60_R (a d : nat) : rmoves (s113_board (2 + a) 0 1 (2 + d)) = [s111_board (2 + a) 1 (2 + d)].
Proof. unfold s111_board, s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s113_c60_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s113_board (2 + a) 0 1 (2 + d) -> fst (s113_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q8] in Hc |- *.
  rewrite tf_game_eq, (s113_c60_L a d), (s113_c60_R a d); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 1 (2 + d) (opt_l _ _ _ (s113_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 0 0 (3 + d) (opt_l _ _ _ (s113_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c60_L3 a d)).
  pose proof (use_s79 IH (2 + a) 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c60_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c60_L3 a d))) as Ho2.
  pose proof (use_s111 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s113_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p31 Ho2 ltac:(zlia)).
    rewrite (s111_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p34 Ho2 ltac:(zlia)).
    rewrite (s111_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c61_L (a c : nat) : lmoves (s113_board (2 + a) 0 (2 + c) 0) = [s113_board (1 + a) 1 (2 + c) 0; s113_board (2 + a) 0 (1 + c) 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c61_R (a c : nat) : rmoves (s113_board (2 + a) 0 (2 + c) 0) = [s111_board (2 + a) (2 + c) 0; s83_board (2 + a) 0 (2 + c)].
Proof. unfold s111_board, s113_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d==0 *)
Lemma s113_c61_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s113_board (2 + a) 0 (2 + c) 0 -> fst (s113_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s113_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q3] in Hc |- *.
  rewrite tf_game_eq, (s113_c61_L a c), (s113_c61_R a c); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 (2 + c) 0 (opt_l _ _ _ (s113_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s113_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s111 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s113_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s83 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s113_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  rewrite (s111_p4 Ho2 ltac:(zlia)).
  rewrite (s83_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c62_L (a c : nat) : lmoves (s113_board (2 + a) 0 (2 + c) 1) = [s113_board (1 + a) 1 (2 + c) 1; s113_board (2 + a) 0 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c62_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board (2 + a) 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c62_R (a c : nat) : rmoves (s113_board (2 + a) 0 (2 + c) 1) = [s111_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s111_board, s113_board, strip. tf_options. Qed.
Lemma s113_c62_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board (2 + a) 0 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s113_c62_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s113_board (2 + a) 0 (2 + c) 1 -> fst (s113_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s113_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q8] in Hc |- *.
  rewrite tf_game_eq, (s113_c62_L a c), (s113_c62_R a c); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s113_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s113_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c62_L3 a c)).
  pose proof (use_s32 IH (2 + a) 0 (2 + c) (opt_norm_l _ _ _ _ _ (s113_c62_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c62_L3 a c))) as Ho2.
  pose proof (use_s111 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s113_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s113_c62_R2 a c)).
  pose proof (use_s83 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s113_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c62_R2 a c))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  rewrite (s32_p9 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p6 Ho4 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c63_L (a c d : nat) : lmoves (s113_board (2 + a) 0 (2 + c) (2 + d)) = [s113_board (1 + a) 1 (2 + c) (2 + d); s113_board (2 + a) 0 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c63_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board (2 + a) 0 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c63_R (a c d : nat) : rmoves (s113_board (2 + a) 0 (2 + c) (2 + d)) = [s111_board (2 + a) (2 + c) (2 + d)].
Proof. unfold s111_board, s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s113_c63_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s113_board (2 + a) 0 (2 + c) (2 + d) -> fst (s113_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q8] in Hc |- *.
  rewrite tf_game_eq, (s113_c63_L a c d), (s113_c63_R a c d); cbn [map].
  pose proof (use_s113 IH (1 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s113_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 0 (1 + c) (3 + d) (opt_l _ _ _ (s113_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c63_L3 a c d)).
  pose proof (use_s79 IH (2 + a) 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s113_c63_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c63_L3 a c d))) as Ho2.
  pose proof (use_s111 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s113_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p31 Ho2 ltac:(zlia)).
    rewrite (s111_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p34 Ho2 ltac:(zlia)).
    rewrite (s111_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c64_L (a : nat) : lmoves (s113_board (2 + a) 1 0 0) = [s113_board (1 + a) 2 0 0; s55_board (2 + a) 0 1].
Proof. unfold s113_board, s55_board. tf_options. Qed.
Lemma s113_c64_R (a : nat) : rmoves (s113_board (2 + a) 1 0 0) = [s116_board (2 + a) 0; s47_board (2 + a) 1].
Proof. unfold s113_board, s116_board, s47_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==0 && d==0 *)
Lemma s113_c64_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 1 0 0 -> fst (s113_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q16] in Hc |- *.
  rewrite tf_game_eq, (s113_c64_L a), (s113_c64_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 2 0 0 (opt_l _ _ _ (s113_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH (2 + a) 0 1 (opt_l _ _ _ (s113_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH (2 + a) 0 (opt_r _ _ _ (s113_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s47 IH (2 + a) 1 (opt_r _ _ _ (s113_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p17 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s116_p1 Ho2 ltac:(zlia)).
  rewrite (s47_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c64_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 1 0 0 -> fst (s113_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q20] in Hc |- *.
  rewrite tf_game_eq, (s113_c64_L a), (s113_c64_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 2 0 0 (opt_l _ _ _ (s113_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH (2 + a) 0 1 (opt_l _ _ _ (s113_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH (2 + a) 0 (opt_r _ _ _ (s113_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s47 IH (2 + a) 1 (opt_r _ _ _ (s113_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p17 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s116_p3 Ho2 ltac:(zlia)).
  rewrite (s47_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | num_cmp]]].
Qed.

Lemma s113_c64_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 1 0 0 -> fst (s113_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q22] in Hc |- *.
  rewrite tf_game_eq, (s113_c64_L a), (s113_c64_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 2 0 0 (opt_l _ _ _ (s113_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH (2 + a) 0 1 (opt_l _ _ _ (s113_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH (2 + a) 0 (opt_r _ _ _ (s113_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s47 IH (2 + a) 1 (opt_r _ _ _ (s113_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p17 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s116_p5 Ho2 ltac:(zlia)).
  rewrite (s47_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s113_c64_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 1 0 0 -> fst (s113_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q23] in Hc |- *.
  rewrite tf_game_eq, (s113_c64_L a), (s113_c64_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 2 0 0 (opt_l _ _ _ (s113_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH (2 + a) 0 1 (opt_l _ _ _ (s113_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH (2 + a) 0 (opt_r _ _ _ (s113_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s47 IH (2 + a) 1 (opt_r _ _ _ (s113_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p17 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s116_p5 Ho2 ltac:(zlia)).
  rewrite (s47_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s113_c65_L (a : nat) : lmoves (s113_board (2 + a) 1 0 1) = [s113_board (1 + a) 2 0 1; s55_board (2 + a) 0 2; strip [] (repeat T (2 + a) ++ [E; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, s55_board, strip. tf_options. Qed.
Lemma s113_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; E; E; F]) [(1, 0)]) (s32_board (2 + a) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c65_R (a : nat) : rmoves (s113_board (2 + a) 1 0 1) = [s116_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [E; T; F; F]) [(1, 2)]].
Proof. unfold s113_board, s116_board, strip. tf_options. Qed.
Lemma s113_c65_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; F]) [(1, 2)]) (s47_board (2 + a) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==0 && d==1 *)
Lemma s113_c65_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 1 0 1 -> fst (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c65_L a), (s113_c65_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 2 0 1 (opt_l _ _ _ (s113_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH (2 + a) 0 2 (opt_l _ _ _ (s113_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c65_L3 a)).
  pose proof (use_s32 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s113_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c65_L3 a))) as Ho2.
  pose proof (use_s116 IH (2 + a) 1 (opt_r _ _ _ (s113_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s113_c65_R2 a)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s113_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c65_R2 a))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s32_p4 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|[Hp3|Hp3]]].
  {
    rewrite (s116_p1 Ho3 ltac:(zlia)).
    rewrite (s47_p2 Ho4 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s116_p4 Ho3 ltac:(zlia)).
    rewrite (s47_p7 Ho4 ltac:(zlia)).
    rewrite (s47_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s116_p6 Ho3 ltac:(zlia)).
    rewrite (s47_p5 Ho4 ltac:(zlia)).
    rewrite (s47_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s116_p7 Ho3 ltac:(zlia)).
    rewrite (s47_p10 Ho4 ltac:(zlia)).
    rewrite (s47_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s113_c66_L (a d : nat) : lmoves (s113_board (2 + a) 1 0 (2 + d)) = [s113_board (1 + a) 2 0 (2 + d); s55_board (2 + a) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, s55_board, strip. tf_options. Qed.
Lemma s113_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board (2 + a) 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c66_R (a d : nat) : rmoves (s113_board (2 + a) 1 0 (2 + d)) = [s116_board (2 + a) (2 + d)].
Proof. unfold s113_board, s116_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s113_c66_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s113_board (2 + a) 1 0 (2 + d) -> fst (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c66_L a d), (s113_c66_R a d); cbn [map].
  pose proof (use_s113 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s113_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s113_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c66_L3 a d)).
  pose proof (use_s79 IH (2 + a) 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c66_L3 a d))) as Ho2.
  pose proof (use_s116 IH (2 + a) (2 + d) (opt_r _ _ _ (s113_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s79_p14 Ho2 ltac:(zlia)).
    rewrite (s116_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p19 Ho2 ltac:(zlia)).
    rewrite (s116_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p22 Ho2 ltac:(zlia)).
    rewrite (s116_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c67_L (a : nat) : lmoves (s113_board (2 + a) 1 1 0) = [s113_board (1 + a) 2 1 0; s113_board (2 + a) 1 0 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c67_R (a : nat) : rmoves (s113_board (2 + a) 1 1 0) = [s138_board (2 + a) 1 0; s83_board (2 + a) 1 1].
Proof. unfold s113_board, s138_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==1 && d==0 *)
Lemma s113_c67_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 1 1 0 -> fst (s113_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s113_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q9] in Hc |- *.
  rewrite tf_game_eq, (s113_c67_L a), (s113_c67_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 2 1 0 (opt_l _ _ _ (s113_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 1 0 1 (opt_l _ _ _ (s113_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s138 IH (2 + a) 1 0 (opt_r _ _ _ (s113_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s83 IH (2 + a) 1 1 (opt_r _ _ _ (s113_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s138_p4 Ho2 ltac:(zlia)).
    rewrite (s83_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s138_p9 Ho2 ltac:(zlia)).
    rewrite (s83_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s138_p11 Ho2 ltac:(zlia)).
    rewrite (s83_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s113_c68_L (a : nat) : lmoves (s113_board (2 + a) 1 1 1) = [s113_board (1 + a) 2 1 1; s113_board (2 + a) 1 0 2; strip [] (repeat T (2 + a) ++ [E; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; T; E; E; F]) [(1, 0)]) (s32_board (2 + a) 1 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c68_R (a : nat) : rmoves (s113_board (2 + a) 1 1 1) = [s138_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; F; T; F]) [(1, 2)]].
Proof. unfold s113_board, s138_board, strip. tf_options. Qed.
Lemma s113_c68_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; T; F]) [(1, 2)]) (s83_board (2 + a) 1 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s113_c68_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s113_board (2 + a) 1 1 1 -> fst (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c68_L a), (s113_c68_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 2 1 1 (opt_l _ _ _ (s113_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 1 0 2 (opt_l _ _ _ (s113_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c68_L3 a)).
  pose proof (use_s32 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s113_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c68_L3 a))) as Ho2.
  pose proof (use_s138 IH (2 + a) 1 1 (opt_r _ _ _ (s113_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s113_c68_R2 a)).
  pose proof (use_s83 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s113_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c68_R2 a))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    rewrite (s83_p2 Ho4 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s138_p3 Ho3 ltac:(zlia)).
    rewrite (s83_p3 Ho4 ltac:(zlia)).
    rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s113_c69_L (a d : nat) : lmoves (s113_board (2 + a) 1 1 (2 + d)) = [s113_board (1 + a) 2 1 (2 + d); s113_board (2 + a) 1 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board (2 + a) 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c69_R (a d : nat) : rmoves (s113_board (2 + a) 1 1 (2 + d)) = [s138_board (2 + a) 1 (2 + d)].
Proof. unfold s113_board, s138_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s113_c69_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s113_board (2 + a) 1 1 (2 + d) -> fst (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c69_L a d), (s113_c69_R a d); cbn [map].
  pose proof (use_s113 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s113_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s113_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c69_L3 a d)).
  pose proof (use_s79 IH (2 + a) 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c69_L3 a d))) as Ho2.
  pose proof (use_s138 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s113_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s138_p2 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s138_p3 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s138_p2 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s138_p3 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s113_c70_L (a c : nat) : lmoves (s113_board (2 + a) 1 (2 + c) 0) = [s113_board (1 + a) 2 (2 + c) 0; s113_board (2 + a) 1 (1 + c) 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c70_R (a c : nat) : rmoves (s113_board (2 + a) 1 (2 + c) 0) = [s138_board (2 + a) (2 + c) 0; s83_board (2 + a) 1 (2 + c)].
Proof. unfold s113_board, s138_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s113_c70_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s113_board (2 + a) 1 (2 + c) 0 -> fst (s113_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s113_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q9] in Hc |- *.
  rewrite tf_game_eq, (s113_c70_L a c), (s113_c70_R a c); cbn [map].
  pose proof (use_s113 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s113_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s113_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s138 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s113_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s83 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s113_c70_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s138_p6 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s83_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s83_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
Qed.

Lemma s113_c71_L (a c : nat) : lmoves (s113_board (2 + a) 1 (2 + c) 1) = [s113_board (1 + a) 2 (2 + c) 1; s113_board (2 + a) 1 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board (2 + a) 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c71_R (a c : nat) : rmoves (s113_board (2 + a) 1 (2 + c) 1) = [s138_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s113_board, s138_board, strip. tf_options. Qed.
Lemma s113_c71_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board (2 + a) 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s113_c71_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s113_board (2 + a) 1 (2 + c) 1 -> fst (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c71_L a c), (s113_c71_R a c); cbn [map].
  pose proof (use_s113 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s113_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s113_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c71_L3 a c)).
  pose proof (use_s32 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s113_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c71_L3 a c))) as Ho2.
  pose proof (use_s138 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s113_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s113_c71_R2 a c)).
  pose proof (use_s83 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s113_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c71_R2 a c))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    rewrite (s83_p2 Ho4 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s138_p3 Ho3 ltac:(zlia)).
    rewrite (s83_p3 Ho4 ltac:(zlia)).
    rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s113_c72_L (a c d : nat) : lmoves (s113_board (2 + a) 1 (2 + c) (2 + d)) = [s113_board (1 + a) 2 (2 + c) (2 + d); s113_board (2 + a) 1 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board (2 + a) 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c72_R (a c d : nat) : rmoves (s113_board (2 + a) 1 (2 + c) (2 + d)) = [s138_board (2 + a) (2 + c) (2 + d)].
Proof. unfold s113_board, s138_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s113_c72_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s113_board (2 + a) 1 (2 + c) (2 + d) -> fst (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c72_L a c d), (s113_c72_R a c d); cbn [map].
  pose proof (use_s113 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s113_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s113_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c72_L3 a c d)).
  pose proof (use_s79 IH (2 + a) 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s113_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c72_L3 a c d))) as Ho2.
  pose proof (use_s138 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s113_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s138_p2 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s138_p3 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s138_p2 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s138_p3 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s113_c73_L (a b : nat) : lmoves (s113_board (2 + a) (2 + b) 0 0) = [s113_board (1 + a) (3 + b) 0 0; s82_board (2 + a) (1 + b) 0 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
Lemma s113_c73_R (a b : nat) : rmoves (s113_board (2 + a) (2 + b) 0 0) = [s47_board (2 + a) (2 + b)].
Proof. unfold s113_board, s47_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d==0 *)
Lemma s113_c73_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s113_board (2 + a) (2 + b) 0 0 -> fst (s113_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q13] in Hc |- *.
  rewrite tf_game_eq, (s113_c73_L a b), (s113_c73_R a b); cbn [map].
  pose proof (use_s113 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s113_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s113_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s47 IH (2 + a) (2 + b) (opt_r _ _ _ (s113_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p13 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s47_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s113_c73_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s113_board (2 + a) (2 + b) 0 0 -> fst (s113_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q17] in Hc |- *.
  rewrite tf_game_eq, (s113_c73_L a b), (s113_c73_R a b); cbn [map].
  pose proof (use_s113 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s113_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s113_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s47 IH (2 + a) (2 + b) (opt_r _ _ _ (s113_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s113_p13 Ho0 ltac:(zlia)).
    rewrite (s82_p24 Ho1 ltac:(zlia)).
    rewrite (s47_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s113_p18 Ho0 ltac:(zlia)).
    rewrite (s82_p24 Ho1 ltac:(zlia)).
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s113_c74_L (a b : nat) : lmoves (s113_board (2 + a) (2 + b) 0 1) = [s113_board (1 + a) (3 + b) 0 1; s82_board (2 + a) (1 + b) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, s82_board, strip. tf_options. Qed.
Lemma s113_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]) (s32_board (2 + a) (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c74_R (a b : nat) : rmoves (s113_board (2 + a) (2 + b) 0 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c74_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]) (s47_board (2 + a) (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s113_c74_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s113_board (2 + a) (2 + b) 0 1 -> fst (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c74_L a b), (s113_c74_R a b); cbn [map].
  pose proof (use_s113 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s113_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s113_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c74_L3 a b)).
  pose proof (use_s32 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s113_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c74_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s113_c74_R1 a b)).
  pose proof (use_s47 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s113_c74_R a b) ltac:(cbn [In]; left; reflexivity) (s113_c74_R1 a b))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s82_p19 Ho1 ltac:(zlia)).
    rewrite (s32_p8 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s47_p2 Ho3 ltac:(zlia)).
      rewrite (s47_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s47_p3 Ho3 ltac:(zlia)).
      rewrite (s47_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s82_p24 Ho1 ltac:(zlia)).
    rewrite (s32_p11 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s47_p2 Ho3 ltac:(zlia)).
      rewrite (s47_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s47_p3 Ho3 ltac:(zlia)).
      rewrite (s47_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s113_c75_L (a b d : nat) : lmoves (s113_board (2 + a) (2 + b) 0 (2 + d)) = [s113_board (1 + a) (3 + b) 0 (2 + d); s82_board (2 + a) (1 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, s82_board, strip. tf_options. Qed.
Lemma s113_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board (2 + a) (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c75_R (a b d : nat) : rmoves (s113_board (2 + a) (2 + b) 0 (2 + d)) = [].
Proof. unfold s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s113_c75_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s113_board (2 + a) (2 + b) 0 (2 + d) -> fst (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c75_L a b d), (s113_c75_R a b d); cbn [map].
  pose proof (use_s113 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s113_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s113_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c75_L3 a b d)).
  pose proof (use_s79 IH (2 + a) (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c75_L3 a b d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s82_p19 Ho1 ltac:(zlia)).
    assert (Hp2 : ((Z.of_nat (2 + b)) mod 2 = 1 /\ Z.of_nat (2 + d) = 3)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 3)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
    {
      rewrite (s79_p14 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p19 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p26 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s82_p24 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s79_p11 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s79_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

Lemma s113_c76_L (a b : nat) : lmoves (s113_board (2 + a) (2 + b) 1 0) = [s113_board (1 + a) (3 + b) 1 0; s113_board (2 + a) (2 + b) 0 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c76_R (a b : nat) : rmoves (s113_board (2 + a) (2 + b) 1 0) = [s83_board (2 + a) (2 + b) 1].
Proof. unfold s113_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s113_c76_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s113_board (2 + a) (2 + b) 1 0 -> fst (s113_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s113_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q9] in Hc |- *.
  rewrite tf_game_eq, (s113_c76_L a b), (s113_c76_R a b); cbn [map].
  pose proof (use_s113 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s113_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s113_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s83 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s113_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s83_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c77_L (a b : nat) : lmoves (s113_board (2 + a) (2 + b) 1 1) = [s113_board (1 + a) (3 + b) 1 1; s113_board (2 + a) (2 + b) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]) (s32_board (2 + a) (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c77_R (a b : nat) : rmoves (s113_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]) (s83_board (2 + a) (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s113_c77_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s113_board (2 + a) (2 + b) 1 1 -> fst (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c77_L a b), (s113_c77_R a b); cbn [map].
  pose proof (use_s113 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s113_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s113_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c77_L3 a b)).
  pose proof (use_s32 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s113_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c77_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s113_c77_R1 a b)).
  pose proof (use_s83 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s113_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s113_c77_R1 a b))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s83_p2 Ho3 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s83_p3 Ho3 ltac:(zlia)).
    rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c78_L (a b d : nat) : lmoves (s113_board (2 + a) (2 + b) 1 (2 + d)) = [s113_board (1 + a) (3 + b) 1 (2 + d); s113_board (2 + a) (2 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board (2 + a) (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c78_R (a b d : nat) : rmoves (s113_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s113_c78_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s113_board (2 + a) (2 + b) 1 (2 + d) -> fst (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c78_L a b d), (s113_c78_R a b d); cbn [map].
  pose proof (use_s113 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s113_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s113_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c78_L3 a b d)).
  pose proof (use_s79 IH (2 + a) (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c78_L3 a b d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s113_c79_L (a b c : nat) : lmoves (s113_board (2 + a) (2 + b) (2 + c) 0) = [s113_board (1 + a) (3 + b) (2 + c) 0; s113_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c79_R (a b c : nat) : rmoves (s113_board (2 + a) (2 + b) (2 + c) 0) = [s83_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s113_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s113_c79_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s113_board (2 + a) (2 + b) (2 + c) 0 -> fst (s113_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s113_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q9] in Hc |- *.
  rewrite tf_game_eq, (s113_c79_L a b c), (s113_c79_R a b c); cbn [map].
  pose proof (use_s113 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s113_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s113_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s83 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s113_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s83_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c80_L (a b c : nat) : lmoves (s113_board (2 + a) (2 + b) (2 + c) 1) = [s113_board (1 + a) (3 + b) (2 + c) 1; s113_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board (2 + a) (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c80_R (a b c : nat) : rmoves (s113_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board (2 + a) (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s113_c80_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s113_board (2 + a) (2 + b) (2 + c) 1 -> fst (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c80_L a b c), (s113_c80_R a b c); cbn [map].
  pose proof (use_s113 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s113_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s113_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c80_L3 a b c)).
  pose proof (use_s32 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s113_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c80_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s113_c80_R1 a b c)).
  pose proof (use_s83 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s113_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s113_c80_R1 a b c))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s83_p2 Ho3 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s83_p3 Ho3 ltac:(zlia)).
    rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c81_L (a b c d : nat) : lmoves (s113_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s113_board (1 + a) (3 + b) (2 + c) (2 + d); s113_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board (2 + a) (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c81_R (a b c d : nat) : rmoves (s113_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s113_c81_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s113_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c81_L a b c d), (s113_c81_R a b c d); cbn [map].
  pose proof (use_s113 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s113_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s113_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c81_L3 a b c d)).
  pose proof (use_s79 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s113_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c81_L3 a b c d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a==0 && b==0 && c==0: the board of s29 *)
Lemma s114_c1_p2 x (Hs29 : s29_claim x) :
  x = s114_board 0 0 0 -> fst (s114_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s114_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q2] in Hc |- *.
  pose proof (Hs29 0 ltac:(rewrite Hx; unfold s114_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a==0 && b==0 && c==1: the board of s80 *)
Lemma s114_c2_p4 x (Hs80 : s80_claim x) :
  x = s114_board 0 0 1 -> fst (s114_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s114_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q4] in Hc |- *.
  pose proof (Hs80 0 1 ltac:(rewrite Hx; unfold s114_board, s80_board; board_eq)) as Ho0.
  rewrite (s80_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a==0 && b==0 && c>=2: the board of s80 *)
Lemma s114_c3_p7 x (Hs80 : s80_claim x) (c : nat) :
  x = s114_board 0 0 (2 + c) -> fst (s114_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s114_q7] in Hc |- *.
  pose proof (Hs80 0 (2 + c) ltac:(rewrite Hx; unfold s114_board, s80_board; board_eq)) as Ho0.
  rewrite (s80_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s114_c3_p9 x (Hs80 : s80_claim x) (c : nat) :
  x = s114_board 0 0 (2 + c) -> fst (s114_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s114_q9] in Hc |- *.
  pose proof (Hs80 0 (2 + c) ltac:(rewrite Hx; unfold s114_board, s80_board; board_eq)) as Ho0.
  rewrite (s80_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a==0 && b==1 && c==0: the board of s51 *)
Lemma s114_c4_p4 x (Hs51 : s51_claim x) :
  x = s114_board 0 1 0 -> fst (s114_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s114_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q4] in Hc |- *.
  pose proof (Hs51 0 1 ltac:(rewrite Hx; unfold s114_board, s51_board; board_eq)) as Ho0.
  rewrite (s51_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s114_c5_L : lmoves (s114_board 0 1 1) = [strip [(0, 1)] ([E; T; T; E; T; E; F]) []; strip [(0, 1)] ([T; E; E; T; T; E; F]) []; strip [(0, 1)] ([T; E; T; E; E; T; F]) []].
Proof. unfold s114_board, strip. tf_options. Qed.
Lemma s114_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; E; F]) []) (s43_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s114_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; E; F]) []) (s37_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s114_c5_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; T; F]) []) (s72_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s114_c5_R : rmoves (s114_board 0 1 1) = [strip [(0, 1)] ([T; E; T; E; T; F; E]) []].
Proof. unfold s114_board, strip. tf_options. Qed.
Lemma s114_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; E]) []) (s73_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s114 = T^a F T _ T^b _ T^c _ F on a==0 && b==1 && c==1 *)
Lemma s114_c5_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s114_board 0 1 1 -> fst (s114_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s114_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s114_q10] in Hc |- *.
  rewrite tf_game_eq, (s114_c5_L), (s114_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s114_c5_L1)).
  pose proof (use_s43 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s114_c5_L) ltac:(cbn [In]; left; reflexivity) (s114_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s114_c5_L2)).
  pose proof (use_s37 IH 1 2 (opt_norm_l _ _ _ _ _ (s114_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s114_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s114_c5_L3)).
  pose proof (use_s72 IH 1 1 (opt_norm_l _ _ _ _ _ (s114_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s114_c5_L3))) as Ho2.
  rewrite (tf_norm_game0 (s114_c5_R1)).
  pose proof (use_s73 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s114_c5_R) ltac:(cbn [In]; left; reflexivity) (s114_c5_R1))) as Ho3.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s37_p4 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s114_c6_L (c : nat) : lmoves (s114_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s114_board, strip. tf_options. Qed.
Lemma s114_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; F]) []) (s43_board 0 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s114_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; F]) []) (s37_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s114_c6_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []) (s74_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s114_c6_R (c : nat) : rmoves (s114_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s114_board, strip. tf_options. Qed.
Lemma s114_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) []) (s73_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s114 = T^a F T _ T^b _ T^c _ F on a==0 && b==1 && c>=2 *)
Lemma s114_c6_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s114_board 0 1 (2 + c) -> fst (s114_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s114_q9] in Hc |- *.
  rewrite tf_game_eq, (s114_c6_L c), (s114_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s114_c6_L1 c)).
  pose proof (use_s43 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s114_c6_L c) ltac:(cbn [In]; left; reflexivity) (s114_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s114_c6_L2 c)).
  pose proof (use_s37 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s114_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s114_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s114_c6_L3 c)).
  pose proof (use_s74 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s114_c6_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s114_c6_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s114_c6_R1 c)).
  pose proof (use_s73 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s114_c6_R c) ltac:(cbn [In]; left; reflexivity) (s114_c6_R1 c))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s37_p5 Ho1 ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a==0 && b>=2 && c==0: the board of s51 *)
Lemma s114_c7_p6 x (Hs51 : s51_claim x) (b : nat) :
  x = s114_board 0 (2 + b) 0 -> fst (s114_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s114_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q6] in Hc |- *.
  pose proof (Hs51 0 (2 + b) ltac:(rewrite Hx; unfold s114_board, s51_board; board_eq)) as Ho0.
  rewrite (s51_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s114_c8_L (b : nat) : lmoves (s114_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; F]) []].
Proof. unfold s114_board, strip. tf_options. Qed.
Lemma s114_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; F]) []) (s43_board 0 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s114_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; F]) []) (s43_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s114_c8_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; F]) []) (s72_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s114_c8_R (b : nat) : rmoves (s114_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E]) []].
Proof. unfold s114_board, strip. tf_options. Qed.
Lemma s114_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E]) []) (s73_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s114 = T^a F T _ T^b _ T^c _ F on a==0 && b>=2 && c==1 *)
Lemma s114_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s114_board 0 (2 + b) 1 -> fst (s114_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s114_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s114_q10] in Hc |- *.
  rewrite tf_game_eq, (s114_c8_L b), (s114_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s114_c8_L1 b)).
  pose proof (use_s43 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s114_c8_L b) ltac:(cbn [In]; left; reflexivity) (s114_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s114_c8_L2 b)).
  pose proof (use_s43 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s114_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s114_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s114_c8_L3 b)).
  pose proof (use_s72 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s114_c8_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s114_c8_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s114_c8_R1 b)).
  pose proof (use_s73 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s114_c8_R b) ltac:(cbn [In]; left; reflexivity) (s114_c8_R1 b))) as Ho3.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s43_p6 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s114_c9_L (b c : nat) : lmoves (s114_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s114_board, strip. tf_options. Qed.
Lemma s114_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []) (s43_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s114_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []) (s43_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s114_c9_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []) (s74_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s114_c9_R (b c : nat) : rmoves (s114_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s114_board, strip. tf_options. Qed.
Lemma s114_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []) (s73_board 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s114 = T^a F T _ T^b _ T^c _ F on a==0 && b>=2 && c>=2 *)
Lemma s114_c9_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s114_board 0 (2 + b) (2 + c) -> fst (s114_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s114_q9] in Hc |- *.
  rewrite tf_game_eq, (s114_c9_L b c), (s114_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s114_c9_L1 b c)).
  pose proof (use_s43 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s114_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s114_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s114_c9_L2 b c)).
  pose proof (use_s43 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s114_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s114_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s114_c9_L3 b c)).
  pose proof (use_s74 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s114_c9_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s114_c9_L3 b c))) as Ho2.
  rewrite (tf_norm_game0 (s114_c9_R1 b c)).
  pose proof (use_s73 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s114_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s114_c9_R1 b c))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p6 Ho1 ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a==1 && b==0 && c==0: the board of s29 *)
Lemma s114_c10_p2 x (Hs29 : s29_claim x) :
  x = s114_board 1 0 0 -> fst (s114_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s114_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q2] in Hc |- *.
  pose proof (Hs29 1 ltac:(rewrite Hx; unfold s114_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a==1 && b==0 && c==1: the board of s80 *)
Lemma s114_c11_p4 x (Hs80 : s80_claim x) :
  x = s114_board 1 0 1 -> fst (s114_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s114_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q4] in Hc |- *.
  pose proof (Hs80 1 1 ltac:(rewrite Hx; unfold s114_board, s80_board; board_eq)) as Ho0.
  rewrite (s80_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a==1 && b==0 && c>=2: the board of s80 *)
Lemma s114_c12_p8 x (Hs80 : s80_claim x) (c : nat) :
  x = s114_board 1 0 (2 + c) -> fst (s114_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s114_q8] in Hc |- *.
  pose proof (Hs80 1 (2 + c) ltac:(rewrite Hx; unfold s114_board, s80_board; board_eq)) as Ho0.
  rewrite (s80_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s114_c12_p9 x (Hs80 : s80_claim x) (c : nat) :
  x = s114_board 1 0 (2 + c) -> fst (s114_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s114_q9] in Hc |- *.
  pose proof (Hs80 1 (2 + c) ltac:(rewrite Hx; unfold s114_board, s80_board; board_eq)) as Ho0.
  rewrite (s80_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a==1 && b==1 && c==0: the board of s51 *)
Lemma s114_c13_p4 x (Hs51 : s51_claim x) :
  x = s114_board 1 1 0 -> fst (s114_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s114_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q4] in Hc |- *.
  pose proof (Hs51 1 1 ltac:(rewrite Hx; unfold s114_board, s51_board; board_eq)) as Ho0.
  rewrite (s51_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s114_c14_L : lmoves (s114_board 1 1 1) = [s78_board 1 2 1; s80_board 1 2; s120_board 1 1].
Proof. unfold s114_board, s120_board, s78_board, s80_board. tf_options. Qed.
Lemma s114_c14_R : rmoves (s114_board 1 1 1) = [s138_board 1 1 1].
Proof. unfold s114_board, s138_board. tf_options. Qed.
(* s114 = T^a F T _ T^b _ T^c _ F on a==1 && b==1 && c==1 *)
Lemma s114_c14_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s114_board 1 1 1 -> fst (s114_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s114_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s114_q10] in Hc |- *.
  rewrite tf_game_eq, (s114_c14_L), (s114_c14_R); cbn [map].
  pose proof (use_s78 IH 1 2 1 (opt_l _ _ _ (s114_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s80 IH 1 2 (opt_l _ _ _ (s114_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s120 IH 1 1 (opt_l _ _ _ (s114_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s138 IH 1 1 1 (opt_r _ _ _ (s114_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s78_p7 Ho0 ltac:(zlia)).
  rewrite (s80_p5 Ho1 ltac:(zlia)).
  rewrite (s120_p3 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s114_c15_L (c : nat) : lmoves (s114_board 1 1 (2 + c)) = [s78_board 1 2 (2 + c); s80_board 1 (3 + c); s137_board 1 1 (1 + c)].
Proof. unfold s114_board, s137_board, s78_board, s80_board. tf_options. Qed.
Lemma s114_c15_R (c : nat) : rmoves (s114_board 1 1 (2 + c)) = [s138_board 1 1 (2 + c)].
Proof. unfold s114_board, s138_board. tf_options. Qed.
(* s114 = T^a F T _ T^b _ T^c _ F on a==1 && b==1 && c>=2 *)
Lemma s114_c15_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s114_board 1 1 (2 + c) -> fst (s114_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s114_q9] in Hc |- *.
  rewrite tf_game_eq, (s114_c15_L c), (s114_c15_R c); cbn [map].
  pose proof (use_s78 IH 1 2 (2 + c) (opt_l _ _ _ (s114_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s80 IH 1 (3 + c) (opt_l _ _ _ (s114_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s137 IH 1 1 (1 + c) (opt_l _ _ _ (s114_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s138 IH 1 1 (2 + c) (opt_r _ _ _ (s114_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  rewrite (s80_p6 Ho1 ltac:(zlia)).
  rewrite (s137_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a==1 && b>=2 && c==0: the board of s51 *)
Lemma s114_c16_p6 x (Hs51 : s51_claim x) (b : nat) :
  x = s114_board 1 (2 + b) 0 -> fst (s114_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s114_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q6] in Hc |- *.
  pose proof (Hs51 1 (2 + b) ltac:(rewrite Hx; unfold s114_board, s51_board; board_eq)) as Ho0.
  rewrite (s51_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s114_c17_L (b : nat) : lmoves (s114_board 1 (2 + b) 1) = [s78_board 1 (3 + b) 1; s114_board 1 (1 + b) 2; s120_board 1 (2 + b)].
Proof. unfold s114_board, s120_board, s78_board. tf_options. Qed.
Lemma s114_c17_R (b : nat) : rmoves (s114_board 1 (2 + b) 1) = [s138_board 1 (2 + b) 1].
Proof. unfold s114_board, s138_board. tf_options. Qed.
(* s114 = T^a F T _ T^b _ T^c _ F on a==1 && b>=2 && c==1 *)
Lemma s114_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s114_board 1 (2 + b) 1 -> fst (s114_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s114_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s114_q10] in Hc |- *.
  rewrite tf_game_eq, (s114_c17_L b), (s114_c17_R b); cbn [map].
  pose proof (use_s78 IH 1 (3 + b) 1 (opt_l _ _ _ (s114_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s114 IH 1 (1 + b) 2 (opt_l _ _ _ (s114_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s120 IH 1 (2 + b) (opt_l _ _ _ (s114_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s138 IH 1 (2 + b) 1 (opt_r _ _ _ (s114_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s78_p7 Ho0 ltac:(zlia)).
  rewrite (s114_p9 Ho1 ltac:(zlia)).
  rewrite (s120_p3 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s114_c18_L (b c : nat) : lmoves (s114_board 1 (2 + b) (2 + c)) = [s78_board 1 (3 + b) (2 + c); s114_board 1 (1 + b) (3 + c); s137_board 1 (2 + b) (1 + c)].
Proof. unfold s114_board, s137_board, s78_board. tf_options. Qed.
Lemma s114_c18_R (b c : nat) : rmoves (s114_board 1 (2 + b) (2 + c)) = [s138_board 1 (2 + b) (2 + c)].
Proof. unfold s114_board, s138_board. tf_options. Qed.
(* s114 = T^a F T _ T^b _ T^c _ F on a==1 && b>=2 && c>=2 *)
Lemma s114_c18_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s114_board 1 (2 + b) (2 + c) -> fst (s114_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s114_q9] in Hc |- *.
  rewrite tf_game_eq, (s114_c18_L b c), (s114_c18_R b c); cbn [map].
  pose proof (use_s78 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s114_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s114 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s114_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s137 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s114_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s138 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s114_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  rewrite (s114_p9 Ho1 ltac:(zlia)).
  rewrite (s137_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a>=2 && b==0 && c==0: the board of s29 *)
Lemma s114_c19_p1 x (Hs29 : s29_claim x) (a : nat) :
  x = s114_board (2 + a) 0 0 -> fst (s114_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s114_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q1] in Hc |- *.
  pose proof (Hs29 (2 + a) ltac:(rewrite Hx; unfold s114_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a>=2 && b==0 && c==1: the board of s80 *)
Lemma s114_c20_p5 x (Hs80 : s80_claim x) (a : nat) :
  x = s114_board (2 + a) 0 1 -> fst (s114_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s114_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q5] in Hc |- *.
  pose proof (Hs80 (2 + a) 1 ltac:(rewrite Hx; unfold s114_board, s80_board; board_eq)) as Ho0.
  rewrite (s80_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s114_c20_p12 x (Hs80 : s80_claim x) (a : nat) :
  x = s114_board (2 + a) 0 1 -> fst (s114_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s114_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q12] in Hc |- *.
  pose proof (Hs80 (2 + a) 1 ltac:(rewrite Hx; unfold s114_board, s80_board; board_eq)) as Ho0.
  rewrite (s80_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a>=2 && b==0 && c>=2: the board of s80 *)
Lemma s114_c21_p1 x (Hs80 : s80_claim x) (a c : nat) :
  x = s114_board (2 + a) 0 (2 + c) -> fst (s114_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s114_q1] in Hc |- *.
  pose proof (Hs80 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s114_board, s80_board; board_eq)) as Ho0.
  rewrite (s80_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s114_c21_p8 x (Hs80 : s80_claim x) (a c : nat) :
  x = s114_board (2 + a) 0 (2 + c) -> fst (s114_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s114_q8] in Hc |- *.
  pose proof (Hs80 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s114_board, s80_board; board_eq)) as Ho0.
  rewrite (s80_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s114_c21_p9 x (Hs80 : s80_claim x) (a c : nat) :
  x = s114_board (2 + a) 0 (2 + c) -> fst (s114_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s114_q9] in Hc |- *.
  pose proof (Hs80 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s114_board, s80_board; board_eq)) as Ho0.
  rewrite (s80_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s114_c21_p13 x (Hs80 : s80_claim x) (a c : nat) :
  x = s114_board (2 + a) 0 (2 + c) -> fst (s114_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s114_q13] in Hc |- *.
  pose proof (Hs80 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s114_board, s80_board; board_eq)) as Ho0.
  rewrite (s80_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a>=2 && b==1 && c==0: the board of s51 *)
Lemma s114_c22_p3 x (Hs51 : s51_claim x) (a : nat) :
  x = s114_board (2 + a) 1 0 -> fst (s114_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s114_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q3] in Hc |- *.
  pose proof (Hs51 (2 + a) 1 ltac:(rewrite Hx; unfold s114_board, s51_board; board_eq)) as Ho0.
  rewrite (s51_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s114_c22_p4 x (Hs51 : s51_claim x) (a : nat) :
  x = s114_board (2 + a) 1 0 -> fst (s114_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s114_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q4] in Hc |- *.
  pose proof (Hs51 (2 + a) 1 ltac:(rewrite Hx; unfold s114_board, s51_board; board_eq)) as Ho0.
  rewrite (s51_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s114_c22_p12 x (Hs51 : s51_claim x) (a : nat) :
  x = s114_board (2 + a) 1 0 -> fst (s114_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s114_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q12] in Hc |- *.
  pose proof (Hs51 (2 + a) 1 ltac:(rewrite Hx; unfold s114_board, s51_board; board_eq)) as Ho0.
  rewrite (s51_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s114_c23_L (a : nat) : lmoves (s114_board (2 + a) 1 1) = [s78_board (2 + a) 2 1; s80_board (2 + a) 2; s120_board (2 + a) 1].
Proof. unfold s114_board, s120_board, s78_board, s80_board. tf_options. Qed.
Lemma s114_c23_R (a : nat) : rmoves (s114_board (2 + a) 1 1) = [s138_board (2 + a) 1 1].
Proof. unfold s114_board, s138_board. tf_options. Qed.
(* s114 = T^a F T _ T^b _ T^c _ F on a>=2 && b==1 && c==1 *)
Lemma s114_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s114_board (2 + a) 1 1 -> fst (s114_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s114_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s114_q5] in Hc |- *.
  rewrite tf_game_eq, (s114_c23_L a), (s114_c23_R a); cbn [map].
  pose proof (use_s78 IH (2 + a) 2 1 (opt_l _ _ _ (s114_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s80 IH (2 + a) 2 (opt_l _ _ _ (s114_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s120 IH (2 + a) 1 (opt_l _ _ _ (s114_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s138 IH (2 + a) 1 1 (opt_r _ _ _ (s114_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s78_p9 Ho0 ltac:(zlia)).
  rewrite (s80_p1 Ho1 ltac:(zlia)).
  rewrite (s120_p1 Ho2 ltac:(zlia)).
  rewrite (s138_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s114_c23_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s114_board (2 + a) 1 1 -> fst (s114_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s114_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s114_q10] in Hc |- *.
  rewrite tf_game_eq, (s114_c23_L a), (s114_c23_R a); cbn [map].
  pose proof (use_s78 IH (2 + a) 2 1 (opt_l _ _ _ (s114_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s80 IH (2 + a) 2 (opt_l _ _ _ (s114_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s120 IH (2 + a) 1 (opt_l _ _ _ (s114_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s138 IH (2 + a) 1 1 (opt_r _ _ _ (s114_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s78_p9 Ho0 ltac:(zlia)).
  rewrite (s80_p5 Ho1 ltac:(zlia)).
  rewrite (s120_p3 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s114_c23_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s114_board (2 + a) 1 1 -> fst (s114_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s114_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s114_q12] in Hc |- *.
  rewrite tf_game_eq, (s114_c23_L a), (s114_c23_R a); cbn [map].
  pose proof (use_s78 IH (2 + a) 2 1 (opt_l _ _ _ (s114_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s80 IH (2 + a) 2 (opt_l _ _ _ (s114_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s120 IH (2 + a) 1 (opt_l _ _ _ (s114_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s138 IH (2 + a) 1 1 (opt_r _ _ _ (s114_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s78_p9 Ho0 ltac:(zlia)).
  rewrite (s80_p7 Ho1 ltac:(zlia)).
  rewrite (s120_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s114_c24_L (a c : nat) : lmoves (s114_board (2 + a) 1 (2 + c)) = [s78_board (2 + a) 2 (2 + c); s80_board (2 + a) (3 + c); s137_board (2 + a) 1 (1 + c)].
Proof. unfold s114_board, s137_board, s78_board, s80_board. tf_options. Qed.
Lemma s114_c24_R (a c : nat) : rmoves (s114_board (2 + a) 1 (2 + c)) = [s138_board (2 + a) 1 (2 + c)].
Proof. unfold s114_board, s138_board. tf_options. Qed.
(* s114 = T^a F T _ T^b _ T^c _ F on a>=2 && b==1 && c>=2 *)
Lemma s114_c24_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s114_board (2 + a) 1 (2 + c) -> fst (s114_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s114_q9] in Hc |- *.
  rewrite tf_game_eq, (s114_c24_L a c), (s114_c24_R a c); cbn [map].
  pose proof (use_s78 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s114_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s80 IH (2 + a) (3 + c) (opt_l _ _ _ (s114_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s137 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s114_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s138 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s114_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  rewrite (s80_p6 Ho1 ltac:(zlia)).
  rewrite (s137_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s138_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s114 = T^a F T _ T^b _ T^c _ F on a>=2 && b>=2 && c==0: the board of s51 *)
Lemma s114_c25_p6 x (Hs51 : s51_claim x) (a b : nat) :
  x = s114_board (2 + a) (2 + b) 0 -> fst (s114_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s114_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s114_q6] in Hc |- *.
  pose proof (Hs51 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s114_board, s51_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s51_p3 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s51_p4 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Lemma s114_c26_L (a b : nat) : lmoves (s114_board (2 + a) (2 + b) 1) = [s78_board (2 + a) (3 + b) 1; s114_board (2 + a) (1 + b) 2; s120_board (2 + a) (2 + b)].
Proof. unfold s114_board, s120_board, s78_board. tf_options. Qed.
Lemma s114_c26_R (a b : nat) : rmoves (s114_board (2 + a) (2 + b) 1) = [s138_board (2 + a) (2 + b) 1].
Proof. unfold s114_board, s138_board. tf_options. Qed.
(* s114 = T^a F T _ T^b _ T^c _ F on a>=2 && b>=2 && c==1 *)
Lemma s114_c26_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s114_board (2 + a) (2 + b) 1 -> fst (s114_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s114_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s114_q10] in Hc |- *.
  rewrite tf_game_eq, (s114_c26_L a b), (s114_c26_R a b); cbn [map].
  pose proof (use_s78 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s114_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s114 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s114_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s120 IH (2 + a) (2 + b) (opt_l _ _ _ (s114_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s138 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s114_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s78_p9 Ho0 ltac:(zlia)).
  rewrite (s114_p9 Ho1 ltac:(zlia)).
  rewrite (s120_p3 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s114_c26_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s114_board (2 + a) (2 + b) 1 -> fst (s114_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s114_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s114_q11] in Hc |- *.
  rewrite tf_game_eq, (s114_c26_L a b), (s114_c26_R a b); cbn [map].
  pose proof (use_s78 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s114_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s114 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s114_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s120 IH (2 + a) (2 + b) (opt_l _ _ _ (s114_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s138 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s114_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s78_p9 Ho0 ltac:(zlia)).
  rewrite (s114_p9 Ho1 ltac:(zlia)).
  rewrite (s120_p4 Ho2 ltac:(zlia)).
  rewrite (s138_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s114_c27_L (a b c : nat) : lmoves (s114_board (2 + a) (2 + b) (2 + c)) = [s78_board (2 + a) (3 + b) (2 + c); s114_board (2 + a) (1 + b) (3 + c); s137_board (2 + a) (2 + b) (1 + c)].
Proof. unfold s114_board, s137_board, s78_board. tf_options. Qed.
Lemma s114_c27_R (a b c : nat) : rmoves (s114_board (2 + a) (2 + b) (2 + c)) = [s138_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s114_board, s138_board. tf_options. Qed.
(* s114 = T^a F T _ T^b _ T^c _ F on a>=2 && b>=2 && c>=2 *)
Lemma s114_c27_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s114_board (2 + a) (2 + b) (2 + c) -> fst (s114_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s114_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s114_q9] in Hc |- *.
  rewrite tf_game_eq, (s114_c27_L a b c), (s114_c27_R a b c); cbn [map].
  pose proof (use_s78 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s114_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s114 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s114_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s137 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s114_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s138 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s114_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  rewrite (s114_p9 Ho1 ltac:(zlia)).
  rewrite (s137_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s138_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s115_c1_L : lmoves (s115_board 0) = [strip [(0, 1); (1, 1)] ([]) [(1, 2)]].
Proof. unfold s115_board, strip. tf_options. Qed.
Lemma s115_c1_L1 : tf_norm (strip [(0, 1); (1, 1)] ([]) [(1, 2)]) (repeat E 3) (1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s115_c1_R : rmoves (s115_board 0) = [].
Proof. unfold s115_board. tf_options. Qed.
(* s115 = T^a F T F _^3 on a==0 *)
Lemma s115_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s115_board 0 -> fst (s115_q1 (Z.of_nat 0)) -> tf_game x == snd (s115_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s115_q1] in Hc |- *.
  rewrite tf_game_eq, (s115_c1_L), (s115_c1_R); cbn [map].
  rewrite (tf_norm_blank (s115_c1_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s115_c2_L : lmoves (s115_board 1) = [strip [] ([T; F; E; F]) [(1, 2)]].
Proof. unfold s115_board, strip. tf_options. Qed.
Lemma s115_c2_L1 : tf_norm (strip [] ([T; F; E; F]) [(1, 2)]) (s105_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; F; E; F]) [(1, 2)]); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
Lemma s115_c2_R : rmoves (s115_board 1) = [].
Proof. unfold s115_board. tf_options. Qed.
(* s115 = T^a F T F _^3 on a==1 *)
Lemma s115_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s115_board 1 -> fst (s115_q1 (Z.of_nat 1)) -> tf_game x == snd (s115_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s115_q1] in Hc |- *.
  rewrite tf_game_eq, (s115_c2_L), (s115_c2_R); cbn [map].
  rewrite (tf_norm_game (s115_c2_L1)).
  pose proof (use_s105 IH 1 0 (opt_norm_l _ _ _ _ _ (s115_c2_L) ltac:(cbn [In]; left; reflexivity) (s115_c2_L1))) as Ho0.
  rewrite (s105_p4 Ho0 ltac:(zlia)).
  rewrite (s105_p4_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s115_c3_L (a : nat) : lmoves (s115_board (2 + a)) = [strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 2)]].
Proof. unfold s115_board, strip. tf_options. Qed.
Lemma s115_c3_L1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 2)]) (s105_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F]) [(1, 2)]); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
Lemma s115_c3_R (a : nat) : rmoves (s115_board (2 + a)) = [].
Proof. unfold s115_board. tf_options. Qed.
(* s115 = T^a F T F _^3 on a>=2 *)
Lemma s115_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s115_board (2 + a) -> fst (s115_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s115_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s115_q1] in Hc |- *.
  rewrite tf_game_eq, (s115_c3_L a), (s115_c3_R a); cbn [map].
  rewrite (tf_norm_game (s115_c3_L1 a)).
  pose proof (use_s105 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s115_c3_L a) ltac:(cbn [In]; left; reflexivity) (s115_c3_L1 a))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s105_p5 Ho0 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s105_p6 Ho0 ltac:(zlia)).
    rewrite (s105_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
Qed.

Lemma s116_c1_L : lmoves (s116_board 0 0) = [strip [(0, 1)] ([E; T; E; F; E]) []].
Proof. unfold s116_board, strip. tf_options. Qed.
Lemma s116_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; E; F; E]) []) (s73_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s116_c1_R : rmoves (s116_board 0 0) = [strip [(0, 1)] ([T; E; F; E; E]) []].
Proof. unfold s116_board, strip. tf_options. Qed.
Lemma s116_c1_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; E]) []) (s75_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s116 = T^a F T _^2 T^b F _ on a==0 && b==0 *)
Lemma s116_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s116_board 0 0 -> fst (s116_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s116_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s116_q1] in Hc |- *.
  rewrite tf_game_eq, (s116_c1_L), (s116_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s116_c1_L1)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s116_c1_L) ltac:(cbn [In]; left; reflexivity) (s116_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s116_c1_R1)).
  pose proof (use_s75 IH 1 0 (opt_norm_r _ _ _ _ _ (s116_c1_R) ltac:(cbn [In]; left; reflexivity) (s116_c1_R1))) as Ho1.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s116_c2_L : lmoves (s116_board 0 1) = [strip [(0, 1)] ([E; T; E; T; F; E]) []; strip [(0, 1)] ([T; E; E; E; F]) [(1, 0)]].
Proof. unfold s116_board, strip. tf_options. Qed.
Lemma s116_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E]) []) (s73_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s116_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; E; F]) [(1, 0)]) (s17_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s116_c2_R : rmoves (s116_board 0 1) = [strip [(0, 1)] ([T; E; F]) [(1, 2)]].
Proof. unfold s116_board, strip. tf_options. Qed.
Lemma s116_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; F]) [(1, 2)]) (s75_board 1 0) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F]) [(1, 2)]); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s116 = T^a F T _^2 T^b F _ on a==0 && b==1 *)
Lemma s116_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s116_board 0 1 -> fst (s116_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s116_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s116_q1] in Hc |- *.
  rewrite tf_game_eq, (s116_c2_L), (s116_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s116_c2_L1)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s116_c2_L) ltac:(cbn [In]; left; reflexivity) (s116_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s116_c2_L2)).
  pose proof (use_s17 IH 1 (opt_norm_l _ _ _ _ _ (s116_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s116_c2_L2))) as Ho1.
  rewrite (tf_norm_game (s116_c2_R1)).
  pose proof (use_s75 IH 1 0 (opt_norm_r _ _ _ _ _ (s116_c2_R) ltac:(cbn [In]; left; reflexivity) (s116_c2_R1))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s17_p2 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s116_c3_L (b : nat) : lmoves (s116_board 0 (2 + b)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; E]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s116_board, strip. tf_options. Qed.
Lemma s116_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; E]) []) (s73_board 0 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s116_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s37_board 1 (1 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s116_c3_R (b : nat) : rmoves (s116_board 0 (2 + b)) = [].
Proof. unfold s116_board. tf_options. Qed.
(* s116 = T^a F T _^2 T^b F _ on a==0 && b>=2 *)
Lemma s116_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s116_board 0 (2 + b) -> fst (s116_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s116_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s116_q2] in Hc |- *.
  rewrite tf_game_eq, (s116_c3_L b), (s116_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s116_c3_L1 b)).
  pose proof (use_s73 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s116_c3_L b) ltac:(cbn [In]; left; reflexivity) (s116_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s116_c3_L2 b)).
  pose proof (use_s37 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s116_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s116_c3_L2 b))) as Ho1.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s37_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

