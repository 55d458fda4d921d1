(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s31_c21_L (b d : nat) : lmoves (s31_board 0 (2 + b) 0 (2 + d)) = [s23_board 0 (1 + b) 0 (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, s31_board, strip. tf_options. Qed.
Lemma s31_c21_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 0 (2 + b) 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c21_R (b d : nat) : rmoves (s31_board 0 (2 + b) 0 (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s31_c21_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s31_board 0 (2 + b) 0 (2 + d) -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c21_L b d), (s31_c21_R b d); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 0 (3 + d) (opt_l _ _ _ (s31_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c21_L2 b d)).
  pose proof (use_s39 IH 0 (2 + b) 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c21_L2 b d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s23_p7 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s39_p21 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s39_p26 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s39_p32 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s23_p12 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s39_p21 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s39_p32 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s23_p16 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s39_p32 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s39_p38 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s23_p19 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s39_p32 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s39_p40 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
Qed.

Lemma s31_c22_L (b : nat) : lmoves (s31_board 0 (2 + b) 1 0) = [s31_board 0 (2 + b) 0 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c22_R (b : nat) : rmoves (s31_board 0 (2 + b) 1 0) = [s19_board 0 (2 + b) 1].
Proof. unfold s19_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==0 *)
Lemma s31_c22_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 1 0 -> fst (s31_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c22_L b), (s31_c22_R b); cbn [map].
  pose proof (use_s31 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s31_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 0 (2 + b) 1 (opt_r _ _ _ (s31_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s31_c23_L (b : nat) : lmoves (s31_board 0 (2 + b) 1 1) = [s31_board 0 (2 + b) 0 2; strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c23_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]) (s33_board 0 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c23_R (b : nat) : rmoves (s31_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]) (s19_board 0 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s31_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 1 1 -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c23_L b), (s31_c23_R b); cbn [map].
  pose proof (use_s31 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s31_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c23_L2 b)).
  pose proof (use_s33 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s31_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game (s31_c23_R1 b)).
  pose proof (use_s19 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s31_c23_R b) ltac:(cbn [In]; left; reflexivity) (s31_c23_R1 b))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s33_p9 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s31_c24_L (b d : nat) : lmoves (s31_board 0 (2 + b) 1 (2 + d)) = [s31_board 0 (2 + b) 0 (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c24_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 0 (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c24_R (b d : nat) : rmoves (s31_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s31_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s31_board 0 (2 + b) 1 (2 + d) -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c24_L b d), (s31_c24_R b d); cbn [map].
  pose proof (use_s31 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s31_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c24_L2 b d)).
  pose proof (use_s39 IH 0 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c24_L2 b d))) as Ho1.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s39_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p30 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s31_c25_L (b c : nat) : lmoves (s31_board 0 (2 + b) (2 + c) 0) = [s31_board 0 (2 + b) (1 + c) 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c25_R (b c : nat) : rmoves (s31_board 0 (2 + b) (2 + c) 0) = [s19_board 0 (2 + b) (2 + c)].
Proof. unfold s19_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s31_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s31_board 0 (2 + b) (2 + c) 0 -> fst (s31_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c25_L b c), (s31_c25_R b c); cbn [map].
  pose proof (use_s31 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s31_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s31_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s31_c26_L (b c : nat) : lmoves (s31_board 0 (2 + b) (2 + c) 1) = [s31_board 0 (2 + b) (1 + c) 2; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c26_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s33_board 0 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c26_R (b c : nat) : rmoves (s31_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s19_board 0 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s31_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s31_board 0 (2 + b) (2 + c) 1 -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c26_L b c), (s31_c26_R b c); cbn [map].
  pose proof (use_s31 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s31_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c26_L2 b c)).
  pose proof (use_s33 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s31_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s31_c26_R1 b c)).
  pose proof (use_s19 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s31_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s31_c26_R1 b c))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s33_p9 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s31_c27_L (b c d : nat) : lmoves (s31_board 0 (2 + b) (2 + c) (2 + d)) = [s31_board 0 (2 + b) (1 + c) (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c27_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 0 (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c27_R (b c d : nat) : rmoves (s31_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s31_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s31_board 0 (2 + b) (2 + c) (2 + d) -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c27_L b c d), (s31_c27_R b c d); cbn [map].
  pose proof (use_s31 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s31_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c27_L2 b c d)).
  pose proof (use_s39 IH 0 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c27_L2 b c d))) as Ho1.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s39_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p30 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s31_c28_L : lmoves (s31_board 1 0 0 0) = [s31_board 0 1 0 0].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c28_R : rmoves (s31_board 1 0 0 0) = [s27_board 1 0; s2_board 1 0].
Proof. unfold s27_board, s2_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==0 && d==0 *)
Lemma s31_c28_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 1 0 0 0 -> fst (s31_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q14] in Hc |- *.
  rewrite tf_game_eq, (s31_c28_L), (s31_c28_R); cbn [map].
  pose proof (use_s31 IH 0 1 0 0 (opt_l _ _ _ (s31_c28_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 1 0 (opt_r _ _ _ (s31_c28_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH 1 0 (opt_r _ _ _ (s31_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s31_p5 Ho0 ltac:(zlia)).
  rewrite (s27_p1 Ho1 ltac:(zlia)).
  rewrite (s2_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s31_c29_L : lmoves (s31_board 1 0 0 1) = [s31_board 0 1 0 1; strip [] ([T; E; F; E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c29_L2 : tf_norm (strip [] ([T; E; F; E; E; F]) [(1, 0)]) (s33_board 1 0 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c29_R : rmoves (s31_board 1 0 0 1) = [s27_board 1 1; strip [] ([T; E; F; F]) [(1, 2)]].
Proof. unfold s27_board, s31_board, strip. tf_options. Qed.
Lemma s31_c29_R2 : tf_norm (strip [] ([T; E; F; F]) [(1, 2)]) (s2_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; E; F; F]) [(1, 2)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==0 && d==1 *)
Lemma s31_c29_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 1 0 0 1 -> fst (s31_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c29_L), (s31_c29_R); cbn [map].
  pose proof (use_s31 IH 0 1 0 1 (opt_l _ _ _ (s31_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c29_L2)).
  pose proof (use_s33 IH 1 0 0 0 (opt_norm_l _ _ _ _ _ (s31_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c29_L2))) as Ho1.
  pose proof (use_s27 IH 1 1 (opt_r _ _ _ (s31_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s31_c29_R2)).
  pose proof (use_s2 IH 1 0 (opt_norm_r _ _ _ _ _ (s31_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c29_R2))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s33_p21 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  rewrite (s2_p4 Ho3 ltac:(zlia)).
  rewrite (s2_p4_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c30_L (d : nat) : lmoves (s31_board 1 0 0 (2 + d)) = [s31_board 0 1 0 (2 + d); strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c30_L2 (d : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 0 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c30_R (d : nat) : rmoves (s31_board 1 0 0 (2 + d)) = [s27_board 1 (2 + d)].
Proof. unfold s27_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==0 && d>=2 *)
Lemma s31_c30_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s31_board 1 0 0 (2 + d) -> fst (s31_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q8] in Hc |- *.
  rewrite tf_game_eq, (s31_c30_L d), (s31_c30_R d); cbn [map].
  pose proof (use_s31 IH 0 1 0 (2 + d) (opt_l _ _ _ (s31_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c30_L2 d)).
  pose proof (use_s39 IH 1 0 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c30_L2 d))) as Ho1.
  pose proof (use_s27 IH 1 (2 + d) (opt_r _ _ _ (s31_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s39_p42 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p44 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p47 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c31_L : lmoves (s31_board 1 0 1 0) = [s31_board 0 1 1 0; s31_board 1 0 0 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c31_R : rmoves (s31_board 1 0 1 0) = [s32_board 1 1 0; s19_board 1 0 1].
Proof. unfold s19_board, s31_board, s32_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==1 && d==0 *)
Lemma s31_c31_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 1 0 1 0 -> fst (s31_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c31_L), (s31_c31_R); cbn [map].
  pose proof (use_s31 IH 0 1 1 0 (opt_l _ _ _ (s31_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 0 0 1 (opt_l _ _ _ (s31_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 1 1 0 (opt_r _ _ _ (s31_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 1 0 1 (opt_r _ _ _ (s31_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s32_p3 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c32_L : lmoves (s31_board 1 0 1 1) = [s31_board 0 1 1 1; s31_board 1 0 0 2; strip [] ([T; E; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c32_L3 : tf_norm (strip [] ([T; E; F; T; E; E; F]) [(1, 0)]) (s33_board 1 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c32_R : rmoves (s31_board 1 0 1 1) = [s32_board 1 1 1; strip [] ([T; E; F; T; F]) [(1, 2)]].
Proof. unfold s31_board, s32_board, strip. tf_options. Qed.
Lemma s31_c32_R2 : tf_norm (strip [] ([T; E; F; T; F]) [(1, 2)]) (s19_board 1 0 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==1 && d==1 *)
Lemma s31_c32_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 1 0 1 1 -> fst (s31_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q8] in Hc |- *.
  rewrite tf_game_eq, (s31_c32_L), (s31_c32_R); cbn [map].
  pose proof (use_s31 IH 0 1 1 1 (opt_l _ _ _ (s31_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 0 0 2 (opt_l _ _ _ (s31_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c32_L3)).
  pose proof (use_s33 IH 1 0 1 0 (opt_norm_l _ _ _ _ _ (s31_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c32_L3))) as Ho2.
  pose proof (use_s32 IH 1 1 1 (opt_r _ _ _ (s31_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s31_c32_R2)).
  pose proof (use_s19 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s31_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c32_R2))) as Ho4.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p8 Ho1 ltac:(zlia)).
  rewrite (s33_p23 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c33_L (d : nat) : lmoves (s31_board 1 0 1 (2 + d)) = [s31_board 0 1 1 (2 + d); s31_board 1 0 0 (3 + d); strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c33_L3 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 0 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c33_R (d : nat) : rmoves (s31_board 1 0 1 (2 + d)) = [s32_board 1 1 (2 + d)].
Proof. unfold s31_board, s32_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==1 && d>=2 *)
Lemma s31_c33_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s31_board 1 0 1 (2 + d) -> fst (s31_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q8] in Hc |- *.
  rewrite tf_game_eq, (s31_c33_L d), (s31_c33_R d); cbn [map].
  pose proof (use_s31 IH 0 1 1 (2 + d) (opt_l _ _ _ (s31_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 0 0 (3 + d) (opt_l _ _ _ (s31_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c33_L3 d)).
  pose proof (use_s39 IH 1 0 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c33_L3 d))) as Ho2.
  pose proof (use_s32 IH 1 1 (2 + d) (opt_r _ _ _ (s31_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p47 Ho2 ltac:(zlia)).
    rewrite (s32_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p50 Ho2 ltac:(zlia)).
    rewrite (s32_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c34_L (c : nat) : lmoves (s31_board 1 0 (2 + c) 0) = [s31_board 0 1 (2 + c) 0; s31_board 1 0 (1 + c) 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c34_R (c : nat) : rmoves (s31_board 1 0 (2 + c) 0) = [s32_board 1 (2 + c) 0; s19_board 1 0 (2 + c)].
Proof. unfold s19_board, s31_board, s32_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==0 *)
Lemma s31_c34_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 1 0 (2 + c) 0 -> fst (s31_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c34_L c), (s31_c34_R c); cbn [map].
  pose proof (use_s31 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s31_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s31_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 1 (2 + c) 0 (opt_r _ _ _ (s31_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 1 0 (2 + c) (opt_r _ _ _ (s31_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p8 Ho1 ltac:(zlia)).
  rewrite (s32_p3 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c35_L (c : nat) : lmoves (s31_board 1 0 (2 + c) 1) = [s31_board 0 1 (2 + c) 1; s31_board 1 0 (1 + c) 2; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c35_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s33_board 1 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c35_R (c : nat) : rmoves (s31_board 1 0 (2 + c) 1) = [s32_board 1 (2 + c) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s31_board, s32_board, strip. tf_options. Qed.
Lemma s31_c35_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s19_board 1 0 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==1 *)
Lemma s31_c35_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 1 0 (2 + c) 1 -> fst (s31_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q8] in Hc |- *.
  rewrite tf_game_eq, (s31_c35_L c), (s31_c35_R c); cbn [map].
  pose proof (use_s31 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s31_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s31_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c35_L3 c)).
  pose proof (use_s33 IH 1 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s31_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c35_L3 c))) as Ho2.
  pose proof (use_s32 IH 1 (2 + c) 1 (opt_r _ _ _ (s31_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s31_c35_R2 c)).
  pose proof (use_s19 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s31_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c35_R2 c))) as Ho4.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p8 Ho1 ltac:(zlia)).
  rewrite (s33_p23 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c36_L (c d : nat) : lmoves (s31_board 1 0 (2 + c) (2 + d)) = [s31_board 0 1 (2 + c) (2 + d); s31_board 1 0 (1 + c) (3 + d); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c36_L3 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 0 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c36_R (c d : nat) : rmoves (s31_board 1 0 (2 + c) (2 + d)) = [s32_board 1 (2 + c) (2 + d)].
Proof. unfold s31_board, s32_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s31_c36_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s31_board 1 0 (2 + c) (2 + d) -> fst (s31_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q8] in Hc |- *.
  rewrite tf_game_eq, (s31_c36_L c d), (s31_c36_R c d); cbn [map].
  pose proof (use_s31 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s31_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s31_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c36_L3 c d)).
  pose proof (use_s39 IH 1 0 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c36_L3 c d))) as Ho2.
  pose proof (use_s32 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s31_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p47 Ho2 ltac:(zlia)).
    rewrite (s32_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p50 Ho2 ltac:(zlia)).
    rewrite (s32_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c37_L : lmoves (s31_board 1 1 0 0) = [s31_board 0 2 0 0; s22_board 1 0 1].
Proof. unfold s22_board, s31_board. tf_options. Qed.
Lemma s31_c37_R : rmoves (s31_board 1 1 0 0) = [s29_board 1 0; s2_board 1 1].
Proof. unfold s29_board, s2_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==0 && d==0 *)
Lemma s31_c37_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 1 1 0 0 -> fst (s31_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q16] in Hc |- *.
  rewrite tf_game_eq, (s31_c37_L), (s31_c37_R); cbn [map].
  pose proof (use_s31 IH 0 2 0 0 (opt_l _ _ _ (s31_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 0 1 (opt_l _ _ _ (s31_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH 1 0 (opt_r _ _ _ (s31_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s2 IH 1 1 (opt_r _ _ _ (s31_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p10 Ho0 ltac:(zlia)).
  rewrite (s22_p4 Ho1 ltac:(zlia)).
  rewrite (s29_p1 Ho2 ltac:(zlia)).
  rewrite (s2_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c38_L : lmoves (s31_board 1 1 0 1) = [s31_board 0 2 0 1; s22_board 1 0 2; strip [] ([T; E; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s22_board, s31_board, strip. tf_options. Qed.
Lemma s31_c38_L3 : tf_norm (strip [] ([T; E; T; F; E; E; F]) [(1, 0)]) (s33_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c38_R : rmoves (s31_board 1 1 0 1) = [s29_board 1 1; strip [] ([T; E; T; F; F]) [(1, 2)]].
Proof. unfold s29_board, s31_board, strip. tf_options. Qed.
Lemma s31_c38_R2 : tf_norm (strip [] ([T; E; T; F; F]) [(1, 2)]) (s2_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; F]) [(1, 2)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==0 && d==1 *)
Lemma s31_c38_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 1 1 0 1 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c38_L), (s31_c38_R); cbn [map].
  pose proof (use_s31 IH 0 2 0 1 (opt_l _ _ _ (s31_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 0 2 (opt_l _ _ _ (s31_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c38_L3)).
  pose proof (use_s33 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s31_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c38_L3))) as Ho2.
  pose proof (use_s29 IH 1 1 (opt_r _ _ _ (s31_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s31_c38_R2)).
  pose proof (use_s2 IH 1 1 (opt_norm_r _ _ _ _ _ (s31_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c38_R2))) as Ho4.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s22_p4 Ho1 ltac:(zlia)).
  rewrite (s33_p8 Ho2 ltac:(zlia)).
  rewrite (s29_p1 Ho3 ltac:(zlia)).
  rewrite (s2_p2 Ho4 ltac:(zlia)).
  rewrite (s2_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c39_L (d : nat) : lmoves (s31_board 1 1 0 (2 + d)) = [s31_board 0 2 0 (2 + d); s22_board 1 0 (3 + d); strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s31_board, strip. tf_options. Qed.
Lemma s31_c39_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 1 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c39_R (d : nat) : rmoves (s31_board 1 1 0 (2 + d)) = [s29_board 1 (2 + d)].
Proof. unfold s29_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==0 && d>=2 *)
Lemma s31_c39_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s31_board 1 1 0 (2 + d) -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c39_L d), (s31_c39_R d); cbn [map].
  pose proof (use_s31 IH 0 2 0 (2 + d) (opt_l _ _ _ (s31_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 0 (3 + d) (opt_l _ _ _ (s31_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c39_L3 d)).
  pose proof (use_s39 IH 1 1 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c39_L3 d))) as Ho2.
  pose proof (use_s29 IH 1 (2 + d) (opt_r _ _ _ (s31_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s22_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s39_p11 Ho2 ltac:(zlia)).
    rewrite (s29_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p21 Ho2 ltac:(zlia)).
    rewrite (s29_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p31 Ho2 ltac:(zlia)).
    rewrite (s29_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c40_L : lmoves (s31_board 1 1 1 0) = [s31_board 0 2 1 0; s31_board 1 1 0 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c40_R : rmoves (s31_board 1 1 1 0) = [s40_board 1 1 0; s19_board 1 1 1].
Proof. unfold s19_board, s31_board, s40_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==1 && d==0 *)
Lemma s31_c40_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 1 1 1 0 -> fst (s31_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c40_L), (s31_c40_R); cbn [map].
  pose proof (use_s31 IH 0 2 1 0 (opt_l _ _ _ (s31_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 1 0 1 (opt_l _ _ _ (s31_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 0 (opt_r _ _ _ (s31_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 1 1 1 (opt_r _ _ _ (s31_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s40_p5 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s31_c41_L : lmoves (s31_board 1 1 1 1) = [s31_board 0 2 1 1; s31_board 1 1 0 2; strip [] ([T; E; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c41_L3 : tf_norm (strip [] ([T; E; T; F; T; E; E; F]) [(1, 0)]) (s33_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c41_R : rmoves (s31_board 1 1 1 1) = [s40_board 1 1 1; strip [] ([T; E; T; F; T; F]) [(1, 2)]].
Proof. unfold s31_board, s40_board, strip. tf_options. Qed.
Lemma s31_c41_R2 : tf_norm (strip [] ([T; E; T; F; T; F]) [(1, 2)]) (s19_board 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s31_c41_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 1 1 1 1 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c41_L), (s31_c41_R); cbn [map].
  pose proof (use_s31 IH 0 2 1 1 (opt_l _ _ _ (s31_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 1 0 2 (opt_l _ _ _ (s31_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c41_L3)).
  pose proof (use_s33 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s31_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c41_L3))) as Ho2.
  pose proof (use_s40 IH 1 1 1 (opt_r _ _ _ (s31_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s31_c41_R2)).
  pose proof (use_s19 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s31_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c41_R2))) as Ho4.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s33_p9 Ho2 ltac:(zlia)).
  rewrite (s40_p2 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c42_L (d : nat) : lmoves (s31_board 1 1 1 (2 + d)) = [s31_board 0 2 1 (2 + d); s31_board 1 1 0 (3 + d); strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c42_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c42_R (d : nat) : rmoves (s31_board 1 1 1 (2 + d)) = [s40_board 1 1 (2 + d)].
Proof. unfold s31_board, s40_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s31_c42_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s31_board 1 1 1 (2 + d) -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c42_L d), (s31_c42_R d); cbn [map].
  pose proof (use_s31 IH 0 2 1 (2 + d) (opt_l _ _ _ (s31_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 1 0 (3 + d) (opt_l _ _ _ (s31_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c42_L3 d)).
  pose proof (use_s39 IH 1 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c42_L3 d))) as Ho2.
  pose proof (use_s40 IH 1 1 (2 + d) (opt_r _ _ _ (s31_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p12 Ho2 ltac:(zlia)).
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c43_L (c : nat) : lmoves (s31_board 1 1 (2 + c) 0) = [s31_board 0 2 (2 + c) 0; s31_board 1 1 (1 + c) 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c43_R (c : nat) : rmoves (s31_board 1 1 (2 + c) 0) = [s40_board 1 (2 + c) 0; s19_board 1 1 (2 + c)].
Proof. unfold s19_board, s31_board, s40_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==0 *)
Lemma s31_c43_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 1 1 (2 + c) 0 -> fst (s31_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c43_L c), (s31_c43_R c); cbn [map].
  pose proof (use_s31 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s31_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s31_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + c) 0 (opt_r _ _ _ (s31_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 1 1 (2 + c) (opt_r _ _ _ (s31_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s40_p5 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s31_c44_L (c : nat) : lmoves (s31_board 1 1 (2 + c) 1) = [s31_board 0 2 (2 + c) 1; s31_board 1 1 (1 + c) 2; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c44_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s33_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c44_R (c : nat) : rmoves (s31_board 1 1 (2 + c) 1) = [s40_board 1 (2 + c) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s31_board, s40_board, strip. tf_options. Qed.
Lemma s31_c44_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s19_board 1 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s31_c44_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 1 1 (2 + c) 1 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c44_L c), (s31_c44_R c); cbn [map].
  pose proof (use_s31 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s31_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s31_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c44_L3 c)).
  pose proof (use_s33 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s31_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c44_L3 c))) as Ho2.
  pose proof (use_s40 IH 1 (2 + c) 1 (opt_r _ _ _ (s31_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s31_c44_R2 c)).
  pose proof (use_s19 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s31_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c44_R2 c))) as Ho4.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s33_p9 Ho2 ltac:(zlia)).
  rewrite (s40_p2 Ho3 ltac:(zlia)).
  rewrite (s19_p2 Ho4 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c45_L (c d : nat) : lmoves (s31_board 1 1 (2 + c) (2 + d)) = [s31_board 0 2 (2 + c) (2 + d); s31_board 1 1 (1 + c) (3 + d); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c45_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c45_R (c d : nat) : rmoves (s31_board 1 1 (2 + c) (2 + d)) = [s40_board 1 (2 + c) (2 + d)].
Proof. unfold s31_board, s40_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s31_c45_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s31_board 1 1 (2 + c) (2 + d) -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c45_L c d), (s31_c45_R c d); cbn [map].
  pose proof (use_s31 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s31_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s31_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c45_L3 c d)).
  pose proof (use_s39 IH 1 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c45_L3 c d))) as Ho2.
  pose proof (use_s40 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s31_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p12 Ho2 ltac:(zlia)).
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c46_L (b : nat) : lmoves (s31_board 1 (2 + b) 0 0) = [s31_board 0 (3 + b) 0 0; s23_board 1 (1 + b) 0 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
Lemma s31_c46_R (b : nat) : rmoves (s31_board 1 (2 + b) 0 0) = [s2_board 1 (2 + b)].
Proof. unfold s2_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==0 *)
Lemma s31_c46_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 1 (2 + b) 0 0 -> fst (s31_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q13] in Hc |- *.
  rewrite tf_game_eq, (s31_c46_L b), (s31_c46_R b); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s31_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s31_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH 1 (2 + b) (opt_r _ _ _ (s31_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p13 Ho0 ltac:(zlia)).
  rewrite (s23_p19 Ho1 ltac:(zlia)).
  rewrite (s2_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c46_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 1 (2 + b) 0 0 -> fst (s31_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q17] in Hc |- *.
  rewrite tf_game_eq, (s31_c46_L b), (s31_c46_R b); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s31_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s31_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH 1 (2 + b) (opt_r _ _ _ (s31_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p11 Ho0 ltac:(zlia)).
  rewrite (s23_p24 Ho1 ltac:(zlia)).
  rewrite (s2_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c46_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 1 (2 + b) 0 0 -> fst (s31_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q18] in Hc |- *.
  rewrite tf_game_eq, (s31_c46_L b), (s31_c46_R b); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s31_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s31_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH 1 (2 + b) (opt_r _ _ _ (s31_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p12 Ho0 ltac:(zlia)).
  rewrite (s23_p27 Ho1 ltac:(zlia)).
  rewrite (s2_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c47_L (b : nat) : lmoves (s31_board 1 (2 + b) 0 1) = [s31_board 0 (3 + b) 0 1; s23_board 1 (1 + b) 0 2; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s23_board, s31_board, strip. tf_options. Qed.
Lemma s31_c47_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]) (s33_board 1 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c47_R (b : nat) : rmoves (s31_board 1 (2 + b) 0 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c47_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]) (s2_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==1 *)
Lemma s31_c47_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 1 (2 + b) 0 1 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c47_L b), (s31_c47_R b); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s31_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s31_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c47_L3 b)).
  pose proof (use_s33 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s31_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c47_L3 b))) as Ho2.
  rewrite (tf_norm_game (s31_c47_R1 b)).
  pose proof (use_s2 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s31_c47_R b) ltac:(cbn [In]; left; reflexivity) (s31_c47_R1 b))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s23_p19 Ho1 ltac:(zlia)).
    rewrite (s33_p18 Ho2 ltac:(zlia)).
    rewrite (s2_p2 Ho3 ltac:(zlia)).
    rewrite (s2_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s23_p24 Ho1 ltac:(zlia)).
    rewrite (s33_p24 Ho2 ltac:(zlia)).
    rewrite (s2_p2 Ho3 ltac:(zlia)).
    rewrite (s2_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s23_p27 Ho1 ltac:(zlia)).
    rewrite (s33_p18 Ho2 ltac:(zlia)).
    rewrite (s2_p2 Ho3 ltac:(zlia)).
    rewrite (s2_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c48_L (b d : nat) : lmoves (s31_board 1 (2 + b) 0 (2 + d)) = [s31_board 0 (3 + b) 0 (2 + d); s23_board 1 (1 + b) 0 (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, s31_board, strip. tf_options. Qed.
Lemma s31_c48_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 (2 + b) 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c48_R (b d : nat) : rmoves (s31_board 1 (2 + b) 0 (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s31_c48_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s31_board 1 (2 + b) 0 (2 + d) -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c48_L b d), (s31_c48_R b d); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s31_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s31_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c48_L3 b d)).
  pose proof (use_s39 IH 1 (2 + b) 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c48_L3 b d))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s23_p19 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s39_p30 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s39_p40 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s23_p24 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s39_p21 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s39_p30 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s23_p27 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s39_p30 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s39_p53 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

Lemma s31_c49_L (b : nat) : lmoves (s31_board 1 (2 + b) 1 0) = [s31_board 0 (3 + b) 1 0; s31_board 1 (2 + b) 0 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c49_R (b : nat) : rmoves (s31_board 1 (2 + b) 1 0) = [s19_board 1 (2 + b) 1].
Proof. unfold s19_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==0 *)
Lemma s31_c49_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 1 (2 + b) 1 0 -> fst (s31_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c49_L b), (s31_c49_R b); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s31_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s31_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 (2 + b) 1 (opt_r _ _ _ (s31_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s31_c50_L (b : nat) : lmoves (s31_board 1 (2 + b) 1 1) = [s31_board 0 (3 + b) 1 1; s31_board 1 (2 + b) 0 2; strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c50_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]) (s33_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c50_R (b : nat) : rmoves (s31_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]) (s19_board 1 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s31_c50_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 1 (2 + b) 1 1 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c50_L b), (s31_c50_R b); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s31_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s31_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c50_L3 b)).
  pose proof (use_s33 IH 1 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s31_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c50_L3 b))) as Ho2.
  rewrite (tf_norm_game (s31_c50_R1 b)).
  pose proof (use_s19 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s31_c50_R b) ltac:(cbn [In]; left; reflexivity) (s31_c50_R1 b))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s33_p9 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s31_c51_L (b d : nat) : lmoves (s31_board 1 (2 + b) 1 (2 + d)) = [s31_board 0 (3 + b) 1 (2 + d); s31_board 1 (2 + b) 0 (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c51_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c51_R (b d : nat) : rmoves (s31_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s31_c51_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s31_board 1 (2 + b) 1 (2 + d) -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c51_L b d), (s31_c51_R b d); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s31_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s31_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c51_L3 b d)).
  pose proof (use_s39 IH 1 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c51_L3 b d))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s31_c52_L (b c : nat) : lmoves (s31_board 1 (2 + b) (2 + c) 0) = [s31_board 0 (3 + b) (2 + c) 0; s31_board 1 (2 + b) (1 + c) 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c52_R (b c : nat) : rmoves (s31_board 1 (2 + b) (2 + c) 0) = [s19_board 1 (2 + b) (2 + c)].
Proof. unfold s19_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s31_c52_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s31_board 1 (2 + b) (2 + c) 0 -> fst (s31_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c52_L b c), (s31_c52_R b c); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s31_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s31_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s31_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s31_c53_L (b c : nat) : lmoves (s31_board 1 (2 + b) (2 + c) 1) = [s31_board 0 (3 + b) (2 + c) 1; s31_board 1 (2 + b) (1 + c) 2; strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c53_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s33_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c53_R (b c : nat) : rmoves (s31_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s19_board 1 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s31_c53_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s31_board 1 (2 + b) (2 + c) 1 -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c53_L b c), (s31_c53_R b c); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s31_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s31_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c53_L3 b c)).
  pose proof (use_s33 IH 1 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s31_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c53_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s31_c53_R1 b c)).
  pose proof (use_s19 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s31_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s31_c53_R1 b c))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s33_p9 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s31_c54_L (b c d : nat) : lmoves (s31_board 1 (2 + b) (2 + c) (2 + d)) = [s31_board 0 (3 + b) (2 + c) (2 + d); s31_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c54_R (b c d : nat) : rmoves (s31_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s31_c54_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s31_board 1 (2 + b) (2 + c) (2 + d) -> fst (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c54_L b c d), (s31_c54_R b c d); cbn [map].
  pose proof (use_s31 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s31_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s31_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c54_L3 b c d)).
  pose proof (use_s39 IH 1 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c54_L3 b c d))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s31_c55_L (a : nat) : lmoves (s31_board (2 + a) 0 0 0) = [s31_board (1 + a) 1 0 0].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c55_R (a : nat) : rmoves (s31_board (2 + a) 0 0 0) = [s27_board (2 + a) 0; s2_board (2 + a) 0].
Proof. unfold s27_board, s2_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==0 && d==0 *)
Lemma s31_c55_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 0 0 0 -> fst (s31_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q15] in Hc |- *.
  rewrite tf_game_eq, (s31_c55_L a), (s31_c55_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 0 0 (opt_l _ _ _ (s31_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH (2 + a) 0 (opt_r _ _ _ (s31_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH (2 + a) 0 (opt_r _ _ _ (s31_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s31_p22 Ho0 ltac:(zlia)).
  rewrite (s27_p3 Ho1 ltac:(zlia)).
  rewrite (s2_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c55_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 0 0 0 -> fst (s31_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q19] in Hc |- *.
  rewrite tf_game_eq, (s31_c55_L a), (s31_c55_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 0 0 (opt_l _ _ _ (s31_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH (2 + a) 0 (opt_r _ _ _ (s31_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH (2 + a) 0 (opt_r _ _ _ (s31_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s31_p16 Ho0 ltac:(zlia)).
  rewrite (s27_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s2_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s2_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s31_c55_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 0 0 0 -> fst (s31_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q21] in Hc |- *.
  rewrite tf_game_eq, (s31_c55_L a), (s31_c55_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 0 0 (opt_l _ _ _ (s31_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH (2 + a) 0 (opt_r _ _ _ (s31_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH (2 + a) 0 (opt_r _ _ _ (s31_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s31_p20 Ho0 ltac:(zlia)).
  rewrite (s27_p3 Ho1 ltac:(zlia)).
  rewrite (s2_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s31_c55_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 0 0 0 -> fst (s31_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q24] in Hc |- *.
  rewrite tf_game_eq, (s31_c55_L a), (s31_c55_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 0 0 (opt_l _ _ _ (s31_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH (2 + a) 0 (opt_r _ _ _ (s31_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH (2 + a) 0 (opt_r _ _ _ (s31_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s31_p23 Ho0 ltac:(zlia)).
  rewrite (s27_p3 Ho1 ltac:(zlia)).
  rewrite (s2_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c56_L (a : nat) : lmoves (s31_board (2 + a) 0 0 1) = [s31_board (1 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; F; E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c56_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; E; F]) [(1, 0)]) (s33_board (2 + a) 0 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c56_R (a : nat) : rmoves (s31_board (2 + a) 0 0 1) = [s27_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [E; F; F]) [(1, 2)]].
Proof. unfold s27_board, s31_board, strip. tf_options. Qed.
Lemma s31_c56_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; F]) [(1, 2)]) (s2_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F]) [(1, 2)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==0 && d==1 *)
Lemma s31_c56_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 0 0 1 -> fst (s31_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q7] in Hc |- *.
  rewrite tf_game_eq, (s31_c56_L a), (s31_c56_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 0 1 (opt_l _ _ _ (s31_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c56_L2 a)).
  pose proof (use_s33 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s31_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c56_L2 a))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 (opt_r _ _ _ (s31_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s31_c56_R2 a)).
  pose proof (use_s2 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s31_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c56_R2 a))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s33_p22 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    rewrite (s2_p6 Ho3 ltac:(zlia)).
    rewrite (s2_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s33_p27 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    rewrite (s2_p5 Ho3 ltac:(zlia)).
    rewrite (s2_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s33_p29 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    rewrite (s2_p8 Ho3 ltac:(zlia)).
    rewrite (s2_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p31 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    rewrite (s2_p9 Ho3 ltac:(zlia)).
    rewrite (s2_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s31_c56_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 0 0 1 -> fst (s31_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q25] in Hc |- *.
  rewrite tf_game_eq, (s31_c56_L a), (s31_c56_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 0 1 (opt_l _ _ _ (s31_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c56_L2 a)).
  pose proof (use_s33 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s31_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c56_L2 a))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 (opt_r _ _ _ (s31_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s31_c56_R2 a)).
  pose proof (use_s2 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s31_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c56_R2 a))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s33_p33 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  rewrite (s2_p9 Ho3 ltac:(zlia)).
  rewrite (s2_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c56_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 0 0 1 -> fst (s31_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q26] in Hc |- *.
  rewrite tf_game_eq, (s31_c56_L a), (s31_c56_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 0 1 (opt_l _ _ _ (s31_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c56_L2 a)).
  pose proof (use_s33 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s31_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c56_L2 a))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 (opt_r _ _ _ (s31_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s31_c56_R2 a)).
  pose proof (use_s2 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s31_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c56_R2 a))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s33_p33 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  rewrite (s2_p9 Ho3 ltac:(zlia)).
  rewrite (s2_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c57_L (a d : nat) : lmoves (s31_board (2 + a) 0 0 (2 + d)) = [s31_board (1 + a) 1 0 (2 + d); strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c57_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) 0 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c57_R (a d : nat) : rmoves (s31_board (2 + a) 0 0 (2 + d)) = [s27_board (2 + a) (2 + d)].
Proof. unfold s27_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==0 && d>=2 *)
Lemma s31_c57_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s31_board (2 + a) 0 0 (2 + d) -> fst (s31_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q8] in Hc |- *.
  rewrite tf_game_eq, (s31_c57_L a d), (s31_c57_R a d); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 0 (2 + d) (opt_l _ _ _ (s31_c57_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c57_L2 a d)).
  pose proof (use_s39 IH (2 + a) 0 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c57_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c57_L2 a d))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + d) (opt_r _ _ _ (s31_c57_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + a) <= 5 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 5 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 6 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 6 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]]]].
  {
    rewrite (s39_p47 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p48 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p51 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p58 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p61 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p64 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p66 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p67 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p69 Ho1 ltac:(zlia)).
    rewrite (s27_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c58_L (a : nat) : lmoves (s31_board (2 + a) 0 1 0) = [s31_board (1 + a) 1 1 0; s31_board (2 + a) 0 0 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c58_R (a : nat) : rmoves (s31_board (2 + a) 0 1 0) = [s32_board (2 + a) 1 0; s19_board (2 + a) 0 1].
Proof. unfold s19_board, s31_board, s32_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==1 && d==0 *)
Lemma s31_c58_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 0 1 0 -> fst (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c58_L a), (s31_c58_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 1 0 (opt_l _ _ _ (s31_c58_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 0 0 1 (opt_l _ _ _ (s31_c58_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH (2 + a) 1 0 (opt_r _ _ _ (s31_c58_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH (2 + a) 0 1 (opt_r _ _ _ (s31_c58_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s31_p7 Ho1 ltac:(zlia)).
    rewrite (s32_p4 Ho2 ltac:(zlia)).
    rewrite (s19_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s31_p25 Ho1 ltac:(zlia)).
    rewrite (s32_p4 Ho2 ltac:(zlia)).
    rewrite (s19_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s31_p26 Ho1 ltac:(zlia)).
    rewrite (s32_p4 Ho2 ltac:(zlia)).
    rewrite (s19_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s31_c59_L (a : nat) : lmoves (s31_board (2 + a) 0 1 1) = [s31_board (1 + a) 1 1 1; s31_board (2 + a) 0 0 2; strip [] (repeat T (2 + a) ++ [E; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c59_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; E; E; F]) [(1, 0)]) (s33_board (2 + a) 0 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c59_R (a : nat) : rmoves (s31_board (2 + a) 0 1 1) = [s32_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; F; T; F]) [(1, 2)]].
Proof. unfold s31_board, s32_board, strip. tf_options. Qed.
Lemma s31_c59_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; F]) [(1, 2)]) (s19_board (2 + a) 0 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==1 && d==1 *)
Lemma s31_c59_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 0 1 1 -> fst (s31_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q8] in Hc |- *.
  rewrite tf_game_eq, (s31_c59_L a), (s31_c59_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 1 1 (opt_l _ _ _ (s31_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 0 0 2 (opt_l _ _ _ (s31_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c59_L3 a)).
  pose proof (use_s33 IH (2 + a) 0 1 0 (opt_norm_l _ _ _ _ _ (s31_c59_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c59_L3 a))) as Ho2.
  pose proof (use_s32 IH (2 + a) 1 1 (opt_r _ _ _ (s31_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s31_c59_R2 a)).
  pose proof (use_s19 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s31_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c59_R2 a))) as Ho4.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p8 Ho1 ltac:(zlia)).
  rewrite (s33_p23 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c60_L (a d : nat) : lmoves (s31_board (2 + a) 0 1 (2 + d)) = [s31_board (1 + a) 1 1 (2 + d); s31_board (2 + a) 0 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c60_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) 0 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c60_R (a d : nat) : rmoves (s31_board (2 + a) 0 1 (2 + d)) = [s32_board (2 + a) 1 (2 + d)].
Proof. unfold s31_board, s32_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s31_c60_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s31_board (2 + a) 0 1 (2 + d) -> fst (s31_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q8] in Hc |- *.
  rewrite tf_game_eq, (s31_c60_L a d), (s31_c60_R a d); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 1 (2 + d) (opt_l _ _ _ (s31_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 0 0 (3 + d) (opt_l _ _ _ (s31_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c60_L3 a d)).
  pose proof (use_s39 IH (2 + a) 0 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c60_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c60_L3 a d))) as Ho2.
  pose proof (use_s32 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s31_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p47 Ho2 ltac:(zlia)).
    rewrite (s32_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p50 Ho2 ltac:(zlia)).
    rewrite (s32_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c61_L (a c : nat) : lmoves (s31_board (2 + a) 0 (2 + c) 0) = [s31_board (1 + a) 1 (2 + c) 0; s31_board (2 + a) 0 (1 + c) 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c61_R (a c : nat) : rmoves (s31_board (2 + a) 0 (2 + c) 0) = [s32_board (2 + a) (2 + c) 0; s19_board (2 + a) 0 (2 + c)].
Proof. unfold s19_board, s31_board, s32_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d==0 *)
Lemma s31_c61_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s31_board (2 + a) 0 (2 + c) 0 -> fst (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q3] in Hc |- *.
  rewrite tf_game_eq, (s31_c61_L a c), (s31_c61_R a c); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 (2 + c) 0 (opt_l _ _ _ (s31_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s31_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s31_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s31_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p8 Ho1 ltac:(zlia)).
  rewrite (s32_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c62_L (a c : nat) : lmoves (s31_board (2 + a) 0 (2 + c) 1) = [s31_board (1 + a) 1 (2 + c) 1; s31_board (2 + a) 0 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c62_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s33_board (2 + a) 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c62_R (a c : nat) : rmoves (s31_board (2 + a) 0 (2 + c) 1) = [s32_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s31_board, s32_board, strip. tf_options. Qed.
Lemma s31_c62_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s19_board (2 + a) 0 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s31_c62_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s31_board (2 + a) 0 (2 + c) 1 -> fst (s31_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q8] in Hc |- *.
  rewrite tf_game_eq, (s31_c62_L a c), (s31_c62_R a c); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s31_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s31_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c62_L3 a c)).
  pose proof (use_s33 IH (2 + a) 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s31_c62_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c62_L3 a c))) as Ho2.
  pose proof (use_s32 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s31_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s31_c62_R2 a c)).
  pose proof (use_s19 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s31_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c62_R2 a c))) as Ho4.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p8 Ho1 ltac:(zlia)).
  rewrite (s33_p23 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c63_L (a c d : nat) : lmoves (s31_board (2 + a) 0 (2 + c) (2 + d)) = [s31_board (1 + a) 1 (2 + c) (2 + d); s31_board (2 + a) 0 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c63_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) 0 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c63_R (a c d : nat) : rmoves (s31_board (2 + a) 0 (2 + c) (2 + d)) = [s32_board (2 + a) (2 + c) (2 + d)].
Proof. unfold s31_board, s32_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s31_c63_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s31_board (2 + a) 0 (2 + c) (2 + d) -> fst (s31_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q8] in Hc |- *.
  rewrite tf_game_eq, (s31_c63_L a c d), (s31_c63_R a c d); cbn [map].
  pose proof (use_s31 IH (1 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s31_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 0 (1 + c) (3 + d) (opt_l _ _ _ (s31_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c63_L3 a c d)).
  pose proof (use_s39 IH (2 + a) 0 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c63_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c63_L3 a c d))) as Ho2.
  pose proof (use_s32 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s31_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p47 Ho2 ltac:(zlia)).
    rewrite (s32_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p50 Ho2 ltac:(zlia)).
    rewrite (s32_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c64_L (a : nat) : lmoves (s31_board (2 + a) 1 0 0) = [s31_board (1 + a) 2 0 0; s22_board (2 + a) 0 1].
Proof. unfold s22_board, s31_board. tf_options. Qed.
Lemma s31_c64_R (a : nat) : rmoves (s31_board (2 + a) 1 0 0) = [s29_board (2 + a) 0; s2_board (2 + a) 1].
Proof. unfold s29_board, s2_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==0 && d==0 *)
Lemma s31_c64_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 0 0 -> fst (s31_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q16] in Hc |- *.
  rewrite tf_game_eq, (s31_c64_L a), (s31_c64_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 0 0 (opt_l _ _ _ (s31_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 0 1 (opt_l _ _ _ (s31_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) 0 (opt_r _ _ _ (s31_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s2 IH (2 + a) 1 (opt_r _ _ _ (s31_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p17 Ho0 ltac:(zlia)).
  rewrite (s22_p4 Ho1 ltac:(zlia)).
  rewrite (s29_p1 Ho2 ltac:(zlia)).
  rewrite (s2_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c64_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 0 0 -> fst (s31_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q20] in Hc |- *.
  rewrite tf_game_eq, (s31_c64_L a), (s31_c64_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 0 0 (opt_l _ _ _ (s31_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 0 1 (opt_l _ _ _ (s31_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) 0 (opt_r _ _ _ (s31_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s2 IH (2 + a) 1 (opt_r _ _ _ (s31_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p17 Ho0 ltac:(zlia)).
  rewrite (s22_p4 Ho1 ltac:(zlia)).
  rewrite (s29_p3 Ho2 ltac:(zlia)).
  rewrite (s2_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | num_cmp]]].
Qed.

Lemma s31_c64_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 0 0 -> fst (s31_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q22] in Hc |- *.
  rewrite tf_game_eq, (s31_c64_L a), (s31_c64_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 0 0 (opt_l _ _ _ (s31_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 0 1 (opt_l _ _ _ (s31_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) 0 (opt_r _ _ _ (s31_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s2 IH (2 + a) 1 (opt_r _ _ _ (s31_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p17 Ho0 ltac:(zlia)).
  rewrite (s22_p4 Ho1 ltac:(zlia)).
  rewrite (s29_p5 Ho2 ltac:(zlia)).
  rewrite (s2_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s31_c64_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 0 0 -> fst (s31_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q23] in Hc |- *.
  rewrite tf_game_eq, (s31_c64_L a), (s31_c64_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 0 0 (opt_l _ _ _ (s31_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 0 1 (opt_l _ _ _ (s31_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) 0 (opt_r _ _ _ (s31_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s2 IH (2 + a) 1 (opt_r _ _ _ (s31_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p17 Ho0 ltac:(zlia)).
  rewrite (s22_p4 Ho1 ltac:(zlia)).
  rewrite (s29_p5 Ho2 ltac:(zlia)).
  rewrite (s2_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s31_c65_L (a : nat) : lmoves (s31_board (2 + a) 1 0 1) = [s31_board (1 + a) 2 0 1; s22_board (2 + a) 0 2; strip [] (repeat T (2 + a) ++ [E; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s22_board, s31_board, strip. tf_options. Qed.
Lemma s31_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; E; E; F]) [(1, 0)]) (s33_board (2 + a) 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c65_R (a : nat) : rmoves (s31_board (2 + a) 1 0 1) = [s29_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [E; T; F; F]) [(1, 2)]].
Proof. unfold s29_board, s31_board, strip. tf_options. Qed.
Lemma s31_c65_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; F]) [(1, 2)]) (s2_board (2 + a) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F]) [(1, 2)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==0 && d==1 *)
Lemma s31_c65_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 0 1 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c65_L a), (s31_c65_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 0 1 (opt_l _ _ _ (s31_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 0 2 (opt_l _ _ _ (s31_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c65_L3 a)).
  pose proof (use_s33 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s31_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c65_L3 a))) as Ho2.
  pose proof (use_s29 IH (2 + a) 1 (opt_r _ _ _ (s31_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s31_c65_R2 a)).
  pose proof (use_s2 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s31_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c65_R2 a))) as Ho4.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s22_p4 Ho1 ltac:(zlia)).
  rewrite (s33_p8 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|[Hp3|Hp3]]].
  {
    rewrite (s29_p1 Ho3 ltac:(zlia)).
    rewrite (s2_p2 Ho4 ltac:(zlia)).
    rewrite (s2_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s29_p4 Ho3 ltac:(zlia)).
    rewrite (s2_p7 Ho4 ltac:(zlia)).
    rewrite (s2_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s29_p6 Ho3 ltac:(zlia)).
    rewrite (s2_p5 Ho4 ltac:(zlia)).
    rewrite (s2_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s29_p7 Ho3 ltac:(zlia)).
    rewrite (s2_p10 Ho4 ltac:(zlia)).
    rewrite (s2_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s31_c66_L (a d : nat) : lmoves (s31_board (2 + a) 1 0 (2 + d)) = [s31_board (1 + a) 2 0 (2 + d); s22_board (2 + a) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s31_board, strip. tf_options. Qed.
Lemma s31_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) 1 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c66_R (a d : nat) : rmoves (s31_board (2 + a) 1 0 (2 + d)) = [s29_board (2 + a) (2 + d)].
Proof. unfold s29_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s31_c66_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s31_board (2 + a) 1 0 (2 + d) -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c66_L a d), (s31_c66_R a d); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s31_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s31_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c66_L3 a d)).
  pose proof (use_s39 IH (2 + a) 1 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c66_L3 a d))) as Ho2.
  pose proof (use_s29 IH (2 + a) (2 + d) (opt_r _ _ _ (s31_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s22_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p11 Ho2 ltac:(zlia)).
    rewrite (s29_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    rewrite (s29_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c67_L (a : nat) : lmoves (s31_board (2 + a) 1 1 0) = [s31_board (1 + a) 2 1 0; s31_board (2 + a) 1 0 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c67_R (a : nat) : rmoves (s31_board (2 + a) 1 1 0) = [s40_board (2 + a) 1 0; s19_board (2 + a) 1 1].
Proof. unfold s19_board, s31_board, s40_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==1 && d==0 *)
Lemma s31_c67_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 1 0 -> fst (s31_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c67_L a), (s31_c67_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 1 0 (opt_l _ _ _ (s31_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 1 0 1 (opt_l _ _ _ (s31_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 0 (opt_r _ _ _ (s31_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH (2 + a) 1 1 (opt_r _ _ _ (s31_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s40_p4 Ho2 ltac:(zlia)).
    rewrite (s19_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s40_p9 Ho2 ltac:(zlia)).
    rewrite (s19_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s40_p11 Ho2 ltac:(zlia)).
    rewrite (s19_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s31_c68_L (a : nat) : lmoves (s31_board (2 + a) 1 1 1) = [s31_board (1 + a) 2 1 1; s31_board (2 + a) 1 0 2; strip [] (repeat T (2 + a) ++ [E; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; T; E; E; F]) [(1, 0)]) (s33_board (2 + a) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c68_R (a : nat) : rmoves (s31_board (2 + a) 1 1 1) = [s40_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; F; T; F]) [(1, 2)]].
Proof. unfold s31_board, s40_board, strip. tf_options. Qed.
Lemma s31_c68_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; T; F]) [(1, 2)]) (s19_board (2 + a) 1 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s31_c68_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s31_board (2 + a) 1 1 1 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c68_L a), (s31_c68_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 1 1 (opt_l _ _ _ (s31_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 1 0 2 (opt_l _ _ _ (s31_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c68_L3 a)).
  pose proof (use_s33 IH (2 + a) 1 1 0 (opt_norm_l _ _ _ _ _ (s31_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c68_L3 a))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (opt_r _ _ _ (s31_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s31_c68_R2 a)).
  pose proof (use_s19 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s31_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c68_R2 a))) as Ho4.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s33_p9 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    rewrite (s19_p2 Ho4 ltac:(zlia)).
    rewrite (s19_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s40_p3 Ho3 ltac:(zlia)).
    rewrite (s19_p3 Ho4 ltac:(zlia)).
    rewrite (s19_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s31_c69_L (a d : nat) : lmoves (s31_board (2 + a) 1 1 (2 + d)) = [s31_board (1 + a) 2 1 (2 + d); s31_board (2 + a) 1 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c69_R (a d : nat) : rmoves (s31_board (2 + a) 1 1 (2 + d)) = [s40_board (2 + a) 1 (2 + d)].
Proof. unfold s31_board, s40_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s31_c69_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s31_board (2 + a) 1 1 (2 + d) -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c69_L a d), (s31_c69_R a d); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s31_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s31_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c69_L3 a d)).
  pose proof (use_s39 IH (2 + a) 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c69_L3 a d))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s31_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p12 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s40_p2 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s40_p3 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s40_p2 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s40_p3 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s31_c70_L (a c : nat) : lmoves (s31_board (2 + a) 1 (2 + c) 0) = [s31_board (1 + a) 2 (2 + c) 0; s31_board (2 + a) 1 (1 + c) 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c70_R (a c : nat) : rmoves (s31_board (2 + a) 1 (2 + c) 0) = [s40_board (2 + a) (2 + c) 0; s19_board (2 + a) 1 (2 + c)].
Proof. unfold s19_board, s31_board, s40_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s31_c70_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s31_board (2 + a) 1 (2 + c) 0 -> fst (s31_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c70_L a c), (s31_c70_R a c); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s31_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s31_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s31_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s31_c70_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s40_p6 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s19_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s19_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
Qed.

Lemma s31_c71_L (a c : nat) : lmoves (s31_board (2 + a) 1 (2 + c) 1) = [s31_board (1 + a) 2 (2 + c) 1; s31_board (2 + a) 1 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s33_board (2 + a) 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c71_R (a c : nat) : rmoves (s31_board (2 + a) 1 (2 + c) 1) = [s40_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s31_board, s40_board, strip. tf_options. Qed.
Lemma s31_c71_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s19_board (2 + a) 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s31_c71_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s31_board (2 + a) 1 (2 + c) 1 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c71_L a c), (s31_c71_R a c); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s31_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s31_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c71_L3 a c)).
  pose proof (use_s33 IH (2 + a) 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s31_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c71_L3 a c))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s31_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s31_c71_R2 a c)).
  pose proof (use_s19 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s31_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c71_R2 a c))) as Ho4.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s33_p9 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    rewrite (s19_p2 Ho4 ltac:(zlia)).
    rewrite (s19_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s40_p3 Ho3 ltac:(zlia)).
    rewrite (s19_p3 Ho4 ltac:(zlia)).
    rewrite (s19_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s31_c72_L (a c d : nat) : lmoves (s31_board (2 + a) 1 (2 + c) (2 + d)) = [s31_board (1 + a) 2 (2 + c) (2 + d); s31_board (2 + a) 1 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c72_R (a c d : nat) : rmoves (s31_board (2 + a) 1 (2 + c) (2 + d)) = [s40_board (2 + a) (2 + c) (2 + d)].
Proof. unfold s31_board, s40_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s31_c72_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s31_board (2 + a) 1 (2 + c) (2 + d) -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c72_L a c d), (s31_c72_R a c d); cbn [map].
  pose proof (use_s31 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s31_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s31_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c72_L3 a c d)).
  pose proof (use_s39 IH (2 + a) 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c72_L3 a c d))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s31_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p12 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s40_p2 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s40_p3 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s40_p2 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s40_p3 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s31_c73_L (a b : nat) : lmoves (s31_board (2 + a) (2 + b) 0 0) = [s31_board (1 + a) (3 + b) 0 0; s23_board (2 + a) (1 + b) 0 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
Lemma s31_c73_R (a b : nat) : rmoves (s31_board (2 + a) (2 + b) 0 0) = [s2_board (2 + a) (2 + b)].
Proof. unfold s2_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d==0 *)
Lemma s31_c73_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s31_board (2 + a) (2 + b) 0 0 -> fst (s31_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q13] in Hc |- *.
  rewrite tf_game_eq, (s31_c73_L a b), (s31_c73_R a b); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s31_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s31_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH (2 + a) (2 + b) (opt_r _ _ _ (s31_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p13 Ho0 ltac:(zlia)).
  rewrite (s23_p19 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s2_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s2_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s31_c73_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s31_board (2 + a) (2 + b) 0 0 -> fst (s31_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q17] in Hc |- *.
  rewrite tf_game_eq, (s31_c73_L a b), (s31_c73_R a b); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s31_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s31_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH (2 + a) (2 + b) (opt_r _ _ _ (s31_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s31_p13 Ho0 ltac:(zlia)).
    rewrite (s23_p24 Ho1 ltac:(zlia)).
    rewrite (s2_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s31_p18 Ho0 ltac:(zlia)).
    rewrite (s23_p24 Ho1 ltac:(zlia)).
    rewrite (s2_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s31_c74_L (a b : nat) : lmoves (s31_board (2 + a) (2 + b) 0 1) = [s31_board (1 + a) (3 + b) 0 1; s23_board (2 + a) (1 + b) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s23_board, s31_board, strip. tf_options. Qed.
Lemma s31_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]) (s33_board (2 + a) (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c74_R (a b : nat) : rmoves (s31_board (2 + a) (2 + b) 0 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c74_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]) (s2_board (2 + a) (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s31_c74_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s31_board (2 + a) (2 + b) 0 1 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c74_L a b), (s31_c74_R a b); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s31_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s31_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c74_L3 a b)).
  pose proof (use_s33 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s31_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c74_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s31_c74_R1 a b)).
  pose proof (use_s2 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s31_c74_R a b) ltac:(cbn [In]; left; reflexivity) (s31_c74_R1 a b))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s23_p19 Ho1 ltac:(zlia)).
    rewrite (s33_p18 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s2_p2 Ho3 ltac:(zlia)).
      rewrite (s2_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s2_p3 Ho3 ltac:(zlia)).
      rewrite (s2_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s23_p24 Ho1 ltac:(zlia)).
    rewrite (s33_p24 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s2_p2 Ho3 ltac:(zlia)).
      rewrite (s2_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s2_p3 Ho3 ltac:(zlia)).
      rewrite (s2_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s31_c75_L (a b d : nat) : lmoves (s31_board (2 + a) (2 + b) 0 (2 + d)) = [s31_board (1 + a) (3 + b) 0 (2 + d); s23_board (2 + a) (1 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, s31_board, strip. tf_options. Qed.
Lemma s31_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) (2 + b) 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c75_R (a b d : nat) : rmoves (s31_board (2 + a) (2 + b) 0 (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s31_c75_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s31_board (2 + a) (2 + b) 0 (2 + d) -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c75_L a b d), (s31_c75_R a b d); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s31_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s31_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c75_L3 a b d)).
  pose proof (use_s39 IH (2 + a) (2 + b) 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c75_L3 a b d))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s23_p19 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s39_p30 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s39_p40 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s23_p24 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s39_p24 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s39_p30 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

Lemma s31_c76_L (a b : nat) : lmoves (s31_board (2 + a) (2 + b) 1 0) = [s31_board (1 + a) (3 + b) 1 0; s31_board (2 + a) (2 + b) 0 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c76_R (a b : nat) : rmoves (s31_board (2 + a) (2 + b) 1 0) = [s19_board (2 + a) (2 + b) 1].
Proof. unfold s19_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s31_c76_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s31_board (2 + a) (2 + b) 1 0 -> fst (s31_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c76_L a b), (s31_c76_R a b); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s31_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s31_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s31_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s19_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s19_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c77_L (a b : nat) : lmoves (s31_board (2 + a) (2 + b) 1 1) = [s31_board (1 + a) (3 + b) 1 1; s31_board (2 + a) (2 + b) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]) (s33_board (2 + a) (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c77_R (a b : nat) : rmoves (s31_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]) (s19_board (2 + a) (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s31_c77_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s31_board (2 + a) (2 + b) 1 1 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c77_L a b), (s31_c77_R a b); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s31_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s31_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c77_L3 a b)).
  pose proof (use_s33 IH (2 + a) (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s31_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c77_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s31_c77_R1 a b)).
  pose proof (use_s19 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s31_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s31_c77_R1 a b))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s33_p9 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s19_p2 Ho3 ltac:(zlia)).
    rewrite (s19_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s19_p3 Ho3 ltac:(zlia)).
    rewrite (s19_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c78_L (a b d : nat) : lmoves (s31_board (2 + a) (2 + b) 1 (2 + d)) = [s31_board (1 + a) (3 + b) 1 (2 + d); s31_board (2 + a) (2 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c78_R (a b d : nat) : rmoves (s31_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s31_c78_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s31_board (2 + a) (2 + b) 1 (2 + d) -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c78_L a b d), (s31_c78_R a b d); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s31_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s31_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c78_L3 a b d)).
  pose proof (use_s39 IH (2 + a) (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c78_L3 a b d))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s31_c79_L (a b c : nat) : lmoves (s31_board (2 + a) (2 + b) (2 + c) 0) = [s31_board (1 + a) (3 + b) (2 + c) 0; s31_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c79_R (a b c : nat) : rmoves (s31_board (2 + a) (2 + b) (2 + c) 0) = [s19_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s19_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s31_c79_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s31_board (2 + a) (2 + b) (2 + c) 0 -> fst (s31_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c79_L a b c), (s31_c79_R a b c); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s31_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s31_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s31_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s19_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s19_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c80_L (a b c : nat) : lmoves (s31_board (2 + a) (2 + b) (2 + c) 1) = [s31_board (1 + a) (3 + b) (2 + c) 1; s31_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s33_board (2 + a) (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c80_R (a b c : nat) : rmoves (s31_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s19_board (2 + a) (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s31_c80_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s31_board (2 + a) (2 + b) (2 + c) 1 -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c80_L a b c), (s31_c80_R a b c); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s31_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s31_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c80_L3 a b c)).
  pose proof (use_s33 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s31_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c80_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s31_c80_R1 a b c)).
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s31_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s31_c80_R1 a b c))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s33_p9 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s19_p2 Ho3 ltac:(zlia)).
    rewrite (s19_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s19_p3 Ho3 ltac:(zlia)).
    rewrite (s19_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c81_L (a b c d : nat) : lmoves (s31_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s31_board (1 + a) (3 + b) (2 + c) (2 + d); s31_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c81_R (a b c d : nat) : rmoves (s31_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s31_c81_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s31_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c81_L a b c d), (s31_c81_R a b c d); cbn [map].
  pose proof (use_s31 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s31_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s31_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s31_c81_L3 a b c d)).
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s31_c81_L3 a b c d))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p30 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s32 = T^a F _ T^b _ T^c F _ on a==0 && b==0 && c==0: the board of s27 *)
Lemma s32_c1_p1 x (Hs27 : s27_claim x) :
  x = s32_board 0 0 0 -> fst (s32_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q1] in Hc |- *.
  pose proof (Hs27 0 0 ltac:(rewrite Hx; unfold s32_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a F _ T^b _ T^c F _ on a==0 && b==0 && c==1: the board of s27 *)
Lemma s32_c2_p2 x (Hs27 : s27_claim x) :
  x = s32_board 0 0 1 -> fst (s32_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q2] in Hc |- *.
  pose proof (Hs27 0 1 ltac:(rewrite Hx; unfold s32_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a F _ T^b _ T^c F _ on a==0 && b==0 && c>=2: the board of s27 *)
Lemma s32_c3_p2 x (Hs27 : s27_claim x) (c : nat) :
  x = s32_board 0 0 (2 + c) -> fst (s32_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s32_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q2] in Hc |- *.
  pose proof (Hs27 0 (2 + c) ltac:(rewrite Hx; unfold s32_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

