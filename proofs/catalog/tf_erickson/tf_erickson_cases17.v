(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s33_c56_L (a : nat) : lmoves (s33_board (2 + a) 0 0 1) = [s33_board (1 + a) 1 0 1].
Proof. unfold s33_board. tf_options. Qed.
Lemma s33_c56_R (a : nat) : rmoves (s33_board (2 + a) 0 0 1) = [s34_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 1)]].
Proof. unfold s33_board, s34_board, strip. tf_options. Qed.
Lemma s33_c56_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 1)]) (s31_board (2 + a) 0 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==0 && c==0 && d==1 *)
Lemma s33_c56_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 0 1 -> fst (s33_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q13] in Hc |- *.
  rewrite tf_game_eq, (s33_c56_L a), (s33_c56_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 0 1 (opt_l _ _ _ (s33_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 (opt_r _ _ _ (s33_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c56_R2 a)).
  pose proof (use_s31 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s33_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c56_R2 a))) as Ho2.
  rewrite (s33_p10 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  rewrite (s31_p19 Ho2 ltac:(zlia)).
  rewrite (s31_p19_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c56_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 0 1 -> fst (s33_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q28] in Hc |- *.
  rewrite tf_game_eq, (s33_c56_L a), (s33_c56_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 0 1 (opt_l _ _ _ (s33_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 (opt_r _ _ _ (s33_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c56_R2 a)).
  pose proof (use_s31 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s33_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c56_R2 a))) as Ho2.
  rewrite (s33_p10 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  rewrite (s31_p19 Ho2 ltac:(zlia)).
  rewrite (s31_p19_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c56_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 0 1 -> fst (s33_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q30] in Hc |- *.
  rewrite tf_game_eq, (s33_c56_L a), (s33_c56_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 0 1 (opt_l _ _ _ (s33_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 (opt_r _ _ _ (s33_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c56_R2 a)).
  pose proof (use_s31 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s33_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c56_R2 a))) as Ho2.
  rewrite (s33_p10 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  rewrite (s31_p21 Ho2 ltac:(zlia)).
  rewrite (s31_p21_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c56_p32 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 0 1 -> fst (s33_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q32] in Hc |- *.
  rewrite tf_game_eq, (s33_c56_L a), (s33_c56_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 0 1 (opt_l _ _ _ (s33_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 (opt_r _ _ _ (s33_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c56_R2 a)).
  pose proof (use_s31 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s33_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c56_R2 a))) as Ho2.
  rewrite (s33_p10 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  rewrite (s31_p15 Ho2 ltac:(zlia)).
  rewrite (s31_p15_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c56_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 0 1 -> fst (s33_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q34] in Hc |- *.
  rewrite tf_game_eq, (s33_c56_L a), (s33_c56_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 0 1 (opt_l _ _ _ (s33_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 (opt_r _ _ _ (s33_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c56_R2 a)).
  pose proof (use_s31 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s33_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c56_R2 a))) as Ho2.
  rewrite (s33_p10 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  rewrite (s31_p24 Ho2 ltac:(zlia)).
  rewrite (s31_p24_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c57_L (a d : nat) : lmoves (s33_board (2 + a) 0 0 (2 + d)) = [s33_board (1 + a) 1 0 (2 + d)].
Proof. unfold s33_board. tf_options. Qed.
Lemma s33_c57_R (a d : nat) : rmoves (s33_board (2 + a) 0 0 (2 + d)) = [s34_board (2 + a) (2 + d)].
Proof. unfold s33_board, s34_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==0 && c==0 && d>=2 *)
Lemma s33_c57_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s33_board (2 + a) 0 0 (2 + d) -> fst (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c57_L a d), (s33_c57_R a d); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 0 (2 + d) (opt_l _ _ _ (s33_c57_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) (2 + d) (opt_r _ _ _ (s33_c57_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s34_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c58_L (a : nat) : lmoves (s33_board (2 + a) 0 1 0) = [s33_board (1 + a) 1 1 0; s39_board (2 + a) 0 0 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c58_R (a : nat) : rmoves (s33_board (2 + a) 0 1 0) = [s36_board (2 + a) 1 0; s31_board (2 + a) 0 1 0].
Proof. unfold s31_board, s33_board, s36_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==0 && c==1 && d==0 *)
Lemma s33_c58_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 1 0 -> fst (s33_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q23] in Hc |- *.
  rewrite tf_game_eq, (s33_c58_L a), (s33_c58_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 1 0 (opt_l _ _ _ (s33_c58_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 1 0 (opt_l _ _ _ (s33_c58_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH (2 + a) 1 0 (opt_r _ _ _ (s33_c58_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 0 1 0 (opt_r _ _ _ (s33_c58_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
  {
    rewrite (s39_p51 Ho1 ltac:(zlia)).
    rewrite (s36_p4 Ho2 ltac:(zlia)).
    rewrite (s31_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s39_p58 Ho1 ltac:(zlia)).
    rewrite (s36_p4 Ho2 ltac:(zlia)).
    rewrite (s31_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s39_p61 Ho1 ltac:(zlia)).
    rewrite (s36_p4 Ho2 ltac:(zlia)).
    rewrite (s31_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s39_p64 Ho1 ltac:(zlia)).
    rewrite (s36_p4 Ho2 ltac:(zlia)).
    rewrite (s31_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s39_p67 Ho1 ltac:(zlia)).
    rewrite (s36_p4 Ho2 ltac:(zlia)).
    rewrite (s31_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s33_c59_L (a : nat) : lmoves (s33_board (2 + a) 0 1 1) = [s33_board (1 + a) 1 1 1; s39_board (2 + a) 0 0 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c59_R (a : nat) : rmoves (s33_board (2 + a) 0 1 1) = [s36_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; F; T; E; F]) [(1, 1)]].
Proof. unfold s33_board, s36_board, strip. tf_options. Qed.
Lemma s33_c59_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; E; F]) [(1, 1)]) (s31_board (2 + a) 0 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==0 && c==1 && d==1 *)
Lemma s33_c59_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 0 1 1 -> fst (s33_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q14] in Hc |- *.
  rewrite tf_game_eq, (s33_c59_L a), (s33_c59_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 1 1 (opt_l _ _ _ (s33_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 1 1 (opt_l _ _ _ (s33_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH (2 + a) 1 1 (opt_r _ _ _ (s33_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s33_c59_R2 a)).
  pose proof (use_s31 IH (2 + a) 0 1 0 (opt_norm_r _ _ _ _ _ (s33_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c59_R2 a))) as Ho3.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s39_p46 Ho1 ltac:(zlia)).
    rewrite (s36_p4 Ho2 ltac:(zlia)).
    rewrite (s31_p3 Ho3 ltac:(zlia)).
    rewrite (s31_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s39_p65 Ho1 ltac:(zlia)).
    rewrite (s36_p4 Ho2 ltac:(zlia)).
    rewrite (s31_p3 Ho3 ltac:(zlia)).
    rewrite (s31_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s39_p68 Ho1 ltac:(zlia)).
    rewrite (s36_p4 Ho2 ltac:(zlia)).
    rewrite (s31_p3 Ho3 ltac:(zlia)).
    rewrite (s31_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s33_c60_L (a d : nat) : lmoves (s33_board (2 + a) 0 1 (2 + d)) = [s33_board (1 + a) 1 1 (2 + d); s39_board (2 + a) 0 0 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c60_R (a d : nat) : rmoves (s33_board (2 + a) 0 1 (2 + d)) = [s36_board (2 + a) 1 (2 + d)].
Proof. unfold s33_board, s36_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s33_c60_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s33_board (2 + a) 0 1 (2 + d) -> fst (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c60_L a d), (s33_c60_R a d); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 1 (2 + d) (opt_l _ _ _ (s33_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 0 1 (2 + d) (opt_l _ _ _ (s33_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s33_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c61_L (a c : nat) : lmoves (s33_board (2 + a) 0 (2 + c) 0) = [s33_board (1 + a) 1 (2 + c) 0; s39_board (2 + a) 0 (1 + c) 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c61_R (a c : nat) : rmoves (s33_board (2 + a) 0 (2 + c) 0) = [s36_board (2 + a) (2 + c) 0; s31_board (2 + a) 0 (2 + c) 0].
Proof. unfold s31_board, s33_board, s36_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==0 && c>=2 && d==0 *)
Lemma s33_c61_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s33_board (2 + a) 0 (2 + c) 0 -> fst (s33_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s33_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q23] in Hc |- *.
  rewrite tf_game_eq, (s33_c61_L a c), (s33_c61_R a c); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 (2 + c) 0 (opt_l _ _ _ (s33_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 (1 + c) 1 0 (opt_l _ _ _ (s33_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s33_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s33_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s39_p50 Ho1 ltac:(zlia)).
  rewrite (s36_p4 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c62_L (a c : nat) : lmoves (s33_board (2 + a) 0 (2 + c) 1) = [s33_board (1 + a) 1 (2 + c) 1; s39_board (2 + a) 0 (1 + c) 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c62_R (a c : nat) : rmoves (s33_board (2 + a) 0 (2 + c) 1) = [s36_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s33_board, s36_board, strip. tf_options. Qed.
Lemma s33_c62_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s31_board (2 + a) 0 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s33_c62_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s33_board (2 + a) 0 (2 + c) 1 -> fst (s33_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s33_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q14] in Hc |- *.
  rewrite tf_game_eq, (s33_c62_L a c), (s33_c62_R a c); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s33_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 (1 + c) 1 1 (opt_l _ _ _ (s33_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s33_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s33_c62_R2 a c)).
  pose proof (use_s31 IH (2 + a) 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s33_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c62_R2 a c))) as Ho3.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p45 Ho1 ltac:(zlia)).
  rewrite (s36_p4 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  rewrite (s31_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s33_c63_L (a c d : nat) : lmoves (s33_board (2 + a) 0 (2 + c) (2 + d)) = [s33_board (1 + a) 1 (2 + c) (2 + d); s39_board (2 + a) 0 (1 + c) 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c63_R (a c d : nat) : rmoves (s33_board (2 + a) 0 (2 + c) (2 + d)) = [s36_board (2 + a) (2 + c) (2 + d)].
Proof. unfold s33_board, s36_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s33_c63_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s33_board (2 + a) 0 (2 + c) (2 + d) -> fst (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c63_L a c d), (s33_c63_R a c d); cbn [map].
  pose proof (use_s33 IH (1 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s33_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 0 (1 + c) 1 (2 + d) (opt_l _ _ _ (s33_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s33_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c64_L (a : nat) : lmoves (s33_board (2 + a) 1 0 0) = [s33_board (1 + a) 2 0 0; s28_board (2 + a) 0 1 0].
Proof. unfold s28_board, s33_board. tf_options. Qed.
Lemma s33_c64_R (a : nat) : rmoves (s33_board (2 + a) 1 0 0) = [s37_board (2 + a) 0; s31_board (2 + a) 1 0 0].
Proof. unfold s31_board, s33_board, s37_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==1 && c==0 && d==0 *)
Lemma s33_c64_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 1 0 0 -> fst (s33_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q8] in Hc |- *.
  rewrite tf_game_eq, (s33_c64_L a), (s33_c64_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 2 0 0 (opt_l _ _ _ (s33_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 1 0 (opt_l _ _ _ (s33_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 0 (opt_r _ _ _ (s33_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 0 0 (opt_r _ _ _ (s33_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p24 Ho0 ltac:(zlia)).
  rewrite (s28_p51 Ho1 ltac:(zlia)).
  rewrite (s37_p1 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|[Hp3|Hp3]]].
  {
    rewrite (s31_p16 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s31_p20 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s31_p22 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s31_p23 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s33_c65_L (a : nat) : lmoves (s33_board (2 + a) 1 0 1) = [s33_board (1 + a) 2 0 1; s28_board (2 + a) 0 1 1].
Proof. unfold s28_board, s33_board. tf_options. Qed.
Lemma s33_c65_R (a : nat) : rmoves (s33_board (2 + a) 1 0 1) = [s37_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 1)]].
Proof. unfold s33_board, s37_board, strip. tf_options. Qed.
Lemma s33_c65_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 1)]) (s31_board (2 + a) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s33_c65_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 1 0 1 -> fst (s33_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q10] in Hc |- *.
  rewrite tf_game_eq, (s33_c65_L a), (s33_c65_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 2 0 1 (opt_l _ _ _ (s33_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 1 1 (opt_l _ _ _ (s33_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (opt_r _ _ _ (s33_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s33_c65_R2 a)).
  pose proof (use_s31 IH (2 + a) 1 0 0 (opt_norm_r _ _ _ _ _ (s33_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c65_R2 a))) as Ho3.
  rewrite (s33_p25 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s28_p35 Ho1 ltac:(zlia)).
    rewrite (s37_p1 Ho2 ltac:(zlia)).
    rewrite (s31_p16 Ho3 ltac:(zlia)).
    rewrite (s31_p16_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s28_p37 Ho1 ltac:(zlia)).
    rewrite (s37_p1 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp3 as [Hp3|[Hp3|Hp3]].
    {
      rewrite (s31_p20 Ho3 ltac:(zlia)).
      rewrite (s31_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
    }
    {
      rewrite (s31_p22 Ho3 ltac:(zlia)).
      rewrite (s31_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s31_p23 Ho3 ltac:(zlia)).
      rewrite (s31_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s33_c66_L (a d : nat) : lmoves (s33_board (2 + a) 1 0 (2 + d)) = [s33_board (1 + a) 2 0 (2 + d); s28_board (2 + a) 0 1 (2 + d)].
Proof. unfold s28_board, s33_board. tf_options. Qed.
Lemma s33_c66_R (a d : nat) : rmoves (s33_board (2 + a) 1 0 (2 + d)) = [s37_board (2 + a) (2 + d)].
Proof. unfold s33_board, s37_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s33_c66_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s33_board (2 + a) 1 0 (2 + d) -> fst (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c66_L a d), (s33_c66_R a d); cbn [map].
  pose proof (use_s33 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s33_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 1 (2 + d) (opt_l _ _ _ (s33_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + d) (opt_r _ _ _ (s33_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  rewrite (s37_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c67_L (a : nat) : lmoves (s33_board (2 + a) 1 1 0) = [s33_board (1 + a) 2 1 0; s39_board (2 + a) 1 0 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c67_R (a : nat) : rmoves (s33_board (2 + a) 1 1 0) = [s42_board (2 + a) 1 0; s31_board (2 + a) 1 1 0].
Proof. unfold s31_board, s33_board, s42_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s33_c67_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 1 1 0 -> fst (s33_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c67_L a), (s33_c67_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 2 1 0 (opt_l _ _ _ (s33_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 0 1 0 (opt_l _ _ _ (s33_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) 1 0 (opt_r _ _ _ (s33_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 1 0 (opt_r _ _ _ (s33_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s42_p1 Ho2 ltac:(zlia)).
    rewrite (s31_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s42_p4 Ho2 ltac:(zlia)).
    rewrite (s31_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s42_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s33_c68_L (a : nat) : lmoves (s33_board (2 + a) 1 1 1) = [s33_board (1 + a) 2 1 1; s39_board (2 + a) 1 0 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c68_R (a : nat) : rmoves (s33_board (2 + a) 1 1 1) = [s42_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s33_board, s42_board, strip. tf_options. Qed.
Lemma s33_c68_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; T; E; F]) [(1, 1)]) (s31_board (2 + a) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s33_c68_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 1 1 1 -> fst (s33_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c68_L a), (s33_c68_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 2 1 1 (opt_l _ _ _ (s33_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 0 1 1 (opt_l _ _ _ (s33_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) 1 1 (opt_r _ _ _ (s33_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s33_c68_R2 a)).
  pose proof (use_s31 IH (2 + a) 1 1 0 (opt_norm_r _ _ _ _ _ (s33_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c68_R2 a))) as Ho3.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s42_p1 Ho2 ltac:(zlia)).
    rewrite (s31_p9 Ho3 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s42_p4 Ho2 ltac:(zlia)).
    rewrite (s31_p9 Ho3 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s42_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p9 Ho3 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s33_c69_L (a d : nat) : lmoves (s33_board (2 + a) 1 1 (2 + d)) = [s33_board (1 + a) 2 1 (2 + d); s39_board (2 + a) 1 0 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c69_R (a d : nat) : rmoves (s33_board (2 + a) 1 1 (2 + d)) = [s42_board (2 + a) 1 (2 + d)].
Proof. unfold s33_board, s42_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s33_c69_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s33_board (2 + a) 1 1 (2 + d) -> fst (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c69_L a d), (s33_c69_R a d); cbn [map].
  pose proof (use_s33 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s33_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 0 1 (2 + d) (opt_l _ _ _ (s33_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s33_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s42_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c70_L (a c : nat) : lmoves (s33_board (2 + a) 1 (2 + c) 0) = [s33_board (1 + a) 2 (2 + c) 0; s39_board (2 + a) 1 (1 + c) 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c70_R (a c : nat) : rmoves (s33_board (2 + a) 1 (2 + c) 0) = [s42_board (2 + a) (2 + c) 0; s31_board (2 + a) 1 (2 + c) 0].
Proof. unfold s31_board, s33_board, s42_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s33_c70_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s33_board (2 + a) 1 (2 + c) 0 -> fst (s33_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s33_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c70_L a c), (s33_c70_R a c); cbn [map].
  pose proof (use_s33 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s33_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) 1 0 (opt_l _ _ _ (s33_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) (2 + c) 0 (opt_r _ _ _ (s33_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s33_c70_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s39_p12 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s42_p4 Ho2 ltac:(zlia)).
    rewrite (s31_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s42_p5 Ho2 ltac:(zlia)).
    rewrite (s31_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s33_c71_L (a c : nat) : lmoves (s33_board (2 + a) 1 (2 + c) 1) = [s33_board (1 + a) 2 (2 + c) 1; s39_board (2 + a) 1 (1 + c) 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c71_R (a c : nat) : rmoves (s33_board (2 + a) 1 (2 + c) 1) = [s42_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s33_board, s42_board, strip. tf_options. Qed.
Lemma s33_c71_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s31_board (2 + a) 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s33_c71_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s33_board (2 + a) 1 (2 + c) 1 -> fst (s33_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s33_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c71_L a c), (s33_c71_R a c); cbn [map].
  pose proof (use_s33 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s33_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) 1 1 (opt_l _ _ _ (s33_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s33_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s33_c71_R2 a c)).
  pose proof (use_s31 IH (2 + a) 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s33_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s33_c71_R2 a c))) as Ho3.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s42_p4 Ho2 ltac:(zlia)).
    rewrite (s31_p9 Ho3 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s42_p5 Ho2 ltac:(zlia)).
    rewrite (s31_p9 Ho3 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s33_c72_L (a c d : nat) : lmoves (s33_board (2 + a) 1 (2 + c) (2 + d)) = [s33_board (1 + a) 2 (2 + c) (2 + d); s39_board (2 + a) 1 (1 + c) 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c72_R (a c d : nat) : rmoves (s33_board (2 + a) 1 (2 + c) (2 + d)) = [s42_board (2 + a) (2 + c) (2 + d)].
Proof. unfold s33_board, s42_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s33_c72_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s33_board (2 + a) 1 (2 + c) (2 + d) -> fst (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c72_L a c d), (s33_c72_R a c d); cbn [map].
  pose proof (use_s33 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s33_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s33_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s33_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s42_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c73_L (a b : nat) : lmoves (s33_board (2 + a) (2 + b) 0 0) = [s33_board (1 + a) (3 + b) 0 0; s30_board (2 + a) (1 + b) 0 1 0].
Proof. unfold s30_board, s33_board. tf_options. Qed.
Lemma s33_c73_R (a b : nat) : rmoves (s33_board (2 + a) (2 + b) 0 0) = [s31_board (2 + a) (2 + b) 0 0].
Proof. unfold s31_board, s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b>=2 && c==0 && d==0 *)
Lemma s33_c73_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s33_board (2 + a) (2 + b) 0 0 -> fst (s33_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q18] in Hc |- *.
  rewrite tf_game_eq, (s33_c73_L a b), (s33_c73_R a b); cbn [map].
  pose proof (use_s33 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s33_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 0 1 0 (opt_l _ _ _ (s33_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s33_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p18 Ho0 ltac:(zlia)).
  rewrite (s30_p69 Ho1 ltac:(zlia)).
  rewrite (s31_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c73_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s33_board (2 + a) (2 + b) 0 0 -> fst (s33_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q24] in Hc |- *.
  rewrite tf_game_eq, (s33_c73_L a b), (s33_c73_R a b); cbn [map].
  pose proof (use_s33 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s33_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 0 1 0 (opt_l _ _ _ (s33_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s33_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p18 Ho0 ltac:(zlia)).
  rewrite (s30_p38 Ho1 ltac:(zlia)).
  rewrite (s31_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c74_L (a b : nat) : lmoves (s33_board (2 + a) (2 + b) 0 1) = [s33_board (1 + a) (3 + b) 0 1; s30_board (2 + a) (1 + b) 0 1 1].
Proof. unfold s30_board, s33_board. tf_options. Qed.
Lemma s33_c74_R (a b : nat) : rmoves (s33_board (2 + a) (2 + b) 0 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c74_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s31_board (2 + a) (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s33_c74_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s33_board (2 + a) (2 + b) 0 1 -> fst (s33_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q20] in Hc |- *.
  rewrite tf_game_eq, (s33_c74_L a b), (s33_c74_R a b); cbn [map].
  pose proof (use_s33 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s33_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 0 1 1 (opt_l _ _ _ (s33_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c74_R1 a b)).
  pose proof (use_s31 IH (2 + a) (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s33_c74_R a b) ltac:(cbn [In]; left; reflexivity) (s33_c74_R1 a b))) as Ho2.
  rewrite (s33_p20 Ho0 ltac:(zlia)).
  rewrite (s30_p79 Ho1 ltac:(zlia)).
  rewrite (s31_p13 Ho2 ltac:(zlia)).
  rewrite (s31_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s33_c74_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s33_board (2 + a) (2 + b) 0 1 -> fst (s33_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q25] in Hc |- *.
  rewrite tf_game_eq, (s33_c74_L a b), (s33_c74_R a b); cbn [map].
  pose proof (use_s33 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s33_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 0 1 1 (opt_l _ _ _ (s33_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c74_R1 a b)).
  pose proof (use_s31 IH (2 + a) (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s33_c74_R a b) ltac:(cbn [In]; left; reflexivity) (s33_c74_R1 a b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s33_p20 Ho0 ltac:(zlia)).
    rewrite (s30_p97 Ho1 ltac:(zlia)).
    rewrite (s31_p17 Ho2 ltac:(zlia)).
    rewrite (s31_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s33_p26 Ho0 ltac:(zlia)).
    rewrite (s30_p97 Ho1 ltac:(zlia)).
    rewrite (s31_p17 Ho2 ltac:(zlia)).
    rewrite (s31_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s33_c75_L (a b d : nat) : lmoves (s33_board (2 + a) (2 + b) 0 (2 + d)) = [s33_board (1 + a) (3 + b) 0 (2 + d); s30_board (2 + a) (1 + b) 0 1 (2 + d)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
Lemma s33_c75_R (a b d : nat) : rmoves (s33_board (2 + a) (2 + b) 0 (2 + d)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s33_c75_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s33_board (2 + a) (2 + b) 0 (2 + d) -> fst (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c75_L a b d), (s33_c75_R a b d); cbn [map].
  pose proof (use_s33 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s33_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 0 1 (2 + d) (opt_l _ _ _ (s33_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s33_c76_L (a b : nat) : lmoves (s33_board (2 + a) (2 + b) 1 0) = [s33_board (1 + a) (3 + b) 1 0; s39_board (2 + a) (2 + b) 0 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c76_R (a b : nat) : rmoves (s33_board (2 + a) (2 + b) 1 0) = [s31_board (2 + a) (2 + b) 1 0].
Proof. unfold s31_board, s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s33_c76_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s33_board (2 + a) (2 + b) 1 0 -> fst (s33_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c76_L a b), (s33_c76_R a b); cbn [map].
  pose proof (use_s33 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s33_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 1 0 (opt_l _ _ _ (s33_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s33_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s39_p24 Ho1 ltac:(zlia)).
    rewrite (s31_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p40 Ho1 ltac:(zlia)).
    rewrite (s31_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s33_c77_L (a b : nat) : lmoves (s33_board (2 + a) (2 + b) 1 1) = [s33_board (1 + a) (3 + b) 1 1; s39_board (2 + a) (2 + b) 0 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c77_R (a b : nat) : rmoves (s33_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]) (s31_board (2 + a) (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s33_c77_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s33_board (2 + a) (2 + b) 1 1 -> fst (s33_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c77_L a b), (s33_c77_R a b); cbn [map].
  pose proof (use_s33 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s33_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 1 1 (opt_l _ _ _ (s33_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c77_R1 a b)).
  pose proof (use_s31 IH (2 + a) (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s33_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s33_c77_R1 a b))) as Ho2.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c78_L (a b d : nat) : lmoves (s33_board (2 + a) (2 + b) 1 (2 + d)) = [s33_board (1 + a) (3 + b) 1 (2 + d); s39_board (2 + a) (2 + b) 0 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c78_R (a b d : nat) : rmoves (s33_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s33_c78_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s33_board (2 + a) (2 + b) 1 (2 + d) -> fst (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c78_L a b d), (s33_c78_R a b d); cbn [map].
  pose proof (use_s33 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s33_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 1 (2 + d) (opt_l _ _ _ (s33_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s33_c79_L (a b c : nat) : lmoves (s33_board (2 + a) (2 + b) (2 + c) 0) = [s33_board (1 + a) (3 + b) (2 + c) 0; s39_board (2 + a) (2 + b) (1 + c) 1 0].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c79_R (a b c : nat) : rmoves (s33_board (2 + a) (2 + b) (2 + c) 0) = [s31_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s31_board, s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s33_c79_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s33_board (2 + a) (2 + b) (2 + c) 0 -> fst (s33_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s33_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q9] in Hc |- *.
  rewrite tf_game_eq, (s33_c79_L a b c), (s33_c79_R a b c); cbn [map].
  pose proof (use_s33 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s33_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s33_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s33_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s39_p12 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c80_L (a b c : nat) : lmoves (s33_board (2 + a) (2 + b) (2 + c) 1) = [s33_board (1 + a) (3 + b) (2 + c) 1; s39_board (2 + a) (2 + b) (1 + c) 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c80_R (a b c : nat) : rmoves (s33_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s31_board (2 + a) (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s33_c80_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s33_board (2 + a) (2 + b) (2 + c) 1 -> fst (s33_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s33_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q11] in Hc |- *.
  rewrite tf_game_eq, (s33_c80_L a b c), (s33_c80_R a b c); cbn [map].
  pose proof (use_s33 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s33_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s33_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c80_R1 a b c)).
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s33_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s33_c80_R1 a b c))) as Ho2.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c81_L (a b c d : nat) : lmoves (s33_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s33_board (1 + a) (3 + b) (2 + c) (2 + d); s39_board (2 + a) (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s33_c81_R (a b c d : nat) : rmoves (s33_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _ T^b F T^c _^2 T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s33_c81_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s33_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c81_L a b c d), (s33_c81_R a b c d); cbn [map].
  pose proof (use_s33 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s33_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s33_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s34_c1_L : lmoves (s34_board 0 0) = [].
Proof. unfold s34_board. tf_options. Qed.
Lemma s34_c1_R : rmoves (s34_board 0 0) = [strip [(0, 1); (2, 1)] ([E]) []].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c1_R1 : tf_norm (strip [(0, 1); (2, 1)] ([E]) []) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s34 = T^a F _^3 T^b F on a==0 && b==0 *)
Lemma s34_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s34_board 0 0 -> fst (s34_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s34_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q1] in Hc |- *.
  rewrite tf_game_eq, (s34_c1_L), (s34_c1_R); cbn [map].
  rewrite (tf_norm_blank (s34_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s34_c2_L : lmoves (s34_board 0 1) = [].
Proof. unfold s34_board. tf_options. Qed.
Lemma s34_c2_R : rmoves (s34_board 0 1) = [strip [(0, 1); (2, 1)] ([]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c2_R1 : tf_norm (strip [(0, 1); (2, 1)] ([]) [(1, 1)]) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s34 = T^a F _^3 T^b F on a==0 && b==1 *)
Lemma s34_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s34_board 0 1 -> fst (s34_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s34_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q1] in Hc |- *.
  rewrite tf_game_eq, (s34_c2_L), (s34_c2_R); cbn [map].
  rewrite (tf_norm_blank (s34_c2_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s34_c3_L (b : nat) : lmoves (s34_board 0 (2 + b)) = [].
Proof. unfold s34_board. tf_options. Qed.
Lemma s34_c3_R (b : nat) : rmoves (s34_board 0 (2 + b)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a F _^3 T^b F on a==0 && b>=2 *)
Lemma s34_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s34_board 0 (2 + b) -> fst (s34_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s34_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s34_q2] in Hc |- *.
  rewrite tf_game_eq, (s34_c3_L b), (s34_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s34_c4_L : lmoves (s34_board 1 0) = [strip [(1, 1)] ([T; E; E; F]) []].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c4_L1 : tf_norm (strip [(1, 1)] ([T; E; E; F]) []) (s15_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s34_c4_R : rmoves (s34_board 1 0) = [s27_board 1 0].
Proof. unfold s27_board, s34_board. tf_options. Qed.
(* s34 = T^a F _^3 T^b F on a==1 && b==0 *)
Lemma s34_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s34_board 1 0 -> fst (s34_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s34_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q3] in Hc |- *.
  rewrite tf_game_eq, (s34_c4_L), (s34_c4_R); cbn [map].
  rewrite (tf_norm_game (s34_c4_L1)).
  pose proof (use_s15 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s34_c4_L) ltac:(cbn [In]; left; reflexivity) (s34_c4_L1))) as Ho0.
  pose proof (use_s27 IH 1 0 (opt_r _ _ _ (s34_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s27_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s34_c5_L : lmoves (s34_board 1 1) = [strip [(1, 1)] ([T; E; E; T; F]) []].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c5_L1 : tf_norm (strip [(1, 1)] ([T; E; E; T; F]) []) (s15_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s34_c5_R : rmoves (s34_board 1 1) = [strip [] ([T; F; E; E; F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c5_R1 : tf_norm (strip [] ([T; F; E; E; F]) [(1, 1)]) (s27_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; F]) [(1, 1)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a F _^3 T^b F on a==1 && b==1 *)
Lemma s34_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s34_board 1 1 -> fst (s34_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s34_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q3] in Hc |- *.
  rewrite tf_game_eq, (s34_c5_L), (s34_c5_R); cbn [map].
  rewrite (tf_norm_game (s34_c5_L1)).
  pose proof (use_s15 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s34_c5_L) ltac:(cbn [In]; left; reflexivity) (s34_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s34_c5_R1)).
  pose proof (use_s27 IH 1 0 (opt_norm_r _ _ _ _ _ (s34_c5_R) ltac:(cbn [In]; left; reflexivity) (s34_c5_R1))) as Ho1.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s27_p1 Ho1 ltac:(zlia)).
  rewrite (s27_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s34_c6_L (b : nat) : lmoves (s34_board 1 (2 + b)) = [strip [(1, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F]) []].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F]) []) (s15_board 0 1 (2 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s34_c6_R (b : nat) : rmoves (s34_board 1 (2 + b)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a F _^3 T^b F on a==1 && b>=2 *)
Lemma s34_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s34_board 1 (2 + b) -> fst (s34_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s34_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s34_q2] in Hc |- *.
  rewrite tf_game_eq, (s34_c6_L b), (s34_c6_R b); cbn [map].
  rewrite (tf_norm_game (s34_c6_L1 b)).
  pose proof (use_s15 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s34_c6_L b) ltac:(cbn [In]; left; reflexivity) (s34_c6_L1 b))) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  rewrite (s15_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s34_c7_L (a : nat) : lmoves (s34_board (2 + a) 0) = [s33_board (1 + a) 0 1 0].
Proof. unfold s33_board, s34_board. tf_options. Qed.
Lemma s34_c7_R (a : nat) : rmoves (s34_board (2 + a) 0) = [s27_board (2 + a) 0].
Proof. unfold s27_board, s34_board. tf_options. Qed.
(* s34 = T^a F _^3 T^b F on a>=2 && b==0 *)
Lemma s34_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s34_board (2 + a) 0 -> fst (s34_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s34_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q4] in Hc |- *.
  rewrite tf_game_eq, (s34_c7_L a), (s34_c7_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 0 1 0 (opt_l _ _ _ (s34_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH (2 + a) 0 (opt_r _ _ _ (s34_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s33_p23 Ho0 ltac:(zlia)).
  rewrite (s27_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c8_L (a : nat) : lmoves (s34_board (2 + a) 1) = [s33_board (1 + a) 0 1 1].
Proof. unfold s33_board, s34_board. tf_options. Qed.
Lemma s34_c8_R (a : nat) : rmoves (s34_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 1)]) (s27_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 1)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a F _^3 T^b F on a>=2 && b==1 *)
Lemma s34_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s34_board (2 + a) 1 -> fst (s34_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s34_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q4] in Hc |- *.
  rewrite tf_game_eq, (s34_c8_L a), (s34_c8_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 0 1 1 (opt_l _ _ _ (s34_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s34_c8_R1 a)).
  pose proof (use_s27 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s34_c8_R a) ltac:(cbn [In]; left; reflexivity) (s34_c8_R1 a))) as Ho1.
  rewrite (s33_p14 Ho0 ltac:(zlia)).
  rewrite (s27_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c9_L (a b : nat) : lmoves (s34_board (2 + a) (2 + b)) = [s33_board (1 + a) 0 1 (2 + b)].
Proof. unfold s33_board, s34_board. tf_options. Qed.
Lemma s34_c9_R (a b : nat) : rmoves (s34_board (2 + a) (2 + b)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a F _^3 T^b F on a>=2 && b>=2 *)
Lemma s34_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s34_board (2 + a) (2 + b) -> fst (s34_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s34_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s34_q2] in Hc |- *.
  rewrite tf_game_eq, (s34_c9_L a b), (s34_c9_R a b); cbn [map].
  pose proof (use_s33 IH (1 + a) 0 1 (2 + b) (opt_l _ _ _ (s34_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s35 = T^a F _^2 T^b _ T^c F on a==0 && b==0 && c==0: the board of s34 *)
Lemma s35_c1_p1 x (Hs34 : s34_claim x) :
  x = s35_board 0 0 0 -> fst (s35_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q1] in Hc |- *.
  pose proof (Hs34 0 0 ltac:(rewrite Hx; unfold s35_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a F _^2 T^b _ T^c F on a==0 && b==0 && c==1: the board of s34 *)
Lemma s35_c2_p1 x (Hs34 : s34_claim x) :
  x = s35_board 0 0 1 -> fst (s35_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q1] in Hc |- *.
  pose proof (Hs34 0 1 ltac:(rewrite Hx; unfold s35_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a F _^2 T^b _ T^c F on a==0 && b==0 && c>=2: the board of s34 *)
Lemma s35_c3_p2 x (Hs34 : s34_claim x) (c : nat) :
  x = s35_board 0 0 (2 + c) -> fst (s35_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q2] in Hc |- *.
  pose proof (Hs34 0 (2 + c) ltac:(rewrite Hx; unfold s35_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c4_L : lmoves (s35_board 0 1 0) = [strip [(0, 1)] ([E; E; E; T; F]) []].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c4_L1 : tf_norm (strip [(0, 1)] ([E; E; E; T; F]) []) (s13_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; E; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c4_R : rmoves (s35_board 0 1 0) = [strip [(0, 1)] ([E; E; T; F; E]) []].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c4_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F; E]) []) (s11_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a==0 && b==1 && c==0 *)
Lemma s35_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s35_board 0 1 0 -> fst (s35_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q3] in Hc |- *.
  rewrite tf_game_eq, (s35_c4_L), (s35_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s35_c4_L1)).
  pose proof (use_s13 IH 0 1 (opt_norm_l _ _ _ _ _ (s35_c4_L) ltac:(cbn [In]; left; reflexivity) (s35_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s35_c4_R1)).
  pose proof (use_s11 IH 0 1 (opt_norm_r _ _ _ _ _ (s35_c4_R) ltac:(cbn [In]; left; reflexivity) (s35_c4_R1))) as Ho1.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c5_L : lmoves (s35_board 0 1 1) = [strip [(0, 1)] ([E; E; E; T; T; F]) []].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c5_L1 : tf_norm (strip [(0, 1)] ([E; E; E; T; T; F]) []) (s13_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; E; T; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c5_R : rmoves (s35_board 0 1 1) = [strip [(0, 1)] ([E; E; T; F]) [(1, 1)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c5_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F]) [(1, 1)]) (s11_board 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a==0 && b==1 && c==1 *)
Lemma s35_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s35_board 0 1 1 -> fst (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q5] in Hc |- *.
  rewrite tf_game_eq, (s35_c5_L), (s35_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s35_c5_L1)).
  pose proof (use_s13 IH 0 2 (opt_norm_l _ _ _ _ _ (s35_c5_L) ltac:(cbn [In]; left; reflexivity) (s35_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s35_c5_R1)).
  pose proof (use_s11 IH 0 1 (opt_norm_r _ _ _ _ _ (s35_c5_R) ltac:(cbn [In]; left; reflexivity) (s35_c5_R1))) as Ho1.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c6_L (c : nat) : lmoves (s35_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: E :: repeat T (3 + c) ++ [F]) []].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: E :: repeat T (3 + c) ++ [F]) []) (s13_board 0 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c6_R (c : nat) : rmoves (s35_board 0 1 (2 + c)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a==0 && b==1 && c>=2 *)
Lemma s35_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s35_board 0 1 (2 + c) -> fst (s35_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s35_q2] in Hc |- *.
  rewrite tf_game_eq, (s35_c6_L c), (s35_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s35_c6_L1 c)).
  pose proof (use_s13 IH 0 (3 + c) (opt_norm_l _ _ _ _ _ (s35_c6_L c) ltac:(cbn [In]; left; reflexivity) (s35_c6_L1 c))) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s35_c7_L (b : nat) : lmoves (s35_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; F]) []].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; F]) []) (s14_board 0 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c7_R (b : nat) : rmoves (s35_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E]) []].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E]) []) (s11_board 0 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a==0 && b>=2 && c==0 *)
Lemma s35_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s35_board 0 (2 + b) 0 -> fst (s35_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s35_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q6] in Hc |- *.
  rewrite tf_game_eq, (s35_c7_L b), (s35_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s35_c7_L1 b)).
  pose proof (use_s14 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s35_c7_L b) ltac:(cbn [In]; left; reflexivity) (s35_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s35_c7_R1 b)).
  pose proof (use_s11 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s35_c7_R b) ltac:(cbn [In]; left; reflexivity) (s35_c7_R1 b))) as Ho1.
  rewrite (s14_p5 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s35_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s35_board 0 (2 + b) 0 -> fst (s35_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s35_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q9] in Hc |- *.
  rewrite tf_game_eq, (s35_c7_L b), (s35_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s35_c7_L1 b)).
  pose proof (use_s14 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s35_c7_L b) ltac:(cbn [In]; left; reflexivity) (s35_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s35_c7_R1 b)).
  pose proof (use_s11 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s35_c7_R b) ltac:(cbn [In]; left; reflexivity) (s35_c7_R1 b))) as Ho1.
  rewrite (s14_p7 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s35_c7_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s35_board 0 (2 + b) 0 -> fst (s35_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s35_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q11] in Hc |- *.
  rewrite tf_game_eq, (s35_c7_L b), (s35_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s35_c7_L1 b)).
  pose proof (use_s14 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s35_c7_L b) ltac:(cbn [In]; left; reflexivity) (s35_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s35_c7_R1 b)).
  pose proof (use_s11 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s35_c7_R b) ltac:(cbn [In]; left; reflexivity) (s35_c7_R1 b))) as Ho1.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s35_c8_L (b : nat) : lmoves (s35_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s14_board 0 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c8_R (b : nat) : rmoves (s35_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s11_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a==0 && b>=2 && c==1 *)
Lemma s35_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s35_board 0 (2 + b) 1 -> fst (s35_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s35_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q7] in Hc |- *.
  rewrite tf_game_eq, (s35_c8_L b), (s35_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s35_c8_L1 b)).
  pose proof (use_s14 IH 0 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s35_c8_L b) ltac:(cbn [In]; left; reflexivity) (s35_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game (s35_c8_R1 b)).
  pose proof (use_s11 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s35_c8_R b) ltac:(cbn [In]; left; reflexivity) (s35_c8_R1 b))) as Ho1.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s35_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s35_board 0 (2 + b) 1 -> fst (s35_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s35_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q10] in Hc |- *.
  rewrite tf_game_eq, (s35_c8_L b), (s35_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s35_c8_L1 b)).
  pose proof (use_s14 IH 0 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s35_c8_L b) ltac:(cbn [In]; left; reflexivity) (s35_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game (s35_c8_R1 b)).
  pose proof (use_s11 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s35_c8_R b) ltac:(cbn [In]; left; reflexivity) (s35_c8_R1 b))) as Ho1.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s35_c9_L (b c : nat) : lmoves (s35_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []) (s14_board 0 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c9_R (b c : nat) : rmoves (s35_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a==0 && b>=2 && c>=2 *)
Lemma s35_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s35_board 0 (2 + b) (2 + c) -> fst (s35_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s35_q2] in Hc |- *.
  rewrite tf_game_eq, (s35_c9_L b c), (s35_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s35_c9_L1 b c)).
  pose proof (use_s14 IH 0 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s35_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s35_c9_L1 b c))) as Ho0.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s35 = T^a F _^2 T^b _ T^c F on a==1 && b==0 && c==0: the board of s34 *)
Lemma s35_c10_p12 x (Hs34 : s34_claim x) :
  x = s35_board 1 0 0 -> fst (s35_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q12] in Hc |- *.
  pose proof (Hs34 1 0 ltac:(rewrite Hx; unfold s35_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a F _^2 T^b _ T^c F on a==1 && b==0 && c==1: the board of s34 *)
Lemma s35_c11_p12 x (Hs34 : s34_claim x) :
  x = s35_board 1 0 1 -> fst (s35_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q12] in Hc |- *.
  pose proof (Hs34 1 1 ltac:(rewrite Hx; unfold s35_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s35 = T^a F _^2 T^b _ T^c F on a==1 && b==0 && c>=2: the board of s34 *)
Lemma s35_c12_p2 x (Hs34 : s34_claim x) (c : nat) :
  x = s35_board 1 0 (2 + c) -> fst (s35_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q2] in Hc |- *.
  pose proof (Hs34 1 (2 + c) ltac:(rewrite Hx; unfold s35_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c13_L : lmoves (s35_board 1 1 0) = [strip [(1, 1)] ([T; E; T; E; F]) []; s34_board 1 1].
Proof. unfold s34_board, s35_board, strip. tf_options. Qed.
Lemma s35_c13_L1 : tf_norm (strip [(1, 1)] ([T; E; T; E; F]) []) (s16_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c13_R : rmoves (s35_board 1 1 0) = [s27_board 1 1].
Proof. unfold s27_board, s35_board. tf_options. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a==1 && b==1 && c==0 *)
Lemma s35_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s35_board 1 1 0 -> fst (s35_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q3] in Hc |- *.
  rewrite tf_game_eq, (s35_c13_L), (s35_c13_R); cbn [map].
  rewrite (tf_norm_game (s35_c13_L1)).
  pose proof (use_s16 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s35_c13_L) ltac:(cbn [In]; left; reflexivity) (s35_c13_L1))) as Ho0.
  pose proof (use_s34 IH 1 1 (opt_l _ _ _ (s35_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 1 (opt_r _ _ _ (s35_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p15 Ho0 ltac:(zlia)).
  rewrite (s16_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s34_p3 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c14_L : lmoves (s35_board 1 1 1) = [strip [(1, 1)] ([T; E; T; E; T; F]) []; s34_board 1 2].
Proof. unfold s34_board, s35_board, strip. tf_options. Qed.
Lemma s35_c14_L1 : tf_norm (strip [(1, 1)] ([T; E; T; E; T; F]) []) (s16_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c14_R : rmoves (s35_board 1 1 1) = [strip [] ([T; F; E; E; T; F]) [(1, 1)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c14_R1 : tf_norm (strip [] ([T; F; E; E; T; F]) [(1, 1)]) (s27_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a==1 && b==1 && c==1 *)
Lemma s35_c14_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s35_board 1 1 1 -> fst (s35_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q12] in Hc |- *.
  rewrite tf_game_eq, (s35_c14_L), (s35_c14_R); cbn [map].
  rewrite (tf_norm_game (s35_c14_L1)).
  pose proof (use_s16 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s35_c14_L) ltac:(cbn [In]; left; reflexivity) (s35_c14_L1))) as Ho0.
  pose proof (use_s34 IH 1 2 (opt_l _ _ _ (s35_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s35_c14_R1)).
  pose proof (use_s27 IH 1 1 (opt_norm_r _ _ _ _ _ (s35_c14_R) ltac:(cbn [In]; left; reflexivity) (s35_c14_R1))) as Ho2.
  rewrite (s16_p16 Ho0 ltac:(zlia)).
  rewrite (s16_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s34_p2 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  rewrite (s27_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c15_L (c : nat) : lmoves (s35_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) []; s34_board 1 (3 + c)].
Proof. unfold s34_board, s35_board, strip. tf_options. Qed.
Lemma s35_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s16_board 0 1 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c15_R (c : nat) : rmoves (s35_board 1 1 (2 + c)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a==1 && b==1 && c>=2 *)
Lemma s35_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s35_board 1 1 (2 + c) -> fst (s35_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s35_q2] in Hc |- *.
  rewrite tf_game_eq, (s35_c15_L c), (s35_c15_R c); cbn [map].
  rewrite (tf_norm_game (s35_c15_L1 c)).
  pose proof (use_s16 IH 0 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s35_c15_L c) ltac:(cbn [In]; left; reflexivity) (s35_c15_L1 c))) as Ho0.
  pose proof (use_s34 IH 1 (3 + c) (opt_l _ _ _ (s35_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s34_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s35_c16_L (b : nat) : lmoves (s35_board 1 (2 + b) 0) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) []; s35_board 1 (1 + b) 1].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c16_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) []) (s16_board 0 1 (2 + b) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c16_R (b : nat) : rmoves (s35_board 1 (2 + b) 0) = [s27_board 1 (2 + b)].
Proof. unfold s27_board, s35_board. tf_options. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a==1 && b>=2 && c==0 *)
Lemma s35_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s35_board 1 (2 + b) 0 -> fst (s35_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s35_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q9] in Hc |- *.
  rewrite tf_game_eq, (s35_c16_L b), (s35_c16_R b); cbn [map].
  rewrite (tf_norm_game (s35_c16_L1 b)).
  pose proof (use_s16 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s35_c16_L b) ltac:(cbn [In]; left; reflexivity) (s35_c16_L1 b))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 1 (opt_l _ _ _ (s35_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) (opt_r _ _ _ (s35_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p19 Ho0 ltac:(zlia)).
  rewrite (s16_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p12 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c16_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s35_board 1 (2 + b) 0 -> fst (s35_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s35_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q11] in Hc |- *.
  rewrite tf_game_eq, (s35_c16_L b), (s35_c16_R b); cbn [map].
  rewrite (tf_norm_game (s35_c16_L1 b)).
  pose proof (use_s16 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s35_c16_L b) ltac:(cbn [In]; left; reflexivity) (s35_c16_L1 b))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 1 (opt_l _ _ _ (s35_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 (2 + b) (opt_r _ _ _ (s35_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p10 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c17_L (b : nat) : lmoves (s35_board 1 (2 + b) 1) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) []; s35_board 1 (1 + b) 2].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) []) (s16_board 0 1 (2 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c17_R (b : nat) : rmoves (s35_board 1 (2 + b) 1) = [strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s27_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a==1 && b>=2 && c==1 *)
Lemma s35_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s35_board 1 (2 + b) 1 -> fst (s35_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s35_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q10] in Hc |- *.
  rewrite tf_game_eq, (s35_c17_L b), (s35_c17_R b); cbn [map].
  rewrite (tf_norm_game (s35_c17_L1 b)).
  pose proof (use_s16 IH 0 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s35_c17_L b) ltac:(cbn [In]; left; reflexivity) (s35_c17_L1 b))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) 2 (opt_l _ _ _ (s35_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s35_c17_R1 b)).
  pose proof (use_s27 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s35_c17_R b) ltac:(cbn [In]; left; reflexivity) (s35_c17_R1 b))) as Ho2.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p2 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  rewrite (s27_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c18_L (b c : nat) : lmoves (s35_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) []; s35_board 1 (1 + b) (3 + c)].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) []) (s16_board 0 1 (2 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s35_c18_R (b c : nat) : rmoves (s35_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a==1 && b>=2 && c>=2 *)
Lemma s35_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s35_board 1 (2 + b) (2 + c) -> fst (s35_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s35_q2] in Hc |- *.
  rewrite tf_game_eq, (s35_c18_L b c), (s35_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s35_c18_L1 b c)).
  pose proof (use_s16 IH 0 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s35_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s35_c18_L1 b c))) as Ho0.
  pose proof (use_s35 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s35_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s35 = T^a F _^2 T^b _ T^c F on a>=2 && b==0 && c==0: the board of s34 *)
Lemma s35_c19_p4 x (Hs34 : s34_claim x) (a : nat) :
  x = s35_board (2 + a) 0 0 -> fst (s35_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s35_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q4] in Hc |- *.
  pose proof (Hs34 (2 + a) 0 ltac:(rewrite Hx; unfold s35_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a F _^2 T^b _ T^c F on a>=2 && b==0 && c==1: the board of s34 *)
Lemma s35_c20_p4 x (Hs34 : s34_claim x) (a : nat) :
  x = s35_board (2 + a) 0 1 -> fst (s35_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s35_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s35_q4] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 ltac:(rewrite Hx; unfold s35_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s35 = T^a F _^2 T^b _ T^c F on a>=2 && b==0 && c>=2: the board of s34 *)
Lemma s35_c21_p2 x (Hs34 : s34_claim x) (a c : nat) :
  x = s35_board (2 + a) 0 (2 + c) -> fst (s35_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s35_q2] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s35_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s35_c22_L (a : nat) : lmoves (s35_board (2 + a) 1 0) = [s39_board (1 + a) 0 1 1 0; s34_board (2 + a) 1].
Proof. unfold s34_board, s35_board, s39_board. tf_options. Qed.
Lemma s35_c22_R (a : nat) : rmoves (s35_board (2 + a) 1 0) = [s27_board (2 + a) 1].
Proof. unfold s27_board, s35_board. tf_options. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a>=2 && b==1 && c==0 *)
Lemma s35_c22_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s35_board (2 + a) 1 0 -> fst (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q8] in Hc |- *.
  rewrite tf_game_eq, (s35_c22_L a), (s35_c22_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 1 1 0 (opt_l _ _ _ (s35_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 (opt_l _ _ _ (s35_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 (opt_r _ _ _ (s35_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p50 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c22_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s35_board (2 + a) 1 0 -> fst (s35_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s35_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q13] in Hc |- *.
  rewrite tf_game_eq, (s35_c22_L a), (s35_c22_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 1 1 0 (opt_l _ _ _ (s35_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 1 (opt_l _ _ _ (s35_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 1 (opt_r _ _ _ (s35_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p50 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c23_L (a : nat) : lmoves (s35_board (2 + a) 1 1) = [s39_board (1 + a) 0 1 1 1; s34_board (2 + a) 2].
Proof. unfold s34_board, s35_board, s39_board. tf_options. Qed.
Lemma s35_c23_R (a : nat) : rmoves (s35_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; E; E; T; F]) [(1, 1)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; T; F]) [(1, 1)]) (s27_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a>=2 && b==1 && c==1 *)
Lemma s35_c23_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s35_board (2 + a) 1 1 -> fst (s35_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s35_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q10] in Hc |- *.
  rewrite tf_game_eq, (s35_c23_L a), (s35_c23_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s35_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) 2 (opt_l _ _ _ (s35_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s35_c23_R1 a)).
  pose proof (use_s27 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s35_c23_R a) ltac:(cbn [In]; left; reflexivity) (s35_c23_R1 a))) as Ho2.
  rewrite (s39_p45 Ho0 ltac:(zlia)).
  rewrite (s34_p2 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  rewrite (s27_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c24_L (a c : nat) : lmoves (s35_board (2 + a) 1 (2 + c)) = [s39_board (1 + a) 0 1 1 (2 + c); s34_board (2 + a) (3 + c)].
Proof. unfold s34_board, s35_board, s39_board. tf_options. Qed.
Lemma s35_c24_R (a c : nat) : rmoves (s35_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a>=2 && b==1 && c>=2 *)
Lemma s35_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s35_board (2 + a) 1 (2 + c) -> fst (s35_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s35_q2] in Hc |- *.
  rewrite tf_game_eq, (s35_c24_L a c), (s35_c24_R a c); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 1 1 (2 + c) (opt_l _ _ _ (s35_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) (3 + c) (opt_l _ _ _ (s35_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s34_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s35_c25_L (a b : nat) : lmoves (s35_board (2 + a) (2 + b) 0) = [s39_board (1 + a) 0 1 (2 + b) 0; s35_board (2 + a) (1 + b) 1].
Proof. unfold s35_board, s39_board. tf_options. Qed.
Lemma s35_c25_R (a b : nat) : rmoves (s35_board (2 + a) (2 + b) 0) = [s27_board (2 + a) (2 + b)].
Proof. unfold s27_board, s35_board. tf_options. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a>=2 && b>=2 && c==0 *)
Lemma s35_c25_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s35_board (2 + a) (2 + b) 0 -> fst (s35_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s35_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q11] in Hc |- *.
  rewrite tf_game_eq, (s35_c25_L a b), (s35_c25_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 1 (2 + b) 0 (opt_l _ _ _ (s35_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s35_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) (2 + b) (opt_r _ _ _ (s35_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p47 Ho0 ltac:(zlia)).
  rewrite (s35_p10 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c26_L (a b : nat) : lmoves (s35_board (2 + a) (2 + b) 1) = [s39_board (1 + a) 0 1 (2 + b) 1; s35_board (2 + a) (1 + b) 2].
Proof. unfold s35_board, s39_board. tf_options. Qed.
Lemma s35_c26_R (a b : nat) : rmoves (s35_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s35_board, strip. tf_options. Qed.
Lemma s35_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s27_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s27_board; strip_board_eq | strip_offset]. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a>=2 && b>=2 && c==1 *)
Lemma s35_c26_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s35_board (2 + a) (2 + b) 1 -> fst (s35_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s35_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q10] in Hc |- *.
  rewrite tf_game_eq, (s35_c26_L a b), (s35_c26_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 1 (2 + b) 1 (opt_l _ _ _ (s35_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s35_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s35_c26_R1 a b)).
  pose proof (use_s27 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s35_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s35_c26_R1 a b))) as Ho2.
  rewrite (s39_p45 Ho0 ltac:(zlia)).
  rewrite (s35_p2 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  rewrite (s27_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c27_L (a b c : nat) : lmoves (s35_board (2 + a) (2 + b) (2 + c)) = [s39_board (1 + a) 0 1 (2 + b) (2 + c); s35_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s35_board, s39_board. tf_options. Qed.
Lemma s35_c27_R (a b c : nat) : rmoves (s35_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s35_board. tf_options. Qed.
(* s35 = T^a F _^2 T^b _ T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s35_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) -> fst (s35_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s35_q2] in Hc |- *.
  rewrite tf_game_eq, (s35_c27_L a b c), (s35_c27_R a b c); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s35_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s35_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s35_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a F _ T^b _^2 T^c F on a==0 && b==0 && c==0: the board of s34 *)
Lemma s36_c1_p1 x (Hs34 : s34_claim x) :
  x = s36_board 0 0 0 -> fst (s36_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q1] in Hc |- *.
  pose proof (Hs34 0 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a F _ T^b _^2 T^c F on a==0 && b==0 && c==1: the board of s34 *)
Lemma s36_c2_p1 x (Hs34 : s34_claim x) :
  x = s36_board 0 0 1 -> fst (s36_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q1] in Hc |- *.
  pose proof (Hs34 0 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a F _ T^b _^2 T^c F on a==0 && b==0 && c>=2: the board of s34 *)
Lemma s36_c3_p2 x (Hs34 : s34_claim x) (c : nat) :
  x = s36_board 0 0 (2 + c) -> fst (s36_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q2] in Hc |- *.
  pose proof (Hs34 0 (2 + c) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c4_L : lmoves (s36_board 0 1 0) = [strip [(0, 1)] ([E; E; T; E; F]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c4_L1 : tf_norm (strip [(0, 1)] ([E; E; T; E; F]) []) (s14_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c4_R : rmoves (s36_board 0 1 0) = [strip [(0, 1)] ([E; T; E; F; E]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c4_R1 : tf_norm (strip [(0, 1)] ([E; T; E; F; E]) []) (s12_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a==0 && b==1 && c==0 *)
Lemma s36_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 0 1 0 -> fst (s36_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q3] in Hc |- *.
  rewrite tf_game_eq, (s36_c4_L), (s36_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s36_c4_L1)).
  pose proof (use_s14 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s36_c4_L) ltac:(cbn [In]; left; reflexivity) (s36_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s36_c4_R1)).
  pose proof (use_s12 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s36_c4_R) ltac:(cbn [In]; left; reflexivity) (s36_c4_R1))) as Ho1.
  rewrite (s14_p1 Ho0 ltac:(zlia)).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c5_L : lmoves (s36_board 0 1 1) = [strip [(0, 1)] ([E; E; T; E; T; F]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c5_L1 : tf_norm (strip [(0, 1)] ([E; E; T; E; T; F]) []) (s14_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c5_R : rmoves (s36_board 0 1 1) = [strip [(0, 1)] ([E; T; E; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; F]) [(1, 1)]) (s12_board 0 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a==0 && b==1 && c==1 *)
Lemma s36_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 0 1 1 -> fst (s36_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q3] in Hc |- *.
  rewrite tf_game_eq, (s36_c5_L), (s36_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s36_c5_L1)).
  pose proof (use_s14 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s36_c5_L) ltac:(cbn [In]; left; reflexivity) (s36_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s36_c5_R1)).
  pose proof (use_s12 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s36_c5_R) ltac:(cbn [In]; left; reflexivity) (s36_c5_R1))) as Ho1.
  rewrite (s14_p5 Ho0 ltac:(zlia)).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c6_L (c : nat) : lmoves (s36_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: T :: E :: repeat T (2 + c) ++ [F]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s14_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c6_R (c : nat) : rmoves (s36_board 0 1 (2 + c)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a==0 && b==1 && c>=2 *)
Lemma s36_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s36_board 0 1 (2 + c) -> fst (s36_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q2] in Hc |- *.
  rewrite tf_game_eq, (s36_c6_L c), (s36_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s36_c6_L1 c)).
  pose proof (use_s14 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s36_c6_L c) ltac:(cbn [In]; left; reflexivity) (s36_c6_L1 c))) as Ho0.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c7_L (b : nat) : lmoves (s36_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; F]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; F]) []) (s16_board 0 (1 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c7_R (b : nat) : rmoves (s36_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E]) []) (s12_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a==0 && b>=2 && c==0 *)
Lemma s36_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s36_board 0 (2 + b) 0 -> fst (s36_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s36_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q3] in Hc |- *.
  rewrite tf_game_eq, (s36_c7_L b), (s36_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s36_c7_L1 b)).
  pose proof (use_s16 IH 0 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s36_c7_L b) ltac:(cbn [In]; left; reflexivity) (s36_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s36_c7_R1 b)).
  pose proof (use_s12 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s36_c7_R b) ltac:(cbn [In]; left; reflexivity) (s36_c7_R1 b))) as Ho1.
  rewrite (s16_p15 Ho0 ltac:(zlia)).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c8_L (b : nat) : lmoves (s36_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; T; F]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; T; F]) []) (s16_board 0 (1 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c8_R (b : nat) : rmoves (s36_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s12_board 0 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a==0 && b>=2 && c==1 *)
Lemma s36_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s36_board 0 (2 + b) 1 -> fst (s36_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s36_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q3] in Hc |- *.
  rewrite tf_game_eq, (s36_c8_L b), (s36_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s36_c8_L1 b)).
  pose proof (use_s16 IH 0 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s36_c8_L b) ltac:(cbn [In]; left; reflexivity) (s36_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game (s36_c8_R1 b)).
  pose proof (use_s12 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s36_c8_R b) ltac:(cbn [In]; left; reflexivity) (s36_c8_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s16_p10 Ho0 ltac:(zlia)).
    rewrite (s12_p3 Ho1 ltac:(zlia)).
    rewrite (s12_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s16_p16 Ho0 ltac:(zlia)).
    rewrite (s12_p3 Ho1 ltac:(zlia)).
    rewrite (s12_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s36_c9_L (b c : nat) : lmoves (s36_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s16_board 0 (1 + b) 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c9_R (b c : nat) : rmoves (s36_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a==0 && b>=2 && c>=2 *)
Lemma s36_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s36_board 0 (2 + b) (2 + c) -> fst (s36_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q2] in Hc |- *.
  rewrite tf_game_eq, (s36_c9_L b c), (s36_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s36_c9_L1 b c)).
  pose proof (use_s16 IH 0 (1 + b) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s36_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s36_c9_L1 b c))) as Ho0.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a F _ T^b _^2 T^c F on a==1 && b==0 && c==0: the board of s34 *)
Lemma s36_c10_p5 x (Hs34 : s34_claim x) :
  x = s36_board 1 0 0 -> fst (s36_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q5] in Hc |- *.
  pose proof (Hs34 1 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a F _ T^b _^2 T^c F on a==1 && b==0 && c==1: the board of s34 *)
Lemma s36_c11_p5 x (Hs34 : s34_claim x) :
  x = s36_board 1 0 1 -> fst (s36_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q5] in Hc |- *.
  pose proof (Hs34 1 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s36 = T^a F _ T^b _^2 T^c F on a==1 && b==0 && c>=2: the board of s34 *)
Lemma s36_c12_p2 x (Hs34 : s34_claim x) (c : nat) :
  x = s36_board 1 0 (2 + c) -> fst (s36_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q2] in Hc |- *.
  pose proof (Hs34 1 (2 + c) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c13_L : lmoves (s36_board 1 1 0) = [strip [(1, 1)] ([T; T; E; E; F]) []; s35_board 1 1 0].
Proof. unfold s35_board, s36_board, strip. tf_options. Qed.
Lemma s36_c13_L1 : tf_norm (strip [(1, 1)] ([T; T; E; E; F]) []) (s15_board 0 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; E; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c13_R : rmoves (s36_board 1 1 0) = [s32_board 1 1 0].
Proof. unfold s32_board, s36_board. tf_options. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a==1 && b==1 && c==0 *)
Lemma s36_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 1 1 0 -> fst (s36_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q3] in Hc |- *.
  rewrite tf_game_eq, (s36_c13_L), (s36_c13_R); cbn [map].
  rewrite (tf_norm_game (s36_c13_L1)).
  pose proof (use_s15 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s36_c13_L) ltac:(cbn [In]; left; reflexivity) (s36_c13_L1))) as Ho0.
  pose proof (use_s35 IH 1 1 0 (opt_l _ _ _ (s36_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 1 1 0 (opt_r _ _ _ (s36_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p3 Ho1 ltac:(zlia)).
  rewrite (s32_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c14_L : lmoves (s36_board 1 1 1) = [strip [(1, 1)] ([T; T; E; E; T; F]) []; s35_board 1 1 1].
Proof. unfold s35_board, s36_board, strip. tf_options. Qed.
Lemma s36_c14_L1 : tf_norm (strip [(1, 1)] ([T; T; E; E; T; F]) []) (s15_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c14_R : rmoves (s36_board 1 1 1) = [strip [] ([T; F; E; T; E; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c14_R1 : tf_norm (strip [] ([T; F; E; T; E; F]) [(1, 1)]) (s32_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a==1 && b==1 && c==1 *)
Lemma s36_c14_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 1 1 1 -> fst (s36_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q3] in Hc |- *.
  rewrite tf_game_eq, (s36_c14_L), (s36_c14_R); cbn [map].
  rewrite (tf_norm_game (s36_c14_L1)).
  pose proof (use_s15 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s36_c14_L) ltac:(cbn [In]; left; reflexivity) (s36_c14_L1))) as Ho0.
  pose proof (use_s35 IH 1 1 1 (opt_l _ _ _ (s36_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s36_c14_R1)).
  pose proof (use_s32 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s36_c14_R) ltac:(cbn [In]; left; reflexivity) (s36_c14_R1))) as Ho2.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p12 Ho1 ltac:(zlia)).
  rewrite (s32_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c15_L (c : nat) : lmoves (s36_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: T :: E :: E :: repeat T (2 + c) ++ [F]) []; s35_board 1 1 (2 + c)].
Proof. unfold s35_board, s36_board, strip. tf_options. Qed.
Lemma s36_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: E :: repeat T (2 + c) ++ [F]) []) (s15_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c15_R (c : nat) : rmoves (s36_board 1 1 (2 + c)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a==1 && b==1 && c>=2 *)
Lemma s36_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s36_board 1 1 (2 + c) -> fst (s36_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q2] in Hc |- *.
  rewrite tf_game_eq, (s36_c15_L c), (s36_c15_R c); cbn [map].
  rewrite (tf_norm_game (s36_c15_L1 c)).
  pose proof (use_s15 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s36_c15_L c) ltac:(cbn [In]; left; reflexivity) (s36_c15_L1 c))) as Ho0.
  pose proof (use_s35 IH 1 1 (2 + c) (opt_l _ _ _ (s36_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  rewrite (s15_p2_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c16_L (b : nat) : lmoves (s36_board 1 (2 + b) 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; E; F]) []; s41_board 1 (1 + b) 1 0].
Proof. unfold s36_board, s41_board, strip. tf_options. Qed.
Lemma s36_c16_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; E; F]) []) (s15_board 0 (3 + b) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; E; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c16_R (b : nat) : rmoves (s36_board 1 (2 + b) 0) = [s32_board 1 (2 + b) 0].
Proof. unfold s32_board, s36_board. tf_options. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a==1 && b>=2 && c==0 *)
Lemma s36_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s36_board 1 (2 + b) 0 -> fst (s36_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s36_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q3] in Hc |- *.
  rewrite tf_game_eq, (s36_c16_L b), (s36_c16_R b); cbn [map].
  rewrite (tf_norm_game (s36_c16_L1 b)).
  pose proof (use_s15 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s36_c16_L b) ltac:(cbn [In]; left; reflexivity) (s36_c16_L1 b))) as Ho0.
  pose proof (use_s41 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s36_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH 1 (2 + b) 0 (opt_r _ _ _ (s36_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s41_p18 Ho1 ltac:(zlia)).
  rewrite (s32_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c17_L (b : nat) : lmoves (s36_board 1 (2 + b) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; E; T; F]) []; s41_board 1 (1 + b) 1 1].
Proof. unfold s36_board, s41_board, strip. tf_options. Qed.
Lemma s36_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; E; T; F]) []) (s15_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c17_R (b : nat) : rmoves (s36_board 1 (2 + b) 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s32_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a==1 && b>=2 && c==1 *)
Lemma s36_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s36_board 1 (2 + b) 1 -> fst (s36_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s36_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q3] in Hc |- *.
  rewrite tf_game_eq, (s36_c17_L b), (s36_c17_R b); cbn [map].
  rewrite (tf_norm_game (s36_c17_L1 b)).
  pose proof (use_s15 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s36_c17_L b) ltac:(cbn [In]; left; reflexivity) (s36_c17_L1 b))) as Ho0.
  pose proof (use_s41 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s36_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s36_c17_R1 b)).
  pose proof (use_s32 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s36_c17_R b) ltac:(cbn [In]; left; reflexivity) (s36_c17_R1 b))) as Ho2.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s41_p12 Ho1 ltac:(zlia)).
  rewrite (s32_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c18_L (b c : nat) : lmoves (s36_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) []; s41_board 1 (1 + b) 1 (2 + c)].
Proof. unfold s36_board, s41_board, strip. tf_options. Qed.
Lemma s36_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) []) (s15_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c18_R (b c : nat) : rmoves (s36_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a==1 && b>=2 && c>=2 *)
Lemma s36_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s36_board 1 (2 + b) (2 + c) -> fst (s36_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q2] in Hc |- *.
  rewrite tf_game_eq, (s36_c18_L b c), (s36_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s36_c18_L1 b c)).
  pose proof (use_s15 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s36_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s36_c18_L1 b c))) as Ho0.
  pose proof (use_s41 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s36_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  rewrite (s15_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s41_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s36 = T^a F _ T^b _^2 T^c F on a>=2 && b==0 && c==0: the board of s34 *)
Lemma s36_c19_p4 x (Hs34 : s34_claim x) (a : nat) :
  x = s36_board (2 + a) 0 0 -> fst (s36_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q4] in Hc |- *.
  pose proof (Hs34 (2 + a) 0 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a F _ T^b _^2 T^c F on a>=2 && b==0 && c==1: the board of s34 *)
Lemma s36_c20_p4 x (Hs34 : s34_claim x) (a : nat) :
  x = s36_board (2 + a) 0 1 -> fst (s36_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s36_q4] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s36 = T^a F _ T^b _^2 T^c F on a>=2 && b==0 && c>=2: the board of s34 *)
Lemma s36_c21_p2 x (Hs34 : s34_claim x) (a c : nat) :
  x = s36_board (2 + a) 0 (2 + c) -> fst (s36_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s36_q2] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s36_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s36_c22_L (a : nat) : lmoves (s36_board (2 + a) 1 0) = [s33_board (1 + a) 0 2 0; s35_board (2 + a) 1 0].
Proof. unfold s33_board, s35_board, s36_board. tf_options. Qed.
Lemma s36_c22_R (a : nat) : rmoves (s36_board (2 + a) 1 0) = [s32_board (2 + a) 1 0].
Proof. unfold s32_board, s36_board. tf_options. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a>=2 && b==1 && c==0 *)
Lemma s36_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 1 0 -> fst (s36_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q4] in Hc |- *.
  rewrite tf_game_eq, (s36_c22_L a), (s36_c22_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 0 2 0 (opt_l _ _ _ (s36_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) 1 0 (opt_l _ _ _ (s36_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH (2 + a) 1 0 (opt_r _ _ _ (s36_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p23 Ho0 ltac:(zlia)).
  assert (Hp1 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s35_p8 Ho1 ltac:(zlia)).
    rewrite (s32_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s35_p13 Ho1 ltac:(zlia)).
    rewrite (s32_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s36_c23_L (a : nat) : lmoves (s36_board (2 + a) 1 1) = [s33_board (1 + a) 0 2 1; s35_board (2 + a) 1 1].
Proof. unfold s33_board, s35_board, s36_board. tf_options. Qed.
Lemma s36_c23_R (a : nat) : rmoves (s36_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; E; T; E; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; E; F]) [(1, 1)]) (s32_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a>=2 && b==1 && c==1 *)
Lemma s36_c23_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 1 1 -> fst (s36_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q4] in Hc |- *.
  rewrite tf_game_eq, (s36_c23_L a), (s36_c23_R a); cbn [map].
  pose proof (use_s33 IH (1 + a) 0 2 1 (opt_l _ _ _ (s36_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) 1 1 (opt_l _ _ _ (s36_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s36_c23_R1 a)).
  pose proof (use_s32 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s36_c23_R a) ltac:(cbn [In]; left; reflexivity) (s36_c23_R1 a))) as Ho2.
  rewrite (s33_p14 Ho0 ltac:(zlia)).
  rewrite (s35_p10 Ho1 ltac:(zlia)).
  rewrite (s32_p4 Ho2 ltac:(zlia)).
  rewrite (s32_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c24_L (a c : nat) : lmoves (s36_board (2 + a) 1 (2 + c)) = [s33_board (1 + a) 0 2 (2 + c); s35_board (2 + a) 1 (2 + c)].
Proof. unfold s33_board, s35_board, s36_board. tf_options. Qed.
Lemma s36_c24_R (a c : nat) : rmoves (s36_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a>=2 && b==1 && c>=2 *)
Lemma s36_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s36_board (2 + a) 1 (2 + c) -> fst (s36_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q2] in Hc |- *.
  rewrite tf_game_eq, (s36_c24_L a c), (s36_c24_R a c); cbn [map].
  pose proof (use_s33 IH (1 + a) 0 2 (2 + c) (opt_l _ _ _ (s36_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s36_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s35_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s36_c25_L (a b : nat) : lmoves (s36_board (2 + a) (2 + b) 0) = [s33_board (1 + a) 0 (3 + b) 0; s41_board (2 + a) (1 + b) 1 0].
Proof. unfold s33_board, s36_board, s41_board. tf_options. Qed.
Lemma s36_c25_R (a b : nat) : rmoves (s36_board (2 + a) (2 + b) 0) = [s32_board (2 + a) (2 + b) 0].
Proof. unfold s32_board, s36_board. tf_options. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a>=2 && b>=2 && c==0 *)
Lemma s36_c25_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s36_board (2 + a) (2 + b) 0 -> fst (s36_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s36_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q4] in Hc |- *.
  rewrite tf_game_eq, (s36_c25_L a b), (s36_c25_R a b); cbn [map].
  pose proof (use_s33 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s36_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s36_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s32 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s36_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p23 Ho0 ltac:(zlia)).
  rewrite (s41_p18 Ho1 ltac:(zlia)).
  rewrite (s32_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c26_L (a b : nat) : lmoves (s36_board (2 + a) (2 + b) 1) = [s33_board (1 + a) 0 (3 + b) 1; s41_board (2 + a) (1 + b) 1 1].
Proof. unfold s33_board, s36_board, s41_board. tf_options. Qed.
Lemma s36_c26_R (a b : nat) : rmoves (s36_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s32_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a>=2 && b>=2 && c==1 *)
Lemma s36_c26_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s36_board (2 + a) (2 + b) 1 -> fst (s36_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s36_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q4] in Hc |- *.
  rewrite tf_game_eq, (s36_c26_L a b), (s36_c26_R a b); cbn [map].
  pose proof (use_s33 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s36_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s36_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s36_c26_R1 a b)).
  pose proof (use_s32 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s36_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s36_c26_R1 a b))) as Ho2.
  rewrite (s33_p14 Ho0 ltac:(zlia)).
  rewrite (s41_p12 Ho1 ltac:(zlia)).
  rewrite (s32_p4 Ho2 ltac:(zlia)).
  rewrite (s32_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c27_L (a b c : nat) : lmoves (s36_board (2 + a) (2 + b) (2 + c)) = [s33_board (1 + a) 0 (3 + b) (2 + c); s41_board (2 + a) (1 + b) 1 (2 + c)].
Proof. unfold s33_board, s36_board, s41_board. tf_options. Qed.
Lemma s36_c27_R (a b c : nat) : rmoves (s36_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s36_board. tf_options. Qed.
(* s36 = T^a F _ T^b _^2 T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s36_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s36_board (2 + a) (2 + b) (2 + c) -> fst (s36_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q2] in Hc |- *.
  rewrite tf_game_eq, (s36_c27_L a b c), (s36_c27_R a b c); cbn [map].
  pose proof (use_s33 IH (1 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s36_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s36_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s41_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c1_L : lmoves (s37_board 0 0) = [strip [(0, 1)] ([E; T; E; E; F]) []].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; E; E; F]) []) (s15_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s37_c1_R : rmoves (s37_board 0 0) = [strip [(0, 1)] ([T; E; E; F; E]) []].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c1_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F; E]) []) (s11_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a F T _^3 T^b F on a==0 && b==0 *)
Lemma s37_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s37_board 0 0 -> fst (s37_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q1] in Hc |- *.
  rewrite tf_game_eq, (s37_c1_L), (s37_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s37_c1_L1)).
  pose proof (use_s15 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s37_c1_L) ltac:(cbn [In]; left; reflexivity) (s37_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s37_c1_R1)).
  pose proof (use_s11 IH 1 0 (opt_norm_r _ _ _ _ _ (s37_c1_R) ltac:(cbn [In]; left; reflexivity) (s37_c1_R1))) as Ho1.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  rewrite (s11_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c2_L : lmoves (s37_board 0 1) = [strip [(0, 1)] ([E; T; E; E; T; F]) []].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; F]) []) (s15_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s37_c2_R : rmoves (s37_board 0 1) = [strip [(0, 1)] ([T; E; E; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F]) [(1, 1)]) (s11_board 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a F T _^3 T^b F on a==0 && b==1 *)
Lemma s37_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s37_board 0 1 -> fst (s37_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q1] in Hc |- *.
  rewrite tf_game_eq, (s37_c2_L), (s37_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s37_c2_L1)).
  pose proof (use_s15 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s37_c2_L) ltac:(cbn [In]; left; reflexivity) (s37_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s37_c2_R1)).
  pose proof (use_s11 IH 1 0 (opt_norm_r _ _ _ _ _ (s37_c2_R) ltac:(cbn [In]; left; reflexivity) (s37_c2_R1))) as Ho1.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  rewrite (s11_p1 Ho1 ltac:(zlia)).
  rewrite (s11_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c3_L (b : nat) : lmoves (s37_board 0 (2 + b)) = [strip [(0, 1)] (E :: T :: E :: E :: repeat T (2 + b) ++ [F]) []].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: E :: repeat T (2 + b) ++ [F]) []) (s15_board 0 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s37_c3_R (b : nat) : rmoves (s37_board 0 (2 + b)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a F T _^3 T^b F on a==0 && b>=2 *)
Lemma s37_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s37_board 0 (2 + b) -> fst (s37_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s37_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s37_q2] in Hc |- *.
  rewrite tf_game_eq, (s37_c3_L b), (s37_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s37_c3_L1 b)).
  pose proof (use_s15 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s37_c3_L b) ltac:(cbn [In]; left; reflexivity) (s37_c3_L1 b))) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c4_L : lmoves (s37_board 1 0) = [s36_board 1 1 0].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s37_c4_R : rmoves (s37_board 1 0) = [s29_board 1 0].
Proof. unfold s29_board, s37_board. tf_options. Qed.
(* s37 = T^a F T _^3 T^b F on a==1 && b==0 *)
Lemma s37_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s37_board 1 0 -> fst (s37_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q1] in Hc |- *.
  rewrite tf_game_eq, (s37_c4_L), (s37_c4_R); cbn [map].
  pose proof (use_s36 IH 1 1 0 (opt_l _ _ _ (s37_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 0 (opt_r _ _ _ (s37_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c5_L : lmoves (s37_board 1 1) = [s36_board 1 1 1].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s37_c5_R : rmoves (s37_board 1 1) = [strip [] ([T; F; T; E; E; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c5_R1 : tf_norm (strip [] ([T; F; T; E; E; F]) [(1, 1)]) (s29_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a F T _^3 T^b F on a==1 && b==1 *)
Lemma s37_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s37_board 1 1 -> fst (s37_q1 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q1 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q1] in Hc |- *.
  rewrite tf_game_eq, (s37_c5_L), (s37_c5_R); cbn [map].
  pose proof (use_s36 IH 1 1 1 (opt_l _ _ _ (s37_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s37_c5_R1)).
  pose proof (use_s29 IH 1 0 (opt_norm_r _ _ _ _ _ (s37_c5_R) ltac:(cbn [In]; left; reflexivity) (s37_c5_R1))) as Ho1.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 ltac:(zlia)).
  rewrite (s29_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c6_L (b : nat) : lmoves (s37_board 1 (2 + b)) = [s36_board 1 1 (2 + b)].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s37_c6_R (b : nat) : rmoves (s37_board 1 (2 + b)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a F T _^3 T^b F on a==1 && b>=2 *)
Lemma s37_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s37_board 1 (2 + b) -> fst (s37_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s37_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s37_q2] in Hc |- *.
  rewrite tf_game_eq, (s37_c6_L b), (s37_c6_R b); cbn [map].
  pose proof (use_s36 IH 1 1 (2 + b) (opt_l _ _ _ (s37_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s37_c7_L (a : nat) : lmoves (s37_board (2 + a) 0) = [s36_board (2 + a) 1 0].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s37_c7_R (a : nat) : rmoves (s37_board (2 + a) 0) = [s29_board (2 + a) 0].
Proof. unfold s29_board, s37_board. tf_options. Qed.
(* s37 = T^a F T _^3 T^b F on a>=2 && b==0 *)
Lemma s37_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s37_board (2 + a) 0 -> fst (s37_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s37_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s37_q1] in Hc |- *.
  rewrite tf_game_eq, (s37_c7_L a), (s37_c7_R a); cbn [map].
  pose proof (use_s36 IH (2 + a) 1 0 (opt_l _ _ _ (s37_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) 0 (opt_r _ _ _ (s37_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s29_p1 Ho1 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s29_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s29_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s37_c8_L (a : nat) : lmoves (s37_board (2 + a) 1) = [s36_board (2 + a) 1 1].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s37_c8_R (a : nat) : rmoves (s37_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 1)]].
Proof. unfold s37_board, strip. tf_options. Qed.
Lemma s37_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 1)]) (s29_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
(* s37 = T^a F T _^3 T^b F on a>=2 && b==1 *)
Lemma s37_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s37_board (2 + a) 1 -> fst (s37_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s37_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q1] in Hc |- *.
  rewrite tf_game_eq, (s37_c8_L a), (s37_c8_R a); cbn [map].
  pose proof (use_s36 IH (2 + a) 1 1 (opt_l _ _ _ (s37_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s37_c8_R1 a)).
  pose proof (use_s29 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s37_c8_R a) ltac:(cbn [In]; left; reflexivity) (s37_c8_R1 a))) as Ho1.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s29_p1 Ho1 ltac:(zlia)).
    rewrite (s29_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s29_p3 Ho1 ltac:(zlia)).
    rewrite (s29_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s29_p5 Ho1 ltac:(zlia)).
    rewrite (s29_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s37_c9_L (a b : nat) : lmoves (s37_board (2 + a) (2 + b)) = [s36_board (2 + a) 1 (2 + b)].
Proof. unfold s36_board, s37_board. tf_options. Qed.
Lemma s37_c9_R (a b : nat) : rmoves (s37_board (2 + a) (2 + b)) = [].
Proof. unfold s37_board. tf_options. Qed.
(* s37 = T^a F T _^3 T^b F on a>=2 && b>=2 *)
Lemma s37_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s37_board (2 + a) (2 + b) -> fst (s37_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s37_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s37_q2] in Hc |- *.
  rewrite tf_game_eq, (s37_c9_L a b), (s37_c9_R a b); cbn [map].
  pose proof (use_s36 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s37_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a F T _^2 T^b _ T^c F on a==0 && b==0 && c==0: the board of s37 *)
Lemma s38_c1_p2 x (Hs37 : s37_claim x) :
  x = s38_board 0 0 0 -> fst (s38_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q2] in Hc |- *.
  pose proof (Hs37 0 0 ltac:(rewrite Hx; unfold s38_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a F T _^2 T^b _ T^c F on a==0 && b==0 && c==1: the board of s37 *)
Lemma s38_c2_p2 x (Hs37 : s37_claim x) :
  x = s38_board 0 0 1 -> fst (s38_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q2] in Hc |- *.
  pose proof (Hs37 0 1 ltac:(rewrite Hx; unfold s38_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a F T _^2 T^b _ T^c F on a==0 && b==0 && c>=2: the board of s37 *)
Lemma s38_c3_p3 x (Hs37 : s37_claim x) (c : nat) :
  x = s38_board 0 0 (2 + c) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs37 0 (2 + c) ltac:(rewrite Hx; unfold s38_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c4_L : lmoves (s38_board 0 1 0) = [strip [(0, 1)] ([E; T; E; T; E; F]) []; strip [(0, 1)] ([T; E; E; E; T; F]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; F]) []) (s16_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; E; E; T; F]) []) (s13_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c4_R : rmoves (s38_board 0 1 0) = [strip [(0, 1)] ([T; E; E; T; F; E]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; E]) []) (s11_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a==0 && b==1 && c==0 *)
Lemma s38_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 0 1 0 -> fst (s38_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q4] in Hc |- *.
  rewrite tf_game_eq, (s38_c4_L), (s38_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s38_c4_L1)).
  pose proof (use_s16 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s38_c4_L) ltac:(cbn [In]; left; reflexivity) (s38_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s38_c4_L2)).
  pose proof (use_s13 IH 1 1 (opt_norm_l _ _ _ _ _ (s38_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s38_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s38_c4_R1)).
  pose proof (use_s11 IH 1 1 (opt_norm_r _ _ _ _ _ (s38_c4_R) ltac:(cbn [In]; left; reflexivity) (s38_c4_R1))) as Ho2.
  rewrite (s16_p15 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

