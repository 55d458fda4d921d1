(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s178_c66_L (b e : nat) : lmoves (s178_board 0 (2 + b) 1 0 (2 + e)) = [s165_board 0 (2 + b) 0 0 (3 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c66_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 0 (2 + b) 1 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c66_R (b e : nat) : rmoves (s178_board 0 (2 + b) 1 0 (2 + e)) = [].
Proof. unfold s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s178_c66_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s178_board 0 (2 + b) 1 0 (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c66_L b e), (s178_c66_R b e); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) 0 0 (3 + e) (opt_l _ _ _ (s178_c66_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c66_L2 b e)).
  pose proof (use_s148 IH 0 (2 + b) 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c66_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c66_L2 b e))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s165_p58 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s148_p26 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s148_p36 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s148_p38 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s165_p61 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s148_p26 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s148_p36 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s148_p38 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s165_p64 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s148_p26 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s148_p36 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s148_p38 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
Qed.

Lemma s178_c67_L (b : nat) : lmoves (s178_board 0 (2 + b) 1 1 0) = [s178_board 0 (2 + b) 1 0 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c67_R (b : nat) : rmoves (s178_board 0 (2 + b) 1 1 0) = [s146_board 0 (2 + b) 1 1].
Proof. unfold s146_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s178_c67_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s178_board 0 (2 + b) 1 1 0 -> fst (s178_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q14] in Hc |- *.
  rewrite tf_game_eq, (s178_c67_L b), (s178_c67_R b); cbn [map].
  pose proof (use_s178 IH 0 (2 + b) 1 0 1 (opt_l _ _ _ (s178_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s146 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s178_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s146_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c68_L (b : nat) : lmoves (s178_board 0 (2 + b) 1 1 1) = [s178_board 0 (2 + b) 1 0 2; strip [] (E :: repeat T (2 + b) ++ [F; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c68_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; F; T; E; E; F]) [(1, 0)]) (s104_board 0 (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c68_R (b : nat) : rmoves (s178_board 0 (2 + b) 1 1 1) = [strip [] (E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c68_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 2)]) (s146_board 0 (2 + b) 1 1) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s178_c68_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s178_board 0 (2 + b) 1 1 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c68_L b), (s178_c68_R b); cbn [map].
  pose proof (use_s178 IH 0 (2 + b) 1 0 2 (opt_l _ _ _ (s178_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c68_L2 b)).
  pose proof (use_s104 IH 0 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s178_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c68_L2 b))) as Ho1.
  rewrite (tf_norm_game (s178_c68_R1 b)).
  pose proof (use_s146 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s178_c68_R b) ltac:(cbn [In]; left; reflexivity) (s178_c68_R1 b))) as Ho2.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s104_p11 Ho1 ltac:(zlia)).
  rewrite (s146_p3 Ho2 ltac:(zlia)).
  rewrite (s146_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c69_L (b e : nat) : lmoves (s178_board 0 (2 + b) 1 1 (2 + e)) = [s178_board 0 (2 + b) 1 0 (3 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c69_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 0 (2 + b) 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c69_R (b e : nat) : rmoves (s178_board 0 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s178_c69_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s178_board 0 (2 + b) 1 1 (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c69_L b e), (s178_c69_R b e); cbn [map].
  pose proof (use_s178 IH 0 (2 + b) 1 0 (3 + e) (opt_l _ _ _ (s178_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c69_L2 b e)).
  pose proof (use_s148 IH 0 (2 + b) 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c69_L2 b e))) as Ho1.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s148_p38 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s148_p48 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s178_c70_L (b d : nat) : lmoves (s178_board 0 (2 + b) 1 (2 + d) 0) = [s178_board 0 (2 + b) 1 (1 + d) 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c70_R (b d : nat) : rmoves (s178_board 0 (2 + b) 1 (2 + d) 0) = [s146_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s146_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s178_c70_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s178_board 0 (2 + b) 1 (2 + d) 0 -> fst (s178_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q14] in Hc |- *.
  rewrite tf_game_eq, (s178_c70_L b d), (s178_c70_R b d); cbn [map].
  pose proof (use_s178 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s178_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s146 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s178_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s146_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c71_L (b d : nat) : lmoves (s178_board 0 (2 + b) 1 (2 + d) 1) = [s178_board 0 (2 + b) 1 (1 + d) 2; strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c71_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s104_board 0 (2 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c71_R (b d : nat) : rmoves (s178_board 0 (2 + b) 1 (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c71_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s146_board 0 (2 + b) 1 (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s178_c71_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s178_board 0 (2 + b) 1 (2 + d) 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c71_L b d), (s178_c71_R b d); cbn [map].
  pose proof (use_s178 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s178_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c71_L2 b d)).
  pose proof (use_s104 IH 0 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s178_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c71_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s178_c71_R1 b d)).
  pose proof (use_s146 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s178_c71_R b d) ltac:(cbn [In]; left; reflexivity) (s178_c71_R1 b d))) as Ho2.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s104_p11 Ho1 ltac:(zlia)).
  rewrite (s146_p3 Ho2 ltac:(zlia)).
  rewrite (s146_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c72_L (b d e : nat) : lmoves (s178_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s178_board 0 (2 + b) 1 (1 + d) (3 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c72_L2 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 0 (2 + b) 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c72_R (b d e : nat) : rmoves (s178_board 0 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s178_c72_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s178_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c72_L b d e), (s178_c72_R b d e); cbn [map].
  pose proof (use_s178 IH 0 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s178_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c72_L2 b d e)).
  pose proof (use_s148 IH 0 (2 + b) 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c72_L2 b d e))) as Ho1.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s148_p38 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s148_p48 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s178_c73_L (b c : nat) : lmoves (s178_board 0 (2 + b) (2 + c) 0 0) = [s165_board 0 (2 + b) (1 + c) 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
Lemma s178_c73_R (b c : nat) : rmoves (s178_board 0 (2 + b) (2 + c) 0 0) = [s56_board 0 (2 + b) (2 + c)].
Proof. unfold s178_board, s56_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d==0 && e==0 *)
Lemma s178_c73_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s178_board 0 (2 + b) (2 + c) 0 0 -> fst (s178_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q17] in Hc |- *.
  rewrite tf_game_eq, (s178_c73_L b c), (s178_c73_R b c); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s178_c73_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s56 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s178_c73_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s165_p18 Ho0 ltac:(zlia)).
  rewrite (s56_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s178_c73_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s178_board 0 (2 + b) (2 + c) 0 0 -> fst (s178_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q19] in Hc |- *.
  rewrite tf_game_eq, (s178_c73_L b c), (s178_c73_R b c); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s178_c73_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s56 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s178_c73_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s165_p40 Ho0 ltac:(zlia)).
  rewrite (s56_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s178_c73_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s178_board 0 (2 + b) (2 + c) 0 0 -> fst (s178_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q21] in Hc |- *.
  rewrite tf_game_eq, (s178_c73_L b c), (s178_c73_R b c); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s178_c73_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s56 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s178_c73_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s165_p49 Ho0 ltac:(zlia)).
  rewrite (s56_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s178_c73_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s178_board 0 (2 + b) (2 + c) 0 0 -> fst (s178_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q23] in Hc |- *.
  rewrite tf_game_eq, (s178_c73_L b c), (s178_c73_R b c); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s178_c73_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s56 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s178_c73_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s165_p55 Ho0 ltac:(zlia)).
  rewrite (s56_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s178_c74_L (b c : nat) : lmoves (s178_board 0 (2 + b) (2 + c) 0 1) = [s165_board 0 (2 + b) (1 + c) 0 2; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c74_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]) (s104_board 0 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c74_R (b c : nat) : rmoves (s178_board 0 (2 + b) (2 + c) 0 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c74_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]) (s56_board 0 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s56_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s178_c74_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s178_board 0 (2 + b) (2 + c) 0 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c74_L b c), (s178_c74_R b c); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 0 2 (opt_l _ _ _ (s178_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c74_L2 b c)).
  pose proof (use_s104 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s178_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c74_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s178_c74_R1 b c)).
  pose proof (use_s56 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s178_c74_R b c) ltac:(cbn [In]; left; reflexivity) (s178_c74_R1 b c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s165_p18 Ho0 ltac:(zlia)).
    rewrite (s104_p14 Ho1 ltac:(zlia)).
    rewrite (s56_p3 Ho2 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s165_p40 Ho0 ltac:(zlia)).
    rewrite (s104_p16 Ho1 ltac:(zlia)).
    rewrite (s56_p3 Ho2 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s165_p49 Ho0 ltac:(zlia)).
    rewrite (s104_p18 Ho1 ltac:(zlia)).
    rewrite (s56_p3 Ho2 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s165_p55 Ho0 ltac:(zlia)).
    rewrite (s104_p18 Ho1 ltac:(zlia)).
    rewrite (s56_p3 Ho2 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c75_L (b c e : nat) : lmoves (s178_board 0 (2 + b) (2 + c) 0 (2 + e)) = [s165_board 0 (2 + b) (1 + c) 0 (3 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c75_L2 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 0 (2 + b) (2 + c) 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c75_R (b c e : nat) : rmoves (s178_board 0 (2 + b) (2 + c) 0 (2 + e)) = [].
Proof. unfold s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s178_c75_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s178_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c75_L b c e), (s178_c75_R b c e); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 0 (3 + e) (opt_l _ _ _ (s178_c75_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c75_L2 b c e)).
  pose proof (use_s148 IH 0 (2 + b) (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c75_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c75_L2 b c e))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s165_p18 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s148_p26 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s148_p38 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s165_p40 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s148_p38 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s148_p52 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s165_p49 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s148_p38 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s148_p54 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s165_p55 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s148_p38 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s148_p56 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
Qed.

Lemma s178_c76_L (b c : nat) : lmoves (s178_board 0 (2 + b) (2 + c) 1 0) = [s178_board 0 (2 + b) (2 + c) 0 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c76_R (b c : nat) : rmoves (s178_board 0 (2 + b) (2 + c) 1 0) = [s146_board 0 (2 + b) (2 + c) 1].
Proof. unfold s146_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s178_c76_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s178_board 0 (2 + b) (2 + c) 1 0 -> fst (s178_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q14] in Hc |- *.
  rewrite tf_game_eq, (s178_c76_L b c), (s178_c76_R b c); cbn [map].
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s178_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s146 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s178_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s146_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c77_L (b c : nat) : lmoves (s178_board 0 (2 + b) (2 + c) 1 1) = [s178_board 0 (2 + b) (2 + c) 0 2; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c77_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]) (s104_board 0 (2 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c77_R (b c : nat) : rmoves (s178_board 0 (2 + b) (2 + c) 1 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c77_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]) (s146_board 0 (2 + b) (2 + c) 1) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s178_c77_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s178_board 0 (2 + b) (2 + c) 1 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c77_L b c), (s178_c77_R b c); cbn [map].
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 2 (opt_l _ _ _ (s178_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c77_L2 b c)).
  pose proof (use_s104 IH 0 (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s178_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c77_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s178_c77_R1 b c)).
  pose proof (use_s146 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s178_c77_R b c) ltac:(cbn [In]; left; reflexivity) (s178_c77_R1 b c))) as Ho2.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s104_p11 Ho1 ltac:(zlia)).
  rewrite (s146_p3 Ho2 ltac:(zlia)).
  rewrite (s146_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c78_L (b c e : nat) : lmoves (s178_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s178_board 0 (2 + b) (2 + c) 0 (3 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c78_L2 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 0 (2 + b) (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c78_R (b c e : nat) : rmoves (s178_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s178_c78_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s178_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c78_L b c e), (s178_c78_R b c e); cbn [map].
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 (3 + e) (opt_l _ _ _ (s178_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c78_L2 b c e)).
  pose proof (use_s148 IH 0 (2 + b) (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c78_L2 b c e))) as Ho1.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s148_p38 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s148_p48 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s178_c79_L (b c d : nat) : lmoves (s178_board 0 (2 + b) (2 + c) (2 + d) 0) = [s178_board 0 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c79_R (b c d : nat) : rmoves (s178_board 0 (2 + b) (2 + c) (2 + d) 0) = [s146_board 0 (2 + b) (2 + c) (2 + d)].
Proof. unfold s146_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s178_c79_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s178_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s178_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q14] in Hc |- *.
  rewrite tf_game_eq, (s178_c79_L b c d), (s178_c79_R b c d); cbn [map].
  pose proof (use_s178 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s178_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s146 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s178_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s146_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c80_L (b c d : nat) : lmoves (s178_board 0 (2 + b) (2 + c) (2 + d) 1) = [s178_board 0 (2 + b) (2 + c) (1 + d) 2; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c80_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s104_board 0 (2 + b) (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c80_R (b c d : nat) : rmoves (s178_board 0 (2 + b) (2 + c) (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c80_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s146_board 0 (2 + b) (2 + c) (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s178_c80_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s178_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c80_L b c d), (s178_c80_R b c d); cbn [map].
  pose proof (use_s178 IH 0 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s178_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c80_L2 b c d)).
  pose proof (use_s104 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s178_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c80_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s178_c80_R1 b c d)).
  pose proof (use_s146 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s178_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s178_c80_R1 b c d))) as Ho2.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s104_p11 Ho1 ltac:(zlia)).
  rewrite (s146_p3 Ho2 ltac:(zlia)).
  rewrite (s146_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c81_L (b c d e : nat) : lmoves (s178_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s178_board 0 (2 + b) (2 + c) (1 + d) (3 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c81_L2 (b c d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 0 (2 + b) (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c81_R (b c d e : nat) : rmoves (s178_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s178_c81_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s178_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c81_L b c d e), (s178_c81_R b c d e); cbn [map].
  pose proof (use_s178 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s178_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c81_L2 b c d e)).
  pose proof (use_s148 IH 0 (2 + b) (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c81_L2 b c d e))) as Ho1.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s148_p38 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s148_p48 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==0 && d==0 && e==0: the board of s124 *)
Lemma s178_c82_p27 x (Hs124 : s124_claim x) :
  x = s178_board 1 0 0 0 0 -> fst (s178_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q27] in Hc |- *.
  pose proof (Hs124 1 0 0 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==0 && d==0 && e==1: the board of s124 *)
Lemma s178_c83_p28 x (Hs124 : s124_claim x) :
  x = s178_board 1 0 0 0 1 -> fst (s178_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q28] in Hc |- *.
  pose proof (Hs124 1 0 0 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s124 *)
Lemma s178_c84_p28 x (Hs124 : s124_claim x) (e : nat) :
  x = s178_board 1 0 0 0 (2 + e) -> fst (s178_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q28] in Hc |- *.
  pose proof (Hs124 1 0 0 (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==0 && d==1 && e==0: the board of s124 *)
Lemma s178_c85_p30 x (Hs124 : s124_claim x) :
  x = s178_board 1 0 0 1 0 -> fst (s178_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q30] in Hc |- *.
  pose proof (Hs124 1 0 1 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==0 && d==1 && e==1: the board of s124 *)
Lemma s178_c86_p28 x (Hs124 : s124_claim x) :
  x = s178_board 1 0 0 1 1 -> fst (s178_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q28] in Hc |- *.
  pose proof (Hs124 1 0 1 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s124 *)
Lemma s178_c87_p28 x (Hs124 : s124_claim x) (e : nat) :
  x = s178_board 1 0 0 1 (2 + e) -> fst (s178_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q28] in Hc |- *.
  pose proof (Hs124 1 0 1 (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s124 *)
Lemma s178_c88_p30 x (Hs124 : s124_claim x) (d : nat) :
  x = s178_board 1 0 0 (2 + d) 0 -> fst (s178_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q30] in Hc |- *.
  pose proof (Hs124 1 0 (2 + d) 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s124 *)
Lemma s178_c89_p28 x (Hs124 : s124_claim x) (d : nat) :
  x = s178_board 1 0 0 (2 + d) 1 -> fst (s178_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q28] in Hc |- *.
  pose proof (Hs124 1 0 (2 + d) 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s124 *)
Lemma s178_c90_p28 x (Hs124 : s124_claim x) (d e : nat) :
  x = s178_board 1 0 0 (2 + d) (2 + e) -> fst (s178_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q28] in Hc |- *.
  pose proof (Hs124 1 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s178_c91_L : lmoves (s178_board 1 0 1 0 0) = [s178_board 0 1 1 0 0; s165_board 1 0 0 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
Lemma s178_c91_R : rmoves (s178_board 1 0 1 0 0) = [s177_board 1 1 0 0; s56_board 1 0 1].
Proof. unfold s177_board, s178_board, s56_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==1 && d==0 && e==0 *)
Lemma s178_c91_p31 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 1 0 1 0 0 -> fst (s178_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q31] in Hc |- *.
  rewrite tf_game_eq, (s178_c91_L), (s178_c91_R); cbn [map].
  pose proof (use_s178 IH 0 1 1 0 0 (opt_l _ _ _ (s178_c91_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 0 0 1 (opt_l _ _ _ (s178_c91_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 1 0 0 (opt_r _ _ _ (s178_c91_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH 1 0 1 (opt_r _ _ _ (s178_c91_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p16 Ho0 ltac:(zlia)).
  rewrite (s165_p68 Ho1 ltac:(zlia)).
  rewrite (s177_p8 Ho2 ltac:(zlia)).
  rewrite (s56_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c92_L : lmoves (s178_board 1 0 1 0 1) = [s178_board 0 1 1 0 1; s165_board 1 0 0 0 2; strip [] ([T; E; F; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c92_L3 : tf_norm (strip [] ([T; E; F; T; F; E; E; F]) [(1, 0)]) (s104_board 1 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c92_R : rmoves (s178_board 1 0 1 0 1) = [s177_board 1 1 0 1; strip [] ([T; E; F; T; F; F]) [(1, 2)]].
Proof. unfold s177_board, s178_board, strip. tf_options. Qed.
Lemma s178_c92_R2 : tf_norm (strip [] ([T; E; F; T; F; F]) [(1, 2)]) (s56_board 1 0 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; F; F]) [(1, 2)]); [reflexivity | unfold s56_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==1 && d==0 && e==1 *)
Lemma s178_c92_p32 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 1 0 1 0 1 -> fst (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q32] in Hc |- *.
  rewrite tf_game_eq, (s178_c92_L), (s178_c92_R); cbn [map].
  pose proof (use_s178 IH 0 1 1 0 1 (opt_l _ _ _ (s178_c92_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 0 0 2 (opt_l _ _ _ (s178_c92_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c92_L3)).
  pose proof (use_s104 IH 1 0 1 0 (opt_norm_l _ _ _ _ _ (s178_c92_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c92_L3))) as Ho2.
  pose proof (use_s177 IH 1 1 0 1 (opt_r _ _ _ (s178_c92_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c92_R2)).
  pose proof (use_s56 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s178_c92_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c92_R2))) as Ho4.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s165_p68 Ho1 ltac:(zlia)).
  rewrite (s104_p24 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  rewrite (s56_p6 Ho4 ltac:(zlia)).
  rewrite (s56_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c93_L (e : nat) : lmoves (s178_board 1 0 1 0 (2 + e)) = [s178_board 0 1 1 0 (2 + e); s165_board 1 0 0 0 (3 + e); strip [] (T :: E :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c93_L3 (e : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 1 0 1 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c93_R (e : nat) : rmoves (s178_board 1 0 1 0 (2 + e)) = [s177_board 1 1 0 (2 + e)].
Proof. unfold s177_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==1 && d==0 && e>=2 *)
Lemma s178_c93_p32 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s178_board 1 0 1 0 (2 + e) -> fst (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q32] in Hc |- *.
  rewrite tf_game_eq, (s178_c93_L e), (s178_c93_R e); cbn [map].
  pose proof (use_s178 IH 0 1 1 0 (2 + e) (opt_l _ _ _ (s178_c93_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 0 0 (3 + e) (opt_l _ _ _ (s178_c93_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c93_L3 e)).
  pose proof (use_s148 IH 1 0 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c93_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c93_L3 e))) as Ho2.
  pose proof (use_s177 IH 1 1 0 (2 + e) (opt_r _ _ _ (s178_c93_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s165_p68 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s148_p40 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s148_p64 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s148_p67 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s178_c94_L : lmoves (s178_board 1 0 1 1 0) = [s178_board 0 1 1 1 0; s178_board 1 0 1 0 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c94_R : rmoves (s178_board 1 0 1 1 0) = [s177_board 1 1 1 0; s146_board 1 0 1 1].
Proof. unfold s146_board, s177_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==1 && d==1 && e==0 *)
Lemma s178_c94_p34 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 1 0 1 1 0 -> fst (s178_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q34] in Hc |- *.
  rewrite tf_game_eq, (s178_c94_L), (s178_c94_R); cbn [map].
  pose proof (use_s178 IH 0 1 1 1 0 (opt_l _ _ _ (s178_c94_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 0 1 0 1 (opt_l _ _ _ (s178_c94_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 1 1 0 (opt_r _ _ _ (s178_c94_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s146 IH 1 0 1 1 (opt_r _ _ _ (s178_c94_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p14 Ho0 ltac:(zlia)).
  rewrite (s178_p32 Ho1 ltac:(zlia)).
  rewrite (s177_p9 Ho2 ltac:(zlia)).
  rewrite (s146_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c95_L : lmoves (s178_board 1 0 1 1 1) = [s178_board 0 1 1 1 1; s178_board 1 0 1 0 2; strip [] ([T; E; F; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c95_L3 : tf_norm (strip [] ([T; E; F; T; F; T; E; E; F]) [(1, 0)]) (s104_board 1 0 1 1) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c95_R : rmoves (s178_board 1 0 1 1 1) = [s177_board 1 1 1 1; strip [] ([T; E; F; T; F; T; F]) [(1, 2)]].
Proof. unfold s177_board, s178_board, strip. tf_options. Qed.
Lemma s178_c95_R2 : tf_norm (strip [] ([T; E; F; T; F; T; F]) [(1, 2)]) (s146_board 1 0 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==1 && d==1 && e==1 *)
Lemma s178_c95_p32 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 1 0 1 1 1 -> fst (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q32] in Hc |- *.
  rewrite tf_game_eq, (s178_c95_L), (s178_c95_R); cbn [map].
  pose proof (use_s178 IH 0 1 1 1 1 (opt_l _ _ _ (s178_c95_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 0 1 0 2 (opt_l _ _ _ (s178_c95_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c95_L3)).
  pose proof (use_s104 IH 1 0 1 1 (opt_norm_l _ _ _ _ _ (s178_c95_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c95_L3))) as Ho2.
  pose proof (use_s177 IH 1 1 1 1 (opt_r _ _ _ (s178_c95_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c95_R2)).
  pose proof (use_s146 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s178_c95_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c95_R2))) as Ho4.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p32 Ho1 ltac:(zlia)).
  rewrite (s104_p26 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  rewrite (s146_p7 Ho4 ltac:(zlia)).
  rewrite (s146_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c96_L (e : nat) : lmoves (s178_board 1 0 1 1 (2 + e)) = [s178_board 0 1 1 1 (2 + e); s178_board 1 0 1 0 (3 + e); strip [] (T :: E :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c96_L3 (e : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 1 0 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c96_R (e : nat) : rmoves (s178_board 1 0 1 1 (2 + e)) = [s177_board 1 1 1 (2 + e)].
Proof. unfold s177_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s178_c96_p32 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s178_board 1 0 1 1 (2 + e) -> fst (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q32] in Hc |- *.
  rewrite tf_game_eq, (s178_c96_L e), (s178_c96_R e); cbn [map].
  pose proof (use_s178 IH 0 1 1 1 (2 + e) (opt_l _ _ _ (s178_c96_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 0 1 0 (3 + e) (opt_l _ _ _ (s178_c96_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c96_L3 e)).
  pose proof (use_s148 IH 1 0 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c96_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c96_L3 e))) as Ho2.
  pose proof (use_s177 IH 1 1 1 (2 + e) (opt_r _ _ _ (s178_c96_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p32 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p39 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s148_p67 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s178_c97_L (d : nat) : lmoves (s178_board 1 0 1 (2 + d) 0) = [s178_board 0 1 1 (2 + d) 0; s178_board 1 0 1 (1 + d) 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c97_R (d : nat) : rmoves (s178_board 1 0 1 (2 + d) 0) = [s177_board 1 1 (2 + d) 0; s146_board 1 0 1 (2 + d)].
Proof. unfold s146_board, s177_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==1 && d>=2 && e==0 *)
Lemma s178_c97_p34 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s178_board 1 0 1 (2 + d) 0 -> fst (s178_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q34] in Hc |- *.
  rewrite tf_game_eq, (s178_c97_L d), (s178_c97_R d); cbn [map].
  pose proof (use_s178 IH 0 1 1 (2 + d) 0 (opt_l _ _ _ (s178_c97_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 0 1 (1 + d) 1 (opt_l _ _ _ (s178_c97_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 1 (2 + d) 0 (opt_r _ _ _ (s178_c97_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s146 IH 1 0 1 (2 + d) (opt_r _ _ _ (s178_c97_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p14 Ho0 ltac:(zlia)).
  rewrite (s178_p32 Ho1 ltac:(zlia)).
  rewrite (s177_p9 Ho2 ltac:(zlia)).
  rewrite (s146_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c98_L (d : nat) : lmoves (s178_board 1 0 1 (2 + d) 1) = [s178_board 0 1 1 (2 + d) 1; s178_board 1 0 1 (1 + d) 2; strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c98_L3 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s104_board 1 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c98_R (d : nat) : rmoves (s178_board 1 0 1 (2 + d) 1) = [s177_board 1 1 (2 + d) 1; strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s177_board, s178_board, strip. tf_options. Qed.
Lemma s178_c98_R2 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s146_board 1 0 1 (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s178_c98_p32 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s178_board 1 0 1 (2 + d) 1 -> fst (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q32] in Hc |- *.
  rewrite tf_game_eq, (s178_c98_L d), (s178_c98_R d); cbn [map].
  pose proof (use_s178 IH 0 1 1 (2 + d) 1 (opt_l _ _ _ (s178_c98_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 0 1 (1 + d) 2 (opt_l _ _ _ (s178_c98_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c98_L3 d)).
  pose proof (use_s104 IH 1 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s178_c98_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c98_L3 d))) as Ho2.
  pose proof (use_s177 IH 1 1 (2 + d) 1 (opt_r _ _ _ (s178_c98_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c98_R2 d)).
  pose proof (use_s146 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s178_c98_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c98_R2 d))) as Ho4.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p32 Ho1 ltac:(zlia)).
  rewrite (s104_p26 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  rewrite (s146_p7 Ho4 ltac:(zlia)).
  rewrite (s146_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c99_L (d e : nat) : lmoves (s178_board 1 0 1 (2 + d) (2 + e)) = [s178_board 0 1 1 (2 + d) (2 + e); s178_board 1 0 1 (1 + d) (3 + e); strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c99_L3 (d e : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 1 0 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c99_R (d e : nat) : rmoves (s178_board 1 0 1 (2 + d) (2 + e)) = [s177_board 1 1 (2 + d) (2 + e)].
Proof. unfold s177_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s178_c99_p32 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s178_board 1 0 1 (2 + d) (2 + e) -> fst (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q32] in Hc |- *.
  rewrite tf_game_eq, (s178_c99_L d e), (s178_c99_R d e); cbn [map].
  pose proof (use_s178 IH 0 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s178_c99_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 0 1 (1 + d) (3 + e) (opt_l _ _ _ (s178_c99_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c99_L3 d e)).
  pose proof (use_s148 IH 1 0 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c99_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c99_L3 d e))) as Ho2.
  pose proof (use_s177 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s178_c99_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p32 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p39 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s148_p67 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s178_c100_L (c : nat) : lmoves (s178_board 1 0 (2 + c) 0 0) = [s178_board 0 1 (2 + c) 0 0; s165_board 1 0 (1 + c) 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
Lemma s178_c100_R (c : nat) : rmoves (s178_board 1 0 (2 + c) 0 0) = [s177_board 1 (2 + c) 0 0; s56_board 1 0 (2 + c)].
Proof. unfold s177_board, s178_board, s56_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c>=2 && d==0 && e==0 *)
Lemma s178_c100_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 1 0 (2 + c) 0 0 -> fst (s178_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q36] in Hc |- *.
  rewrite tf_game_eq, (s178_c100_L c), (s178_c100_R c); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) 0 0 (opt_l _ _ _ (s178_c100_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) 0 1 (opt_l _ _ _ (s178_c100_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 (2 + c) 0 0 (opt_r _ _ _ (s178_c100_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH 1 0 (2 + c) (opt_r _ _ _ (s178_c100_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p17 Ho0 ltac:(zlia)).
  rewrite (s165_p5 Ho1 ltac:(zlia)).
  rewrite (s177_p22 Ho2 ltac:(zlia)).
  rewrite (s56_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s178_c100_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 1 0 (2 + c) 0 0 -> fst (s178_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q37] in Hc |- *.
  rewrite tf_game_eq, (s178_c100_L c), (s178_c100_R c); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) 0 0 (opt_l _ _ _ (s178_c100_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) 0 1 (opt_l _ _ _ (s178_c100_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 (2 + c) 0 0 (opt_r _ _ _ (s178_c100_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH 1 0 (2 + c) (opt_r _ _ _ (s178_c100_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p19 Ho0 ltac:(zlia)).
  rewrite (s165_p75 Ho1 ltac:(zlia)).
  rewrite (s177_p14 Ho2 ltac:(zlia)).
  rewrite (s56_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s178_c100_p38 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 1 0 (2 + c) 0 0 -> fst (s178_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q38] in Hc |- *.
  rewrite tf_game_eq, (s178_c100_L c), (s178_c100_R c); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) 0 0 (opt_l _ _ _ (s178_c100_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) 0 1 (opt_l _ _ _ (s178_c100_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 (2 + c) 0 0 (opt_r _ _ _ (s178_c100_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH 1 0 (2 + c) (opt_r _ _ _ (s178_c100_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s178_p21 Ho0 ltac:(zlia)).
    rewrite (s165_p79 Ho1 ltac:(zlia)).
    rewrite (s177_p19 Ho2 ltac:(zlia)).
    rewrite (s56_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s178_p23 Ho0 ltac:(zlia)).
    rewrite (s165_p79 Ho1 ltac:(zlia)).
    rewrite (s177_p19 Ho2 ltac:(zlia)).
    rewrite (s56_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s178_c101_L (c : nat) : lmoves (s178_board 1 0 (2 + c) 0 1) = [s178_board 0 1 (2 + c) 0 1; s165_board 1 0 (1 + c) 0 2; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c101_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]) (s104_board 1 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c101_R (c : nat) : rmoves (s178_board 1 0 (2 + c) 0 1) = [s177_board 1 (2 + c) 0 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]].
Proof. unfold s177_board, s178_board, strip. tf_options. Qed.
Lemma s178_c101_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]) (s56_board 1 0 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s56_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c>=2 && d==0 && e==1 *)
Lemma s178_c101_p32 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 1 0 (2 + c) 0 1 -> fst (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q32] in Hc |- *.
  rewrite tf_game_eq, (s178_c101_L c), (s178_c101_R c); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) 0 1 (opt_l _ _ _ (s178_c101_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) 0 2 (opt_l _ _ _ (s178_c101_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c101_L3 c)).
  pose proof (use_s104 IH 1 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s178_c101_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c101_L3 c))) as Ho2.
  pose proof (use_s177 IH 1 (2 + c) 0 1 (opt_r _ _ _ (s178_c101_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c101_R2 c)).
  pose proof (use_s56 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s178_c101_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c101_R2 c))) as Ho4.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s165_p5 Ho1 ltac:(zlia)).
    rewrite (s104_p28 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s56_p6 Ho4 ltac:(zlia)).
    rewrite (s56_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s165_p75 Ho1 ltac:(zlia)).
    rewrite (s104_p30 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s56_p6 Ho4 ltac:(zlia)).
    rewrite (s56_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s165_p79 Ho1 ltac:(zlia)).
    rewrite (s104_p30 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s56_p6 Ho4 ltac:(zlia)).
    rewrite (s56_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s178_c102_L (c e : nat) : lmoves (s178_board 1 0 (2 + c) 0 (2 + e)) = [s178_board 0 1 (2 + c) 0 (2 + e); s165_board 1 0 (1 + c) 0 (3 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c102_L3 (c e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 1 0 (2 + c) 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c102_R (c e : nat) : rmoves (s178_board 1 0 (2 + c) 0 (2 + e)) = [s177_board 1 (2 + c) 0 (2 + e)].
Proof. unfold s177_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c>=2 && d==0 && e>=2 *)
Lemma s178_c102_p32 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s178_board 1 0 (2 + c) 0 (2 + e) -> fst (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q32] in Hc |- *.
  rewrite tf_game_eq, (s178_c102_L c e), (s178_c102_R c e); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) 0 (2 + e) (opt_l _ _ _ (s178_c102_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) 0 (3 + e) (opt_l _ _ _ (s178_c102_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c102_L3 c e)).
  pose proof (use_s148 IH 1 0 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c102_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c102_L3 c e))) as Ho2.
  pose proof (use_s177 IH 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s178_c102_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s165_p5 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p64 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p67 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s165_p75 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p67 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p68 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s165_p79 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p67 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p69 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s178_c103_L (c : nat) : lmoves (s178_board 1 0 (2 + c) 1 0) = [s178_board 0 1 (2 + c) 1 0; s178_board 1 0 (2 + c) 0 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c103_R (c : nat) : rmoves (s178_board 1 0 (2 + c) 1 0) = [s177_board 1 (2 + c) 1 0; s146_board 1 0 (2 + c) 1].
Proof. unfold s146_board, s177_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c>=2 && d==1 && e==0 *)
Lemma s178_c103_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 1 0 (2 + c) 1 0 -> fst (s178_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q34] in Hc |- *.
  rewrite tf_game_eq, (s178_c103_L c), (s178_c103_R c); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) 1 0 (opt_l _ _ _ (s178_c103_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 0 (2 + c) 0 1 (opt_l _ _ _ (s178_c103_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 (2 + c) 1 0 (opt_r _ _ _ (s178_c103_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s146 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s178_c103_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p14 Ho0 ltac:(zlia)).
  rewrite (s178_p32 Ho1 ltac:(zlia)).
  rewrite (s177_p9 Ho2 ltac:(zlia)).
  rewrite (s146_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c104_L (c : nat) : lmoves (s178_board 1 0 (2 + c) 1 1) = [s178_board 0 1 (2 + c) 1 1; s178_board 1 0 (2 + c) 0 2; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c104_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]) (s104_board 1 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c104_R (c : nat) : rmoves (s178_board 1 0 (2 + c) 1 1) = [s177_board 1 (2 + c) 1 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s177_board, s178_board, strip. tf_options. Qed.
Lemma s178_c104_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]) (s146_board 1 0 (2 + c) 1) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s178_c104_p32 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 1 0 (2 + c) 1 1 -> fst (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q32] in Hc |- *.
  rewrite tf_game_eq, (s178_c104_L c), (s178_c104_R c); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) 1 1 (opt_l _ _ _ (s178_c104_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 0 (2 + c) 0 2 (opt_l _ _ _ (s178_c104_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c104_L3 c)).
  pose proof (use_s104 IH 1 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s178_c104_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c104_L3 c))) as Ho2.
  pose proof (use_s177 IH 1 (2 + c) 1 1 (opt_r _ _ _ (s178_c104_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c104_R2 c)).
  pose proof (use_s146 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s178_c104_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c104_R2 c))) as Ho4.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p32 Ho1 ltac:(zlia)).
  rewrite (s104_p26 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  rewrite (s146_p7 Ho4 ltac:(zlia)).
  rewrite (s146_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c105_L (c e : nat) : lmoves (s178_board 1 0 (2 + c) 1 (2 + e)) = [s178_board 0 1 (2 + c) 1 (2 + e); s178_board 1 0 (2 + c) 0 (3 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c105_L3 (c e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 1 0 (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c105_R (c e : nat) : rmoves (s178_board 1 0 (2 + c) 1 (2 + e)) = [s177_board 1 (2 + c) 1 (2 + e)].
Proof. unfold s177_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s178_c105_p32 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s178_board 1 0 (2 + c) 1 (2 + e) -> fst (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q32] in Hc |- *.
  rewrite tf_game_eq, (s178_c105_L c e), (s178_c105_R c e); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s178_c105_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 0 (2 + c) 0 (3 + e) (opt_l _ _ _ (s178_c105_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c105_L3 c e)).
  pose proof (use_s148 IH 1 0 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c105_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c105_L3 c e))) as Ho2.
  pose proof (use_s177 IH 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s178_c105_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p32 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p39 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s148_p67 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s178_c106_L (c d : nat) : lmoves (s178_board 1 0 (2 + c) (2 + d) 0) = [s178_board 0 1 (2 + c) (2 + d) 0; s178_board 1 0 (2 + c) (1 + d) 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c106_R (c d : nat) : rmoves (s178_board 1 0 (2 + c) (2 + d) 0) = [s177_board 1 (2 + c) (2 + d) 0; s146_board 1 0 (2 + c) (2 + d)].
Proof. unfold s146_board, s177_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c>=2 && d>=2 && e==0 *)
Lemma s178_c106_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s178_board 1 0 (2 + c) (2 + d) 0 -> fst (s178_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q34] in Hc |- *.
  rewrite tf_game_eq, (s178_c106_L c d), (s178_c106_R c d); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s178_c106_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 0 (2 + c) (1 + d) 1 (opt_l _ _ _ (s178_c106_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s178_c106_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s146 IH 1 0 (2 + c) (2 + d) (opt_r _ _ _ (s178_c106_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p14 Ho0 ltac:(zlia)).
  rewrite (s178_p32 Ho1 ltac:(zlia)).
  rewrite (s177_p9 Ho2 ltac:(zlia)).
  rewrite (s146_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c107_L (c d : nat) : lmoves (s178_board 1 0 (2 + c) (2 + d) 1) = [s178_board 0 1 (2 + c) (2 + d) 1; s178_board 1 0 (2 + c) (1 + d) 2; strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c107_L3 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s104_board 1 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c107_R (c d : nat) : rmoves (s178_board 1 0 (2 + c) (2 + d) 1) = [s177_board 1 (2 + c) (2 + d) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s177_board, s178_board, strip. tf_options. Qed.
Lemma s178_c107_R2 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s146_board 1 0 (2 + c) (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s178_c107_p32 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s178_board 1 0 (2 + c) (2 + d) 1 -> fst (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q32] in Hc |- *.
  rewrite tf_game_eq, (s178_c107_L c d), (s178_c107_R c d); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s178_c107_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 0 (2 + c) (1 + d) 2 (opt_l _ _ _ (s178_c107_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c107_L3 c d)).
  pose proof (use_s104 IH 1 0 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s178_c107_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c107_L3 c d))) as Ho2.
  pose proof (use_s177 IH 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s178_c107_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c107_R2 c d)).
  pose proof (use_s146 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s178_c107_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c107_R2 c d))) as Ho4.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p32 Ho1 ltac:(zlia)).
  rewrite (s104_p26 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  rewrite (s146_p7 Ho4 ltac:(zlia)).
  rewrite (s146_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c108_L (c d e : nat) : lmoves (s178_board 1 0 (2 + c) (2 + d) (2 + e)) = [s178_board 0 1 (2 + c) (2 + d) (2 + e); s178_board 1 0 (2 + c) (1 + d) (3 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c108_L3 (c d e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 1 0 (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c108_R (c d e : nat) : rmoves (s178_board 1 0 (2 + c) (2 + d) (2 + e)) = [s177_board 1 (2 + c) (2 + d) (2 + e)].
Proof. unfold s177_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s178_c108_p32 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s178_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q32] in Hc |- *.
  rewrite tf_game_eq, (s178_c108_L c d e), (s178_c108_R c d e); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s178_c108_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 0 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s178_c108_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c108_L3 c d e)).
  pose proof (use_s148 IH 1 0 (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c108_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c108_L3 c d e))) as Ho2.
  pose proof (use_s177 IH 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s178_c108_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p32 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p39 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s148_p67 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==0 && d==0 && e==0: the board of s124 *)
Lemma s178_c109_p16 x (Hs124 : s124_claim x) :
  x = s178_board 1 1 0 0 0 -> fst (s178_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q16] in Hc |- *.
  pose proof (Hs124 1 1 0 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==0 && d==0 && e==1: the board of s124 *)
Lemma s178_c110_p39 x (Hs124 : s124_claim x) :
  x = s178_board 1 1 0 0 1 -> fst (s178_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q39] in Hc |- *.
  pose proof (Hs124 1 1 0 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s124 *)
Lemma s178_c111_p39 x (Hs124 : s124_claim x) (e : nat) :
  x = s178_board 1 1 0 0 (2 + e) -> fst (s178_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q39] in Hc |- *.
  pose proof (Hs124 1 1 0 (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==0 && d==1 && e==0: the board of s124 *)
Lemma s178_c112_p40 x (Hs124 : s124_claim x) :
  x = s178_board 1 1 0 1 0 -> fst (s178_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q40] in Hc |- *.
  pose proof (Hs124 1 1 1 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==0 && d==1 && e==1: the board of s124 *)
Lemma s178_c113_p41 x (Hs124 : s124_claim x) :
  x = s178_board 1 1 0 1 1 -> fst (s178_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q41] in Hc |- *.
  pose proof (Hs124 1 1 1 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==0 && d==1 && e>=2: the board of s124 *)
Lemma s178_c114_p41 x (Hs124 : s124_claim x) (e : nat) :
  x = s178_board 1 1 0 1 (2 + e) -> fst (s178_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q41] in Hc |- *.
  pose proof (Hs124 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==0 && d>=2 && e==0: the board of s124 *)
Lemma s178_c115_p40 x (Hs124 : s124_claim x) (d : nat) :
  x = s178_board 1 1 0 (2 + d) 0 -> fst (s178_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q40] in Hc |- *.
  pose proof (Hs124 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==0 && d>=2 && e==1: the board of s124 *)
Lemma s178_c116_p41 x (Hs124 : s124_claim x) (d : nat) :
  x = s178_board 1 1 0 (2 + d) 1 -> fst (s178_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q41] in Hc |- *.
  pose proof (Hs124 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==0 && d>=2 && e>=2: the board of s124 *)
Lemma s178_c117_p41 x (Hs124 : s124_claim x) (d e : nat) :
  x = s178_board 1 1 0 (2 + d) (2 + e) -> fst (s178_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q41] in Hc |- *.
  pose proof (Hs124 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s178_c118_L : lmoves (s178_board 1 1 1 0 0) = [s178_board 0 2 1 0 0; s165_board 1 1 0 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
Lemma s178_c118_R : rmoves (s178_board 1 1 1 0 0) = [s198_board 1 1 0 0; s56_board 1 1 1].
Proof. unfold s178_board, s198_board, s56_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==1 && d==0 && e==0 *)
Lemma s178_c118_p42 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 1 1 1 0 0 -> fst (s178_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q42] in Hc |- *.
  rewrite tf_game_eq, (s178_c118_L), (s178_c118_R); cbn [map].
  pose proof (use_s178 IH 0 2 1 0 0 (opt_l _ _ _ (s178_c118_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 1 0 0 1 (opt_l _ _ _ (s178_c118_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 1 0 0 (opt_r _ _ _ (s178_c118_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH 1 1 1 (opt_r _ _ _ (s178_c118_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p24 Ho0 ltac:(zlia)).
  rewrite (s165_p69 Ho1 ltac:(zlia)).
  rewrite (s198_p3 Ho2 ltac:(zlia)).
  rewrite (s56_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c119_L : lmoves (s178_board 1 1 1 0 1) = [s178_board 0 2 1 0 1; s165_board 1 1 0 0 2; strip [] ([T; E; T; F; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c119_L3 : tf_norm (strip [] ([T; E; T; F; T; F; E; E; F]) [(1, 0)]) (s104_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c119_R : rmoves (s178_board 1 1 1 0 1) = [s198_board 1 1 0 1; strip [] ([T; E; T; F; T; F; F]) [(1, 2)]].
Proof. unfold s178_board, s198_board, strip. tf_options. Qed.
Lemma s178_c119_R2 : tf_norm (strip [] ([T; E; T; F; T; F; F]) [(1, 2)]) (s56_board 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; F; F]) [(1, 2)]); [reflexivity | unfold s56_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==1 && d==0 && e==1 *)
Lemma s178_c119_p43 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 1 1 1 0 1 -> fst (s178_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q43] in Hc |- *.
  rewrite tf_game_eq, (s178_c119_L), (s178_c119_R); cbn [map].
  pose proof (use_s178 IH 0 2 1 0 1 (opt_l _ _ _ (s178_c119_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 1 0 0 2 (opt_l _ _ _ (s178_c119_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c119_L3)).
  pose proof (use_s104 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s178_c119_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c119_L3))) as Ho2.
  pose proof (use_s198 IH 1 1 0 1 (opt_r _ _ _ (s178_c119_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c119_R2)).
  pose proof (use_s56 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s178_c119_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c119_R2))) as Ho4.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s165_p69 Ho1 ltac:(zlia)).
  rewrite (s104_p32 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s56_p2 Ho4 ltac:(zlia)).
  rewrite (s56_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c120_L (e : nat) : lmoves (s178_board 1 1 1 0 (2 + e)) = [s178_board 0 2 1 0 (2 + e); s165_board 1 1 0 0 (3 + e); strip [] (T :: E :: T :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c120_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 1 1 1 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c120_R (e : nat) : rmoves (s178_board 1 1 1 0 (2 + e)) = [s198_board 1 1 0 (2 + e)].
Proof. unfold s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s178_c120_p43 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s178_board 1 1 1 0 (2 + e) -> fst (s178_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q43] in Hc |- *.
  rewrite tf_game_eq, (s178_c120_L e), (s178_c120_R e); cbn [map].
  pose proof (use_s178 IH 0 2 1 0 (2 + e) (opt_l _ _ _ (s178_c120_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 1 0 0 (3 + e) (opt_l _ _ _ (s178_c120_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c120_L3 e)).
  pose proof (use_s148 IH 1 1 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c120_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c120_L3 e))) as Ho2.
  pose proof (use_s198 IH 1 1 0 (2 + e) (opt_r _ _ _ (s178_c120_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s165_p69 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p77 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p78 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c121_L : lmoves (s178_board 1 1 1 1 0) = [s178_board 0 2 1 1 0; s178_board 1 1 1 0 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c121_R : rmoves (s178_board 1 1 1 1 0) = [s198_board 1 1 1 0; s146_board 1 1 1 1].
Proof. unfold s146_board, s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==1 && d==1 && e==0 *)
Lemma s178_c121_p44 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 1 1 1 1 0 -> fst (s178_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q44] in Hc |- *.
  rewrite tf_game_eq, (s178_c121_L), (s178_c121_R); cbn [map].
  pose proof (use_s178 IH 0 2 1 1 0 (opt_l _ _ _ (s178_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 1 1 0 1 (opt_l _ _ _ (s178_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 1 1 0 (opt_r _ _ _ (s178_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s146 IH 1 1 1 1 (opt_r _ _ _ (s178_c121_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p14 Ho0 ltac:(zlia)).
  rewrite (s178_p43 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  rewrite (s146_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c122_L : lmoves (s178_board 1 1 1 1 1) = [s178_board 0 2 1 1 1; s178_board 1 1 1 0 2; strip [] ([T; E; T; F; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c122_L3 : tf_norm (strip [] ([T; E; T; F; T; F; T; E; E; F]) [(1, 0)]) (s104_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c122_R : rmoves (s178_board 1 1 1 1 1) = [s198_board 1 1 1 1; strip [] ([T; E; T; F; T; F; T; F]) [(1, 2)]].
Proof. unfold s178_board, s198_board, strip. tf_options. Qed.
Lemma s178_c122_R2 : tf_norm (strip [] ([T; E; T; F; T; F; T; F]) [(1, 2)]) (s146_board 1 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s178_c122_p45 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 1 1 1 1 1 -> fst (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q45] in Hc |- *.
  rewrite tf_game_eq, (s178_c122_L), (s178_c122_R); cbn [map].
  pose proof (use_s178 IH 0 2 1 1 1 (opt_l _ _ _ (s178_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 1 1 0 2 (opt_l _ _ _ (s178_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c122_L3)).
  pose proof (use_s104 IH 1 1 1 1 (opt_norm_l _ _ _ _ _ (s178_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c122_L3))) as Ho2.
  pose proof (use_s198 IH 1 1 1 1 (opt_r _ _ _ (s178_c122_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c122_R2)).
  pose proof (use_s146 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s178_c122_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c122_R2))) as Ho4.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p43 Ho1 ltac:(zlia)).
  rewrite (s104_p34 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s146_p11 Ho4 ltac:(zlia)).
  rewrite (s146_p11_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c123_L (e : nat) : lmoves (s178_board 1 1 1 1 (2 + e)) = [s178_board 0 2 1 1 (2 + e); s178_board 1 1 1 0 (3 + e); strip [] (T :: E :: T :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c123_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 1 1 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c123_R (e : nat) : rmoves (s178_board 1 1 1 1 (2 + e)) = [s198_board 1 1 1 (2 + e)].
Proof. unfold s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s178_c123_p45 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s178_board 1 1 1 1 (2 + e) -> fst (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q45] in Hc |- *.
  rewrite tf_game_eq, (s178_c123_L e), (s178_c123_R e); cbn [map].
  pose proof (use_s178 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s178_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 1 1 0 (3 + e) (opt_l _ _ _ (s178_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c123_L3 e)).
  pose proof (use_s148 IH 1 1 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c123_L3 e))) as Ho2.
  pose proof (use_s198 IH 1 1 1 (2 + e) (opt_r _ _ _ (s178_c123_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p43 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p78 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p80 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c124_L (d : nat) : lmoves (s178_board 1 1 1 (2 + d) 0) = [s178_board 0 2 1 (2 + d) 0; s178_board 1 1 1 (1 + d) 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c124_R (d : nat) : rmoves (s178_board 1 1 1 (2 + d) 0) = [s198_board 1 1 (2 + d) 0; s146_board 1 1 1 (2 + d)].
Proof. unfold s146_board, s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s178_c124_p44 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s178_board 1 1 1 (2 + d) 0 -> fst (s178_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q44] in Hc |- *.
  rewrite tf_game_eq, (s178_c124_L d), (s178_c124_R d); cbn [map].
  pose proof (use_s178 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s178_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s178_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 1 (2 + d) 0 (opt_r _ _ _ (s178_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s146 IH 1 1 1 (2 + d) (opt_r _ _ _ (s178_c124_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p14 Ho0 ltac:(zlia)).
  rewrite (s178_p45 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  rewrite (s146_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c125_L (d : nat) : lmoves (s178_board 1 1 1 (2 + d) 1) = [s178_board 0 2 1 (2 + d) 1; s178_board 1 1 1 (1 + d) 2; strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c125_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s104_board 1 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c125_R (d : nat) : rmoves (s178_board 1 1 1 (2 + d) 1) = [s198_board 1 1 (2 + d) 1; strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s178_board, s198_board, strip. tf_options. Qed.
Lemma s178_c125_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s146_board 1 1 1 (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s178_c125_p45 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s178_board 1 1 1 (2 + d) 1 -> fst (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q45] in Hc |- *.
  rewrite tf_game_eq, (s178_c125_L d), (s178_c125_R d); cbn [map].
  pose proof (use_s178 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s178_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 1 1 (1 + d) 2 (opt_l _ _ _ (s178_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c125_L3 d)).
  pose proof (use_s104 IH 1 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s178_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c125_L3 d))) as Ho2.
  pose proof (use_s198 IH 1 1 (2 + d) 1 (opt_r _ _ _ (s178_c125_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c125_R2 d)).
  pose proof (use_s146 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s178_c125_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c125_R2 d))) as Ho4.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p45 Ho1 ltac:(zlia)).
  rewrite (s104_p34 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s146_p11 Ho4 ltac:(zlia)).
  rewrite (s146_p11_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c126_L (d e : nat) : lmoves (s178_board 1 1 1 (2 + d) (2 + e)) = [s178_board 0 2 1 (2 + d) (2 + e); s178_board 1 1 1 (1 + d) (3 + e); strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c126_L3 (d e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 1 1 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c126_R (d e : nat) : rmoves (s178_board 1 1 1 (2 + d) (2 + e)) = [s198_board 1 1 (2 + d) (2 + e)].
Proof. unfold s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s178_c126_p45 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s178_board 1 1 1 (2 + d) (2 + e) -> fst (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q45] in Hc |- *.
  rewrite tf_game_eq, (s178_c126_L d e), (s178_c126_R d e); cbn [map].
  pose proof (use_s178 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s178_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s178_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c126_L3 d e)).
  pose proof (use_s148 IH 1 1 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c126_L3 d e))) as Ho2.
  pose proof (use_s198 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s178_c126_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p45 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p78 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p80 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c127_L (c : nat) : lmoves (s178_board 1 1 (2 + c) 0 0) = [s178_board 0 2 (2 + c) 0 0; s165_board 1 1 (1 + c) 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
Lemma s178_c127_R (c : nat) : rmoves (s178_board 1 1 (2 + c) 0 0) = [s198_board 1 (2 + c) 0 0; s56_board 1 1 (2 + c)].
Proof. unfold s178_board, s198_board, s56_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c>=2 && d==0 && e==0 *)
Lemma s178_c127_p46 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 1 1 (2 + c) 0 0 -> fst (s178_q46 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q46 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q46] in Hc |- *.
  rewrite tf_game_eq, (s178_c127_L c), (s178_c127_R c); cbn [map].
  pose proof (use_s178 IH 0 2 (2 + c) 0 0 (opt_l _ _ _ (s178_c127_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c127_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 (2 + c) 0 0 (opt_r _ _ _ (s178_c127_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH 1 1 (2 + c) (opt_r _ _ _ (s178_c127_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p17 Ho0 ltac:(zlia)).
  rewrite (s165_p83 Ho1 ltac:(zlia)).
  rewrite (s198_p7 Ho2 ltac:(zlia)).
  rewrite (s56_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c127_p47 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 1 1 (2 + c) 0 0 -> fst (s178_q47 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q47 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q47] in Hc |- *.
  rewrite tf_game_eq, (s178_c127_L c), (s178_c127_R c); cbn [map].
  pose proof (use_s178 IH 0 2 (2 + c) 0 0 (opt_l _ _ _ (s178_c127_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c127_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 (2 + c) 0 0 (opt_r _ _ _ (s178_c127_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH 1 1 (2 + c) (opt_r _ _ _ (s178_c127_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p19 Ho0 ltac:(zlia)).
  rewrite (s165_p86 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  rewrite (s56_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c127_p48 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 1 1 (2 + c) 0 0 -> fst (s178_q48 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q48 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q48] in Hc |- *.
  rewrite tf_game_eq, (s178_c127_L c), (s178_c127_R c); cbn [map].
  pose proof (use_s178 IH 0 2 (2 + c) 0 0 (opt_l _ _ _ (s178_c127_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c127_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 (2 + c) 0 0 (opt_r _ _ _ (s178_c127_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH 1 1 (2 + c) (opt_r _ _ _ (s178_c127_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s178_p21 Ho0 ltac:(zlia)).
    rewrite (s165_p89 Ho1 ltac:(zlia)).
    rewrite (s198_p9 Ho2 ltac:(zlia)).
    rewrite (s56_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p23 Ho0 ltac:(zlia)).
    rewrite (s165_p89 Ho1 ltac:(zlia)).
    rewrite (s198_p9 Ho2 ltac:(zlia)).
    rewrite (s56_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s178_c128_L (c : nat) : lmoves (s178_board 1 1 (2 + c) 0 1) = [s178_board 0 2 (2 + c) 0 1; s165_board 1 1 (1 + c) 0 2; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c128_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]) (s104_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c128_R (c : nat) : rmoves (s178_board 1 1 (2 + c) 0 1) = [s198_board 1 (2 + c) 0 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]].
Proof. unfold s178_board, s198_board, strip. tf_options. Qed.
Lemma s178_c128_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]) (s56_board 1 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s56_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s178_c128_p43 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 1 1 (2 + c) 0 1 -> fst (s178_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q43] in Hc |- *.
  rewrite tf_game_eq, (s178_c128_L c), (s178_c128_R c); cbn [map].
  pose proof (use_s178 IH 0 2 (2 + c) 0 1 (opt_l _ _ _ (s178_c128_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 1 (1 + c) 0 2 (opt_l _ _ _ (s178_c128_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c128_L3 c)).
  pose proof (use_s104 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s178_c128_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c128_L3 c))) as Ho2.
  pose proof (use_s198 IH 1 (2 + c) 0 1 (opt_r _ _ _ (s178_c128_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c128_R2 c)).
  pose proof (use_s56 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s178_c128_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c128_R2 c))) as Ho4.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s165_p83 Ho1 ltac:(zlia)).
    rewrite (s104_p35 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s56_p2 Ho4 ltac:(zlia)).
    rewrite (s56_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s165_p86 Ho1 ltac:(zlia)).
    rewrite (s104_p36 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s56_p2 Ho4 ltac:(zlia)).
    rewrite (s56_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s165_p89 Ho1 ltac:(zlia)).
    rewrite (s104_p38 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s56_p2 Ho4 ltac:(zlia)).
    rewrite (s56_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s178_c129_L (c e : nat) : lmoves (s178_board 1 1 (2 + c) 0 (2 + e)) = [s178_board 0 2 (2 + c) 0 (2 + e); s165_board 1 1 (1 + c) 0 (3 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c129_L3 (c e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 1 1 (2 + c) 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c129_R (c e : nat) : rmoves (s178_board 1 1 (2 + c) 0 (2 + e)) = [s198_board 1 (2 + c) 0 (2 + e)].
Proof. unfold s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s178_c129_p43 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s178_board 1 1 (2 + c) 0 (2 + e) -> fst (s178_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q43] in Hc |- *.
  rewrite tf_game_eq, (s178_c129_L c e), (s178_c129_R c e); cbn [map].
  pose proof (use_s178 IH 0 2 (2 + c) 0 (2 + e) (opt_l _ _ _ (s178_c129_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 1 (1 + c) 0 (3 + e) (opt_l _ _ _ (s178_c129_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c129_L3 c e)).
  pose proof (use_s148 IH 1 1 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c129_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c129_L3 c e))) as Ho2.
  pose proof (use_s198 IH 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s178_c129_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s165_p83 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p78 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s148_p83 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s165_p86 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p78 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s148_p86 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s165_p89 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p78 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s148_p87 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s178_c130_L (c : nat) : lmoves (s178_board 1 1 (2 + c) 1 0) = [s178_board 0 2 (2 + c) 1 0; s178_board 1 1 (2 + c) 0 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c130_R (c : nat) : rmoves (s178_board 1 1 (2 + c) 1 0) = [s198_board 1 (2 + c) 1 0; s146_board 1 1 (2 + c) 1].
Proof. unfold s146_board, s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s178_c130_p44 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 1 1 (2 + c) 1 0 -> fst (s178_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q44] in Hc |- *.
  rewrite tf_game_eq, (s178_c130_L c), (s178_c130_R c); cbn [map].
  pose proof (use_s178 IH 0 2 (2 + c) 1 0 (opt_l _ _ _ (s178_c130_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 1 (2 + c) 0 1 (opt_l _ _ _ (s178_c130_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 (2 + c) 1 0 (opt_r _ _ _ (s178_c130_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s146 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s178_c130_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p14 Ho0 ltac:(zlia)).
  rewrite (s178_p43 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  rewrite (s146_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c131_L (c : nat) : lmoves (s178_board 1 1 (2 + c) 1 1) = [s178_board 0 2 (2 + c) 1 1; s178_board 1 1 (2 + c) 0 2; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c131_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]) (s104_board 1 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c131_R (c : nat) : rmoves (s178_board 1 1 (2 + c) 1 1) = [s198_board 1 (2 + c) 1 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s178_board, s198_board, strip. tf_options. Qed.
Lemma s178_c131_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]) (s146_board 1 1 (2 + c) 1) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s178_c131_p45 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 1 1 (2 + c) 1 1 -> fst (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q45] in Hc |- *.
  rewrite tf_game_eq, (s178_c131_L c), (s178_c131_R c); cbn [map].
  pose proof (use_s178 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s178_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 1 (2 + c) 0 2 (opt_l _ _ _ (s178_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c131_L3 c)).
  pose proof (use_s104 IH 1 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s178_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c131_L3 c))) as Ho2.
  pose proof (use_s198 IH 1 (2 + c) 1 1 (opt_r _ _ _ (s178_c131_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c131_R2 c)).
  pose proof (use_s146 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s178_c131_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c131_R2 c))) as Ho4.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p43 Ho1 ltac:(zlia)).
  rewrite (s104_p34 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s146_p11 Ho4 ltac:(zlia)).
  rewrite (s146_p11_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c132_L (c e : nat) : lmoves (s178_board 1 1 (2 + c) 1 (2 + e)) = [s178_board 0 2 (2 + c) 1 (2 + e); s178_board 1 1 (2 + c) 0 (3 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c132_L3 (c e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 1 1 (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c132_R (c e : nat) : rmoves (s178_board 1 1 (2 + c) 1 (2 + e)) = [s198_board 1 (2 + c) 1 (2 + e)].
Proof. unfold s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s178_c132_p45 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s178_board 1 1 (2 + c) 1 (2 + e) -> fst (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q45] in Hc |- *.
  rewrite tf_game_eq, (s178_c132_L c e), (s178_c132_R c e); cbn [map].
  pose proof (use_s178 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s178_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s178_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c132_L3 c e)).
  pose proof (use_s148 IH 1 1 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c132_L3 c e))) as Ho2.
  pose proof (use_s198 IH 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s178_c132_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p43 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p78 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p80 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c133_L (c d : nat) : lmoves (s178_board 1 1 (2 + c) (2 + d) 0) = [s178_board 0 2 (2 + c) (2 + d) 0; s178_board 1 1 (2 + c) (1 + d) 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c133_R (c d : nat) : rmoves (s178_board 1 1 (2 + c) (2 + d) 0) = [s198_board 1 (2 + c) (2 + d) 0; s146_board 1 1 (2 + c) (2 + d)].
Proof. unfold s146_board, s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s178_c133_p44 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s178_board 1 1 (2 + c) (2 + d) 0 -> fst (s178_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q44] in Hc |- *.
  rewrite tf_game_eq, (s178_c133_L c d), (s178_c133_R c d); cbn [map].
  pose proof (use_s178 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s178_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s178_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s178_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s146 IH 1 1 (2 + c) (2 + d) (opt_r _ _ _ (s178_c133_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p14 Ho0 ltac:(zlia)).
  rewrite (s178_p45 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  rewrite (s146_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c134_L (c d : nat) : lmoves (s178_board 1 1 (2 + c) (2 + d) 1) = [s178_board 0 2 (2 + c) (2 + d) 1; s178_board 1 1 (2 + c) (1 + d) 2; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c134_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s104_board 1 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c134_R (c d : nat) : rmoves (s178_board 1 1 (2 + c) (2 + d) 1) = [s198_board 1 (2 + c) (2 + d) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s178_board, s198_board, strip. tf_options. Qed.
Lemma s178_c134_R2 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s146_board 1 1 (2 + c) (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s178_c134_p45 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s178_board 1 1 (2 + c) (2 + d) 1 -> fst (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q45] in Hc |- *.
  rewrite tf_game_eq, (s178_c134_L c d), (s178_c134_R c d); cbn [map].
  pose proof (use_s178 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s178_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH 1 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s178_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c134_L3 c d)).
  pose proof (use_s104 IH 1 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s178_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c134_L3 c d))) as Ho2.
  pose proof (use_s198 IH 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s178_c134_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c134_R2 c d)).
  pose proof (use_s146 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s178_c134_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c134_R2 c d))) as Ho4.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s178_p45 Ho1 ltac:(zlia)).
  rewrite (s104_p34 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s146_p11 Ho4 ltac:(zlia)).
  rewrite (s146_p11_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

