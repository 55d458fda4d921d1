(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s167_c125_L (d : nat) : lmoves (s167_board 1 1 1 (2 + d) 1) = [s167_board 0 2 1 (2 + d) 1; s167_board 1 1 0 (3 + d) 1; strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c125_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s113_board 1 1 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c125_R (d : nat) : rmoves (s167_board 1 1 1 (2 + d) 1) = [s192_board 1 1 (2 + d) 1; strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s192_board, strip. tf_options. Qed.
Lemma s167_c125_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s165_board 1 1 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s167_c125_p53 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s167_board 1 1 1 (2 + d) 1 -> fst (s167_q53 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q53 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q53] in Hc |- *.
  rewrite tf_game_eq, (s167_c125_L d), (s167_c125_R d); cbn [map].
  pose proof (use_s167 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s167_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 (3 + d) 1 (opt_l _ _ _ (s167_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c125_L3 d)).
  pose proof (use_s113 IH 1 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c125_L3 d))) as Ho2.
  pose proof (use_s192 IH 1 1 (2 + d) 1 (opt_r _ _ _ (s167_c125_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c125_R2 d)).
  pose proof (use_s165 IH 1 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c125_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c125_R2 d))) as Ho4.
  rewrite (s167_p53 Ho0 ltac:(zlia)).
  rewrite (s167_p53 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s192_p10 Ho3 ltac:(zlia)).
  rewrite (s165_p27 Ho4 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s167_c126_L (d e : nat) : lmoves (s167_board 1 1 1 (2 + d) (2 + e)) = [s167_board 0 2 1 (2 + d) (2 + e); s167_board 1 1 0 (3 + d) (2 + e); strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c126_L3 (d e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 1 1 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c126_R (d e : nat) : rmoves (s167_board 1 1 1 (2 + d) (2 + e)) = [s192_board 1 1 (2 + d) (2 + e); strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s192_board, strip. tf_options. Qed.
Lemma s167_c126_R2 (d e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 1 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s167_c126_p55 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s167_board 1 1 1 (2 + d) (2 + e) -> fst (s167_q55 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q55 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q55] in Hc |- *.
  rewrite tf_game_eq, (s167_c126_L d e), (s167_c126_R d e); cbn [map].
  pose proof (use_s167 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s167_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s167_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c126_L3 d e)).
  pose proof (use_s113 IH 1 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c126_L3 d e))) as Ho2.
  pose proof (use_s192 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s167_c126_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c126_R2 d e)).
  pose proof (use_s165 IH 1 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c126_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c126_R2 d e))) as Ho4.
  rewrite (s167_p57 Ho0 ltac:(zlia)).
  rewrite (s167_p57 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s192_p11 Ho3 ltac:(zlia)).
  rewrite (s165_p27 Ho4 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c126_p59 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s167_board 1 1 1 (2 + d) (2 + e) -> fst (s167_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q59] in Hc |- *.
  rewrite tf_game_eq, (s167_c126_L d e), (s167_c126_R d e); cbn [map].
  pose proof (use_s167 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s167_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s167_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c126_L3 d e)).
  pose proof (use_s113 IH 1 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s167_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c126_L3 d e))) as Ho2.
  pose proof (use_s192 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s167_c126_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c126_R2 d e)).
  pose proof (use_s165 IH 1 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c126_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c126_R2 d e))) as Ho4.
  rewrite (s167_p61 Ho0 ltac:(zlia)).
  rewrite (s167_p61 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s192_p12 Ho3 ltac:(zlia)).
  rewrite (s165_p27 Ho4 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c127_L (c : nat) : lmoves (s167_board 1 1 (2 + c) 0 0) = [s167_board 0 2 (2 + c) 0 0; s167_board 1 1 (1 + c) 1 0].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c127_R (c : nat) : rmoves (s167_board 1 1 (2 + c) 0 0) = [s192_board 1 (2 + c) 0 0; s152_board 1 1 (2 + c) 0; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, s192_board, strip. tf_options. Qed.
Lemma s167_c127_R3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; F]) [(1, 1)]) (s132_board 1 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c>=2 && d==0 && e==0 *)
Lemma s167_c127_p127 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 1 1 (2 + c) 0 0 -> fst (s167_q127 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q127 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q127] in Hc |- *.
  rewrite tf_game_eq, (s167_c127_L c), (s167_c127_R c); cbn [map].
  pose proof (use_s167 IH 0 2 (2 + c) 0 0 (opt_l _ _ _ (s167_c127_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 1 0 (opt_l _ _ _ (s167_c127_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH 1 (2 + c) 0 0 (opt_r _ _ _ (s167_c127_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s152 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s167_c127_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c127_R3 c)).
  pose proof (use_s132 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s167_c127_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c127_R3 c))) as Ho4.
  rewrite (s167_p70 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s167_p24 Ho1 ltac:(zlia)).
    rewrite (s192_p14 Ho2 ltac:(zlia)).
    rewrite (s152_p37 Ho3 ltac:(zlia)).
    rewrite (s132_p45 Ho4 ltac:(zlia)).
    rewrite (s132_p45_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s167_p129 Ho1 ltac:(zlia)).
    rewrite (s192_p14 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s152_p38 Ho3 ltac:(zlia)).
      rewrite (s132_p47 Ho4 ltac:(zlia)).
      rewrite (s132_p47_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s152_p40 Ho3 ltac:(zlia)).
      rewrite (s132_p48 Ho4 ltac:(zlia)).
      rewrite (s132_p48_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s167_c128_L (c : nat) : lmoves (s167_board 1 1 (2 + c) 0 1) = [s167_board 0 2 (2 + c) 0 1; s167_board 1 1 (1 + c) 1 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c128_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; E; T; T; F]) []) (s113_board 1 1 (2 + c) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c128_R (c : nat) : rmoves (s167_board 1 1 (2 + c) 0 1) = [s192_board 1 (2 + c) 0 1; s182_board 1 1 (2 + c) 0 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, s192_board, strip. tf_options. Qed.
Lemma s167_c128_R3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; T; F]) [(1, 1)]) (s165_board 1 1 (2 + c) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s167_c128_p128 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 1 1 (2 + c) 0 1 -> fst (s167_q128 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q128 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q128] in Hc |- *.
  rewrite tf_game_eq, (s167_c128_L c), (s167_c128_R c); cbn [map].
  pose proof (use_s167 IH 0 2 (2 + c) 0 1 (opt_l _ _ _ (s167_c128_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 1 1 (opt_l _ _ _ (s167_c128_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c128_L3 c)).
  pose proof (use_s113 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c128_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c128_L3 c))) as Ho2.
  pose proof (use_s192 IH 1 (2 + c) 0 1 (opt_r _ _ _ (s167_c128_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 1 (2 + c) 0 1 (opt_r _ _ _ (s167_c128_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c128_R3 c)).
  pose proof (use_s165 IH 1 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c128_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c128_R3 c))) as Ho5.
  rewrite (s167_p72 Ho0 ltac:(zlia)).
  rewrite (s167_p125 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s192_p24 Ho3 ltac:(zlia)).
  rewrite (s182_p59 Ho4 ltac:(zlia)).
  rewrite (s165_p86 Ho5 ltac:(zlia)).
  rewrite (s165_p86_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c128_p131 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 1 1 (2 + c) 0 1 -> fst (s167_q131 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q131 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q131] in Hc |- *.
  rewrite tf_game_eq, (s167_c128_L c), (s167_c128_R c); cbn [map].
  pose proof (use_s167 IH 0 2 (2 + c) 0 1 (opt_l _ _ _ (s167_c128_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 1 1 (opt_l _ _ _ (s167_c128_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c128_L3 c)).
  pose proof (use_s113 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c128_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c128_L3 c))) as Ho2.
  pose proof (use_s192 IH 1 (2 + c) 0 1 (opt_r _ _ _ (s167_c128_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 1 (2 + c) 0 1 (opt_r _ _ _ (s167_c128_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c128_R3 c)).
  pose proof (use_s165 IH 1 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s167_c128_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c128_R3 c))) as Ho5.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p78 Ho0 ltac:(zlia)).
    rewrite (s167_p130 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    rewrite (s192_p24 Ho3 ltac:(zlia)).
    rewrite (s182_p59 Ho4 ltac:(zlia)).
    rewrite (s165_p89 Ho5 ltac:(zlia)).
    rewrite (s165_p89_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p84 Ho0 ltac:(zlia)).
    rewrite (s167_p130 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    rewrite (s192_p24 Ho3 ltac:(zlia)).
    rewrite (s182_p59 Ho4 ltac:(zlia)).
    rewrite (s165_p89 Ho5 ltac:(zlia)).
    rewrite (s165_p89_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s167_c129_L (c e : nat) : lmoves (s167_board 1 1 (2 + c) 0 (2 + e)) = [s167_board 0 2 (2 + c) 0 (2 + e); s167_board 1 1 (1 + c) 1 (2 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c129_L3 (c e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 1 (2 + c) 0) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c129_R (c e : nat) : rmoves (s167_board 1 1 (2 + c) 0 (2 + e)) = [s192_board 1 (2 + c) 0 (2 + e); s182_board 1 1 (2 + c) 0 (2 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, s192_board, strip. tf_options. Qed.
Lemma s167_c129_R3 (c e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 1 (2 + c) 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s167_c129_p128 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s167_board 1 1 (2 + c) 0 (2 + e) -> fst (s167_q128 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q128 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q128] in Hc |- *.
  rewrite tf_game_eq, (s167_c129_L c e), (s167_c129_R c e); cbn [map].
  pose proof (use_s167 IH 0 2 (2 + c) 0 (2 + e) (opt_l _ _ _ (s167_c129_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s167_c129_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c129_L3 c e)).
  pose proof (use_s113 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c129_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c129_L3 c e))) as Ho2.
  pose proof (use_s192 IH 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s167_c129_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s167_c129_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c129_R3 c e)).
  pose proof (use_s165 IH 1 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c129_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c129_R3 c e))) as Ho5.
  rewrite (s167_p72 Ho0 ltac:(zlia)).
  rewrite (s167_p126 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s192_p27 Ho3 ltac:(zlia)).
  rewrite (s182_p59 Ho4 ltac:(zlia)).
  rewrite (s165_p86 Ho5 ltac:(zlia)).
  rewrite (s165_p86_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c129_p131 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s167_board 1 1 (2 + c) 0 (2 + e) -> fst (s167_q131 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q131 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q131] in Hc |- *.
  rewrite tf_game_eq, (s167_c129_L c e), (s167_c129_R c e); cbn [map].
  pose proof (use_s167 IH 0 2 (2 + c) 0 (2 + e) (opt_l _ _ _ (s167_c129_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s167_c129_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c129_L3 c e)).
  pose proof (use_s113 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s167_c129_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c129_L3 c e))) as Ho2.
  pose proof (use_s192 IH 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s167_c129_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s167_c129_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c129_R3 c e)).
  pose proof (use_s165 IH 1 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c129_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c129_R3 c e))) as Ho5.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p78 Ho0 ltac:(zlia)).
    rewrite (s167_p130 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s192_p27 Ho3 ltac:(zlia)).
    rewrite (s182_p59 Ho4 ltac:(zlia)).
    rewrite (s165_p89 Ho5 ltac:(zlia)).
    rewrite (s165_p89_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p84 Ho0 ltac:(zlia)).
    rewrite (s167_p130 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s192_p27 Ho3 ltac:(zlia)).
    rewrite (s182_p59 Ho4 ltac:(zlia)).
    rewrite (s165_p89 Ho5 ltac:(zlia)).
    rewrite (s165_p89_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s167_c130_L (c : nat) : lmoves (s167_board 1 1 (2 + c) 1 0) = [s167_board 0 2 (2 + c) 1 0; s167_board 1 1 (1 + c) 2 0; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c130_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F; T; T; F]) []) (s32_board 1 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s32_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c130_R (c : nat) : rmoves (s167_board 1 1 (2 + c) 1 0) = [s192_board 1 (2 + c) 1 0; s152_board 1 1 (2 + c) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s152_board, s167_board, s192_board, strip. tf_options. Qed.
Lemma s167_c130_R3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; F]) [(1, 1)]) (s132_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s167_c130_p129 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 1 1 (2 + c) 1 0 -> fst (s167_q129 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q129 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q129] in Hc |- *.
  rewrite tf_game_eq, (s167_c130_L c), (s167_c130_R c); cbn [map].
  pose proof (use_s167 IH 0 2 (2 + c) 1 0 (opt_l _ _ _ (s167_c130_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 2 0 (opt_l _ _ _ (s167_c130_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c130_L3 c)).
  pose proof (use_s32 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s167_c130_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c130_L3 c))) as Ho2.
  pose proof (use_s192 IH 1 (2 + c) 1 0 (opt_r _ _ _ (s167_c130_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s152 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s167_c130_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c130_R3 c)).
  pose proof (use_s132 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s167_c130_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c130_R3 c))) as Ho5.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p29 Ho0 ltac:(zlia)).
    rewrite (s167_p50 Ho1 ltac:(zlia)).
    rewrite (s32_p5 Ho2 ltac:(zlia)).
    rewrite (s192_p21 Ho3 ltac:(zlia)).
    rewrite (s152_p36 Ho4 ltac:(zlia)).
    rewrite (s132_p46 Ho5 ltac:(zlia)).
    rewrite (s132_p46_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s167_p80 Ho0 ltac:(zlia)).
    rewrite (s167_p50 Ho1 ltac:(zlia)).
    rewrite (s32_p5 Ho2 ltac:(zlia)).
    rewrite (s192_p21 Ho3 ltac:(zlia)).
    rewrite (s152_p36 Ho4 ltac:(zlia)).
    rewrite (s132_p46 Ho5 ltac:(zlia)).
    rewrite (s132_p46_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s167_c131_L (c : nat) : lmoves (s167_board 1 1 (2 + c) 1 1) = [s167_board 0 2 (2 + c) 1 1; s167_board 1 1 (1 + c) 2 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c131_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E; T; T; F]) []) (s113_board 1 1 (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c131_R (c : nat) : rmoves (s167_board 1 1 (2 + c) 1 1) = [s192_board 1 (2 + c) 1 1; s182_board 1 1 (2 + c) 1 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, s192_board, strip. tf_options. Qed.
Lemma s167_c131_R3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; T; F]) [(1, 1)]) (s165_board 1 1 (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s167_c131_p130 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s167_board 1 1 (2 + c) 1 1 -> fst (s167_q130 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q130 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q130] in Hc |- *.
  rewrite tf_game_eq, (s167_c131_L c), (s167_c131_R c); cbn [map].
  pose proof (use_s167 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s167_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 2 1 (opt_l _ _ _ (s167_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c131_L3 c)).
  pose proof (use_s113 IH 1 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c131_L3 c))) as Ho2.
  pose proof (use_s192 IH 1 (2 + c) 1 1 (opt_r _ _ _ (s167_c131_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 1 (2 + c) 1 1 (opt_r _ _ _ (s167_c131_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c131_R3 c)).
  pose proof (use_s165 IH 1 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s167_c131_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c131_R3 c))) as Ho5.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p74 Ho0 ltac:(zlia)).
    rewrite (s167_p53 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s192_p23 Ho3 ltac:(zlia)).
    rewrite (s182_p60 Ho4 ltac:(zlia)).
    rewrite (s165_p42 Ho5 ltac:(zlia)).
    rewrite (s165_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p82 Ho0 ltac:(zlia)).
    rewrite (s167_p53 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s192_p23 Ho3 ltac:(zlia)).
    rewrite (s182_p60 Ho4 ltac:(zlia)).
    rewrite (s165_p42 Ho5 ltac:(zlia)).
    rewrite (s165_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s167_c132_L (c e : nat) : lmoves (s167_board 1 1 (2 + c) 1 (2 + e)) = [s167_board 0 2 (2 + c) 1 (2 + e); s167_board 1 1 (1 + c) 2 (2 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c132_L3 (c e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 1 (2 + c) 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c132_R (c e : nat) : rmoves (s167_board 1 1 (2 + c) 1 (2 + e)) = [s192_board 1 (2 + c) 1 (2 + e); s182_board 1 1 (2 + c) 1 (2 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, s192_board, strip. tf_options. Qed.
Lemma s167_c132_R3 (c e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 1 (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s167_c132_p130 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s167_board 1 1 (2 + c) 1 (2 + e) -> fst (s167_q130 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q130 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q130] in Hc |- *.
  rewrite tf_game_eq, (s167_c132_L c e), (s167_c132_R c e); cbn [map].
  pose proof (use_s167 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s167_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s167_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c132_L3 c e)).
  pose proof (use_s113 IH 1 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c132_L3 c e))) as Ho2.
  pose proof (use_s192 IH 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s167_c132_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s182 IH 1 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s167_c132_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s167_c132_R3 c e)).
  pose proof (use_s165 IH 1 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c132_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c132_R3 c e))) as Ho5.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p76 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s167_p55 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s192_p23 Ho3 ltac:(zlia)).
      rewrite (s182_p60 Ho4 ltac:(zlia)).
      rewrite (s165_p42 Ho5 ltac:(zlia)).
      rewrite (s165_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s167_p59 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s192_p23 Ho3 ltac:(zlia)).
      rewrite (s182_p60 Ho4 ltac:(zlia)).
      rewrite (s165_p42 Ho5 ltac:(zlia)).
      rewrite (s165_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s167_p82 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s167_p55 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s192_p23 Ho3 ltac:(zlia)).
      rewrite (s182_p60 Ho4 ltac:(zlia)).
      rewrite (s165_p42 Ho5 ltac:(zlia)).
      rewrite (s165_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s167_p59 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s192_p23 Ho3 ltac:(zlia)).
      rewrite (s182_p60 Ho4 ltac:(zlia)).
      rewrite (s165_p42 Ho5 ltac:(zlia)).
      rewrite (s165_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s167_c133_L (c d : nat) : lmoves (s167_board 1 1 (2 + c) (2 + d) 0) = [s167_board 0 2 (2 + c) (2 + d) 0; s167_board 1 1 (1 + c) (3 + d) 0; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c133_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s79_board 1 1 (2 + c) (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s79_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c133_R (c d : nat) : rmoves (s167_board 1 1 (2 + c) (2 + d) 0) = [s192_board 1 (2 + c) (2 + d) 0; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s167_board, s192_board, strip. tf_options. Qed.
Lemma s167_c133_R2 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s132_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s167_c133_p50 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s167_board 1 1 (2 + c) (2 + d) 0 -> fst (s167_q50 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q50 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q50] in Hc |- *.
  rewrite tf_game_eq, (s167_c133_L c d), (s167_c133_R c d); cbn [map].
  pose proof (use_s167 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s167_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s167_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c133_L3 c d)).
  pose proof (use_s79 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s167_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c133_L3 c d))) as Ho2.
  pose proof (use_s192 IH 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s167_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c133_R2 c d)).
  pose proof (use_s132 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s167_c133_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c133_R2 c d))) as Ho4.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  rewrite (s167_p50 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    rewrite (s192_p9 Ho3 ltac:(zlia)).
    rewrite (s132_p13 Ho4 ltac:(zlia)).
    rewrite (s132_p13_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    rewrite (s192_p9 Ho3 ltac:(zlia)).
    rewrite (s132_p13 Ho4 ltac:(zlia)).
    rewrite (s132_p13_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s167_c134_L (c d : nat) : lmoves (s167_board 1 1 (2 + c) (2 + d) 1) = [s167_board 0 2 (2 + c) (2 + d) 1; s167_board 1 1 (1 + c) (3 + d) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c134_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s113_board 1 1 (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c134_R (c d : nat) : rmoves (s167_board 1 1 (2 + c) (2 + d) 1) = [s192_board 1 (2 + c) (2 + d) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s192_board, strip. tf_options. Qed.
Lemma s167_c134_R2 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s165_board 1 1 (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s167_c134_p53 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s167_board 1 1 (2 + c) (2 + d) 1 -> fst (s167_q53 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q53 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q53] in Hc |- *.
  rewrite tf_game_eq, (s167_c134_L c d), (s167_c134_R c d); cbn [map].
  pose proof (use_s167 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s167_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s167_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c134_L3 c d)).
  pose proof (use_s113 IH 1 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c134_L3 c d))) as Ho2.
  pose proof (use_s192 IH 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s167_c134_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c134_R2 c d)).
  pose proof (use_s165 IH 1 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c134_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c134_R2 c d))) as Ho4.
  rewrite (s167_p53 Ho0 ltac:(zlia)).
  rewrite (s167_p53 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s192_p10 Ho3 ltac:(zlia)).
  rewrite (s165_p27 Ho4 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s167_c135_L (c d e : nat) : lmoves (s167_board 1 1 (2 + c) (2 + d) (2 + e)) = [s167_board 0 2 (2 + c) (2 + d) (2 + e); s167_board 1 1 (1 + c) (3 + d) (2 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c135_L3 (c d e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 1 (2 + c) (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c135_R (c d e : nat) : rmoves (s167_board 1 1 (2 + c) (2 + d) (2 + e)) = [s192_board 1 (2 + c) (2 + d) (2 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s192_board, strip. tf_options. Qed.
Lemma s167_c135_R2 (c d e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 1 (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s167_c135_p55 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s167_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s167_q55 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q55 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q55] in Hc |- *.
  rewrite tf_game_eq, (s167_c135_L c d e), (s167_c135_R c d e); cbn [map].
  pose proof (use_s167 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s167_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s167_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c135_L3 c d e)).
  pose proof (use_s113 IH 1 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c135_L3 c d e))) as Ho2.
  pose proof (use_s192 IH 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s167_c135_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c135_R2 c d e)).
  pose proof (use_s165 IH 1 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c135_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c135_R2 c d e))) as Ho4.
  rewrite (s167_p58 Ho0 ltac:(zlia)).
  rewrite (s167_p55 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s192_p11 Ho3 ltac:(zlia)).
  rewrite (s165_p27 Ho4 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c135_p59 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s167_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s167_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q59] in Hc |- *.
  rewrite tf_game_eq, (s167_c135_L c d e), (s167_c135_R c d e); cbn [map].
  pose proof (use_s167 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s167_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s167_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c135_L3 c d e)).
  pose proof (use_s113 IH 1 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c135_L3 c d e))) as Ho2.
  pose proof (use_s192 IH 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s167_c135_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c135_R2 c d e)).
  pose proof (use_s165 IH 1 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c135_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c135_R2 c d e))) as Ho4.
  rewrite (s167_p62 Ho0 ltac:(zlia)).
  rewrite (s167_p59 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s192_p12 Ho3 ltac:(zlia)).
  rewrite (s165_p27 Ho4 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s167_c136_L (b : nat) : lmoves (s167_board 1 (2 + b) 0 0 0) = [s167_board 0 (3 + b) 0 0 0; s160_board 1 (1 + b) 0 1 0].
Proof. unfold s160_board, s167_board. tf_options. Qed.
Lemma s167_c136_R (b : nat) : rmoves (s167_board 1 (2 + b) 0 0 0) = [s92_board 1 (2 + b) 0; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F; F]) [(1, 1)]].
Proof. unfold s167_board, s92_board, strip. tf_options. Qed.
Lemma s167_c136_R2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F; F]) [(1, 1)]) (s132_board 1 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b>=2 && c==0 && d==0 && e==0 *)
Lemma s167_c136_p93 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 1 (2 + b) 0 0 0 -> fst (s167_q93 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q93 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q93] in Hc |- *.
  rewrite tf_game_eq, (s167_c136_L b), (s167_c136_R b); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 0 (opt_l _ _ _ (s167_c136_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 0 (opt_l _ _ _ (s167_c136_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s92 IH 1 (2 + b) 0 (opt_r _ _ _ (s167_c136_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c136_R2 b)).
  pose proof (use_s132 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s167_c136_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c136_R2 b))) as Ho3.
  rewrite (s167_p93 Ho0 ltac:(zlia)).
  rewrite (s160_p170 Ho1 ltac:(zlia)).
  rewrite (s92_p3 Ho2 ltac:(zlia)).
  rewrite (s132_p32 Ho3 ltac:(zlia)).
  rewrite (s132_p32_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c136_p132 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 1 (2 + b) 0 0 0 -> fst (s167_q132 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q132 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q132] in Hc |- *.
  rewrite tf_game_eq, (s167_c136_L b), (s167_c136_R b); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 0 (opt_l _ _ _ (s167_c136_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 0 (opt_l _ _ _ (s167_c136_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s92 IH 1 (2 + b) 0 (opt_r _ _ _ (s167_c136_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c136_R2 b)).
  pose proof (use_s132 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s167_c136_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c136_R2 b))) as Ho3.
  rewrite (s167_p89 Ho0 ltac:(zlia)).
  rewrite (s160_p132 Ho1 ltac:(zlia)).
  rewrite (s92_p3 Ho2 ltac:(zlia)).
  rewrite (s132_p49 Ho3 ltac:(zlia)).
  rewrite (s132_p49_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c136_p135 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 1 (2 + b) 0 0 0 -> fst (s167_q135 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s167_q135 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q135] in Hc |- *.
  rewrite tf_game_eq, (s167_c136_L b), (s167_c136_R b); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 0 (opt_l _ _ _ (s167_c136_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 0 (opt_l _ _ _ (s167_c136_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s92 IH 1 (2 + b) 0 (opt_r _ _ _ (s167_c136_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s167_c136_R2 b)).
  pose proof (use_s132 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s167_c136_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c136_R2 b))) as Ho3.
  rewrite (s167_p93 Ho0 ltac:(zlia)).
  rewrite (s160_p150 Ho1 ltac:(zlia)).
  rewrite (s92_p3 Ho2 ltac:(zlia)).
  rewrite (s132_p52 Ho3 ltac:(zlia)).
  rewrite (s132_p52_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c137_L (b : nat) : lmoves (s167_board 1 (2 + b) 0 0 1) = [s167_board 0 (3 + b) 0 0 1; s160_board 1 (1 + b) 0 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F; E; T; T; F]) []].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s167_c137_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F; E; T; T; F]) []) (s113_board 1 (2 + b) 0 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c137_R (b : nat) : rmoves (s167_board 1 (2 + b) 0 0 1) = [s125_board 1 (2 + b) 0 1; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F; T; F]) [(1, 1)]].
Proof. unfold s125_board, s167_board, strip. tf_options. Qed.
Lemma s167_c137_R2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F; T; F]) [(1, 1)]) (s165_board 1 (2 + b) 0 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b>=2 && c==0 && d==0 && e==1 *)
Lemma s167_c137_p94 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 1 (2 + b) 0 0 1 -> fst (s167_q94 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q94 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q94] in Hc |- *.
  rewrite tf_game_eq, (s167_c137_L b), (s167_c137_R b); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 1 (opt_l _ _ _ (s167_c137_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 1 (opt_l _ _ _ (s167_c137_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c137_L3 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s167_c137_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c137_L3 b))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s167_c137_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c137_R2 b)).
  pose proof (use_s165 IH 1 (2 + b) 0 0 1 (opt_norm_r _ _ _ _ _ (s167_c137_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c137_R2 b))) as Ho4.
  rewrite (s167_p94 Ho0 ltac:(zlia)).
  rewrite (s160_p171 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  rewrite (s125_p11 Ho3 ltac:(zlia)).
  rewrite (s165_p95 Ho4 ltac:(zlia)).
  rewrite (s165_p95_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c137_p133 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 1 (2 + b) 0 0 1 -> fst (s167_q133 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q133 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q133] in Hc |- *.
  rewrite tf_game_eq, (s167_c137_L b), (s167_c137_R b); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 1 (opt_l _ _ _ (s167_c137_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 1 (opt_l _ _ _ (s167_c137_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c137_L3 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s167_c137_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c137_L3 b))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s167_c137_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c137_R2 b)).
  pose proof (use_s165 IH 1 (2 + b) 0 0 1 (opt_norm_r _ _ _ _ _ (s167_c137_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c137_R2 b))) as Ho4.
  rewrite (s167_p90 Ho0 ltac:(zlia)).
  rewrite (s160_p133 Ho1 ltac:(zlia)).
  rewrite (s113_p17 Ho2 ltac:(zlia)).
  rewrite (s125_p11 Ho3 ltac:(zlia)).
  rewrite (s165_p33 Ho4 ltac:(zlia)).
  rewrite (s165_p33_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s167_c137_p136 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 1 (2 + b) 0 0 1 -> fst (s167_q136 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s167_q136 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q136] in Hc |- *.
  rewrite tf_game_eq, (s167_c137_L b), (s167_c137_R b); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 1 (opt_l _ _ _ (s167_c137_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 1 (opt_l _ _ _ (s167_c137_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c137_L3 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s167_c137_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c137_L3 b))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s167_c137_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c137_R2 b)).
  pose proof (use_s165 IH 1 (2 + b) 0 0 1 (opt_norm_r _ _ _ _ _ (s167_c137_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c137_R2 b))) as Ho4.
  rewrite (s167_p94 Ho0 ltac:(zlia)).
  rewrite (s160_p151 Ho1 ltac:(zlia)).
  rewrite (s113_p18 Ho2 ltac:(zlia)).
  rewrite (s125_p11 Ho3 ltac:(zlia)).
  rewrite (s165_p93 Ho4 ltac:(zlia)).
  rewrite (s165_p93_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c138_L (b e : nat) : lmoves (s167_board 1 (2 + b) 0 0 (2 + e)) = [s167_board 0 (3 + b) 0 0 (2 + e); s160_board 1 (1 + b) 0 1 (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s167_c138_L3 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board 1 (2 + b) 0 0) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c138_R (b e : nat) : rmoves (s167_board 1 (2 + b) 0 0 (2 + e)) = [s125_board 1 (2 + b) 0 (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s167_board, strip. tf_options. Qed.
Lemma s167_c138_R2 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board 1 (2 + b) 0 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: E :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b>=2 && c==0 && d==0 && e>=2 *)
Lemma s167_c138_p98 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 1 (2 + b) 0 0 (2 + e) -> fst (s167_q98 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q98 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q98] in Hc |- *.
  rewrite tf_game_eq, (s167_c138_L b e), (s167_c138_R b e); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c138_L3 b e)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c138_L3 b e))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 0 (2 + e) (opt_r _ _ _ (s167_c138_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c138_R2 b e)).
  pose proof (use_s165 IH 1 (2 + b) 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c138_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c138_R2 b e))) as Ho4.
  rewrite (s167_p98 Ho0 ltac:(zlia)).
  rewrite (s160_p109 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  rewrite (s113_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s125_p13 Ho3 ltac:(zlia)).
  rewrite (s165_p95 Ho4 ltac:(zlia)).
  rewrite (s165_p95_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c138_p99 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 1 (2 + b) 0 0 (2 + e) -> fst (s167_q99 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q99 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q99] in Hc |- *.
  rewrite tf_game_eq, (s167_c138_L b e), (s167_c138_R b e); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c138_L3 b e)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c138_L3 b e))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 0 (2 + e) (opt_r _ _ _ (s167_c138_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c138_R2 b e)).
  pose proof (use_s165 IH 1 (2 + b) 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c138_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c138_R2 b e))) as Ho4.
  rewrite (s167_p99 Ho0 ltac:(zlia)).
  rewrite (s160_p110 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  rewrite (s113_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s125_p32 Ho3 ltac:(zlia)).
  rewrite (s165_p95 Ho4 ltac:(zlia)).
  rewrite (s165_p95_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c138_p100 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 1 (2 + b) 0 0 (2 + e) -> fst (s167_q100 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q100 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q100] in Hc |- *.
  rewrite tf_game_eq, (s167_c138_L b e), (s167_c138_R b e); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c138_L3 b e)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c138_L3 b e))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 0 (2 + e) (opt_r _ _ _ (s167_c138_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c138_R2 b e)).
  pose proof (use_s165 IH 1 (2 + b) 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c138_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c138_R2 b e))) as Ho4.
  rewrite (s167_p100 Ho0 ltac:(zlia)).
  rewrite (s160_p111 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  rewrite (s113_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s125_p32 Ho3 ltac:(zlia)).
  rewrite (s165_p95 Ho4 ltac:(zlia)).
  rewrite (s165_p95_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c138_p101 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 1 (2 + b) 0 0 (2 + e) -> fst (s167_q101 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q101 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q101] in Hc |- *.
  rewrite tf_game_eq, (s167_c138_L b e), (s167_c138_R b e); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c138_L3 b e)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c138_L3 b e))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 0 (2 + e) (opt_r _ _ _ (s167_c138_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c138_R2 b e)).
  pose proof (use_s165 IH 1 (2 + b) 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c138_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c138_R2 b e))) as Ho4.
  rewrite (s167_p101 Ho0 ltac:(zlia)).
  rewrite (s160_p112 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  rewrite (s113_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s125_p32 Ho3 ltac:(zlia)).
  rewrite (s165_p95 Ho4 ltac:(zlia)).
  rewrite (s165_p95_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c138_p102 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 1 (2 + b) 0 0 (2 + e) -> fst (s167_q102 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q102 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q102] in Hc |- *.
  rewrite tf_game_eq, (s167_c138_L b e), (s167_c138_R b e); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c138_L3 b e)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c138_L3 b e))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 0 (2 + e) (opt_r _ _ _ (s167_c138_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c138_R2 b e)).
  pose proof (use_s165 IH 1 (2 + b) 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c138_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c138_R2 b e))) as Ho4.
  rewrite (s167_p102 Ho0 ltac:(zlia)).
  rewrite (s160_p123 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  rewrite (s113_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s125_p32 Ho3 ltac:(zlia)).
  rewrite (s165_p95 Ho4 ltac:(zlia)).
  rewrite (s165_p95_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c138_p134 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 1 (2 + b) 0 0 (2 + e) -> fst (s167_q134 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q134 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q134] in Hc |- *.
  rewrite tf_game_eq, (s167_c138_L b e), (s167_c138_R b e); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c138_L3 b e)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c138_L3 b e))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 0 (2 + e) (opt_r _ _ _ (s167_c138_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c138_R2 b e)).
  pose proof (use_s165 IH 1 (2 + b) 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c138_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c138_R2 b e))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p91 Ho0 ltac:(zlia)).
    rewrite (s160_p134 Ho1 ltac:(zlia)).
    rewrite (s113_p17 Ho2 ltac:(zlia)).
    rewrite (s113_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p13 Ho3 ltac:(zlia)).
    rewrite (s165_p33 Ho4 ltac:(zlia)).
    rewrite (s165_p33_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p92 Ho0 ltac:(zlia)).
    rewrite (s160_p134 Ho1 ltac:(zlia)).
    rewrite (s113_p17 Ho2 ltac:(zlia)).
    rewrite (s113_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s125_p32 Ho3 ltac:(zlia)).
    rewrite (s165_p33 Ho4 ltac:(zlia)).
    rewrite (s165_p33_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c138_p137 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 1 (2 + b) 0 0 (2 + e) -> fst (s167_q137 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q137 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q137] in Hc |- *.
  rewrite tf_game_eq, (s167_c138_L b e), (s167_c138_R b e); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c138_L3 b e)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c138_L3 b e))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 0 (2 + e) (opt_r _ _ _ (s167_c138_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c138_R2 b e)).
  pose proof (use_s165 IH 1 (2 + b) 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c138_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c138_R2 b e))) as Ho4.
  rewrite (s167_p95 Ho0 ltac:(zlia)).
  rewrite (s160_p152 Ho1 ltac:(zlia)).
  rewrite (s113_p18 Ho2 ltac:(zlia)).
  rewrite (s113_p18_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s125_p13 Ho3 ltac:(zlia)).
  rewrite (s165_p93 Ho4 ltac:(zlia)).
  rewrite (s165_p93_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c138_p138 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 1 (2 + b) 0 0 (2 + e) -> fst (s167_q138 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q138 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q138] in Hc |- *.
  rewrite tf_game_eq, (s167_c138_L b e), (s167_c138_R b e); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c138_L3 b e)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c138_L3 b e))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 0 (2 + e) (opt_r _ _ _ (s167_c138_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c138_R2 b e)).
  pose proof (use_s165 IH 1 (2 + b) 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c138_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c138_R2 b e))) as Ho4.
  rewrite (s167_p96 Ho0 ltac:(zlia)).
  rewrite (s160_p153 Ho1 ltac:(zlia)).
  rewrite (s113_p18 Ho2 ltac:(zlia)).
  rewrite (s113_p18_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s125_p32 Ho3 ltac:(zlia)).
  rewrite (s165_p93 Ho4 ltac:(zlia)).
  rewrite (s165_p93_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c138_p139 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s167_board 1 (2 + b) 0 0 (2 + e) -> fst (s167_q139 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q139 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q139] in Hc |- *.
  rewrite tf_game_eq, (s167_c138_L b e), (s167_c138_R b e); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 0 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 1 (2 + e) (opt_l _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c138_L3 b e)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s167_c138_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c138_L3 b e))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 0 (2 + e) (opt_r _ _ _ (s167_c138_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c138_R2 b e)).
  pose proof (use_s165 IH 1 (2 + b) 0 0 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c138_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c138_R2 b e))) as Ho4.
  rewrite (s167_p97 Ho0 ltac:(zlia)).
  rewrite (s160_p154 Ho1 ltac:(zlia)).
  rewrite (s113_p18 Ho2 ltac:(zlia)).
  rewrite (s113_p18_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s125_p32 Ho3 ltac:(zlia)).
  rewrite (s165_p93 Ho4 ltac:(zlia)).
  rewrite (s165_p93_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s167_c139_L (b : nat) : lmoves (s167_board 1 (2 + b) 0 1 0) = [s167_board 0 (3 + b) 0 1 0; s160_board 1 (1 + b) 0 2 0; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; F; T; T; F]) []].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s167_c139_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; F; T; T; F]) []) (s32_board 1 (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s32_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c139_R (b : nat) : rmoves (s167_board 1 (2 + b) 0 1 0) = [s92_board 1 (2 + b) 1; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; F]) [(1, 1)]].
Proof. unfold s167_board, s92_board, strip. tf_options. Qed.
Lemma s167_c139_R2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; F]) [(1, 1)]) (s132_board 1 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b>=2 && c==0 && d==1 && e==0 *)
Lemma s167_c139_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 1 (2 + b) 0 1 0 -> fst (s167_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s167_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q51] in Hc |- *.
  rewrite tf_game_eq, (s167_c139_L b), (s167_c139_R b); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 1 0 (opt_l _ _ _ (s167_c139_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 2 0 (opt_l _ _ _ (s167_c139_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c139_L3 b)).
  pose proof (use_s32 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s167_c139_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c139_L3 b))) as Ho2.
  pose proof (use_s92 IH 1 (2 + b) 1 (opt_r _ _ _ (s167_c139_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c139_R2 b)).
  pose proof (use_s132 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s167_c139_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c139_R2 b))) as Ho4.
  rewrite (s167_p51 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s160_p27 Ho1 ltac:(zlia)).
    rewrite (s32_p11 Ho2 ltac:(zlia)).
    rewrite (s92_p6 Ho3 ltac:(zlia)).
    rewrite (s132_p42 Ho4 ltac:(zlia)).
    rewrite (s132_p42_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s160_p113 Ho1 ltac:(zlia)).
    rewrite (s32_p8 Ho2 ltac:(zlia)).
    rewrite (s92_p6 Ho3 ltac:(zlia)).
    rewrite (s132_p42 Ho4 ltac:(zlia)).
    rewrite (s132_p42_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s160_p155 Ho1 ltac:(zlia)).
    rewrite (s32_p8 Ho2 ltac:(zlia)).
    rewrite (s92_p6 Ho3 ltac:(zlia)).
    rewrite (s132_p42 Ho4 ltac:(zlia)).
    rewrite (s132_p42_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s167_c140_L (b : nat) : lmoves (s167_board 1 (2 + b) 0 1 1) = [s167_board 0 (3 + b) 0 1 1; s160_board 1 (1 + b) 0 2 1; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E; T; T; F]) []].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s167_c140_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E; T; T; F]) []) (s113_board 1 (2 + b) 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c140_R (b : nat) : rmoves (s167_board 1 (2 + b) 0 1 1) = [s125_board 1 (2 + b) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s125_board, s167_board, strip. tf_options. Qed.
Lemma s167_c140_R2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; T; F]) [(1, 1)]) (s165_board 1 (2 + b) 0 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a==1 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s167_c140_p54 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s167_board 1 (2 + b) 0 1 1 -> fst (s167_q54 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s167_q54 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q54] in Hc |- *.
  rewrite tf_game_eq, (s167_c140_L b), (s167_c140_R b); cbn [map].
  pose proof (use_s167 IH 0 (3 + b) 0 1 1 (opt_l _ _ _ (s167_c140_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 0 2 1 (opt_l _ _ _ (s167_c140_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c140_L3 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s167_c140_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c140_L3 b))) as Ho2.
  pose proof (use_s125 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s167_c140_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c140_R2 b)).
  pose proof (use_s165 IH 1 (2 + b) 0 1 1 (opt_norm_r _ _ _ _ _ (s167_c140_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c140_R2 b))) as Ho4.
  rewrite (s167_p54 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s160_p53 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s125_p19 Ho3 ltac:(zlia)).
    rewrite (s165_p28 Ho4 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s160_p114 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s125_p19 Ho3 ltac:(zlia)).
    rewrite (s165_p28 Ho4 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s160_p156 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s125_p19 Ho3 ltac:(zlia)).
    rewrite (s165_p28 Ho4 ltac:(zlia)).
    rewrite (s165_p28_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
Qed.

